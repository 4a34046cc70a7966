"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<i32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<4x16xi32>, tensor<4x16xi32>) -> (tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<i32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['Block_0']['Dense_0']['bias']"}, {jax.result_info = "result[0]['Block_0']['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Block_0']['Dense_1']['bias']"}, {jax.result_info = "result[0]['Block_0']['Dense_1']['kernel']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['bias']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['scale']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['bias']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['scale']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[0]['Block_1']['Dense_0']['bias']"}, {jax.result_info = "result[0]['Block_1']['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Block_1']['Dense_1']['bias']"}, {jax.result_info = "result[0]['Block_1']['Dense_1']['kernel']"}, {jax.result_info = "result[0]['Block_1']['LayerNorm_0']['bias']"}, {jax.result_info = "result[0]['Block_1']['LayerNorm_0']['scale']"}, {jax.result_info = "result[0]['Block_1']['LayerNorm_1']['bias']"}, {jax.result_info = "result[0]['Block_1']['LayerNorm_1']['scale']"}, {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[0]['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Embed_0']['embedding']"}, {jax.result_info = "result[0]['LayerNorm_0']['bias']"}, {jax.result_info = "result[0]['LayerNorm_0']['scale']"}, {jax.result_info = "result[0]['pos']"}, {jax.result_info = "result[2][0].count"}, {jax.result_info = "result[2][0].mu['Block_0']['Dense_0']['bias']"}, {jax.result_info = "result[2][0].mu['Block_0']['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].mu['Block_0']['Dense_1']['bias']"}, {jax.result_info = "result[2][0].mu['Block_0']['Dense_1']['kernel']"}, {jax.result_info = "result[2][0].mu['Block_0']['LayerNorm_0']['bias']"}, {jax.result_info = "result[2][0].mu['Block_0']['LayerNorm_0']['scale']"}, {jax.result_info = "result[2][0].mu['Block_0']['LayerNorm_1']['bias']"}, {jax.result_info = "result[2][0].mu['Block_0']['LayerNorm_1']['scale']"}, {jax.result_info = "result[2][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[2][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[2][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[2][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[2][0].mu['Block_1']['Dense_0']['bias']"}, {jax.result_info = "result[2][0].mu['Block_1']['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].mu['Block_1']['Dense_1']['bias']"}, {jax.result_info = "result[2][0].mu['Block_1']['Dense_1']['kernel']"}, {jax.result_info = "result[2][0].mu['Block_1']['LayerNorm_0']['bias']"}, {jax.result_info = "result[2][0].mu['Block_1']['LayerNorm_0']['scale']"}, {jax.result_info = "result[2][0].mu['Block_1']['LayerNorm_1']['bias']"}, {jax.result_info = "result[2][0].mu['Block_1']['LayerNorm_1']['scale']"}, {jax.result_info = "result[2][0].mu['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[2][0].mu['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[2][0].mu['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[2][0].mu['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[2][0].mu['Dense_0']['bias']"}, {jax.result_info = "result[2][0].mu['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].mu['Embed_0']['embedding']"}, {jax.result_info = "result[2][0].mu['LayerNorm_0']['bias']"}, {jax.result_info = "result[2][0].mu['LayerNorm_0']['scale']"}, {jax.result_info = "result[2][0].mu['pos']"}, {jax.result_info = "result[2][0].nu['Block_0']['Dense_0']['bias']"}, {jax.result_info = "result[2][0].nu['Block_0']['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].nu['Block_0']['Dense_1']['bias']"}, {jax.result_info = "result[2][0].nu['Block_0']['Dense_1']['kernel']"}, {jax.result_info = "result[2][0].nu['Block_0']['LayerNorm_0']['bias']"}, {jax.result_info = "result[2][0].nu['Block_0']['LayerNorm_0']['scale']"}, {jax.result_info = "result[2][0].nu['Block_0']['LayerNorm_1']['bias']"}, {jax.result_info = "result[2][0].nu['Block_0']['LayerNorm_1']['scale']"}, {jax.result_info = "result[2][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[2][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[2][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[2][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[2][0].nu['Block_1']['Dense_0']['bias']"}, {jax.result_info = "result[2][0].nu['Block_1']['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].nu['Block_1']['Dense_1']['bias']"}, {jax.result_info = "result[2][0].nu['Block_1']['Dense_1']['kernel']"}, {jax.result_info = "result[2][0].nu['Block_1']['LayerNorm_0']['bias']"}, {jax.result_info = "result[2][0].nu['Block_1']['LayerNorm_0']['scale']"}, {jax.result_info = "result[2][0].nu['Block_1']['LayerNorm_1']['bias']"}, {jax.result_info = "result[2][0].nu['Block_1']['LayerNorm_1']['scale']"}, {jax.result_info = "result[2][0].nu['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[2][0].nu['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[2][0].nu['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[2][0].nu['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[2][0].nu['Dense_0']['bias']"}, {jax.result_info = "result[2][0].nu['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].nu['Embed_0']['embedding']"}, {jax.result_info = "result[2][0].nu['LayerNorm_0']['bias']"}, {jax.result_info = "result[2][0].nu['LayerNorm_0']['scale']"}, {jax.result_info = "result[2][0].nu['pos']"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg39: tensor<32xf32>, %arg40: tensor<128x32xf32>, %arg41: tensor<128xf32>, %arg42: tensor<32x128xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x2x16xf32>, %arg48: tensor<2x16x32xf32>, %arg49: tensor<32x2x16xf32>, %arg50: tensor<32x2x16xf32>, %arg51: tensor<32xf32>, %arg52: tensor<128x32xf32>, %arg53: tensor<128xf32>, %arg54: tensor<32x128xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32x2x16xf32>, %arg60: tensor<2x16x32xf32>, %arg61: tensor<32x2x16xf32>, %arg62: tensor<32x2x16xf32>, %arg63: tensor<64xf32>, %arg64: tensor<32x64xf32>, %arg65: tensor<64x32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<16x32xf32>, %arg69: tensor<i32>, %arg70: tensor<32xf32>, %arg71: tensor<128x32xf32>, %arg72: tensor<128xf32>, %arg73: tensor<32x128xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32x2x16xf32>, %arg79: tensor<2x16x32xf32>, %arg80: tensor<32x2x16xf32>, %arg81: tensor<32x2x16xf32>, %arg82: tensor<32xf32>, %arg83: tensor<128x32xf32>, %arg84: tensor<128xf32>, %arg85: tensor<32x128xf32>, %arg86: tensor<32xf32>, %arg87: tensor<32xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<32x2x16xf32>, %arg91: tensor<2x16x32xf32>, %arg92: tensor<32x2x16xf32>, %arg93: tensor<32x2x16xf32>, %arg94: tensor<64xf32>, %arg95: tensor<32x64xf32>, %arg96: tensor<64x32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32xf32>, %arg99: tensor<16x32xf32>, %arg100: tensor<32xf32>, %arg101: tensor<128x32xf32>, %arg102: tensor<128xf32>, %arg103: tensor<32x128xf32>, %arg104: tensor<32xf32>, %arg105: tensor<32xf32>, %arg106: tensor<32xf32>, %arg107: tensor<32xf32>, %arg108: tensor<32x2x16xf32>, %arg109: tensor<2x16x32xf32>, %arg110: tensor<32x2x16xf32>, %arg111: tensor<32x2x16xf32>, %arg112: tensor<32xf32>, %arg113: tensor<128x32xf32>, %arg114: tensor<128xf32>, %arg115: tensor<32x128xf32>, %arg116: tensor<32xf32>, %arg117: tensor<32xf32>, %arg118: tensor<32xf32>, %arg119: tensor<32xf32>, %arg120: tensor<32x2x16xf32>, %arg121: tensor<2x16x32xf32>, %arg122: tensor<32x2x16xf32>, %arg123: tensor<32x2x16xf32>, %arg124: tensor<64xf32>, %arg125: tensor<32x64xf32>, %arg126: tensor<64x32xf32>, %arg127: tensor<32xf32>, %arg128: tensor<32xf32>, %arg129: tensor<16x32xf32>, %arg130: tensor<4x16xi32>, %arg131: tensor<4x16xi32>):
    %94:2 = "func.call"(%arg65, %arg130) <{callee = @_take}> : (tensor<64x32xf32>, tensor<4x16xi32>) -> (tensor<4x16x32xf32>, tensor<4x16x1xi32>)
    %95 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x32xf32>) -> tensor<4x16x32xf32>
    %97 = "stablehlo.add"(%94#0, %96) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %98 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16xi32>
    %100 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xi32>) -> tensor<4x16xi32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %103 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x16xi32>) -> tensor<4x1x16xi32>
    %104 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xi32>) -> tensor<4x16x16xi32>
    %105 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x16xi32>) -> tensor<4x16x16xi32>
    %106 = "stablehlo.compare"(%104, %105) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x16x16xi32>, tensor<4x16x16xi32>) -> tensor<4x16x16xi1>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<4x16x16xi1>) -> tensor<4x1x16x16xi1>
    %108 = "stablehlo.convert"(%107) : (tensor<4x1x16x16xi1>) -> tensor<4x1x16x16xf32>
    %109 = "chlo.square"(%97) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %110 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %112 = "stablehlo.multiply"(%111, %97) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.reduce"(%97, %113) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg252: tensor<f32>, %arg253: tensor<f32>):
      %2140 = "stablehlo.add"(%arg252, %arg253) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2140) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %115 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %117 = "stablehlo.divide"(%114, %116) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %118 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.reduce"(%109, %118) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg250: tensor<f32>, %arg251: tensor<f32>):
      %2139 = "stablehlo.add"(%arg250, %arg251) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2139) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %120 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %122 = "stablehlo.divide"(%119, %121) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %123 = "chlo.square"(%117) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %124 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %126 = "stablehlo.multiply"(%125, %117) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %127 = "stablehlo.subtract"(%122, %123) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %128 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %130 = "stablehlo.maximum"(%129, %127) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %131 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %133 = "stablehlo.compare"(%127, %132) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %136 = "stablehlo.compare"(%127, %135) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %137 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %139 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %141 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %143 = "stablehlo.select"(%136, %142, %140) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %144 = "stablehlo.select"(%133, %138, %143) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %145 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %146 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %147 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %148 = "stablehlo.subtract"(%97, %147) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %149 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %151 = "stablehlo.add"(%146, %150) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %152 = "stablehlo.rsqrt"(%151) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %153 = "stablehlo.divide"(%152, %151) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %154 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %156 = "stablehlo.multiply"(%155, %153) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %157 = "stablehlo.reshape"(%arg44) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %158 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %159 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %160 = "stablehlo.multiply"(%158, %159) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %161 = "stablehlo.multiply"(%148, %160) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %162 = "stablehlo.reshape"(%arg43) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %164 = "stablehlo.add"(%161, %163) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %165 = "stablehlo.dot_general"(%164, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %166 = "stablehlo.dot_general"(%164, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %167 = "stablehlo.dot_general"(%164, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %168 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.sqrt"(%168) : (tensor<f32>) -> tensor<f32>
    %170 = "stablehlo.convert"(%169) : (tensor<f32>) -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x2x16xf32>
    %172 = "stablehlo.divide"(%165, %171) : (tensor<4x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x16x2x16xf32>
    %173 = "stablehlo.dot_general"(%172, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %174 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %175:3 = "func.call"(%108, %173, %174) <{callee = @_where_0}> : (tensor<4x1x16x16xf32>, tensor<4x2x16x16xf32>, tensor<f32>) -> (tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>)
    %176 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.reduce"(%175#0, %176) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg248: tensor<f32>, %arg249: tensor<f32>):
      %2138 = "stablehlo.maximum"(%arg248, %arg249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2138) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %178 = "stablehlo.reshape"(%177) : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %180 = "stablehlo.compare"(%175#0, %179) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xi1>
    %181 = "stablehlo.convert"(%180) : (tensor<4x2x16x16xi1>) -> tensor<4x2x16x16xf32>
    %182 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.reduce"(%181, %182) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg246: tensor<f32>, %arg247: tensor<f32>):
      %2137 = "stablehlo.add"(%arg246, %arg247) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2137) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %184 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %186 = "stablehlo.maximum"(%185, %177) : (tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xf32>
    %187 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %189 = "stablehlo.compare"(%177, %188) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xi1>
    %190 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %192 = "stablehlo.compare"(%177, %191) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xi1>
    %193 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %195 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %197 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %199 = "stablehlo.select"(%192, %198, %196) : (tensor<4x2x16xi1>, tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xf32>
    %200 = "stablehlo.select"(%189, %194, %199) : (tensor<4x2x16xi1>, tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xf32>
    %201 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %203 = "stablehlo.subtract"(%175#0, %202) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %204 = "stablehlo.exponential"(%203) : (tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.reduce"(%204, %205) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg244: tensor<f32>, %arg245: tensor<f32>):
      %2136 = "stablehlo.add"(%arg244, %arg245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2136) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %209 = "stablehlo.divide"(%204, %208) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %210 = "stablehlo.multiply"(%207, %207) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
    %211 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16x1xf32>
    %213 = "stablehlo.divide"(%212, %210) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
    %214 = "stablehlo.dot_general"(%167, %209) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %215 = "stablehlo.transpose"(%214) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %216 = "stablehlo.dot_general"(%215, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<4x16x32xf32>
    %217 = "stablehlo.add"(%97, %216) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %218 = "chlo.square"(%217) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %219 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %221 = "stablehlo.multiply"(%220, %217) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %222 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.reduce"(%217, %222) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg242: tensor<f32>, %arg243: tensor<f32>):
      %2135 = "stablehlo.add"(%arg242, %arg243) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2135) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %224 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %226 = "stablehlo.divide"(%223, %225) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %227 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.reduce"(%218, %227) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg240: tensor<f32>, %arg241: tensor<f32>):
      %2134 = "stablehlo.add"(%arg240, %arg241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2134) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %229 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %231 = "stablehlo.divide"(%228, %230) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %232 = "chlo.square"(%226) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %233 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %235 = "stablehlo.multiply"(%234, %226) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %236 = "stablehlo.subtract"(%231, %232) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %239 = "stablehlo.maximum"(%238, %236) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %240 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %242 = "stablehlo.compare"(%236, %241) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %243 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %245 = "stablehlo.compare"(%236, %244) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %246 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %248 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %250 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %252 = "stablehlo.select"(%245, %251, %249) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %253 = "stablehlo.select"(%242, %247, %252) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %254 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %255 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %256 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %257 = "stablehlo.subtract"(%217, %256) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %258 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %260 = "stablehlo.add"(%255, %259) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %261 = "stablehlo.rsqrt"(%260) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %262 = "stablehlo.divide"(%261, %260) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %263 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %265 = "stablehlo.multiply"(%264, %262) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %266 = "stablehlo.reshape"(%arg46) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %267 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %268 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %269 = "stablehlo.multiply"(%267, %268) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %270 = "stablehlo.multiply"(%257, %269) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %271 = "stablehlo.reshape"(%arg45) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %273 = "stablehlo.add"(%270, %272) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %274 = "stablehlo.dot_general"(%273, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<32x128xf32>) -> tensor<4x16x128xf32>
    %275 = "stablehlo.reshape"(%arg41) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<4x16x128xf32>
    %277 = "stablehlo.add"(%274, %276) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %278 = "stablehlo.multiply"(%277, %277) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %279 = "stablehlo.multiply"(%278, %277) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %280 = "stablehlo.multiply"(%277, %277) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %281 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %283 = "stablehlo.multiply"(%282, %280) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %284 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %286 = "stablehlo.multiply"(%285, %279) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %287 = "stablehlo.add"(%277, %286) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %288 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %290 = "stablehlo.multiply"(%289, %287) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %291 = "stablehlo.tanh"(%290) : (tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %292 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %294 = "stablehlo.add"(%293, %291) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %295 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %297 = "stablehlo.subtract"(%296, %291) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %298 = "stablehlo.multiply"(%294, %297) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %299 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %301 = "stablehlo.add"(%300, %291) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %302 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %304 = "stablehlo.multiply"(%303, %301) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %305 = "stablehlo.multiply"(%277, %304) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %306 = "stablehlo.dot_general"(%305, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x128xf32>, tensor<128x32xf32>) -> tensor<4x16x32xf32>
    %307 = "stablehlo.reshape"(%arg39) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %309 = "stablehlo.add"(%306, %308) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %310 = "stablehlo.add"(%217, %309) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %311 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16xi32>
    %313 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xi32>) -> tensor<4x16xi32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %316 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x16xi32>) -> tensor<4x1x16xi32>
    %317 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xi32>) -> tensor<4x16x16xi32>
    %318 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x16xi32>) -> tensor<4x16x16xi32>
    %319 = "stablehlo.compare"(%317, %318) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x16x16xi32>, tensor<4x16x16xi32>) -> tensor<4x16x16xi1>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<4x16x16xi1>) -> tensor<4x1x16x16xi1>
    %321 = "stablehlo.convert"(%320) : (tensor<4x1x16x16xi1>) -> tensor<4x1x16x16xf32>
    %322 = "chlo.square"(%310) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %323 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %325 = "stablehlo.multiply"(%324, %310) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %326 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.reduce"(%310, %326) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg238: tensor<f32>, %arg239: tensor<f32>):
      %2133 = "stablehlo.add"(%arg238, %arg239) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2133) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %328 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %330 = "stablehlo.divide"(%327, %329) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %331 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %332 = "stablehlo.reduce"(%322, %331) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg236: tensor<f32>, %arg237: tensor<f32>):
      %2132 = "stablehlo.add"(%arg236, %arg237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2132) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %333 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %335 = "stablehlo.divide"(%332, %334) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %336 = "chlo.square"(%330) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %337 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %339 = "stablehlo.multiply"(%338, %330) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %340 = "stablehlo.subtract"(%335, %336) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %341 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %343 = "stablehlo.maximum"(%342, %340) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %344 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %346 = "stablehlo.compare"(%340, %345) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %347 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %349 = "stablehlo.compare"(%340, %348) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %350 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %352 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %354 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %356 = "stablehlo.select"(%349, %355, %353) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %357 = "stablehlo.select"(%346, %351, %356) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %358 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %359 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %360 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %361 = "stablehlo.subtract"(%310, %360) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %362 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %364 = "stablehlo.add"(%359, %363) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %365 = "stablehlo.rsqrt"(%364) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %366 = "stablehlo.divide"(%365, %364) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %367 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %369 = "stablehlo.multiply"(%368, %366) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %370 = "stablehlo.reshape"(%arg56) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %371 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %372 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %373 = "stablehlo.multiply"(%371, %372) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %374 = "stablehlo.multiply"(%361, %373) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %375 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %377 = "stablehlo.add"(%374, %376) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %378 = "stablehlo.dot_general"(%377, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %379 = "stablehlo.dot_general"(%377, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %380 = "stablehlo.dot_general"(%377, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<32x2x16xf32>) -> tensor<4x16x2x16xf32>
    %381 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %382 = "stablehlo.sqrt"(%381) : (tensor<f32>) -> tensor<f32>
    %383 = "stablehlo.convert"(%382) : (tensor<f32>) -> tensor<f32>
    %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x2x16xf32>
    %385 = "stablehlo.divide"(%378, %384) : (tensor<4x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x16x2x16xf32>
    %386 = "stablehlo.dot_general"(%385, %379) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %387 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %388:3 = "func.call"(%321, %386, %387) <{callee = @_where_0}> : (tensor<4x1x16x16xf32>, tensor<4x2x16x16xf32>, tensor<f32>) -> (tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>)
    %389 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.reduce"(%388#0, %389) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg234: tensor<f32>, %arg235: tensor<f32>):
      %2131 = "stablehlo.maximum"(%arg234, %arg235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2131) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %391 = "stablehlo.reshape"(%390) : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %393 = "stablehlo.compare"(%388#0, %392) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xi1>
    %394 = "stablehlo.convert"(%393) : (tensor<4x2x16x16xi1>) -> tensor<4x2x16x16xf32>
    %395 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.reduce"(%394, %395) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg232: tensor<f32>, %arg233: tensor<f32>):
      %2130 = "stablehlo.add"(%arg232, %arg233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2130) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %397 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %399 = "stablehlo.maximum"(%398, %390) : (tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xf32>
    %400 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %402 = "stablehlo.compare"(%390, %401) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xi1>
    %403 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %405 = "stablehlo.compare"(%390, %404) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xi1>
    %406 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %408 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %410 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16xf32>
    %412 = "stablehlo.select"(%405, %411, %409) : (tensor<4x2x16xi1>, tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xf32>
    %413 = "stablehlo.select"(%402, %407, %412) : (tensor<4x2x16xi1>, tensor<4x2x16xf32>, tensor<4x2x16xf32>) -> tensor<4x2x16xf32>
    %414 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %416 = "stablehlo.subtract"(%388#0, %415) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %417 = "stablehlo.exponential"(%416) : (tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %418 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %419 = "stablehlo.reduce"(%417, %418) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg230: tensor<f32>, %arg231: tensor<f32>):
      %2129 = "stablehlo.add"(%arg230, %arg231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2129) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %422 = "stablehlo.divide"(%417, %421) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %423 = "stablehlo.multiply"(%420, %420) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
    %424 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16x1xf32>
    %426 = "stablehlo.divide"(%425, %423) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
    %427 = "stablehlo.dot_general"(%380, %422) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %428 = "stablehlo.transpose"(%427) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %429 = "stablehlo.dot_general"(%428, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<4x16x32xf32>
    %430 = "stablehlo.add"(%310, %429) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %431 = "chlo.square"(%430) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %432 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %434 = "stablehlo.multiply"(%433, %430) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %435 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.reduce"(%430, %435) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg228: tensor<f32>, %arg229: tensor<f32>):
      %2128 = "stablehlo.add"(%arg228, %arg229) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2128) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %437 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %439 = "stablehlo.divide"(%436, %438) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %440 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.reduce"(%431, %440) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg226: tensor<f32>, %arg227: tensor<f32>):
      %2127 = "stablehlo.add"(%arg226, %arg227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2127) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %442 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %444 = "stablehlo.divide"(%441, %443) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %445 = "chlo.square"(%439) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %446 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %448 = "stablehlo.multiply"(%447, %439) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %449 = "stablehlo.subtract"(%444, %445) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %450 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %452 = "stablehlo.maximum"(%451, %449) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %453 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %455 = "stablehlo.compare"(%449, %454) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %456 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %458 = "stablehlo.compare"(%449, %457) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %459 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %461 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %462 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %463 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %465 = "stablehlo.select"(%458, %464, %462) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %466 = "stablehlo.select"(%455, %460, %465) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %467 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %468 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %469 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %470 = "stablehlo.subtract"(%430, %469) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %471 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %473 = "stablehlo.add"(%468, %472) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %474 = "stablehlo.rsqrt"(%473) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %475 = "stablehlo.divide"(%474, %473) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %476 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %478 = "stablehlo.multiply"(%477, %475) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %479 = "stablehlo.reshape"(%arg58) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %480 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %481 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %482 = "stablehlo.multiply"(%480, %481) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %483 = "stablehlo.multiply"(%470, %482) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %484 = "stablehlo.reshape"(%arg57) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %486 = "stablehlo.add"(%483, %485) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %487 = "stablehlo.dot_general"(%486, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<32x128xf32>) -> tensor<4x16x128xf32>
    %488 = "stablehlo.reshape"(%arg53) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<4x16x128xf32>
    %490 = "stablehlo.add"(%487, %489) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %491 = "stablehlo.multiply"(%490, %490) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %492 = "stablehlo.multiply"(%491, %490) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %493 = "stablehlo.multiply"(%490, %490) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %494 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %496 = "stablehlo.multiply"(%495, %493) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %497 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %499 = "stablehlo.multiply"(%498, %492) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %500 = "stablehlo.add"(%490, %499) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %501 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %503 = "stablehlo.multiply"(%502, %500) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %504 = "stablehlo.tanh"(%503) : (tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %505 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %507 = "stablehlo.add"(%506, %504) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %508 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %510 = "stablehlo.subtract"(%509, %504) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %511 = "stablehlo.multiply"(%507, %510) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %512 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %514 = "stablehlo.add"(%513, %504) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %515 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %516 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %517 = "stablehlo.multiply"(%516, %514) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %518 = "stablehlo.multiply"(%490, %517) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %519 = "stablehlo.dot_general"(%518, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x128xf32>, tensor<128x32xf32>) -> tensor<4x16x32xf32>
    %520 = "stablehlo.reshape"(%arg51) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %522 = "stablehlo.add"(%519, %521) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %523 = "stablehlo.add"(%430, %522) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %524 = "chlo.square"(%523) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %525 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %527 = "stablehlo.multiply"(%526, %523) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %528 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.reduce"(%523, %528) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg224: tensor<f32>, %arg225: tensor<f32>):
      %2126 = "stablehlo.add"(%arg224, %arg225) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2126) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %530 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %532 = "stablehlo.divide"(%529, %531) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %533 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %534 = "stablehlo.reduce"(%524, %533) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg222: tensor<f32>, %arg223: tensor<f32>):
      %2125 = "stablehlo.add"(%arg222, %arg223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2125) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %535 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %537 = "stablehlo.divide"(%534, %536) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %538 = "chlo.square"(%532) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %539 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %541 = "stablehlo.multiply"(%540, %532) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %542 = "stablehlo.subtract"(%537, %538) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %543 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %545 = "stablehlo.maximum"(%544, %542) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %546 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %548 = "stablehlo.compare"(%542, %547) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %549 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %551 = "stablehlo.compare"(%542, %550) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %552 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %554 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %555 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %556 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %558 = "stablehlo.select"(%551, %557, %555) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %559 = "stablehlo.select"(%548, %553, %558) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %560 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %561 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %562 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %563 = "stablehlo.subtract"(%523, %562) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %564 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %566 = "stablehlo.add"(%561, %565) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %567 = "stablehlo.rsqrt"(%566) : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %568 = "stablehlo.divide"(%567, %566) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %569 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %571 = "stablehlo.multiply"(%570, %568) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %572 = "stablehlo.reshape"(%arg67) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %573 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %574 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %575 = "stablehlo.multiply"(%573, %574) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %576 = "stablehlo.multiply"(%563, %575) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %577 = "stablehlo.reshape"(%arg66) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %578 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %579 = "stablehlo.add"(%576, %578) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %580 = "stablehlo.dot_general"(%579, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %581 = "stablehlo.reshape"(%arg63) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %583 = "stablehlo.add"(%580, %582) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %584 = "stablehlo.broadcast_in_dim"(%arg131) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %585:2 = "func.call"(%583, %584) <{callee = @take_along_axis}> : (tensor<4x16x64xf32>, tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>)
    %586 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %587:2 = "func.call"(%585#0, %586) <{callee = @_take_1}> : (tensor<4x16x1xf32>, tensor<i32>) -> (tensor<4x16xf32>, tensor<1xi32>)
    %588 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %589 = "stablehlo.reduce"(%583, %588) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg220: tensor<f32>, %arg221: tensor<f32>):
      %2124 = "stablehlo.maximum"(%arg220, %arg221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2124) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %590 = "stablehlo.reshape"(%589) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %592 = "stablehlo.compare"(%583, %591) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xi1>
    %593 = "stablehlo.convert"(%592) : (tensor<4x16x64xi1>) -> tensor<4x16x64xf32>
    %594 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %595 = "stablehlo.reduce"(%593, %594) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg218: tensor<f32>, %arg219: tensor<f32>):
      %2123 = "stablehlo.add"(%arg218, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2123) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %596 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %597 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %598 = "stablehlo.maximum"(%597, %589) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %599 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %600 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %601 = "stablehlo.compare"(%589, %600) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %602 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %604 = "stablehlo.compare"(%589, %603) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %605 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %607 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %608 = "stablehlo.broadcast_in_dim"(%607) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %609 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %610 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %611 = "stablehlo.select"(%604, %610, %608) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %612 = "stablehlo.select"(%601, %606, %611) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %613 = "stablehlo.is_finite"(%598) : (tensor<4x16xf32>) -> tensor<4x16xi1>
    %614 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %615 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %616 = "stablehlo.select"(%613, %598, %615) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %617 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %619 = "stablehlo.broadcast_in_dim"(%616) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %621 = "stablehlo.subtract"(%583, %620) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %622 = "stablehlo.exponential"(%621) : (tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %623 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.reduce"(%622, %623) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
      %2122 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2122) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %625 = "stablehlo.sign"(%624) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %626 = "stablehlo.abs"(%624) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %627 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %629 = "stablehlo.compare"(%624, %628) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %630 = "stablehlo.log"(%626) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %631 = "stablehlo.add"(%630, %616) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %632 = "stablehlo.subtract"(%631, %587#0) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %633 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %634 = "stablehlo.reduce"(%632, %633) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
      %2121 = "stablehlo.add"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2121) : (tensor<f32>) -> ()
    }) : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %635 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %636 = "stablehlo.divide"(%634, %635) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %637 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %638 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %639 = "stablehlo.divide"(%637, %638) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %640 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %641 = "stablehlo.negate"(%640) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %642 = "stablehlo.divide"(%640, %626) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %643 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %644 = "stablehlo.broadcast_in_dim"(%643) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %645 = "stablehlo.select"(%629, %644, %642) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %646 = "stablehlo.select"(%629, %642, %644) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %647 = "stablehlo.negate"(%645) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %648 = "stablehlo.add"(%646, %647) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %650 = "stablehlo.multiply"(%649, %622) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %651 = "func.call"(%587#1, %641) <{callee = @_take_3}> : (tensor<1xi32>, tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %652 = "func.call"(%585#1, %651) <{callee = @take_along_axis_4}> : (tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %653 = "stablehlo.add"(%650, %652) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %654 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.reduce"(%653, %654) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg212: tensor<f32>, %arg213: tensor<f32>):
      %2120 = "stablehlo.add"(%arg212, %arg213) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2120) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %656 = "stablehlo.reshape"(%655) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %657 = "stablehlo.reshape"(%656) : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %658 = "stablehlo.dot_general"(%653, %579) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x64xf32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %659 = "stablehlo.transpose"(%658) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %660 = "stablehlo.dot_general"(%653, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x64xf32>, tensor<32x64xf32>) -> tensor<4x16x32xf32>
    %661 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %662 = "stablehlo.reduce"(%660, %661) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg210: tensor<f32>, %arg211: tensor<f32>):
      %2119 = "stablehlo.add"(%arg210, %arg211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2119) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %663 = "stablehlo.reshape"(%662) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %664 = "stablehlo.reshape"(%663) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %665 = "stablehlo.multiply"(%563, %660) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %666 = "stablehlo.multiply"(%660, %575) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %667 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %668 = "stablehlo.multiply"(%667, %665) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %669 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %670 = "stablehlo.reduce"(%668, %669) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg208: tensor<f32>, %arg209: tensor<f32>):
      %2118 = "stablehlo.add"(%arg208, %arg209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2118) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %671 = "stablehlo.reshape"(%670) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %672 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %673 = "stablehlo.multiply"(%665, %672) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %674 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %675 = "stablehlo.reduce"(%673, %674) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
      %2117 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2117) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %676 = "stablehlo.reshape"(%675) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %677 = "stablehlo.reshape"(%671) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %678 = "stablehlo.multiply"(%676, %571) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %679 = "stablehlo.negate"(%666) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %680 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %681 = "stablehlo.reduce"(%679, %680) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
      %2116 = "stablehlo.add"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2116) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %682 = "stablehlo.reshape"(%681) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %683 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.reduce"(%678, %683) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
      %2115 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2115) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %685 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %686 = "stablehlo.reduce"(%682, %685) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
      %2114 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2114) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %687 = "stablehlo.multiply"(%684, %559) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %688 = "stablehlo.negate"(%687) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %689 = "stablehlo.multiply"(%688, %541) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %690 = "stablehlo.add"(%686, %689) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %691 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %693 = "stablehlo.divide"(%687, %692) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %694 = "stablehlo.broadcast_in_dim"(%693) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %695 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %696 = "stablehlo.broadcast_in_dim"(%695) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %697 = "stablehlo.divide"(%690, %696) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %698 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %699 = "stablehlo.add"(%666, %698) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %700 = "stablehlo.multiply"(%694, %527) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %701 = "stablehlo.add"(%699, %700) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %702 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %703 = "stablehlo.reduce"(%701, %702) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
      %2113 = "stablehlo.add"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2113) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %704 = "stablehlo.reshape"(%703) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %705 = "stablehlo.reshape"(%704) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %706 = "stablehlo.dot_general"(%701, %518) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<4x16x128xf32>) -> tensor<32x128xf32>
    %707 = "stablehlo.transpose"(%706) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %708 = "stablehlo.dot_general"(%701, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<128x32xf32>) -> tensor<4x16x128xf32>
    %709 = "stablehlo.multiply"(%490, %708) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %710 = "stablehlo.multiply"(%708, %517) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %711 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %712 = "stablehlo.broadcast_in_dim"(%711) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %713 = "stablehlo.multiply"(%712, %709) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %714 = "stablehlo.multiply"(%713, %511) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %715 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %716 = "stablehlo.broadcast_in_dim"(%715) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %717 = "stablehlo.multiply"(%716, %714) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %718 = "stablehlo.add"(%710, %717) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %719 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %720 = "stablehlo.broadcast_in_dim"(%719) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %721 = "stablehlo.multiply"(%720, %717) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %722 = "stablehlo.multiply"(%721, %496) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %723 = "stablehlo.add"(%718, %722) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %724 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %725 = "stablehlo.reduce"(%723, %724) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
      %2112 = "stablehlo.add"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2112) : (tensor<f32>) -> ()
    }) : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %726 = "stablehlo.reshape"(%725) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %727 = "stablehlo.reshape"(%726) : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %728 = "stablehlo.dot_general"(%723, %486) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x128xf32>, tensor<4x16x32xf32>) -> tensor<128x32xf32>
    %729 = "stablehlo.transpose"(%728) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %730 = "stablehlo.dot_general"(%723, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x128xf32>, tensor<32x128xf32>) -> tensor<4x16x32xf32>
    %731 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %732 = "stablehlo.reduce"(%730, %731) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
      %2111 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2111) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %733 = "stablehlo.reshape"(%732) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %734 = "stablehlo.reshape"(%733) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %735 = "stablehlo.multiply"(%470, %730) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %736 = "stablehlo.multiply"(%730, %482) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %737 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %738 = "stablehlo.multiply"(%737, %735) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %739 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %740 = "stablehlo.reduce"(%738, %739) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
      %2110 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2110) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %741 = "stablehlo.reshape"(%740) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %742 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %743 = "stablehlo.multiply"(%735, %742) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %744 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %745 = "stablehlo.reduce"(%743, %744) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg190: tensor<f32>, %arg191: tensor<f32>):
      %2109 = "stablehlo.add"(%arg190, %arg191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2109) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %746 = "stablehlo.reshape"(%745) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %747 = "stablehlo.reshape"(%741) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %748 = "stablehlo.multiply"(%746, %478) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %749 = "stablehlo.negate"(%736) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %750 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %751 = "stablehlo.reduce"(%749, %750) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg188: tensor<f32>, %arg189: tensor<f32>):
      %2108 = "stablehlo.add"(%arg188, %arg189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2108) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %752 = "stablehlo.reshape"(%751) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %753 = "stablehlo.add"(%701, %736) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %754 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %755 = "stablehlo.reduce"(%748, %754) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
      %2107 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2107) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %756 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %757 = "stablehlo.reduce"(%752, %756) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
      %2106 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2106) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %758 = "stablehlo.multiply"(%755, %466) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %759 = "stablehlo.negate"(%758) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %760 = "stablehlo.multiply"(%759, %448) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %761 = "stablehlo.add"(%757, %760) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %762 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %763 = "stablehlo.broadcast_in_dim"(%762) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %764 = "stablehlo.divide"(%758, %763) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %765 = "stablehlo.broadcast_in_dim"(%764) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %766 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %767 = "stablehlo.broadcast_in_dim"(%766) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %768 = "stablehlo.divide"(%761, %767) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %769 = "stablehlo.broadcast_in_dim"(%768) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %770 = "stablehlo.add"(%753, %769) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %771 = "stablehlo.multiply"(%765, %434) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %772 = "stablehlo.add"(%770, %771) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %773 = "stablehlo.dot_general"(%772, %428) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<4x16x2x16xf32>) -> tensor<32x2x16xf32>
    %774 = "stablehlo.transpose"(%773) <{permutation = array<i64: 1, 2, 0>}> : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %775 = "stablehlo.dot_general"(%772, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<2x16x32xf32>) -> tensor<4x16x2x16xf32>
    %776 = "stablehlo.transpose"(%775) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %777 = "stablehlo.dot_general"(%776, %380) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %778 = "stablehlo.dot_general"(%776, %422) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %779 = "stablehlo.transpose"(%778) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %780 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %781 = "stablehlo.multiply"(%777, %780) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %782 = "stablehlo.multiply"(%781, %417) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %783 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %784 = "stablehlo.reduce"(%782, %783) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
      %2105 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2105) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %785 = "stablehlo.reshape"(%784) : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %786 = "stablehlo.negate"(%785) : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
    %787 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %788 = "stablehlo.divide"(%777, %787) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %789 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %790 = "stablehlo.reduce"(%786, %789) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
      %2104 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2104) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %791 = "stablehlo.broadcast_in_dim"(%790) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x16xf32>
    %792 = "stablehlo.add"(%788, %791) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %793 = "stablehlo.multiply"(%792, %417) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %794 = "func.call"(%388#1, %388#2, %793) <{callee = @_where_5}> : (tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %795 = "stablehlo.dot_general"(%794, %385) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %796 = "stablehlo.transpose"(%795) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %797 = "stablehlo.dot_general"(%794, %379) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %798 = "stablehlo.transpose"(%797) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %799 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x2x16xf32>
    %800 = "stablehlo.divide"(%798, %799) : (tensor<4x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x16x2x16xf32>
    %801 = "stablehlo.dot_general"(%779, %377) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %802 = "stablehlo.transpose"(%801) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %803 = "stablehlo.dot_general"(%779, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %804 = "stablehlo.dot_general"(%796, %377) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %805 = "stablehlo.transpose"(%804) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %806 = "stablehlo.dot_general"(%796, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %807 = "stablehlo.add"(%803, %806) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %808 = "stablehlo.dot_general"(%800, %377) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %809 = "stablehlo.transpose"(%808) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %810 = "stablehlo.dot_general"(%800, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %811 = "stablehlo.add"(%807, %810) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %812 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %813 = "stablehlo.reduce"(%811, %812) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
      %2103 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2103) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %814 = "stablehlo.reshape"(%813) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %815 = "stablehlo.reshape"(%814) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %816 = "stablehlo.multiply"(%361, %811) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %817 = "stablehlo.multiply"(%811, %373) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %818 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %819 = "stablehlo.multiply"(%818, %816) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %820 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %821 = "stablehlo.reduce"(%819, %820) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
      %2102 = "stablehlo.add"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2102) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %822 = "stablehlo.reshape"(%821) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %823 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %824 = "stablehlo.multiply"(%816, %823) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %825 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %826 = "stablehlo.reduce"(%824, %825) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
      %2101 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2101) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %827 = "stablehlo.reshape"(%826) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %828 = "stablehlo.reshape"(%822) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %829 = "stablehlo.multiply"(%827, %369) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %830 = "stablehlo.negate"(%817) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %831 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %832 = "stablehlo.reduce"(%830, %831) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
      %2100 = "stablehlo.add"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2100) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %833 = "stablehlo.reshape"(%832) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %834 = "stablehlo.add"(%772, %817) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %835 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %836 = "stablehlo.reduce"(%829, %835) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
      %2099 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2099) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %837 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %838 = "stablehlo.reduce"(%833, %837) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
      %2098 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2098) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %839 = "stablehlo.multiply"(%836, %357) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %840 = "stablehlo.negate"(%839) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %841 = "stablehlo.multiply"(%840, %339) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %842 = "stablehlo.add"(%838, %841) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %843 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %844 = "stablehlo.broadcast_in_dim"(%843) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %845 = "stablehlo.divide"(%839, %844) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %846 = "stablehlo.broadcast_in_dim"(%845) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %847 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %848 = "stablehlo.broadcast_in_dim"(%847) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %849 = "stablehlo.divide"(%842, %848) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %850 = "stablehlo.broadcast_in_dim"(%849) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %851 = "stablehlo.add"(%834, %850) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %852 = "stablehlo.multiply"(%846, %325) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %853 = "stablehlo.add"(%851, %852) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %854 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %855 = "stablehlo.reduce"(%853, %854) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
      %2097 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2097) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %856 = "stablehlo.reshape"(%855) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %857 = "stablehlo.reshape"(%856) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %858 = "stablehlo.dot_general"(%853, %305) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<4x16x128xf32>) -> tensor<32x128xf32>
    %859 = "stablehlo.transpose"(%858) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %860 = "stablehlo.dot_general"(%853, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<128x32xf32>) -> tensor<4x16x128xf32>
    %861 = "stablehlo.multiply"(%277, %860) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %862 = "stablehlo.multiply"(%860, %304) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %863 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %864 = "stablehlo.broadcast_in_dim"(%863) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %865 = "stablehlo.multiply"(%864, %861) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %866 = "stablehlo.multiply"(%865, %298) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %867 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %868 = "stablehlo.broadcast_in_dim"(%867) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %869 = "stablehlo.multiply"(%868, %866) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %870 = "stablehlo.add"(%862, %869) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %871 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %872 = "stablehlo.broadcast_in_dim"(%871) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x128xf32>
    %873 = "stablehlo.multiply"(%872, %869) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %874 = "stablehlo.multiply"(%873, %283) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %875 = "stablehlo.add"(%870, %874) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %876 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %877 = "stablehlo.reduce"(%875, %876) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
      %2096 = "stablehlo.add"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2096) : (tensor<f32>) -> ()
    }) : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %878 = "stablehlo.reshape"(%877) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %879 = "stablehlo.reshape"(%878) : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %880 = "stablehlo.dot_general"(%875, %273) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x128xf32>, tensor<4x16x32xf32>) -> tensor<128x32xf32>
    %881 = "stablehlo.transpose"(%880) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %882 = "stablehlo.dot_general"(%875, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x128xf32>, tensor<32x128xf32>) -> tensor<4x16x32xf32>
    %883 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %884 = "stablehlo.reduce"(%882, %883) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
      %2095 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2095) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %885 = "stablehlo.reshape"(%884) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %886 = "stablehlo.reshape"(%885) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %887 = "stablehlo.multiply"(%257, %882) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %888 = "stablehlo.multiply"(%882, %269) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %889 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %890 = "stablehlo.multiply"(%889, %887) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %891 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %892 = "stablehlo.reduce"(%890, %891) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %2094 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2094) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %893 = "stablehlo.reshape"(%892) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %894 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %895 = "stablehlo.multiply"(%887, %894) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %896 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %897 = "stablehlo.reduce"(%895, %896) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %2093 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2093) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %898 = "stablehlo.reshape"(%897) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %899 = "stablehlo.reshape"(%893) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %900 = "stablehlo.multiply"(%898, %265) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %901 = "stablehlo.negate"(%888) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %902 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %903 = "stablehlo.reduce"(%901, %902) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
      %2092 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2092) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %904 = "stablehlo.reshape"(%903) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %905 = "stablehlo.add"(%853, %888) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %906 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %907 = "stablehlo.reduce"(%900, %906) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
      %2091 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2091) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %908 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %909 = "stablehlo.reduce"(%904, %908) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %2090 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2090) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %910 = "stablehlo.multiply"(%907, %253) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %911 = "stablehlo.negate"(%910) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %912 = "stablehlo.multiply"(%911, %235) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %913 = "stablehlo.add"(%909, %912) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %914 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %915 = "stablehlo.broadcast_in_dim"(%914) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %916 = "stablehlo.divide"(%910, %915) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %917 = "stablehlo.broadcast_in_dim"(%916) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %918 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %919 = "stablehlo.broadcast_in_dim"(%918) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %920 = "stablehlo.divide"(%913, %919) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %921 = "stablehlo.broadcast_in_dim"(%920) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %922 = "stablehlo.add"(%905, %921) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %923 = "stablehlo.multiply"(%917, %221) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %924 = "stablehlo.add"(%922, %923) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %925 = "stablehlo.dot_general"(%924, %215) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<4x16x2x16xf32>) -> tensor<32x2x16xf32>
    %926 = "stablehlo.transpose"(%925) <{permutation = array<i64: 1, 2, 0>}> : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %927 = "stablehlo.dot_general"(%924, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x32xf32>, tensor<2x16x32xf32>) -> tensor<4x16x2x16xf32>
    %928 = "stablehlo.transpose"(%927) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %929 = "stablehlo.dot_general"(%928, %167) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %930 = "stablehlo.dot_general"(%928, %209) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %931 = "stablehlo.transpose"(%930) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %932 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %933 = "stablehlo.multiply"(%929, %932) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %934 = "stablehlo.multiply"(%933, %204) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %935 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %936 = "stablehlo.reduce"(%934, %935) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %2089 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2089) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %937 = "stablehlo.reshape"(%936) : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %938 = "stablehlo.negate"(%937) : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
    %939 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %940 = "stablehlo.divide"(%929, %939) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %941 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %942 = "stablehlo.reduce"(%938, %941) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
      %2088 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2088) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %943 = "stablehlo.broadcast_in_dim"(%942) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x16xf32>
    %944 = "stablehlo.add"(%940, %943) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %945 = "stablehlo.multiply"(%944, %204) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %946 = "func.call"(%175#1, %175#2, %945) <{callee = @_where_5}> : (tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %947 = "stablehlo.dot_general"(%946, %172) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %948 = "stablehlo.transpose"(%947) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %949 = "stablehlo.dot_general"(%946, %166) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x2x16x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %950 = "stablehlo.transpose"(%949) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %951 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x2x16xf32>
    %952 = "stablehlo.divide"(%950, %951) : (tensor<4x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x16x2x16xf32>
    %953 = "stablehlo.dot_general"(%931, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %954 = "stablehlo.transpose"(%953) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %955 = "stablehlo.dot_general"(%931, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %956 = "stablehlo.dot_general"(%948, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %957 = "stablehlo.transpose"(%956) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %958 = "stablehlo.dot_general"(%948, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %959 = "stablehlo.add"(%955, %958) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %960 = "stablehlo.dot_general"(%952, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<4x16x32xf32>) -> tensor<2x16x32xf32>
    %961 = "stablehlo.transpose"(%960) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %962 = "stablehlo.dot_general"(%952, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<4x16x32xf32>
    %963 = "stablehlo.add"(%959, %962) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %964 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %965 = "stablehlo.reduce"(%963, %964) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
      %2087 = "stablehlo.add"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2087) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %966 = "stablehlo.reshape"(%965) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %967 = "stablehlo.reshape"(%966) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %968 = "stablehlo.multiply"(%148, %963) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %969 = "stablehlo.multiply"(%963, %160) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %970 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %971 = "stablehlo.multiply"(%970, %968) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %972 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %973 = "stablehlo.reduce"(%971, %972) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %2086 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2086) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %974 = "stablehlo.reshape"(%973) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %975 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %976 = "stablehlo.multiply"(%968, %975) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %977 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %978 = "stablehlo.reduce"(%976, %977) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
      %2085 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2085) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %979 = "stablehlo.reshape"(%978) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %980 = "stablehlo.reshape"(%974) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %981 = "stablehlo.multiply"(%979, %156) : (tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %982 = "stablehlo.negate"(%969) : (tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %983 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %984 = "stablehlo.reduce"(%982, %983) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
      %2084 = "stablehlo.add"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2084) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %985 = "stablehlo.reshape"(%984) : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %986 = "stablehlo.add"(%924, %969) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %987 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %988 = "stablehlo.reduce"(%981, %987) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
      %2083 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2083) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %989 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %990 = "stablehlo.reduce"(%985, %989) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %2082 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2082) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %991 = "stablehlo.multiply"(%988, %144) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %992 = "stablehlo.negate"(%991) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %993 = "stablehlo.multiply"(%992, %126) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %994 = "stablehlo.add"(%990, %993) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %995 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %996 = "stablehlo.broadcast_in_dim"(%995) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %997 = "stablehlo.divide"(%991, %996) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %998 = "stablehlo.broadcast_in_dim"(%997) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %999 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1000 = "stablehlo.broadcast_in_dim"(%999) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %1001 = "stablehlo.divide"(%994, %1000) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1002 = "stablehlo.broadcast_in_dim"(%1001) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %1003 = "stablehlo.add"(%986, %1002) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %1004 = "stablehlo.multiply"(%998, %112) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %1005 = "stablehlo.add"(%1003, %1004) : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    %1006 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1007 = "stablehlo.reduce"(%1005, %1006) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
      %2081 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2081) : (tensor<f32>) -> ()
    }) : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %1008 = "stablehlo.reshape"(%1007) : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %1009 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1010 = "stablehlo.reduce"(%1008, %1009) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
      %2080 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2080) : (tensor<f32>) -> ()
    }) : (tensor<1x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %1011 = "func.call"(%94#1, %1005) <{callee = @_take_6}> : (tensor<4x16x1xi32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %1012 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1013 = "stablehlo.broadcast_in_dim"(%1012) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1014 = "stablehlo.multiply"(%1013, %857) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1015 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1016 = "stablehlo.broadcast_in_dim"(%1015) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1017 = "stablehlo.multiply"(%1016, %arg70) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1018 = "stablehlo.add"(%1014, %1017) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1019 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1020 = "stablehlo.broadcast_in_dim"(%1019) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1021 = "stablehlo.multiply"(%1020, %859) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1022 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1023 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1024 = "stablehlo.multiply"(%1023, %arg71) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1025 = "stablehlo.add"(%1021, %1024) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1026 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1027 = "stablehlo.broadcast_in_dim"(%1026) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1028 = "stablehlo.multiply"(%1027, %879) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1029 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1030 = "stablehlo.broadcast_in_dim"(%1029) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1031 = "stablehlo.multiply"(%1030, %arg72) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1032 = "stablehlo.add"(%1028, %1031) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1033 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1034 = "stablehlo.broadcast_in_dim"(%1033) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1035 = "stablehlo.multiply"(%1034, %881) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1036 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1037 = "stablehlo.broadcast_in_dim"(%1036) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1038 = "stablehlo.multiply"(%1037, %arg73) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1039 = "stablehlo.add"(%1035, %1038) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1040 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1041 = "stablehlo.broadcast_in_dim"(%1040) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1042 = "stablehlo.multiply"(%1041, %967) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1043 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1044 = "stablehlo.broadcast_in_dim"(%1043) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1045 = "stablehlo.multiply"(%1044, %arg74) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1046 = "stablehlo.add"(%1042, %1045) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1047 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1049 = "stablehlo.multiply"(%1048, %980) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1050 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1051 = "stablehlo.broadcast_in_dim"(%1050) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1052 = "stablehlo.multiply"(%1051, %arg75) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1053 = "stablehlo.add"(%1049, %1052) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1054 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1055 = "stablehlo.broadcast_in_dim"(%1054) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1056 = "stablehlo.multiply"(%1055, %886) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1057 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1058 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1059 = "stablehlo.multiply"(%1058, %arg76) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1060 = "stablehlo.add"(%1056, %1059) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1061 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1062 = "stablehlo.broadcast_in_dim"(%1061) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1063 = "stablehlo.multiply"(%1062, %899) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1064 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1065 = "stablehlo.broadcast_in_dim"(%1064) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1066 = "stablehlo.multiply"(%1065, %arg77) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1067 = "stablehlo.add"(%1063, %1066) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1068 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1069 = "stablehlo.broadcast_in_dim"(%1068) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1070 = "stablehlo.multiply"(%1069, %957) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1071 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1072 = "stablehlo.broadcast_in_dim"(%1071) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1073 = "stablehlo.multiply"(%1072, %arg78) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1074 = "stablehlo.add"(%1070, %1073) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1075 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1076 = "stablehlo.broadcast_in_dim"(%1075) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1077 = "stablehlo.multiply"(%1076, %926) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1078 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1079 = "stablehlo.broadcast_in_dim"(%1078) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1080 = "stablehlo.multiply"(%1079, %arg79) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1081 = "stablehlo.add"(%1077, %1080) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1082 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1083 = "stablehlo.broadcast_in_dim"(%1082) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1084 = "stablehlo.multiply"(%1083, %961) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1085 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1086 = "stablehlo.broadcast_in_dim"(%1085) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1087 = "stablehlo.multiply"(%1086, %arg80) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1088 = "stablehlo.add"(%1084, %1087) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1089 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1090 = "stablehlo.broadcast_in_dim"(%1089) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1091 = "stablehlo.multiply"(%1090, %954) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1092 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1093 = "stablehlo.broadcast_in_dim"(%1092) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1094 = "stablehlo.multiply"(%1093, %arg81) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1095 = "stablehlo.add"(%1091, %1094) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1096 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1097 = "stablehlo.broadcast_in_dim"(%1096) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1098 = "stablehlo.multiply"(%1097, %705) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1099 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1100 = "stablehlo.broadcast_in_dim"(%1099) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1101 = "stablehlo.multiply"(%1100, %arg82) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1102 = "stablehlo.add"(%1098, %1101) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1103 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1104 = "stablehlo.broadcast_in_dim"(%1103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1105 = "stablehlo.multiply"(%1104, %707) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1106 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1107 = "stablehlo.broadcast_in_dim"(%1106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1108 = "stablehlo.multiply"(%1107, %arg83) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1109 = "stablehlo.add"(%1105, %1108) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1110 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1111 = "stablehlo.broadcast_in_dim"(%1110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1112 = "stablehlo.multiply"(%1111, %727) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1113 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1114 = "stablehlo.broadcast_in_dim"(%1113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1115 = "stablehlo.multiply"(%1114, %arg84) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1116 = "stablehlo.add"(%1112, %1115) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1117 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1118 = "stablehlo.broadcast_in_dim"(%1117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1119 = "stablehlo.multiply"(%1118, %729) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1120 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1121 = "stablehlo.broadcast_in_dim"(%1120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1122 = "stablehlo.multiply"(%1121, %arg85) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1123 = "stablehlo.add"(%1119, %1122) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1124 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1125 = "stablehlo.broadcast_in_dim"(%1124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1126 = "stablehlo.multiply"(%1125, %815) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1127 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1128 = "stablehlo.broadcast_in_dim"(%1127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1129 = "stablehlo.multiply"(%1128, %arg86) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1130 = "stablehlo.add"(%1126, %1129) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1131 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1132 = "stablehlo.broadcast_in_dim"(%1131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1133 = "stablehlo.multiply"(%1132, %828) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1134 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1135 = "stablehlo.broadcast_in_dim"(%1134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1136 = "stablehlo.multiply"(%1135, %arg87) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1137 = "stablehlo.add"(%1133, %1136) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1138 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1139 = "stablehlo.broadcast_in_dim"(%1138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1140 = "stablehlo.multiply"(%1139, %734) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1141 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1142 = "stablehlo.broadcast_in_dim"(%1141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1143 = "stablehlo.multiply"(%1142, %arg88) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1144 = "stablehlo.add"(%1140, %1143) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1145 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1146 = "stablehlo.broadcast_in_dim"(%1145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1147 = "stablehlo.multiply"(%1146, %747) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1148 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1149 = "stablehlo.broadcast_in_dim"(%1148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1150 = "stablehlo.multiply"(%1149, %arg89) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1151 = "stablehlo.add"(%1147, %1150) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1152 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1153 = "stablehlo.broadcast_in_dim"(%1152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1154 = "stablehlo.multiply"(%1153, %805) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1155 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1156 = "stablehlo.broadcast_in_dim"(%1155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1157 = "stablehlo.multiply"(%1156, %arg90) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1158 = "stablehlo.add"(%1154, %1157) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1159 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1160 = "stablehlo.broadcast_in_dim"(%1159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1161 = "stablehlo.multiply"(%1160, %774) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1162 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1163 = "stablehlo.broadcast_in_dim"(%1162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1164 = "stablehlo.multiply"(%1163, %arg91) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1165 = "stablehlo.add"(%1161, %1164) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1166 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1167 = "stablehlo.broadcast_in_dim"(%1166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1168 = "stablehlo.multiply"(%1167, %809) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1169 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1170 = "stablehlo.broadcast_in_dim"(%1169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1171 = "stablehlo.multiply"(%1170, %arg92) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1172 = "stablehlo.add"(%1168, %1171) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1173 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1174 = "stablehlo.broadcast_in_dim"(%1173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1175 = "stablehlo.multiply"(%1174, %802) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1176 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1177 = "stablehlo.broadcast_in_dim"(%1176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1178 = "stablehlo.multiply"(%1177, %arg93) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1179 = "stablehlo.add"(%1175, %1178) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1180 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1181 = "stablehlo.broadcast_in_dim"(%1180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1182 = "stablehlo.multiply"(%1181, %657) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1183 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1184 = "stablehlo.broadcast_in_dim"(%1183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1185 = "stablehlo.multiply"(%1184, %arg94) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1186 = "stablehlo.add"(%1182, %1185) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1187 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1188 = "stablehlo.broadcast_in_dim"(%1187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1189 = "stablehlo.multiply"(%1188, %659) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1190 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1191 = "stablehlo.broadcast_in_dim"(%1190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1192 = "stablehlo.multiply"(%1191, %arg95) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1193 = "stablehlo.add"(%1189, %1192) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1194 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1195 = "stablehlo.broadcast_in_dim"(%1194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1196 = "stablehlo.multiply"(%1195, %1011) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1197 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1198 = "stablehlo.broadcast_in_dim"(%1197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1199 = "stablehlo.multiply"(%1198, %arg96) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1200 = "stablehlo.add"(%1196, %1199) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1201 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1202 = "stablehlo.broadcast_in_dim"(%1201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1203 = "stablehlo.multiply"(%1202, %664) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1204 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1205 = "stablehlo.broadcast_in_dim"(%1204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1206 = "stablehlo.multiply"(%1205, %arg97) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1207 = "stablehlo.add"(%1203, %1206) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1208 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1209 = "stablehlo.broadcast_in_dim"(%1208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1210 = "stablehlo.multiply"(%1209, %677) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1211 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1212 = "stablehlo.broadcast_in_dim"(%1211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1213 = "stablehlo.multiply"(%1212, %arg98) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1214 = "stablehlo.add"(%1210, %1213) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1215 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1216 = "stablehlo.broadcast_in_dim"(%1215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1217 = "stablehlo.multiply"(%1216, %1010) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1218 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1219 = "stablehlo.broadcast_in_dim"(%1218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1220 = "stablehlo.multiply"(%1219, %arg99) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1221 = "stablehlo.add"(%1217, %1220) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1222 = "stablehlo.multiply"(%857, %857) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1223 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1224 = "stablehlo.broadcast_in_dim"(%1223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1225 = "stablehlo.multiply"(%1224, %1222) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1226 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1227 = "stablehlo.broadcast_in_dim"(%1226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1228 = "stablehlo.multiply"(%1227, %arg100) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1229 = "stablehlo.add"(%1225, %1228) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1230 = "stablehlo.multiply"(%859, %859) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1231 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1232 = "stablehlo.broadcast_in_dim"(%1231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1233 = "stablehlo.multiply"(%1232, %1230) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1234 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1235 = "stablehlo.broadcast_in_dim"(%1234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1236 = "stablehlo.multiply"(%1235, %arg101) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1237 = "stablehlo.add"(%1233, %1236) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1238 = "stablehlo.multiply"(%879, %879) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1239 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1240 = "stablehlo.broadcast_in_dim"(%1239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1241 = "stablehlo.multiply"(%1240, %1238) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1242 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1243 = "stablehlo.broadcast_in_dim"(%1242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1244 = "stablehlo.multiply"(%1243, %arg102) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1245 = "stablehlo.add"(%1241, %1244) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1246 = "stablehlo.multiply"(%881, %881) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1247 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1248 = "stablehlo.broadcast_in_dim"(%1247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1249 = "stablehlo.multiply"(%1248, %1246) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1250 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1251 = "stablehlo.broadcast_in_dim"(%1250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1252 = "stablehlo.multiply"(%1251, %arg103) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1253 = "stablehlo.add"(%1249, %1252) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1254 = "stablehlo.multiply"(%967, %967) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1255 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1256 = "stablehlo.broadcast_in_dim"(%1255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1257 = "stablehlo.multiply"(%1256, %1254) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1258 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1259 = "stablehlo.broadcast_in_dim"(%1258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1260 = "stablehlo.multiply"(%1259, %arg104) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1261 = "stablehlo.add"(%1257, %1260) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1262 = "stablehlo.multiply"(%980, %980) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1263 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1264 = "stablehlo.broadcast_in_dim"(%1263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1265 = "stablehlo.multiply"(%1264, %1262) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1266 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1267 = "stablehlo.broadcast_in_dim"(%1266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1268 = "stablehlo.multiply"(%1267, %arg105) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1269 = "stablehlo.add"(%1265, %1268) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1270 = "stablehlo.multiply"(%886, %886) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1271 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1272 = "stablehlo.broadcast_in_dim"(%1271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1273 = "stablehlo.multiply"(%1272, %1270) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1274 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1275 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1276 = "stablehlo.multiply"(%1275, %arg106) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1277 = "stablehlo.add"(%1273, %1276) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1278 = "stablehlo.multiply"(%899, %899) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1279 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1280 = "stablehlo.broadcast_in_dim"(%1279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1281 = "stablehlo.multiply"(%1280, %1278) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1282 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1283 = "stablehlo.broadcast_in_dim"(%1282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1284 = "stablehlo.multiply"(%1283, %arg107) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1285 = "stablehlo.add"(%1281, %1284) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1286 = "stablehlo.multiply"(%957, %957) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1287 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1288 = "stablehlo.broadcast_in_dim"(%1287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1289 = "stablehlo.multiply"(%1288, %1286) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1290 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1291 = "stablehlo.broadcast_in_dim"(%1290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1292 = "stablehlo.multiply"(%1291, %arg108) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1293 = "stablehlo.add"(%1289, %1292) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1294 = "stablehlo.multiply"(%926, %926) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1295 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1296 = "stablehlo.broadcast_in_dim"(%1295) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1297 = "stablehlo.multiply"(%1296, %1294) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1298 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1299 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1300 = "stablehlo.multiply"(%1299, %arg109) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1301 = "stablehlo.add"(%1297, %1300) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1302 = "stablehlo.multiply"(%961, %961) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1303 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1304 = "stablehlo.broadcast_in_dim"(%1303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1305 = "stablehlo.multiply"(%1304, %1302) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1306 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1307 = "stablehlo.broadcast_in_dim"(%1306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1308 = "stablehlo.multiply"(%1307, %arg110) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1309 = "stablehlo.add"(%1305, %1308) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1310 = "stablehlo.multiply"(%954, %954) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1311 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1312 = "stablehlo.broadcast_in_dim"(%1311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1313 = "stablehlo.multiply"(%1312, %1310) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1314 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1315 = "stablehlo.broadcast_in_dim"(%1314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1316 = "stablehlo.multiply"(%1315, %arg111) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1317 = "stablehlo.add"(%1313, %1316) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1318 = "stablehlo.multiply"(%705, %705) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1319 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1320 = "stablehlo.broadcast_in_dim"(%1319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1321 = "stablehlo.multiply"(%1320, %1318) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1322 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1323 = "stablehlo.broadcast_in_dim"(%1322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1324 = "stablehlo.multiply"(%1323, %arg112) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1325 = "stablehlo.add"(%1321, %1324) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1326 = "stablehlo.multiply"(%707, %707) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1327 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1328 = "stablehlo.broadcast_in_dim"(%1327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1329 = "stablehlo.multiply"(%1328, %1326) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1330 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1331 = "stablehlo.broadcast_in_dim"(%1330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1332 = "stablehlo.multiply"(%1331, %arg113) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1333 = "stablehlo.add"(%1329, %1332) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1334 = "stablehlo.multiply"(%727, %727) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1335 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1336 = "stablehlo.broadcast_in_dim"(%1335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1337 = "stablehlo.multiply"(%1336, %1334) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1338 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1339 = "stablehlo.broadcast_in_dim"(%1338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1340 = "stablehlo.multiply"(%1339, %arg114) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1341 = "stablehlo.add"(%1337, %1340) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1342 = "stablehlo.multiply"(%729, %729) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1343 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1344 = "stablehlo.broadcast_in_dim"(%1343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1345 = "stablehlo.multiply"(%1344, %1342) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1346 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1347 = "stablehlo.broadcast_in_dim"(%1346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1348 = "stablehlo.multiply"(%1347, %arg115) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1349 = "stablehlo.add"(%1345, %1348) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1350 = "stablehlo.multiply"(%815, %815) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1351 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1352 = "stablehlo.broadcast_in_dim"(%1351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1353 = "stablehlo.multiply"(%1352, %1350) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1354 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1355 = "stablehlo.broadcast_in_dim"(%1354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1356 = "stablehlo.multiply"(%1355, %arg116) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1357 = "stablehlo.add"(%1353, %1356) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1358 = "stablehlo.multiply"(%828, %828) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1359 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1360 = "stablehlo.broadcast_in_dim"(%1359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1361 = "stablehlo.multiply"(%1360, %1358) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1362 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1363 = "stablehlo.broadcast_in_dim"(%1362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1364 = "stablehlo.multiply"(%1363, %arg117) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1365 = "stablehlo.add"(%1361, %1364) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1366 = "stablehlo.multiply"(%734, %734) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1367 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1368 = "stablehlo.broadcast_in_dim"(%1367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1369 = "stablehlo.multiply"(%1368, %1366) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1370 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1371 = "stablehlo.broadcast_in_dim"(%1370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1372 = "stablehlo.multiply"(%1371, %arg118) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1373 = "stablehlo.add"(%1369, %1372) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1374 = "stablehlo.multiply"(%747, %747) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1375 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1376 = "stablehlo.broadcast_in_dim"(%1375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1377 = "stablehlo.multiply"(%1376, %1374) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1378 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1379 = "stablehlo.broadcast_in_dim"(%1378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1380 = "stablehlo.multiply"(%1379, %arg119) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1381 = "stablehlo.add"(%1377, %1380) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1382 = "stablehlo.multiply"(%805, %805) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1383 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1384 = "stablehlo.broadcast_in_dim"(%1383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1385 = "stablehlo.multiply"(%1384, %1382) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1386 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1387 = "stablehlo.broadcast_in_dim"(%1386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1388 = "stablehlo.multiply"(%1387, %arg120) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1389 = "stablehlo.add"(%1385, %1388) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1390 = "stablehlo.multiply"(%774, %774) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1391 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1392 = "stablehlo.broadcast_in_dim"(%1391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1393 = "stablehlo.multiply"(%1392, %1390) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1394 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1395 = "stablehlo.broadcast_in_dim"(%1394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1396 = "stablehlo.multiply"(%1395, %arg121) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1397 = "stablehlo.add"(%1393, %1396) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1398 = "stablehlo.multiply"(%809, %809) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1399 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1400 = "stablehlo.broadcast_in_dim"(%1399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1401 = "stablehlo.multiply"(%1400, %1398) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1402 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1403 = "stablehlo.broadcast_in_dim"(%1402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1404 = "stablehlo.multiply"(%1403, %arg122) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1405 = "stablehlo.add"(%1401, %1404) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1406 = "stablehlo.multiply"(%802, %802) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1407 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1408 = "stablehlo.broadcast_in_dim"(%1407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1409 = "stablehlo.multiply"(%1408, %1406) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1410 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1411 = "stablehlo.broadcast_in_dim"(%1410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1412 = "stablehlo.multiply"(%1411, %arg123) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1413 = "stablehlo.add"(%1409, %1412) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1414 = "stablehlo.multiply"(%657, %657) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1415 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1416 = "stablehlo.broadcast_in_dim"(%1415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1417 = "stablehlo.multiply"(%1416, %1414) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1418 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1419 = "stablehlo.broadcast_in_dim"(%1418) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1420 = "stablehlo.multiply"(%1419, %arg124) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1421 = "stablehlo.add"(%1417, %1420) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1422 = "stablehlo.multiply"(%659, %659) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1423 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1424 = "stablehlo.broadcast_in_dim"(%1423) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1425 = "stablehlo.multiply"(%1424, %1422) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1426 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1427 = "stablehlo.broadcast_in_dim"(%1426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1428 = "stablehlo.multiply"(%1427, %arg125) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1429 = "stablehlo.add"(%1425, %1428) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1430 = "stablehlo.multiply"(%1011, %1011) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1431 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1432 = "stablehlo.broadcast_in_dim"(%1431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1433 = "stablehlo.multiply"(%1432, %1430) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1434 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1435 = "stablehlo.broadcast_in_dim"(%1434) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1436 = "stablehlo.multiply"(%1435, %arg126) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1437 = "stablehlo.add"(%1433, %1436) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1438 = "stablehlo.multiply"(%664, %664) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1439 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1440 = "stablehlo.broadcast_in_dim"(%1439) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1441 = "stablehlo.multiply"(%1440, %1438) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1442 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1443 = "stablehlo.broadcast_in_dim"(%1442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1444 = "stablehlo.multiply"(%1443, %arg127) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1445 = "stablehlo.add"(%1441, %1444) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1446 = "stablehlo.multiply"(%677, %677) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1447 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1448 = "stablehlo.broadcast_in_dim"(%1447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1449 = "stablehlo.multiply"(%1448, %1446) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1450 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1451 = "stablehlo.broadcast_in_dim"(%1450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1452 = "stablehlo.multiply"(%1451, %arg128) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1453 = "stablehlo.add"(%1449, %1452) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1454 = "stablehlo.multiply"(%1010, %1010) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1455 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1456 = "stablehlo.broadcast_in_dim"(%1455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1457 = "stablehlo.multiply"(%1456, %1454) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1458 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1459 = "stablehlo.broadcast_in_dim"(%1458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1460 = "stablehlo.multiply"(%1459, %arg129) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1461 = "stablehlo.add"(%1457, %1460) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1462 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %1463 = "stablehlo.compare"(%arg69, %1462) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1464 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1465 = "stablehlo.add"(%arg69, %1464) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1466 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %1467 = "func.call"(%1463, %1465, %1466) <{callee = @_where_7}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1468 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1469 = "stablehlo.convert"(%1467) : (tensor<i32>) -> tensor<f32>
    %1470 = "stablehlo.convert"(%1467) : (tensor<i32>) -> tensor<f32>
    %1471 = "stablehlo.power"(%1468, %1470) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1472 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1473 = "stablehlo.subtract"(%1472, %1471) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1474 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1475 = "stablehlo.divide"(%1018, %1474) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1476 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1477 = "stablehlo.divide"(%1025, %1476) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1478 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1479 = "stablehlo.divide"(%1032, %1478) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1480 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1481 = "stablehlo.divide"(%1039, %1480) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1482 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1483 = "stablehlo.divide"(%1046, %1482) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1484 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1485 = "stablehlo.divide"(%1053, %1484) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1486 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1487 = "stablehlo.divide"(%1060, %1486) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1488 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1489 = "stablehlo.divide"(%1067, %1488) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1490 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1491 = "stablehlo.divide"(%1074, %1490) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1492 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1493 = "stablehlo.divide"(%1081, %1492) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1494 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1495 = "stablehlo.divide"(%1088, %1494) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1496 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1497 = "stablehlo.divide"(%1095, %1496) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1498 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1499 = "stablehlo.divide"(%1102, %1498) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1500 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1501 = "stablehlo.divide"(%1109, %1500) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1502 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1503 = "stablehlo.divide"(%1116, %1502) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1504 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1505 = "stablehlo.divide"(%1123, %1504) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1506 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1507 = "stablehlo.divide"(%1130, %1506) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1508 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1509 = "stablehlo.divide"(%1137, %1508) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1510 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1511 = "stablehlo.divide"(%1144, %1510) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1512 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1513 = "stablehlo.divide"(%1151, %1512) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1514 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1515 = "stablehlo.divide"(%1158, %1514) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1516 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1517 = "stablehlo.divide"(%1165, %1516) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1518 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1519 = "stablehlo.divide"(%1172, %1518) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1520 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1521 = "stablehlo.divide"(%1179, %1520) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1522 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1523 = "stablehlo.divide"(%1186, %1522) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1524 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1525 = "stablehlo.divide"(%1193, %1524) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1526 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1527 = "stablehlo.divide"(%1200, %1526) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1528 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1529 = "stablehlo.divide"(%1207, %1528) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1530 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1531 = "stablehlo.divide"(%1214, %1530) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1532 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1533 = "stablehlo.divide"(%1221, %1532) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1534 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1535 = "stablehlo.convert"(%1467) : (tensor<i32>) -> tensor<f32>
    %1536 = "stablehlo.convert"(%1467) : (tensor<i32>) -> tensor<f32>
    %1537 = "stablehlo.power"(%1534, %1536) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1538 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1539 = "stablehlo.subtract"(%1538, %1537) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1540 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1541 = "stablehlo.divide"(%1229, %1540) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1542 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1543 = "stablehlo.divide"(%1237, %1542) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1544 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1545 = "stablehlo.divide"(%1245, %1544) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1546 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1547 = "stablehlo.divide"(%1253, %1546) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1548 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1549 = "stablehlo.divide"(%1261, %1548) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1550 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1551 = "stablehlo.divide"(%1269, %1550) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1552 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1553 = "stablehlo.divide"(%1277, %1552) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1554 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1555 = "stablehlo.divide"(%1285, %1554) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1556 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1557 = "stablehlo.divide"(%1293, %1556) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1558 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1559 = "stablehlo.divide"(%1301, %1558) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1560 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1561 = "stablehlo.divide"(%1309, %1560) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1562 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1563 = "stablehlo.divide"(%1317, %1562) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1564 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1565 = "stablehlo.divide"(%1325, %1564) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1566 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1567 = "stablehlo.divide"(%1333, %1566) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1568 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1569 = "stablehlo.divide"(%1341, %1568) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1570 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1571 = "stablehlo.divide"(%1349, %1570) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1572 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1573 = "stablehlo.divide"(%1357, %1572) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1574 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1575 = "stablehlo.divide"(%1365, %1574) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1576 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1577 = "stablehlo.divide"(%1373, %1576) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1578 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1579 = "stablehlo.divide"(%1381, %1578) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1580 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1581 = "stablehlo.divide"(%1389, %1580) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1582 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1583 = "stablehlo.divide"(%1397, %1582) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1584 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1585 = "stablehlo.divide"(%1405, %1584) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1586 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1587 = "stablehlo.divide"(%1413, %1586) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1588 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1589 = "stablehlo.divide"(%1421, %1588) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1590 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1591 = "stablehlo.divide"(%1429, %1590) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1592 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1593 = "stablehlo.divide"(%1437, %1592) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1594 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1595 = "stablehlo.divide"(%1445, %1594) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1596 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1597 = "stablehlo.divide"(%1453, %1596) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1598 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1599 = "stablehlo.divide"(%1461, %1598) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1600 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1601 = "stablehlo.broadcast_in_dim"(%1600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1602 = "stablehlo.add"(%1541, %1601) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1603 = "stablehlo.sqrt"(%1602) : (tensor<32xf32>) -> tensor<32xf32>
    %1604 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1605 = "stablehlo.broadcast_in_dim"(%1604) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1606 = "stablehlo.add"(%1603, %1605) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1607 = "stablehlo.divide"(%1475, %1606) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1608 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1609 = "stablehlo.broadcast_in_dim"(%1608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1610 = "stablehlo.add"(%1543, %1609) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1611 = "stablehlo.sqrt"(%1610) : (tensor<128x32xf32>) -> tensor<128x32xf32>
    %1612 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1613 = "stablehlo.broadcast_in_dim"(%1612) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1614 = "stablehlo.add"(%1611, %1613) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1615 = "stablehlo.divide"(%1477, %1614) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1616 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1617 = "stablehlo.broadcast_in_dim"(%1616) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1618 = "stablehlo.add"(%1545, %1617) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1619 = "stablehlo.sqrt"(%1618) : (tensor<128xf32>) -> tensor<128xf32>
    %1620 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1621 = "stablehlo.broadcast_in_dim"(%1620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1622 = "stablehlo.add"(%1619, %1621) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1623 = "stablehlo.divide"(%1479, %1622) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1624 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1625 = "stablehlo.broadcast_in_dim"(%1624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1626 = "stablehlo.add"(%1547, %1625) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1627 = "stablehlo.sqrt"(%1626) : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %1628 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1629 = "stablehlo.broadcast_in_dim"(%1628) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1630 = "stablehlo.add"(%1627, %1629) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1631 = "stablehlo.divide"(%1481, %1630) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1632 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1633 = "stablehlo.broadcast_in_dim"(%1632) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1634 = "stablehlo.add"(%1549, %1633) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1635 = "stablehlo.sqrt"(%1634) : (tensor<32xf32>) -> tensor<32xf32>
    %1636 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1637 = "stablehlo.broadcast_in_dim"(%1636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1638 = "stablehlo.add"(%1635, %1637) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1639 = "stablehlo.divide"(%1483, %1638) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1640 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1641 = "stablehlo.broadcast_in_dim"(%1640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1642 = "stablehlo.add"(%1551, %1641) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1643 = "stablehlo.sqrt"(%1642) : (tensor<32xf32>) -> tensor<32xf32>
    %1644 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1645 = "stablehlo.broadcast_in_dim"(%1644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1646 = "stablehlo.add"(%1643, %1645) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1647 = "stablehlo.divide"(%1485, %1646) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1648 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1649 = "stablehlo.broadcast_in_dim"(%1648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1650 = "stablehlo.add"(%1553, %1649) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1651 = "stablehlo.sqrt"(%1650) : (tensor<32xf32>) -> tensor<32xf32>
    %1652 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1653 = "stablehlo.broadcast_in_dim"(%1652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1654 = "stablehlo.add"(%1651, %1653) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1655 = "stablehlo.divide"(%1487, %1654) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1656 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1657 = "stablehlo.broadcast_in_dim"(%1656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1658 = "stablehlo.add"(%1555, %1657) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1659 = "stablehlo.sqrt"(%1658) : (tensor<32xf32>) -> tensor<32xf32>
    %1660 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1661 = "stablehlo.broadcast_in_dim"(%1660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1662 = "stablehlo.add"(%1659, %1661) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1663 = "stablehlo.divide"(%1489, %1662) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1664 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1665 = "stablehlo.broadcast_in_dim"(%1664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1666 = "stablehlo.add"(%1557, %1665) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1667 = "stablehlo.sqrt"(%1666) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1668 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1669 = "stablehlo.broadcast_in_dim"(%1668) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1670 = "stablehlo.add"(%1667, %1669) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1671 = "stablehlo.divide"(%1491, %1670) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1672 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1673 = "stablehlo.broadcast_in_dim"(%1672) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1674 = "stablehlo.add"(%1559, %1673) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1675 = "stablehlo.sqrt"(%1674) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1676 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1677 = "stablehlo.broadcast_in_dim"(%1676) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1678 = "stablehlo.add"(%1675, %1677) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1679 = "stablehlo.divide"(%1493, %1678) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1680 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1681 = "stablehlo.broadcast_in_dim"(%1680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1682 = "stablehlo.add"(%1561, %1681) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1683 = "stablehlo.sqrt"(%1682) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1684 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1685 = "stablehlo.broadcast_in_dim"(%1684) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1686 = "stablehlo.add"(%1683, %1685) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1687 = "stablehlo.divide"(%1495, %1686) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1688 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1689 = "stablehlo.broadcast_in_dim"(%1688) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1690 = "stablehlo.add"(%1563, %1689) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1691 = "stablehlo.sqrt"(%1690) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1692 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1693 = "stablehlo.broadcast_in_dim"(%1692) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1694 = "stablehlo.add"(%1691, %1693) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1695 = "stablehlo.divide"(%1497, %1694) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1696 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1697 = "stablehlo.broadcast_in_dim"(%1696) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1698 = "stablehlo.add"(%1565, %1697) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1699 = "stablehlo.sqrt"(%1698) : (tensor<32xf32>) -> tensor<32xf32>
    %1700 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1701 = "stablehlo.broadcast_in_dim"(%1700) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1702 = "stablehlo.add"(%1699, %1701) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1703 = "stablehlo.divide"(%1499, %1702) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1704 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1705 = "stablehlo.broadcast_in_dim"(%1704) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1706 = "stablehlo.add"(%1567, %1705) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1707 = "stablehlo.sqrt"(%1706) : (tensor<128x32xf32>) -> tensor<128x32xf32>
    %1708 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1709 = "stablehlo.broadcast_in_dim"(%1708) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1710 = "stablehlo.add"(%1707, %1709) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1711 = "stablehlo.divide"(%1501, %1710) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1712 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1713 = "stablehlo.broadcast_in_dim"(%1712) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1714 = "stablehlo.add"(%1569, %1713) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1715 = "stablehlo.sqrt"(%1714) : (tensor<128xf32>) -> tensor<128xf32>
    %1716 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1717 = "stablehlo.broadcast_in_dim"(%1716) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1718 = "stablehlo.add"(%1715, %1717) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1719 = "stablehlo.divide"(%1503, %1718) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1720 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1721 = "stablehlo.broadcast_in_dim"(%1720) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1722 = "stablehlo.add"(%1571, %1721) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1723 = "stablehlo.sqrt"(%1722) : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %1724 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1725 = "stablehlo.broadcast_in_dim"(%1724) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1726 = "stablehlo.add"(%1723, %1725) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1727 = "stablehlo.divide"(%1505, %1726) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1728 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1729 = "stablehlo.broadcast_in_dim"(%1728) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1730 = "stablehlo.add"(%1573, %1729) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1731 = "stablehlo.sqrt"(%1730) : (tensor<32xf32>) -> tensor<32xf32>
    %1732 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1733 = "stablehlo.broadcast_in_dim"(%1732) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1734 = "stablehlo.add"(%1731, %1733) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1735 = "stablehlo.divide"(%1507, %1734) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1736 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1737 = "stablehlo.broadcast_in_dim"(%1736) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1738 = "stablehlo.add"(%1575, %1737) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1739 = "stablehlo.sqrt"(%1738) : (tensor<32xf32>) -> tensor<32xf32>
    %1740 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1741 = "stablehlo.broadcast_in_dim"(%1740) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1742 = "stablehlo.add"(%1739, %1741) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1743 = "stablehlo.divide"(%1509, %1742) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1744 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1745 = "stablehlo.broadcast_in_dim"(%1744) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1746 = "stablehlo.add"(%1577, %1745) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1747 = "stablehlo.sqrt"(%1746) : (tensor<32xf32>) -> tensor<32xf32>
    %1748 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1749 = "stablehlo.broadcast_in_dim"(%1748) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1750 = "stablehlo.add"(%1747, %1749) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1751 = "stablehlo.divide"(%1511, %1750) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1752 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1753 = "stablehlo.broadcast_in_dim"(%1752) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1754 = "stablehlo.add"(%1579, %1753) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1755 = "stablehlo.sqrt"(%1754) : (tensor<32xf32>) -> tensor<32xf32>
    %1756 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1757 = "stablehlo.broadcast_in_dim"(%1756) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1758 = "stablehlo.add"(%1755, %1757) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1759 = "stablehlo.divide"(%1513, %1758) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1760 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1761 = "stablehlo.broadcast_in_dim"(%1760) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1762 = "stablehlo.add"(%1581, %1761) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1763 = "stablehlo.sqrt"(%1762) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1764 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1765 = "stablehlo.broadcast_in_dim"(%1764) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1766 = "stablehlo.add"(%1763, %1765) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1767 = "stablehlo.divide"(%1515, %1766) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1768 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1769 = "stablehlo.broadcast_in_dim"(%1768) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1770 = "stablehlo.add"(%1583, %1769) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1771 = "stablehlo.sqrt"(%1770) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1772 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1773 = "stablehlo.broadcast_in_dim"(%1772) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1774 = "stablehlo.add"(%1771, %1773) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1775 = "stablehlo.divide"(%1517, %1774) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1776 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1777 = "stablehlo.broadcast_in_dim"(%1776) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1778 = "stablehlo.add"(%1585, %1777) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1779 = "stablehlo.sqrt"(%1778) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1780 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1781 = "stablehlo.broadcast_in_dim"(%1780) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1782 = "stablehlo.add"(%1779, %1781) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1783 = "stablehlo.divide"(%1519, %1782) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1784 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1785 = "stablehlo.broadcast_in_dim"(%1784) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1786 = "stablehlo.add"(%1587, %1785) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1787 = "stablehlo.sqrt"(%1786) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1788 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1789 = "stablehlo.broadcast_in_dim"(%1788) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1790 = "stablehlo.add"(%1787, %1789) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1791 = "stablehlo.divide"(%1521, %1790) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1792 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1793 = "stablehlo.broadcast_in_dim"(%1792) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1794 = "stablehlo.add"(%1589, %1793) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1795 = "stablehlo.sqrt"(%1794) : (tensor<64xf32>) -> tensor<64xf32>
    %1796 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1797 = "stablehlo.broadcast_in_dim"(%1796) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1798 = "stablehlo.add"(%1795, %1797) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1799 = "stablehlo.divide"(%1523, %1798) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1800 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1801 = "stablehlo.broadcast_in_dim"(%1800) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1802 = "stablehlo.add"(%1591, %1801) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1803 = "stablehlo.sqrt"(%1802) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %1804 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1805 = "stablehlo.broadcast_in_dim"(%1804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1806 = "stablehlo.add"(%1803, %1805) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1807 = "stablehlo.divide"(%1525, %1806) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1808 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1809 = "stablehlo.broadcast_in_dim"(%1808) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1810 = "stablehlo.add"(%1593, %1809) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1811 = "stablehlo.sqrt"(%1810) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %1812 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1813 = "stablehlo.broadcast_in_dim"(%1812) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1814 = "stablehlo.add"(%1811, %1813) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1815 = "stablehlo.divide"(%1527, %1814) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1816 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1817 = "stablehlo.broadcast_in_dim"(%1816) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1818 = "stablehlo.add"(%1595, %1817) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1819 = "stablehlo.sqrt"(%1818) : (tensor<32xf32>) -> tensor<32xf32>
    %1820 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1821 = "stablehlo.broadcast_in_dim"(%1820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1822 = "stablehlo.add"(%1819, %1821) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1823 = "stablehlo.divide"(%1529, %1822) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1824 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1825 = "stablehlo.broadcast_in_dim"(%1824) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1826 = "stablehlo.add"(%1597, %1825) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1827 = "stablehlo.sqrt"(%1826) : (tensor<32xf32>) -> tensor<32xf32>
    %1828 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1829 = "stablehlo.broadcast_in_dim"(%1828) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1830 = "stablehlo.add"(%1827, %1829) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1831 = "stablehlo.divide"(%1531, %1830) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1832 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1833 = "stablehlo.broadcast_in_dim"(%1832) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1834 = "stablehlo.add"(%1599, %1833) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1835 = "stablehlo.sqrt"(%1834) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1836 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1837 = "stablehlo.broadcast_in_dim"(%1836) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1838 = "stablehlo.add"(%1835, %1837) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1839 = "stablehlo.divide"(%1533, %1838) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1840 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1841 = "stablehlo.broadcast_in_dim"(%1840) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1842 = "stablehlo.multiply"(%1841, %arg39) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1843 = "stablehlo.add"(%1607, %1842) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1844 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1845 = "stablehlo.broadcast_in_dim"(%1844) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1846 = "stablehlo.multiply"(%1845, %arg40) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1847 = "stablehlo.add"(%1615, %1846) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1848 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1849 = "stablehlo.broadcast_in_dim"(%1848) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1850 = "stablehlo.multiply"(%1849, %arg41) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1851 = "stablehlo.add"(%1623, %1850) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1852 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1853 = "stablehlo.broadcast_in_dim"(%1852) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1854 = "stablehlo.multiply"(%1853, %arg42) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1855 = "stablehlo.add"(%1631, %1854) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1856 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1857 = "stablehlo.broadcast_in_dim"(%1856) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1858 = "stablehlo.multiply"(%1857, %arg43) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1859 = "stablehlo.add"(%1639, %1858) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1860 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1861 = "stablehlo.broadcast_in_dim"(%1860) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1862 = "stablehlo.multiply"(%1861, %arg44) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1863 = "stablehlo.add"(%1647, %1862) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1864 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1865 = "stablehlo.broadcast_in_dim"(%1864) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1866 = "stablehlo.multiply"(%1865, %arg45) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1867 = "stablehlo.add"(%1655, %1866) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1868 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1869 = "stablehlo.broadcast_in_dim"(%1868) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1870 = "stablehlo.multiply"(%1869, %arg46) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1871 = "stablehlo.add"(%1663, %1870) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1872 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1873 = "stablehlo.broadcast_in_dim"(%1872) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1874 = "stablehlo.multiply"(%1873, %arg47) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1875 = "stablehlo.add"(%1671, %1874) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1876 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1877 = "stablehlo.broadcast_in_dim"(%1876) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1878 = "stablehlo.multiply"(%1877, %arg48) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1879 = "stablehlo.add"(%1679, %1878) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1880 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1881 = "stablehlo.broadcast_in_dim"(%1880) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1882 = "stablehlo.multiply"(%1881, %arg49) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1883 = "stablehlo.add"(%1687, %1882) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1884 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1885 = "stablehlo.broadcast_in_dim"(%1884) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1886 = "stablehlo.multiply"(%1885, %arg50) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1887 = "stablehlo.add"(%1695, %1886) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1888 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1889 = "stablehlo.broadcast_in_dim"(%1888) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1890 = "stablehlo.multiply"(%1889, %arg51) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1891 = "stablehlo.add"(%1703, %1890) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1892 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1893 = "stablehlo.broadcast_in_dim"(%1892) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1894 = "stablehlo.multiply"(%1893, %arg52) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1895 = "stablehlo.add"(%1711, %1894) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1896 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1897 = "stablehlo.broadcast_in_dim"(%1896) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1898 = "stablehlo.multiply"(%1897, %arg53) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1899 = "stablehlo.add"(%1719, %1898) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1900 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1901 = "stablehlo.broadcast_in_dim"(%1900) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1902 = "stablehlo.multiply"(%1901, %arg54) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1903 = "stablehlo.add"(%1727, %1902) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1904 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1905 = "stablehlo.broadcast_in_dim"(%1904) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1906 = "stablehlo.multiply"(%1905, %arg55) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1907 = "stablehlo.add"(%1735, %1906) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1908 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1909 = "stablehlo.broadcast_in_dim"(%1908) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1910 = "stablehlo.multiply"(%1909, %arg56) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1911 = "stablehlo.add"(%1743, %1910) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1912 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1913 = "stablehlo.broadcast_in_dim"(%1912) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1914 = "stablehlo.multiply"(%1913, %arg57) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1915 = "stablehlo.add"(%1751, %1914) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1916 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1917 = "stablehlo.broadcast_in_dim"(%1916) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1918 = "stablehlo.multiply"(%1917, %arg58) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1919 = "stablehlo.add"(%1759, %1918) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1920 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1921 = "stablehlo.broadcast_in_dim"(%1920) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1922 = "stablehlo.multiply"(%1921, %arg59) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1923 = "stablehlo.add"(%1767, %1922) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1924 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1925 = "stablehlo.broadcast_in_dim"(%1924) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1926 = "stablehlo.multiply"(%1925, %arg60) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1927 = "stablehlo.add"(%1775, %1926) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1928 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1929 = "stablehlo.broadcast_in_dim"(%1928) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1930 = "stablehlo.multiply"(%1929, %arg61) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1931 = "stablehlo.add"(%1783, %1930) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1932 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1933 = "stablehlo.broadcast_in_dim"(%1932) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1934 = "stablehlo.multiply"(%1933, %arg62) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1935 = "stablehlo.add"(%1791, %1934) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1936 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1937 = "stablehlo.broadcast_in_dim"(%1936) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1938 = "stablehlo.multiply"(%1937, %arg63) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1939 = "stablehlo.add"(%1799, %1938) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1940 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1941 = "stablehlo.broadcast_in_dim"(%1940) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %1942 = "stablehlo.multiply"(%1941, %arg64) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1943 = "stablehlo.add"(%1807, %1942) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %1944 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1945 = "stablehlo.broadcast_in_dim"(%1944) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1946 = "stablehlo.multiply"(%1945, %arg65) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1947 = "stablehlo.add"(%1815, %1946) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1948 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1949 = "stablehlo.broadcast_in_dim"(%1948) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1950 = "stablehlo.multiply"(%1949, %arg66) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1951 = "stablehlo.add"(%1823, %1950) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1952 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1953 = "stablehlo.broadcast_in_dim"(%1952) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1954 = "stablehlo.multiply"(%1953, %arg67) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1955 = "stablehlo.add"(%1831, %1954) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1956 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1957 = "stablehlo.broadcast_in_dim"(%1956) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1958 = "stablehlo.multiply"(%1957, %arg68) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1959 = "stablehlo.add"(%1839, %1958) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1960 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1961 = "stablehlo.broadcast_in_dim"(%1960) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1962 = "stablehlo.multiply"(%1961, %1843) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1963 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1964 = "stablehlo.broadcast_in_dim"(%1963) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1965 = "stablehlo.multiply"(%1964, %1847) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1966 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1967 = "stablehlo.broadcast_in_dim"(%1966) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1968 = "stablehlo.multiply"(%1967, %1851) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1969 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1970 = "stablehlo.broadcast_in_dim"(%1969) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1971 = "stablehlo.multiply"(%1970, %1855) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1972 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1973 = "stablehlo.broadcast_in_dim"(%1972) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1974 = "stablehlo.multiply"(%1973, %1859) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1975 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1976 = "stablehlo.broadcast_in_dim"(%1975) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1977 = "stablehlo.multiply"(%1976, %1863) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1978 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1979 = "stablehlo.broadcast_in_dim"(%1978) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1980 = "stablehlo.multiply"(%1979, %1867) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1981 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1982 = "stablehlo.broadcast_in_dim"(%1981) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1983 = "stablehlo.multiply"(%1982, %1871) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1984 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1985 = "stablehlo.broadcast_in_dim"(%1984) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1986 = "stablehlo.multiply"(%1985, %1875) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1987 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1988 = "stablehlo.broadcast_in_dim"(%1987) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1989 = "stablehlo.multiply"(%1988, %1879) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1990 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1991 = "stablehlo.broadcast_in_dim"(%1990) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1992 = "stablehlo.multiply"(%1991, %1883) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1993 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1994 = "stablehlo.broadcast_in_dim"(%1993) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1995 = "stablehlo.multiply"(%1994, %1887) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1996 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1997 = "stablehlo.broadcast_in_dim"(%1996) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1998 = "stablehlo.multiply"(%1997, %1891) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1999 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2000 = "stablehlo.broadcast_in_dim"(%1999) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %2001 = "stablehlo.multiply"(%2000, %1895) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %2002 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2003 = "stablehlo.broadcast_in_dim"(%2002) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %2004 = "stablehlo.multiply"(%2003, %1899) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2005 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2006 = "stablehlo.broadcast_in_dim"(%2005) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %2007 = "stablehlo.multiply"(%2006, %1903) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %2008 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2009 = "stablehlo.broadcast_in_dim"(%2008) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2010 = "stablehlo.multiply"(%2009, %1907) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2011 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2012 = "stablehlo.broadcast_in_dim"(%2011) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2013 = "stablehlo.multiply"(%2012, %1911) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2014 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2015 = "stablehlo.broadcast_in_dim"(%2014) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2016 = "stablehlo.multiply"(%2015, %1915) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2017 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2018 = "stablehlo.broadcast_in_dim"(%2017) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2019 = "stablehlo.multiply"(%2018, %1919) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2020 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2021 = "stablehlo.broadcast_in_dim"(%2020) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %2022 = "stablehlo.multiply"(%2021, %1923) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %2023 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2024 = "stablehlo.broadcast_in_dim"(%2023) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %2025 = "stablehlo.multiply"(%2024, %1927) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %2026 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2027 = "stablehlo.broadcast_in_dim"(%2026) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %2028 = "stablehlo.multiply"(%2027, %1931) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %2029 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2030 = "stablehlo.broadcast_in_dim"(%2029) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %2031 = "stablehlo.multiply"(%2030, %1935) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %2032 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2033 = "stablehlo.broadcast_in_dim"(%2032) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2034 = "stablehlo.multiply"(%2033, %1939) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2035 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2036 = "stablehlo.broadcast_in_dim"(%2035) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x64xf32>
    %2037 = "stablehlo.multiply"(%2036, %1943) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %2038 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2039 = "stablehlo.broadcast_in_dim"(%2038) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %2040 = "stablehlo.multiply"(%2039, %1947) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %2041 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2042 = "stablehlo.broadcast_in_dim"(%2041) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2043 = "stablehlo.multiply"(%2042, %1951) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2044 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2045 = "stablehlo.broadcast_in_dim"(%2044) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2046 = "stablehlo.multiply"(%2045, %1955) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2047 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %2048 = "stablehlo.broadcast_in_dim"(%2047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %2049 = "stablehlo.multiply"(%2048, %1959) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %2050 = "stablehlo.add"(%arg39, %1962) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2051 = "stablehlo.add"(%arg40, %1965) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %2052 = "stablehlo.add"(%arg41, %1968) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2053 = "stablehlo.add"(%arg42, %1971) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %2054 = "stablehlo.add"(%arg43, %1974) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2055 = "stablehlo.add"(%arg44, %1977) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2056 = "stablehlo.add"(%arg45, %1980) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2057 = "stablehlo.add"(%arg46, %1983) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2058 = "stablehlo.add"(%arg47, %1986) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %2059 = "stablehlo.add"(%arg48, %1989) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %2060 = "stablehlo.add"(%arg49, %1992) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %2061 = "stablehlo.add"(%arg50, %1995) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %2062 = "stablehlo.add"(%arg51, %1998) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2063 = "stablehlo.add"(%arg52, %2001) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %2064 = "stablehlo.add"(%arg53, %2004) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %2065 = "stablehlo.add"(%arg54, %2007) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %2066 = "stablehlo.add"(%arg55, %2010) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2067 = "stablehlo.add"(%arg56, %2013) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2068 = "stablehlo.add"(%arg57, %2016) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2069 = "stablehlo.add"(%arg58, %2019) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2070 = "stablehlo.add"(%arg59, %2022) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %2071 = "stablehlo.add"(%arg60, %2025) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %2072 = "stablehlo.add"(%arg61, %2028) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %2073 = "stablehlo.add"(%arg62, %2031) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %2074 = "stablehlo.add"(%arg63, %2034) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2075 = "stablehlo.add"(%arg64, %2037) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %2076 = "stablehlo.add"(%arg65, %2040) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %2077 = "stablehlo.add"(%arg66, %2043) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2078 = "stablehlo.add"(%arg67, %2046) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2079 = "stablehlo.add"(%arg68, %2049) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%2050, %2051, %2052, %2053, %2054, %2055, %2056, %2057, %2058, %2059, %2060, %2061, %2062, %2063, %2064, %2065, %2066, %2067, %2068, %2069, %2070, %2071, %2072, %2073, %2074, %2075, %2076, %2077, %2078, %2079, %1467, %1018, %1025, %1032, %1039, %1046, %1053, %1060, %1067, %1074, %1081, %1088, %1095, %1102, %1109, %1116, %1123, %1130, %1137, %1144, %1151, %1158, %1165, %1172, %1179, %1186, %1193, %1200, %1207, %1214, %1221, %1229, %1237, %1245, %1253, %1261, %1269, %1277, %1285, %1293, %1301, %1309, %1317, %1325, %1333, %1341, %1349, %1357, %1365, %1373, %1381, %1389, %1397, %1405, %1413, %1421, %1429, %1437, %1445, %1453, %1461, %636) : (tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<i32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16x32xf32>, tensor<32x2x16xf32>, tensor<32x2x16xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64x32xf32>, tensor<4x16xi32>) -> (tensor<4x16x32xf32>, tensor<4x16x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<64x32xf32>, %arg36: tensor<4x16xi32>):
    %70 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16xi32>
    %72 = "stablehlo.compare"(%arg36, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %73 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16xi32>
    %75 = "stablehlo.add"(%arg36, %74) : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %76 = "func.call"(%72, %75, %arg36) <{callee = @_where}> : (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %78 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %79 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16x1xi32>
    %81 = "stablehlo.compare"(%77, %80) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %82 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x16x1xi32>
    %84 = "stablehlo.compare"(%77, %83) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %85 = "stablehlo.and"(%81, %84) : (tensor<4x16x1xi1>, tensor<4x16x1xi1>) -> tensor<4x16x1xi1>
    %86 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %87 = "stablehlo.reduce"(%85, %86) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg37: tensor<i1>, %arg38: tensor<i1>):
      %93 = "stablehlo.and"(%arg37, %arg38) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%93) : (tensor<i1>) -> ()
    }) : (tensor<4x16x1xi1>, tensor<i1>) -> tensor<4x16xi1>
    %88 = "stablehlo.gather"(%arg35, %77) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x16x1xi32>) -> tensor<4x16x32xf32>
    %89 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xi1>) -> tensor<4x16x32xi1>
    %90 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x32xf32>
    %92 = "stablehlo.select"(%89, %88, %91) : (tensor<4x16x32xi1>, tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
    "func.return"(%92, %77) : (tensor<4x16x32xf32>, tensor<4x16x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<4x16xi1>, %arg33: tensor<4x16xi32>, %arg34: tensor<4x16xi32>):
    %69 = "stablehlo.select"(%arg32, %arg33, %arg34) : (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    "func.return"(%69) : (tensor<4x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x1x16x16xf32>, tensor<4x2x16x16xf32>, tensor<f32>) -> (tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>), res_attrs = [{}, {}, {}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<4x1x16x16xf32>, %arg30: tensor<4x2x16x16xf32>, %arg31: tensor<f32>):
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x16x16xf32>
    %63 = "stablehlo.compare"(%arg29, %62) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x1x16x16xf32>, tensor<4x1x16x16xf32>) -> tensor<4x1x16x16xi1>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x1x16x16xi1>) -> tensor<4x2x16x16xi1>
    %65 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16x16xf32>
    %66 = "stablehlo.select"(%64, %arg30, %65) : (tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16x16xf32>
    "func.return"(%66, %64, %68) : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x16x64xf32>, tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<4x16x64xf32>, %arg26: tensor<4x16x1xi32>):
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16x1xi32>
    %40 = "stablehlo.compare"(%arg26, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %41 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16x1xi32>
    %43 = "stablehlo.add"(%arg26, %42) : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi32>
    %44 = "stablehlo.select"(%40, %43, %arg26) : (tensor<4x16x1xi1>, tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi32>
    %45 = "stablehlo.reshape"(%44) : (tensor<4x16x1xi32>) -> tensor<4x16x1x1xi32>
    %46 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x16x1x1xi32>
    %49 = "stablehlo.compare"(%45, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %50 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<4x16x1x1xi32>
    %52 = "stablehlo.compare"(%45, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %53 = "stablehlo.and"(%49, %52) : (tensor<4x16x1x1xi1>, tensor<4x16x1x1xi1>) -> tensor<4x16x1x1xi1>
    %54 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %55 = "stablehlo.reduce"(%53, %54) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg27: tensor<i1>, %arg28: tensor<i1>):
      %60 = "stablehlo.and"(%arg27, %arg28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%60) : (tensor<i1>) -> ()
    }) : (tensor<4x16x1x1xi1>, tensor<i1>) -> tensor<4x16x1xi1>
    %56 = "stablehlo.gather"(%arg25, %45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x16x64xf32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1xf32>
    %57 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %59 = "stablehlo.select"(%55, %56, %58) : (tensor<4x16x1xi1>, tensor<4x16x1xf32>, tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    "func.return"(%59, %45) : (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x16x1xf32>, tensor<i32>) -> (tensor<4x16xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take_1", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<4x16x1xf32>, %arg22: tensor<i32>):
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.compare"(%arg22, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.add"(%arg22, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "func.call"(%18, %20, %arg22) <{callee = @_where_2}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %24 = "stablehlo.convert"(%22) : (tensor<1xi32>) -> tensor<1xi32>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.compare"(%24, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %28 = "stablehlo.compare"(%24, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %29 = "stablehlo.and"(%27, %28) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %30 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %31 = "stablehlo.reduce"(%29, %30) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg23: tensor<i1>, %arg24: tensor<i1>):
      %37 = "stablehlo.and"(%arg23, %arg24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%37) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %32 = "stablehlo.gather"(%arg21, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 16, 1>}> : (tensor<4x16x1xf32>, tensor<1xi32>) -> tensor<4x16xf32>
    %33 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x16xi1>
    %34 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %36 = "stablehlo.select"(%33, %32, %35) : (tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%36, %22) : (tensor<4x16xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<i1>, %arg19: tensor<i32>, %arg20: tensor<i32>):
    %16 = "stablehlo.select"(%arg18, %arg19, %arg20) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%16) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4x16xf32>) -> tensor<4x16x1xf32>, res_attrs = [{}], sym_name = "_take_3", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<1xi32>, %arg15: tensor<4x16xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x1xf32>
    %14 = "stablehlo.scatter"(%13, %arg14, %arg15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %15 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<4x16x1xf32>, tensor<1xi32>, tensor<4x16xf32>) -> tensor<4x16x1xf32>
    "func.return"(%14) : (tensor<4x16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>, res_attrs = [{}], sym_name = "take_along_axis_4", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x16x1x1xi32>, %arg11: tensor<4x16x1xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x64xf32>
    %10 = "stablehlo.scatter"(%9, %arg10, %arg11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %11 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    "func.return"(%10) : (tensor<4x16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x2x16x16xi1>, %arg8: tensor<4x2x16x16xf32>, %arg9: tensor<4x2x16x16xf32>):
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2x16x16xf32>
    %7 = "stablehlo.select"(%arg7, %arg9, %6) : (tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    "func.return"(%7) : (tensor<4x2x16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x16x1xi32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>, res_attrs = [{}], sym_name = "_take_6", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x16x1xi32>, %arg4: tensor<4x16x32xf32>):
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %3 = "stablehlo.scatter"(%2, %arg3, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %4 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<64x32xf32>, tensor<4x16x1xi32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    "func.return"(%3) : (tensor<64x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
