//===- KernelOps.td - kernel dialect -----------------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_KERNEL_IR_KERNELOPS_TD
#define MLC_DIALECT_KERNEL_IR_KERNELOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ViewLikeInterface.td"

def Kernel_Dialect : Dialect {
  let name = "kernel";
  let cppNamespace = "::mlc::kernel";
  let summary = "The host program: device functions, buffers and launches.";
  let description = [{
    After bufferization a model is a host function (`func.func`, the
    entry) over memrefs that launches device functions (`func.func` marked
    `kernel.device`). A device function runs once per tile instance of its
    launch grid and reads its own position with `kernel.program_id`. The
    CPU back-end runs the grid across the runtime's threads; the CUDA
    back-end maps it to thread blocks.

    `kernel.host_call_outputs = N : i64` on a `func.call` of the host
    program marks a host op's runtime call (convert-graph-to-tile): its
    buffer operands are host memory to the callee and the last N operands
    (buffers) are the ones it fills; the CUDA host lowering stages them
    through host copies (convert-kernel-to-cuda-host).
  }];
  let discardableAttrs = (ins "::mlir::IntegerAttr":$host_call_outputs);
  let hasOperationAttrVerify = 1;
}

class Kernel_Op<string mnemonic, list<Trait> traits = []>
    : Op<Kernel_Dialect, mnemonic, traits>;

def Kernel_LaunchOp : Kernel_Op<"launch",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>, AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Run a device function over a grid of tile instances.";
  let description = [{
    Launches `callee` once for every point of `grid` (up to three
    dimensions; no grid means a single instance). The callee is a device
    `func.func`, or on the GPU path a `gpu.func` kernel nested in a
    `gpu.module` (`@module::@kernel`). The device function takes
    the launch's buffers as arguments; `kernel.program_id` inside it gives
    the instance's position.

    On the GPU a launch also says how it runs: `block_size` threads per
    instance (a thread block) and `shared_memory_bytes` of shared memory per
    block, both set by `convert-kernel-to-gpu` from the kernel it made and
    used by the host lowering; the CPU ignores them. Of those bytes,
    `dynamic_shared_memory_bytes` are dynamic shared memory, which the
    launch provides (the sm_90a matmul's pipeline stages).

    `kernel-launch-dependencies` records the launch's place in the
    dependency DAG of its segment (the launches since the last barrier),
    which the CUDA host lowering passes to the runtime: `launch_index`, its
    index in the segment (0 starts one and waits for all earlier work; -1:
    in order after all earlier work), and `after`, the ascending indices of
    the earlier launches of the segment it waits for. `kernel-plan-memory`
    records in `in_place` the (input, output) argument pairs it gave one
    buffer.

    ```mlir
    kernel.launch @add_0 grid(%n) (%a, %b, %c) : memref<256xf32>, memref<256xf32>, memref<256xf32>
    kernel.launch @mlc_kernels::@softmax_0 grid(%n) (%x, %y) {block_size = 256 : i64, shared_memory_bytes = 1024 : i64} : memref<?x512xf32>, memref<?x512xf32>
    ```
  }];
  let arguments = (ins SymbolRefAttr:$callee, Variadic<Index>:$grid,
                       Variadic<AnyType>:$args,
                       OptionalAttr<I64Attr>:$block_size,
                       OptionalAttr<I64Attr>:$shared_memory_bytes,
                       OptionalAttr<I64Attr>:$dynamic_shared_memory_bytes,
                       OptionalAttr<I64Attr>:$launch_index,
                       OptionalAttr<DenseI64ArrayAttr>:$after,
                       OptionalAttr<DenseI64ArrayAttr>:$in_place);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $callee (`grid` `(` $grid^ `)`)? ` ` `(` $args `)` attr-dict `:` type($args)
  }];
}

def Kernel_CopyOp : Kernel_Op<"copy",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Copy one buffer of the host program into another.";
  let description = [{
    Copies all of `source` into `target` (same element type and shape). It
    is the host program's copy: on the CPU a memcpy (or a loop nest when a
    side is strided), on the GPU a device-to-device copy through the
    runtime. `kernel-form-launches` turns the host-level copies that
    bufferization leaves into this op.

    ```mlir
    kernel.copy %a, %b : memref<4x8xf32>, memref<4x8xf32>
    ```
  }];
  let arguments = (ins AnyMemRef:$source, AnyMemRef:$target);
  let assemblyFormat = [{
    $source `,` $target attr-dict `:` type($source) `,` type($target)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Whether a side of a copy is one contiguous span, copied with one
    /// memcpy: an identity layout, or a static shape laid out row-major
    /// (leading 1s aside) at some offset (a KV cache's new rows).
    static bool isContiguous(::mlir::MemRefType type);
  }];
}

def Kernel_DenseViewOp : Kernel_Op<"dense_view",
    [Pure, DeclareOpInterfaceMethods<ViewLikeOpInterface>]> {
  let summary = "A contiguous strided view, as a buffer of its own.";
  let description = [{
    The elements of `source`, a static shape laid out row-major at some
    offset (leading 1s may have any stride: a KV cache's new rows), seen as
    a buffer of identity layout that begins at the source's first element,
    in the result's shape (`sizes` gives its dynamic dimensions; the result
    holds no more elements than the source, which a dynamic result must be
    checked for before). A launch can then write them as it would a buffer
    of its own (its device function takes identity layouts):
    `kernel-elide-copies` lets the kernel that makes a cache's new rows
    write them in place.

    ```mlir
    %r = kernel.dense_view %row : memref<1x1x8x64xbf16, strided<[?, 512, 64, 1], offset: ?>> to memref<1x1x8x64xbf16>
    %s = kernel.dense_view %row[%n] : memref<1x1x8x64xbf16, strided<[?, 512, 64, 1], offset: ?>> to memref<?x8x1x64xbf16>
    ```
  }];
  let arguments = (ins AnyMemRef:$source, Variadic<Index>:$sizes);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = [{
    $source (`[` $sizes^ `]`)? attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
}

def Kernel_ProgramIdOp : Kernel_Op<"program_id", [Pure]> {
  let summary = "Position of this tile instance along one grid dimension.";
  let description = [{
    ```mlir
    %i = kernel.program_id 0
    ```
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative, IntMaxValue<2>]>:$dim);
  let results = (outs Index:$result);
  let assemblyFormat = "$dim attr-dict";
}

#endif // MLC_DIALECT_KERNEL_IR_KERNELOPS_TD
