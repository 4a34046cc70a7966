//===- CUDAHost.cpp - the host program of a cuda model → LLVM -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// After gpu-module-to-binary: the kernels' cubin (or PTX) becomes a constant
// of the library and the host program calls the artifact support library
// (lib/Runtime/ArtifactSupport.h) for device memory, constants, copies and
// launches.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/ArtifactABI.h"
#include "mlc/Conversion/HostToLLVM/HostToLLVM.h"
#include "mlc/Conversion/Passes.h"
#include "mlc/Dialect/Kernel/IR/KernelOps.h"


#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlc {
#define GEN_PASS_DEF_CONVERTKERNELTOCUDAHOSTPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;

static constexpr StringLiteral kImage = "mlc_cuda_image";
static constexpr StringLiteral kModuleCache = "mlc_cuda_module_cache";

namespace {

/// An internal, zero-initialized 8-byte slot (a cached pointer).
Value cacheSlot(OpBuilder &b, Location loc, ModuleOp module, StringRef name) {
  auto ptrTy = LLVM::LLVMPointerType::get(b.getContext());
  if (!module.lookupSymbol(name)) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    LLVM::GlobalOp::create(b, loc, b.getI64Type(), /*isConstant=*/false,
                           LLVM::Linkage::Internal, name,
                           b.getI64IntegerAttr(0));
  }
  return LLVM::AddressOfOp::create(b, loc, ptrTy, name);
}

/// The launch's place in the dependency DAG (kernel-launch-dependencies):
/// its index in its segment, and a constant array of the indices it waits
/// for (null when none) with their count. A launch the pass did not see
/// gets index -1: in order after all earlier work, as every launch was
/// before.
std::tuple<Value, Value, Value> launchDependencies(OpBuilder &b,
                                                   kernel::LaunchOp op) {
  Location loc = op.getLoc();
  auto module = op->getParentOfType<ModuleOp>();
  Type i32 = b.getI32Type();
  auto ptrTy = LLVM::LLVMPointerType::get(b.getContext());
  int64_t index = -1;
  ArrayRef<int64_t> after;
  if (op.getLaunchIndexAttr() && op.getAfterAttr()) {
    index = op.getLaunchIndexAttr().getInt();
    after = op.getAfterAttr().asArrayRef();
  }
  auto i32Const = [&](int64_t v) -> Value {
    return LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(v));
  };
  if (after.empty())
    return {i32Const(index), LLVM::ZeroOp::create(b, loc, ptrTy),
            i32Const(0)};
  // One constant per distinct list, named after it.
  std::string name = "mlc_launch_after";
  for (int64_t i : after)
    name += "_" + std::to_string(i);
  if (!module.lookupSymbol(name)) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    SmallVector<int32_t> values(after.begin(), after.end());
    auto type = LLVM::LLVMArrayType::get(i32, values.size());
    LLVM::GlobalOp::create(
        b, loc, type, /*isConstant=*/true, LLVM::Linkage::Internal, name,
        DenseElementsAttr::get(
            RankedTensorType::get({(int64_t)values.size()}, i32),
            ArrayRef<int32_t>(values)));
  }
  return {i32Const(index), LLVM::AddressOfOp::create(b, loc, ptrTy, name),
          i32Const(after.size())};
}

struct LaunchLowering : ConvertOpToLLVMPattern<kernel::LaunchOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(kernel::LaunchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = getContext();
    auto module = op->getParentOfType<ModuleOp>();
    Type i64 = rewriter.getI64Type(), i32 = rewriter.getI32Type();
    auto ptrTy = LLVM::LLVMPointerType::get(ctx);
    StringRef name = op.getCallee().getLeafReference().getValue();
    auto i64Const = [&](int64_t v) -> Value {
      return LLVM::ConstantOp::create(rewriter, loc, i64,
                                      rewriter.getI64IntegerAttr(v));
    };

    // Kernel parameters: a pointer to each scalar of the expanded arguments.
    SmallVector<Value> scalars = expandLaunchArgs(
        rewriter, loc, adaptor.getArgs(), op.getArgs().getTypes());
    Value one = i64Const(1);
    auto arrayTy = LLVM::LLVMArrayType::get(ptrTy, std::max<size_t>(1, scalars.size()));
    Value params = LLVM::AllocaOp::create(rewriter, loc, ptrTy, arrayTy, one);
    for (auto [i, v] : llvm::enumerate(scalars)) {
      Value slot = LLVM::AllocaOp::create(rewriter, loc, ptrTy, v.getType(), one);
      LLVM::StoreOp::create(rewriter, loc, v, slot);
      Value entry = LLVM::GEPOp::create(rewriter, loc, ptrTy, arrayTy, params,
                                        ArrayRef<LLVM::GEPArg>{0, (int32_t)i});
      LLVM::StoreOp::create(rewriter, loc, slot, entry);
    }
    SmallVector<Value> grid(adaptor.getGrid());
    while (grid.size() < 3)
      grid.push_back(i64Const(1));
    int64_t block = op.getBlockSize().value_or(256);

    Value image = LLVM::AddressOfOp::create(rewriter, loc, ptrTy, kImage);
    Value moduleCache = cacheSlot(rewriter, loc, module, kModuleCache);
    Value fnCache = cacheSlot(rewriter, loc, module, (name + "_fn").str());
    // One name string per kernel: launches of one (deduplicated) device
    // function share it.
    std::string nameSymbol = (name + "_name").str();
    Value nameStr =
        module.lookupSymbol(nameSymbol)
            ? LLVM::AddressOfOp::create(rewriter, loc, ptrTy, nameSymbol)
                  .getResult()
            : LLVM::createGlobalString(loc, rewriter, nameSymbol,
                                       (name + Twine('\0')).str(),
                                       LLVM::Linkage::Internal);
    auto launchKernel = abi::Function::mlc_cuda_launch_kernel;
    (void)abi::declare(rewriter, module, launchKernel);
    // Dynamic shared memory (the sm_90a matmul's pipeline stages).
    int64_t dynamicShared = op.getDynamicSharedMemoryBytes().value_or(0);
    Value shared = LLVM::ConstantOp::create(
        rewriter, loc, i32, rewriter.getI32IntegerAttr(dynamicShared));
    auto [index, after, numAfter] = launchDependencies(rewriter, op);
    LLVM::CallOp::create(rewriter, loc, TypeRange{}, abi::getName(launchKernel),
                         ValueRange{image, moduleCache, fnCache, nameStr,
                                    grid[0], grid[1], grid[2], i64Const(block),
                                    shared, params, index, after, numAfter});
    rewriter.eraseOp(op);
    return success();
  }
};

/// Constants live on the host; kernels get a device copy made on first use.
struct GetGlobalLowering : ConvertOpToLLVMPattern<memref::GetGlobalOp> {
  GetGlobalLowering(const LLVMTypeConverter &converter)
      : ConvertOpToLLVMPattern(converter, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(memref::GetGlobalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType type = op.getType();
    if (!type.hasStaticShape() || !type.getLayout().isIdentity())
      return rewriter.notifyMatchFailure(op, "dynamic constant");
    Location loc = op.getLoc();
    auto module = op->getParentOfType<ModuleOp>();
    auto ptrTy = LLVM::LLVMPointerType::get(getContext());
    Type i64 = rewriter.getI64Type();
    int64_t bytes =
        type.getNumElements() *
        llvm::divideCeil(type.getElementTypeBitWidth(), 8);
    Value host = LLVM::AddressOfOp::create(rewriter, loc, ptrTy, op.getName());
    Value cache =
        cacheSlot(rewriter, loc, module, (op.getName() + "_device").str());
    auto constant = abi::Function::mlc_cuda_constant;
    (void)abi::declare(rewriter, module, constant);
    Value size = LLVM::ConstantOp::create(rewriter, loc, i64,
                                          rewriter.getI64IntegerAttr(bytes));
    Value device = LLVM::CallOp::create(rewriter, loc, TypeRange{ptrTy},
                                        abi::getName(constant),
                                        ValueRange{host, size, cache})
                       .getResult();
    Value desc = MemRefDescriptor::fromStaticShape(
        rewriter, loc, *getTypeConverter(), type, device);
    rewriter.replaceOp(op, desc);
    return success();
  }
};

/// A copy on the host program's level (kernel.copy, or a memref.copy left
/// there) is a device-to-device copy.
template <typename CopyT>
struct CopyLowering : ConvertOpToLLVMPattern<CopyT> {
  using Base = ConvertOpToLLVMPattern<CopyT>;
  using typename Base::OpAdaptor;
  using Base::getContext;
  using Base::getTypeConverter;
  CopyLowering(const LLVMTypeConverter &converter)
      : Base(converter, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(CopyT op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto srcType = cast<MemRefType>(op.getSource().getType());
    auto dstType = cast<MemRefType>(op.getTarget().getType());
    // Contiguous sides (an identity layout, or a static row-major shape at
    // an offset): one device-to-device copy from each side's first element.
    if (!mlc::kernel::CopyOp::isContiguous(srcType) ||
        !mlc::kernel::CopyOp::isContiguous(dstType))
      return op.emitError("strided host-side copies are not supported on the "
                          "GPU yet");
    Location loc = op.getLoc();
    auto module = op->template getParentOfType<ModuleOp>();
    Type i64 = rewriter.getI64Type();
    MemRefDescriptor src(adaptor.getSource()), dst(adaptor.getTarget());
    Value bytes = LLVM::ConstantOp::create(
        rewriter, loc, i64,
        rewriter.getI64IntegerAttr(
            llvm::divideCeil(srcType.getElementTypeBitWidth(), 8)));
    for (int64_t i = 0; i < srcType.getRank(); ++i)
      bytes = LLVM::MulOp::create(rewriter, loc, bytes,
                                  src.size(rewriter, loc, i));
    auto copy = abi::Function::mlc_cuda_copy;
    (void)abi::declare(rewriter, module, copy);
    LLVM::CallOp::create(
        rewriter, loc, TypeRange{}, abi::getName(copy),
        ValueRange{dst.bufferPtr(rewriter, loc, *getTypeConverter(), dstType),
                   src.bufferPtr(rewriter, loc, *getTypeConverter(), srcType),
                   bytes});
    rewriter.eraseOp(op);
    return success();
  }
};

/// Whether `memref` is host memory: a stack allocation of the host program
/// (every other buffer is device memory).
bool isHostStackBuffer(Value memref) {
  return memref.getDefiningOp<memref::AllocaOp>() != nullptr;
}

/// A load or store on the host program's level reaches device memory: the
/// element goes through a host slot by a copy. A load's comes back by a
/// device-to-host copy (`mlc_cuda_read`, which waits for the kernels before
/// it: a run-time loop's condition, computed by a kernel, is read this
/// way); a store's goes by a host-to-device copy (`mlc_cuda_write`: a host
/// op's small operand vectors are built so).
template <typename AccessT>
struct HostAccessLowering : ConvertOpToLLVMPattern<AccessT> {
  using Base = ConvertOpToLLVMPattern<AccessT>;
  using typename Base::OpAdaptor;
  using Base::getContext;
  HostAccessLowering(const LLVMTypeConverter &converter)
      : Base(converter, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(AccessT op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    constexpr bool isLoad = std::is_same_v<AccessT, memref::LoadOp>;
    MemRefType type = op.getMemRefType();
    Type elem = this->typeConverter->convertType(type.getElementType());
    if (!elem || !type.getElementType().isIntOrIndexOrFloat())
      return rewriter.notifyMatchFailure(op, "not a scalar element");
    if (isHostStackBuffer(op.getMemref()))
      return rewriter.notifyMatchFailure(op, "host memory");
    Location loc = op.getLoc();
    auto module = op->template getParentOfType<ModuleOp>();
    auto ptrTy = LLVM::LLVMPointerType::get(getContext());
    Type i64 = rewriter.getI64Type();
    Value device = this->getStridedElementPtr(
        rewriter, loc, type, adaptor.getMemref(), adaptor.getIndices());
    Value one = LLVM::ConstantOp::create(rewriter, loc, i64,
                                         rewriter.getI64IntegerAttr(1));
    Value host = LLVM::AllocaOp::create(rewriter, loc, ptrTy, elem, one);
    int64_t bytes =
        llvm::divideCeil(type.getElementType().isIndex()
                             ? 64
                             : type.getElementType().getIntOrFloatBitWidth(),
                         8);
    StringRef fn = abi::getName(isLoad ? abi::Function::mlc_cuda_read
                                       : abi::Function::mlc_cuda_write);
    (void)abi::declare(rewriter, module,
                       isLoad ? abi::Function::mlc_cuda_read
                              : abi::Function::mlc_cuda_write);
    Value size = LLVM::ConstantOp::create(rewriter, loc, i64,
                                          rewriter.getI64IntegerAttr(bytes));
    if constexpr (isLoad) {
      LLVM::CallOp::create(rewriter, loc, TypeRange{}, fn,
                           ValueRange{host, device, size});
      rewriter.replaceOpWithNewOp<LLVM::LoadOp>(op, elem, host);
    } else {
      LLVM::StoreOp::create(rewriter, loc, adaptor.getValue(), host);
      LLVM::CallOp::create(rewriter, loc, TypeRange{}, fn,
                           ValueRange{device, host, size});
      rewriter.eraseOp(op);
    }
    return success();
  }
};

/// A host op's runtime call (HostOpsToCalls.cpp, kernel.host_call_outputs) reads
/// and writes host memory, and every buffer lives on the device: each buffer
/// operand is passed as a host copy of the span its view reaches (in the
/// run's arena: handles into it stay valid), the outputs the call fills
/// are copied back after it. The way onnxruntime runs a CPU-only op in a
/// CUDA model.
struct HostCallLowering : ConvertOpToLLVMPattern<func::CallOp> {
  HostCallLowering(const LLVMTypeConverter &converter)
      : ConvertOpToLLVMPattern(converter, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(func::CallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto numOutputs =
        kernel::KernelDialect::HostCallOutputsAttrHelper(getContext())
            .getAttr(op);
    if (!numOutputs)
      return rewriter.notifyMatchFailure(op, "not a host op's call");
    Location loc = op.getLoc();
    auto module = op->getParentOfType<ModuleOp>();
    auto ptrTy = LLVM::LLVMPointerType::get(getContext());
    Type i64 = rewriter.getI64Type(), i32 = rewriter.getI32Type();
    auto i64Const = [&](int64_t v) -> Value {
      return LLVM::ConstantOp::create(rewriter, loc, i64,
                                      rewriter.getI64IntegerAttr(v));
    };
    auto hostStage = abi::Function::mlc_cuda_host_stage;
    auto write = abi::Function::mlc_cuda_write;
    (void)abi::declare(rewriter, module, hostStage);
    (void)abi::declare(rewriter, module, write);
    int64_t firstOutput = op.getNumOperands() - numOutputs.getInt();
    SmallVector<Value> args;
    SmallVector<std::array<Value, 3>> writeBacks; // device, host, bytes
    for (auto [i, operand, converted] :
         llvm::enumerate(op.getOperands(), adaptor.getOperands())) {
      auto type = dyn_cast<MemRefType>(operand.getType());
      if (!type) {
        args.push_back(converted);
        continue;
      }
      if (type.getRank() != 1)
        return op.emitError("a host op's buffer must be rank-1");
      MemRefDescriptor desc(converted);
      Value device = desc.alignedPtr(rewriter, loc);
      Value offset = desc.offset(rewriter, loc);
      Value size = desc.size(rewriter, loc, 0);
      Value stride = desc.stride(rewriter, loc, 0);
      // The view reaches offset + (size - 1) * stride + 1 elements (none
      // when empty); views from collapse_shape and subview stride forward.
      Value zero = i64Const(0), one = i64Const(1);
      Value last = LLVM::AddOp::create(
          rewriter, loc, offset,
          LLVM::MulOp::create(rewriter, loc,
                              LLVM::SubOp::create(rewriter, loc, size, one),
                              stride));
      Value nonEmpty = LLVM::ICmpOp::create(
          rewriter, loc, LLVM::ICmpPredicate::sgt, size, zero);
      Value extent = LLVM::SelectOp::create(
          rewriter, loc, nonEmpty,
          LLVM::AddOp::create(rewriter, loc, last, one), zero);
      Value bytes = LLVM::MulOp::create(
          rewriter, loc, extent,
          i64Const(llvm::divideCeil(type.getElementTypeBitWidth(), 8)));
      bool isOutput = (int64_t)i >= firstOutput;
      Value copyIn = LLVM::ConstantOp::create(
          rewriter, loc, i32, rewriter.getI32IntegerAttr(isOutput ? 0 : 1));
      Value host = LLVM::CallOp::create(rewriter, loc, TypeRange{ptrTy},
                                        abi::getName(hostStage),
                                        ValueRange{device, bytes, copyIn})
                       .getResult();
      args.append({host, host, offset, size, stride});
      if (isOutput)
        writeBacks.push_back({device, host, bytes});
    }
    SmallVector<Type> results;
    if (failed(typeConverter->convertTypes(op.getResultTypes(), results)))
      return failure();
    auto call = LLVM::CallOp::create(rewriter, loc, results, op.getCallee(),
                                     args);
    for (auto [device, host, bytes] : writeBacks)
      LLVM::CallOp::create(rewriter, loc, TypeRange{}, abi::getName(write),
                           ValueRange{device, host, bytes});
    rewriter.replaceOp(op, call.getResults());
    return success();
  }
};

/// The kernels' binary as a constant of the library.
LogicalResult embedBinary(ModuleOp module) {
  auto binaries = llvm::to_vector(module.getOps<gpu::BinaryOp>());
  if (binaries.empty())
    return success();
  if (binaries.size() != 1)
    return module.emitError("expected one gpu.binary");
  gpu::BinaryOp binary = binaries.front();
  auto objects = binary.getObjects();
  if (objects.size() != 1)
    return binary.emitError("expected one object per binary");
  auto object = cast<gpu::ObjectAttr>(objects[0]);
  std::string image = object.getObject().getValue().str();
  if (object.getFormat() == gpu::CompilationTarget::Assembly)
    image.push_back('\0'); // PTX is handed to the driver as a C string
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto type = LLVM::LLVMArrayType::get(b.getI8Type(), image.size());
  LLVM::GlobalOp::create(b, binary.getLoc(), type, /*isConstant=*/true,
                         LLVM::Linkage::Internal, kImage,
                         b.getStringAttr(image), /*alignment=*/16);
  binary.erase();
  return success();
}

/// Host allocations are device allocations.
void redirectAllocator(ModuleOp module) {
  OpBuilder b(module.getContext());
  for (auto [from, to] :
       {std::pair{StringRef("malloc"), abi::Function::mlc_cuda_malloc},
        std::pair{StringRef("free"), abi::Function::mlc_cuda_free}}) {
    auto old = module.lookupSymbol<LLVM::LLVMFuncOp>(from);
    if (!old)
      continue;
    (void)abi::declare(b, module, to);
    StringRef fromName = from, toName = abi::getName(to);
    module.walk([&](LLVM::CallOp call) {
      if (call.getCallee() == fromName)
        call.setCallee(toName);
    });
    old.erase();
  }
}

struct ConvertKernelToCUDAHostPass
    : mlc::impl::ConvertKernelToCUDAHostPassBase<ConvertKernelToCUDAHostPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (failed(embedBinary(module)))
      return signalPassFailure();
    LowerToLLVMOptions options(ctx);
    LLVMTypeConverter converter(ctx, options);
    RewritePatternSet patterns(ctx);
    populateHostToLLVMPatterns(converter, patterns);
    patterns.add<LaunchLowering, GetGlobalLowering,
                 HostAccessLowering<memref::LoadOp>,
                 HostAccessLowering<memref::StoreOp>, HostCallLowering,
                 CopyLowering<memref::CopyOp>,
                 CopyLowering<mlc::kernel::CopyOp>>(converter);
    LLVMConversionTarget target(*ctx);
    target.addLegalOp<ModuleOp>();
    if (failed(applyFullConversion(module, target, std::move(patterns))))
      return signalPassFailure();
    redirectAllocator(module);
  }
};
} // namespace
