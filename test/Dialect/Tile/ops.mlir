// RUN: mlc-opt %s --verify-roundtrip | FileCheck %s

// CHECK-LABEL: func @kernel
func.func @kernel(%a: tensor<?xf32>) -> tensor<?xf32> {
  // CHECK: tile.kernel "neg" tile_sizes [64] (%{{.+}}) : (tensor<?xf32>) -> tensor<?xf32>
  %r = tile.kernel "neg" tile_sizes [64] (%a) : (tensor<?xf32>) -> tensor<?xf32> {
  ^bb0(%x: tensor<?xf32>):
    %n = linalg.negf ins(%x : tensor<?xf32>) outs(%x : tensor<?xf32>) -> tensor<?xf32>
    // CHECK: tile.yield
    tile.yield %n : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func @tile_ops
func.func @tile_ops(%a: tensor<?x?xf16>, %b: tensor<4x?x?xf16>, %i: index,
                    %k: index, %o: tensor<?x?xf16>) -> (tensor<?x?xf16>, tensor<128xf32>) {
  %z = arith.constant 0.0 : f16
  %ea = tensor.empty() : tensor<128x32xf16>
  // CHECK: tile.load %{{.+}}[%{{.+}}, %{{.+}}] pad %{{.+}} into %{{.+}} : tensor<?x?xf16> into tensor<128x32xf16> -> tensor<128x32xf16>
  %ta = tile.load %a[%i, %k] pad %z into %ea : tensor<?x?xf16> into tensor<128x32xf16> -> tensor<128x32xf16>
  %eb = tensor.empty() : tensor<32x128xf16>
  // CHECK: tile.load %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}] pad %{{.+}} into %{{.+}} : tensor<4x?x?xf16> into tensor<32x128xf16> -> tensor<32x128xf16>
  %tb = tile.load %b[%i, %k, %i] pad %z into %eb : tensor<4x?x?xf16> into tensor<32x128xf16> -> tensor<32x128xf16>
  %acc = tensor.empty() : tensor<128x128xf32>
  // CHECK: tile.dot %{{.+}}, %{{.+}} into %{{.+}} : tensor<128x32xf16>, tensor<32x128xf16> into tensor<128x128xf32> -> tensor<128x128xf32>
  %d = tile.dot %ta, %tb into %acc : tensor<128x32xf16>, tensor<32x128xf16> into tensor<128x128xf32> -> tensor<128x128xf32>
  %er = tensor.empty() : tensor<128xf32>
  // CHECK: tile.reduce "max" %{{.+}} dim 1 into %{{.+}} : tensor<128x128xf32> into tensor<128xf32> -> tensor<128xf32>
  %r = tile.reduce "max" %d dim 1 into %er : tensor<128x128xf32> into tensor<128xf32> -> tensor<128xf32>
  %h = arith.truncf %d : tensor<128x128xf32> to tensor<128x128xf16>
  // CHECK: tile.store %{{.+}} into %{{.+}}[%{{.+}}, %{{.+}}] : tensor<128x128xf16> into tensor<?x?xf16> -> tensor<?x?xf16>
  %s = tile.store %h into %o[%i, %k] : tensor<128x128xf16> into tensor<?x?xf16> -> tensor<?x?xf16>
  return %s, %r : tensor<?x?xf16>, tensor<128xf32>
}

// CHECK-LABEL: func @tile_ops_memref
func.func @tile_ops_memref(%a: memref<?x?xbf16>, %o: memref<?x?xf32>, %i: index) {
  %z = arith.constant 0.0 : bf16
  %t = memref.alloc() : memref<16x16xbf16>
  %acc = memref.alloc() : memref<16x16xf32>
  // CHECK: tile.load %{{.+}}[%{{.+}}, %{{.+}}] pad %{{.+}} into %{{.+}} : memref<?x?xbf16> into memref<16x16xbf16>{{$}}
  tile.load %a[%i, %i] pad %z into %t : memref<?x?xbf16> into memref<16x16xbf16>
  // CHECK: tile.dot %{{.+}}, %{{.+}} into %{{.+}} : memref<16x16xbf16>, memref<16x16xbf16> into memref<16x16xf32>{{$}}
  tile.dot %t, %t into %acc : memref<16x16xbf16>, memref<16x16xbf16> into memref<16x16xf32>
  // CHECK: tile.dot %{{.+}}, %{{.+}} into %{{.+}} {transpose_b} : memref<16x16xbf16>, memref<16x16xbf16> into memref<16x16xf32>{{$}}
  tile.dot %t, %t into %acc {transpose_b} : memref<16x16xbf16>, memref<16x16xbf16> into memref<16x16xf32>
  // CHECK: tile.store %{{.+}} into %{{.+}}[%{{.+}}, %{{.+}}] : memref<16x16xf32> into memref<?x?xf32>{{$}}
  tile.store %acc into %o[%i, %i] : memref<16x16xf32> into memref<?x?xf32>
  return
}

// CHECK-LABEL: func @attention
func.func @attention(%q: tensor<1x200x2x64xf16>, %m: tensor<1x1x200x200xi1>, %w: tensor<?x64xf16>, %b: index, %h: index, %i: index) -> tensor<?x64xf16> {
  // CHECK: tile.attention %{{.+}}, %{{.+}}, %{{.+}} mask %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}] into %{{.+}} {mask_value = -1.000000e+04 : f64, rows = 64 : i64, scale = 1.250000e-01 : f64, seq_first} : tensor<1x200x2x64xf16>, tensor<1x200x2x64xf16>, tensor<1x200x2x64xf16>, tensor<1x1x200x200xi1> into tensor<?x64xf16> -> tensor<?x64xf16>
  %r = tile.attention %q, %q, %q mask %m [%b, %h, %i] into %w {rows = 64 : i64, scale = 0.125 : f64, mask_value = -1.0e4 : f64, seq_first} : tensor<1x200x2x64xf16>, tensor<1x200x2x64xf16>, tensor<1x200x2x64xf16>, tensor<1x1x200x200xi1> into tensor<?x64xf16> -> tensor<?x64xf16>
  return %r : tensor<?x64xf16>
}
