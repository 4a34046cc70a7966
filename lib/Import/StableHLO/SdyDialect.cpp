//===- SdyDialect.cpp - the shardy ops JAX prints -------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Shardy's syntax is kept as text (SdyOps.td): an attribute or op operand
// `<...>` is read token by token up to its balancing `>`, so any mesh,
// sharding or sharding rule JAX prints parses without mlc modelling it.
//
//===----------------------------------------------------------------------===//

#include "mlc/Import/StableHLO/SdyOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace mlc::sdy;

#include "mlc/Import/StableHLO/SdyDialect.cpp.inc"

void SdyDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "mlc/Import/StableHLO/SdyOps.cpp.inc"
      >();
}

namespace {

/// Reads the tokens after an opening `<` up to the `>` that balances it
/// (nested <>, (), [], {}), appending them to `text` as sdy prints them.
ParseResult parseBalanced(AsmParser &p, std::string &text) {
  int depth = 1;
  auto open = [&](const char *s) {
    ++depth;
    text += s;
  };
  auto close = [&](const char *s) {
    --depth;
    if (depth > 0)
      text += s;
  };
  while (depth > 0) {
    std::string str;
    StringRef kw;
    StringAttr sym;
    int64_t n;
    if (succeeded(p.parseOptionalGreater()))
      close(">");
    else if (succeeded(p.parseOptionalRParen()))
      close(")");
    else if (succeeded(p.parseOptionalRSquare()))
      close("]");
    else if (succeeded(p.parseOptionalRBrace()))
      close("}");
    else if (succeeded(p.parseOptionalLess()))
      open("<");
    else if (succeeded(p.parseOptionalLParen()))
      open("(");
    else if (succeeded(p.parseOptionalLSquare()))
      open("[");
    else if (succeeded(p.parseOptionalLBrace()))
      open("{");
    else if (succeeded(p.parseOptionalComma()))
      text += ", ";
    else if (succeeded(p.parseOptionalArrow()))
      text += "->";
    else if (succeeded(p.parseOptionalEqual()))
      text += "=";
    else if (succeeded(p.parseOptionalColon()))
      text += ":";
    else if (succeeded(p.parseOptionalQuestion()))
      text += "?";
    else if (succeeded(p.parseOptionalString(&str)))
      text += "\"" + str + "\"";
    else if (succeeded(p.parseOptionalSymbolName(sym)))
      text += "@" + sym.str();
    else if (succeeded(p.parseOptionalKeyword(&kw)))
      text += kw.str();
    else if (OptionalParseResult r = p.parseOptionalInteger(n); r.has_value()) {
      if (failed(*r))
        return failure();
      text += std::to_string(n);
    } else {
      return p.emitError(p.getCurrentLocation(),
                         "unexpected token in a shardy (sdy) attribute");
    }
  }
  return success();
}

} // namespace

Attribute SdyDialect::parseAttribute(DialectAsmParser &parser,
                                     Type type) const {
  // Kept whole: `#sdy.NAME<...>` becomes an opaque attribute of the sdy
  // namespace holding `NAME<...>`, printed back the same. Its tokens are
  // read through only to reach its end.
  std::string spec = parser.getFullSymbolSpec().str();
  std::string readThrough;
  StringRef name;
  if (parser.parseKeyword(&name) ||
      (succeeded(parser.parseOptionalLess()) &&
       failed(parseBalanced(parser, readThrough))))
    return {};
  return OpaqueAttr::get(StringAttr::get(getContext(), "sdy"), spec,
                         NoneType::get(getContext()));
}

void SdyDialect::printAttribute(Attribute attr, DialectAsmPrinter &p) const {
  if (auto opaque = dyn_cast<OpaqueAttr>(attr))
    p << opaque.getAttrData();
}

ParseResult MeshOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  std::string mesh;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes) ||
      parser.parseEqual() || parser.parseLess() ||
      parseBalanced(parser, mesh) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.addAttribute(getMeshAttrName(result.name),
                      parser.getBuilder().getStringAttr(mesh));
  return success();
}

void MeshOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printSymbolName(getSymName());
  p << " = <" << getMesh() << ">";
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getSymNameAttrName(), getMeshAttrName()});
}

namespace {

ParseResult parseIdentity(OpAsmParser &parser, OperationState &result,
                          StringAttr shardingName) {
  OpAsmParser::UnresolvedOperand input;
  std::string sharding;
  Type type;
  if (parser.parseOperand(input) || parser.parseLess() ||
      parseBalanced(parser, sharding) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperand(input, type, result.operands))
    return failure();
  result.addAttribute(shardingName,
                      parser.getBuilder().getStringAttr(sharding));
  result.addTypes(type);
  return success();
}

void printIdentity(OpAsmPrinter &p, Operation *op, Value input,
                   StringRef sharding, StringAttr shardingName) {
  p << ' ' << input << " <" << sharding << ">";
  p.printOptionalAttrDict(op->getAttrs(), {shardingName});
  p << " : " << input.getType();
}

} // namespace

ParseResult ShardingConstraintOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  return parseIdentity(parser, result, getShardingAttrName(result.name));
}

void ShardingConstraintOp::print(OpAsmPrinter &p) {
  printIdentity(p, *this, getInput(), getSharding(), getShardingAttrName());
}

ParseResult ReshardOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseIdentity(parser, result, getShardingAttrName(result.name));
}

void ReshardOp::print(OpAsmPrinter &p) {
  printIdentity(p, *this, getInput(), getSharding(), getShardingAttrName());
}

#define GET_OP_CLASSES
#include "mlc/Import/StableHLO/SdyOps.cpp.inc"
