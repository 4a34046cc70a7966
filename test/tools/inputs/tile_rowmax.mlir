// Input of tile-reduce.test: a tile program written by hand (no graph lowering
// emits tile.reduce yet): a masked 8x32 tile load of a 5x20 input padded with
// -1e30, a max reduction along dim 1, a masked store of the 5 valid rows.
func.func @main(%x: tensor<5x20xf32> {graph.name = "x"}) -> (tensor<5xf32> {graph.name = "row_max"}) {
  %0 = tile.kernel "rowmax" tile_sizes [] (%x) : (tensor<5x20xf32>) -> tensor<5xf32> {
  ^bb0(%arg: tensor<5x20xf32>):
    %ninf = arith.constant -1.0e+30 : f32
    %c0 = arith.constant 0 : index
    %buf = tensor.empty() : tensor<8x32xf32>
    %t = tile.load %arg[%c0, %c0] pad %ninf into %buf : tensor<5x20xf32> into tensor<8x32xf32> -> tensor<8x32xf32>
    %acc0 = tensor.empty() : tensor<8xf32>
    %acc = linalg.fill ins(%ninf : f32) outs(%acc0 : tensor<8xf32>) -> tensor<8xf32>
    %m = tile.reduce "max" %t dim 1 into %acc : tensor<8x32xf32> into tensor<8xf32> -> tensor<8xf32>
    %out = tensor.empty() : tensor<5xf32>
    %s = tile.store %m into %out[%c0] : tensor<8xf32> into tensor<5xf32> -> tensor<5xf32>
    tile.yield %s : tensor<5xf32>
  }
  return %0 : tensor<5xf32>
}
