// Three convs with bias and relu (a conv epilogue in one kernel): resnet18's
// layer4 conv (512 channels of 7x7), its layer2 conv (28 rows) and a
// squeezenet fire module's 3x3 conv (55 rows).
func.func @main(%a: tensor<1x512x7x7xf32>, %wa: tensor<512x512x3x3xf32>, %ba: tensor<512xf32>,
                %b: tensor<1x128x28x28xf32>, %wb: tensor<128x128x3x3xf32>, %bb: tensor<128xf32>,
                %c: tensor<1x16x55x55xf32>, %wc: tensor<64x16x3x3xf32>, %bc: tensor<64xf32>)
    -> (tensor<1x512x7x7xf32>, tensor<1x128x28x28xf32>, tensor<1x64x55x55xf32>) {
  %ya = graph.conv %a, %wa, %ba {pads = array<i64: 1, 1, 1, 1>} : (tensor<1x512x7x7xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>) -> tensor<1x512x7x7xf32>
  %ra = graph.relu %ya : tensor<1x512x7x7xf32>
  %yb = graph.conv %b, %wb, %bb {pads = array<i64: 1, 1, 1, 1>} : (tensor<1x128x28x28xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>) -> tensor<1x128x28x28xf32>
  %rb = graph.relu %yb : tensor<1x128x28x28xf32>
  %yc = graph.conv %c, %wc, %bc {pads = array<i64: 1, 1, 1, 1>} : (tensor<1x16x55x55xf32>, tensor<64x16x3x3xf32>, tensor<64xf32>) -> tensor<1x64x55x55xf32>
  %rc = graph.relu %yc : tensor<1x64x55x55xf32>
  return %ra, %rb, %rc : tensor<1x512x7x7xf32>, tensor<1x128x28x28xf32>, tensor<1x64x55x55xf32>
}
