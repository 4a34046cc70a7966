//===- ExternalizeParams.cpp - large constants out of the library ---------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `--weights=external`: constant globals of the LLVM-dialect module become
// slots of the exported parameter table (mlc-c/Params.h), their values go to
// the parameter file the driver writes with writeParamsFile.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/ArtifactABI.h"
#include "mlc/Conversion/ExternalizeParams.h"
#include "mlc/Conversion/Passes.h"
#include "mlc/Dialect/Graph/Utils/ConstantBytes.h"

#include "mlc-c/Params.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

namespace mlc {
#define GEN_PASS_DEF_MLCEXTERNALIZEPARAMSPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;
using mlc::graph::getConstantBytes;

namespace {

/// The metadata dtype of a parameter's elements; "" keeps it in the library.
std::string dtypeName(Type type) {
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer || !llvm::is_contained({8u, 16u, 32u, 64u}, integer.getWidth()))
    return "";
  return (integer.isUnsigned() ? "u" : "i") + std::to_string(integer.getWidth());
}

/// Metadata names: bytes outside [A-Za-z0-9_.:/-] as %XX (mlc-c/Artifact.h).
std::string percentEncode(StringRef name) {
  std::string out;
  for (unsigned char c : name) {
    if (llvm::isAlnum(c) || StringRef("_.:/-").contains(c))
      out += c;
    else
      out += llvm::formatv("%{0:X-2}", static_cast<unsigned>(c)).str();
  }
  return out;
}

std::string formatShape(ArrayRef<int64_t> shape) {
  if (shape.empty())
    return "scalar";
  std::string out;
  for (auto [i, dim] : llvm::enumerate(shape))
    out += (i ? "x" : "") + std::to_string(dim);
  return out;
}

struct MlcExternalizeParamsPass
    : mlc::impl::MlcExternalizeParamsPassBase<MlcExternalizeParamsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    Builder builder(ctx);

    // The parameters, in module order.
    llvm::StringMap<int64_t> index;
    SmallVector<LLVM::GlobalOp> globals;
    SmallVector<Attribute> records;
    for (auto global : module.getOps<LLVM::GlobalOp>()) {
      auto value = dyn_cast_or_null<ElementsAttr>(global.getValueOrNull());
      if (!global.getConstant() || !value)
        continue;
      auto type = cast<ShapedType>(value.getType());
      std::string dtype = dtypeName(type.getElementType());
      std::optional<ArrayRef<char>> bytes = getConstantBytes(value);
      if (dtype.empty() || !type.hasStaticShape() || !bytes)
        continue;
      int64_t size = type.getNumElements() * type.getElementTypeBitWidth() / 8;
      if (static_cast<int64_t>(bytes->size()) != size || size < minBytes)
        continue;
      uint64_t checksum = mlcParamsChecksum(bytes->data(), bytes->size());
      std::string record = llvm::formatv(
          "param {0} {1} {2} {3} {4:x-16}", percentEncode(global.getSymName()),
          dtype, formatShape(type.getShape()), size, checksum);
      index[global.getSymName()] = globals.size();
      globals.push_back(global);
      records.push_back(builder.getDictionaryAttr(
          {builder.getNamedAttr("name", global.getSymNameAttr()),
           builder.getNamedAttr("value", value),
           builder.getNamedAttr("record", builder.getStringAttr(record))}));
    }
    if (globals.empty())
      return;

    // The table the runtime fills: one pointer (an i64 slot) per parameter.
    auto ptrTy = LLVM::LLVMPointerType::get(ctx);
    Type i64 = builder.getI64Type();
    auto tableTy = LLVM::LLVMArrayType::get(i64, globals.size());
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    auto zeros = DenseElementsAttr::get(
        RankedTensorType::get({static_cast<int64_t>(globals.size())}, i64),
        builder.getI64IntegerAttr(0).getValue());
    LLVM::GlobalOp::create(b, module.getLoc(), tableTy, /*isConstant=*/false,
                           LLVM::Linkage::External, MLC_ARTIFACT_PARAMS_SYMBOL,
                           zeros, /*alignment=*/8);

    // A cuda host program uploads constants with mlc_cuda_constant: the
    // slot holds the device copy instead. Anything else reading a constant
    // of a cuda model would read device memory on the host.
    StringRef constantFn = abi::getName(abi::Function::mlc_cuda_constant);
    bool cuda = module.lookupSymbol(constantFn) != nullptr;
    SmallVector<LLVM::AddressOfOp> uses;
    module.walk([&](LLVM::AddressOfOp addr) {
      if (index.contains(addr.getGlobalName()))
        uses.push_back(addr);
    });
    for (LLVM::AddressOfOp addr : uses) {
      auto it = index.find(addr.getGlobalName());
      OpBuilder ab(addr);
      Location loc = addr.getLoc();
      Value table =
          LLVM::AddressOfOp::create(ab, loc, ptrTy, MLC_ARTIFACT_PARAMS_SYMBOL);
      Value slot = LLVM::GEPOp::create(
          ab, loc, ptrTy, tableTy, table,
          ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(it->second)});
      Value data = LLVM::LoadOp::create(ab, loc, ptrTy, slot, /*alignment=*/8);
      for (Operation *user : llvm::make_early_inc_range(addr->getUsers())) {
        auto call = dyn_cast<LLVM::CallOp>(user);
        bool upload = call && call.getCallee() == constantFn &&
                      call.getArgOperands().front() == addr.getResult();
        if (cuda && !upload) {
          user->emitError("a constant of a cuda model is read on the host; "
                          "it cannot be an external parameter");
          return signalPassFailure();
        }
        if (upload) {
          call.getResult().replaceAllUsesWith(data);
          call.erase();
        }
      }
      addr.getResult().replaceAllUsesWith(data);
      addr.erase();
    }
    for (LLVM::GlobalOp global : globals)
      global.erase();
    module->setAttr(kParamsAttrName, builder.getArrayAttr(records));
  }
};

} // namespace

LogicalResult mlc::writeParamsFile(ArrayAttr params, StringRef path,
                                  Location loc) {
  SmallVector<ArrayRef<char>> blobs;
  SmallVector<StringRef> records;
  for (auto entry : params.getAsRange<DictionaryAttr>()) {
    auto record = entry.getAs<StringAttr>("record");
    std::optional<ArrayRef<char>> bytes =
        getConstantBytes(entry.get("value"));
    if (!record || !bytes)
      return mlir::emitError(loc, "malformed mlc.params attribute");
    records.push_back(record.getValue());
    blobs.push_back(*bytes);
  }

  // The table names each blob's offset, so its length moves the first blob:
  // lay out until the two agree (the table only grows with the offsets).
  auto align = [](uint64_t n) { return llvm::alignTo(n, MLC_PARAMS_ALIGNMENT); };
  std::string table;
  SmallVector<uint64_t> offsets(blobs.size());
  uint64_t dataStart = MLC_PARAMS_HEADER_BYTES, fileSize = 0;
  for (;;) {
    table.clear();
    uint64_t offset = dataStart;
    for (auto [i, blob] : llvm::enumerate(blobs)) {
      offsets[i] = offset;
      table += (records[i] + " " + Twine(offset) + "\n").str();
      offset = align(offset + blob.size());
    }
    fileSize = offsets.back() + blobs.back().size();
    uint64_t next = align(MLC_PARAMS_HEADER_BYTES + table.size());
    if (next == dataStart)
      break;
    dataStart = next;
  }

  SmallString<128> tmpPath;
  int fd;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(
          path + "-%%%%%%.tmp", fd, tmpPath))
    return mlir::emitError(loc, "cannot write '") << path << "': " << ec.message();
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    char header[MLC_PARAMS_HEADER_BYTES] = {};
    auto put = [&](size_t at, uint64_t value, size_t width) {
      for (size_t i = 0; i < width; ++i)
        header[at + i] = static_cast<char>(value >> (8 * i));
    };
    std::memcpy(header, MLC_PARAMS_MAGIC, 8);
    put(8, MLC_PARAMS_VERSION, 4);
    put(12, blobs.size(), 4);
    put(16, table.size(), 8);
    put(24, fileSize, 8);
    os.write(header, sizeof(header));
    os << table;
    uint64_t at = MLC_PARAMS_HEADER_BYTES + table.size();
    for (auto [i, blob] : llvm::enumerate(blobs)) {
      os.write_zeros(offsets[i] - at);
      os.write(blob.data(), blob.size());
      at = offsets[i] + blob.size();
    }
    os.close();
    if (os.has_error()) {
      std::string message = os.error().message();
      os.clear_error();
      llvm::sys::fs::remove(tmpPath);
      return mlir::emitError(loc, "cannot write '") << path << "': " << message;
    }
  }
  if (std::error_code ec = llvm::sys::fs::rename(tmpPath, path)) {
    llvm::sys::fs::remove(tmpPath);
    return mlir::emitError(loc, "cannot write '") << path << "': " << ec.message();
  }
  return success();
}
