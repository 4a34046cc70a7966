/* A kernel timeline for any CUDA program, through CUPTI's activity API and
 * the driver's injection hook (the GPU machine has no Nsight Systems):
 *
 *   cc -shared -fPIC -O2 -o kernel_trace.so bench/gpu/kernel_trace.c \
 *      -I/usr/local/cuda/include -L/usr/local/cuda/lib -lcupti
 *   CUDA_INJECTION64_PATH=$PWD/kernel_trace.so KERNEL_TRACE=trace.tsv \
 *      mlc-run model.so ... --benchmark=20
 *
 * writes one line per kernel that ran (graph launches included): start and
 * end in ns, grid and block sizes, graph id, name; tab-separated, in the
 * order CUPTI delivers them. bench/gpu/kernel_trace.py summarizes a file.
 */
#include <cupti.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *out;

static void CUPTIAPI bufferRequested(uint8_t **buffer, size_t *size,
                                     size_t *maxNumRecords) {
  *size = 8u << 20;
  *buffer = (uint8_t *)aligned_alloc(8, *size);
  *maxNumRecords = 0;
}

static void CUPTIAPI bufferCompleted(CUcontext ctx, uint32_t streamId,
                                     uint8_t *buffer, size_t size,
                                     size_t validSize) {
  (void)ctx;
  (void)streamId;
  (void)size;
  CUpti_Activity *record = NULL;
  while (cuptiActivityGetNextRecord(buffer, validSize, &record) ==
         CUPTI_SUCCESS) {
    if (record->kind != CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL &&
        record->kind != CUPTI_ACTIVITY_KIND_KERNEL)
      continue;
    const CUpti_ActivityKernel10 *k = (const CUpti_ActivityKernel10 *)record;
    if (out)
      fprintf(out, "%llu\t%llu\t%d,%d,%d\t%d,%d,%d\t%u\t%s\n",
              (unsigned long long)k->start, (unsigned long long)k->end,
              k->gridX, k->gridY, k->gridZ, k->blockX, k->blockY, k->blockZ,
              k->graphId, k->name ? k->name : "?");
  }
  free(buffer);
}

static void finish(void) {
  cuptiActivityFlushAll(1);
  if (out)
    fclose(out);
  out = NULL;
}

int InitializeInjection(void) {
  const char *path = getenv("KERNEL_TRACE");
  out = fopen(path && *path ? path : "kernel_trace.tsv", "w");
  if (!out)
    return 0;
  if (cuptiActivityRegisterCallbacks(bufferRequested, bufferCompleted) !=
          CUPTI_SUCCESS ||
      cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL) !=
          CUPTI_SUCCESS) {
    fprintf(stderr, "kernel_trace: CUPTI refused the activity API\n");
    return 0;
  }
  atexit(finish);
  return 1;
}
