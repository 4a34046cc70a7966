module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<128xf32>, %arg3: tensor<32x128xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x2x16xf32>, %arg9: tensor<2x16x32xf32>, %arg10: tensor<32x2x16xf32>, %arg11: tensor<32x2x16xf32>, %arg12: tensor<32xf32>, %arg13: tensor<128x32xf32>, %arg14: tensor<128xf32>, %arg15: tensor<32x128xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x2x16xf32>, %arg21: tensor<2x16x32xf32>, %arg22: tensor<32x2x16xf32>, %arg23: tensor<32x2x16xf32>, %arg24: tensor<64xf32>, %arg25: tensor<32x64xf32>, %arg26: tensor<64x32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<16x32xf32>, %arg30: tensor<i32>, %arg31: tensor<32xf32>, %arg32: tensor<128x32xf32>, %arg33: tensor<128xf32>, %arg34: tensor<32x128xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x2x16xf32>, %arg40: tensor<2x16x32xf32>, %arg41: tensor<32x2x16xf32>, %arg42: tensor<32x2x16xf32>, %arg43: tensor<32xf32>, %arg44: tensor<128x32xf32>, %arg45: tensor<128xf32>, %arg46: tensor<32x128xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x2x16xf32>, %arg52: tensor<2x16x32xf32>, %arg53: tensor<32x2x16xf32>, %arg54: tensor<32x2x16xf32>, %arg55: tensor<64xf32>, %arg56: tensor<32x64xf32>, %arg57: tensor<64x32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<16x32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<128x32xf32>, %arg63: tensor<128xf32>, %arg64: tensor<32x128xf32>, %arg65: tensor<32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32x2x16xf32>, %arg70: tensor<2x16x32xf32>, %arg71: tensor<32x2x16xf32>, %arg72: tensor<32x2x16xf32>, %arg73: tensor<32xf32>, %arg74: tensor<128x32xf32>, %arg75: tensor<128xf32>, %arg76: tensor<32x128xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<32xf32>, %arg81: tensor<32x2x16xf32>, %arg82: tensor<2x16x32xf32>, %arg83: tensor<32x2x16xf32>, %arg84: tensor<32x2x16xf32>, %arg85: tensor<64xf32>, %arg86: tensor<32x64xf32>, %arg87: tensor<64x32xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<16x32xf32>, %arg91: tensor<4x16xi32>, %arg92: tensor<4x16xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['Block_0']['Dense_0']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[0]['Block_0']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_0']['Dense_1']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[0]['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['scale']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<2x16x32xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_1']['Dense_0']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[0]['Block_1']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['Block_1']['Dense_1']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[0]['Block_1']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_1']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_1']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_1']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_1']['LayerNorm_1']['scale']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<2x16x32xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[0]['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_0']['scale']"}, tensor<16x32xf32> {jax.result_info = "result[0]['pos']"}, tensor<i32> {jax.result_info = "result[2][0].count"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['Block_0']['Dense_0']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[2][0].mu['Block_0']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[2][0].mu['Block_0']['Dense_1']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[2][0].mu['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['Block_0']['LayerNorm_1']['scale']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<2x16x32xf32> {jax.result_info = "result[2][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['Block_1']['Dense_0']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[2][0].mu['Block_1']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[2][0].mu['Block_1']['Dense_1']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[2][0].mu['Block_1']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['Block_1']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['Block_1']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['Block_1']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['Block_1']['LayerNorm_1']['scale']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].mu['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<2x16x32xf32> {jax.result_info = "result[2][0].mu['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].mu['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].mu['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<64xf32> {jax.result_info = "result[2][0].mu['Dense_0']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[2][0].mu['Dense_0']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[2][0].mu['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['LayerNorm_0']['scale']"}, tensor<16x32xf32> {jax.result_info = "result[2][0].mu['pos']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['Block_0']['Dense_0']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[2][0].nu['Block_0']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[2][0].nu['Block_0']['Dense_1']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[2][0].nu['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['Block_0']['LayerNorm_1']['scale']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<2x16x32xf32> {jax.result_info = "result[2][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['Block_1']['Dense_0']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[2][0].nu['Block_1']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[2][0].nu['Block_1']['Dense_1']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[2][0].nu['Block_1']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['Block_1']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['Block_1']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['Block_1']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['Block_1']['LayerNorm_1']['scale']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].nu['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<2x16x32xf32> {jax.result_info = "result[2][0].nu['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].nu['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<32x2x16xf32> {jax.result_info = "result[2][0].nu['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<64xf32> {jax.result_info = "result[2][0].nu['Dense_0']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[2][0].nu['Dense_0']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[2][0].nu['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['LayerNorm_0']['scale']"}, tensor<16x32xf32> {jax.result_info = "result[2][0].nu['pos']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0:2 = call @_take(%arg26, %arg91) : (tensor<64x32xf32>, tensor<4x16xi32>) -> (tensor<4x16x32xf32>, tensor<4x16x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg29, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<4x16x32xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<4x16x32xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %5 = stablehlo.iota dim = 0 : tensor<16xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<16xi32>) -> tensor<4x16xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<4x16xi32>) -> tensor<4x1x16xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<4x16x1xi32>) -> tensor<4x16x16xi32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x1x16xi32>) -> tensor<4x16x16xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<4x16x16xi32>, tensor<4x16x16xi32>) -> tensor<4x16x16xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 2, 3] : (tensor<4x16x16xi1>) -> tensor<4x1x16x16xi1>
    %13 = stablehlo.convert %12 : (tensor<4x1x16x16xi1>) -> tensor<4x1x16x16xf32>
    %14 = chlo.square %3 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %16 = stablehlo.multiply %15, %3 : tensor<4x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %19 = stablehlo.divide %17, %18 : tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %22 = stablehlo.divide %20, %21 : tensor<4x16xf32>
    %23 = chlo.square %19 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %25 = stablehlo.multiply %24, %19 : tensor<4x16xf32>
    %26 = stablehlo.subtract %22, %23 : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<4x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %30 = stablehlo.compare GT, %26, %29, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %32 = stablehlo.compare EQ, %26, %31, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %36 = stablehlo.select %32, %35, %34 : tensor<4x16xi1>, tensor<4x16xf32>
    %37 = stablehlo.select %30, %33, %36 : tensor<4x16xi1>, tensor<4x16xf32>
    %38 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %39 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %41 = stablehlo.subtract %3, %40 : tensor<4x16x32xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %43 = stablehlo.add %39, %42 : tensor<4x16x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<4x16x1xf32>
    %45 = stablehlo.divide %44, %43 : tensor<4x16x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<4x16x1xf32>
    %48 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %49 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<4x16x32xf32>
    %52 = stablehlo.multiply %41, %51 : tensor<4x16x32xf32>
    %53 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %55 = stablehlo.add %52, %54 : tensor<4x16x32xf32>
    %56 = stablehlo.dot_general %55, %arg10, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %57 = stablehlo.dot_general %55, %arg8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %58 = stablehlo.dot_general %55, %arg11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %59 = stablehlo.sqrt %cst_13 : tensor<f32>
    %60 = stablehlo.convert %59 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<4x16x2x16xf32>
    %62 = stablehlo.divide %56, %61 : tensor<4x16x2x16xf32>
    %63 = stablehlo.dot_general %62, %57, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %64:3 = call @_where_0(%13, %63, %cst_14) : (tensor<4x1x16x16xf32>, tensor<4x2x16x16xf32>, tensor<f32>) -> (tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.reduce(%64#0 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %68 = stablehlo.compare EQ, %64#0, %67, FLOAT : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xi1>
    %69 = stablehlo.convert %68 : (tensor<4x2x16x16xi1>) -> tensor<4x2x16x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %72 = stablehlo.maximum %71, %65 : tensor<4x2x16xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %74 = stablehlo.compare GT, %65, %73, FLOAT : (tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xi1>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %76 = stablehlo.compare EQ, %65, %75, FLOAT : (tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xi1>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %80 = stablehlo.select %76, %79, %78 : tensor<4x2x16xi1>, tensor<4x2x16xf32>
    %81 = stablehlo.select %74, %77, %80 : tensor<4x2x16xi1>, tensor<4x2x16xf32>
    %82 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %84 = stablehlo.subtract %64#0, %83 : tensor<4x2x16x16xf32>
    %85 = stablehlo.exponential %84 : tensor<4x2x16x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %89 = stablehlo.divide %85, %88 : tensor<4x2x16x16xf32>
    %90 = stablehlo.multiply %87, %87 : tensor<4x2x16x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x2x16x1xf32>
    %92 = stablehlo.divide %91, %90 : tensor<4x2x16x1xf32>
    %93 = stablehlo.dot_general %58, %89, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %94 = stablehlo.transpose %93, dims = [0, 3, 1, 2] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %95 = stablehlo.dot_general %94, %arg9, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<4x16x32xf32>
    %96 = stablehlo.add %3, %95 : tensor<4x16x32xf32>
    %97 = chlo.square %96 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<4x16x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%96 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %102 = stablehlo.divide %100, %101 : tensor<4x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%97 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_29 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %105 = stablehlo.divide %103, %104 : tensor<4x16xf32>
    %106 = chlo.square %102 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %108 = stablehlo.multiply %107, %102 : tensor<4x16xf32>
    %109 = stablehlo.subtract %105, %106 : tensor<4x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %111 = stablehlo.maximum %110, %109 : tensor<4x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %113 = stablehlo.compare GT, %109, %112, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %115 = stablehlo.compare EQ, %109, %114, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %119 = stablehlo.select %115, %118, %117 : tensor<4x16xi1>, tensor<4x16xf32>
    %120 = stablehlo.select %113, %116, %119 : tensor<4x16xi1>, tensor<4x16xf32>
    %121 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %122 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %123 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %124 = stablehlo.subtract %96, %123 : tensor<4x16x32xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %126 = stablehlo.add %122, %125 : tensor<4x16x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<4x16x1xf32>
    %128 = stablehlo.divide %127, %126 : tensor<4x16x1xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<4x16x1xf32>
    %131 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %132 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %133 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<4x16x32xf32>
    %135 = stablehlo.multiply %124, %134 : tensor<4x16x32xf32>
    %136 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %138 = stablehlo.add %135, %137 : tensor<4x16x32xf32>
    %139 = stablehlo.dot_general %138, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<32x128xf32>) -> tensor<4x16x128xf32>
    %140 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x16x128xf32>
    %142 = stablehlo.add %139, %141 : tensor<4x16x128xf32>
    %143 = stablehlo.multiply %142, %142 : tensor<4x16x128xf32>
    %144 = stablehlo.multiply %143, %142 : tensor<4x16x128xf32>
    %145 = stablehlo.multiply %142, %142 : tensor<4x16x128xf32>
    %cst_39 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<4x16x128xf32>
    %cst_40 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %149 = stablehlo.multiply %148, %144 : tensor<4x16x128xf32>
    %150 = stablehlo.add %142, %149 : tensor<4x16x128xf32>
    %cst_41 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<4x16x128xf32>
    %153 = stablehlo.tanh %152 : tensor<4x16x128xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %155 = stablehlo.add %154, %153 : tensor<4x16x128xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %157 = stablehlo.subtract %156, %153 : tensor<4x16x128xf32>
    %158 = stablehlo.multiply %155, %157 : tensor<4x16x128xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %160 = stablehlo.add %159, %153 : tensor<4x16x128xf32>
    %cst_45 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %162 = stablehlo.multiply %161, %160 : tensor<4x16x128xf32>
    %163 = stablehlo.multiply %142, %162 : tensor<4x16x128xf32>
    %164 = stablehlo.dot_general %163, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16x128xf32>, tensor<128x32xf32>) -> tensor<4x16x32xf32>
    %165 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %167 = stablehlo.add %164, %166 : tensor<4x16x32xf32>
    %168 = stablehlo.add %96, %167 : tensor<4x16x32xf32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %169 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %170 = stablehlo.iota dim = 0 : tensor<16xi32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [1] : (tensor<16xi32>) -> tensor<4x16xi32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %173 = stablehlo.broadcast_in_dim %171, dims = [0, 2] : (tensor<4x16xi32>) -> tensor<4x1x16xi32>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<4x16x1xi32>) -> tensor<4x16x16xi32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<4x1x16xi32>) -> tensor<4x16x16xi32>
    %176 = stablehlo.compare GE, %174, %175, SIGNED : (tensor<4x16x16xi32>, tensor<4x16x16xi32>) -> tensor<4x16x16xi1>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 2, 3] : (tensor<4x16x16xi1>) -> tensor<4x1x16x16xi1>
    %178 = stablehlo.convert %177 : (tensor<4x1x16x16xi1>) -> tensor<4x1x16x16xf32>
    %179 = chlo.square %168 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %181 = stablehlo.multiply %180, %168 : tensor<4x16x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%168 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_49 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %184 = stablehlo.divide %182, %183 : tensor<4x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%179 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_51 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %187 = stablehlo.divide %185, %186 : tensor<4x16xf32>
    %188 = chlo.square %184 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %190 = stablehlo.multiply %189, %184 : tensor<4x16xf32>
    %191 = stablehlo.subtract %187, %188 : tensor<4x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %193 = stablehlo.maximum %192, %191 : tensor<4x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %195 = stablehlo.compare GT, %191, %194, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %197 = stablehlo.compare EQ, %191, %196, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %201 = stablehlo.select %197, %200, %199 : tensor<4x16xi1>, tensor<4x16xf32>
    %202 = stablehlo.select %195, %198, %201 : tensor<4x16xi1>, tensor<4x16xf32>
    %203 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %204 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %206 = stablehlo.subtract %168, %205 : tensor<4x16x32xf32>
    %cst_59 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %208 = stablehlo.add %204, %207 : tensor<4x16x1xf32>
    %209 = stablehlo.rsqrt %208 : tensor<4x16x1xf32>
    %210 = stablehlo.divide %209, %208 : tensor<4x16x1xf32>
    %cst_60 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<4x16x1xf32>
    %213 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %214 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %215 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<4x16x32xf32>
    %217 = stablehlo.multiply %206, %216 : tensor<4x16x32xf32>
    %218 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %220 = stablehlo.add %217, %219 : tensor<4x16x32xf32>
    %221 = stablehlo.dot_general %220, %arg22, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %222 = stablehlo.dot_general %220, %arg20, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %223 = stablehlo.dot_general %220, %arg23, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %cst_61 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %224 = stablehlo.sqrt %cst_61 : tensor<f32>
    %225 = stablehlo.convert %224 : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<4x16x2x16xf32>
    %227 = stablehlo.divide %221, %226 : tensor<4x16x2x16xf32>
    %228 = stablehlo.dot_general %227, %222, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %cst_62 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %229:3 = call @_where_0(%178, %228, %cst_62) : (tensor<4x1x16x16xf32>, tensor<4x2x16x16xf32>, tensor<f32>) -> (tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>)
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %230 = stablehlo.reduce(%229#0 init: %cst_63) applies stablehlo.maximum across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %231 = stablehlo.reshape %230 : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %233 = stablehlo.compare EQ, %229#0, %232, FLOAT : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xi1>
    %234 = stablehlo.convert %233 : (tensor<4x2x16x16xi1>) -> tensor<4x2x16x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%234 init: %cst_64) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %237 = stablehlo.maximum %236, %230 : tensor<4x2x16xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %239 = stablehlo.compare GT, %230, %238, FLOAT : (tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xi1>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %241 = stablehlo.compare EQ, %230, %240, FLOAT : (tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xi1>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %cst_70 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %245 = stablehlo.select %241, %244, %243 : tensor<4x2x16xi1>, tensor<4x2x16xf32>
    %246 = stablehlo.select %239, %242, %245 : tensor<4x2x16xi1>, tensor<4x2x16xf32>
    %247 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %249 = stablehlo.subtract %229#0, %248 : tensor<4x2x16x16xf32>
    %250 = stablehlo.exponential %249 : tensor<4x2x16x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %254 = stablehlo.divide %250, %253 : tensor<4x2x16x16xf32>
    %255 = stablehlo.multiply %252, %252 : tensor<4x2x16x1xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4x2x16x1xf32>
    %257 = stablehlo.divide %256, %255 : tensor<4x2x16x1xf32>
    %258 = stablehlo.dot_general %223, %254, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %259 = stablehlo.transpose %258, dims = [0, 3, 1, 2] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %260 = stablehlo.dot_general %259, %arg21, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<4x16x32xf32>
    %261 = stablehlo.add %168, %260 : tensor<4x16x32xf32>
    %262 = chlo.square %261 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_73 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %264 = stablehlo.multiply %263, %261 : tensor<4x16x32xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%261 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_75 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %267 = stablehlo.divide %265, %266 : tensor<4x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%262 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_77 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %270 = stablehlo.divide %268, %269 : tensor<4x16xf32>
    %271 = chlo.square %267 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_78 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %273 = stablehlo.multiply %272, %267 : tensor<4x16xf32>
    %274 = stablehlo.subtract %270, %271 : tensor<4x16xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %276 = stablehlo.maximum %275, %274 : tensor<4x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %278 = stablehlo.compare GT, %274, %277, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %280 = stablehlo.compare EQ, %274, %279, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_84 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %284 = stablehlo.select %280, %283, %282 : tensor<4x16xi1>, tensor<4x16xf32>
    %285 = stablehlo.select %278, %281, %284 : tensor<4x16xi1>, tensor<4x16xf32>
    %286 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %287 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %288 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %289 = stablehlo.subtract %261, %288 : tensor<4x16x32xf32>
    %cst_85 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %291 = stablehlo.add %287, %290 : tensor<4x16x1xf32>
    %292 = stablehlo.rsqrt %291 : tensor<4x16x1xf32>
    %293 = stablehlo.divide %292, %291 : tensor<4x16x1xf32>
    %cst_86 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %295 = stablehlo.multiply %294, %293 : tensor<4x16x1xf32>
    %296 = stablehlo.reshape %arg19 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %297 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<4x16x32xf32>
    %300 = stablehlo.multiply %289, %299 : tensor<4x16x32xf32>
    %301 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %303 = stablehlo.add %300, %302 : tensor<4x16x32xf32>
    %304 = stablehlo.dot_general %303, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<32x128xf32>) -> tensor<4x16x128xf32>
    %305 = stablehlo.reshape %arg14 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x16x128xf32>
    %307 = stablehlo.add %304, %306 : tensor<4x16x128xf32>
    %308 = stablehlo.multiply %307, %307 : tensor<4x16x128xf32>
    %309 = stablehlo.multiply %308, %307 : tensor<4x16x128xf32>
    %310 = stablehlo.multiply %307, %307 : tensor<4x16x128xf32>
    %cst_87 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<4x16x128xf32>
    %cst_88 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %314 = stablehlo.multiply %313, %309 : tensor<4x16x128xf32>
    %315 = stablehlo.add %307, %314 : tensor<4x16x128xf32>
    %cst_89 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %317 = stablehlo.multiply %316, %315 : tensor<4x16x128xf32>
    %318 = stablehlo.tanh %317 : tensor<4x16x128xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %320 = stablehlo.add %319, %318 : tensor<4x16x128xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %322 = stablehlo.subtract %321, %318 : tensor<4x16x128xf32>
    %323 = stablehlo.multiply %320, %322 : tensor<4x16x128xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %325 = stablehlo.add %324, %318 : tensor<4x16x128xf32>
    %cst_93 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %327 = stablehlo.multiply %326, %325 : tensor<4x16x128xf32>
    %328 = stablehlo.multiply %307, %327 : tensor<4x16x128xf32>
    %329 = stablehlo.dot_general %328, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16x128xf32>, tensor<128x32xf32>) -> tensor<4x16x32xf32>
    %330 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %332 = stablehlo.add %329, %331 : tensor<4x16x32xf32>
    %333 = stablehlo.add %261, %332 : tensor<4x16x32xf32>
    %334 = chlo.square %333 : tensor<4x16x32xf32> -> tensor<4x16x32xf32>
    %cst_94 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %336 = stablehlo.multiply %335, %333 : tensor<4x16x32xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%333 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_96 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %339 = stablehlo.divide %337, %338 : tensor<4x16xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%334 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_98 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %342 = stablehlo.divide %340, %341 : tensor<4x16xf32>
    %343 = chlo.square %339 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %345 = stablehlo.multiply %344, %339 : tensor<4x16xf32>
    %346 = stablehlo.subtract %342, %343 : tensor<4x16xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %348 = stablehlo.maximum %347, %346 : tensor<4x16xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %350 = stablehlo.compare GT, %346, %349, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %352 = stablehlo.compare EQ, %346, %351, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_105 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %356 = stablehlo.select %352, %355, %354 : tensor<4x16xi1>, tensor<4x16xf32>
    %357 = stablehlo.select %350, %353, %356 : tensor<4x16xi1>, tensor<4x16xf32>
    %358 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %359 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %360 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %361 = stablehlo.subtract %333, %360 : tensor<4x16x32xf32>
    %cst_106 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %363 = stablehlo.add %359, %362 : tensor<4x16x1xf32>
    %364 = stablehlo.rsqrt %363 : tensor<4x16x1xf32>
    %365 = stablehlo.divide %364, %363 : tensor<4x16x1xf32>
    %cst_107 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %367 = stablehlo.multiply %366, %365 : tensor<4x16x1xf32>
    %368 = stablehlo.reshape %arg28 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %369 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %370 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<4x16x32xf32>
    %372 = stablehlo.multiply %361, %371 : tensor<4x16x32xf32>
    %373 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %375 = stablehlo.add %372, %374 : tensor<4x16x32xf32>
    %376 = stablehlo.dot_general %375, %arg25, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %377 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %379 = stablehlo.add %376, %378 : tensor<4x16x64xf32>
    %380 = stablehlo.broadcast_in_dim %arg92, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %381:2 = call @take_along_axis(%379, %380) : (tensor<4x16x64xf32>, tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>)
    %c_108 = stablehlo.constant dense<0> : tensor<i32>
    %382:2 = call @_take_1(%381#0, %c_108) : (tensor<4x16x1xf32>, tensor<i32>) -> (tensor<4x16xf32>, tensor<1xi32>)
    %cst_109 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %383 = stablehlo.reduce(%379 init: %cst_109) applies stablehlo.maximum across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %384 = stablehlo.reshape %383 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %386 = stablehlo.compare EQ, %379, %385, FLOAT : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xi1>
    %387 = stablehlo.convert %386 : (tensor<4x16x64xi1>) -> tensor<4x16x64xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_110) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_111 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %390 = stablehlo.maximum %389, %383 : tensor<4x16xf32>
    %cst_112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %392 = stablehlo.compare GT, %383, %391, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_113 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %394 = stablehlo.compare EQ, %383, %393, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_116 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %398 = stablehlo.select %394, %397, %396 : tensor<4x16xi1>, tensor<4x16xf32>
    %399 = stablehlo.select %392, %395, %398 : tensor<4x16xi1>, tensor<4x16xf32>
    %400 = stablehlo.is_finite %390 : (tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %402 = stablehlo.select %400, %390, %401 : tensor<4x16xi1>, tensor<4x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %404 = stablehlo.broadcast_in_dim %402, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %406 = stablehlo.subtract %379, %405 : tensor<4x16x64xf32>
    %407 = stablehlo.exponential %406 : tensor<4x16x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%407 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %409 = stablehlo.sign %408 : tensor<4x16xf32>
    %410 = stablehlo.abs %408 : tensor<4x16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %412 = stablehlo.compare GE, %408, %411, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %413 = stablehlo.log %410 : tensor<4x16xf32>
    %414 = stablehlo.add %413, %402 : tensor<4x16xf32>
    %415 = stablehlo.subtract %414, %382#0 : tensor<4x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_122 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %417 = stablehlo.divide %416, %cst_122 : tensor<f32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_124 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %418 = stablehlo.divide %cst_123, %cst_124 : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %420 = stablehlo.negate %419 : tensor<4x16xf32>
    %421 = stablehlo.divide %419, %410 : tensor<4x16xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %423 = stablehlo.select %412, %422, %421 : tensor<4x16xi1>, tensor<4x16xf32>
    %424 = stablehlo.select %412, %421, %422 : tensor<4x16xi1>, tensor<4x16xf32>
    %425 = stablehlo.negate %423 : tensor<4x16xf32>
    %426 = stablehlo.add %424, %425 : tensor<4x16xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %428 = stablehlo.multiply %427, %407 : tensor<4x16x64xf32>
    %429 = call @_take_3(%382#1, %420) : (tensor<1xi32>, tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %430 = call @take_along_axis_4(%381#1, %429) : (tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %431 = stablehlo.add %428, %430 : tensor<4x16x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%431 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %433 = stablehlo.reshape %432 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %434 = stablehlo.reshape %433 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %435 = stablehlo.dot_general %431, %375, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x64xf32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %436 = stablehlo.transpose %435, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %437 = stablehlo.dot_general %431, %arg25, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x64xf32>, tensor<32x64xf32>) -> tensor<4x16x32xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%437 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %439 = stablehlo.reshape %438 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %440 = stablehlo.reshape %439 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %441 = stablehlo.multiply %361, %437 : tensor<4x16x32xf32>
    %442 = stablehlo.multiply %437, %371 : tensor<4x16x32xf32>
    %443 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %444 = stablehlo.multiply %443, %441 : tensor<4x16x32xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.reduce(%444 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %446 = stablehlo.reshape %445 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %447 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %448 = stablehlo.multiply %441, %447 : tensor<4x16x32xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.reduce(%448 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %450 = stablehlo.reshape %449 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %451 = stablehlo.reshape %446 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %452 = stablehlo.multiply %450, %367 : tensor<4x16x1xf32>
    %453 = stablehlo.negate %442 : tensor<4x16x32xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %454 = stablehlo.reduce(%453 init: %cst_130) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %455 = stablehlo.reshape %454 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.reduce(%452 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%455 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %458 = stablehlo.multiply %456, %357 : tensor<4x16xf32>
    %459 = stablehlo.negate %458 : tensor<4x16xf32>
    %460 = stablehlo.multiply %459, %345 : tensor<4x16xf32>
    %461 = stablehlo.add %457, %460 : tensor<4x16xf32>
    %cst_133 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %463 = stablehlo.divide %458, %462 : tensor<4x16xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %cst_134 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %466 = stablehlo.divide %461, %465 : tensor<4x16xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %468 = stablehlo.add %442, %467 : tensor<4x16x32xf32>
    %469 = stablehlo.multiply %464, %336 : tensor<4x16x32xf32>
    %470 = stablehlo.add %468, %469 : tensor<4x16x32xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.reduce(%470 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %472 = stablehlo.reshape %471 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %473 = stablehlo.reshape %472 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %474 = stablehlo.dot_general %470, %328, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<4x16x128xf32>) -> tensor<32x128xf32>
    %475 = stablehlo.transpose %474, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %476 = stablehlo.dot_general %470, %arg13, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<128x32xf32>) -> tensor<4x16x128xf32>
    %477 = stablehlo.multiply %307, %476 : tensor<4x16x128xf32>
    %478 = stablehlo.multiply %476, %327 : tensor<4x16x128xf32>
    %cst_136 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %480 = stablehlo.multiply %479, %477 : tensor<4x16x128xf32>
    %481 = stablehlo.multiply %480, %323 : tensor<4x16x128xf32>
    %cst_137 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %483 = stablehlo.multiply %482, %481 : tensor<4x16x128xf32>
    %484 = stablehlo.add %478, %483 : tensor<4x16x128xf32>
    %cst_138 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %486 = stablehlo.multiply %485, %483 : tensor<4x16x128xf32>
    %487 = stablehlo.multiply %486, %312 : tensor<4x16x128xf32>
    %488 = stablehlo.add %484, %487 : tensor<4x16x128xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.reduce(%488 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %490 = stablehlo.reshape %489 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %491 = stablehlo.reshape %490 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %492 = stablehlo.dot_general %488, %303, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x128xf32>, tensor<4x16x32xf32>) -> tensor<128x32xf32>
    %493 = stablehlo.transpose %492, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %494 = stablehlo.dot_general %488, %arg15, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x128xf32>, tensor<32x128xf32>) -> tensor<4x16x32xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.reduce(%494 init: %cst_140) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %496 = stablehlo.reshape %495 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %497 = stablehlo.reshape %496 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %498 = stablehlo.multiply %289, %494 : tensor<4x16x32xf32>
    %499 = stablehlo.multiply %494, %299 : tensor<4x16x32xf32>
    %500 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %501 = stablehlo.multiply %500, %498 : tensor<4x16x32xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%501 init: %cst_141) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %503 = stablehlo.reshape %502 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %504 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %505 = stablehlo.multiply %498, %504 : tensor<4x16x32xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %506 = stablehlo.reduce(%505 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %507 = stablehlo.reshape %506 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %508 = stablehlo.reshape %503 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %509 = stablehlo.multiply %507, %295 : tensor<4x16x1xf32>
    %510 = stablehlo.negate %499 : tensor<4x16x32xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%510 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %512 = stablehlo.reshape %511 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %513 = stablehlo.add %470, %499 : tensor<4x16x32xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.reduce(%509 init: %cst_144) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.reduce(%512 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %516 = stablehlo.multiply %514, %285 : tensor<4x16xf32>
    %517 = stablehlo.negate %516 : tensor<4x16xf32>
    %518 = stablehlo.multiply %517, %273 : tensor<4x16xf32>
    %519 = stablehlo.add %515, %518 : tensor<4x16xf32>
    %cst_146 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %521 = stablehlo.divide %516, %520 : tensor<4x16xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %cst_147 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %524 = stablehlo.divide %519, %523 : tensor<4x16xf32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %526 = stablehlo.add %513, %525 : tensor<4x16x32xf32>
    %527 = stablehlo.multiply %522, %264 : tensor<4x16x32xf32>
    %528 = stablehlo.add %526, %527 : tensor<4x16x32xf32>
    %529 = stablehlo.dot_general %528, %259, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<4x16x2x16xf32>) -> tensor<32x2x16xf32>
    %530 = stablehlo.transpose %529, dims = [1, 2, 0] : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %531 = stablehlo.dot_general %528, %arg21, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<2x16x32xf32>) -> tensor<4x16x2x16xf32>
    %532 = stablehlo.transpose %531, dims = [0, 2, 3, 1] : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %533 = stablehlo.dot_general %532, %223, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %534 = stablehlo.dot_general %532, %254, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %535 = stablehlo.transpose %534, dims = [0, 3, 1, 2] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %536 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %537 = stablehlo.multiply %533, %536 : tensor<4x2x16x16xf32>
    %538 = stablehlo.multiply %537, %250 : tensor<4x2x16x16xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%538 init: %cst_148) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %540 = stablehlo.reshape %539 : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %541 = stablehlo.negate %540 : tensor<4x2x16x1xf32>
    %542 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %543 = stablehlo.divide %533, %542 : tensor<4x2x16x16xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%541 init: %cst_149) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x16xf32>
    %546 = stablehlo.add %543, %545 : tensor<4x2x16x16xf32>
    %547 = stablehlo.multiply %546, %250 : tensor<4x2x16x16xf32>
    %548 = call @_where_5(%229#1, %229#2, %547) : (tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %549 = stablehlo.dot_general %548, %227, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %550 = stablehlo.transpose %549, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %551 = stablehlo.dot_general %548, %222, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %552 = stablehlo.transpose %551, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %553 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<4x16x2x16xf32>
    %554 = stablehlo.divide %552, %553 : tensor<4x16x2x16xf32>
    %555 = stablehlo.dot_general %535, %220, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %556 = stablehlo.transpose %555, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %557 = stablehlo.dot_general %535, %arg23, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %558 = stablehlo.dot_general %550, %220, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %559 = stablehlo.transpose %558, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %560 = stablehlo.dot_general %550, %arg20, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %561 = stablehlo.add %557, %560 : tensor<4x16x32xf32>
    %562 = stablehlo.dot_general %554, %220, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %563 = stablehlo.transpose %562, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %564 = stablehlo.dot_general %554, %arg22, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %565 = stablehlo.add %561, %564 : tensor<4x16x32xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.reduce(%565 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %567 = stablehlo.reshape %566 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %568 = stablehlo.reshape %567 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %569 = stablehlo.multiply %206, %565 : tensor<4x16x32xf32>
    %570 = stablehlo.multiply %565, %216 : tensor<4x16x32xf32>
    %571 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %572 = stablehlo.multiply %571, %569 : tensor<4x16x32xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %574 = stablehlo.reshape %573 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %575 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %576 = stablehlo.multiply %569, %575 : tensor<4x16x32xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%576 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %578 = stablehlo.reshape %577 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %579 = stablehlo.reshape %574 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %580 = stablehlo.multiply %578, %212 : tensor<4x16x1xf32>
    %581 = stablehlo.negate %570 : tensor<4x16x32xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%581 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %583 = stablehlo.reshape %582 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %584 = stablehlo.add %528, %570 : tensor<4x16x32xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %585 = stablehlo.reduce(%580 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.reduce(%583 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %587 = stablehlo.multiply %585, %202 : tensor<4x16xf32>
    %588 = stablehlo.negate %587 : tensor<4x16xf32>
    %589 = stablehlo.multiply %588, %190 : tensor<4x16xf32>
    %590 = stablehlo.add %586, %589 : tensor<4x16xf32>
    %cst_156 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %592 = stablehlo.divide %587, %591 : tensor<4x16xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %cst_157 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %595 = stablehlo.divide %590, %594 : tensor<4x16xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %597 = stablehlo.add %584, %596 : tensor<4x16x32xf32>
    %598 = stablehlo.multiply %593, %181 : tensor<4x16x32xf32>
    %599 = stablehlo.add %597, %598 : tensor<4x16x32xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.reduce(%599 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %601 = stablehlo.reshape %600 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %602 = stablehlo.reshape %601 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %603 = stablehlo.dot_general %599, %163, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<4x16x128xf32>) -> tensor<32x128xf32>
    %604 = stablehlo.transpose %603, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %605 = stablehlo.dot_general %599, %arg1, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<128x32xf32>) -> tensor<4x16x128xf32>
    %606 = stablehlo.multiply %142, %605 : tensor<4x16x128xf32>
    %607 = stablehlo.multiply %605, %162 : tensor<4x16x128xf32>
    %cst_159 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %609 = stablehlo.multiply %608, %606 : tensor<4x16x128xf32>
    %610 = stablehlo.multiply %609, %158 : tensor<4x16x128xf32>
    %cst_160 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %612 = stablehlo.multiply %611, %610 : tensor<4x16x128xf32>
    %613 = stablehlo.add %607, %612 : tensor<4x16x128xf32>
    %cst_161 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %615 = stablehlo.multiply %614, %612 : tensor<4x16x128xf32>
    %616 = stablehlo.multiply %615, %147 : tensor<4x16x128xf32>
    %617 = stablehlo.add %613, %616 : tensor<4x16x128xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %618 = stablehlo.reduce(%617 init: %cst_162) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %619 = stablehlo.reshape %618 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %620 = stablehlo.reshape %619 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %621 = stablehlo.dot_general %617, %138, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x128xf32>, tensor<4x16x32xf32>) -> tensor<128x32xf32>
    %622 = stablehlo.transpose %621, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %623 = stablehlo.dot_general %617, %arg3, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x128xf32>, tensor<32x128xf32>) -> tensor<4x16x32xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%623 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %625 = stablehlo.reshape %624 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %626 = stablehlo.reshape %625 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %627 = stablehlo.multiply %124, %623 : tensor<4x16x32xf32>
    %628 = stablehlo.multiply %623, %134 : tensor<4x16x32xf32>
    %629 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %630 = stablehlo.multiply %629, %627 : tensor<4x16x32xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_164) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %632 = stablehlo.reshape %631 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %633 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %634 = stablehlo.multiply %627, %633 : tensor<4x16x32xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.reduce(%634 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %636 = stablehlo.reshape %635 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %637 = stablehlo.reshape %632 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %638 = stablehlo.multiply %636, %130 : tensor<4x16x1xf32>
    %639 = stablehlo.negate %628 : tensor<4x16x32xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.reduce(%639 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %641 = stablehlo.reshape %640 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %642 = stablehlo.add %599, %628 : tensor<4x16x32xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%638 init: %cst_167) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%641 init: %cst_168) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %645 = stablehlo.multiply %643, %120 : tensor<4x16xf32>
    %646 = stablehlo.negate %645 : tensor<4x16xf32>
    %647 = stablehlo.multiply %646, %108 : tensor<4x16xf32>
    %648 = stablehlo.add %644, %647 : tensor<4x16xf32>
    %cst_169 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %650 = stablehlo.divide %645, %649 : tensor<4x16xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %cst_170 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %653 = stablehlo.divide %648, %652 : tensor<4x16xf32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %655 = stablehlo.add %642, %654 : tensor<4x16x32xf32>
    %656 = stablehlo.multiply %651, %99 : tensor<4x16x32xf32>
    %657 = stablehlo.add %655, %656 : tensor<4x16x32xf32>
    %658 = stablehlo.dot_general %657, %94, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<4x16x2x16xf32>) -> tensor<32x2x16xf32>
    %659 = stablehlo.transpose %658, dims = [1, 2, 0] : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %660 = stablehlo.dot_general %657, %arg9, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x16x32xf32>, tensor<2x16x32xf32>) -> tensor<4x16x2x16xf32>
    %661 = stablehlo.transpose %660, dims = [0, 2, 3, 1] : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %662 = stablehlo.dot_general %661, %58, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %663 = stablehlo.dot_general %661, %89, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %664 = stablehlo.transpose %663, dims = [0, 3, 1, 2] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %665 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %666 = stablehlo.multiply %662, %665 : tensor<4x2x16x16xf32>
    %667 = stablehlo.multiply %666, %85 : tensor<4x2x16x16xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%667 init: %cst_171) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %669 = stablehlo.reshape %668 : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %670 = stablehlo.negate %669 : tensor<4x2x16x1xf32>
    %671 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %672 = stablehlo.divide %662, %671 : tensor<4x2x16x16xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.reduce(%670 init: %cst_172) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %674 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x16xf32>
    %675 = stablehlo.add %672, %674 : tensor<4x2x16x16xf32>
    %676 = stablehlo.multiply %675, %85 : tensor<4x2x16x16xf32>
    %677 = call @_where_5(%64#1, %64#2, %676) : (tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %678 = stablehlo.dot_general %677, %62, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %679 = stablehlo.transpose %678, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %680 = stablehlo.dot_general %677, %57, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %681 = stablehlo.transpose %680, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %682 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<4x16x2x16xf32>
    %683 = stablehlo.divide %681, %682 : tensor<4x16x2x16xf32>
    %684 = stablehlo.dot_general %664, %55, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %685 = stablehlo.transpose %684, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %686 = stablehlo.dot_general %664, %arg11, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %687 = stablehlo.dot_general %679, %55, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %688 = stablehlo.transpose %687, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %689 = stablehlo.dot_general %679, %arg8, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %690 = stablehlo.add %686, %689 : tensor<4x16x32xf32>
    %691 = stablehlo.dot_general %683, %55, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %692 = stablehlo.transpose %691, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %693 = stablehlo.dot_general %683, %arg10, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %694 = stablehlo.add %690, %693 : tensor<4x16x32xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %695 = stablehlo.reduce(%694 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %696 = stablehlo.reshape %695 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %697 = stablehlo.reshape %696 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %698 = stablehlo.multiply %41, %694 : tensor<4x16x32xf32>
    %699 = stablehlo.multiply %694, %51 : tensor<4x16x32xf32>
    %700 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %701 = stablehlo.multiply %700, %698 : tensor<4x16x32xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %702 = stablehlo.reduce(%701 init: %cst_174) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %703 = stablehlo.reshape %702 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %704 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %705 = stablehlo.multiply %698, %704 : tensor<4x16x32xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.reduce(%705 init: %cst_175) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %707 = stablehlo.reshape %706 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %708 = stablehlo.reshape %703 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %709 = stablehlo.multiply %707, %47 : tensor<4x16x1xf32>
    %710 = stablehlo.negate %699 : tensor<4x16x32xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.reduce(%710 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %712 = stablehlo.reshape %711 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %713 = stablehlo.add %657, %699 : tensor<4x16x32xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %714 = stablehlo.reduce(%709 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %715 = stablehlo.reduce(%712 init: %cst_178) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %716 = stablehlo.multiply %714, %37 : tensor<4x16xf32>
    %717 = stablehlo.negate %716 : tensor<4x16xf32>
    %718 = stablehlo.multiply %717, %25 : tensor<4x16xf32>
    %719 = stablehlo.add %715, %718 : tensor<4x16xf32>
    %cst_179 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %721 = stablehlo.divide %716, %720 : tensor<4x16xf32>
    %722 = stablehlo.broadcast_in_dim %721, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %cst_180 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %724 = stablehlo.divide %719, %723 : tensor<4x16xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %726 = stablehlo.add %713, %725 : tensor<4x16x32xf32>
    %727 = stablehlo.multiply %722, %16 : tensor<4x16x32xf32>
    %728 = stablehlo.add %726, %727 : tensor<4x16x32xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.reduce(%728 init: %cst_181) applies stablehlo.add across dimensions = [0] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %730 = stablehlo.reshape %729 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %731 = stablehlo.reduce(%730 init: %cst_182) applies stablehlo.add across dimensions = [0] : (tensor<1x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %732 = call @_take_6(%0#1, %728) : (tensor<4x16x1xi32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %734 = stablehlo.multiply %733, %602 : tensor<32xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %736 = stablehlo.multiply %735, %arg31 : tensor<32xf32>
    %737 = stablehlo.add %734, %736 : tensor<32xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %739 = stablehlo.multiply %738, %604 : tensor<128x32xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %741 = stablehlo.multiply %740, %arg32 : tensor<128x32xf32>
    %742 = stablehlo.add %739, %741 : tensor<128x32xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %744 = stablehlo.multiply %743, %620 : tensor<128xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %746 = stablehlo.multiply %745, %arg33 : tensor<128xf32>
    %747 = stablehlo.add %744, %746 : tensor<128xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %749 = stablehlo.multiply %748, %622 : tensor<32x128xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %751 = stablehlo.multiply %750, %arg34 : tensor<32x128xf32>
    %752 = stablehlo.add %749, %751 : tensor<32x128xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %754 = stablehlo.multiply %753, %697 : tensor<32xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %756 = stablehlo.multiply %755, %arg35 : tensor<32xf32>
    %757 = stablehlo.add %754, %756 : tensor<32xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %759 = stablehlo.multiply %758, %708 : tensor<32xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %761 = stablehlo.multiply %760, %arg36 : tensor<32xf32>
    %762 = stablehlo.add %759, %761 : tensor<32xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %764 = stablehlo.multiply %763, %626 : tensor<32xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %766 = stablehlo.multiply %765, %arg37 : tensor<32xf32>
    %767 = stablehlo.add %764, %766 : tensor<32xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %769 = stablehlo.multiply %768, %637 : tensor<32xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %771 = stablehlo.multiply %770, %arg38 : tensor<32xf32>
    %772 = stablehlo.add %769, %771 : tensor<32xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %774 = stablehlo.multiply %773, %688 : tensor<32x2x16xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %776 = stablehlo.multiply %775, %arg39 : tensor<32x2x16xf32>
    %777 = stablehlo.add %774, %776 : tensor<32x2x16xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %779 = stablehlo.multiply %778, %659 : tensor<2x16x32xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %781 = stablehlo.multiply %780, %arg40 : tensor<2x16x32xf32>
    %782 = stablehlo.add %779, %781 : tensor<2x16x32xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %784 = stablehlo.multiply %783, %692 : tensor<32x2x16xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %786 = stablehlo.multiply %785, %arg41 : tensor<32x2x16xf32>
    %787 = stablehlo.add %784, %786 : tensor<32x2x16xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %789 = stablehlo.multiply %788, %685 : tensor<32x2x16xf32>
    %cst_206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %791 = stablehlo.multiply %790, %arg42 : tensor<32x2x16xf32>
    %792 = stablehlo.add %789, %791 : tensor<32x2x16xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %794 = stablehlo.multiply %793, %473 : tensor<32xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %796 = stablehlo.multiply %795, %arg43 : tensor<32xf32>
    %797 = stablehlo.add %794, %796 : tensor<32xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %799 = stablehlo.multiply %798, %475 : tensor<128x32xf32>
    %cst_210 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %801 = stablehlo.multiply %800, %arg44 : tensor<128x32xf32>
    %802 = stablehlo.add %799, %801 : tensor<128x32xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %804 = stablehlo.multiply %803, %491 : tensor<128xf32>
    %cst_212 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %806 = stablehlo.multiply %805, %arg45 : tensor<128xf32>
    %807 = stablehlo.add %804, %806 : tensor<128xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %809 = stablehlo.multiply %808, %493 : tensor<32x128xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %811 = stablehlo.multiply %810, %arg46 : tensor<32x128xf32>
    %812 = stablehlo.add %809, %811 : tensor<32x128xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %814 = stablehlo.multiply %813, %568 : tensor<32xf32>
    %cst_216 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %816 = stablehlo.multiply %815, %arg47 : tensor<32xf32>
    %817 = stablehlo.add %814, %816 : tensor<32xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %819 = stablehlo.multiply %818, %579 : tensor<32xf32>
    %cst_218 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %821 = stablehlo.multiply %820, %arg48 : tensor<32xf32>
    %822 = stablehlo.add %819, %821 : tensor<32xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %824 = stablehlo.multiply %823, %497 : tensor<32xf32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %826 = stablehlo.multiply %825, %arg49 : tensor<32xf32>
    %827 = stablehlo.add %824, %826 : tensor<32xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %829 = stablehlo.multiply %828, %508 : tensor<32xf32>
    %cst_222 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %831 = stablehlo.multiply %830, %arg50 : tensor<32xf32>
    %832 = stablehlo.add %829, %831 : tensor<32xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %834 = stablehlo.multiply %833, %559 : tensor<32x2x16xf32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %836 = stablehlo.multiply %835, %arg51 : tensor<32x2x16xf32>
    %837 = stablehlo.add %834, %836 : tensor<32x2x16xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %839 = stablehlo.multiply %838, %530 : tensor<2x16x32xf32>
    %cst_226 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %841 = stablehlo.multiply %840, %arg52 : tensor<2x16x32xf32>
    %842 = stablehlo.add %839, %841 : tensor<2x16x32xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %844 = stablehlo.multiply %843, %563 : tensor<32x2x16xf32>
    %cst_228 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %846 = stablehlo.multiply %845, %arg53 : tensor<32x2x16xf32>
    %847 = stablehlo.add %844, %846 : tensor<32x2x16xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %849 = stablehlo.multiply %848, %556 : tensor<32x2x16xf32>
    %cst_230 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %851 = stablehlo.multiply %850, %arg54 : tensor<32x2x16xf32>
    %852 = stablehlo.add %849, %851 : tensor<32x2x16xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %854 = stablehlo.multiply %853, %434 : tensor<64xf32>
    %cst_232 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %856 = stablehlo.multiply %855, %arg55 : tensor<64xf32>
    %857 = stablehlo.add %854, %856 : tensor<64xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %859 = stablehlo.multiply %858, %436 : tensor<32x64xf32>
    %cst_234 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %861 = stablehlo.multiply %860, %arg56 : tensor<32x64xf32>
    %862 = stablehlo.add %859, %861 : tensor<32x64xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %864 = stablehlo.multiply %863, %732 : tensor<64x32xf32>
    %cst_236 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %866 = stablehlo.multiply %865, %arg57 : tensor<64x32xf32>
    %867 = stablehlo.add %864, %866 : tensor<64x32xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %869 = stablehlo.multiply %868, %440 : tensor<32xf32>
    %cst_238 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %871 = stablehlo.multiply %870, %arg58 : tensor<32xf32>
    %872 = stablehlo.add %869, %871 : tensor<32xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %874 = stablehlo.multiply %873, %451 : tensor<32xf32>
    %cst_240 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %876 = stablehlo.multiply %875, %arg59 : tensor<32xf32>
    %877 = stablehlo.add %874, %876 : tensor<32xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %879 = stablehlo.multiply %878, %731 : tensor<16x32xf32>
    %cst_242 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %881 = stablehlo.multiply %880, %arg60 : tensor<16x32xf32>
    %882 = stablehlo.add %879, %881 : tensor<16x32xf32>
    %883 = stablehlo.multiply %602, %602 : tensor<32xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %885 = stablehlo.multiply %884, %883 : tensor<32xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %887 = stablehlo.multiply %886, %arg61 : tensor<32xf32>
    %888 = stablehlo.add %885, %887 : tensor<32xf32>
    %889 = stablehlo.multiply %604, %604 : tensor<128x32xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %891 = stablehlo.multiply %890, %889 : tensor<128x32xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %893 = stablehlo.multiply %892, %arg62 : tensor<128x32xf32>
    %894 = stablehlo.add %891, %893 : tensor<128x32xf32>
    %895 = stablehlo.multiply %620, %620 : tensor<128xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %897 = stablehlo.multiply %896, %895 : tensor<128xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %899 = stablehlo.multiply %898, %arg63 : tensor<128xf32>
    %900 = stablehlo.add %897, %899 : tensor<128xf32>
    %901 = stablehlo.multiply %622, %622 : tensor<32x128xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %903 = stablehlo.multiply %902, %901 : tensor<32x128xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %905 = stablehlo.multiply %904, %arg64 : tensor<32x128xf32>
    %906 = stablehlo.add %903, %905 : tensor<32x128xf32>
    %907 = stablehlo.multiply %697, %697 : tensor<32xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %909 = stablehlo.multiply %908, %907 : tensor<32xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %911 = stablehlo.multiply %910, %arg65 : tensor<32xf32>
    %912 = stablehlo.add %909, %911 : tensor<32xf32>
    %913 = stablehlo.multiply %708, %708 : tensor<32xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %915 = stablehlo.multiply %914, %913 : tensor<32xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %917 = stablehlo.multiply %916, %arg66 : tensor<32xf32>
    %918 = stablehlo.add %915, %917 : tensor<32xf32>
    %919 = stablehlo.multiply %626, %626 : tensor<32xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %921 = stablehlo.multiply %920, %919 : tensor<32xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %923 = stablehlo.multiply %922, %arg67 : tensor<32xf32>
    %924 = stablehlo.add %921, %923 : tensor<32xf32>
    %925 = stablehlo.multiply %637, %637 : tensor<32xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %927 = stablehlo.multiply %926, %925 : tensor<32xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %929 = stablehlo.multiply %928, %arg68 : tensor<32xf32>
    %930 = stablehlo.add %927, %929 : tensor<32xf32>
    %931 = stablehlo.multiply %688, %688 : tensor<32x2x16xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %933 = stablehlo.multiply %932, %931 : tensor<32x2x16xf32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %935 = stablehlo.multiply %934, %arg69 : tensor<32x2x16xf32>
    %936 = stablehlo.add %933, %935 : tensor<32x2x16xf32>
    %937 = stablehlo.multiply %659, %659 : tensor<2x16x32xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %939 = stablehlo.multiply %938, %937 : tensor<2x16x32xf32>
    %cst_262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %941 = stablehlo.multiply %940, %arg70 : tensor<2x16x32xf32>
    %942 = stablehlo.add %939, %941 : tensor<2x16x32xf32>
    %943 = stablehlo.multiply %692, %692 : tensor<32x2x16xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %945 = stablehlo.multiply %944, %943 : tensor<32x2x16xf32>
    %cst_264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %947 = stablehlo.multiply %946, %arg71 : tensor<32x2x16xf32>
    %948 = stablehlo.add %945, %947 : tensor<32x2x16xf32>
    %949 = stablehlo.multiply %685, %685 : tensor<32x2x16xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %951 = stablehlo.multiply %950, %949 : tensor<32x2x16xf32>
    %cst_266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %953 = stablehlo.multiply %952, %arg72 : tensor<32x2x16xf32>
    %954 = stablehlo.add %951, %953 : tensor<32x2x16xf32>
    %955 = stablehlo.multiply %473, %473 : tensor<32xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %957 = stablehlo.multiply %956, %955 : tensor<32xf32>
    %cst_268 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %959 = stablehlo.multiply %958, %arg73 : tensor<32xf32>
    %960 = stablehlo.add %957, %959 : tensor<32xf32>
    %961 = stablehlo.multiply %475, %475 : tensor<128x32xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %963 = stablehlo.multiply %962, %961 : tensor<128x32xf32>
    %cst_270 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %965 = stablehlo.multiply %964, %arg74 : tensor<128x32xf32>
    %966 = stablehlo.add %963, %965 : tensor<128x32xf32>
    %967 = stablehlo.multiply %491, %491 : tensor<128xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %969 = stablehlo.multiply %968, %967 : tensor<128xf32>
    %cst_272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %971 = stablehlo.multiply %970, %arg75 : tensor<128xf32>
    %972 = stablehlo.add %969, %971 : tensor<128xf32>
    %973 = stablehlo.multiply %493, %493 : tensor<32x128xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %974 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %975 = stablehlo.multiply %974, %973 : tensor<32x128xf32>
    %cst_274 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %977 = stablehlo.multiply %976, %arg76 : tensor<32x128xf32>
    %978 = stablehlo.add %975, %977 : tensor<32x128xf32>
    %979 = stablehlo.multiply %568, %568 : tensor<32xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %981 = stablehlo.multiply %980, %979 : tensor<32xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %983 = stablehlo.multiply %982, %arg77 : tensor<32xf32>
    %984 = stablehlo.add %981, %983 : tensor<32xf32>
    %985 = stablehlo.multiply %579, %579 : tensor<32xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %987 = stablehlo.multiply %986, %985 : tensor<32xf32>
    %cst_278 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %989 = stablehlo.multiply %988, %arg78 : tensor<32xf32>
    %990 = stablehlo.add %987, %989 : tensor<32xf32>
    %991 = stablehlo.multiply %497, %497 : tensor<32xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %993 = stablehlo.multiply %992, %991 : tensor<32xf32>
    %cst_280 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %995 = stablehlo.multiply %994, %arg79 : tensor<32xf32>
    %996 = stablehlo.add %993, %995 : tensor<32xf32>
    %997 = stablehlo.multiply %508, %508 : tensor<32xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %999 = stablehlo.multiply %998, %997 : tensor<32xf32>
    %cst_282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1001 = stablehlo.multiply %1000, %arg80 : tensor<32xf32>
    %1002 = stablehlo.add %999, %1001 : tensor<32xf32>
    %1003 = stablehlo.multiply %559, %559 : tensor<32x2x16xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1005 = stablehlo.multiply %1004, %1003 : tensor<32x2x16xf32>
    %cst_284 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1007 = stablehlo.multiply %1006, %arg81 : tensor<32x2x16xf32>
    %1008 = stablehlo.add %1005, %1007 : tensor<32x2x16xf32>
    %1009 = stablehlo.multiply %530, %530 : tensor<2x16x32xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1011 = stablehlo.multiply %1010, %1009 : tensor<2x16x32xf32>
    %cst_286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1013 = stablehlo.multiply %1012, %arg82 : tensor<2x16x32xf32>
    %1014 = stablehlo.add %1011, %1013 : tensor<2x16x32xf32>
    %1015 = stablehlo.multiply %563, %563 : tensor<32x2x16xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1017 = stablehlo.multiply %1016, %1015 : tensor<32x2x16xf32>
    %cst_288 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1019 = stablehlo.multiply %1018, %arg83 : tensor<32x2x16xf32>
    %1020 = stablehlo.add %1017, %1019 : tensor<32x2x16xf32>
    %1021 = stablehlo.multiply %556, %556 : tensor<32x2x16xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1022 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1023 = stablehlo.multiply %1022, %1021 : tensor<32x2x16xf32>
    %cst_290 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1025 = stablehlo.multiply %1024, %arg84 : tensor<32x2x16xf32>
    %1026 = stablehlo.add %1023, %1025 : tensor<32x2x16xf32>
    %1027 = stablehlo.multiply %434, %434 : tensor<64xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1029 = stablehlo.multiply %1028, %1027 : tensor<64xf32>
    %cst_292 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1031 = stablehlo.multiply %1030, %arg85 : tensor<64xf32>
    %1032 = stablehlo.add %1029, %1031 : tensor<64xf32>
    %1033 = stablehlo.multiply %436, %436 : tensor<32x64xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1035 = stablehlo.multiply %1034, %1033 : tensor<32x64xf32>
    %cst_294 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1037 = stablehlo.multiply %1036, %arg86 : tensor<32x64xf32>
    %1038 = stablehlo.add %1035, %1037 : tensor<32x64xf32>
    %1039 = stablehlo.multiply %732, %732 : tensor<64x32xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1041 = stablehlo.multiply %1040, %1039 : tensor<64x32xf32>
    %cst_296 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1043 = stablehlo.multiply %1042, %arg87 : tensor<64x32xf32>
    %1044 = stablehlo.add %1041, %1043 : tensor<64x32xf32>
    %1045 = stablehlo.multiply %440, %440 : tensor<32xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1047 = stablehlo.multiply %1046, %1045 : tensor<32xf32>
    %cst_298 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1049 = stablehlo.multiply %1048, %arg88 : tensor<32xf32>
    %1050 = stablehlo.add %1047, %1049 : tensor<32xf32>
    %1051 = stablehlo.multiply %451, %451 : tensor<32xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1053 = stablehlo.multiply %1052, %1051 : tensor<32xf32>
    %cst_300 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1055 = stablehlo.multiply %1054, %arg89 : tensor<32xf32>
    %1056 = stablehlo.add %1053, %1055 : tensor<32xf32>
    %1057 = stablehlo.multiply %731, %731 : tensor<16x32xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1059 = stablehlo.multiply %1058, %1057 : tensor<16x32xf32>
    %cst_302 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1061 = stablehlo.multiply %1060, %arg90 : tensor<16x32xf32>
    %1062 = stablehlo.add %1059, %1061 : tensor<16x32xf32>
    %c_303 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1063 = stablehlo.compare LT, %arg30, %c_303, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_304 = stablehlo.constant dense<1> : tensor<i32>
    %1064 = stablehlo.add %arg30, %c_304 : tensor<i32>
    %c_305 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1065 = call @_where_7(%1063, %1064, %c_305) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_306 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1066 = stablehlo.convert %1065 : (tensor<i32>) -> tensor<f32>
    %1067 = stablehlo.convert %1065 : (tensor<i32>) -> tensor<f32>
    %1068 = stablehlo.power %cst_306, %1067 : tensor<f32>
    %cst_307 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1069 = stablehlo.subtract %cst_307, %1068 : tensor<f32>
    %1070 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1071 = stablehlo.divide %737, %1070 : tensor<32xf32>
    %1072 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1073 = stablehlo.divide %742, %1072 : tensor<128x32xf32>
    %1074 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1075 = stablehlo.divide %747, %1074 : tensor<128xf32>
    %1076 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1077 = stablehlo.divide %752, %1076 : tensor<32x128xf32>
    %1078 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1079 = stablehlo.divide %757, %1078 : tensor<32xf32>
    %1080 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1081 = stablehlo.divide %762, %1080 : tensor<32xf32>
    %1082 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1083 = stablehlo.divide %767, %1082 : tensor<32xf32>
    %1084 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1085 = stablehlo.divide %772, %1084 : tensor<32xf32>
    %1086 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1087 = stablehlo.divide %777, %1086 : tensor<32x2x16xf32>
    %1088 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1089 = stablehlo.divide %782, %1088 : tensor<2x16x32xf32>
    %1090 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1091 = stablehlo.divide %787, %1090 : tensor<32x2x16xf32>
    %1092 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1093 = stablehlo.divide %792, %1092 : tensor<32x2x16xf32>
    %1094 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1095 = stablehlo.divide %797, %1094 : tensor<32xf32>
    %1096 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1097 = stablehlo.divide %802, %1096 : tensor<128x32xf32>
    %1098 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1099 = stablehlo.divide %807, %1098 : tensor<128xf32>
    %1100 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1101 = stablehlo.divide %812, %1100 : tensor<32x128xf32>
    %1102 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1103 = stablehlo.divide %817, %1102 : tensor<32xf32>
    %1104 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1105 = stablehlo.divide %822, %1104 : tensor<32xf32>
    %1106 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1107 = stablehlo.divide %827, %1106 : tensor<32xf32>
    %1108 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1109 = stablehlo.divide %832, %1108 : tensor<32xf32>
    %1110 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1111 = stablehlo.divide %837, %1110 : tensor<32x2x16xf32>
    %1112 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1113 = stablehlo.divide %842, %1112 : tensor<2x16x32xf32>
    %1114 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1115 = stablehlo.divide %847, %1114 : tensor<32x2x16xf32>
    %1116 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1117 = stablehlo.divide %852, %1116 : tensor<32x2x16xf32>
    %1118 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1119 = stablehlo.divide %857, %1118 : tensor<64xf32>
    %1120 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1121 = stablehlo.divide %862, %1120 : tensor<32x64xf32>
    %1122 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1123 = stablehlo.divide %867, %1122 : tensor<64x32xf32>
    %1124 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1125 = stablehlo.divide %872, %1124 : tensor<32xf32>
    %1126 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1127 = stablehlo.divide %877, %1126 : tensor<32xf32>
    %1128 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1129 = stablehlo.divide %882, %1128 : tensor<16x32xf32>
    %cst_308 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1130 = stablehlo.convert %1065 : (tensor<i32>) -> tensor<f32>
    %1131 = stablehlo.convert %1065 : (tensor<i32>) -> tensor<f32>
    %1132 = stablehlo.power %cst_308, %1131 : tensor<f32>
    %cst_309 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1133 = stablehlo.subtract %cst_309, %1132 : tensor<f32>
    %1134 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1135 = stablehlo.divide %888, %1134 : tensor<32xf32>
    %1136 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1137 = stablehlo.divide %894, %1136 : tensor<128x32xf32>
    %1138 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1139 = stablehlo.divide %900, %1138 : tensor<128xf32>
    %1140 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1141 = stablehlo.divide %906, %1140 : tensor<32x128xf32>
    %1142 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1143 = stablehlo.divide %912, %1142 : tensor<32xf32>
    %1144 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1145 = stablehlo.divide %918, %1144 : tensor<32xf32>
    %1146 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1147 = stablehlo.divide %924, %1146 : tensor<32xf32>
    %1148 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1149 = stablehlo.divide %930, %1148 : tensor<32xf32>
    %1150 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1151 = stablehlo.divide %936, %1150 : tensor<32x2x16xf32>
    %1152 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1153 = stablehlo.divide %942, %1152 : tensor<2x16x32xf32>
    %1154 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1155 = stablehlo.divide %948, %1154 : tensor<32x2x16xf32>
    %1156 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1157 = stablehlo.divide %954, %1156 : tensor<32x2x16xf32>
    %1158 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1159 = stablehlo.divide %960, %1158 : tensor<32xf32>
    %1160 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1161 = stablehlo.divide %966, %1160 : tensor<128x32xf32>
    %1162 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1163 = stablehlo.divide %972, %1162 : tensor<128xf32>
    %1164 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1165 = stablehlo.divide %978, %1164 : tensor<32x128xf32>
    %1166 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1167 = stablehlo.divide %984, %1166 : tensor<32xf32>
    %1168 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1169 = stablehlo.divide %990, %1168 : tensor<32xf32>
    %1170 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1171 = stablehlo.divide %996, %1170 : tensor<32xf32>
    %1172 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1173 = stablehlo.divide %1002, %1172 : tensor<32xf32>
    %1174 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1175 = stablehlo.divide %1008, %1174 : tensor<32x2x16xf32>
    %1176 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1177 = stablehlo.divide %1014, %1176 : tensor<2x16x32xf32>
    %1178 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1179 = stablehlo.divide %1020, %1178 : tensor<32x2x16xf32>
    %1180 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1181 = stablehlo.divide %1026, %1180 : tensor<32x2x16xf32>
    %1182 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1183 = stablehlo.divide %1032, %1182 : tensor<64xf32>
    %1184 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1185 = stablehlo.divide %1038, %1184 : tensor<32x64xf32>
    %1186 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1187 = stablehlo.divide %1044, %1186 : tensor<64x32xf32>
    %1188 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1189 = stablehlo.divide %1050, %1188 : tensor<32xf32>
    %1190 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1191 = stablehlo.divide %1056, %1190 : tensor<32xf32>
    %1192 = stablehlo.broadcast_in_dim %1133, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1193 = stablehlo.divide %1062, %1192 : tensor<16x32xf32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1194 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1195 = stablehlo.add %1135, %1194 : tensor<32xf32>
    %1196 = stablehlo.sqrt %1195 : tensor<32xf32>
    %cst_311 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1198 = stablehlo.add %1196, %1197 : tensor<32xf32>
    %1199 = stablehlo.divide %1071, %1198 : tensor<32xf32>
    %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1201 = stablehlo.add %1137, %1200 : tensor<128x32xf32>
    %1202 = stablehlo.sqrt %1201 : tensor<128x32xf32>
    %cst_313 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1204 = stablehlo.add %1202, %1203 : tensor<128x32xf32>
    %1205 = stablehlo.divide %1073, %1204 : tensor<128x32xf32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1207 = stablehlo.add %1139, %1206 : tensor<128xf32>
    %1208 = stablehlo.sqrt %1207 : tensor<128xf32>
    %cst_315 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1209 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1210 = stablehlo.add %1208, %1209 : tensor<128xf32>
    %1211 = stablehlo.divide %1075, %1210 : tensor<128xf32>
    %cst_316 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1212 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1213 = stablehlo.add %1141, %1212 : tensor<32x128xf32>
    %1214 = stablehlo.sqrt %1213 : tensor<32x128xf32>
    %cst_317 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1216 = stablehlo.add %1214, %1215 : tensor<32x128xf32>
    %1217 = stablehlo.divide %1077, %1216 : tensor<32x128xf32>
    %cst_318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1218 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1219 = stablehlo.add %1143, %1218 : tensor<32xf32>
    %1220 = stablehlo.sqrt %1219 : tensor<32xf32>
    %cst_319 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1222 = stablehlo.add %1220, %1221 : tensor<32xf32>
    %1223 = stablehlo.divide %1079, %1222 : tensor<32xf32>
    %cst_320 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1224 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1225 = stablehlo.add %1145, %1224 : tensor<32xf32>
    %1226 = stablehlo.sqrt %1225 : tensor<32xf32>
    %cst_321 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1227 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1228 = stablehlo.add %1226, %1227 : tensor<32xf32>
    %1229 = stablehlo.divide %1081, %1228 : tensor<32xf32>
    %cst_322 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1230 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1231 = stablehlo.add %1147, %1230 : tensor<32xf32>
    %1232 = stablehlo.sqrt %1231 : tensor<32xf32>
    %cst_323 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1233 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1234 = stablehlo.add %1232, %1233 : tensor<32xf32>
    %1235 = stablehlo.divide %1083, %1234 : tensor<32xf32>
    %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1237 = stablehlo.add %1149, %1236 : tensor<32xf32>
    %1238 = stablehlo.sqrt %1237 : tensor<32xf32>
    %cst_325 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1239 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1240 = stablehlo.add %1238, %1239 : tensor<32xf32>
    %1241 = stablehlo.divide %1085, %1240 : tensor<32xf32>
    %cst_326 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1242 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1243 = stablehlo.add %1151, %1242 : tensor<32x2x16xf32>
    %1244 = stablehlo.sqrt %1243 : tensor<32x2x16xf32>
    %cst_327 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1245 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1246 = stablehlo.add %1244, %1245 : tensor<32x2x16xf32>
    %1247 = stablehlo.divide %1087, %1246 : tensor<32x2x16xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1248 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1249 = stablehlo.add %1153, %1248 : tensor<2x16x32xf32>
    %1250 = stablehlo.sqrt %1249 : tensor<2x16x32xf32>
    %cst_329 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1251 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1252 = stablehlo.add %1250, %1251 : tensor<2x16x32xf32>
    %1253 = stablehlo.divide %1089, %1252 : tensor<2x16x32xf32>
    %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1254 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1255 = stablehlo.add %1155, %1254 : tensor<32x2x16xf32>
    %1256 = stablehlo.sqrt %1255 : tensor<32x2x16xf32>
    %cst_331 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1257 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1258 = stablehlo.add %1256, %1257 : tensor<32x2x16xf32>
    %1259 = stablehlo.divide %1091, %1258 : tensor<32x2x16xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1260 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1261 = stablehlo.add %1157, %1260 : tensor<32x2x16xf32>
    %1262 = stablehlo.sqrt %1261 : tensor<32x2x16xf32>
    %cst_333 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1264 = stablehlo.add %1262, %1263 : tensor<32x2x16xf32>
    %1265 = stablehlo.divide %1093, %1264 : tensor<32x2x16xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1266 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1267 = stablehlo.add %1159, %1266 : tensor<32xf32>
    %1268 = stablehlo.sqrt %1267 : tensor<32xf32>
    %cst_335 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1269 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1270 = stablehlo.add %1268, %1269 : tensor<32xf32>
    %1271 = stablehlo.divide %1095, %1270 : tensor<32xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1272 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1273 = stablehlo.add %1161, %1272 : tensor<128x32xf32>
    %1274 = stablehlo.sqrt %1273 : tensor<128x32xf32>
    %cst_337 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1275 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1276 = stablehlo.add %1274, %1275 : tensor<128x32xf32>
    %1277 = stablehlo.divide %1097, %1276 : tensor<128x32xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1279 = stablehlo.add %1163, %1278 : tensor<128xf32>
    %1280 = stablehlo.sqrt %1279 : tensor<128xf32>
    %cst_339 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1281 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1282 = stablehlo.add %1280, %1281 : tensor<128xf32>
    %1283 = stablehlo.divide %1099, %1282 : tensor<128xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1285 = stablehlo.add %1165, %1284 : tensor<32x128xf32>
    %1286 = stablehlo.sqrt %1285 : tensor<32x128xf32>
    %cst_341 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1287 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1288 = stablehlo.add %1286, %1287 : tensor<32x128xf32>
    %1289 = stablehlo.divide %1101, %1288 : tensor<32x128xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1290 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1291 = stablehlo.add %1167, %1290 : tensor<32xf32>
    %1292 = stablehlo.sqrt %1291 : tensor<32xf32>
    %cst_343 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1293 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1294 = stablehlo.add %1292, %1293 : tensor<32xf32>
    %1295 = stablehlo.divide %1103, %1294 : tensor<32xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1296 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1297 = stablehlo.add %1169, %1296 : tensor<32xf32>
    %1298 = stablehlo.sqrt %1297 : tensor<32xf32>
    %cst_345 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1299 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1300 = stablehlo.add %1298, %1299 : tensor<32xf32>
    %1301 = stablehlo.divide %1105, %1300 : tensor<32xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1302 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1303 = stablehlo.add %1171, %1302 : tensor<32xf32>
    %1304 = stablehlo.sqrt %1303 : tensor<32xf32>
    %cst_347 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1305 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1306 = stablehlo.add %1304, %1305 : tensor<32xf32>
    %1307 = stablehlo.divide %1107, %1306 : tensor<32xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1309 = stablehlo.add %1173, %1308 : tensor<32xf32>
    %1310 = stablehlo.sqrt %1309 : tensor<32xf32>
    %cst_349 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1312 = stablehlo.add %1310, %1311 : tensor<32xf32>
    %1313 = stablehlo.divide %1109, %1312 : tensor<32xf32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1314 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1315 = stablehlo.add %1175, %1314 : tensor<32x2x16xf32>
    %1316 = stablehlo.sqrt %1315 : tensor<32x2x16xf32>
    %cst_351 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1317 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1318 = stablehlo.add %1316, %1317 : tensor<32x2x16xf32>
    %1319 = stablehlo.divide %1111, %1318 : tensor<32x2x16xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1320 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1321 = stablehlo.add %1177, %1320 : tensor<2x16x32xf32>
    %1322 = stablehlo.sqrt %1321 : tensor<2x16x32xf32>
    %cst_353 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1324 = stablehlo.add %1322, %1323 : tensor<2x16x32xf32>
    %1325 = stablehlo.divide %1113, %1324 : tensor<2x16x32xf32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1326 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1327 = stablehlo.add %1179, %1326 : tensor<32x2x16xf32>
    %1328 = stablehlo.sqrt %1327 : tensor<32x2x16xf32>
    %cst_355 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1329 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1330 = stablehlo.add %1328, %1329 : tensor<32x2x16xf32>
    %1331 = stablehlo.divide %1115, %1330 : tensor<32x2x16xf32>
    %cst_356 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1332 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1333 = stablehlo.add %1181, %1332 : tensor<32x2x16xf32>
    %1334 = stablehlo.sqrt %1333 : tensor<32x2x16xf32>
    %cst_357 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1335 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1336 = stablehlo.add %1334, %1335 : tensor<32x2x16xf32>
    %1337 = stablehlo.divide %1117, %1336 : tensor<32x2x16xf32>
    %cst_358 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1339 = stablehlo.add %1183, %1338 : tensor<64xf32>
    %1340 = stablehlo.sqrt %1339 : tensor<64xf32>
    %cst_359 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1342 = stablehlo.add %1340, %1341 : tensor<64xf32>
    %1343 = stablehlo.divide %1119, %1342 : tensor<64xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1345 = stablehlo.add %1185, %1344 : tensor<32x64xf32>
    %1346 = stablehlo.sqrt %1345 : tensor<32x64xf32>
    %cst_361 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1347 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1348 = stablehlo.add %1346, %1347 : tensor<32x64xf32>
    %1349 = stablehlo.divide %1121, %1348 : tensor<32x64xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1351 = stablehlo.add %1187, %1350 : tensor<64x32xf32>
    %1352 = stablehlo.sqrt %1351 : tensor<64x32xf32>
    %cst_363 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1354 = stablehlo.add %1352, %1353 : tensor<64x32xf32>
    %1355 = stablehlo.divide %1123, %1354 : tensor<64x32xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1357 = stablehlo.add %1189, %1356 : tensor<32xf32>
    %1358 = stablehlo.sqrt %1357 : tensor<32xf32>
    %cst_365 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1360 = stablehlo.add %1358, %1359 : tensor<32xf32>
    %1361 = stablehlo.divide %1125, %1360 : tensor<32xf32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1363 = stablehlo.add %1191, %1362 : tensor<32xf32>
    %1364 = stablehlo.sqrt %1363 : tensor<32xf32>
    %cst_367 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1366 = stablehlo.add %1364, %1365 : tensor<32xf32>
    %1367 = stablehlo.divide %1127, %1366 : tensor<32xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1369 = stablehlo.add %1193, %1368 : tensor<16x32xf32>
    %1370 = stablehlo.sqrt %1369 : tensor<16x32xf32>
    %cst_369 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1372 = stablehlo.add %1370, %1371 : tensor<16x32xf32>
    %1373 = stablehlo.divide %1129, %1372 : tensor<16x32xf32>
    %cst_370 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1375 = stablehlo.multiply %1374, %arg0 : tensor<32xf32>
    %1376 = stablehlo.add %1199, %1375 : tensor<32xf32>
    %cst_371 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1378 = stablehlo.multiply %1377, %arg1 : tensor<128x32xf32>
    %1379 = stablehlo.add %1205, %1378 : tensor<128x32xf32>
    %cst_372 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1381 = stablehlo.multiply %1380, %arg2 : tensor<128xf32>
    %1382 = stablehlo.add %1211, %1381 : tensor<128xf32>
    %cst_373 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1384 = stablehlo.multiply %1383, %arg3 : tensor<32x128xf32>
    %1385 = stablehlo.add %1217, %1384 : tensor<32x128xf32>
    %cst_374 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1387 = stablehlo.multiply %1386, %arg4 : tensor<32xf32>
    %1388 = stablehlo.add %1223, %1387 : tensor<32xf32>
    %cst_375 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1390 = stablehlo.multiply %1389, %arg5 : tensor<32xf32>
    %1391 = stablehlo.add %1229, %1390 : tensor<32xf32>
    %cst_376 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1393 = stablehlo.multiply %1392, %arg6 : tensor<32xf32>
    %1394 = stablehlo.add %1235, %1393 : tensor<32xf32>
    %cst_377 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1396 = stablehlo.multiply %1395, %arg7 : tensor<32xf32>
    %1397 = stablehlo.add %1241, %1396 : tensor<32xf32>
    %cst_378 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1399 = stablehlo.multiply %1398, %arg8 : tensor<32x2x16xf32>
    %1400 = stablehlo.add %1247, %1399 : tensor<32x2x16xf32>
    %cst_379 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1402 = stablehlo.multiply %1401, %arg9 : tensor<2x16x32xf32>
    %1403 = stablehlo.add %1253, %1402 : tensor<2x16x32xf32>
    %cst_380 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1405 = stablehlo.multiply %1404, %arg10 : tensor<32x2x16xf32>
    %1406 = stablehlo.add %1259, %1405 : tensor<32x2x16xf32>
    %cst_381 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1408 = stablehlo.multiply %1407, %arg11 : tensor<32x2x16xf32>
    %1409 = stablehlo.add %1265, %1408 : tensor<32x2x16xf32>
    %cst_382 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1411 = stablehlo.multiply %1410, %arg12 : tensor<32xf32>
    %1412 = stablehlo.add %1271, %1411 : tensor<32xf32>
    %cst_383 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1414 = stablehlo.multiply %1413, %arg13 : tensor<128x32xf32>
    %1415 = stablehlo.add %1277, %1414 : tensor<128x32xf32>
    %cst_384 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1417 = stablehlo.multiply %1416, %arg14 : tensor<128xf32>
    %1418 = stablehlo.add %1283, %1417 : tensor<128xf32>
    %cst_385 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1420 = stablehlo.multiply %1419, %arg15 : tensor<32x128xf32>
    %1421 = stablehlo.add %1289, %1420 : tensor<32x128xf32>
    %cst_386 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1422 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1423 = stablehlo.multiply %1422, %arg16 : tensor<32xf32>
    %1424 = stablehlo.add %1295, %1423 : tensor<32xf32>
    %cst_387 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1426 = stablehlo.multiply %1425, %arg17 : tensor<32xf32>
    %1427 = stablehlo.add %1301, %1426 : tensor<32xf32>
    %cst_388 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1429 = stablehlo.multiply %1428, %arg18 : tensor<32xf32>
    %1430 = stablehlo.add %1307, %1429 : tensor<32xf32>
    %cst_389 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1432 = stablehlo.multiply %1431, %arg19 : tensor<32xf32>
    %1433 = stablehlo.add %1313, %1432 : tensor<32xf32>
    %cst_390 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1435 = stablehlo.multiply %1434, %arg20 : tensor<32x2x16xf32>
    %1436 = stablehlo.add %1319, %1435 : tensor<32x2x16xf32>
    %cst_391 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1438 = stablehlo.multiply %1437, %arg21 : tensor<2x16x32xf32>
    %1439 = stablehlo.add %1325, %1438 : tensor<2x16x32xf32>
    %cst_392 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1441 = stablehlo.multiply %1440, %arg22 : tensor<32x2x16xf32>
    %1442 = stablehlo.add %1331, %1441 : tensor<32x2x16xf32>
    %cst_393 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1444 = stablehlo.multiply %1443, %arg23 : tensor<32x2x16xf32>
    %1445 = stablehlo.add %1337, %1444 : tensor<32x2x16xf32>
    %cst_394 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1447 = stablehlo.multiply %1446, %arg24 : tensor<64xf32>
    %1448 = stablehlo.add %1343, %1447 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1450 = stablehlo.multiply %1449, %arg25 : tensor<32x64xf32>
    %1451 = stablehlo.add %1349, %1450 : tensor<32x64xf32>
    %cst_396 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1453 = stablehlo.multiply %1452, %arg26 : tensor<64x32xf32>
    %1454 = stablehlo.add %1355, %1453 : tensor<64x32xf32>
    %cst_397 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1456 = stablehlo.multiply %1455, %arg27 : tensor<32xf32>
    %1457 = stablehlo.add %1361, %1456 : tensor<32xf32>
    %cst_398 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1459 = stablehlo.multiply %1458, %arg28 : tensor<32xf32>
    %1460 = stablehlo.add %1367, %1459 : tensor<32xf32>
    %cst_399 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1462 = stablehlo.multiply %1461, %arg29 : tensor<16x32xf32>
    %1463 = stablehlo.add %1373, %1462 : tensor<16x32xf32>
    %cst_400 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1465 = stablehlo.multiply %1464, %1376 : tensor<32xf32>
    %cst_401 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1466 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1467 = stablehlo.multiply %1466, %1379 : tensor<128x32xf32>
    %cst_402 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1469 = stablehlo.multiply %1468, %1382 : tensor<128xf32>
    %cst_403 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1471 = stablehlo.multiply %1470, %1385 : tensor<32x128xf32>
    %cst_404 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1472 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1473 = stablehlo.multiply %1472, %1388 : tensor<32xf32>
    %cst_405 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1474 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1475 = stablehlo.multiply %1474, %1391 : tensor<32xf32>
    %cst_406 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1477 = stablehlo.multiply %1476, %1394 : tensor<32xf32>
    %cst_407 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1478 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1479 = stablehlo.multiply %1478, %1397 : tensor<32xf32>
    %cst_408 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1480 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1481 = stablehlo.multiply %1480, %1400 : tensor<32x2x16xf32>
    %cst_409 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1483 = stablehlo.multiply %1482, %1403 : tensor<2x16x32xf32>
    %cst_410 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1484 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1485 = stablehlo.multiply %1484, %1406 : tensor<32x2x16xf32>
    %cst_411 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1486 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1487 = stablehlo.multiply %1486, %1409 : tensor<32x2x16xf32>
    %cst_412 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1489 = stablehlo.multiply %1488, %1412 : tensor<32xf32>
    %cst_413 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1490 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1491 = stablehlo.multiply %1490, %1415 : tensor<128x32xf32>
    %cst_414 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1492 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1493 = stablehlo.multiply %1492, %1418 : tensor<128xf32>
    %cst_415 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1495 = stablehlo.multiply %1494, %1421 : tensor<32x128xf32>
    %cst_416 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1497 = stablehlo.multiply %1496, %1424 : tensor<32xf32>
    %cst_417 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1498 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1499 = stablehlo.multiply %1498, %1427 : tensor<32xf32>
    %cst_418 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1501 = stablehlo.multiply %1500, %1430 : tensor<32xf32>
    %cst_419 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1502 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1503 = stablehlo.multiply %1502, %1433 : tensor<32xf32>
    %cst_420 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1505 = stablehlo.multiply %1504, %1436 : tensor<32x2x16xf32>
    %cst_421 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1507 = stablehlo.multiply %1506, %1439 : tensor<2x16x32xf32>
    %cst_422 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1508 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1509 = stablehlo.multiply %1508, %1442 : tensor<32x2x16xf32>
    %cst_423 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1510 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1511 = stablehlo.multiply %1510, %1445 : tensor<32x2x16xf32>
    %cst_424 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1513 = stablehlo.multiply %1512, %1448 : tensor<64xf32>
    %cst_425 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1514 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1515 = stablehlo.multiply %1514, %1451 : tensor<32x64xf32>
    %cst_426 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1516 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1517 = stablehlo.multiply %1516, %1454 : tensor<64x32xf32>
    %cst_427 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1519 = stablehlo.multiply %1518, %1457 : tensor<32xf32>
    %cst_428 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1520 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1521 = stablehlo.multiply %1520, %1460 : tensor<32xf32>
    %cst_429 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1522 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1523 = stablehlo.multiply %1522, %1463 : tensor<16x32xf32>
    %1524 = stablehlo.add %arg0, %1465 : tensor<32xf32>
    %1525 = stablehlo.add %arg1, %1467 : tensor<128x32xf32>
    %1526 = stablehlo.add %arg2, %1469 : tensor<128xf32>
    %1527 = stablehlo.add %arg3, %1471 : tensor<32x128xf32>
    %1528 = stablehlo.add %arg4, %1473 : tensor<32xf32>
    %1529 = stablehlo.add %arg5, %1475 : tensor<32xf32>
    %1530 = stablehlo.add %arg6, %1477 : tensor<32xf32>
    %1531 = stablehlo.add %arg7, %1479 : tensor<32xf32>
    %1532 = stablehlo.add %arg8, %1481 : tensor<32x2x16xf32>
    %1533 = stablehlo.add %arg9, %1483 : tensor<2x16x32xf32>
    %1534 = stablehlo.add %arg10, %1485 : tensor<32x2x16xf32>
    %1535 = stablehlo.add %arg11, %1487 : tensor<32x2x16xf32>
    %1536 = stablehlo.add %arg12, %1489 : tensor<32xf32>
    %1537 = stablehlo.add %arg13, %1491 : tensor<128x32xf32>
    %1538 = stablehlo.add %arg14, %1493 : tensor<128xf32>
    %1539 = stablehlo.add %arg15, %1495 : tensor<32x128xf32>
    %1540 = stablehlo.add %arg16, %1497 : tensor<32xf32>
    %1541 = stablehlo.add %arg17, %1499 : tensor<32xf32>
    %1542 = stablehlo.add %arg18, %1501 : tensor<32xf32>
    %1543 = stablehlo.add %arg19, %1503 : tensor<32xf32>
    %1544 = stablehlo.add %arg20, %1505 : tensor<32x2x16xf32>
    %1545 = stablehlo.add %arg21, %1507 : tensor<2x16x32xf32>
    %1546 = stablehlo.add %arg22, %1509 : tensor<32x2x16xf32>
    %1547 = stablehlo.add %arg23, %1511 : tensor<32x2x16xf32>
    %1548 = stablehlo.add %arg24, %1513 : tensor<64xf32>
    %1549 = stablehlo.add %arg25, %1515 : tensor<32x64xf32>
    %1550 = stablehlo.add %arg26, %1517 : tensor<64x32xf32>
    %1551 = stablehlo.add %arg27, %1519 : tensor<32xf32>
    %1552 = stablehlo.add %arg28, %1521 : tensor<32xf32>
    %1553 = stablehlo.add %arg29, %1523 : tensor<16x32xf32>
    return %1524, %1525, %1526, %1527, %1528, %1529, %1530, %1531, %1532, %1533, %1534, %1535, %1536, %1537, %1538, %1539, %1540, %1541, %1542, %1543, %1544, %1545, %1546, %1547, %1548, %1549, %1550, %1551, %1552, %1553, %1065, %737, %742, %747, %752, %757, %762, %767, %772, %777, %782, %787, %792, %797, %802, %807, %812, %817, %822, %827, %832, %837, %842, %847, %852, %857, %862, %867, %872, %877, %882, %888, %894, %900, %906, %912, %918, %924, %930, %936, %942, %948, %954, %960, %966, %972, %978, %984, %990, %996, %1002, %1008, %1014, %1020, %1026, %1032, %1038, %1044, %1050, %1056, %1062, %417 : tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<i32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<4x16xi32>) -> (tensor<4x16x32xf32>, tensor<4x16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x16x1xi1>, tensor<i1>) -> tensor<4x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x16x1xi32>) -> tensor<4x16x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x16xi1>) -> tensor<4x16x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x16x32xi1>, tensor<4x16x32xf32>
    return %16, %5 : tensor<4x16x32xf32>, tensor<4x16x1xi32>
  }
  func.func private @_where(%arg0: tensor<4x16xi1>, %arg1: tensor<4x16xi32>, %arg2: tensor<4x16xi32>) -> tensor<4x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x16xi1>, tensor<4x16xi32>
    return %0 : tensor<4x16xi32>
  }
  func.func private @_where_0(%arg0: tensor<4x1x16x16xf32>, %arg1: tensor<4x2x16x16xf32>, %arg2: tensor<f32>) -> (tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1x16x16xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<4x1x16x16xf32>, tensor<4x1x16x16xf32>) -> tensor<4x1x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<4x1x16x16xi1>) -> tensor<4x2x16x16xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x2x16x16xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x2x16x16xf32>
    return %4, %2, %5 : tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x16x64xf32>, %arg1: tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x16x1xi1>, tensor<4x16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x16x1xi32>) -> tensor<4x16x1x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x16x1x1xi1>, tensor<i1>) -> tensor<4x16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x16x64xf32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x16x1xi1>, tensor<4x16x1xf32>
    return %15, %5 : tensor<4x16x1xf32>, tensor<4x16x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<4x16x1xf32>, %arg1: tensor<i32>) -> (tensor<4x16xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_2(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 16, 1>}> : (tensor<4x16x1xf32>, tensor<1xi32>) -> tensor<4x16xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<4x16xi1>, tensor<4x16xf32>
    return %13, %3 : tensor<4x16xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<4x16xf32>) -> tensor<4x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x16x1xf32>, tensor<1xi32>, tensor<4x16xf32>) -> tensor<4x16x1xf32>
    return %1 : tensor<4x16x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<4x16x1x1xi32>, %arg1: tensor<4x16x1xf32>) -> tensor<4x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x16x64xf32>, tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    return %1 : tensor<4x16x64xf32>
  }
  func.func private @_where_5(%arg0: tensor<4x2x16x16xi1>, %arg1: tensor<4x2x16x16xf32>, %arg2: tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2x16x16xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>
    return %1 : tensor<4x2x16x16xf32>
  }
  func.func private @_take_6(%arg0: tensor<4x16x1xi32>, %arg1: tensor<4x16x32xf32>) -> tensor<64x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<4x16x1xi32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
