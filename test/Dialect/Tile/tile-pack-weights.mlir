// RUN: mlc-opt %s --tile-pack-weights --split-input-file | FileCheck %s

// B[3, 5] read as 2×2 rhs tiles at (k, j), k and j steps of 2 from 0 (the
// CPU matmul tile program's zero-padded loads): B becomes the constant
// P[3 panels, 4 rows (3 rounded up to 2), 2], P[p, k, c] = B[k, 2p + c],
// zeros past row 3 and column 5; each load the slice P[j/2, k, 0..2]. B's
// dim reads become constants.
// CHECK-LABEL: func @padded_loads
// CHECK: %[[P:[a-z0-9_]+]] = arith.constant dense<{{\[}}{{\[}}[1.000000e+00, 2.000000e+00], [6.000000e+00, 7.000000e+00], [1.100000e+01, 1.200000e+01], [0.000000e+00, 0.000000e+00]], {{\[}}[3.000000e+00, 4.000000e+00], [8.000000e+00, 9.000000e+00], [1.300000e+01, 1.400000e+01], [0.000000e+00, 0.000000e+00]], {{\[}}[5.000000e+00, 0.000000e+00], [1.000000e+01, 0.000000e+00], [1.500000e+01, 0.000000e+00], [0.000000e+00, 0.000000e+00]]]> : tensor<3x4x2xf32>
// CHECK: tile.kernel "mm" tile_sizes [] (%{{.+}}, %[[P]]) : (tensor<4x3xf32>, tensor<3x4x2xf32>)
// CHECK: ^bb0(%{{.+}}: tensor<4x3xf32>, %[[B:[a-z0-9_]+]]: tensor<3x4x2xf32>):
// CHECK-NOT: tensor.dim %[[B]]
// CHECK: scf.forall (%{{.+}}, %[[J:[a-z0-9_]+]]) = (0, 0) to ({{.+}}) step (2, 2)
// CHECK: scf.for %[[K:[a-z0-9_]+]] =
// CHECK: %[[PJ:[0-9]+]] = arith.divui %[[J]], %{{.+}} : index
// CHECK: %[[T:[a-z0-9_]+]] = tensor.extract_slice %[[B]][%[[PJ]], %[[K]], 0] [1, 2, 2] [1, 1, 1] : tensor<3x4x2xf32> to tensor<2x2xf32>
// CHECK: tile.dot %{{.+}}, %[[T]] into
func.func @padded_loads(%x: tensor<4x3xf32>) -> tensor<4x5xf32> {
  %w = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0], [11.0, 12.0, 13.0, 14.0, 15.0]]> : tensor<3x5xf32>
  %r = tile.kernel "mm" tile_sizes [] (%x, %w) : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32> {
  ^bb0(%a: tensor<4x3xf32>, %b: tensor<3x5xf32>):
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0.0 : f32
    %n = tensor.dim %b, %c1 : tensor<3x5xf32>
    %k = tensor.dim %b, %c0 : tensor<3x5xf32>
    %e = tensor.empty() : tensor<4x5xf32>
    %o = scf.forall (%i, %j) = (0, 0) to (4, %n) step (2, 2) shared_outs(%out = %e) -> (tensor<4x5xf32>) {
      %acc0 = tensor.empty() : tensor<2x2xf32>
      %acc = linalg.fill ins(%zero : f32) outs(%acc0 : tensor<2x2xf32>) -> tensor<2x2xf32>
      %s = scf.for %kk = %c0 to %k step %c2 iter_args(%it = %acc) -> (tensor<2x2xf32>) {
        %ea = tensor.empty() : tensor<2x2xf32>
        %ta = tile.load %a[%i, %kk] pad %zero into %ea : tensor<4x3xf32> into tensor<2x2xf32> -> tensor<2x2xf32>
        %eb = tensor.empty() : tensor<2x2xf32>
        %tb = tile.load %b[%kk, %j] pad %zero into %eb : tensor<3x5xf32> into tensor<2x2xf32> -> tensor<2x2xf32>
        %d = tile.dot %ta, %tb into %it : tensor<2x2xf32>, tensor<2x2xf32> into tensor<2x2xf32> -> tensor<2x2xf32>
        scf.yield %d : tensor<2x2xf32>
      }
      %win = tensor.extract_slice %out[%i, %j] [2, 1] [1, 1] : tensor<4x5xf32> to tensor<2x1xf32>
      %st = tile.store %s into %win[%c0, %c0] : tensor<2x2xf32> into tensor<2x1xf32> -> tensor<2x1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %st into %out[%i, %j] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<4x5xf32>
      }
    }
    tile.yield %o : tensor<4x5xf32>
  }
  return %r : tensor<4x5xf32>
}

// -----

// A constant that is also read otherwise (here as the lhs of the dot) is
// not packed: its layout is the operand's only copy.
// CHECK-LABEL: func @not_only_rhs
// CHECK: arith.constant dense<{{.+}}> : tensor<2x2xf32>
// CHECK: tile.kernel "mm" tile_sizes [] (%{{.+}}) : (tensor<2x2xf32>)
// CHECK-NOT: tensor<1x2x2xf32>
func.func @not_only_rhs() -> tensor<2x2xf32> {
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %r = tile.kernel "mm" tile_sizes [] (%w) : (tensor<2x2xf32>) -> tensor<2x2xf32> {
  ^bb0(%b: tensor<2x2xf32>):
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0.0 : f32
    %acc0 = tensor.empty() : tensor<2x2xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%acc0 : tensor<2x2xf32>) -> tensor<2x2xf32>
    %s = scf.for %kk = %c0 to %c2 step %c2 iter_args(%it = %acc) -> (tensor<2x2xf32>) {
      %ta = tensor.extract_slice %b[0, %kk] [2, 2] [1, 1] : tensor<2x2xf32> to tensor<2x2xf32>
      %tb = tensor.extract_slice %b[%kk, 0] [2, 2] [1, 1] : tensor<2x2xf32> to tensor<2x2xf32>
      %d = tile.dot %ta, %tb into %it : tensor<2x2xf32>, tensor<2x2xf32> into tensor<2x2xf32> -> tensor<2x2xf32>
      scf.yield %d : tensor<2x2xf32>
    }
    tile.yield %s : tensor<2x2xf32>
  }
  return %r : tensor<2x2xf32>
}
