//===- Arena.c - the per-thread arena of a run's host bytes ---------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Arena.h"

#include <stdlib.h>

typedef struct ArenaBlock {
  struct ArenaBlock *next;
  /* 16-aligned: host copies of device buffers (mlc_cuda_host_stage) hold
     16-byte string handles too. */
  _Alignas(16) char bytes[];
} ArenaBlock;

static _Thread_local ArenaBlock *arena;

char *mlcArenaAlloc(int64_t size) {
  ArenaBlock *block =
      malloc(sizeof(ArenaBlock) + (size_t)(size > 0 ? size : 1));
  if (!block)
    return NULL;
  block->next = arena;
  arena = block;
  return block->bytes;
}

void mlc_artifact_release_strings(void) {
  while (arena) {
    ArenaBlock *next = arena->next;
    free(arena);
    arena = next;
  }
}
