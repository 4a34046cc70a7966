//===- fake_cuda_artifact.c - a hand-written cuda artifact for the tests --===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// Implements the mlc-c/Artifact.h ABI for target cuda by hand, the way
// generated code does, through the mlc_cuda_* functions of the statically
// linked mlc_artifact_support and a hand-written PTX kernel:
//   y            = x * a + b           (x: ?x4, a: scalar, b: 4)
//   total        = sum of all elements of y (rank 0, atomics)
//   x transposed = x^T, returned as a strided view (offset 1, strides 1x4)
//                  of a device copy of x, so the runtime has to compact it.
// The kernel stages its values through dynamic shared memory and is launched
// with 64 KiB of it, so the runtime must raise the kernel's limit.
//
// $FAKE_CUDA_MODE makes a run fail on purpose: bad-ptx, missing-kernel,
// bad-launch (a 2048-thread block), oom (an absurd allocation),
// illegal-address (the kernel writes through a bad pointer; this poisons the
// CUDA context for the rest of the process). Modes for CUDA graphs, which
// need a run of more than one kernel: graph (total is cleared from a cached
// device constant, as generated code does, and an empty kernel follows),
// graph-upload (cleared from the host, as by default), graph-host-read (the
// host reads total back after the launch, as a loop condition would),
// branches (as graph, with the launches at their places in a launch DAG,
// mlc_cuda_launch_after: a no-op starts the segment, fake_axpb and a second
// no-op are independent of each other, a third no-op waits for both),
// graph-variants (as graph, with a second no-op from 100 rows on, as a host
// program that picks kernels by size launches other kernels). check-fails:
// as graph, then a run-time check fails after the launches
// (mlc_artifact_fail), with the run's buffers allocated and the constant
// cached.
//
// The same artifact runs on a real GPU and on test/unit/fake_libcuda.c, which
// emulates this kernel on the host.
//
//===----------------------------------------------------------------------===//

#include "ArtifactSupport.h"

#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

EXPORT const char *mlc_artifact_metadata(void) {
  return "mlc-artifact 1\n"
         "target cuda\n"
         "input x f32 ?x4\n"
         "input a f32 scalar\n"
         "input b f32 4\n"
         "output y f32 ?x4\n"
         "output total f32 scalar\n"
         "output x%20transposed f32 4x?\n";
}

/* PTX 8.0 for sm_80 (JIT-compiled for the H200; ptxas -arch=sm_90a takes it
 * too). fake_axpb(x, a, b, y, total, n, cols): for i < n,
 *   y[i] = x[i] * a[0] + b[i % cols]; total[0] += y[i]. */
static const char kPtx[] =
    ".version 8.0\n"
    ".target sm_80\n"
    ".address_size 64\n"
    "\n"
    ".extern .shared .align 16 .b8 fake_smem[];\n"
    "\n"
    ".visible .entry fake_axpb(\n"
    "    .param .u64 param_x, .param .u64 param_a, .param .u64 param_b,\n"
    "    .param .u64 param_y, .param .u64 param_total, .param .u64 param_n,\n"
    "    .param .u64 param_cols)\n"
    "{\n"
    "    .reg .pred %in;\n"
    "    .reg .b32 %t, %nt, %c, %soff, %sbase;\n"
    "    .reg .b64 %i, %off, %px, %pa, %pb, %py, %pt, %n, %cols, %col, %addr;\n"
    "    .reg .f32 %fx, %fa, %fb, %fy, %fs;\n"
    "\n"
    "    ld.param.u64 %px, [param_x];\n"
    "    ld.param.u64 %pa, [param_a];\n"
    "    ld.param.u64 %pb, [param_b];\n"
    "    ld.param.u64 %py, [param_y];\n"
    "    ld.param.u64 %pt, [param_total];\n"
    "    ld.param.u64 %n, [param_n];\n"
    "    ld.param.u64 %cols, [param_cols];\n"
    "    cvta.to.global.u64 %px, %px;\n"
    "    cvta.to.global.u64 %pa, %pa;\n"
    "    cvta.to.global.u64 %pb, %pb;\n"
    "    cvta.to.global.u64 %py, %py;\n"
    "    cvta.to.global.u64 %pt, %pt;\n"
    "\n"
    "    mov.u32 %t, %tid.x;\n"
    "    mov.u32 %nt, %ntid.x;\n"
    "    mov.u32 %c, %ctaid.x;\n"
    "    mul.wide.u32 %i, %c, %nt;\n"
    "    cvt.u64.u32 %off, %t;\n"
    "    add.u64 %i, %i, %off;\n"
    "    shl.b64 %off, %i, 2;\n"
    "    setp.lt.u64 %in, %i, %n;\n"
    "    mov.f32 %fy, 0f00000000;\n"
    "    @!%in bra STAGE;\n"
    "    add.u64 %addr, %px, %off;\n"
    "    ld.global.f32 %fx, [%addr];\n"
    "    ld.global.f32 %fa, [%pa];\n"
    "    rem.u64 %col, %i, %cols;\n"
    "    shl.b64 %col, %col, 2;\n"
    "    add.u64 %addr, %pb, %col;\n"
    "    ld.global.f32 %fb, [%addr];\n"
    "    fma.rn.f32 %fy, %fx, %fa, %fb;\n"
    "STAGE:\n"
    "    // Round trip through dynamic shared memory (launched with 64 KiB).\n"
    "    mov.u32 %sbase, fake_smem;\n"
    "    shl.b32 %soff, %t, 2;\n"
    "    add.u32 %soff, %sbase, %soff;\n"
    "    st.shared.f32 [%soff], %fy;\n"
    "    bar.sync 0;\n"
    "    ld.shared.f32 %fs, [%soff];\n"
    "    @!%in bra DONE;\n"
    "    add.u64 %addr, %py, %off;\n"
    "    st.global.f32 [%addr], %fs;\n"
    "    red.global.add.f32 [%pt], %fs;\n"
    "DONE:\n"
    "    ret;\n"
    "}\n"
    "\n"
    ".visible .entry fake_noop()\n"
    "{\n"
    "    ret;\n"
    "}\n";

typedef struct {
  void *allocated, *aligned;
  int64_t offset;
} MemRef0;
typedef struct {
  void *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1;
typedef struct {
  void *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2;

static int modeIs(const char *name) {
  const char *mode = getenv("FAKE_CUDA_MODE");
  return mode && strcmp(mode, name) == 0;
}

/* Loaded once, like generated code does. */
static void *module;
static void *kernel;
static void *noop;
static void *zeroConstant; /* mlc_cuda_constant's cache */

static int32_t loadKernel(void) {
  if (modeIs("bad-ptx")) {
    void *bad = NULL;
    return mlc_cuda_module_load(".version 8.0\n.target sm_80\nthis is not "
                                "ptx\n",
                                &bad);
  }
  if (modeIs("missing-kernel")) {
    void *fn = NULL;
    int32_t rc = module ? 0 : mlc_cuda_module_load(kPtx, &module);
    return rc ? rc : mlc_cuda_get_function(module, "fake_missing", &fn);
  }
  if (kernel && noop)
    return 0;
  int32_t rc = module ? 0 : mlc_cuda_module_load(kPtx, &module);
  if (!rc && !kernel)
    rc = mlc_cuda_get_function(module, "fake_axpb", &kernel);
  if (!rc && !noop)
    rc = mlc_cuda_get_function(module, "fake_noop", &noop);
  return rc;
}

EXPORT int32_t mlc_artifact_run(void **args) {
  const MemRef2 *x = args[0];
  const MemRef0 *a = args[1];
  const MemRef1 *b = args[2];
  MemRef2 *y = args[3];
  MemRef0 *total = args[4];
  MemRef2 *transposed = args[5];
  int64_t rows = x->sizes[0], cols = x->sizes[1];
  if (cols != 4 || b->sizes[0] != 4)
    return 1;
  int64_t n = rows * cols;

  int32_t rc = loadKernel();
  if (rc)
    return rc;
  void *yBlock = NULL, *totalBlock = NULL, *tBlock = NULL;
  rc = mlc_cuda_mem_alloc(
      modeIs("oom") ? (int64_t)1 << 50 : n * (int64_t)sizeof(float), &yBlock);
  if (!rc)
    rc = mlc_cuda_mem_alloc(sizeof(float), &totalBlock);
  if (!rc)
    rc = mlc_cuda_mem_alloc((n + 1) * (int64_t)sizeof(float), &tBlock);
  static const float zero = 0;
  int branches = modeIs("branches");
  int variants = modeIs("graph-variants");
  int graph = modeIs("graph") || modeIs("graph-upload") ||
              modeIs("graph-host-read") || branches || variants;
  int checkFails = modeIs("check-fails");
  if (!rc && (modeIs("graph") || modeIs("graph-host-read") || branches ||
              variants || checkFails)) {
    void *device = mlc_cuda_constant(&zero, sizeof(float), &zeroConstant);
    rc = mlc_cuda_take_status();
    if (!rc)
      rc = mlc_cuda_memcpy_dtod(totalBlock, device, sizeof(float));
  } else if (!rc) {
    rc = mlc_cuda_memcpy_htod(totalBlock, &zero, sizeof(float));
  }
  /* x^T as a view of a row-major copy of x, one element in. */
  if (!rc)
    rc = mlc_cuda_memcpy_dtod((char *)tBlock + sizeof(float),
                              (const char *)x->aligned +
                                  x->offset * (int64_t)sizeof(float),
                              n * (int64_t)sizeof(float));
  if (!rc && n > 0) {
    void *xPtr = (char *)x->aligned + x->offset * (int64_t)sizeof(float);
    void *aPtr = (char *)a->aligned + a->offset * (int64_t)sizeof(float);
    void *bPtr = (char *)b->aligned + b->offset * (int64_t)sizeof(float);
    void *yPtr = modeIs("illegal-address") ? (void *)(uintptr_t)0x10 : yBlock;
    uint64_t count = (uint64_t)n, width = (uint64_t)cols;
    void *params[] = {&xPtr, &aPtr, &bPtr, &yPtr, &totalBlock, &count, &width};
    int64_t block = modeIs("bad-launch") ? 2048 : 256;
    static const int32_t both[] = {1, 2};
    if (branches)
      rc = mlc_cuda_launch_after(noop, "fake_noop", 1, 1, 1, 32, 1, 1, 0, NULL,
                                 0, NULL, 0);
    if (!rc)
      rc = mlc_cuda_launch_after(kernel, "fake_axpb", (n + 255) / 256, 1, 1,
                                 block, 1, 1, 64 * 1024, params, branches, NULL,
                                 0);
    if (!rc && branches)
      rc = mlc_cuda_launch_after(noop, "fake_noop", 1, 1, 1, 32, 1, 1, 0, NULL,
                                 2, NULL, 0);
    if (!rc && branches)
      rc = mlc_cuda_launch_after(noop, "fake_noop", 1, 1, 1, 32, 1, 1, 0, NULL,
                                 3, both, 2);
  }
  if (!rc && graph && !branches)
    rc = mlc_cuda_launch(noop, "fake_noop", 1, 1, 1, 32, 1, 1, 0, NULL);
  if (!rc && variants && rows >= 100)
    rc = mlc_cuda_launch(noop, "fake_noop", 1, 1, 1, 32, 1, 1, 0, NULL);
  if (!rc && checkFails)
    mlc_artifact_fail("a fake run-time check failed"); /* does not return */
  if (!rc && modeIs("graph-host-read")) {
    float host = 0;
    rc = mlc_cuda_memcpy_dtoh(&host, totalBlock, sizeof(float));
  }
  if (rc) {
    mlc_cuda_mem_free(yBlock);
    mlc_cuda_mem_free(totalBlock);
    mlc_cuda_mem_free(tBlock);
    return rc;
  }
  *y = (MemRef2){yBlock, yBlock, 0, {rows, 4}, {4, 1}};
  *total = (MemRef0){totalBlock, totalBlock, 0};
  *transposed = (MemRef2){tBlock, tBlock, 1, {4, rows}, {1, 4}};
  return 0;
}
