//===- KernelOps.cpp - kernel dialect -------------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlc::kernel;

#include "mlc/Dialect/Kernel/IR/KernelOpsDialect.cpp.inc"

void KernelDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "mlc/Dialect/Kernel/IR/KernelOps.cpp.inc"
      >();
}

LogicalResult LaunchOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  SymbolRefAttr callee = getCalleeAttr();
  // A kernel in a module that has been serialized (gpu.binary) can no longer
  // be looked at.
  if (!callee.getNestedReferences().empty()) {
    Operation *root = symbolTable.lookupNearestSymbolFrom(
        *this, FlatSymbolRefAttr::get(callee.getRootReference()));
    if (root && !root->hasTrait<OpTrait::SymbolTable>())
      return success();
  }
  auto fn = symbolTable.lookupNearestSymbolFrom<FunctionOpInterface>(
      *this, callee);
  if (!fn)
    return emitOpError("'") << getCallee() << "' is not a function";
  if (getGrid().size() > 3)
    return emitOpError("at most three grid dimensions");
  // Once kernels are lowered (e.g. to NVVM) their signature no longer
  // speaks of memrefs; only the unlowered forms are checked.
  if (!isa<func::FuncOp>(fn) && fn->getName().getStringRef() != "gpu.func")
    return success();
  if (!fn.getResultTypes().empty())
    return emitOpError("device function must not return values");
  if (TypeRange(fn.getArgumentTypes()) != TypeRange(getArgs().getTypes()))
    return emitOpError("argument types do not match '")
           << getCallee() << "' : " << fn.getFunctionType();
  return success();
}

LogicalResult LaunchOp::verify() {
  // CUDA's limits: 1024 threads per block, 227 KiB of shared memory.
  if (std::optional<int64_t> block = getBlockSize())
    if (*block < 1 || *block > 1024)
      return emitOpError("block_size must be 1..1024, got ") << *block;
  if (std::optional<int64_t> shared = getSharedMemoryBytes())
    if (*shared < 0 || *shared > 227 * 1024)
      return emitOpError("shared_memory_bytes must be 0..232448, got ")
             << *shared;
  if (std::optional<int64_t> dyn = getDynamicSharedMemoryBytes())
    if (*dyn < 0 || *dyn > getSharedMemoryBytes().value_or(0))
      return emitOpError("dynamic_shared_memory_bytes must be 0..")
             << getSharedMemoryBytes().value_or(0)
             << " (shared_memory_bytes), got " << *dyn;
  std::optional<int64_t> index = getLaunchIndex();
  std::optional<ArrayRef<int64_t>> after = getAfter();
  if (index.has_value() != after.has_value())
    return emitOpError("launch_index and after go together");
  if (index) {
    if (*index < -1)
      return emitOpError("launch_index must be -1 or more, got ") << *index;
    int64_t previous = -1;
    for (int64_t i : *after) {
      if (i <= previous || i >= *index)
        return emitOpError("after must list ascending indices below "
                           "launch_index ")
               << *index;
      previous = i;
    }
  }
  if (std::optional<ArrayRef<int64_t>> pairs = getInPlace()) {
    if (pairs->size() % 2 != 0)
      return emitOpError("in_place must list (input, output) pairs");
    for (int64_t i : *pairs)
      if (i < 0 || i >= (int64_t)getArgs().size() ||
          !isa<MemRefType>(getArgs()[i].getType()))
        return emitOpError("in_place index ")
               << i << " is not a buffer argument";
    for (size_t i = 0; i < pairs->size(); i += 2)
      if ((*pairs)[i] == (*pairs)[i + 1])
        return emitOpError("in_place pairs an argument with itself");
  }
  return success();
}

LogicalResult KernelDialect::verifyOperationAttribute(Operation *op,
                                                      NamedAttribute attr) {
  if (attr.getName() != HostCallOutputsAttrHelper::getNameStr())
    return success();
  auto call = dyn_cast<func::CallOp>(op);
  if (!call)
    return op->emitOpError("'")
           << attr.getName().getValue() << "' applies to func.call only";
  auto n = dyn_cast<IntegerAttr>(attr.getValue());
  if (!n || !n.getType().isInteger(64))
    return op->emitOpError("'")
           << attr.getName().getValue() << "' must be an i64";
  int64_t outputs = n.getInt();
  int64_t operands = call.getNumOperands();
  if (outputs < 0 || outputs > operands)
    return op->emitOpError("'")
           << attr.getName().getValue() << "' must be 0.." << operands
           << ", got " << outputs;
  for (Value v : call.getOperands().drop_front(operands - outputs))
    if (!isa<MemRefType>(v.getType()))
      return op->emitOpError("'")
             << attr.getName().getValue()
             << "': the outputs (the last operands) must be buffers";
  return success();
}

bool CopyOp::isContiguous(MemRefType type) {
  return type.getLayout().isIdentity() ||
         memref::isStaticShapeAndContiguousRowMajor(type);
}

LogicalResult DenseViewOp::verify() {
  auto src = cast<MemRefType>(getSource().getType());
  auto dst = cast<MemRefType>(getResult().getType());
  if (src.getElementType() != dst.getElementType())
    return emitOpError("the view has the source's element type: ")
           << src << " vs " << dst;
  if (!dst.getLayout().isIdentity())
    return emitOpError("the view must be of identity layout, got ") << dst;
  if (static_cast<int64_t>(getSizes().size()) != dst.getNumDynamicDims())
    return emitOpError("expected ")
           << dst.getNumDynamicDims() << " dynamic sizes, got "
           << getSizes().size();
  if (!memref::isStaticShapeAndContiguousRowMajor(src))
    return emitOpError("the source must be a static shape, contiguous "
                       "row-major, got ")
           << src;
  if (dst.hasStaticShape() && dst.getNumElements() != src.getNumElements())
    return emitOpError("the view has the source's ")
           << src.getNumElements() << " elements, not "
           << dst.getNumElements();
  return success();
}

Value DenseViewOp::getViewSource() { return getSource(); }

LogicalResult CopyOp::verify() {
  auto src = cast<MemRefType>(getSource().getType());
  auto dst = cast<MemRefType>(getTarget().getType());
  if (src.getElementType() != dst.getElementType())
    return emitOpError("element types differ: ")
           << src.getElementType() << " vs " << dst.getElementType();
  if (src.getRank() != dst.getRank() ||
      llvm::any_of(llvm::zip(src.getShape(), dst.getShape()), [](auto p) {
        auto [a, b] = p;
        return a != b && !ShapedType::isDynamic(a) && !ShapedType::isDynamic(b);
      }))
    return emitOpError("shapes differ: ") << src << " vs " << dst;
  return success();
}

void CopyOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getSourceMutable(),
                       SideEffects::DefaultResource::get());
  effects.emplace_back(MemoryEffects::Write::get(), &getTargetMutable(),
                       SideEffects::DefaultResource::get());
}

void LaunchOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // A launch may read and write every buffer it is given.
  for (OpOperand &operand : getArgsMutable()) {
    if (!isa<BaseMemRefType>(operand.get().getType()))
      continue;
    effects.emplace_back(MemoryEffects::Read::get(), &operand,
                         SideEffects::DefaultResource::get());
    effects.emplace_back(MemoryEffects::Write::get(), &operand,
                         SideEffects::DefaultResource::get());
  }
}

#define GET_OP_CLASSES
#include "mlc/Dialect/Kernel/IR/KernelOps.cpp.inc"
