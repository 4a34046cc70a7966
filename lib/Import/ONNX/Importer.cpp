//===- Importer.cpp - ONNX ModelProto to the graph dialect ----------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The importer's own methods and the graph walk: make the signature, turn
// initializers into constants, convert the nodes in order (they are
// topologically sorted in a valid model) through the handler table the
// importer is given, return the outputs. The entry points (parsing the
// protobuf, building the table) are in ONNXImporter.cpp; the importer calls
// the per-op conversions only through the table.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cstring>

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;

Importer::Importer(MLIRContext &ctx, StringRef path,
                   const ONNXImportOptions &opts,
                   const llvm::StringMap<Handler> &handlers)
    : ctx(ctx), b(&ctx), loc(FileLineColLoc::get(&ctx, path, 0, 0)),
      path(path.str()), opts(opts), handlers(handlers) {}

InFlightDiagnostic Importer::error() {
  InFlightDiagnostic d = emitError(loc);
  if (node)
    d << "ONNX node "
      << (node->name().empty() ? "#" + std::to_string(nodeIndex)
                               : "'" + node->name() + "'")
      << " (" << node->op_type() << ", opset " << opset << "): ";
  return d;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

const onnx::AttributeProto *Importer::attr(StringRef name) const {
  for (const onnx::AttributeProto &a : node->attribute())
    if (a.name() == name)
      return &a;
  return nullptr;
}

int64_t Importer::attrInt(StringRef name, int64_t def) const {
  const onnx::AttributeProto *a = attr(name);
  return a ? a->i() : def;
}

float Importer::attrFloat(StringRef name, float def) const {
  const onnx::AttributeProto *a = attr(name);
  return a ? a->f() : def;
}

std::string Importer::attrString(StringRef name, StringRef def) const {
  const onnx::AttributeProto *a = attr(name);
  return a ? a->s() : def.str();
}

std::optional<SmallVector<int64_t>> Importer::attrInts(StringRef name) const {
  const onnx::AttributeProto *a = attr(name);
  if (!a)
    return std::nullopt;
  return SmallVector<int64_t>(a->ints().begin(), a->ints().end());
}

//===----------------------------------------------------------------------===//
// Types and tensors
//===----------------------------------------------------------------------===//

FailureOr<Type> Importer::convertElemType(int32_t t, StringRef what) {
  switch (t) {
  case onnx::TensorProto::FLOAT:
    return Type(b.getF32Type());
  case onnx::TensorProto::DOUBLE:
    return Type(b.getF64Type());
  case onnx::TensorProto::FLOAT16:
    return Type(b.getF16Type());
  case onnx::TensorProto::BFLOAT16:
    return Type(b.getBF16Type());
  case onnx::TensorProto::BOOL:
    return Type(b.getI1Type());
  case onnx::TensorProto::INT8:
    return Type(b.getIntegerType(8));
  case onnx::TensorProto::INT16:
    return Type(b.getIntegerType(16));
  case onnx::TensorProto::INT32:
    return Type(b.getIntegerType(32));
  case onnx::TensorProto::INT64:
    return Type(b.getIntegerType(64));
  case onnx::TensorProto::UINT8:
    return Type(b.getIntegerType(8, /*isSigned=*/false));
  case onnx::TensorProto::UINT16:
    return Type(b.getIntegerType(16, false));
  case onnx::TensorProto::UINT32:
    return Type(b.getIntegerType(32, false));
  case onnx::TensorProto::UINT64:
    return Type(b.getIntegerType(64, false));
  case onnx::TensorProto::STRING:
    return Type(graph::StringType::get(&ctx));
  default:
    break;
  }
  const char *name =
      onnx::TensorProto::DataType_IsValid(t)
          ? onnx::TensorProto::DataType_Name((onnx::TensorProto::DataType)t)
                .c_str()
          : "unknown";
  return (void)(error() << "unsupported element type " << name << " (" << t
                        << ") for " << what),
         failure();
}

/// TensorProto data types ONNX added after Debian's libonnx (opset 21).
constexpr int32_t kOnnxUint4 = 21, kOnnxInt4 = 22;

static unsigned byteWidth(Type t) {
  return t.isInteger(1) ? 1 : t.getIntOrFloatBitWidth() / 8;
}

/// Reads a little-endian element of width `w` bytes as int64 (sign or zero
/// extended).
static int64_t readInt(const char *p, unsigned w, bool isUnsigned) {
  switch (w) {
  case 1:
    return isUnsigned ? (int64_t) * (const uint8_t *)p
                      : (int64_t) * (const int8_t *)p;
  case 2: {
    uint16_t v;
    std::memcpy(&v, p, 2);
    return isUnsigned ? (int64_t)v : (int64_t)(int16_t)v;
  }
  case 4: {
    uint32_t v;
    std::memcpy(&v, p, 4);
    return isUnsigned ? (int64_t)v : (int64_t)(int32_t)v;
  }
  default: {
    int64_t v;
    std::memcpy(&v, p, 8);
    return v;
  }
  }
}

void Importer::enterNode(const onnx::GraphProto &g, int i, Location parent) {
  node = &g.node(i);
  nodeIndex = i;
  loc = NameLoc::get(
      b.getStringAttr(node->name().empty() ? node->op_type() : node->name()),
      parent);
}

LogicalResult Importer::bindInitializer(const onnx::TensorProto &t) {
  Known k;
  FailureOr<ElementsAttr> attr = convertTensor(t, &k);
  if (failed(attr))
    return failure();
  if (k.elemType)
    knowns[t.name()] = std::move(k);
  else
    values[t.name()] = constant(*attr);
  return success();
}

FailureOr<ElementsAttr> Importer::convertTensor(const onnx::TensorProto &t,
                                                Known *knownOut) {
  // int4 / uint4 (opset 21) constants: packed two to a byte, low nibble
  // first; unpacked here to one 8-bit element each (sign-extended for
  // int4), so that the ops take them as int8 / uint8.
  bool int4 = t.data_type() == kOnnxUint4 || t.data_type() == kOnnxInt4;
  FailureOr<Type> elemOr =
      !int4 ? convertElemType(t.data_type(), "tensor '" + t.name() + "'")
      : t.data_type() == kOnnxInt4
          ? FailureOr<Type>(b.getIntegerType(8))
          : FailureOr<Type>(b.getIntegerType(8, /*isSigned=*/false));
  if (failed(elemOr))
    return failure();
  Type et = *elemOr;
  SmallVector<int64_t> shape(t.dims().begin(), t.dims().end());
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0)
      return (void)(error()
                    << "tensor '" << t.name() << "' has a negative dimension"),
             failure();
    n *= d;
  }
  auto type = RankedTensorType::get(shape, et);
  if (isa<graph::StringType>(et)) {
    if (t.data_location() == onnx::TensorProto::EXTERNAL)
      return (void)(error() << "tensor '" << t.name()
                            << "': external string data is not supported"),
             failure();
    if (t.string_data_size() != n)
      return (void)(error() << "tensor '" << t.name() << "' has "
                            << t.string_data_size() << " strings for " << n
                            << " elements"),
             failure();
    SmallVector<StringRef> strings(t.string_data().begin(),
                                   t.string_data().end());
    return ElementsAttr(DenseStringElementsAttr::get(type, strings));
  }
  unsigned w = byteWidth(et);

  // Gather the bytes (little-endian, one element per `w` bytes; bools one
  // byte each; int4 two elements per byte).
  int64_t nStored = int4 ? (n + 1) / 2 : n;
  std::string bytes;
  if (t.data_location() == onnx::TensorProto::EXTERNAL) {
    std::string location;
    int64_t offset = 0, length = -1;
    for (const auto &kv : t.external_data()) {
      if (kv.key() == "location")
        location = kv.value();
      else if (kv.key() == "offset")
        offset = std::atoll(kv.value().c_str());
      else if (kv.key() == "length")
        length = std::atoll(kv.value().c_str());
    }
    // The ONNX spec: a path relative to the model's directory, inside it.
    if (location.empty() || llvm::sys::path::is_absolute(location) ||
        llvm::any_of(llvm::make_range(llvm::sys::path::begin(location),
                                      llvm::sys::path::end(location)),
                     [](StringRef c) { return c == ".."; }))
      return (void)(error() << "tensor '" << t.name()
                            << "': external data location '" << location
                            << "' must be a relative path inside the "
                               "model's directory"),
             failure();
    SmallString<256> file(llvm::sys::path::parent_path(path));
    llvm::sys::path::append(file, location);
    auto buf = llvm::MemoryBuffer::getFile(file, /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
    if (!buf)
      return (void)(error() << "tensor '" << t.name()
                            << "': cannot read external data '" << file
                            << "': " << buf.getError().message()),
             failure();
    if (length < 0)
      length = (int64_t)(*buf)->getBufferSize() - offset;
    if (offset < 0 || offset + length > (int64_t)(*buf)->getBufferSize())
      return (void)(error() << "tensor '" << t.name()
                            << "': external data out of range"),
             failure();
    bytes.assign((*buf)->getBufferStart() + offset, length);
  } else if (t.has_raw_data()) {
    bytes = t.raw_data();
  } else {
    // Every value takes a byte of the message at least: more elements than
    // that cannot be there (and must not be allocated for).
    if (nStored > (int64_t)t.ByteSizeLong())
      return (void)(error() << "tensor '" << t.name()
                            << "' has too few values for " << n
                            << " elements"),
             failure();
    bytes.resize(n * w);
    char *out = bytes.data();
    auto put = [&](int64_t i, const void *src, unsigned sz) {
      std::memcpy(out + i * w, src, sz);
    };
    int64_t have = 0;
    switch (t.data_type()) {
    case onnx::TensorProto::FLOAT:
      have = t.float_data_size();
      for (int64_t i = 0; i < std::min(have, nStored); ++i) {
        float v = t.float_data(i);
        put(i, &v, 4);
      }
      break;
    case onnx::TensorProto::DOUBLE:
      have = t.double_data_size();
      for (int64_t i = 0; i < std::min(have, nStored); ++i) {
        double v = t.double_data(i);
        put(i, &v, 8);
      }
      break;
    case onnx::TensorProto::INT64:
      have = t.int64_data_size();
      for (int64_t i = 0; i < std::min(have, nStored); ++i) {
        int64_t v = t.int64_data(i);
        put(i, &v, 8);
      }
      break;
    case onnx::TensorProto::UINT32:
    case onnx::TensorProto::UINT64:
      have = t.uint64_data_size();
      for (int64_t i = 0; i < std::min(have, nStored); ++i) {
        uint64_t v = t.uint64_data(i);
        put(i, &v, w);
      }
      break;
    default: // int32_data holds every type of 32 bits or less (f16 as bits).
      have = t.int32_data_size();
      for (int64_t i = 0; i < std::min(have, nStored); ++i) {
        int32_t v = t.int32_data(i);
        put(i, &v, w);
      }
      break;
    }
    if (have != nStored)
      return (void)(error() << "tensor '" << t.name() << "' has " << have
                            << " values for " << n << " elements"),
             failure();
  }
  if ((int64_t)bytes.size() != nStored * (int64_t)w)
    return (void)(error() << "tensor '" << t.name() << "' has " << bytes.size()
                          << " bytes of data for " << n << " elements of " << w
                          << " bytes"),
           failure();

  if (int4) {
    std::string unpacked(n, 0);
    bool sign = t.data_type() == kOnnxInt4;
    for (int64_t i = 0; i < n; ++i) {
      int v = ((uint8_t)bytes[i / 2] >> (4 * (i % 2))) & 0xF;
      unpacked[i] = (char)(sign && v >= 8 ? v - 16 : v);
    }
    bytes = std::move(unpacked);
  }

  bool isInt = isa<IntegerType>(et);
  if (knownOut && isInt && n <= 4096) {
    knownOut->shape = shape;
    knownOut->elemType = et;
    knownOut->values.clear();
    for (int64_t i = 0; i < n; ++i)
      knownOut->values.push_back(
          et.isInteger(1)
              ? (int64_t)(bytes[i] != 0)
              : readInt(bytes.data() + i * w, w, et.isUnsignedInteger()));
  }

  if (et.isInteger(1)) {
    SmallVector<bool> bools;
    for (char c : bytes)
      bools.push_back(c != 0);
    return ElementsAttr(DenseElementsAttr::get(type, bools));
  }
  if (n <= 16 || n * (int64_t)w <= 64) {
    ArrayRef<char> raw(bytes.data(), bytes.size());
    if (n == 0)
      return ElementsAttr(DenseElementsAttr::getFromRawBuffer(type, {}));
    return ElementsAttr(DenseElementsAttr::getFromRawBuffer(type, raw));
  }
  std::string blobName = t.name().empty() ? "onnx_tensor" : t.name();
  AsmResourceBlob blob = HeapAsmResourceBlob::allocateAndCopyWithAlign(
      ArrayRef<char>(bytes.data(), bytes.size()), /*align=*/64,
      /*dataIsMutable=*/false);
  return ElementsAttr(
      DenseResourceElementsAttr::get(type, blobName, std::move(blob)));
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

Value Importer::constant(ElementsAttr attr) {
  if (auto strings = dyn_cast<DenseStringElementsAttr>(attr))
    return graph::StringConstantOp::create(b, loc, strings.getType(), strings);
  return graph::ConstantOp::create(b, loc, attr.getType(), attr);
}

Value Importer::scalar(double v, Type et) {
  auto t = RankedTensorType::get({}, et);
  if (isa<FloatType>(et))
    return constant(DenseElementsAttr::get(t, b.getFloatAttr(et, v)));
  if (et.isInteger(1))
    return constant(DenseElementsAttr::get(t, v != 0));
  return constant(DenseElementsAttr::get(
      t, b.getIntegerAttr(et, APInt(et.getIntOrFloatBitWidth(), (int64_t)v,
                                    /*isSigned=*/true))));
}

Value Importer::intVector(ArrayRef<int64_t> v) {
  auto t = RankedTensorType::get({(int64_t)v.size()}, b.getI64Type());
  return constant(DenseElementsAttr::get(t, v));
}

Value Importer::materialize(const Known &k) {
  auto t = RankedTensorType::get(k.shape, k.elemType);
  if (k.elemType.isInteger(1)) {
    SmallVector<bool> bools;
    for (int64_t v : k.values)
      bools.push_back(v != 0);
    return constant(DenseElementsAttr::get(t, bools));
  }
  SmallVector<APInt> ints;
  unsigned w = k.elemType.getIntOrFloatBitWidth();
  for (int64_t v : k.values)
    ints.push_back(APInt(w, v, /*isSigned=*/true, /*implicitTrunc=*/true));
  return constant(DenseElementsAttr::get(t, ints));
}

const Known *Importer::known(unsigned i) {
  if (!hasInput(i))
    return nullptr;
  auto it = knowns.find(node->input(i));
  return it == knowns.end() ? nullptr : &it->second;
}

Value Importer::in(unsigned i) {
  if (!hasInput(i)) {
    error() << "input " << i << " is missing";
    return {};
  }
  const std::string &name = node->input(i);
  auto it = values.find(name);
  if (it != values.end())
    return it->second;
  auto kit = knowns.find(name);
  if (kit == knowns.end() && composites.count(name)) {
    error() << "input '" << name << "' is "
            << (composites[name].isSequence() ? "a sequence" : "an optional")
            << "; this op takes a tensor";
    return {};
  }
  if (kit == knowns.end()) {
    error() << "input '" << name
            << "' is not a graph input, an initializer or the output of an "
               "earlier node";
    return {};
  }
  if (kit->second.hasSymbols()) {
    // Sizes known only at run time: computed here, after their sources.
    Value v = materializeSymbolic(kit->second);
    if (v)
      values[name] = v;
    return v;
  }
  // Materialize at the top of the function, next to the other constants.
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(b.getInsertionBlock());
  Value v = materialize(kit->second);
  values[name] = v;
  return v;
}

FailureOr<SmallVector<int64_t>> Importer::constInts(unsigned i,
                                                    StringRef what) {
  const Known *k = known(i);
  if (!k)
    return (void)(error() << "'" << what
                          << "' must be a constant (an initializer, a "
                             "Constant node or a shape computation mlc can "
                             "fold); mlc needs it at compile time"),
           failure();
  if (k->hasSymbols())
    return (void)(error() << "'" << what
                          << "' depends on a dynamic dimension; mlc needs "
                             "it at compile time (give static shapes with "
                             "--input-shape)"),
           failure();
  return k->values;
}

std::optional<SmallVector<double>> Importer::constDoubles(unsigned i) {
  if (const Known *k = known(i)) {
    if (k->hasSymbols())
      return std::nullopt;
    SmallVector<double> out;
    for (int64_t v : k->values)
      out.push_back((double)v);
    return out;
  }
  if (!hasInput(i))
    return std::nullopt;
  auto it = values.find(node->input(i));
  if (it == values.end())
    return std::nullopt;
  auto cst = it->second.getDefiningOp<graph::ConstantOp>();
  if (!cst)
    return std::nullopt;
  auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
  if (!dense || dense.getNumElements() > 4096)
    return std::nullopt;
  SmallVector<double> out;
  if (isa<FloatType>(dense.getElementType())) {
    for (APFloat f : dense.getValues<APFloat>())
      out.push_back(f.convertToDouble());
  } else if (dense.getElementType().isUnsignedInteger()) {
    for (APInt v : dense.getValues<APInt>())
      out.push_back((double)v.getZExtValue());
  } else {
    for (APInt v : dense.getValues<APInt>())
      out.push_back((double)v.getSExtValue());
  }
  return out;
}

void Importer::setOut(unsigned i, Value v) {
  if (wantsOutput(i))
    values[node->output(i)] = v;
}

void Importer::setKnown(unsigned i, Known k) {
  if (wantsOutput(i))
    knowns[node->output(i)] = std::move(k);
}

const Composite *Importer::composite(unsigned i) const {
  if (!hasInput(i))
    return nullptr;
  auto it = composites.find(node->input(i));
  return it == composites.end() ? nullptr : &it->second;
}

void Importer::setComposite(unsigned i, Composite c) {
  if (wantsOutput(i))
    composites[node->output(i)] = std::move(c);
}

int64_t Importer::newSym(Value v, int64_t d) {
  symbols.push_back({v, d});
  return kSymBase - (int64_t)(symbols.size() - 1);
}

int64_t Importer::dimOrSym(Value v, int64_t d) {
  int64_t s = type(v).getDimSize(d);
  if (!ShapedType::isDynamic(s))
    return s;
  // Reuse the symbol of this dimension if there is one.
  for (auto [idx, sym] : llvm::enumerate(symbols))
    if (sym.first == v && sym.second == d)
      return kSymBase - (int64_t)idx;
  return newSym(v, d);
}

Value Importer::cast(Value v, Type et) {
  if (elem(v) == et)
    return v;
  // To or from text: a host call (GraphHostOps.td).
  if (isa<graph::StringType>(et) || graph::isStringType(v.getType()))
    return make<graph::StringCastOp>(tensorType(type(v).getShape(), et), v);
  return make<graph::CastOp>(tensorType(type(v).getShape(), et), v);
}

Value Importer::shapeOf(Value v) {
  if (!v)
    return {};
  for (auto [src, shape] : shapeOfs)
    if (src == v)
      return shape;
  Value s = infer1<graph::ShapeOfOp>(v);
  if (s)
    shapeOfs.push_back({v, s});
  return s;
}

Value Importer::materializeSymbolic(const Known &k) {
  if (!k.hasSymbols())
    return materialize(k);
  Type i64 = b.getI64Type();
  // Runs of known entries become constants, each symbol a one-entry slice
  // of its tensor's run-time shape; the pieces are joined and cast.
  SmallVector<Value> pieces;
  SmallVector<int64_t> run;
  auto flush = [&] {
    if (run.empty())
      return;
    pieces.push_back(intVector(run));
    run.clear();
  };
  for (int64_t v : k.values) {
    if (!isSym(v)) {
      run.push_back(v);
      continue;
    }
    flush();
    // A value in the symbols' range that is no symbol comes from the model
    // itself (an int64 initializer near INT64_MIN): not a size mlc knows.
    uint64_t id = uint64_t(kSymBase - v);
    if (id >= symbols.size()) {
      error() << "a shape entry holds " << v
              << ", which is not a size mlc can compute";
      return {};
    }
    auto [src, d] = symbols[id];
    if (!src || d < 0) {
      error() << "a shape entry depends on a size that is not a dimension "
                 "of a tensor; mlc cannot compute it at run time";
      return {};
    }
    Value shape = shapeOf(src);
    pieces.push_back(infer1<graph::SliceOp>(
        shape, b.getDenseI64ArrayAttr({d}), b.getDenseI64ArrayAttr({d + 1}),
        b.getDenseI64ArrayAttr({0}), b.getDenseI64ArrayAttr({1})));
  }
  flush();
  Value joined = pieces.size() == 1
                     ? pieces[0]
                     : infer1<graph::ConcatOp>(ValueRange(pieces),
                                               b.getI64IntegerAttr(0));
  if (!joined)
    return {};
  if (k.shape.size() != 1)
    joined = make<graph::ReshapeOp>(tensorType(k.shape, i64), joined, Opt{});
  return cast(joined, k.elemType ? k.elemType : i64);
}

Value Importer::reshape(Value v, ArrayRef<int64_t> shape, Value shapeOperand) {
  if (!v)
    return {};
  SmallVector<int64_t> dims;
  int dyn = 0;
  for (int64_t d : shape) {
    dims.push_back(d < 0 ? ShapedType::kDynamic : d);
    dyn += d < 0;
  }
  auto t = tensorType(dims, elem(v));
  if (!shapeOperand && t == v.getType() &&
      (dyn <= 1 || graph::ReshapeOp::isUnitDimReshape(type(v), t))) {
    // The same type: with one dynamic size or only unit dims it is the
    // operand's; else the sizes must be the operand's in order.
    bool same = true;
    for (int64_t i = 0, e = shape.size(); dyn > 1 && i < e; ++i)
      if (isSym(shape[i]) && shape[i] != dimOrSym(v, i))
        same = false;
    if (same)
      return v;
  }
  if (shapeOperand)
    return make<graph::ReshapeOp>(t, v, shapeOperand);
  if (dyn <= 1)
    return make<graph::ReshapeOp>(t, v, Opt{});
  // Only unit dims inserted or removed, each dynamic size (a symbol or -1)
  // the operand's in order: sizes come from the operand at run time.
  if (graph::ReshapeOp::isUnitDimReshape(type(v), t)) {
    bool inOrder = true;
    SmallVector<int64_t> inDyn;
    for (int64_t i = 0; i < rank(v); ++i)
      if (type(v).isDynamicDim(i))
        inDyn.push_back(dimOrSym(v, i));
    for (int64_t i = 0, j = 0, e = shape.size(); i < e; ++i) {
      if (shape[i] >= 0)
        continue;
      if (isSym(shape[i]) && shape[i] != inDyn[j])
        inOrder = false;
      ++j;
    }
    if (inOrder)
      return make<graph::ReshapeOp>(t, v, Opt{});
  }
  // Else the sizes go in a run-time shape operand (-1: inferred).
  Known k{{(int64_t)shape.size()}, SmallVector<int64_t>(shape),
          b.getI64Type()};
  Value s = materializeSymbolic(k);
  if (!s)
    return {};
  return make<graph::ReshapeOp>(t, v, s);
}

Value Importer::squeezeDims(Value v, ArrayRef<int64_t> axes) {
  if (!v)
    return {};
  auto t = type(v);
  SmallVector<int64_t> shape;
  bool dynSqueezed = false;
  for (int64_t i = 0; i < t.getRank(); ++i) {
    if (llvm::is_contained(axes, i)) {
      dynSqueezed |= t.isDynamicDim(i);
      continue;
    }
    shape.push_back(dimOrSym(v, i));
  }
  if (!dynSqueezed || llvm::count_if(shape, isSym) <= 1)
    return reshape(v, shape);
  // A squeezed dynamic dim (1 at run time): the sizes of the others are
  // known only by name, so they go in a run-time shape operand.
  Known k{{(int64_t)shape.size()}, shape, b.getI64Type()};
  SmallVector<int64_t> dims;
  for (int64_t d : shape)
    dims.push_back(isSym(d) ? -1 : d);
  return reshape(v, dims, materializeSymbolic(k));
}

Value Importer::unsqueezeDims(Value v, ArrayRef<int64_t> axes) {
  auto t = type(v);
  int64_t outRank = t.getRank() + axes.size();
  SmallVector<int64_t> shape;
  int64_t j = 0;
  for (int64_t i = 0; i < outRank; ++i) {
    if (llvm::is_contained(axes, i)) {
      shape.push_back(1);
      continue;
    }
    shape.push_back(dimOrSym(v, j));
    ++j;
  }
  return reshape(v, shape);
}

//===----------------------------------------------------------------------===//
// The graph
//===----------------------------------------------------------------------===//

LogicalResult Importer::convertNode() {
  const std::string &domain = node->domain();
  bool defaultDomain = domain.empty() || domain == "ai.onnx";
  if (defaultDomain && opset == 0)
    return fail("the model imports no opset of the default ONNX domain");
  const auto &table = handlers;
  auto it = table.find(defaultDomain ? node->op_type()
                                     : domain + "." + node->op_type());
  if (it == table.end())
    return defaultDomain
               ? fail("unsupported op '" + node->op_type() + "'")
               : fail("unsupported op domain '" + domain + "'");
  for (const std::string &o : node->output())
    if (!o.empty() &&
        (values.count(o) || knowns.count(o) || composites.count(o)))
      return fail("duplicate value name '" + o + "'");
  Block *block = b.getInsertionBlock();
  Operation *last = block->empty() ? nullptr : &block->back();
  if (failed(it->second(*this)))
    return failure();
  // Check what was built right away so that errors point at this node.
  Operation *first =
      last ? last->getNextNode() : (block->empty() ? nullptr : &block->front());
  for (Operation *op = first; op; op = op->getNextNode())
    if (failed(verify(op)))
      return failure();
  for (int i = 0; i < node->output_size(); ++i) {
    const std::string &o = node->output(i);
    if (!o.empty() && !values.count(o) && !knowns.count(o) &&
        !composites.count(o))
      return fail("output " + Twine(i) + " ('" + o +
                  "') is not supported by mlc's conversion of this op");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Subgraphs (If branches, Loop and Scan bodies)
//===----------------------------------------------------------------------===//

Value Importer::valueOf(const SubgraphValue &v) {
  if (v.composite) {
    error() << "a subgraph value is "
            << (v.composite->isSequence() ? "a sequence" : "an optional")
            << " where a tensor is needed";
    return {};
  }
  return v.known ? materializeSymbolic(*v.known) : v.value;
}

FailureOr<SubgraphValue> Importer::inValue(unsigned i) {
  if (const Known *k = known(i))
    return SubgraphValue{Value(), *k, std::nullopt};
  if (const Composite *c = composite(i))
    return SubgraphValue{Value(), std::nullopt, *c};
  Value v = in(i);
  if (!v)
    return failure();
  return SubgraphValue{v, std::nullopt, std::nullopt};
}

void Importer::setOutValue(unsigned i, const SubgraphValue &v) {
  if (v.composite)
    setComposite(i, *v.composite);
  else if (v.known)
    setKnown(i, *v.known);
  else
    setOut(i, v.value);
}

FailureOr<SmallVector<SubgraphValue>>
Importer::importSubgraph(const onnx::GraphProto &g,
                         ArrayRef<SubgraphValue> inputs) {
  if (g.input_size() != (int)inputs.size())
    return (void)fail("subgraph '" + g.name() + "' has " +
                      Twine(g.input_size()) + " inputs, the op binds " +
                      Twine(inputs.size())),
           failure();
  if (g.sparse_initializer_size() > 0)
    return (void)fail("subgraphs with sparse initializers are not supported"),
           failure();
  // Hide what the enclosing graphs hold under the names `g` defines.
  SmallVector<std::string> names;
  for (const onnx::ValueInfoProto &vi : g.input())
    names.push_back(vi.name());
  for (const onnx::TensorProto &t : g.initializer())
    names.push_back(t.name());
  for (const onnx::NodeProto &n : g.node())
    for (const std::string &o : n.output())
      if (!o.empty())
        names.push_back(o);
  SmallVector<std::pair<std::string, Value>> hiddenValues;
  SmallVector<std::pair<std::string, Known>> hiddenKnowns;
  SmallVector<std::pair<std::string, Composite>> hiddenComposites;
  for (const std::string &n : names) {
    if (auto it = composites.find(n); it != composites.end()) {
      hiddenComposites.push_back({n, std::move(it->second)});
      composites.erase(it);
    }
    if (auto it = values.find(n); it != values.end()) {
      hiddenValues.push_back({n, it->second});
      values.erase(it);
    }
    if (auto it = knowns.find(n); it != knowns.end()) {
      hiddenKnowns.push_back({n, std::move(it->second)});
      knowns.erase(it);
    }
  }
  const onnx::NodeProto *outer = node;
  int outerIdx = nodeIndex;
  Location outerLoc = loc;
  auto restore = [&] {
    node = outer;
    nodeIndex = outerIdx;
    loc = outerLoc;
    for (const std::string &n : names) {
      values.erase(n);
      knowns.erase(n);
      composites.erase(n);
    }
    for (auto &[n, c] : hiddenComposites)
      composites[n] = std::move(c);
    for (auto &[n, v] : hiddenValues)
      values[n] = v;
    for (auto &[n, k] : hiddenKnowns)
      knowns[n] = std::move(k);
  };

  for (auto [vi, in] : llvm::zip(g.input(), inputs)) {
    if (in.known)
      knowns[vi.name()] = *in.known;
    else if (in.composite)
      composites[vi.name()] = *in.composite;
    else
      values[vi.name()] = in.value;
  }
  for (const onnx::TensorProto &t : g.initializer()) {
    if (failed(bindInitializer(t))) {
      restore();
      return failure();
    }
  }
  for (int i = 0; i < g.node_size(); ++i) {
    enterNode(g, i, outerLoc);
    if (failed(convertNode())) {
      restore();
      return failure();
    }
  }
  node = outer;
  nodeIndex = outerIdx;
  loc = outerLoc;
  SmallVector<SubgraphValue> outs;
  for (const onnx::ValueInfoProto &vi : g.output()) {
    if (auto kt = knowns.find(vi.name()); kt != knowns.end())
      outs.push_back({Value(), kt->second});
    else if (auto it = values.find(vi.name()); it != values.end())
      outs.push_back({it->second, std::nullopt});
    else if (auto ct = composites.find(vi.name()); ct != composites.end())
      outs.push_back({Value(), std::nullopt, ct->second});
    else {
      restore();
      return (void)fail("subgraph output '" + vi.name() +
                        "' is not produced by the subgraph or an enclosing "
                        "graph"),
             failure();
    }
  }
  restore();
  return outs;
}

void Importer::findStructuralInputs(const onnx::GraphProto &g) {
  // Operand positions whose length is the rank or the number of pieces of
  // a result (shapes, axes, per-axis bounds and sizes).
  static const llvm::StringMap<SmallVector<int, 4>> operands = {
      {"Reshape", {1}},   {"Expand", {1}},       {"Tile", {1}},
      {"Slice", {1, 2, 3, 4}}, {"Squeeze", {1}}, {"Unsqueeze", {1}},
      {"Split", {1}},     {"SplitToSequence", {1}}, {"Pad", {1, 3}},       {"ConstantOfShape", {0}},
      {"Resize", {1, 2, 3}}, {"Upsample", {1}},  {"TopK", {1}},
      {"ReduceSum", {1}}, {"ReduceMean", {1}},   {"ReduceMax", {1}},
      {"ReduceMin", {1}}, {"ReduceProd", {1}},   {"ReduceL1", {1}},
      {"ReduceL2", {1}},  {"ReduceLogSum", {1}}, {"ReduceLogSumExp", {1}},
      {"ReduceSumSquare", {1}}, {"OneHot", {1, 2}}, {"CumSum", {1}},
      {"CumProd", {1}}};
  llvm::StringMap<const onnx::NodeProto *> producer;
  for (const onnx::NodeProto &n : g.node())
    for (const std::string &o : n.output())
      producer[o] = &n;
  for (const onnx::NodeProto &n : g.node()) {
    if ((n.op_type() == "GatherND" || n.op_type() == "ScatterND") &&
        n.input_size() > 1)
      lastDimStructural.insert(n.input(1));
    auto it = operands.find(n.op_type());
    if (it == operands.end())
      continue;
    for (int pos : it->second) {
      if (pos >= n.input_size())
        continue;
      // Through casts (a size computed in another integer type).
      std::string name = n.input(pos);
      for (auto p = producer.find(name);
           p != producer.end() && p->second->op_type() == "Cast" &&
           p->second->input_size() == 1;
           p = producer.find(name))
        name = p->second->input(0);
      structuralInputs.insert(name);
    }
  }
}

FailureOr<Type> Importer::inputType(StringRef name,
                                    const onnx::TypeProto_Tensor &tt) {
  if (opts.absentInputs.count(name))
    return (void)(emitError(loc) << "graph input '" << name
                                 << "' is not optional; it cannot be absent"),
           failure();
  FailureOr<Type> et =
      convertElemType(tt.elem_type(), ("graph input '" + name + "'").str());
  if (failed(et))
    return failure();
  SmallVector<int64_t> shape;
  auto ov = opts.inputShapes.find(name);
  if (ov != opts.inputShapes.end()) {
    for (int64_t d : ov->second)
      shape.push_back(d < 0 ? ShapedType::kDynamic : d);
    if (tt.has_shape() && tt.shape().dim_size() != (int)shape.size())
      return (void)(emitError(loc) << "--input-shape for '" << name
                                   << "' has rank " << shape.size()
                                   << " but the model's input has rank "
                                   << tt.shape().dim_size()),
             failure();
  } else {
    if (!tt.has_shape())
      return (void)(emitError(loc)
                    << "graph input '" << name
                    << "' has no shape (not even a rank); give one with "
                       "--input-shape="
                    << name << ":DIMS"),
             failure();
    // Under --force-dynamic the length of a 1-D input that an op reads as
    // a list of sizes, axes or bounds stays static: it is a result's rank.
    // So does the last dimension of an index-tuple input (GatherND).
    int rank = tt.shape().dim_size();
    bool structural = structuralInputs.contains(name) && rank == 1;
    bool lastStructural = lastDimStructural.contains(name);
    for (int i = 0; i < rank; ++i) {
      const auto &d = tt.shape().dim(i);
      bool keep = structural || (lastStructural && i == rank - 1);
      shape.push_back((opts.forceDynamic && !keep) || !d.has_dim_value() ||
                              d.dim_value() < 0
                          ? ShapedType::kDynamic
                          : d.dim_value());
    }
  }
  return Type(RankedTensorType::get(shape, *et));
}

//===----------------------------------------------------------------------===//
// Graph inputs and outputs of sequence or optional type
//===----------------------------------------------------------------------===//

FailureOr<Composite> mlc::onnximport::declareCompositeInput(
    Importer &I, const onnx::ValueInfoProto &vi,
    SmallVectorImpl<Type> &argTypes, SmallVectorImpl<std::string> &argNames) {
  const std::string &name = vi.name();
  const onnx::TypeProto *t = &vi.type();
  Composite c;
  auto unsupported = [&] {
    return (void)(emitError(I.loc)
                  << "graph input '" << name
                  << "' has an unsupported type (mlc takes tensors, "
                     "sequences of tensors and optional tensors or "
                     "sequences)"),
           failure();
  };
  if (t->has_optional_type()) {
    c.kind = Composite::Kind::Optional;
    t = &t->optional_type().elem_type();
    c.ofSequence = t->has_sequence_type();
    if (I.opts.absentInputs.count(name)) {
      c.present = false;
      return c;
    }
    if (t->has_tensor_type()) {
      FailureOr<Type> type = I.inputType(name, t->tensor_type());
      if (failed(type))
        return failure();
      argTypes.push_back(*type);
      argNames.push_back(name);
      c.elems.push_back(Value());
      c.elemType = cast<RankedTensorType>(*type).getElementType();
      return c;
    }
  } else if (I.opts.absentInputs.count(name)) {
    return (void)(emitError(I.loc) << "graph input '" << name
                                   << "' is not optional; it cannot be "
                                      "absent"),
           failure();
  }
  if (!t->has_sequence_type() ||
      !t->sequence_type().elem_type().has_tensor_type())
    return unsupported();
  const onnx::TypeProto_Tensor &tt =
      t->sequence_type().elem_type().tensor_type();
  for (int64_t i = 0;; ++i) {
    std::string elemName = name + "." + std::to_string(i);
    if (!I.opts.inputShapes.count(elemName))
      break;
    FailureOr<Type> type = I.inputType(elemName, tt);
    if (failed(type))
      return failure();
    argTypes.push_back(*type);
    argNames.push_back(elemName);
    c.elems.push_back(Value());
    c.elemType = cast<RankedTensorType>(*type).getElementType();
  }
  if (c.elems.empty())
    return (void)(emitError(I.loc)
                  << "graph input '" << name
                  << "' is a sequence; mlc needs its length and element "
                     "shapes at compile time: give --input-shape="
                  << name << ".0:DIMS, --input-shape=" << name
                  << ".1:DIMS, ... (one per element)"),
           failure();
  return c;
}

void mlc::onnximport::flattenCompositeOutput(
    const Composite &c, StringRef name, SmallVectorImpl<Value> &results,
    SmallVectorImpl<std::string> &names) {
  if (!c.isSequence() && !c.present)
    return;
  if (!c.isSequence() && !c.ofSequence) {
    results.push_back(c.elems[0]);
    names.push_back(name.str());
    return;
  }
  for (auto [i, e] : llvm::enumerate(c.elems)) {
    results.push_back(e);
    names.push_back((name + "." + Twine(i)).str());
  }
}

//===----------------------------------------------------------------------===//
// The model
//===----------------------------------------------------------------------===//

OwningOpRef<ModuleOp> Importer::run(const onnx::ModelProto &model) {
  bool haveOpset = false;
  for (const auto &os : model.opset_import())
    if (os.domain().empty() || os.domain() == "ai.onnx") {
      opset = os.version();
      haveOpset = true;
    }
  // A model of other domains alone (the training optimizers, say) is fine
  // as long as it has no node of the default domain: opset 0 marks that.
  if (!haveOpset && model.opset_import_size() > 0)
    opset = 0;
  if (!model.has_graph()) {
    emitError(loc) << "the model has no graph (not an ONNX model, or a "
                      "truncated one)";
    return nullptr;
  }
  const onnx::GraphProto &g = model.graph();
  if (opts.forceDynamic)
    findStructuralInputs(g);

  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  b.setInsertionPointToEnd(module->getBody());

  // Initializers (by name) are constants, not inputs.
  llvm::StringMap<const onnx::TensorProto *> inits;
  for (const onnx::TensorProto &t : g.initializer()) {
    if (t.name().empty() || !inits.try_emplace(t.name(), &t).second) {
      emitError(loc) << "initializer '" << t.name()
                     << "' is unnamed or defined twice";
      return nullptr;
    }
  }

  // Signature.
  SmallVector<Type> argTypes;
  SmallVector<std::string> argNames;
  // Tensor graph inputs: their argument and their ValueInfo.
  SmallVector<std::pair<size_t, const onnx::ValueInfoProto *>> tensorInputs;
  llvm::StringSet<> inputNames;
  // Sequence and optional inputs: name, first argument, value.
  SmallVector<std::tuple<std::string, size_t, Composite>> compositeInputs;
  for (const onnx::ValueInfoProto &vi : g.input()) {
    if (inits.count(vi.name()))
      continue;
    if (vi.name().empty() || !inputNames.insert(vi.name()).second) {
      emitError(loc) << "graph input '" << vi.name()
                     << "' is unnamed or defined twice";
      return nullptr;
    }
    if (!vi.type().has_tensor_type()) {
      // Sequences and optionals: one argument per tensor they hold.
      size_t first = argTypes.size();
      FailureOr<Composite> c =
          declareCompositeInput(*this, vi, argTypes, argNames);
      if (failed(c))
        return nullptr;
      for (size_t i = first; i < argNames.size(); ++i)
        inputNames.insert(argNames[i]);
      compositeInputs.push_back({vi.name(), first, std::move(*c)});
      continue;
    }
    FailureOr<Type> t = inputType(vi.name(), vi.type().tensor_type());
    if (failed(t))
      return nullptr;
    tensorInputs.push_back({argTypes.size(), &vi});
    argTypes.push_back(*t);
    argNames.push_back(vi.name());
  }
  for (const auto &kv : opts.inputShapes)
    if (!inputNames.count(kv.getKey())) {
      emitError(loc) << "--input-shape names '" << kv.getKey()
                     << "', which is not an input of the model";
      return nullptr;
    }
  for (const auto &kv : opts.absentInputs)
    if (!inputNames.count(kv.getKey())) {
      emitError(loc) << "--input-shape names '" << kv.getKey()
                     << "', which is not an input of the model";
      return nullptr;
    }

  auto func =
      func::FuncOp::create(b, loc, "main", b.getFunctionType(argTypes, {}));
  Block *body = func.addEntryBlock();
  for (auto [i, name] : llvm::enumerate(argNames)) {
    func.setArgAttr(i, "graph.name", b.getStringAttr(name));
    values[name] = body->getArgument(i);
  }
  // Dynamic dims the model names alike (dim_param: dims of one name are one
  // size, checked when a run starts; names used once are dropped) and their
  // --input-shape bounds.
  auto dimName = [&](size_t arg, const onnx::ValueInfoProto *vi,
                     int64_t d) -> std::string {
    const auto &shape = vi->type().tensor_type().shape();
    if (!mlir::cast<RankedTensorType>(argTypes[arg]).isDynamicDim(d) ||
        d >= shape.dim_size() || !shape.dim(d).has_dim_param())
      return "";
    return shape.dim(d).dim_param();
  };
  llvm::StringMap<int> nameUses;
  for (auto [arg, vi] : tensorInputs)
    for (int64_t d = 0; d < mlir::cast<RankedTensorType>(argTypes[arg]).getRank();
         ++d)
      if (std::string n = dimName(arg, vi, d); !n.empty())
        ++nameUses[n];
  // A name that is an expression ("past + 1") is kept when it names only
  // names of other dims and integers: the runtime checks its value.
  // The names it refers to are kept with it.
  llvm::StringSet<> referenced;
  auto isExpr = [&](StringRef n, bool mark) {
    if (n.find_first_of("+-*") == StringRef::npos)
      return false;
    SmallVector<StringRef> refs;
    for (size_t i = 0; i < n.size();) {
      char c = n[i];
      if (c == ' ' || c == '+' || c == '-' || c == '*' || llvm::isDigit(c)) {
        ++i;
        continue;
      }
      size_t start = i;
      while (i < n.size() && (llvm::isAlnum(n[i]) || n[i] == '_' || n[i] == '.'))
        ++i;
      if (i == start || !nameUses.count(n.slice(start, i)))
        return false;
      refs.push_back(n.slice(start, i));
    }
    if (mark)
      for (StringRef r : refs)
        referenced.insert(r);
    return true;
  };
  for (const auto &e : nameUses)
    isExpr(e.getKey(), /*mark=*/true);
  for (auto [arg, vi] : tensorInputs) {
    auto t = mlir::cast<RankedTensorType>(argTypes[arg]);
    SmallVector<Attribute> names;
    bool named = false;
    for (int64_t d = 0; d < t.getRank(); ++d) {
      std::string n = dimName(arg, vi, d);
      if (!n.empty() && nameUses[n] < 2 && !isExpr(n, false) &&
          !referenced.count(n))
        n.clear();
      named |= !n.empty();
      names.push_back(b.getStringAttr(n));
    }
    if (named)
      func.setArgAttr(arg, "graph.dim_names", b.getArrayAttr(names));
    auto bt = opts.inputBounds.find(vi->name());
    if (bt != opts.inputBounds.end()) {
      if ((int64_t)bt->second.size() != t.getRank()) {
        emitError(loc) << "--input-shape for '" << vi->name()
                       << "' has bounds for rank " << bt->second.size()
                       << " but the input has rank " << t.getRank();
        return nullptr;
      }
      func.setArgAttr(arg, "graph.dim_bounds",
                      b.getDenseI64ArrayAttr(bt->second));
    }
  }
  for (auto &[name, first, c] : compositeInputs) {
    for (auto [j, e] : llvm::enumerate(c.elems))
      e = body->getArgument(first + j);
    composites[name] = std::move(c);
  }
  b.setInsertionPointToEnd(body);

  for (const onnx::TensorProto &t : g.initializer()) {
    if (inputNames.count(t.name()))
      continue;
    loc = NameLoc::get(b.getStringAttr(t.name()),
                       FileLineColLoc::get(&ctx, path, 0, 0));
    if (failed(bindInitializer(t)))
      return nullptr;
  }

  for (int i = 0; i < g.node_size(); ++i) {
    enterNode(g, i, FileLineColLoc::get(&ctx, path, i + 1, 0));
    if (failed(convertNode()))
      return nullptr;
  }
  node = nullptr;
  loc = FileLineColLoc::get(&ctx, path, 0, 0);

  SmallVector<Value> results;
  SmallVector<std::string> resultNames;
  for (const onnx::ValueInfoProto &vi : g.output()) {
    if (auto ct = composites.find(vi.name()); ct != composites.end()) {
      if (ct->second.hasRuntimeLength()) {
        emitError(loc) << runtimeLengthError("graph output '" + vi.name() +
                                             "'");
        return nullptr;
      }
      flattenCompositeOutput(ct->second, vi.name(), results, resultNames);
      continue;
    }
    Value v;
    auto it = values.find(vi.name());
    if (it != values.end()) {
      v = it->second;
    } else if (knowns.count(vi.name())) {
      v = materializeSymbolic(knowns[vi.name()]);
      if (!v)
        return nullptr;
    } else {
      emitError(loc) << "graph output '" << vi.name()
                     << "' is not produced by any node, input or initializer";
      return nullptr;
    }
    results.push_back(v);
    resultNames.push_back(vi.name());
  }
  func::ReturnOp::create(b, loc, results);
  func.setType(b.getFunctionType(argTypes, ValueRange(results).getTypes()));
  for (auto [i, name] : llvm::enumerate(resultNames))
    func.setResultAttr(i, "graph.name", b.getStringAttr(name));

  // Constants nobody used (folded shape inputs, dead initializers).
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(*body)))
    if (isa<graph::ConstantOp>(op) && op.use_empty())
      op.erase();

  if (failed(verify(*module)))
    return nullptr;
  return module;
}
