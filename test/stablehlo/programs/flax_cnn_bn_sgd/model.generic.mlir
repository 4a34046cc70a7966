"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<8x16x16x3xf32>, tensor<8xi32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['BatchNorm_0']['bias']"}, {jax.result_info = "result[0]['BatchNorm_0']['scale']"}, {jax.result_info = "result[0]['BatchNorm_1']['bias']"}, {jax.result_info = "result[0]['BatchNorm_1']['scale']"}, {jax.result_info = "result[0]['Conv_0']['bias']"}, {jax.result_info = "result[0]['Conv_0']['kernel']"}, {jax.result_info = "result[0]['Conv_1']['bias']"}, {jax.result_info = "result[0]['Conv_1']['kernel']"}, {jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[1]['batch_stats']['BatchNorm_0']['mean']"}, {jax.result_info = "result[1]['batch_stats']['BatchNorm_0']['var']"}, {jax.result_info = "result[1]['batch_stats']['BatchNorm_1']['mean']"}, {jax.result_info = "result[1]['batch_stats']['BatchNorm_1']['var']"}, {jax.result_info = "result[2][0].trace['BatchNorm_0']['bias']"}, {jax.result_info = "result[2][0].trace['BatchNorm_0']['scale']"}, {jax.result_info = "result[2][0].trace['BatchNorm_1']['bias']"}, {jax.result_info = "result[2][0].trace['BatchNorm_1']['scale']"}, {jax.result_info = "result[2][0].trace['Conv_0']['bias']"}, {jax.result_info = "result[2][0].trace['Conv_0']['kernel']"}, {jax.result_info = "result[2][0].trace['Conv_1']['bias']"}, {jax.result_info = "result[2][0].trace['Conv_1']['kernel']"}, {jax.result_info = "result[2][0].trace['Dense_0']['bias']"}, {jax.result_info = "result[2][0].trace['Dense_0']['kernel']"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg21: tensor<8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<8xf32>, %arg26: tensor<3x3x3x8xf32>, %arg27: tensor<16xf32>, %arg28: tensor<3x3x8x16xf32>, %arg29: tensor<10xf32>, %arg30: tensor<16x10xf32>, %arg31: tensor<8xf32>, %arg32: tensor<8xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16xf32>, %arg35: tensor<8xf32>, %arg36: tensor<8xf32>, %arg37: tensor<16xf32>, %arg38: tensor<16xf32>, %arg39: tensor<8xf32>, %arg40: tensor<3x3x3x8xf32>, %arg41: tensor<16xf32>, %arg42: tensor<3x3x8x16xf32>, %arg43: tensor<10xf32>, %arg44: tensor<16x10xf32>, %arg45: tensor<8x16x16x3xf32>, %arg46: tensor<8xi32>):
    %59 = "stablehlo.convolution"(%arg45, %arg26) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<8x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<8x16x16x8xf32>
    %60 = "stablehlo.reshape"(%arg25) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %62 = "stablehlo.add"(%59, %61) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %63 = "chlo.square"(%62) : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %64 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %66 = "stablehlo.multiply"(%65, %62) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.reduce"(%62, %67) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %516 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%516) : (tensor<f32>) -> ()
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %69 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %71 = "stablehlo.divide"(%68, %70) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.reduce"(%63, %72) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %515 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%515) : (tensor<f32>) -> ()
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %74 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %76 = "stablehlo.divide"(%73, %75) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %77 = "chlo.square"(%71) : (tensor<8xf32>) -> tensor<8xf32>
    %78 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %80 = "stablehlo.multiply"(%79, %71) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %81 = "stablehlo.subtract"(%76, %77) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %84 = "stablehlo.maximum"(%83, %81) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %85 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %87 = "stablehlo.compare"(%81, %86) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %88 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %90 = "stablehlo.compare"(%81, %89) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %91 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %95 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %97 = "stablehlo.select"(%90, %96, %94) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %98 = "stablehlo.select"(%87, %92, %97) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %101 = "stablehlo.multiply"(%100, %arg31) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %102 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %104 = "stablehlo.multiply"(%103, %71) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %105 = "stablehlo.add"(%101, %104) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %108 = "stablehlo.multiply"(%107, %arg32) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %109 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %111 = "stablehlo.multiply"(%110, %84) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %112 = "stablehlo.add"(%108, %111) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %113 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %114 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %115 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %116 = "stablehlo.subtract"(%62, %115) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %117 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %119 = "stablehlo.add"(%114, %118) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %120 = "stablehlo.rsqrt"(%119) : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %121 = "stablehlo.divide"(%120, %119) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %122 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %124 = "stablehlo.multiply"(%123, %121) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %125 = "stablehlo.reshape"(%arg22) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %126 = "stablehlo.multiply"(%120, %125) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %128 = "stablehlo.multiply"(%116, %127) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %129 = "stablehlo.reshape"(%arg21) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %131 = "stablehlo.add"(%128, %130) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %132 = "func.call"(%131) <{callee = @relu}> : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %133 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %135 = "stablehlo.compare"(%131, %134) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xi1>
    %136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %140 = "stablehlo.reduce_window"(%132, %139) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %514 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%514) : (tensor<f32>) -> ()
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8x8x8x8xf32>
    %141 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %143 = "stablehlo.divide"(%140, %142) : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %144 = "stablehlo.convolution"(%143, %arg28) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<8x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<8x4x4x16xf32>
    %145 = "stablehlo.reshape"(%arg27) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %147 = "stablehlo.add"(%144, %146) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %148 = "chlo.square"(%147) : (tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %149 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %151 = "stablehlo.multiply"(%150, %147) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %152 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.reduce"(%147, %152) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %513 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%513) : (tensor<f32>) -> ()
    }) : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %154 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %156 = "stablehlo.divide"(%153, %155) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %157 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.reduce"(%148, %157) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %512 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%512) : (tensor<f32>) -> ()
    }) : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %159 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %161 = "stablehlo.divide"(%158, %160) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %162 = "chlo.square"(%156) : (tensor<16xf32>) -> tensor<16xf32>
    %163 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %165 = "stablehlo.multiply"(%164, %156) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %166 = "stablehlo.subtract"(%161, %162) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %169 = "stablehlo.maximum"(%168, %166) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %170 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %172 = "stablehlo.compare"(%166, %171) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %175 = "stablehlo.compare"(%166, %174) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %176 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %180 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %182 = "stablehlo.select"(%175, %181, %179) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %183 = "stablehlo.select"(%172, %177, %182) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %184 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %186 = "stablehlo.multiply"(%185, %arg33) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %187 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %189 = "stablehlo.multiply"(%188, %156) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %190 = "stablehlo.add"(%186, %189) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %191 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %193 = "stablehlo.multiply"(%192, %arg34) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %194 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %196 = "stablehlo.multiply"(%195, %169) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %197 = "stablehlo.add"(%193, %196) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %198 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %199 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %200 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %201 = "stablehlo.subtract"(%147, %200) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %202 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %204 = "stablehlo.add"(%199, %203) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %205 = "stablehlo.rsqrt"(%204) : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %206 = "stablehlo.divide"(%205, %204) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %207 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %209 = "stablehlo.multiply"(%208, %206) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %210 = "stablehlo.reshape"(%arg24) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %211 = "stablehlo.multiply"(%205, %210) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %213 = "stablehlo.multiply"(%201, %212) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %214 = "stablehlo.reshape"(%arg23) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %216 = "stablehlo.add"(%213, %215) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %217 = "func.call"(%216) <{callee = @relu_0}> : (tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %218 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %220 = "stablehlo.compare"(%216, %219) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xi1>
    %221 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %223 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.reduce"(%217, %223) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %511 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%511) : (tensor<f32>) -> ()
    }) : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %225 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %227 = "stablehlo.divide"(%224, %226) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %228 = "stablehlo.dot_general"(%227, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x16xf32>, tensor<16x10xf32>) -> tensor<8x10xf32>
    %229 = "stablehlo.reshape"(%arg29) : (tensor<10xf32>) -> tensor<1x10xf32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %231 = "stablehlo.add"(%228, %230) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %232 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %233:2 = "func.call"(%231, %232) <{callee = @take_along_axis}> : (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %234 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %235:2 = "func.call"(%233#0, %234) <{callee = @_take}> : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %236 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.reduce"(%231, %236) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %510 = "stablehlo.maximum"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%510) : (tensor<f32>) -> ()
    }) : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %238 = "stablehlo.reshape"(%237) : (tensor<8xf32>) -> tensor<8x1xf32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %240 = "stablehlo.compare"(%231, %239) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %241 = "stablehlo.convert"(%240) : (tensor<8x10xi1>) -> tensor<8x10xf32>
    %242 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.reduce"(%241, %242) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %509 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%509) : (tensor<f32>) -> ()
    }) : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %244 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %246 = "stablehlo.maximum"(%245, %237) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %247 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %249 = "stablehlo.compare"(%237, %248) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %250 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %252 = "stablehlo.compare"(%237, %251) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %253 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %255 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %257 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %259 = "stablehlo.select"(%252, %258, %256) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %260 = "stablehlo.select"(%249, %254, %259) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %261 = "stablehlo.is_finite"(%246) : (tensor<8xf32>) -> tensor<8xi1>
    %262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %264 = "stablehlo.select"(%261, %246, %263) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %265 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %267 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %269 = "stablehlo.subtract"(%231, %268) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %270 = "stablehlo.exponential"(%269) : (tensor<8x10xf32>) -> tensor<8x10xf32>
    %271 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.reduce"(%270, %271) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %508 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%508) : (tensor<f32>) -> ()
    }) : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %273 = "stablehlo.sign"(%272) : (tensor<8xf32>) -> tensor<8xf32>
    %274 = "stablehlo.abs"(%272) : (tensor<8xf32>) -> tensor<8xf32>
    %275 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %277 = "stablehlo.compare"(%272, %276) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %278 = "stablehlo.log"(%274) : (tensor<8xf32>) -> tensor<8xf32>
    %279 = "stablehlo.add"(%278, %264) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %280 = "stablehlo.subtract"(%279, %235#0) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %281 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.reduce"(%280, %281) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %507 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%507) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %283 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.divide"(%282, %283) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %285 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.divide"(%285, %286) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %289 = "stablehlo.negate"(%288) : (tensor<8xf32>) -> tensor<8xf32>
    %290 = "stablehlo.divide"(%288, %274) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %291 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %293 = "stablehlo.select"(%277, %292, %290) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %294 = "stablehlo.select"(%277, %290, %292) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %295 = "stablehlo.negate"(%293) : (tensor<8xf32>) -> tensor<8xf32>
    %296 = "stablehlo.add"(%294, %295) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x10xf32>
    %298 = "stablehlo.multiply"(%297, %270) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %299 = "func.call"(%235#1, %289) <{callee = @_take_1}> : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %300 = "func.call"(%233#1, %299) <{callee = @take_along_axis_2}> : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %301 = "stablehlo.add"(%298, %300) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %302 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.reduce"(%301, %302) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %506 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%506) : (tensor<f32>) -> ()
    }) : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %304 = "stablehlo.reshape"(%303) : (tensor<10xf32>) -> tensor<1x10xf32>
    %305 = "stablehlo.reshape"(%304) : (tensor<1x10xf32>) -> tensor<10xf32>
    %306 = "stablehlo.dot_general"(%301, %227) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x10xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %307 = "stablehlo.transpose"(%306) <{permutation = array<i64: 1, 0>}> : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %308 = "stablehlo.dot_general"(%301, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x10xf32>, tensor<16x10xf32>) -> tensor<8x16xf32>
    %309 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %311 = "stablehlo.divide"(%308, %310) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<8x16xf32>) -> tensor<8x4x4x16xf32>
    %313 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %315 = "stablehlo.select"(%220, %312, %314) : (tensor<8x4x4x16xi1>, tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.reduce"(%315, %316) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %505 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%505) : (tensor<f32>) -> ()
    }) : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %318 = "stablehlo.reshape"(%317) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %319 = "stablehlo.reshape"(%318) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %320 = "stablehlo.multiply"(%201, %315) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %321 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %322 = "stablehlo.reduce"(%320, %321) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %504 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%504) : (tensor<f32>) -> ()
    }) : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %323 = "stablehlo.reshape"(%322) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %324 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %325 = "stablehlo.multiply"(%315, %324) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %326 = "stablehlo.multiply"(%205, %323) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %327 = "stablehlo.multiply"(%323, %210) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %328 = "stablehlo.reshape"(%326) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %329 = "stablehlo.multiply"(%327, %209) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %330 = "stablehlo.negate"(%325) : (tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %331 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %332 = "stablehlo.reduce"(%330, %331) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %503 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%503) : (tensor<f32>) -> ()
    }) : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %333 = "stablehlo.reshape"(%332) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %334 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.reduce"(%329, %334) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %502 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%502) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %336 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.reduce"(%333, %336) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %501 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%501) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %338 = "stablehlo.multiply"(%335, %183) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %339 = "stablehlo.negate"(%338) : (tensor<16xf32>) -> tensor<16xf32>
    %340 = "stablehlo.multiply"(%339, %165) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %341 = "stablehlo.add"(%337, %340) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %342 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %344 = "stablehlo.divide"(%338, %343) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<8x4x4x16xf32>
    %346 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %348 = "stablehlo.divide"(%341, %347) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<8x4x4x16xf32>
    %350 = "stablehlo.add"(%325, %349) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %351 = "stablehlo.multiply"(%345, %151) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %352 = "stablehlo.add"(%350, %351) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %353 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.reduce"(%352, %353) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %500 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%500) : (tensor<f32>) -> ()
    }) : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %355 = "stablehlo.reshape"(%354) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %356 = "stablehlo.reshape"(%355) : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %357 = "stablehlo.convolution"(%143, %352) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<8x8x8x8xf32>, tensor<8x4x4x16xf32>) -> tensor<3x3x8x16xf32>
    %358 = "stablehlo.reverse"(%arg28) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3x8x16xf32>) -> tensor<3x3x8x16xf32>
    %359 = "stablehlo.convolution"(%352, %358) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[2, 1], [2, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<8x4x4x16xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x8x8xf32>
    %360 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %362 = "stablehlo.divide"(%359, %361) : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %363 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.pad"(%362, %363) <{edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>}> : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x17x17x8xf32>
    %365 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %367 = "stablehlo.reduce_window"(%364, %366) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %499 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%499) : (tensor<f32>) -> ()
    }) : (tensor<8x17x17x8xf32>, tensor<f32>) -> tensor<8x16x16x8xf32>
    %368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %370 = "stablehlo.select"(%135, %367, %369) : (tensor<8x16x16x8xi1>, tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %371 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.reduce"(%370, %371) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %498 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%498) : (tensor<f32>) -> ()
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %373 = "stablehlo.reshape"(%372) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %374 = "stablehlo.reshape"(%373) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %375 = "stablehlo.multiply"(%116, %370) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %376 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %377 = "stablehlo.reduce"(%375, %376) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %497 = "stablehlo.add"(%arg55, %arg56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%497) : (tensor<f32>) -> ()
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %378 = "stablehlo.reshape"(%377) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %379 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %380 = "stablehlo.multiply"(%370, %379) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %381 = "stablehlo.multiply"(%120, %378) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %382 = "stablehlo.multiply"(%378, %125) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %383 = "stablehlo.reshape"(%381) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %384 = "stablehlo.multiply"(%382, %124) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %385 = "stablehlo.negate"(%380) : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %386 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %387 = "stablehlo.reduce"(%385, %386) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %496 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%496) : (tensor<f32>) -> ()
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %388 = "stablehlo.reshape"(%387) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %389 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.reduce"(%384, %389) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %495 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%495) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %391 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %392 = "stablehlo.reduce"(%388, %391) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %494 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%494) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %393 = "stablehlo.multiply"(%390, %98) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %394 = "stablehlo.negate"(%393) : (tensor<8xf32>) -> tensor<8xf32>
    %395 = "stablehlo.multiply"(%394, %80) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %396 = "stablehlo.add"(%392, %395) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %397 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %399 = "stablehlo.divide"(%393, %398) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<8x16x16x8xf32>
    %401 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %403 = "stablehlo.divide"(%396, %402) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<8x16x16x8xf32>
    %405 = "stablehlo.add"(%380, %404) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %406 = "stablehlo.multiply"(%400, %66) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %407 = "stablehlo.add"(%405, %406) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %408 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %409 = "stablehlo.reduce"(%407, %408) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %493 = "stablehlo.add"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%493) : (tensor<f32>) -> ()
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %410 = "stablehlo.reshape"(%409) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %411 = "stablehlo.reshape"(%410) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %412 = "stablehlo.convolution"(%arg45, %407) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<8x16x16x3xf32>, tensor<8x16x16x8xf32>) -> tensor<3x3x3x8xf32>
    %413 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %415 = "stablehlo.multiply"(%414, %arg35) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %416 = "stablehlo.add"(%374, %415) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %417 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %419 = "stablehlo.multiply"(%418, %arg36) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %420 = "stablehlo.add"(%383, %419) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %421 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %423 = "stablehlo.multiply"(%422, %arg37) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %424 = "stablehlo.add"(%319, %423) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %425 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %427 = "stablehlo.multiply"(%426, %arg38) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %428 = "stablehlo.add"(%328, %427) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %429 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %431 = "stablehlo.multiply"(%430, %arg39) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %432 = "stablehlo.add"(%411, %431) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %433 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %435 = "stablehlo.multiply"(%434, %arg40) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %436 = "stablehlo.add"(%412, %435) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %437 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %439 = "stablehlo.multiply"(%438, %arg41) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %440 = "stablehlo.add"(%356, %439) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %441 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %443 = "stablehlo.multiply"(%442, %arg42) : (tensor<3x3x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<3x3x8x16xf32>
    %444 = "stablehlo.add"(%357, %443) : (tensor<3x3x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<3x3x8x16xf32>
    %445 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %447 = "stablehlo.multiply"(%446, %arg43) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %448 = "stablehlo.add"(%305, %447) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %449 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x10xf32>
    %451 = "stablehlo.multiply"(%450, %arg44) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %452 = "stablehlo.add"(%307, %451) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %453 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %455 = "stablehlo.multiply"(%454, %416) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %456 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %458 = "stablehlo.multiply"(%457, %420) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %459 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %461 = "stablehlo.multiply"(%460, %424) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %462 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %464 = "stablehlo.multiply"(%463, %428) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %465 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %467 = "stablehlo.multiply"(%466, %432) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %468 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %470 = "stablehlo.multiply"(%469, %436) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %471 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %473 = "stablehlo.multiply"(%472, %440) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %474 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %476 = "stablehlo.multiply"(%475, %444) : (tensor<3x3x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<3x3x8x16xf32>
    %477 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %479 = "stablehlo.multiply"(%478, %448) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %480 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x10xf32>
    %482 = "stablehlo.multiply"(%481, %452) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %483 = "stablehlo.add"(%arg21, %455) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %484 = "stablehlo.add"(%arg22, %458) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %485 = "stablehlo.add"(%arg23, %461) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %486 = "stablehlo.add"(%arg24, %464) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %487 = "stablehlo.add"(%arg25, %467) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %488 = "stablehlo.add"(%arg26, %470) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %489 = "stablehlo.add"(%arg27, %473) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %490 = "stablehlo.add"(%arg28, %476) : (tensor<3x3x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<3x3x8x16xf32>
    %491 = "stablehlo.add"(%arg29, %479) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %492 = "stablehlo.add"(%arg30, %482) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    "func.return"(%483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %105, %112, %190, %197, %416, %420, %424, %428, %432, %436, %440, %444, %448, %452, %284) : (tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<8x16x16x8xf32>):
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %58 = "stablehlo.maximum"(%arg20, %57) : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    "func.return"(%58) : (tensor<8x16x16x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>, res_attrs = [{}], sym_name = "relu_0", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<8x4x4x16xf32>):
    %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %55 = "stablehlo.maximum"(%arg19, %54) : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    "func.return"(%55) : (tensor<8x4x4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<8x10xf32>, %arg16: tensor<8x1xi32>):
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1xi32>
    %32 = "stablehlo.compare"(%arg16, %31) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %33 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1xi32>
    %35 = "stablehlo.add"(%arg16, %34) : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %36 = "stablehlo.select"(%32, %35, %arg16) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %37 = "stablehlo.reshape"(%36) : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %38 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1x1xi32>
    %41 = "stablehlo.compare"(%37, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %42 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %44 = "stablehlo.compare"(%37, %43) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %45 = "stablehlo.and"(%41, %44) : (tensor<8x1x1xi1>, tensor<8x1x1xi1>) -> tensor<8x1x1xi1>
    %46 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %47 = "stablehlo.reduce"(%45, %46) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg17: tensor<i1>, %arg18: tensor<i1>):
      %52 = "stablehlo.and"(%arg17, %arg18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%52) : (tensor<i1>) -> ()
    }) : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %48 = "stablehlo.gather"(%arg15, %37) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x10xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %49 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %51 = "stablehlo.select"(%47, %48, %50) : (tensor<8x1xi1>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    "func.return"(%51, %37) : (tensor<8x1xf32>, tensor<8x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<8x1xf32>, %arg12: tensor<i32>):
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.compare"(%arg12, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.add"(%arg12, %11) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %13 = "func.call"(%10, %12, %arg12) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %16 = "stablehlo.convert"(%14) : (tensor<1xi32>) -> tensor<1xi32>
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.compare"(%16, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %20 = "stablehlo.compare"(%16, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %21 = "stablehlo.and"(%19, %20) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %22 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %23 = "stablehlo.reduce"(%21, %22) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      %29 = "stablehlo.and"(%arg13, %arg14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%29) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %24 = "stablehlo.gather"(%arg11, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x1xf32>, tensor<1xi32>) -> tensor<8xf32>
    %25 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %26 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %28 = "stablehlo.select"(%25, %24, %27) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%28, %14) : (tensor<8xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<i1>, %arg9: tensor<i32>, %arg10: tensor<i32>):
    %8 = "stablehlo.select"(%arg8, %arg9, %arg10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%8) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>, res_attrs = [{}], sym_name = "_take_1", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<1xi32>, %arg5: tensor<8xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1xf32>
    %6 = "stablehlo.scatter"(%5, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %7 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    "func.return"(%6) : (tensor<8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>, res_attrs = [{}], sym_name = "take_along_axis_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x10xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<8x10xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    "func.return"(%2) : (tensor<8x10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
