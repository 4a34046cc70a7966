//===- GraphToTile.cpp - graph.fused → tile.kernel ------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/Passes.h"
#include "mlc/Conversion/GraphToTile/GraphToTile.h"
#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlc/Dialect/Tile/IR/TileOps.h"

#include "LoweringUtils.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/DialectConversion.h"
#include <map>
#include "llvm/Support/FormatVariadic.h"

namespace mlc {
#define GEN_PASS_DEF_CONVERTGRAPHTOTILEPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;
using namespace mlc::lowering;

GraphTypeConverter::GraphTypeConverter() {
  addConversion([](Type t) { return t; });
  addConversion([](IntegerType t) -> Type { return signless(t); });
  addConversion([](RankedTensorType t) -> Type { return signlessTensor(t); });
}

void mlc::populateGraphToLinalgPatterns(GraphTypeConverter &converter,
                                        RewritePatternSet &patterns,
                                        bool padByPredicate) {
  populateGraphElementwiseToLinalgPatterns(converter, patterns);
  populateGraphNNToLinalgPatterns(converter, patterns, padByPredicate);
  populateGraphShapeToLinalgPatterns(converter, patterns);
}

namespace {

std::string encodeName(StringRef name) {
  std::string out;
  for (unsigned char c : name) {
    if (llvm::isAlnum(c) || StringRef("_.:/-").contains(c))
      out.push_back(c);
    else
      out += llvm::formatv("%{0:X-2}", (unsigned)c).str();
  }
  return out.empty() ? "%00" : out;
}

/// Records the graph-level signature (names, dtypes with signedness, shapes)
/// before types become signless; mlc-emit-artifact-abi turns it into the
/// artifact's metadata.
LogicalResult recordSignature(func::FuncOp func) {
  std::string record;
  FunctionType type = func.getFunctionType();
  auto line = [&](StringRef kind, StringAttr name, std::string fallback,
                  Type t) -> LogicalResult {
    auto tt = dyn_cast<RankedTensorType>(t);
    if (!tt)
      return func.emitError("model ") << kind << " '" << fallback
                                      << "' must be a ranked tensor, got " << t;
    record += (kind + " " + encodeName(name ? name.getValue() : fallback) +
               " " + artifactDTypeName(tt.getElementType()) + " " +
               graph::shapeString(tt.getShape()) + "\n")
                  .str();
    return success();
  };
  for (unsigned i = 0; i < type.getNumInputs(); ++i)
    if (failed(line("input", func.getArgAttrOfType<StringAttr>(i, "graph.name"),
                    "input_" + std::to_string(i), type.getInput(i))))
      return failure();
  for (unsigned i = 0; i < type.getNumResults(); ++i)
    if (failed(line("output",
                    func.getResultAttrOfType<StringAttr>(i, "graph.name"),
                    "output_" + std::to_string(i), type.getResult(i))))
      return failure();
  // Dynamic input dims that are one size (the model names them alike; a
  // name may be an expression of others, "past + 1") or have an upper
  // bound: "dim <name> <bound> <input>:<dim> ...", `-` for an
  // unnamed dim, bound 0 for none. The runtime checks them when a run
  // starts.
  std::map<std::string, std::pair<int64_t, std::string>> groups;
  for (unsigned i = 0; i < type.getNumInputs(); ++i) {
    auto names = func.getArgAttrOfType<ArrayAttr>(i, "graph.dim_names");
    auto bounds = func.getArgAttrOfType<DenseI64ArrayAttr>(i, "graph.dim_bounds");
    auto tt = dyn_cast<RankedTensorType>(type.getInput(i));
    if (!tt || (!names && !bounds))
      continue;
    for (int64_t d = 0; d < tt.getRank(); ++d) {
      if (!tt.isDynamicDim(d))
        continue;
      StringRef n;
      if (names && d < (int64_t)names.size())
        if (auto sa = dyn_cast<StringAttr>(names[d]))
          n = sa.getValue();
      int64_t bound = bounds && d < (int64_t)bounds.size() ? bounds[d] : 0;
      if (n.empty() && bound <= 0)
        continue;
      std::string key = n.empty() ? "-" + std::to_string(i) + ":" +
                                        std::to_string(d)
                                  : encodeName(n);
      auto &[b, where] = groups[key];
      if (bound > 0)
        b = b > 0 ? std::min(b, bound) : bound;
      where += " " + std::to_string(i) + ":" + std::to_string(d);
    }
  }
  for (auto &[key, g] : groups)
    if (g.first > 0 || key[0] != '-')
      record += "dim " + (key[0] == '-' ? std::string("-") : key) + " " +
              std::to_string(g.first) + g.second + "\n";
  // Inputs kept in place (graph-cache-in-place): "inplace <input> <output>
  // <axis> <rows>"; the runtime checks the room before a run.
  for (unsigned i = 0; i < type.getNumInputs(); ++i)
    if (auto inPlace =
            func.getArgAttrOfType<DenseI64ArrayAttr>(i, "graph.in_place");
        inPlace && inPlace.size() == 2)
      record += "inplace " + std::to_string(i) + " " +
                std::to_string(inPlace[0]) + " 1 " +
                std::to_string(inPlace[1]) + "\n";
  func->setAttr("mlc.signature", StringAttr::get(func.getContext(), record));
  return success();
}

struct FusedLowering : OpConversionPattern<graph::FusedOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(graph::FusedOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(typeConverter->convertTypes(op.getResultTypes(), resultTypes)))
      return failure();
    // The kernel is made with an empty body, which takes the fused op's: a
    // body block made and erased here would leak when the conversion fails
    // elsewhere and is rolled back (LeakSanitizer, the ONNX 1.23 node suite
    // under --force-dynamic).
    OperationState state(op.getLoc(), tile::KernelOp::getOperationName());
    state.addAttribute(tile::KernelOp::getNameAttrName(state.name),
                       rewriter.getStringAttr(op.getName()));
    state.addAttribute(tile::KernelOp::getTileSizesAttrName(state.name),
                       rewriter.getDenseI64ArrayAttr({}));
    state.addOperands(adaptor.getInputs());
    state.addTypes(resultTypes);
    state.addRegion();
    auto kernel = cast<tile::KernelOp>(rewriter.create(state));
    rewriter.inlineRegionBefore(op.getBody(), kernel.getBody(),
                                kernel.getBody().end());
    if (failed(rewriter.convertRegionTypes(&kernel.getBody(), *typeConverter)))
      return failure();
    rewriter.replaceOp(op, kernel.getResults());
    return success();
  }
};

struct YieldLowering : OpConversionPattern<graph::YieldOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(graph::YieldOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<tile::YieldOp>(op, adaptor.getValues());
    return success();
  }
};

struct ConstantLowering : OpConversionPattern<graph::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(graph::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = signlessTensor(op.getType());
    Attribute value = op.getValue();
    if (type != op.getType()) {
      if (auto dense = dyn_cast<DenseElementsAttr>(value))
        value = dense.bitcast(type.getElementType());
      else if (auto res = dyn_cast<DenseResourceElementsAttr>(value))
        value = DenseResourceElementsAttr::get(type, res.getRawHandle());
      else
        return rewriter.notifyMatchFailure(op, "unsupported constant kind");
    }
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type,
                                                   cast<TypedAttr>(value));
    return success();
  }
};

/// The length of the rows a kernel reduces, when one of its linalg ops
/// reduces over its trailing loops and reads its inputs along the last one
/// (a row sum, the max and sum of softmax, the moments of a norm): the GPU
/// gives each row to a group of a block's threads (KernelToGPU). 0 when there
/// is no such op, ShapedType::kDynamic when the length is not static.
static int64_t rowReductionLength(tile::KernelOp kernel) {
  int64_t length = 0;
  kernel.walk([&](linalg::LinalgOp op) {
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    unsigned numLoops = iters.size();
    if (numLoops == 0 || iters.back() != utils::IteratorType::reduction)
      return WalkResult::advance();
    AffineExpr last = getAffineDimExpr(numLoops - 1, op.getContext());
    // The rows: an operand that every loop indexes. A conv or pool whose
    // input is read by predicate has only its weights (or window) among
    // the operands, the same for every output: not rows, but windows of
    // one output per thread.
    bool rows = false;
    for (OpOperand *input : op.getDpsInputOperands()) {
      AffineMap map = op.getMatchingIndexingMap(input);
      if (map.getNumResults() != 0 && map.isFunctionOfDim(numLoops - 1) &&
          map.getResults().back() != last)
        return WalkResult::advance();
      rows |= llvm::all_of(llvm::seq<unsigned>(0, numLoops),
                           [&](unsigned d) { return map.isFunctionOfDim(d); });
    }
    if (!rows)
      return WalkResult::advance();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    length = 1;
    for (unsigned i = 0; i < numLoops; ++i) {
      if (iters[i] != utils::IteratorType::reduction)
        continue;
      if (ShapedType::isDynamic(ranges[i])) {
        length = ShapedType::kDynamic;
        break;
      }
      length *= ranges[i];
    }
    return WalkResult::interrupt();
  });
  return length;
}

/// Elements of the innermost loop that one GPU thread moves when the root
/// copies rows (KernelToGPU's lowerRowGather: a gather along an outer dim,
/// a constant pad of outer dims): the widest vector of 16, 8 or 4 bytes
/// (two elements or more) whose length divides the row's, else 1.
static int64_t rowCopyVector(linalg::LinalgOp root, int64_t innermost) {
  auto generic = dyn_cast<linalg::GenericOp>(root.getOperation());
  auto type = dyn_cast<RankedTensorType>(root->getResult(0).getType());
  if (!generic || !type || !type.getElementType().isIntOrFloat())
    return 1;
  int64_t bits = type.getElementType().getIntOrFloatBitWidth();
  int64_t extent = generic.getStaticLoopRanges()[innermost];
  int64_t width = 0;
  for (int64_t bytes = 16; bytes >= 4 && !width && bits % 8 == 0; bytes /= 2)
    if (int64_t w = bytes * 8 / bits;
        w >= 2 && !ShapedType::isDynamic(extent) && extent % w == 0)
      width = w;
  if (!width)
    return 1;
  for (OpOperand *input : generic.getDpsInputOperands())
    if (generic.getMatchingIndexingMap(input).isFunctionOfDim(innermost))
      return 1;
  bool rows = false;
  generic.getBody()->walk([&](tensor::ExtractOp extract) {
    if (extract.getIndices().empty())
      return;
    auto index = extract.getIndices().back().getDefiningOp<linalg::IndexOp>();
    rows |= index && index.getDim() == innermost;
  });
  return rows ? width : 1;
}

/// The CPU's tiling knobs, for measuring (convert-graph-to-tile's cpu-*
/// options; the defaults are what measured best).
struct CPUTilingOptions {
  /// The choice of the cut loop counts the bytes an epilogue root's
  /// producers read (a conv's weights), not only the root's operands.
  bool cutReadsThroughEpilogue = true;
  /// The narrowest contiguous output loop (a channels-last conv's output
  /// channels) that may be cut instead of rows.
  int64_t channelCutMin = 64 * 8; // kMinVectorTile elements in 8 tiles
  /// Grids balanced over two threads (balanceGrid), not the first whole
  /// tiling.
  bool balancedGrid = true;
};

/// Makes a CPU grid of whole tiles along loop `i` split evenly over two
/// threads where each tile stays heavy: the pool hands out tiles one at a
/// time, so an odd count of a few tiles leaves one thread idle for a tile's
/// time (resnet18's 28- and 14-row 3x3 convs in 7 tiles: 4 against 3, an
/// eighth of the kernel). The finer divisor with an even count is taken
/// when each tile still does `kMinTileWork` multiply-adds of the kernel's
/// contraction (`work`, all of it): smaller tiles cost more than the
/// balance gains (each re-reads the weights and pads its rows; on the Xeon
/// at 2 threads, balancing every grid made mobilenet_v2 1.11x and
/// squeezenet1_1 1.06x slower while resnet18 was 1.12x faster).
static void balanceGrid(SmallVectorImpl<int64_t> &sizes,
                        ArrayRef<int64_t> ranges, size_t i,
                        int64_t maxTiles, double work) {
  constexpr double kMinTileWork = 4e6;
  int64_t range = ranges[i];
  int64_t count = range / sizes[i];
  if (count % 2 == 0)
    return;
  for (int64_t n = count + 1; n <= std::min(range, maxTiles); ++n)
    if (range % n == 0 && n % 2 == 0) {
      if (work / n >= kMinTileWork)
        sizes[i] = range / n;
      return;
    }
}

/// The multiply-adds of the largest contraction in `kernel` (a linalg op
/// with a reduction loop and static ranges: a conv, a pool's window), 0
/// when it has none.
static double contractionWork(tile::KernelOp kernel) {
  double work = 0;
  kernel.getBody().walk([&](linalg::LinalgOp op) {
    if (op.getNumReductionLoops() == 0)
      return;
    double w = 1;
    for (int64_t r : op.getStaticLoopRanges()) {
      if (ShapedType::isDynamic(r))
        return;
      w *= r;
    }
    work = std::max(work, w);
  });
  return work;
}

/// Sibling groups (graph-form-fused-groups' horizontal fusion) yield the
/// results of several independent elementwise roots over one iteration
/// space. They become one linalg.generic with a result per root, so that the
/// kernel has one root to cut into a grid (CPU: one scf.forall; CUDA: one
/// launch) and each tile reads the shared input once for all of them. Only
/// roots whose results nothing in the kernel but the yield reads, all of
/// their loops parallel with the same static ranges and identity outputs;
/// any other multi-result kernel is left as it is (one tile instance).
static void mergeSiblingRoots(tile::KernelOp kernel) {
  auto yield = cast<tile::YieldOp>(kernel.getBody().front().getTerminator());
  if (yield.getValues().size() < 2)
    return;
  SmallVector<linalg::GenericOp> roots;
  for (Value v : yield.getValues()) {
    auto generic = v.getDefiningOp<linalg::GenericOp>();
    if (!generic || generic->getBlock() != yield->getBlock())
      return;
    if (!llvm::is_contained(roots, generic))
      roots.push_back(generic);
  }
  if (roots.size() < 2)
    return;
  SmallVector<int64_t> ranges = roots.front().getStaticLoopRanges();
  for (linalg::GenericOp g : roots) {
    if (g.getNumReductionLoops() != 0 || !g.hasPureTensorSemantics() ||
        g.getStaticLoopRanges() != ranges ||
        llvm::any_of(ranges, ShapedType::isDynamic))
      return;
    for (OpOperand &init : g.getDpsInitsMutable())
      if (!g.getMatchingIndexingMap(&init).isIdentity())
        return;
    for (Value r : g->getResults())
      for (Operation *user : r.getUsers())
        if (user != yield)
          return;
  }
  llvm::sort(roots, [](linalg::GenericOp a, linalg::GenericOp b) {
    return a->isBeforeInBlock(b);
  });
  // An input the roots read alike (the shared tensor, through the same
  // map) is one operand of the merged op: one load an element for all.
  SmallVector<Value> inputs, inits;
  SmallVector<AffineMap> maps, initMaps;
  SmallVector<Type> resultTypes;
  auto inputIndex = [&](Value v, AffineMap map) {
    for (auto [i, in] : llvm::enumerate(inputs))
      if (in == v && maps[i] == map)
        return i;
    inputs.push_back(v);
    maps.push_back(map);
    return inputs.size() - 1;
  };
  SmallVector<SmallVector<size_t>> rootInputs;
  for (linalg::GenericOp g : roots) {
    SmallVector<size_t> &indices = rootInputs.emplace_back();
    for (OpOperand *in : g.getDpsInputOperands())
      indices.push_back(inputIndex(in->get(), g.getMatchingIndexingMap(in)));
    for (OpOperand &init : g.getDpsInitsMutable()) {
      inits.push_back(init.get());
      initMaps.push_back(g.getMatchingIndexingMap(&init));
    }
    llvm::append_range(resultTypes, g->getResultTypes());
  }
  maps.append(initMaps);
  OpBuilder b(roots.back()->getNextNode());
  auto merged = linalg::GenericOp::create(
      b, kernel.getLoc(), resultTypes, inputs, inits, maps,
      roots.front().getIteratorTypesArray(),
      [&](OpBuilder &nb, Location loc, ValueRange args) {
        SmallVector<Value> yielded;
        size_t out = inputs.size();
        for (auto [g, indices] : llvm::zip(roots, rootInputs)) {
          IRMapping mapping;
          Block *body = g.getBody();
          for (auto [i, index] : llvm::enumerate(indices))
            mapping.map(body->getArgument(i), args[index]);
          for (unsigned i = 0; i < g.getNumDpsInits(); ++i)
            mapping.map(body->getArgument(g.getNumDpsInputs() + i),
                        args[out++]);
          for (Operation &op : body->without_terminator())
            nb.clone(op, mapping);
          for (Value v : body->getTerminator()->getOperands())
            yielded.push_back(mapping.lookupOrDefault(v));
        }
        linalg::YieldOp::create(nb, loc, yielded);
      });
  unsigned next = 0;
  for (linalg::GenericOp g : roots) {
    for (Value r : g->getResults())
      r.replaceAllUsesWith(merged->getResult(next++));
    g->erase();
  }
}

/// Tile sizes for a kernel on the CPU: one parallel loop of the root op is
/// cut so that the grid has up to `kMaxTiles` instances (the first whose
/// size is not 1, or a wide contiguous one that leaves each tile much less
/// data to read);
/// other loops stay whole. On the GPU every parallel loop but the
/// innermost is cut to 1 and the innermost to at most 1024: many tiles, one
/// per thread block, each a contiguous row of work for the block's threads
/// (several rows when the innermost loop is shorter than a block).
/// Kernels with row reductions keep whole rows in a tile instead (one row,
/// or several when rows are short), so that no block recomputes another's
/// reduction.
SmallVector<int64_t> chooseTileSizes(tile::KernelOp kernel, bool gpu,
                                     const CPUTilingOptions &cpu) {
  constexpr int64_t kMaxTiles = 8, kDynamicTile = 8;
  auto yield = cast<tile::YieldOp>(kernel.getBody().front().getTerminator());
  if (yield.getValues().empty())
    return {};
  auto root = yield.getValues()[0].getDefiningOp<linalg::LinalgOp>();
  // One root: one result, or the several of merged siblings
  // (mergeSiblingRoots: parallel loops, identity outputs).
  if (!root || llvm::any_of(yield.getValues(), [&](Value v) {
        return v.getDefiningOp() != root.getOperation();
      }))
    return {};
  if (root->getNumResults() != 1 &&
      (root.getNumReductionLoops() != 0 ||
       llvm::any_of(ArrayRef<AffineMap>(root.getIndexingMapsArray())
                        .drop_front(root.getNumDpsInputs()),
                    [](AffineMap m) { return !m.isIdentity(); })))
    return {};
  SmallVector<int64_t> ranges = root.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iters = root.getIteratorTypesArray();
  SmallVector<int64_t> sizes(ranges.size(), 0);
  if (llvm::is_contained(ranges, 0))
    return {}; // empty: nothing to distribute
  // A launch grid has three dimensions: the innermost cut loops beyond
  // three stay whole (pools and convs have four outer loops), else the
  // kernel would run as one instance.
  auto capCutLoops = [&](int64_t innermost) {
    auto isCut = [&](size_t i) {
      return sizes[i] != 0 && sizes[i] != ranges[i];
    };
    int64_t cut = llvm::count_if(llvm::seq<size_t>(0, ranges.size()), isCut);
    for (int64_t i = innermost; i >= 0 && cut > 3; --i)
      if (isCut(i) && !ShapedType::isDynamic(ranges[i])) {
        sizes[i] = 0;
        --cut;
      }
  };
  if (gpu) {
    int64_t innermost = -1;
    for (size_t i = 0; i < ranges.size(); ++i)
      if (iters[i] == utils::IteratorType::parallel)
        innermost = i;
    if (innermost < 0)
      return {};
    if (int64_t row = rowReductionLength(kernel)) {
      // Rows per tile: about 1024 elements when rows are shorter than a
      // 256-thread block, else one.
      int64_t rows = 1;
      if (!ShapedType::isDynamic(row) && row < 256)
        rows = 1024 / llvm::PowerOf2Ceil(std::max<int64_t>(row, 1));
      // The root either reduces the rows itself (its parallel loops index
      // rows) or runs along them (its innermost loop is the row).
      int64_t rowLoop = innermost;
      if (iters.back() != utils::IteratorType::reduction) {
        rowLoop = -1;
        for (int64_t i = 0; i < innermost; ++i)
          if (iters[i] == utils::IteratorType::parallel)
            rowLoop = i;
      }
      for (size_t i = 0; i < ranges.size(); ++i) {
        if (iters[i] != utils::IteratorType::parallel ||
            (int64_t)i == innermost)
          continue;
        sizes[i] = 1;
      }
      // Only whole tiles: a partial one would need dynamically sized
      // temporaries, which the GPU cannot place in shared memory.
      if (rowLoop >= 0) {
        if (ShapedType::isDynamic(ranges[rowLoop]))
          rows = 1;
        while (rows > 1 && ranges[rowLoop] % rows != 0)
          rows /= 2;
        sizes[rowLoop] = rows;
      }
      if (rowLoop != innermost)
        sizes[innermost] = 0; // the whole row
      capCutLoops(innermost);
      if (llvm::all_of(sizes, [](int64_t s) { return s == 0; }))
        return {};
      return sizes;
    }
    for (size_t i = 0; i < ranges.size(); ++i) {
      if (iters[i] != utils::IteratorType::parallel)
        continue;
      if ((int64_t)i != innermost)
        sizes[i] = 1;
      else
        sizes[i] = ShapedType::isDynamic(ranges[i])
                       ? 1024
                       : std::min<int64_t>(ranges[i], 1024);
    }
    // A short innermost loop (a CNN's last stages are 7 or 14 wide) would
    // leave most of a block's threads idle: the tile grows over the loops
    // outside it until it holds a block's worth of outputs. Whole tiles only
    // (divisors), so that temporaries keep static sizes.
    // Row copies move a vector a thread: a block's worth of vectors.
    const int64_t kBlockWork = 256 * rowCopyVector(root, innermost);
    int64_t work = sizes[innermost];
    if (ranges[innermost] == work) {
      for (int64_t i = innermost - 1; i >= 0 && work < kBlockWork; --i) {
        if (iters[i] != utils::IteratorType::parallel)
          continue;
        if (ShapedType::isDynamic(ranges[i])) {
          // A dynamic loop (a KV cache's length) takes the rest in one
          // tile of a power of two, the last one partial.
          sizes[i] = llvm::bit_floor(
              uint64_t(llvm::divideCeil(kBlockWork, work)));
          break;
        }
        int64_t t = std::min<int64_t>(ranges[i],
                                      llvm::divideCeil(kBlockWork, work));
        while (ranges[i] % t != 0)
          --t;
        sizes[i] = t;
        work *= t;
        if (t != ranges[i])
          break;
      }
    }
    capCutLoops(innermost);
    return sizes;
  }
  // The CPU cuts one parallel loop: the first whose size is not 1, or the
  // output's contiguous loop when that leaves each tile less than half the
  // data to read (all operands static): a channels-last conv over a 7x7
  // map with 512 channels cut along its rows read all 9 MiB of weights in
  // every tile (resnet18 at 1 thread on the Xeon: 62 ms; cut along the
  // output channels, each tile reads an eighth of them: 46 ms). Other
  // loops measured no better (NCHW convs cut along rows: resnet18 slower).
  std::optional<size_t> first;
  for (size_t i = 0; i < ranges.size() && !first; ++i)
    if (iters[i] == utils::IteratorType::parallel && ranges[i] != 1)
      first = i;
  bool staticOperands = llvm::all_of(root->getOpOperands(), [&](OpOperand &o) {
    auto t = dyn_cast<RankedTensorType>(o.get().getType());
    return !t || t.hasStaticShape();
  });
  // What a tile reads: the root's operands, and for an epilogue root (a
  // conv's bias, residual add and relu) the operands of the ops whose
  // results it reads at its own position instead of those results, which
  // stay in cache: a channels-last conv's weights are the bytes that
  // decide the cut. A producer's leading loops are the root's when its
  // result is indexed (d0, ..., dk-1), k the root's loop count.
  SmallVector<std::pair<OpOperand *, AffineMap>> reads;
  SmallVector<std::pair<OpOperand *, AffineMap>> worklist;
  for (OpOperand &o : root->getOpOperands())
    worklist.push_back({&o, root.getMatchingIndexingMap(&o)});
  unsigned rootLoops = root.getNumLoops();
  while (!worklist.empty()) {
    auto [o, map] = worklist.pop_back_val();
    auto producer = o->get().getDefiningOp<linalg::LinalgOp>();
    auto owner = cast<linalg::LinalgOp>(o->getOwner());
    bool expand = cpu.cutReadsThroughEpilogue && producer &&
                  producer->getBlock() == root->getBlock() &&
                  producer->getNumResults() == 1 && owner.isDpsInput(o) &&
                  map.isIdentity() && map.getNumDims() == rootLoops;
    if (expand) {
      AffineMap out =
          producer.getIndexingMapMatchingResult(cast<OpResult>(o->get()));
      expand = out.getNumResults() == rootLoops;
      for (unsigned i = 0; expand && i < rootLoops; ++i)
        expand = out.getResult(i) == getAffineDimExpr(i, root->getContext());
    }
    if (!expand) {
      reads.push_back({o, map});
      continue;
    }
    for (OpOperand *in : producer.getDpsInputOperands())
      worklist.push_back({in, producer.getMatchingIndexingMap(in)});
  }
  // Sizes compare only when every tensor a tile reads is static (a
  // producer's operand may be dynamic where the root's are not: a decode
  // step's KV cache).
  bool staticReads = llvm::all_of(reads, [](auto &read) {
    auto t = dyn_cast<RankedTensorType>(read.first->get().getType());
    return !t || t.hasStaticShape();
  });
  auto perTileBytes = [&](size_t d) {
    double bytes = 0;
    for (auto [o, map] : reads) {
      auto t = dyn_cast<RankedTensorType>(o->get().getType());
      if (!t)
        continue;
      double size = t.getNumElements() *
                    llvm::divideCeil(t.getElementTypeBitWidth(), 8);
      if (map.isFunctionOfDim(d))
        size /= std::min(ranges[d], kMaxTiles);
      bytes += size;
    }
    return bytes;
  };
  // The contiguous loop is cut only when at least channelCutMin wide (64
  // elements a tile: the micro-kernel's vectors run along it), and only
  // for a clear gain (a depthwise conv's small weights are not one).
  AffineMap outMap = root.getIndexingMapMatchingResult(root->getResult(0));
  auto contiguous = [&](size_t d) {
    return outMap.getNumResults() > 0 &&
           outMap.getResults().back() ==
               getAffineDimExpr(d, root->getContext());
  };
  if (first && !ShapedType::isDynamic(ranges[*first]) && staticOperands &&
      staticReads) {
    double best = perTileBytes(*first);
    for (size_t i = *first + 1; i < ranges.size(); ++i) {
      if (iters[i] != utils::IteratorType::parallel || !contiguous(i) ||
          ShapedType::isDynamic(ranges[i]) ||
          ranges[i] < cpu.channelCutMin)
        continue;
      double bytes = perTileBytes(i);
      if (bytes < 0.5 * best) {
        best = bytes;
        first = i;
      }
    }
  }
  if (!first)
    return {};
  size_t i = *first;
  if (ShapedType::isDynamic(ranges[i])) {
    sizes[i] = kDynamicTile;
    return sizes;
  }
  // Whole tiles (a divisor of the loop) where that takes at most 8x the
  // tiles: a partial last tile has dynamic sizes, which the CPU's
  // register-tiled contraction code cannot take (squeezenet's channels-
  // last convs over 55 and 27 rows ran scalar, 25x slower).
  int64_t t = llvm::divideCeil(ranges[i], std::min(ranges[i], kMaxTiles));
  int64_t whole = t;
  while (ranges[i] % whole != 0)
    --whole;
  sizes[i] = ranges[i] / whole <= 8 * kMaxTiles ? whole : t;
  if (cpu.balancedGrid && sizes[i] == whole)
    balanceGrid(sizes, ranges, i, 8 * kMaxTiles, contractionWork(kernel));
  return sizes;
}

struct ConvertGraphToTilePass
    : mlc::impl::ConvertGraphToTilePassBase<ConvertGraphToTilePass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    for (auto func : module.getOps<func::FuncOp>())
      if (func.isPublic() && !func.isDeclaration() &&
          failed(recordSignature(func)))
        return signalPassFailure();
    // A reduction whose reduced dimension is 0 long where the shapes are not
    // all static has no lowering (the canonicalizer makes those of
    // reductions their identity, broadcast: GraphFolders.cpp): a
    // diagnostic, not a crash in tiling.
    WalkResult empty = module.walk([&](Operation *op) {
      if (!isa<graph::ReduceSumOp, graph::ReduceMeanOp, graph::ReduceMaxOp,
               graph::ReduceMinOp, graph::ReduceProdOp, graph::ReduceL2Op,
               graph::ArgMaxOp, graph::ArgMinOp>(op))
        return WalkResult::advance();
      auto in = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
      if (in && llvm::is_contained(in.getShape(), 0)) {
        op->emitError("a reduction over a tensor with a dimension of size 0 "
                      "and run-time sizes is not supported yet");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (empty.wasInterrupted())
      return signalPassFailure();

    GraphTypeConverter converter;
    ConversionTarget target(*ctx);
    target.addIllegalDialect<graph::GraphDialect>();
    target.addLegalOp<ModuleOp>();
    target.addLegalDialect<tile::TileDialect, linalg::LinalgDialect,
                           tensor::TensorDialect, arith::ArithDialect,
                           math::MathDialect, scf::SCFDialect>();
    target.addLegalOp<cf::AssertOp>();
    // Host ops become runtime calls on buffers (HostOpsToCalls.cpp).
    target.addLegalDialect<memref::MemRefDialect,
                           bufferization::BufferizationDialect>();
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
      return converter.isSignatureLegal(op.getFunctionType()) &&
             converter.isLegal(&op.getBody());
    });
    target.addDynamicallyLegalOp<func::ReturnOp, func::CallOp>(
        [&](Operation *op) { return converter.isLegal(op); });
    target.addDynamicallyLegalOp<tile::KernelOp>(
        [&](Operation *op) { return converter.isLegal(op); });

    RewritePatternSet patterns(ctx);
    // The GPU reads windows' padding by predicate: a padded copy would be a
    // per-tile temporary too large (or too dynamic) for shared memory.
    populateGraphToLinalgPatterns(converter, patterns,
                                  /*padByPredicate=*/this->target == "cuda");
    // The GPU's tile program maps onto tensor cores (f16/bf16) or exact f32
    // FMAs over 16-wide K steps; the CPU runs it for every float type.
    MatmulTileOptions matmulTiles;
    if (this->target == "cuda")
      matmulTiles = {128, 128, 32, /*exact=*/true, /*allowF32=*/true,
                     /*kF32=*/16, /*minF32Tiles=*/132};
    // Two waves of 128x256 tiles on the H100/H200's 132 multiprocessors
    // (one block each): fewer tiles would leave some idle in the tail.
    // wgmma-wide-tiles=false keeps 128x128 (TileMatmulToWGMMA.cpp; on the
    // H200, 2026-11-30, the wide ones were 1.24-1.42x faster at 4096^3 and
    // 8192^3).
    if (this->target == "cuda")
      matmulTiles.gemvMaxRows = std::clamp<int64_t>(gemvMaxRows, 0, 8);
    if (this->target == "cuda" && this->chip == "sm_90a" && wgmmaWideTiles) {
      matmulTiles.wideN = 256;
      matmulTiles.wideMinTiles = 2 * 132;
    }
    populateGraphMatmulToTilePatterns(converter, patterns, matmulTiles);
    if (this->target == "cuda")
      populateGraphAttentionToTilePatterns(converter, patterns);
    patterns.add<FusedLowering, YieldLowering, ConstantLowering>(converter,
                                                                 ctx);
    populateGraphHostOpsToCallsPatterns(converter, patterns);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    // Run-time loops (scf.while on tensors between the kernels): their
    // carried values become signless like every other tensor.
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);
    if (failed(applyFullConversion(module, target, std::move(patterns))))
      return signalPassFailure();

    CPUTilingOptions cpu;
    cpu.cutReadsThroughEpilogue = cpuCutReadsThroughEpilogue;
    cpu.channelCutMin = cpuChannelCutMin;
    cpu.balancedGrid = cpuBalancedGrid;
    module.walk([&](tile::KernelOp kernel) {
      mergeSiblingRoots(kernel);
      kernel.setTileSizes(
          chooseTileSizes(kernel, this->target == "cuda", cpu));
    });
  }
};

} // namespace
