//===- GraphHostOps.td - ops that run as runtime calls -----*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Ops that run on the host as calls into the runtime (lib/Runtime/Strings.c):
// the `!graph.string` element type and the ops on string tensors, ops
// whose output shape depends on the data, and run-time checks (assert). They never join a fused group
// (the GraphHostOp trait) and have no GPU lowering.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_IR_GRAPHHOSTOPS_TD
#define MLC_DIALECT_GRAPH_IR_GRAPHHOSTOPS_TD

def Graph_StringType : TypeDef<Graph_Dialect, "String"> {
  let mnemonic = "string";
  let summary = "A variable-length byte string (an ONNX STRING element).";
  let description = [{
    The element type of string tensors, `tensor<3x!graph.string>`. A value
    is a sequence of bytes (UTF-8 in practice; the ops that change case act
    on ASCII letters). Below the graph level a string element is a 16-byte
    handle `{const char *data; int64_t size}` (`MlcString` in
    `mlc-c/Artifact.h`, `i128` lanes in the lowered program) whose bytes the
    runtime owns: data movement copies handles, string ops are host calls.
  }];
}

// Marks ops that run on the host as runtime calls: never part of a fused
// group (graph-form-fused-groups leaves them alone).
def Graph_HostOp : NativeOpTrait<"GraphHostOp"> {
  let cppNamespace = "::mlc::graph";
}

def Graph_StringTensor : RankedTensorOf<[Graph_StringType]>;

def Graph_StringConstantOp : Graph_Op<"string_constant",
    [ConstantLike, Pure, Graph_HostOp, AllTypesMatch<["value", "output"]>]> {
  let summary = "A constant string tensor.";
  let description = [{
    A string tensor from a dense string elements attribute (ONNX string
    initializers and Constant nodes).

    ```mlir
    %s = graph.string_constant dense<["a", "bc"]> : tensor<2x!graph.string>
    ```
  }];
  let arguments = (ins ElementsAttr:$value); // dense strings (verifier)
  let results = (outs Graph_StringTensor:$output);
  let assemblyFormat = "attr-dict $value";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Graph_StringNormalizerOp : Graph_Op<"string_normalizer",
    [Pure, Graph_HostOp]> {
  let summary = "ONNX StringNormalizer: stopword removal and case change.";
  let description = [{
    Removes the elements equal to one of `stopwords` (compared with or
    without case, `is_case_sensitive`), then changes the case of the rest
    (`case_change_action`: `LOWER`, `UPPER` or `NONE`). The input is 1-D
    `[C]` or 2-D `[1, C]`; the output keeps the rank with `C'` elements, the
    number left, which is only known at run time. When every element is
    removed the output is `[1]` (or `[1, 1]`) holding one empty string.
    `locale` names the case rules; only the default (`""`, `C`, `en_US`,
    `en_US.UTF-8`) is supported: ASCII letters change case, other bytes
    are kept.

    ```mlir
    %y = graph.string_normalizer %x {case_change_action = "UPPER",
           is_case_sensitive = false, stopwords = ["monday"], locale = ""}
         : tensor<4x!graph.string> -> tensor<?x!graph.string>
    ```
  }];
  let arguments = (ins Graph_StringTensor:$input,
                       DefaultValuedStrAttr<StrAttr, "NONE">:$case_change_action,
                       DefaultValuedAttr<BoolAttr, "false">:$is_case_sensitive,
                       DefaultValuedAttr<StrArrayAttr, "{}">:$stopwords,
                       DefaultValuedStrAttr<StrAttr, "">:$locale);
  let results = (outs Graph_StringTensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Graph_StringCastOp : Graph_Op<"string_cast", [Pure, Graph_HostOp]> {
  let summary = "Converts between string and numeric tensors (ONNX Cast).";
  let description = [{
    Exactly one of the operand and the result is a string tensor, the other
    numeric or bool, of the same shape. Numbers become their shortest
    decimal text that reads back to the same value (`0.039187793`; `NaN`,
    `INF`, `-INF`); text becomes numbers as `strtod`/`strtoll` read it
    (`NaN`, `INF`, `+INF`, `-INF` accepted; bools: non-zero is true). Text
    that is not a number is a run-time error.

    ```mlir
    %s = graph.string_cast %x : tensor<3xf32> -> tensor<3x!graph.string>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input);
  let results = (outs AnyRankedTensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Graph_NonZeroOp : Graph_Op<"non_zero", [Pure, Graph_HostOp]> {
  let summary = "ONNX NonZero: the indices of the non-zero elements.";
  let description = [{
    A `[rank, N]` i64 tensor holding, column by column in row-major order,
    the indices of the N elements that are not zero; N is only known at run
    time.

    ```mlir
    %i = graph.non_zero %x : tensor<2x2xf32> -> tensor<2x?xi64>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input);
  let results = (outs RankedTensorOf<[I64]>:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Graph_UniqueOp : Graph_Op<"unique", [Pure, Graph_HostOp]> {
  let summary = "ONNX Unique: the distinct elements or slices of a tensor.";
  let description = [{
    Without `axis`, the distinct elements of the flattened input; with it,
    the distinct slices along `axis`. `sorted` orders them ascending (else
    by first occurrence). Results: the unique values (size M along the
    axis, M only known at run time), the index of each one's first
    occurrence [M], the position of every input element (slice) in the
    unique values [N], and how often each occurs [M].

    ```mlir
    %y, %i, %inv, %c = graph.unique %x {sorted = true}
        : tensor<6xf32> -> tensor<?xf32>, tensor<?xi64>, tensor<6xi64>, tensor<?xi64>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input, OptionalAttr<I64Attr>:$axis,
                       DefaultValuedAttr<BoolAttr, "true">:$sorted);
  let results = (outs Graph_Tensor:$output, RankedTensorOf<[I64]>:$indices,
                      RankedTensorOf<[I64]>:$inverse_indices,
                      RankedTensorOf<[I64]>:$counts);
  let assemblyFormat = [{
    $input attr-dict `:` type($input) `->` type($output) `,` type($indices)
    `,` type($inverse_indices) `,` type($counts)
  }];
  let hasVerifier = 1;
}

def Graph_NonMaxSuppressionOp : Graph_Op<"non_max_suppression",
    [Pure, Graph_HostOp]> {
  let summary = "ONNX NonMaxSuppression: greedy box selection by IoU.";
  let description = [{
    `boxes` [B, N, 4] f32 (corners, or center and size when
    `center_point_box`), `scores` [B, C, N] f32, and 1-element tensors:
    `max_output_boxes_per_class` (i64), `iou_threshold` and
    `score_threshold` (f32). Per batch and class, boxes are taken by
    descending score (ties: lower index first) while their score exceeds
    `score_threshold`, skipping those whose IoU with a taken box exceeds
    `iou_threshold`, up to `max_output_boxes_per_class`. The result lists
    [batch, class, box] of each selection: [K, 3] i64, K only known at run
    time.

    ```mlir
    %s = graph.non_max_suppression %b, %s, %m, %iou, %st {center_point_box = 0}
        : tensor<1x6x4xf32>, tensor<1x1x6xf32>, tensor<1xi64>, tensor<1xf32>,
          tensor<1xf32> -> tensor<?x3xi64>
    ```
  }];
  let arguments = (ins RankedTensorOf<[F32]>:$boxes,
                       RankedTensorOf<[F32]>:$scores,
                       RankedTensorOf<[I64]>:$max_output_boxes_per_class,
                       RankedTensorOf<[F32]>:$iou_threshold,
                       RankedTensorOf<[F32]>:$score_threshold,
                       DefaultValuedAttr<I64Attr, "0">:$center_point_box);
  let results = (outs RankedTensorOf<[I64]>:$selected);
  let assemblyFormat = [{
    $boxes `,` $scores `,` $max_output_boxes_per_class `,` $iou_threshold `,`
    $score_threshold attr-dict `:` type($boxes) `,` type($scores) `,`
    type($max_output_boxes_per_class) `,` type($iou_threshold) `,`
    type($score_threshold) `->` type($selected)
  }];
  let hasVerifier = 1;
}

def Graph_AssertOp : Graph_Op<"assert",
    [Graph_HostOp, MemoryEffects<[MemWrite]>]> {
  let summary = "A run-time check: stops the run with a message when false.";
  let description = [{
    Reads the boolean `condition` at run time; when it is false the run
    stops with a non-zero exit status after printing the op's location and
    `message` (JAX's shape assertions of shape-polymorphic exports: the
    input sizes do not satisfy the symbolic shapes). It declares a write so
    that it is kept and stays in order; it runs on the host, outside any
    fused group, and becomes a `cf.assert` on the condition's value.

    ```mlir
    graph.assert %ok, "Expected value >= 1 for dimension variable 'b'" : tensor<i1>
    ```
  }];
  let arguments = (ins 0DTensorOf<[I1]>:$condition, StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict `:` type($condition)";
}

def Graph_AppendInPlaceOp : Graph_Op<"append_in_place",
    [Pure, Graph_HostOp, SameOperandsAndResultElementType]> {
  let summary = "Rows appended to a KV cache kept in place.";
  let description = [{
    The value is `graph.concat %cache, %rows axis = axis`. Every dimension
    before `axis` is 1 (checked at run time where dynamic), so the cache's
    rows are one contiguous prefix of its buffer, and the lowering writes
    `rows` into that buffer right after the cache's rows, in place: the
    result is the same buffer, `rows` rows longer. `cache` is a model input
    that the caller gave room for (`graph-cache-in-place` forms this op; the
    runtime checks the room before a run). Runs on the host level: a copy
    of `rows` only, never of the cache.

    ```mlir
    %k = graph.append_in_place %past, %new axis = 1 : (tensor<1x?x8x64xbf16>, tensor<1x1x8x64xbf16>) -> tensor<1x?x8x64xbf16>
    ```
  }];
  let arguments = (ins Graph_Tensor:$cache, Graph_Tensor:$rows, I64Attr:$axis);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $cache `,` $rows `axis` `=` $axis attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

#endif // MLC_DIALECT_GRAPH_IR_GRAPHHOSTOPS_TD
