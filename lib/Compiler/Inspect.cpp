//===- Inspect.cpp - --stats and --emit=dot -------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Compiler/Inspect.h"

#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;

namespace mlc {

namespace {

/// Bytes of a statically shaped tensor or memref (sub-byte elements take a
/// byte each, as buffers store them); empty when a dimension is dynamic.
std::optional<int64_t> staticBytes(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return std::nullopt;
  Type elem = shaped.getElementType();
  int64_t elemBytes = elem.isIntOrFloat()
                          ? (elem.getIntOrFloatBitWidth() + 7) / 8
                          : 8; // index
  return shaped.getNumElements() * elemBytes;
}

/// The model's functions: public func.funcs (device functions are private).
SmallVector<func::FuncOp> modelFunctions(ModuleOp module) {
  SmallVector<func::FuncOp> funcs;
  for (auto fn : module.getOps<func::FuncOp>())
    if (!fn.isExternal() && !fn->hasAttr("kernel.device"))
      funcs.push_back(fn);
  return funcs;
}

/// Whether `buffer`, or a view of it (an output is often an expand_shape
/// or collapse_shape of the buffer a kernel wrote), is returned: a model
/// output, which the byte counts leave out.
bool isReturned(Value buffer) {
  SmallVector<Value> worklist = {buffer};
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (Operation *user : v.getUsers()) {
      if (isa<func::ReturnOp>(user))
        return true;
      if (auto view = dyn_cast<ViewLikeOpInterface>(user);
          view && view.getViewSource() == v)
        llvm::append_range(worklist, user->getResults());
    }
  }
  return false;
}

bool isComputeOp(Operation *op) {
  return isa<graph::GraphDialect>(op->getDialect()) &&
         !isa<graph::ConstantOp, graph::FusedOp, graph::YieldOp>(op);
}

} // namespace

void collectInputStats(ModuleOp module, ModelStats &stats) {
  int64_t ops = 0, bytes = 0;
  bool dynamic = false;
  for (func::FuncOp fn : modelFunctions(module)) {
    fn.walk([&](Operation *op) {
      if (!isComputeOp(op))
        return;
      ++ops;
      for (Value r : op->getResults()) {
        bool returned = llvm::any_of(r.getUsers(), [](Operation *u) {
          return isa<func::ReturnOp>(u);
        });
        if (returned)
          continue;
        if (std::optional<int64_t> b = staticBytes(r.getType()))
          bytes += *b;
        else
          dynamic = true;
      }
    });
  }
  stats.graphOps = ops;
  if (!dynamic)
    stats.unfusedBytes = bytes;
}

void collectGraphStats(ModuleOp module, ModelStats &stats) {
  int64_t fused = 0, groups = 0;
  for (func::FuncOp fn : modelFunctions(module)) {
    fn.walk([&](graph::FusedOp group) {
      ++groups;
      int64_t members = llvm::count_if(
          group.getBody().front(), [](Operation &op) { return isComputeOp(&op); });
      if (members > 1)
        fused += members;
    });
  }
  stats.fusedOps = fused;
  stats.groups = groups;
}

void collectKernelStats(ModuleOp module, ModelStats &stats) {
  int64_t launches = 0, arena = 0, dynamicBuffers = 0;
  for (func::FuncOp fn : modelFunctions(module)) {
    fn.walk([&](kernel::LaunchOp) { ++launches; });
    if (auto planned = fn->getAttrOfType<IntegerAttr>("kernel.arena_bytes"))
      arena += planned.getInt();
    fn.walk([&](memref::AllocOp alloc) {
      // The arena is counted above; a returned buffer is a model output,
      // which unfusedBytes does not count either.
      if (alloc->hasAttr("kernel.arena") || isReturned(alloc))
        return;
      if (std::optional<int64_t> b = staticBytes(alloc.getType()))
        arena += *b;
      else
        ++dynamicBuffers;
    });
  }
  stats.kernels = launches;
  stats.arenaBytes = arena;
  stats.dynamicBuffers = dynamicBuffers;
}

void printStats(const ModelStats &stats, llvm::raw_ostream &os) {
  auto line = [&](llvm::StringRef name, std::optional<int64_t> v) {
    os << name << ": ";
    if (v)
      os << *v;
    else
      os << "?";
    os << "\n";
  };
  line("graph-ops", stats.graphOps);
  line("kernels", stats.kernels);
  line("fused-groups", stats.groups);
  line("fused-ops", stats.fusedOps);
  line("arena-bytes", stats.arenaBytes);
  line("dynamic-buffers", stats.dynamicBuffers);
  line("unfused-bytes", stats.unfusedBytes);
}

//===----------------------------------------------------------------------===//
// Graphviz
//===----------------------------------------------------------------------===//

namespace {

std::string escape(llvm::StringRef s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out;
}

std::string typeString(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

class DotWriter {
public:
  explicit DotWriter(llvm::raw_ostream &os) : os(os) {}

  void writeFunction(func::FuncOp fn) {
    os << "  subgraph cluster_fn_" << fnIndex++ << " {\n"
       << "    label=\"@" << escape(fn.getSymName()) << "\"; style=dashed;\n";
    for (BlockArgument arg : fn.getArguments()) {
      std::string label = "input " + std::to_string(arg.getArgNumber());
      if (auto name = fn.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                      "graph.name"))
        label += " '" + name.str() + "'";
      label += "\n" + typeString(arg.getType());
      nodes[arg] = node(label, "shape=ellipse, style=filled, "
                               "fillcolor=\"#dbeafe\"",
                        "    ");
    }
    for (Operation &op : fn.getBody().front())
      writeOp(op, "    ");
    os << "  }\n";
  }

private:
  std::string node(llvm::StringRef label, llvm::StringRef style,
                   llvm::StringRef indent) {
    std::string id = "n" + std::to_string(counter++);
    os << indent << id << " [label=\"" << escape(label) << "\"";
    if (!style.empty())
      os << ", " << style;
    os << "];\n";
    return id;
  }

  void edge(Value v, llvm::StringRef to) {
    auto it = nodes.find(v);
    if (it == nodes.end())
      return;
    edges.push_back(it->second + " -> " + to.str() + " [tooltip=\"" +
                    escape(typeString(v.getType())) + "\"]");
  }

  void writeOp(Operation &op, llvm::StringRef indent) {
    if (auto group = dyn_cast<graph::FusedOp>(op)) {
      Block &body = group.getBody().front();
      for (auto [arg, input] :
           llvm::zip(body.getArguments(), group.getInputs())) {
        auto it = nodes.find(input);
        if (it != nodes.end())
          nodes[arg] = it->second;
      }
      os << indent << "subgraph cluster_" << clusterIndex++ << " {\n"
         << indent << "  label=\"kernel " << escape(group.getName())
         << "\"; style=rounded; color=\"#2563eb\";\n";
      std::string inner = (indent + "  ").str();
      for (Operation &member : body)
        if (!isa<graph::YieldOp>(member))
          writeOp(member, inner);
      os << indent << "}\n";
      auto yield = cast<graph::YieldOp>(body.getTerminator());
      for (auto [result, yielded] :
           llvm::zip(group.getResults(), yield->getOperands()))
        if (nodes.count(yielded))
          nodes[result] = nodes[yielded];
      return;
    }
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      auto fn = op.getParentOfType<func::FuncOp>();
      for (auto [i, v] : llvm::enumerate(ret.getOperands())) {
        std::string label = "output " + std::to_string(i);
        if (auto name = fn.getResultAttrOfType<StringAttr>(i, "graph.name"))
          label += " '" + name.str() + "'";
        label += "\n" + typeString(v.getType());
        std::string id = node(label,
                              "shape=ellipse, style=filled, "
                              "fillcolor=\"#dcfce7\"",
                              indent);
        edge(v, id);
      }
      return;
    }
    std::string label = op.getName().getStringRef().str();
    for (Value r : op.getResults())
      label += "\n" + typeString(r.getType());
    bool constant = isa<graph::ConstantOp>(op);
    std::string id =
        node(label, constant ? "shape=note, fontsize=9, color=gray" : "",
             indent);
    for (Value operand : op.getOperands())
      edge(operand, id);
    for (Value r : op.getResults())
      nodes[r] = id;
  }

public:
  void finish() {
    for (const std::string &e : edges)
      os << "  " << e << ";\n";
  }

private:
  llvm::raw_ostream &os;
  llvm::DenseMap<Value, std::string> nodes;
  std::vector<std::string> edges;
  unsigned counter = 0, clusterIndex = 0, fnIndex = 0;
};

} // namespace

void writeGraphDot(ModuleOp module, llvm::raw_ostream &os) {
  os << "digraph mlc {\n"
     << "  rankdir=TB;\n"
     << "  node [shape=box, fontname=\"monospace\", fontsize=10];\n"
     << "  edge [color=\"#555555\"];\n";
  DotWriter writer(os);
  for (func::FuncOp fn : modelFunctions(module))
    writer.writeFunction(fn);
  writer.finish();
  os << "}\n";
}

} // namespace mlc
