// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-assign-layout{layout=nhwc}))' --split-input-file | FileCheck %s
// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-assign-layout{target=cuda print-decisions}))' --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHY
// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-assign-layout{target=cpu print-decisions}))' --split-input-file 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-assign-layout{layout=nchw target=cuda}))' --split-input-file | FileCheck %s --check-prefix=NCHW
// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-assign-layout{layout=nhwc target=cuda}))' --split-input-file | FileCheck %s --check-prefix=CUDA

// A small CNN: conv + bias, relu, max pool, 1x1 conv, residual add, a
// per-channel scale, global average pool, flatten. Every conv and pool is
// channels last; of the transposes put around them only the input's
// remains: the pairs between the ops cancel, the constant [4, 1, 1] scale
// is permuted at compile time, and the global pool reduces the channels-
// last map over its dims 1 and 2 (the CPU, the default target), the
// transpose of its [2, 1, 1, 4] result a reshape. On CUDA the transpose
// stays before the reduction (over the trailing dims), where the reshape
// after it takes nothing but the unit dims.
// CHECK-LABEL: func.func @cnn
// CHECK-SAME: (%[[X:.+]]: tensor<2x3x8x8xf32>)
// CHECK-DAG: %[[S:.+]] = graph.constant dense<{{.*}}> : tensor<1x1x1x4xf32>
// CHECK: %[[XT:.+]] = graph.transpose %[[X]] perm = [0, 2, 3, 1] : tensor<2x3x8x8xf32> -> tensor<2x8x8x3xf32>
// CHECK: %[[C:.+]] = graph.conv %[[XT]], %{{.+}}, %{{.+}} {channels_last, pads = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<2x8x8x4xf32>
// CHECK: %[[R:.+]] = graph.relu %[[C]] : tensor<2x8x8x4xf32>
// CHECK: %[[P:.+]] = graph.max_pool %[[R]] {channels_last, kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<2x8x8x4xf32> -> tensor<2x4x4x4xf32>
// CHECK: %[[Z:.+]] = graph.conv %[[P]], %{{.+}} {channels_last} : (tensor<2x4x4x4xf32>, tensor<4x4x1x1xf32>) -> tensor<2x4x4x4xf32>
// CHECK: %[[A:.+]] = graph.add %[[Z]], %[[P]] : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
// CHECK: %[[M:.+]] = graph.mul %[[A]], %[[S]] : (tensor<2x4x4x4xf32>, tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
// CHECK: %[[G:.+]] = graph.reduce_mean %[[M]] {axes = array<i64: 1, 2>} : tensor<2x4x4x4xf32> -> tensor<2x1x1x4xf32>
// CHECK-NOT: graph.transpose
// CHECK: graph.reshape %[[G]] : tensor<2x1x1x4xf32> -> tensor<2x4xf32>
// CHECK: return
// CUDA-LABEL: func.func @cnn
// CUDA: %[[M:.+]] = graph.mul
// CUDA: %[[MT:.+]] = graph.transpose %[[M]] perm = [0, 3, 1, 2]
// CUDA: %[[G:.+]] = graph.reduce_mean %[[MT]] {axes = array<i64: 2, 3>}
// CUDA-NOT: graph.transpose
// CUDA: return
func.func @cnn(%x: tensor<2x3x8x8xf32>) -> tensor<2x4xf32> {
  %w = graph.constant dense<0.5> : tensor<4x3x3x3xf32>
  %b = graph.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %w2 = graph.constant dense<0.25> : tensor<4x4x1x1xf32>
  %c = graph.constant dense<[[[1.0]], [[2.0]], [[3.0]], [[4.0]]]> : tensor<4x1x1xf32>
  %y = graph.conv %x, %w, %b {pads = array<i64: 1, 1, 1, 1>} : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<2x4x8x8xf32>
  %r = graph.relu %y : tensor<2x4x8x8xf32>
  %p = graph.max_pool %r {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<2x4x8x8xf32> -> tensor<2x4x4x4xf32>
  %z = graph.conv %p, %w2 : (tensor<2x4x4x4xf32>, tensor<4x4x1x1xf32>) -> tensor<2x4x4x4xf32>
  %a = graph.add %z, %p : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %a2 = graph.mul %a, %c : (tensor<2x4x4x4xf32>, tensor<4x1x1xf32>) -> tensor<2x4x4x4xf32>
  %m = graph.reduce_mean %a2 {axes = array<i64: 2, 3>} : tensor<2x4x4x4xf32> -> tensor<2x4x1x1xf32>
  %f = graph.reshape %m : tensor<2x4x1x1xf32> -> tensor<2x4xf32>
  return %f : tensor<2x4xf32>
}
// f32 convs are no tensor-core convs: CUDA keeps NCHW (auto).
// WHY: remark: layout: channels first (NCHW) kept for 3 convs/pools: target cuda
// CPU: remark: layout: channels first (NCHW) kept for 3 convs/pools: target cpu
// CPU-LABEL: func.func @cnn
// CPU-NOT: channels_last
// CPU-NOT: graph.transpose
// CPU: return
// NCHW-LABEL: func.func @cnn
// NCHW-NOT: channels_last
// NCHW-NOT: graph.transpose
// NCHW: return

// -----

// A reduction over the channels: on the channels-last tensor it is over
// the trailing dim, so the transpose sinks through it and cancels nothing
// but itself: none remains after the input's.
// CHECK-LABEL: func.func @pool_then_channel_mean
// CHECK: graph.transpose %{{.+}} perm = [0, 2, 3, 1]
// CHECK: %[[P:.+]] = graph.avg_pool %{{.+}} {channels_last, kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<1x4x4x8xf32> -> tensor<1x2x2x8xf32>
// CHECK: graph.reduce_max %[[P]] {axes = array<i64: 3>, keepdims = false} : tensor<1x2x2x8xf32> -> tensor<1x2x2xf32>
// CHECK-NOT: graph.transpose
func.func @pool_then_channel_mean(%x: tensor<1x8x4x4xf32>) -> tensor<1x2x2xf32> {
  %p = graph.avg_pool %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<1x8x4x4xf32> -> tensor<1x8x2x2xf32>
  %m = graph.reduce_max %p {axes = array<i64: 1>, keepdims = false} : tensor<1x8x2x2xf32> -> tensor<1x2x2xf32>
  return %m : tensor<1x2x2xf32>
}
// WHY: remark: layout: channels first (NCHW) kept for 1 convs/pools: target cuda

// -----

// Branches joined by a concat (inception-like) and an operand that is
// neither a constant nor transposed (a function argument): the concat
// takes its channels-last operands along the permuted axis; the add with
// the argument keeps its transpose (one before the add instead of one on
// the argument), and the flatten of a spatial map keeps the transpose
// before it. Both convs read one transpose of the input.
// CHECK-LABEL: func.func @concat_and_argument
// CHECK-SAME: (%[[X:.+]]: tensor<1x2x5x5xf32>, %[[Y:.+]]: tensor<1x6x5x5xf32>)
// CHECK: %[[XT:.+]] = graph.transpose %[[X]] perm = [0, 2, 3, 1]
// CHECK-NOT: graph.transpose
// CHECK: %[[A:.+]] = graph.conv %[[XT]], %{{.+}} {channels_last}
// CHECK-NOT: graph.transpose
// CHECK: %[[B:.+]] = graph.conv %[[XT]], %{{.+}} {channels_last, pads = array<i64: 1, 1, 1, 1>}
// CHECK: %[[C:.+]] = graph.concat %[[A]], %[[B]] axis = 3 : (tensor<1x5x5x2xf32>, tensor<1x5x5x4xf32>) -> tensor<1x5x5x6xf32>
// CHECK: %[[CT:.+]] = graph.transpose %[[C]] perm = [0, 3, 1, 2] : tensor<1x5x5x6xf32> -> tensor<1x6x5x5xf32>
// CHECK: %[[S:.+]] = graph.add %[[CT]], %[[Y]]
// CHECK: graph.reshape %[[S]] : tensor<1x6x5x5xf32> -> tensor<1x150xf32>
func.func @concat_and_argument(%x: tensor<1x2x5x5xf32>, %y: tensor<1x6x5x5xf32>) -> tensor<1x150xf32> {
  %w1 = graph.constant dense<0.5> : tensor<2x2x1x1xf32>
  %w3 = graph.constant dense<0.25> : tensor<4x2x3x3xf32>
  %a = graph.conv %x, %w1 : (tensor<1x2x5x5xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x5x5xf32>
  %b = graph.conv %x, %w3 {pads = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x5x5xf32>
  %c = graph.concat %a, %b axis = 1 : (tensor<1x2x5x5xf32>, tensor<1x4x5x5xf32>) -> tensor<1x6x5x5xf32>
  %s = graph.add %c, %y : (tensor<1x6x5x5xf32>, tensor<1x6x5x5xf32>) -> tensor<1x6x5x5xf32>
  %f = graph.reshape %s : tensor<1x6x5x5xf32> -> tensor<1x150xf32>
  return %f : tensor<1x150xf32>
}
// WHY: remark: layout: channels first (NCHW) kept for 2 convs/pools: target cuda

// -----

// Nothing to do: no conv or pool (a matmul model), under any layout.
// CHECK-LABEL: func.func @no_windows
// CHECK-NOT: graph.transpose
// CHECK: graph.matmul
func.func @no_windows(%x: tensor<4x8xf32>, %w: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %y = graph.matmul %x, %w : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}

// -----

// Two f16 convs (tensor-core matmuls on CUDA): auto picks channels last for
// cuda; the transposes between them cancel.
// CHECK-LABEL: func.func @f16_pair
// CHECK: graph.transpose %{{.+}} perm = [0, 2, 3, 1]
// CHECK-NOT: graph.transpose
// CHECK: graph.conv {{.*}}channels_last
// CHECK-NOT: graph.transpose
// CHECK: graph.conv {{.*}}channels_last
// CHECK: graph.transpose %{{.+}} perm = [0, 3, 1, 2]
// CHECK: return
func.func @f16_pair(%x: tensor<2x8x6x6xf16>) -> tensor<2x8x6x6xf16> {
  %w = graph.constant dense<0.5> : tensor<8x8x3x3xf16>
  %w1 = graph.constant dense<0.25> : tensor<8x8x1x1xf16>
  %y = graph.conv %x, %w {pads = array<i64: 1, 1, 1, 1>} : (tensor<2x8x6x6xf16>, tensor<8x8x3x3xf16>) -> tensor<2x8x6x6xf16>
  %r = graph.relu %y : tensor<2x8x6x6xf16>
  %z = graph.conv %r, %w1 : (tensor<2x8x6x6xf16>, tensor<8x8x1x1xf16>) -> tensor<2x8x6x6xf16>
  return %z : tensor<2x8x6x6xf16>
}
// WHY: remark: layout: channels last (NHWC): target cuda prefers it (f16/bf16 tensor-core convs)
// WHY: remark: layout: channels last (NHWC): target cuda prefers it (f16/bf16 tensor-core convs)
// WHY: remark: layout: 2 convs/pools channels last (NHWC), 2 transposes remain
// CPU: remark: layout: channels first (NCHW) kept for 2 convs/pools: target cpu

// -----

// CPU (auto): f32 one-group convs of at least 16 output channels, and the
// function converts whole (tried on a copy: two transposes remain, the
// input's and the output's): channels last, so that the conv micro-kernel
// vectorizes along the output channels.
// CPU: remark: layout: channels last (NHWC): target cpu prefers it (f32 or int8 convs of 16+ channels, whole model converts)
// CPU: remark: layout: 2 convs/pools channels last (NHWC), 2 transposes remain
// CPU-LABEL: func.func @cpu_wide_convs
// CPU: graph.transpose
// CPU: graph.conv {{.+}} {channels_last, pads = array<i64: 1, 1, 1, 1>}
// CPU: graph.conv {{.+}} {channels_last}
// CPU: graph.transpose
// CPU: return
func.func @cpu_wide_convs(%x: tensor<1x3x8x8xf32>, %w1: tensor<16x3x3x3xf32>, %w2: tensor<16x16x1x1xf32>) -> tensor<1x16x8x8xf32> {
  %a = graph.conv %x, %w1 {pads = array<i64: 1, 1, 1, 1>} : (tensor<1x3x8x8xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x8x8xf32>
  %r = graph.relu %a : tensor<1x16x8x8xf32>
  %b = graph.conv %r, %w2 : (tensor<1x16x8x8xf32>, tensor<16x16x1x1xf32>) -> tensor<1x16x8x8xf32>
  return %b : tensor<1x16x8x8xf32>
}

// -----

// Quantized convs (ui8 x si8 into i32, graph-quantized-ops' narrow form)
// count like f32 ones; the zero-point pad between them moves with the
// transposes (its pads permuted), so the two meet and cancel.
// CPU: remark: layout: channels last (NHWC): target cpu prefers it (f32 or int8 convs of 16+ channels, whole model converts)
// CPU: remark: layout: 2 convs/pools channels last (NHWC), 2 transposes remain
// CPU-LABEL: func.func @cpu_int8_convs
// CPU: %[[T:.+]] = graph.transpose %arg0 perm = [0, 2, 3, 1]
// CPU: graph.conv %[[T]], {{.+}} {channels_last}
// CPU: graph.cast
// CPU: %[[P:.+]] = graph.pad %{{.+}} pads = [0, 1, 1, 0, 0, 1, 1, 0] value = 3.000000e+00 : tensor<1x8x8x16xui8> -> tensor<1x10x10x16xui8>
// CPU: graph.conv %[[P]], {{.+}} {channels_last}
// CPU: graph.transpose
// CPU: return
func.func @cpu_int8_convs(%x: tensor<1x4x8x8xui8>, %w1: tensor<16x4x1x1xi8>, %w2: tensor<16x16x3x3xi8>) -> tensor<1x16x8x8xi32> {
  %a = graph.conv %x, %w1 : (tensor<1x4x8x8xui8>, tensor<16x4x1x1xi8>) -> tensor<1x16x8x8xi32>
  %q = graph.cast %a : tensor<1x16x8x8xi32> to tensor<1x16x8x8xui8>
  %p = graph.pad %q pads = [0, 0, 1, 1, 0, 0, 1, 1] value = 3.0 : tensor<1x16x8x8xui8> -> tensor<1x16x10x10xui8>
  %b = graph.conv %p, %w2 : (tensor<1x16x10x10xui8>, tensor<16x16x3x3xi8>) -> tensor<1x16x8x8xi32>
  return %b : tensor<1x16x8x8xi32>
}
