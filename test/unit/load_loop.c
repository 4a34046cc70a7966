//===- load_loop.c - load, run and free a model in a loop ----------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// mlc-load-loop MODEL.so [ROUNDS]: loads the artifact, runs it once on zero
// inputs (dynamic dims 1) and frees it, ROUNDS times (default 1000), and
// checks that this leaks nothing: the device memory in use (cuMemGetInfo, for
// a cuda model) and the process's resident memory after the last round
// against after round 10 (the first rounds fill caches that stay: the CUDA
// context, the driver's own pools, the thread pool). Exit 0 when device
// memory is exactly flat and resident memory grew by less than 4 MiB (malloc
// keeps freed pages in its arenas: a leak of even 4 KiB a round, 4 MB in
// all, fails; under AddressSanitizer, whose quarantine keeps freed memory,
// its leak check at exit instead); 1 otherwise, or when a call fails.
//
//===----------------------------------------------------------------------===//

#include "mlc-c/Runtime.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MLC_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define MLC_ASAN 1
#endif

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef int (*MemGetInfoFn)(size_t *free, size_t *total);

static MemGetInfoFn memGetInfo;

/// Device memory in use, or 0 without a cuda driver.
static size_t deviceUsed(void) {
  size_t free = 0, total = 0;
  if (!memGetInfo || memGetInfo(&free, &total) != 0) // CUDA_SUCCESS
    return 0;
  return total - free;
}

static size_t residentBytes(void) {
  FILE *f = fopen("/proc/self/statm", "r");
  long size = 0, resident = 0;
  if (f) {
    if (fscanf(f, "%ld %ld", &size, &resident) != 2)
      resident = 0;
    fclose(f);
  }
  return (size_t)resident * (size_t)sysconf(_SC_PAGESIZE);
}

static int fail(const char *what) {
  fprintf(stderr, "mlc-load-loop: %s: %s\n", what, mlcGetLastError());
  return 1;
}

/// One round: load, run on zero inputs, free everything.
static int round1(const char *path) {
  MlcModel *model = NULL;
  if (mlcModelLoad(path, &model) != MLC_STATUS_OK)
    return fail("loading the model");
  int64_t numInputs = 0, numOutputs = 0;
  mlcModelGetNumInputs(model, &numInputs);
  mlcModelGetNumOutputs(model, &numOutputs);
  MlcTensor **inputs = calloc((size_t)numInputs + 1, sizeof(MlcTensor *));
  MlcTensor **outputs = calloc((size_t)numOutputs + 1, sizeof(MlcTensor *));
  int rc = inputs && outputs ? 0 : 1;
  for (int64_t i = 0; i < numInputs && rc == 0; ++i) {
    MlcTensorInfo info;
    int64_t shape[16];
    if (mlcModelGetInputInfo(model, i, &info) != MLC_STATUS_OK ||
        info.rank > 16) {
      rc = fail("reading an input's signature");
      break;
    }
    for (int64_t d = 0; d < info.rank; ++d)
      shape[d] = info.dims[d] < 0 ? 1 : info.dims[d];
    if (mlcTensorCreate(info.dtype, info.rank, shape, &inputs[i]) !=
        MLC_STATUS_OK)
      rc = fail("creating an input");
  }
  if (rc == 0 &&
      mlcModelRun(model, (const MlcTensor *const *)inputs, numInputs, outputs,
                  numOutputs) != MLC_STATUS_OK)
    rc = fail("running the model");
  for (int64_t i = 0; inputs && i < numInputs; ++i)
    mlcTensorFree(inputs[i]);
  for (int64_t i = 0; outputs && i < numOutputs; ++i)
    mlcTensorFree(outputs[i]);
  free(inputs);
  free(outputs);
  mlcModelFree(model);
  return rc;
}

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    fprintf(stderr, "usage: mlc-load-loop MODEL.so [ROUNDS]\n");
    return 2;
  }
  long rounds = argc == 3 ? strtol(argv[2], NULL, 10) : 1000;
  if (rounds < 11) {
    fprintf(stderr, "mlc-load-loop: ROUNDS must be at least 11\n");
    return 2;
  }
  // The target decides whether there is device memory to watch.
  MlcModel *probe = NULL;
  if (mlcModelLoad(argv[1], &probe) != MLC_STATUS_OK)
    return fail("loading the model");
  const char *name = "";
  mlcModelGetTarget(probe, &name);
  char target[16];
  snprintf(target, sizeof(target), "%s", name); // borrowed from the model
  int cuda = strcmp(target, "cuda") == 0;
  mlcModelFree(probe);
  if (cuda) {
    if (mlcCudaInit() != MLC_STATUS_OK)
      return fail("bringing up CUDA");
    // The runtime's driver library: the same handle, its context current.
    const char *lib = getenv("MLC_CUDA_DRIVER_LIBRARY");
    void *driver = dlopen(lib && *lib ? lib : "libcuda.so.1",
                          RTLD_NOW | RTLD_NOLOAD);
    if (driver)
      memGetInfo = (MemGetInfoFn)dlsym(driver, "cuMemGetInfo_v2");
    if (!memGetInfo) {
      fprintf(stderr, "mlc-load-loop: no cuMemGetInfo_v2 in the driver\n");
      return 1;
    }
  }
  size_t device0 = deviceUsed(), deviceWarm = 0, hostWarm = 0;
  for (long r = 1; r <= rounds; ++r) {
    if (round1(argv[1]) != 0) {
      fprintf(stderr, "mlc-load-loop: round %ld failed\n", r);
      return 1;
    }
    if (r == 10) {
      deviceWarm = deviceUsed();
      hostWarm = residentBytes();
    }
  }
  size_t deviceEnd = deviceUsed(), hostEnd = residentBytes();
  long long deviceGrowth = (long long)deviceEnd - (long long)deviceWarm;
  long long hostGrowth = (long long)hostEnd - (long long)hostWarm;
  printf("rounds %ld target %s\n", rounds, target);
  if (cuda)
    printf("device memory in use: %zu bytes before, %zu after round 10, %zu "
           "after round %ld (growth %lld bytes)\n",
           device0, deviceWarm, deviceEnd, rounds, deviceGrowth);
  printf("resident memory: %zu bytes after round 10, %zu after round %ld "
         "(growth %lld bytes)\n",
         hostWarm, hostEnd, rounds, hostGrowth);
#ifdef MLC_ASAN
  // AddressSanitizer holds freed memory in quarantine: resident memory grows
  // regardless; its leak check at exit stands in.
  int ok = deviceGrowth == 0;
#else
  int ok = deviceGrowth == 0 && hostGrowth < (4ll << 20);
#endif
  printf("%s\n", ok ? "flat" : "GROWS");
  return ok ? 0 : 1;
}
