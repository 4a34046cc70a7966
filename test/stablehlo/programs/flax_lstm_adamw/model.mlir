module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<20x5xf32>, %arg2: tensor<20xf32>, %arg3: tensor<20x20xf32>, %arg4: tensor<20xf32>, %arg5: tensor<20x20xf32>, %arg6: tensor<20xf32>, %arg7: tensor<20x20xf32>, %arg8: tensor<20xf32>, %arg9: tensor<20x20xf32>, %arg10: tensor<6x20xf32>, %arg11: tensor<6x20xf32>, %arg12: tensor<6x20xf32>, %arg13: tensor<6x20xf32>, %arg14: tensor<i32>, %arg15: tensor<5xf32>, %arg16: tensor<20x5xf32>, %arg17: tensor<20xf32>, %arg18: tensor<20x20xf32>, %arg19: tensor<20xf32>, %arg20: tensor<20x20xf32>, %arg21: tensor<20xf32>, %arg22: tensor<20x20xf32>, %arg23: tensor<20xf32>, %arg24: tensor<20x20xf32>, %arg25: tensor<6x20xf32>, %arg26: tensor<6x20xf32>, %arg27: tensor<6x20xf32>, %arg28: tensor<6x20xf32>, %arg29: tensor<5xf32>, %arg30: tensor<20x5xf32>, %arg31: tensor<20xf32>, %arg32: tensor<20x20xf32>, %arg33: tensor<20xf32>, %arg34: tensor<20x20xf32>, %arg35: tensor<20xf32>, %arg36: tensor<20x20xf32>, %arg37: tensor<20xf32>, %arg38: tensor<20x20xf32>, %arg39: tensor<6x20xf32>, %arg40: tensor<6x20xf32>, %arg41: tensor<6x20xf32>, %arg42: tensor<6x20xf32>, %arg43: tensor<4x12x6xf32>, %arg44: tensor<4xi32>) -> (tensor<5xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<20x5xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<20xf32> {jax.result_info = "result[0]['LSTMCell_0']['hf']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[0]['LSTMCell_0']['hf']['kernel']"}, tensor<20xf32> {jax.result_info = "result[0]['LSTMCell_0']['hg']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[0]['LSTMCell_0']['hg']['kernel']"}, tensor<20xf32> {jax.result_info = "result[0]['LSTMCell_0']['hi']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[0]['LSTMCell_0']['hi']['kernel']"}, tensor<20xf32> {jax.result_info = "result[0]['LSTMCell_0']['ho']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[0]['LSTMCell_0']['ho']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[0]['LSTMCell_0']['if']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[0]['LSTMCell_0']['ig']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[0]['LSTMCell_0']['ii']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[0]['LSTMCell_0']['io']['kernel']"}, tensor<i32> {jax.result_info = "result[2][0].count"}, tensor<5xf32> {jax.result_info = "result[2][0].mu['Dense_0']['bias']"}, tensor<20x5xf32> {jax.result_info = "result[2][0].mu['Dense_0']['kernel']"}, tensor<20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['hf']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['hf']['kernel']"}, tensor<20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['hg']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['hg']['kernel']"}, tensor<20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['hi']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['hi']['kernel']"}, tensor<20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['ho']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['ho']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['if']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['ig']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['ii']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[2][0].mu['LSTMCell_0']['io']['kernel']"}, tensor<5xf32> {jax.result_info = "result[2][0].nu['Dense_0']['bias']"}, tensor<20x5xf32> {jax.result_info = "result[2][0].nu['Dense_0']['kernel']"}, tensor<20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['hf']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['hf']['kernel']"}, tensor<20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['hg']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['hg']['kernel']"}, tensor<20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['hi']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['hi']['kernel']"}, tensor<20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['ho']['bias']"}, tensor<20x20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['ho']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['if']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['ig']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['ii']['kernel']"}, tensor<6x20xf32> {jax.result_info = "result[2][0].nu['LSTMCell_0']['io']['kernel']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %0 = stablehlo.shift_right_logical %c, %c_0 : tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = stablehlo.and %c, %c_1 : tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %7 = call @_threefry_split(%6) : (tensor<2xui32>) -> tensor<2x2xui32>
    %8 = stablehlo.slice %7 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
    %10 = stablehlo.slice %7 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
    %14 = stablehlo.transpose %arg43, dims = [1, 0, 2] : (tensor<4x12x6xf32>) -> tensor<12x4x6xf32>
    %15 = stablehlo.reshape %arg6 : (tensor<20xf32>) -> tensor<1x20xf32>
    %16 = stablehlo.reshape %arg2 : (tensor<20xf32>) -> tensor<1x20xf32>
    %17 = stablehlo.reshape %arg4 : (tensor<20xf32>) -> tensor<1x20xf32>
    %18 = stablehlo.reshape %arg8 : (tensor<20xf32>) -> tensor<1x20xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<12x4x20xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %32:29 = stablehlo.while(%iterArg = %14, %iterArg_173 = %arg13, %iterArg_174 = %arg9, %iterArg_175 = %18, %iterArg_176 = %arg10, %iterArg_177 = %arg3, %iterArg_178 = %16, %iterArg_179 = %arg12, %iterArg_180 = %arg7, %iterArg_181 = %15, %iterArg_182 = %arg11, %iterArg_183 = %arg5, %iterArg_184 = %17, %iterArg_185 = %c_16, %iterArg_186 = %12, %iterArg_187 = %13, %iterArg_188 = %19, %iterArg_189 = %20, %iterArg_190 = %21, %iterArg_191 = %22, %iterArg_192 = %23, %iterArg_193 = %24, %iterArg_194 = %25, %iterArg_195 = %26, %iterArg_196 = %27, %iterArg_197 = %28, %iterArg_198 = %29, %iterArg_199 = %30, %iterArg_200 = %31) : tensor<12x4x6xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<i32>, tensor<4x20xf32>, tensor<4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>
    cond {
      %c_201 = stablehlo.constant dense<12> : tensor<i32>
      %507 = stablehlo.compare LT, %iterArg_185, %c_201, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %507 : tensor<i1>
    } do {
      %507 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_185) : (tensor<12x4x6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %508 = stablehlo.dot_general %507, %iterArg_179, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6xf32>, tensor<6x20xf32>) -> tensor<4x20xf32>
      %509 = stablehlo.dot_general %iterArg_187, %iterArg_180, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %510 = stablehlo.broadcast_in_dim %iterArg_181, dims = [0, 1] : (tensor<1x20xf32>) -> tensor<4x20xf32>
      %511 = stablehlo.add %509, %510 : tensor<4x20xf32>
      %512 = stablehlo.add %508, %511 : tensor<4x20xf32>
      %513 = stablehlo.negate %512 : tensor<4x20xf32>
      %514 = stablehlo.exponential %513 : tensor<4x20xf32>
      %cst_201 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %515 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %516 = stablehlo.add %515, %514 : tensor<4x20xf32>
      %cst_202 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %517 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %518 = stablehlo.divide %517, %516 : tensor<4x20xf32>
      %cst_203 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %519 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %520 = stablehlo.subtract %519, %518 : tensor<4x20xf32>
      %521 = stablehlo.multiply %518, %520 : tensor<4x20xf32>
      %522 = stablehlo.dot_general %507, %iterArg_176, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6xf32>, tensor<6x20xf32>) -> tensor<4x20xf32>
      %523 = stablehlo.dot_general %iterArg_187, %iterArg_177, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %524 = stablehlo.broadcast_in_dim %iterArg_178, dims = [0, 1] : (tensor<1x20xf32>) -> tensor<4x20xf32>
      %525 = stablehlo.add %523, %524 : tensor<4x20xf32>
      %526 = stablehlo.add %522, %525 : tensor<4x20xf32>
      %527 = stablehlo.negate %526 : tensor<4x20xf32>
      %528 = stablehlo.exponential %527 : tensor<4x20xf32>
      %cst_204 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %529 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %530 = stablehlo.add %529, %528 : tensor<4x20xf32>
      %cst_205 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %531 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %532 = stablehlo.divide %531, %530 : tensor<4x20xf32>
      %cst_206 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %533 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %534 = stablehlo.subtract %533, %532 : tensor<4x20xf32>
      %535 = stablehlo.multiply %532, %534 : tensor<4x20xf32>
      %536 = stablehlo.dot_general %507, %iterArg_182, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6xf32>, tensor<6x20xf32>) -> tensor<4x20xf32>
      %537 = stablehlo.dot_general %iterArg_187, %iterArg_183, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %538 = stablehlo.broadcast_in_dim %iterArg_184, dims = [0, 1] : (tensor<1x20xf32>) -> tensor<4x20xf32>
      %539 = stablehlo.add %537, %538 : tensor<4x20xf32>
      %540 = stablehlo.add %536, %539 : tensor<4x20xf32>
      %541 = stablehlo.tanh %540 : tensor<4x20xf32>
      %cst_207 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %542 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %543 = stablehlo.add %542, %541 : tensor<4x20xf32>
      %cst_208 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %544 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %545 = stablehlo.subtract %544, %541 : tensor<4x20xf32>
      %546 = stablehlo.multiply %543, %545 : tensor<4x20xf32>
      %547 = stablehlo.dot_general %507, %iterArg_173, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6xf32>, tensor<6x20xf32>) -> tensor<4x20xf32>
      %548 = stablehlo.dot_general %iterArg_187, %iterArg_174, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %549 = stablehlo.broadcast_in_dim %iterArg_175, dims = [0, 1] : (tensor<1x20xf32>) -> tensor<4x20xf32>
      %550 = stablehlo.add %548, %549 : tensor<4x20xf32>
      %551 = stablehlo.add %547, %550 : tensor<4x20xf32>
      %552 = stablehlo.negate %551 : tensor<4x20xf32>
      %553 = stablehlo.exponential %552 : tensor<4x20xf32>
      %cst_209 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %554 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %555 = stablehlo.add %554, %553 : tensor<4x20xf32>
      %cst_210 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %556 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %557 = stablehlo.divide %556, %555 : tensor<4x20xf32>
      %cst_211 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %558 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %559 = stablehlo.subtract %558, %557 : tensor<4x20xf32>
      %560 = stablehlo.multiply %557, %559 : tensor<4x20xf32>
      %561 = stablehlo.multiply %532, %iterArg_186 : tensor<4x20xf32>
      %562 = stablehlo.multiply %518, %541 : tensor<4x20xf32>
      %563 = stablehlo.add %561, %562 : tensor<4x20xf32>
      %564 = stablehlo.tanh %563 : tensor<4x20xf32>
      %cst_212 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %565 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %566 = stablehlo.add %565, %564 : tensor<4x20xf32>
      %cst_213 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %567 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
      %568 = stablehlo.subtract %567, %564 : tensor<4x20xf32>
      %569 = stablehlo.multiply %566, %568 : tensor<4x20xf32>
      %570 = stablehlo.multiply %557, %564 : tensor<4x20xf32>
      %571 = func.call @dynamic_update_index_in_dim(%iterArg_188, %570, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %572 = func.call @dynamic_update_index_in_dim(%iterArg_189, %iterArg_187, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %573 = func.call @dynamic_update_index_in_dim(%iterArg_190, %521, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %574 = func.call @dynamic_update_index_in_dim(%iterArg_191, %535, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %575 = func.call @dynamic_update_index_in_dim(%iterArg_192, %546, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %576 = func.call @dynamic_update_index_in_dim(%iterArg_193, %560, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %577 = func.call @dynamic_update_index_in_dim(%iterArg_194, %iterArg_186, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %578 = func.call @dynamic_update_index_in_dim(%iterArg_195, %532, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %579 = func.call @dynamic_update_index_in_dim(%iterArg_196, %541, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %580 = func.call @dynamic_update_index_in_dim(%iterArg_197, %518, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %581 = func.call @dynamic_update_index_in_dim(%iterArg_198, %569, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %582 = func.call @dynamic_update_index_in_dim(%iterArg_199, %564, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %583 = func.call @dynamic_update_index_in_dim(%iterArg_200, %557, %iterArg_185) : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %c_214 = stablehlo.constant dense<1> : tensor<i32>
      %584 = stablehlo.add %iterArg_185, %c_214 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_184, %584, %563, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583 : tensor<12x4x6xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<i32>, tensor<4x20xf32>, tensor<4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>
    }
    %33 = stablehlo.transpose %32#16, dims = [1, 0, 2] : (tensor<12x4x20xf32>) -> tensor<4x12x20xf32>
    %34 = stablehlo.slice %33 [0:4, 11:12, 0:20] : (tensor<4x12x20xf32>) -> tensor<4x1x20xf32>
    %35 = stablehlo.reshape %34 : (tensor<4x1x20xf32>) -> tensor<4x20xf32>
    %36 = stablehlo.dot_general %35, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<20x5xf32>) -> tensor<4x5xf32>
    %37 = stablehlo.reshape %arg0 : (tensor<5xf32>) -> tensor<1x5xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %39 = stablehlo.add %36, %38 : tensor<4x5xf32>
    %40 = stablehlo.broadcast_in_dim %arg44, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %41:2 = call @take_along_axis(%39, %40) : (tensor<4x5xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %42:2 = call @_take(%41#0, %c_17) : (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>)
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%39 init: %cst_18) applies stablehlo.maximum across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.reshape %43 : (tensor<4xf32>) -> tensor<4x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %46 = stablehlo.compare EQ, %39, %45, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %47 = stablehlo.convert %46 : (tensor<4x5xi1>) -> tensor<4x5xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %50 = stablehlo.maximum %49, %43 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %52 = stablehlo.compare GT, %43, %51, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %54 = stablehlo.compare EQ, %43, %53, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.select %54, %57, %56 : tensor<4xi1>, tensor<4xf32>
    %59 = stablehlo.select %52, %55, %58 : tensor<4xi1>, tensor<4xf32>
    %60 = stablehlo.is_finite %50 : (tensor<4xf32>) -> tensor<4xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %62 = stablehlo.select %60, %50, %61 : tensor<4xi1>, tensor<4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %66 = stablehlo.subtract %39, %65 : tensor<4x5xf32>
    %67 = stablehlo.exponential %66 : tensor<4x5xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %69 = stablehlo.sign %68 : tensor<4xf32>
    %70 = stablehlo.abs %68 : tensor<4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %72 = stablehlo.compare GE, %68, %71, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %73 = stablehlo.log %70 : tensor<4xf32>
    %74 = stablehlo.add %73, %62 : tensor<4xf32>
    %75 = stablehlo.subtract %74, %42#0 : tensor<4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_31 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %77 = stablehlo.divide %76, %cst_31 : tensor<f32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_35 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %80 = stablehlo.divide %cst_34, %cst_35 : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %82 = stablehlo.negate %81 : tensor<4xf32>
    %83 = stablehlo.divide %81, %70 : tensor<4xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %85 = stablehlo.select %72, %84, %83 : tensor<4xi1>, tensor<4xf32>
    %86 = stablehlo.select %72, %83, %84 : tensor<4xi1>, tensor<4xf32>
    %87 = stablehlo.negate %85 : tensor<4xf32>
    %88 = stablehlo.add %86, %87 : tensor<4xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<4xf32>) -> tensor<4x5xf32>
    %90 = stablehlo.multiply %89, %67 : tensor<4x5xf32>
    %91 = call @_take_0(%42#1, %82) : (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    %92 = call @take_along_axis_1(%41#1, %91) : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x5xf32>
    %93 = stablehlo.add %90, %92 : tensor<4x5xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %95 = stablehlo.reshape %94 : (tensor<5xf32>) -> tensor<1x5xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x5xf32>) -> tensor<5xf32>
    %97 = stablehlo.dot_general %93, %35, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x5xf32>, tensor<4x20xf32>) -> tensor<5x20xf32>
    %98 = stablehlo.transpose %97, dims = [1, 0] : (tensor<5x20xf32>) -> tensor<20x5xf32>
    %99 = stablehlo.dot_general %93, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x5xf32>, tensor<20x5xf32>) -> tensor<4x20xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 2] : (tensor<4x20xf32>) -> tensor<4x1x20xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.pad %100, %cst_38, low = [0, 11, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<4x1x20xf32>, tensor<f32>) -> tensor<4x12x20xf32>
    %102 = stablehlo.transpose %101, dims = [1, 0, 2] : (tensor<4x12x20xf32>) -> tensor<12x4x20xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x20xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %117:33 = stablehlo.while(%iterArg = %102, %iterArg_173 = %14, %iterArg_174 = %32#17, %iterArg_175 = %32#18, %iterArg_176 = %32#19, %iterArg_177 = %32#20, %iterArg_178 = %32#21, %iterArg_179 = %32#22, %iterArg_180 = %32#23, %iterArg_181 = %32#24, %iterArg_182 = %32#25, %iterArg_183 = %32#26, %iterArg_184 = %32#27, %iterArg_185 = %32#28, %iterArg_186 = %arg7, %iterArg_187 = %arg3, %iterArg_188 = %arg5, %iterArg_189 = %arg9, %iterArg_190 = %c_53, %iterArg_191 = %105, %iterArg_192 = %106, %iterArg_193 = %107, %iterArg_194 = %108, %iterArg_195 = %109, %iterArg_196 = %110, %iterArg_197 = %111, %iterArg_198 = %112, %iterArg_199 = %113, %iterArg_200 = %114, %iterArg_201 = %115, %iterArg_202 = %116, %iterArg_203 = %103, %iterArg_204 = %104) : tensor<12x4x20xf32>, tensor<12x4x6xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<i32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<4x20xf32>, tensor<4x20xf32>
    cond {
      %c_205 = stablehlo.constant dense<12> : tensor<i32>
      %507 = stablehlo.compare LT, %iterArg_190, %c_205, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %507 : tensor<i1>
    } do {
      %c_205 = stablehlo.constant dense<12> : tensor<i32>
      %507 = stablehlo.subtract %c_205, %iterArg_190 : tensor<i32>
      %c_206 = stablehlo.constant dense<1> : tensor<i32>
      %508 = stablehlo.subtract %507, %c_206 : tensor<i32>
      %509 = func.call @dynamic_index_in_dim_2(%iterArg, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %510 = func.call @dynamic_index_in_dim(%iterArg_173, %508) : (tensor<12x4x6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %511 = func.call @dynamic_index_in_dim_2(%iterArg_174, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %512 = func.call @dynamic_index_in_dim_2(%iterArg_175, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %513 = func.call @dynamic_index_in_dim_2(%iterArg_176, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %514 = func.call @dynamic_index_in_dim_2(%iterArg_177, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %515 = func.call @dynamic_index_in_dim_2(%iterArg_178, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %516 = func.call @dynamic_index_in_dim_2(%iterArg_179, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %517 = func.call @dynamic_index_in_dim_2(%iterArg_180, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %518 = func.call @dynamic_index_in_dim_2(%iterArg_181, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %519 = func.call @dynamic_index_in_dim_2(%iterArg_182, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %520 = func.call @dynamic_index_in_dim_2(%iterArg_183, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %521 = func.call @dynamic_index_in_dim_2(%iterArg_184, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %522 = func.call @dynamic_index_in_dim_2(%iterArg_185, %508) : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %523 = stablehlo.add %iterArg_204, %509 : tensor<4x20xf32>
      %524 = stablehlo.multiply %522, %523 : tensor<4x20xf32>
      %525 = stablehlo.multiply %523, %521 : tensor<4x20xf32>
      %526 = stablehlo.multiply %524, %520 : tensor<4x20xf32>
      %527 = stablehlo.add %iterArg_203, %526 : tensor<4x20xf32>
      %528 = stablehlo.multiply %519, %527 : tensor<4x20xf32>
      %529 = stablehlo.multiply %527, %518 : tensor<4x20xf32>
      %530 = stablehlo.multiply %517, %527 : tensor<4x20xf32>
      %531 = stablehlo.multiply %527, %516 : tensor<4x20xf32>
      %532 = stablehlo.multiply %525, %515 : tensor<4x20xf32>
      %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %533 = stablehlo.reduce(%532 init: %cst_207) applies stablehlo.add across dimensions = [0] : (tensor<4x20xf32>, tensor<f32>) -> tensor<20xf32>
      %534 = stablehlo.reshape %533 : (tensor<20xf32>) -> tensor<1x20xf32>
      %535 = stablehlo.reshape %534 : (tensor<1x20xf32>) -> tensor<20xf32>
      %536 = stablehlo.add %iterArg_202, %535 : tensor<20xf32>
      %537 = stablehlo.dot_general %532, %511, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<20x20xf32>
      %538 = stablehlo.transpose %537, dims = [1, 0] : (tensor<20x20xf32>) -> tensor<20x20xf32>
      %539 = stablehlo.add %iterArg_201, %538 : tensor<20x20xf32>
      %540 = stablehlo.dot_general %532, %iterArg_189, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %541 = stablehlo.dot_general %532, %510, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<4x6xf32>) -> tensor<20x6xf32>
      %542 = stablehlo.transpose %541, dims = [1, 0] : (tensor<20x6xf32>) -> tensor<6x20xf32>
      %543 = stablehlo.add %iterArg_200, %542 : tensor<6x20xf32>
      %544 = stablehlo.multiply %528, %514 : tensor<4x20xf32>
      %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %545 = stablehlo.reduce(%544 init: %cst_208) applies stablehlo.add across dimensions = [0] : (tensor<4x20xf32>, tensor<f32>) -> tensor<20xf32>
      %546 = stablehlo.reshape %545 : (tensor<20xf32>) -> tensor<1x20xf32>
      %547 = stablehlo.reshape %546 : (tensor<1x20xf32>) -> tensor<20xf32>
      %548 = stablehlo.add %iterArg_199, %547 : tensor<20xf32>
      %549 = stablehlo.dot_general %544, %511, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<20x20xf32>
      %550 = stablehlo.transpose %549, dims = [1, 0] : (tensor<20x20xf32>) -> tensor<20x20xf32>
      %551 = stablehlo.add %iterArg_198, %550 : tensor<20x20xf32>
      %552 = stablehlo.dot_general %544, %iterArg_188, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %553 = stablehlo.add %540, %552 : tensor<4x20xf32>
      %554 = stablehlo.dot_general %544, %510, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<4x6xf32>) -> tensor<20x6xf32>
      %555 = stablehlo.transpose %554, dims = [1, 0] : (tensor<20x6xf32>) -> tensor<6x20xf32>
      %556 = stablehlo.add %iterArg_197, %555 : tensor<6x20xf32>
      %557 = stablehlo.multiply %531, %513 : tensor<4x20xf32>
      %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %558 = stablehlo.reduce(%557 init: %cst_209) applies stablehlo.add across dimensions = [0] : (tensor<4x20xf32>, tensor<f32>) -> tensor<20xf32>
      %559 = stablehlo.reshape %558 : (tensor<20xf32>) -> tensor<1x20xf32>
      %560 = stablehlo.reshape %559 : (tensor<1x20xf32>) -> tensor<20xf32>
      %561 = stablehlo.add %iterArg_196, %560 : tensor<20xf32>
      %562 = stablehlo.dot_general %557, %511, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<20x20xf32>
      %563 = stablehlo.transpose %562, dims = [1, 0] : (tensor<20x20xf32>) -> tensor<20x20xf32>
      %564 = stablehlo.add %iterArg_195, %563 : tensor<20x20xf32>
      %565 = stablehlo.dot_general %557, %iterArg_187, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %566 = stablehlo.add %553, %565 : tensor<4x20xf32>
      %567 = stablehlo.dot_general %557, %510, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<4x6xf32>) -> tensor<20x6xf32>
      %568 = stablehlo.transpose %567, dims = [1, 0] : (tensor<20x6xf32>) -> tensor<6x20xf32>
      %569 = stablehlo.add %iterArg_194, %568 : tensor<6x20xf32>
      %570 = stablehlo.multiply %529, %512 : tensor<4x20xf32>
      %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %571 = stablehlo.reduce(%570 init: %cst_210) applies stablehlo.add across dimensions = [0] : (tensor<4x20xf32>, tensor<f32>) -> tensor<20xf32>
      %572 = stablehlo.reshape %571 : (tensor<20xf32>) -> tensor<1x20xf32>
      %573 = stablehlo.reshape %572 : (tensor<1x20xf32>) -> tensor<20xf32>
      %574 = stablehlo.add %iterArg_193, %573 : tensor<20xf32>
      %575 = stablehlo.dot_general %570, %511, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<20x20xf32>
      %576 = stablehlo.transpose %575, dims = [1, 0] : (tensor<20x20xf32>) -> tensor<20x20xf32>
      %577 = stablehlo.add %iterArg_192, %576 : tensor<20x20xf32>
      %578 = stablehlo.dot_general %570, %iterArg_186, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %579 = stablehlo.add %566, %578 : tensor<4x20xf32>
      %580 = stablehlo.dot_general %570, %510, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x20xf32>, tensor<4x6xf32>) -> tensor<20x6xf32>
      %581 = stablehlo.transpose %580, dims = [1, 0] : (tensor<20x6xf32>) -> tensor<6x20xf32>
      %582 = stablehlo.add %iterArg_191, %581 : tensor<6x20xf32>
      %c_211 = stablehlo.constant dense<1> : tensor<i32>
      %583 = stablehlo.add %iterArg_190, %c_211 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_184, %iterArg_185, %iterArg_186, %iterArg_187, %iterArg_188, %iterArg_189, %583, %582, %577, %574, %569, %564, %561, %556, %551, %548, %543, %539, %536, %530, %579 : tensor<12x4x20xf32>, tensor<12x4x6xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<i32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<4x20xf32>, tensor<4x20xf32>
    }
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %119 = stablehlo.multiply %118, %96 : tensor<5xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %121 = stablehlo.multiply %120, %arg15 : tensor<5xf32>
    %122 = stablehlo.add %119, %121 : tensor<5xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %124 = stablehlo.multiply %123, %98 : tensor<20x5xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %126 = stablehlo.multiply %125, %arg16 : tensor<20x5xf32>
    %127 = stablehlo.add %124, %126 : tensor<20x5xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %129 = stablehlo.multiply %128, %117#24 : tensor<20xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %131 = stablehlo.multiply %130, %arg17 : tensor<20xf32>
    %132 = stablehlo.add %129, %131 : tensor<20xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %134 = stablehlo.multiply %133, %117#23 : tensor<20x20xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %136 = stablehlo.multiply %135, %arg18 : tensor<20x20xf32>
    %137 = stablehlo.add %134, %136 : tensor<20x20xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %139 = stablehlo.multiply %138, %117#27 : tensor<20xf32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %141 = stablehlo.multiply %140, %arg19 : tensor<20xf32>
    %142 = stablehlo.add %139, %141 : tensor<20xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %144 = stablehlo.multiply %143, %117#26 : tensor<20x20xf32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %146 = stablehlo.multiply %145, %arg20 : tensor<20x20xf32>
    %147 = stablehlo.add %144, %146 : tensor<20x20xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %149 = stablehlo.multiply %148, %117#21 : tensor<20xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %151 = stablehlo.multiply %150, %arg21 : tensor<20xf32>
    %152 = stablehlo.add %149, %151 : tensor<20xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %154 = stablehlo.multiply %153, %117#20 : tensor<20x20xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %156 = stablehlo.multiply %155, %arg22 : tensor<20x20xf32>
    %157 = stablehlo.add %154, %156 : tensor<20x20xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %159 = stablehlo.multiply %158, %117#30 : tensor<20xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %161 = stablehlo.multiply %160, %arg23 : tensor<20xf32>
    %162 = stablehlo.add %159, %161 : tensor<20xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %164 = stablehlo.multiply %163, %117#29 : tensor<20x20xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %166 = stablehlo.multiply %165, %arg24 : tensor<20x20xf32>
    %167 = stablehlo.add %164, %166 : tensor<20x20xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %169 = stablehlo.multiply %168, %117#22 : tensor<6x20xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %171 = stablehlo.multiply %170, %arg25 : tensor<6x20xf32>
    %172 = stablehlo.add %169, %171 : tensor<6x20xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %174 = stablehlo.multiply %173, %117#25 : tensor<6x20xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %176 = stablehlo.multiply %175, %arg26 : tensor<6x20xf32>
    %177 = stablehlo.add %174, %176 : tensor<6x20xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %179 = stablehlo.multiply %178, %117#19 : tensor<6x20xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %181 = stablehlo.multiply %180, %arg27 : tensor<6x20xf32>
    %182 = stablehlo.add %179, %181 : tensor<6x20xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %184 = stablehlo.multiply %183, %117#28 : tensor<6x20xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %186 = stablehlo.multiply %185, %arg28 : tensor<6x20xf32>
    %187 = stablehlo.add %184, %186 : tensor<6x20xf32>
    %188 = stablehlo.multiply %96, %96 : tensor<5xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %190 = stablehlo.multiply %189, %188 : tensor<5xf32>
    %cst_83 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %192 = stablehlo.multiply %191, %arg29 : tensor<5xf32>
    %193 = stablehlo.add %190, %192 : tensor<5xf32>
    %194 = stablehlo.multiply %98, %98 : tensor<20x5xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<20x5xf32>
    %cst_85 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %198 = stablehlo.multiply %197, %arg30 : tensor<20x5xf32>
    %199 = stablehlo.add %196, %198 : tensor<20x5xf32>
    %200 = stablehlo.multiply %117#24, %117#24 : tensor<20xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %202 = stablehlo.multiply %201, %200 : tensor<20xf32>
    %cst_87 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %204 = stablehlo.multiply %203, %arg31 : tensor<20xf32>
    %205 = stablehlo.add %202, %204 : tensor<20xf32>
    %206 = stablehlo.multiply %117#23, %117#23 : tensor<20x20xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<20x20xf32>
    %cst_89 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %210 = stablehlo.multiply %209, %arg32 : tensor<20x20xf32>
    %211 = stablehlo.add %208, %210 : tensor<20x20xf32>
    %212 = stablehlo.multiply %117#27, %117#27 : tensor<20xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<20xf32>
    %cst_91 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %216 = stablehlo.multiply %215, %arg33 : tensor<20xf32>
    %217 = stablehlo.add %214, %216 : tensor<20xf32>
    %218 = stablehlo.multiply %117#26, %117#26 : tensor<20x20xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<20x20xf32>
    %cst_93 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %222 = stablehlo.multiply %221, %arg34 : tensor<20x20xf32>
    %223 = stablehlo.add %220, %222 : tensor<20x20xf32>
    %224 = stablehlo.multiply %117#21, %117#21 : tensor<20xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<20xf32>
    %cst_95 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %228 = stablehlo.multiply %227, %arg35 : tensor<20xf32>
    %229 = stablehlo.add %226, %228 : tensor<20xf32>
    %230 = stablehlo.multiply %117#20, %117#20 : tensor<20x20xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<20x20xf32>
    %cst_97 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %234 = stablehlo.multiply %233, %arg36 : tensor<20x20xf32>
    %235 = stablehlo.add %232, %234 : tensor<20x20xf32>
    %236 = stablehlo.multiply %117#30, %117#30 : tensor<20xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<20xf32>
    %cst_99 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %240 = stablehlo.multiply %239, %arg37 : tensor<20xf32>
    %241 = stablehlo.add %238, %240 : tensor<20xf32>
    %242 = stablehlo.multiply %117#29, %117#29 : tensor<20x20xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<20x20xf32>
    %cst_101 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %246 = stablehlo.multiply %245, %arg38 : tensor<20x20xf32>
    %247 = stablehlo.add %244, %246 : tensor<20x20xf32>
    %248 = stablehlo.multiply %117#22, %117#22 : tensor<6x20xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<6x20xf32>
    %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %252 = stablehlo.multiply %251, %arg39 : tensor<6x20xf32>
    %253 = stablehlo.add %250, %252 : tensor<6x20xf32>
    %254 = stablehlo.multiply %117#25, %117#25 : tensor<6x20xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %256 = stablehlo.multiply %255, %254 : tensor<6x20xf32>
    %cst_105 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %258 = stablehlo.multiply %257, %arg40 : tensor<6x20xf32>
    %259 = stablehlo.add %256, %258 : tensor<6x20xf32>
    %260 = stablehlo.multiply %117#19, %117#19 : tensor<6x20xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %262 = stablehlo.multiply %261, %260 : tensor<6x20xf32>
    %cst_107 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %264 = stablehlo.multiply %263, %arg41 : tensor<6x20xf32>
    %265 = stablehlo.add %262, %264 : tensor<6x20xf32>
    %266 = stablehlo.multiply %117#28, %117#28 : tensor<6x20xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<6x20xf32>
    %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %270 = stablehlo.multiply %269, %arg42 : tensor<6x20xf32>
    %271 = stablehlo.add %268, %270 : tensor<6x20xf32>
    %c_110 = stablehlo.constant dense<2147483647> : tensor<i32>
    %272 = stablehlo.compare LT, %arg14, %c_110, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_111 = stablehlo.constant dense<1> : tensor<i32>
    %273 = stablehlo.add %arg14, %c_111 : tensor<i32>
    %c_112 = stablehlo.constant dense<2147483647> : tensor<i32>
    %274 = call @_where_3(%272, %273, %c_112) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %275 = stablehlo.convert %274 : (tensor<i32>) -> tensor<f32>
    %276 = stablehlo.convert %274 : (tensor<i32>) -> tensor<f32>
    %277 = stablehlo.power %cst_113, %276 : tensor<f32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %278 = stablehlo.subtract %cst_114, %277 : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %280 = stablehlo.divide %122, %279 : tensor<5xf32>
    %281 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %282 = stablehlo.divide %127, %281 : tensor<20x5xf32>
    %283 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %284 = stablehlo.divide %132, %283 : tensor<20xf32>
    %285 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %286 = stablehlo.divide %137, %285 : tensor<20x20xf32>
    %287 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %288 = stablehlo.divide %142, %287 : tensor<20xf32>
    %289 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %290 = stablehlo.divide %147, %289 : tensor<20x20xf32>
    %291 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %292 = stablehlo.divide %152, %291 : tensor<20xf32>
    %293 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %294 = stablehlo.divide %157, %293 : tensor<20x20xf32>
    %295 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %296 = stablehlo.divide %162, %295 : tensor<20xf32>
    %297 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %298 = stablehlo.divide %167, %297 : tensor<20x20xf32>
    %299 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %300 = stablehlo.divide %172, %299 : tensor<6x20xf32>
    %301 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %302 = stablehlo.divide %177, %301 : tensor<6x20xf32>
    %303 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %304 = stablehlo.divide %182, %303 : tensor<6x20xf32>
    %305 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %306 = stablehlo.divide %187, %305 : tensor<6x20xf32>
    %cst_115 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %307 = stablehlo.convert %274 : (tensor<i32>) -> tensor<f32>
    %308 = stablehlo.convert %274 : (tensor<i32>) -> tensor<f32>
    %309 = stablehlo.power %cst_115, %308 : tensor<f32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %310 = stablehlo.subtract %cst_116, %309 : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %312 = stablehlo.divide %193, %311 : tensor<5xf32>
    %313 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %314 = stablehlo.divide %199, %313 : tensor<20x5xf32>
    %315 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %316 = stablehlo.divide %205, %315 : tensor<20xf32>
    %317 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %318 = stablehlo.divide %211, %317 : tensor<20x20xf32>
    %319 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %320 = stablehlo.divide %217, %319 : tensor<20xf32>
    %321 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %322 = stablehlo.divide %223, %321 : tensor<20x20xf32>
    %323 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %324 = stablehlo.divide %229, %323 : tensor<20xf32>
    %325 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %326 = stablehlo.divide %235, %325 : tensor<20x20xf32>
    %327 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %328 = stablehlo.divide %241, %327 : tensor<20xf32>
    %329 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %330 = stablehlo.divide %247, %329 : tensor<20x20xf32>
    %331 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %332 = stablehlo.divide %253, %331 : tensor<6x20xf32>
    %333 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %334 = stablehlo.divide %259, %333 : tensor<6x20xf32>
    %335 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %336 = stablehlo.divide %265, %335 : tensor<6x20xf32>
    %337 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %338 = stablehlo.divide %271, %337 : tensor<6x20xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %340 = stablehlo.add %312, %339 : tensor<5xf32>
    %341 = stablehlo.sqrt %340 : tensor<5xf32>
    %cst_118 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %343 = stablehlo.add %341, %342 : tensor<5xf32>
    %344 = stablehlo.divide %280, %343 : tensor<5xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %346 = stablehlo.add %314, %345 : tensor<20x5xf32>
    %347 = stablehlo.sqrt %346 : tensor<20x5xf32>
    %cst_120 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %349 = stablehlo.add %347, %348 : tensor<20x5xf32>
    %350 = stablehlo.divide %282, %349 : tensor<20x5xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %352 = stablehlo.add %316, %351 : tensor<20xf32>
    %353 = stablehlo.sqrt %352 : tensor<20xf32>
    %cst_122 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %355 = stablehlo.add %353, %354 : tensor<20xf32>
    %356 = stablehlo.divide %284, %355 : tensor<20xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %358 = stablehlo.add %318, %357 : tensor<20x20xf32>
    %359 = stablehlo.sqrt %358 : tensor<20x20xf32>
    %cst_124 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %361 = stablehlo.add %359, %360 : tensor<20x20xf32>
    %362 = stablehlo.divide %286, %361 : tensor<20x20xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %364 = stablehlo.add %320, %363 : tensor<20xf32>
    %365 = stablehlo.sqrt %364 : tensor<20xf32>
    %cst_126 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %367 = stablehlo.add %365, %366 : tensor<20xf32>
    %368 = stablehlo.divide %288, %367 : tensor<20xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %370 = stablehlo.add %322, %369 : tensor<20x20xf32>
    %371 = stablehlo.sqrt %370 : tensor<20x20xf32>
    %cst_128 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %373 = stablehlo.add %371, %372 : tensor<20x20xf32>
    %374 = stablehlo.divide %290, %373 : tensor<20x20xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %376 = stablehlo.add %324, %375 : tensor<20xf32>
    %377 = stablehlo.sqrt %376 : tensor<20xf32>
    %cst_130 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %379 = stablehlo.add %377, %378 : tensor<20xf32>
    %380 = stablehlo.divide %292, %379 : tensor<20xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %382 = stablehlo.add %326, %381 : tensor<20x20xf32>
    %383 = stablehlo.sqrt %382 : tensor<20x20xf32>
    %cst_132 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %385 = stablehlo.add %383, %384 : tensor<20x20xf32>
    %386 = stablehlo.divide %294, %385 : tensor<20x20xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %388 = stablehlo.add %328, %387 : tensor<20xf32>
    %389 = stablehlo.sqrt %388 : tensor<20xf32>
    %cst_134 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %391 = stablehlo.add %389, %390 : tensor<20xf32>
    %392 = stablehlo.divide %296, %391 : tensor<20xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %394 = stablehlo.add %330, %393 : tensor<20x20xf32>
    %395 = stablehlo.sqrt %394 : tensor<20x20xf32>
    %cst_136 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %397 = stablehlo.add %395, %396 : tensor<20x20xf32>
    %398 = stablehlo.divide %298, %397 : tensor<20x20xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %400 = stablehlo.add %332, %399 : tensor<6x20xf32>
    %401 = stablehlo.sqrt %400 : tensor<6x20xf32>
    %cst_138 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %403 = stablehlo.add %401, %402 : tensor<6x20xf32>
    %404 = stablehlo.divide %300, %403 : tensor<6x20xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %406 = stablehlo.add %334, %405 : tensor<6x20xf32>
    %407 = stablehlo.sqrt %406 : tensor<6x20xf32>
    %cst_140 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %409 = stablehlo.add %407, %408 : tensor<6x20xf32>
    %410 = stablehlo.divide %302, %409 : tensor<6x20xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %412 = stablehlo.add %336, %411 : tensor<6x20xf32>
    %413 = stablehlo.sqrt %412 : tensor<6x20xf32>
    %cst_142 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %415 = stablehlo.add %413, %414 : tensor<6x20xf32>
    %416 = stablehlo.divide %304, %415 : tensor<6x20xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %418 = stablehlo.add %338, %417 : tensor<6x20xf32>
    %419 = stablehlo.sqrt %418 : tensor<6x20xf32>
    %cst_144 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %421 = stablehlo.add %419, %420 : tensor<6x20xf32>
    %422 = stablehlo.divide %306, %421 : tensor<6x20xf32>
    %cst_145 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %424 = stablehlo.multiply %423, %arg0 : tensor<5xf32>
    %425 = stablehlo.add %344, %424 : tensor<5xf32>
    %cst_146 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %427 = stablehlo.multiply %426, %arg1 : tensor<20x5xf32>
    %428 = stablehlo.add %350, %427 : tensor<20x5xf32>
    %cst_147 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %430 = stablehlo.multiply %429, %arg2 : tensor<20xf32>
    %431 = stablehlo.add %356, %430 : tensor<20xf32>
    %cst_148 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %433 = stablehlo.multiply %432, %arg3 : tensor<20x20xf32>
    %434 = stablehlo.add %362, %433 : tensor<20x20xf32>
    %cst_149 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %436 = stablehlo.multiply %435, %arg4 : tensor<20xf32>
    %437 = stablehlo.add %368, %436 : tensor<20xf32>
    %cst_150 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %439 = stablehlo.multiply %438, %arg5 : tensor<20x20xf32>
    %440 = stablehlo.add %374, %439 : tensor<20x20xf32>
    %cst_151 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %442 = stablehlo.multiply %441, %arg6 : tensor<20xf32>
    %443 = stablehlo.add %380, %442 : tensor<20xf32>
    %cst_152 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %445 = stablehlo.multiply %444, %arg7 : tensor<20x20xf32>
    %446 = stablehlo.add %386, %445 : tensor<20x20xf32>
    %cst_153 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %448 = stablehlo.multiply %447, %arg8 : tensor<20xf32>
    %449 = stablehlo.add %392, %448 : tensor<20xf32>
    %cst_154 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %451 = stablehlo.multiply %450, %arg9 : tensor<20x20xf32>
    %452 = stablehlo.add %398, %451 : tensor<20x20xf32>
    %cst_155 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %454 = stablehlo.multiply %453, %arg10 : tensor<6x20xf32>
    %455 = stablehlo.add %404, %454 : tensor<6x20xf32>
    %cst_156 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %457 = stablehlo.multiply %456, %arg11 : tensor<6x20xf32>
    %458 = stablehlo.add %410, %457 : tensor<6x20xf32>
    %cst_157 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %460 = stablehlo.multiply %459, %arg12 : tensor<6x20xf32>
    %461 = stablehlo.add %416, %460 : tensor<6x20xf32>
    %cst_158 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %463 = stablehlo.multiply %462, %arg13 : tensor<6x20xf32>
    %464 = stablehlo.add %422, %463 : tensor<6x20xf32>
    %cst_159 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %466 = stablehlo.multiply %465, %425 : tensor<5xf32>
    %cst_160 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %468 = stablehlo.multiply %467, %428 : tensor<20x5xf32>
    %cst_161 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %470 = stablehlo.multiply %469, %431 : tensor<20xf32>
    %cst_162 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %472 = stablehlo.multiply %471, %434 : tensor<20x20xf32>
    %cst_163 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %474 = stablehlo.multiply %473, %437 : tensor<20xf32>
    %cst_164 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %476 = stablehlo.multiply %475, %440 : tensor<20x20xf32>
    %cst_165 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %478 = stablehlo.multiply %477, %443 : tensor<20xf32>
    %cst_166 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %480 = stablehlo.multiply %479, %446 : tensor<20x20xf32>
    %cst_167 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %482 = stablehlo.multiply %481, %449 : tensor<20xf32>
    %cst_168 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %484 = stablehlo.multiply %483, %452 : tensor<20x20xf32>
    %cst_169 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %486 = stablehlo.multiply %485, %455 : tensor<6x20xf32>
    %cst_170 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %488 = stablehlo.multiply %487, %458 : tensor<6x20xf32>
    %cst_171 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %490 = stablehlo.multiply %489, %461 : tensor<6x20xf32>
    %cst_172 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<6x20xf32>
    %492 = stablehlo.multiply %491, %464 : tensor<6x20xf32>
    %493 = stablehlo.add %arg0, %466 : tensor<5xf32>
    %494 = stablehlo.add %arg1, %468 : tensor<20x5xf32>
    %495 = stablehlo.add %arg2, %470 : tensor<20xf32>
    %496 = stablehlo.add %arg3, %472 : tensor<20x20xf32>
    %497 = stablehlo.add %arg4, %474 : tensor<20xf32>
    %498 = stablehlo.add %arg5, %476 : tensor<20x20xf32>
    %499 = stablehlo.add %arg6, %478 : tensor<20xf32>
    %500 = stablehlo.add %arg7, %480 : tensor<20x20xf32>
    %501 = stablehlo.add %arg8, %482 : tensor<20xf32>
    %502 = stablehlo.add %arg9, %484 : tensor<20x20xf32>
    %503 = stablehlo.add %arg10, %486 : tensor<6x20xf32>
    %504 = stablehlo.add %arg11, %488 : tensor<6x20xf32>
    %505 = stablehlo.add %arg12, %490 : tensor<6x20xf32>
    %506 = stablehlo.add %arg13, %492 : tensor<6x20xf32>
    return %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %274, %122, %127, %132, %137, %142, %147, %152, %157, %162, %167, %172, %177, %182, %187, %193, %199, %205, %211, %217, %223, %229, %235, %241, %247, %253, %259, %265, %271, %77 : tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<i32>, tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<f32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<2xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<2xui32>
      %22 = stablehlo.or %18, %21 : tensor<2xui32>
      %23 = stablehlo.xor %16, %22 : tensor<2xui32>
      %24 = stablehlo.add %16, %23 : tensor<2xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<2xui32>
      %30 = stablehlo.or %26, %29 : tensor<2xui32>
      %31 = stablehlo.xor %24, %30 : tensor<2xui32>
      %32 = stablehlo.add %24, %31 : tensor<2xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<2xui32>
      %38 = stablehlo.or %34, %37 : tensor<2xui32>
      %39 = stablehlo.xor %32, %38 : tensor<2xui32>
      %40 = stablehlo.add %32, %39 : tensor<2xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<2xui32>
      %46 = stablehlo.or %42, %45 : tensor<2xui32>
      %47 = stablehlo.xor %40, %46 : tensor<2xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %49 = stablehlo.add %40, %48 : tensor<2xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %51 = stablehlo.add %47, %50 : tensor<2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<2xui32>
      %55 = stablehlo.add %51, %54 : tensor<2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<12x4x6xf32>, %arg1: tensor<i32>) -> tensor<4x6xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 6] : (tensor<12x4x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x6xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x6xf32>) -> tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<12x4x20xf32>, %arg1: tensor<4x20xf32>, %arg2: tensor<i32>) -> tensor<12x4x20xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x20xf32>) -> tensor<1x4x20xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<12x4x20xf32>, tensor<1x4x20xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x4x20xf32>
    return %1 : tensor<12x4x20xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x5xf32>, %arg1: tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1xi1>, tensor<4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x1xi1>, tensor<4x1xf32>
    return %15, %5 : tensor<4x1xf32>, tensor<4x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<4x1xf32>, %arg1: tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<4xi1>, tensor<4xf32>
    return %13, %3 : tensor<4xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<4xf32>) -> tensor<4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x1xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    return %1 : tensor<4x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<4x1x1xi32>, %arg1: tensor<4x1xf32>) -> tensor<4x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x5xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x5xf32>
    return %1 : tensor<4x5xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<12x4x20xf32>, %arg1: tensor<i32>) -> tensor<4x20xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 20] : (tensor<12x4x20xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x20xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x20xf32>) -> tensor<4x20xf32>
    return %1 : tensor<4x20xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
