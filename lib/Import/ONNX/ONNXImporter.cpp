//===- ONNXImporter.cpp - ONNX import entry points ------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The entry points of the ONNX importer: parse the protobuf, build the table
// of op conversions from the register functions of the per-domain files
// (ONNXElementwise.cpp, ONNXShapes.cpp, ...) and run the importer
// (Importer.cpp) with it.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MemoryBuffer.h"

#include <google/protobuf/io/coded_stream.h>

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;

bool mlc::parseONNXInputShape(StringRef spec, ONNXImportOptions &opts) {
  auto [name, dims] = spec.rsplit(':');
  if (name.empty() || name.size() == spec.size())
    return false;
  if (dims.trim() == "none") {
    opts.absentInputs.insert(name);
    return true;
  }
  std::vector<int64_t> shape, bounds;
  if (!dims.empty()) {
    SmallVector<StringRef> parts;
    dims.split(parts, 'x');
    for (StringRef p : parts) {
      p = p.trim();
      int64_t bound = 0;
      if (p.consume_front("?<=")) {
        if (p.trim().getAsInteger(10, bound) || bound < 1)
          return false;
        p = "?";
      }
      bounds.push_back(bound);
      if (p == "?" || p == "-1") {
        shape.push_back(-1);
        continue;
      }
      int64_t d;
      if (p.getAsInteger(10, d) || d < 0)
        return false;
      shape.push_back(d);
    }
  }
  if (llvm::any_of(bounds, [](int64_t b) { return b > 0; }))
    opts.inputBounds[name] = std::move(bounds);
  opts.inputShapes[name] = std::move(shape);
  return true;
}

namespace {

const llvm::StringMap<Importer::Handler> &handlers() {
  static const llvm::StringMap<Importer::Handler> table = [] {
    llvm::StringMap<Importer::Handler> m;
    for (auto add : {registerElementwiseHandlers, registerGeneratorHandlers,
                     registerShapeHandlers, registerIndexingHandlers,
                     registerLinalgHandlers, registerNNHandlers,
                     registerReductionHandlers, registerQuantizationHandlers,
                     registerSignalHandlers, registerOptimizerHandlers,
                     registerRecurrentOps, registerResizeHandlers,
                     registerStringHandlers, registerSequenceHandlers,
                     registerControlFlowOps, registerGradientOps,
                     registerAttentionHandlers}) {
      llvm::StringMap<Importer::Handler> part;
      add(part);
      for (const auto &e : part)
        if (!m.try_emplace(e.getKey(), e.getValue()).second)
          llvm::report_fatal_error("two handlers for ONNX op '" +
                                   e.getKey() + "'");
    }
    return m;
  }();
  return table;
}

} // namespace

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

OwningOpRef<ModuleOp>
mlc::importONNXModelFromBuffer(MLIRContext &ctx, StringRef buffer,
                               StringRef path, const ONNXImportOptions &opts) {
  ctx.loadDialect<graph::GraphDialect, func::FuncDialect, scf::SCFDialect,
                  tensor::TensorDialect>();
  onnx::ModelProto model;
  google::protobuf::io::CodedInputStream stream(
      reinterpret_cast<const uint8_t *>(buffer.data()), (int)buffer.size());
  stream.SetTotalBytesLimit(INT32_MAX);
  Location fileLoc = FileLineColLoc::get(&ctx, path, 0, 0);
  if (buffer.size() > (size_t)INT32_MAX) {
    emitError(fileLoc) << "the model is over 2 GB; keep the weights in "
                          "external data files";
    return nullptr;
  }
  if (!model.ParseFromCodedStream(&stream) || !stream.ConsumedEntireMessage()) {
    emitError(fileLoc) << "cannot parse the ONNX model: not a ModelProto, "
                          "or a truncated or corrupt one";
    return nullptr;
  }
  Importer importer(ctx, path, opts, handlers());
  return importer.run(model);
}

OwningOpRef<ModuleOp> mlc::importONNXModel(MLIRContext &ctx, StringRef path,
                                           const ONNXImportOptions &opts) {
  auto buf = llvm::MemoryBuffer::getFileOrSTDIN(path, /*IsText=*/false,
                                                /*RequiresNullTerminator=*/
                                                false);
  if (!buf) {
    emitError(FileLineColLoc::get(&ctx, path, 0, 0))
        << "cannot read '" << path << "': " << buf.getError().message();
    return nullptr;
  }
  return importONNXModelFromBuffer(ctx, (*buf)->getBuffer(), path, opts);
}
