"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x1x8xf32>, tensor<10xf32>, tensor<8x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x1x8xf32>, tensor<10xf32>, tensor<8x10xf32>, tensor<6x12x12x1xf32>, tensor<6xi32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x1x8xf32>, tensor<10xf32>, tensor<8x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x1x8xf32>, tensor<10xf32>, tensor<8x10xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['bn']['bias'].value"}, {jax.result_info = "result[0]['bn']['scale'].value"}, {jax.result_info = "result[0]['c1']['bias'].value"}, {jax.result_info = "result[0]['c1']['kernel'].value"}, {jax.result_info = "result[0]['out']['bias'].value"}, {jax.result_info = "result[0]['out']['kernel'].value"}, {jax.result_info = "result[1]['bn']['mean'].value"}, {jax.result_info = "result[1]['bn']['var'].value"}, {jax.result_info = "result[2][0].trace['bn']['bias'].value"}, {jax.result_info = "result[2][0].trace['bn']['scale'].value"}, {jax.result_info = "result[2][0].trace['c1']['bias'].value"}, {jax.result_info = "result[2][0].trace['c1']['kernel'].value"}, {jax.result_info = "result[2][0].trace['out']['bias'].value"}, {jax.result_info = "result[2][0].trace['out']['kernel'].value"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg20: tensor<8xf32>, %arg21: tensor<8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<3x3x1x8xf32>, %arg24: tensor<10xf32>, %arg25: tensor<8x10xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8xf32>, %arg30: tensor<8xf32>, %arg31: tensor<3x3x1x8xf32>, %arg32: tensor<10xf32>, %arg33: tensor<8x10xf32>, %arg34: tensor<6x12x12x1xf32>, %arg35: tensor<6xi32>):
    %56 = "stablehlo.convolution"(%arg34, %arg23) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<6x12x12x1xf32>, tensor<3x3x1x8xf32>) -> tensor<6x12x12x8xf32>
    %57 = "stablehlo.reshape"(%arg22) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<6x12x12x8xf32>
    %59 = "stablehlo.add"(%56, %58) : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %60 = "chlo.square"(%59) : (tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %61 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x12x12x8xf32>
    %63 = "stablehlo.multiply"(%62, %59) : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.reduce"(%59, %64) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %327 = "stablehlo.add"(%arg58, %arg59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%327) : (tensor<f32>) -> ()
    }) : (tensor<6x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %66 = "stablehlo.constant"() <{value = dense<8.640000e+02> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %68 = "stablehlo.divide"(%65, %67) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.reduce"(%60, %69) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %326 = "stablehlo.add"(%arg56, %arg57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%326) : (tensor<f32>) -> ()
    }) : (tensor<6x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %71 = "stablehlo.constant"() <{value = dense<8.640000e+02> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %73 = "stablehlo.divide"(%70, %72) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %74 = "chlo.square"(%68) : (tensor<8xf32>) -> tensor<8xf32>
    %75 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %77 = "stablehlo.multiply"(%76, %68) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %78 = "stablehlo.subtract"(%73, %74) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %81 = "stablehlo.maximum"(%80, %78) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %84 = "stablehlo.compare"(%78, %83) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %85 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %87 = "stablehlo.compare"(%78, %86) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %88 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %92 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %94 = "stablehlo.select"(%87, %93, %91) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %95 = "stablehlo.select"(%84, %89, %94) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %96 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %98 = "stablehlo.multiply"(%97, %arg26) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %101 = "stablehlo.multiply"(%100, %68) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %102 = "stablehlo.add"(%98, %101) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %103 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %105 = "stablehlo.multiply"(%104, %arg27) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %108 = "stablehlo.multiply"(%107, %81) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %109 = "stablehlo.add"(%105, %108) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %110 = "stablehlo.reshape"(%68) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %111 = "stablehlo.reshape"(%81) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %112 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<6x12x12x8xf32>
    %113 = "stablehlo.subtract"(%59, %112) : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %114 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %116 = "stablehlo.add"(%111, %115) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %117 = "stablehlo.rsqrt"(%116) : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %118 = "stablehlo.divide"(%117, %116) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %119 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %121 = "stablehlo.multiply"(%120, %118) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %122 = "stablehlo.reshape"(%arg21) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %123 = "stablehlo.multiply"(%117, %122) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<6x12x12x8xf32>
    %125 = "stablehlo.multiply"(%113, %124) : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %126 = "stablehlo.reshape"(%arg20) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<6x12x12x8xf32>
    %128 = "stablehlo.add"(%125, %127) : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %129 = "func.call"(%128) <{callee = @relu}> : (tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %130 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x12x12x8xf32>
    %132 = "stablehlo.compare"(%128, %131) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xi1>
    %133 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x12x12x8xf32>
    %135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.reduce"(%129, %135) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %325 = "stablehlo.add"(%arg54, %arg55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%325) : (tensor<f32>) -> ()
    }) : (tensor<6x12x12x8xf32>, tensor<f32>) -> tensor<6x8xf32>
    %137 = "stablehlo.constant"() <{value = dense<1.440000e+02> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x8xf32>
    %139 = "stablehlo.divide"(%136, %138) : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    %140 = "stablehlo.dot_general"(%139, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x8xf32>, tensor<8x10xf32>) -> tensor<6x10xf32>
    %141 = "stablehlo.reshape"(%arg24) : (tensor<10xf32>) -> tensor<1x10xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<6x10xf32>
    %143 = "stablehlo.add"(%140, %142) : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %144 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %145:2 = "func.call"(%143, %144) <{callee = @take_along_axis}> : (tensor<6x10xf32>, tensor<6x1xi32>) -> (tensor<6x1xf32>, tensor<6x1x1xi32>)
    %146 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %147:2 = "func.call"(%145#0, %146) <{callee = @_take}> : (tensor<6x1xf32>, tensor<i32>) -> (tensor<6xf32>, tensor<1xi32>)
    %148 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.reduce"(%143, %148) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %324 = "stablehlo.maximum"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%324) : (tensor<f32>) -> ()
    }) : (tensor<6x10xf32>, tensor<f32>) -> tensor<6xf32>
    %150 = "stablehlo.reshape"(%149) : (tensor<6xf32>) -> tensor<6x1xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x10xf32>
    %152 = "stablehlo.compare"(%143, %151) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %153 = "stablehlo.convert"(%152) : (tensor<6x10xi1>) -> tensor<6x10xf32>
    %154 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %323 = "stablehlo.add"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%323) : (tensor<f32>) -> ()
    }) : (tensor<6x10xf32>, tensor<f32>) -> tensor<6xf32>
    %156 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %158 = "stablehlo.maximum"(%157, %149) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %159 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %161 = "stablehlo.compare"(%149, %160) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %162 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %164 = "stablehlo.compare"(%149, %163) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %165 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %169 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %171 = "stablehlo.select"(%164, %170, %168) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %172 = "stablehlo.select"(%161, %166, %171) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %173 = "stablehlo.is_finite"(%158) : (tensor<6xf32>) -> tensor<6xi1>
    %174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %176 = "stablehlo.select"(%173, %158, %175) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %177 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %179 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x10xf32>
    %181 = "stablehlo.subtract"(%143, %180) : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %182 = "stablehlo.exponential"(%181) : (tensor<6x10xf32>) -> tensor<6x10xf32>
    %183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.reduce"(%182, %183) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %322 = "stablehlo.add"(%arg48, %arg49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%322) : (tensor<f32>) -> ()
    }) : (tensor<6x10xf32>, tensor<f32>) -> tensor<6xf32>
    %185 = "stablehlo.sign"(%184) : (tensor<6xf32>) -> tensor<6xf32>
    %186 = "stablehlo.abs"(%184) : (tensor<6xf32>) -> tensor<6xf32>
    %187 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %189 = "stablehlo.compare"(%184, %188) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %190 = "stablehlo.log"(%186) : (tensor<6xf32>) -> tensor<6xf32>
    %191 = "stablehlo.add"(%190, %176) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %192 = "stablehlo.subtract"(%191, %147#0) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.reduce"(%192, %193) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %321 = "stablehlo.add"(%arg46, %arg47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%321) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %195 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.divide"(%194, %195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %197 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.divide"(%197, %198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %201 = "stablehlo.negate"(%200) : (tensor<6xf32>) -> tensor<6xf32>
    %202 = "stablehlo.divide"(%200, %186) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %203 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %205 = "stablehlo.select"(%189, %204, %202) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %206 = "stablehlo.select"(%189, %202, %204) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %207 = "stablehlo.negate"(%205) : (tensor<6xf32>) -> tensor<6xf32>
    %208 = "stablehlo.add"(%206, %207) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x10xf32>
    %210 = "stablehlo.multiply"(%209, %182) : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %211 = "func.call"(%147#1, %201) <{callee = @_take_0}> : (tensor<1xi32>, tensor<6xf32>) -> tensor<6x1xf32>
    %212 = "func.call"(%145#1, %211) <{callee = @take_along_axis_1}> : (tensor<6x1x1xi32>, tensor<6x1xf32>) -> tensor<6x10xf32>
    %213 = "stablehlo.add"(%210, %212) : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.reduce"(%213, %214) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %320 = "stablehlo.add"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%320) : (tensor<f32>) -> ()
    }) : (tensor<6x10xf32>, tensor<f32>) -> tensor<10xf32>
    %216 = "stablehlo.reshape"(%215) : (tensor<10xf32>) -> tensor<1x10xf32>
    %217 = "stablehlo.reshape"(%216) : (tensor<1x10xf32>) -> tensor<10xf32>
    %218 = "stablehlo.dot_general"(%213, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x10xf32>, tensor<6x8xf32>) -> tensor<10x8xf32>
    %219 = "stablehlo.transpose"(%218) <{permutation = array<i64: 1, 0>}> : (tensor<10x8xf32>) -> tensor<8x10xf32>
    %220 = "stablehlo.dot_general"(%213, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x10xf32>, tensor<8x10xf32>) -> tensor<6x8xf32>
    %221 = "stablehlo.constant"() <{value = dense<1.440000e+02> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x8xf32>
    %223 = "stablehlo.divide"(%220, %222) : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<6x8xf32>) -> tensor<6x12x12x8xf32>
    %225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x12x12x8xf32>
    %227 = "stablehlo.select"(%132, %224, %226) : (tensor<6x12x12x8xi1>, tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %228 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.reduce"(%227, %228) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %319 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%319) : (tensor<f32>) -> ()
    }) : (tensor<6x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %230 = "stablehlo.reshape"(%229) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %231 = "stablehlo.reshape"(%230) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %232 = "stablehlo.multiply"(%113, %227) : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %233 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.reduce"(%232, %233) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %318 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%318) : (tensor<f32>) -> ()
    }) : (tensor<6x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %235 = "stablehlo.reshape"(%234) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %236 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<6x12x12x8xf32>
    %237 = "stablehlo.multiply"(%227, %236) : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %238 = "stablehlo.multiply"(%117, %235) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %239 = "stablehlo.multiply"(%235, %122) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %240 = "stablehlo.reshape"(%238) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %241 = "stablehlo.multiply"(%239, %121) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %242 = "stablehlo.negate"(%237) : (tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %243 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.reduce"(%242, %243) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %317 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%317) : (tensor<f32>) -> ()
    }) : (tensor<6x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %245 = "stablehlo.reshape"(%244) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %246 = "stablehlo.reshape"(%241) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %247 = "stablehlo.reshape"(%245) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %248 = "stablehlo.multiply"(%246, %95) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %249 = "stablehlo.negate"(%248) : (tensor<8xf32>) -> tensor<8xf32>
    %250 = "stablehlo.multiply"(%249, %77) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %251 = "stablehlo.add"(%247, %250) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %252 = "stablehlo.constant"() <{value = dense<8.640000e+02> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %254 = "stablehlo.divide"(%248, %253) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<6x12x12x8xf32>
    %256 = "stablehlo.constant"() <{value = dense<8.640000e+02> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %258 = "stablehlo.divide"(%251, %257) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<6x12x12x8xf32>
    %260 = "stablehlo.add"(%237, %259) : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %261 = "stablehlo.multiply"(%255, %63) : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %262 = "stablehlo.add"(%260, %261) : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    %263 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.reduce"(%262, %263) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %316 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%316) : (tensor<f32>) -> ()
    }) : (tensor<6x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %265 = "stablehlo.reshape"(%264) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %266 = "stablehlo.reshape"(%265) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %267 = "stablehlo.convolution"(%arg34, %262) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<6x12x12x1xf32>, tensor<6x12x12x8xf32>) -> tensor<3x3x1x8xf32>
    %268 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %270 = "stablehlo.multiply"(%269, %arg28) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %271 = "stablehlo.add"(%231, %270) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %272 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %274 = "stablehlo.multiply"(%273, %arg29) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %275 = "stablehlo.add"(%240, %274) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %276 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %278 = "stablehlo.multiply"(%277, %arg30) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %279 = "stablehlo.add"(%266, %278) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %280 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %282 = "stablehlo.multiply"(%281, %arg31) : (tensor<3x3x1x8xf32>, tensor<3x3x1x8xf32>) -> tensor<3x3x1x8xf32>
    %283 = "stablehlo.add"(%267, %282) : (tensor<3x3x1x8xf32>, tensor<3x3x1x8xf32>) -> tensor<3x3x1x8xf32>
    %284 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %286 = "stablehlo.multiply"(%285, %arg32) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %287 = "stablehlo.add"(%217, %286) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %288 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x10xf32>
    %290 = "stablehlo.multiply"(%289, %arg33) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %291 = "stablehlo.add"(%219, %290) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %292 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %294 = "stablehlo.multiply"(%293, %271) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %295 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %297 = "stablehlo.multiply"(%296, %275) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %298 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %300 = "stablehlo.multiply"(%299, %279) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %301 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %303 = "stablehlo.multiply"(%302, %283) : (tensor<3x3x1x8xf32>, tensor<3x3x1x8xf32>) -> tensor<3x3x1x8xf32>
    %304 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %306 = "stablehlo.multiply"(%305, %287) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %307 = "stablehlo.constant"() <{value = dense<-5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x10xf32>
    %309 = "stablehlo.multiply"(%308, %291) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %310 = "stablehlo.add"(%arg20, %294) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %311 = "stablehlo.add"(%arg21, %297) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %312 = "stablehlo.add"(%arg22, %300) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %313 = "stablehlo.add"(%arg23, %303) : (tensor<3x3x1x8xf32>, tensor<3x3x1x8xf32>) -> tensor<3x3x1x8xf32>
    %314 = "stablehlo.add"(%arg24, %306) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %315 = "stablehlo.add"(%arg25, %309) : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    "func.return"(%310, %311, %312, %313, %314, %315, %102, %109, %271, %275, %279, %283, %287, %291, %196) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x1x8xf32>, tensor<10xf32>, tensor<8x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x1x8xf32>, tensor<10xf32>, tensor<8x10xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<6x12x12x8xf32>):
    %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x12x12x8xf32>
    %55 = "stablehlo.maximum"(%arg19, %54) : (tensor<6x12x12x8xf32>, tensor<6x12x12x8xf32>) -> tensor<6x12x12x8xf32>
    "func.return"(%55) : (tensor<6x12x12x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x10xf32>, tensor<6x1xi32>) -> (tensor<6x1xf32>, tensor<6x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<6x10xf32>, %arg16: tensor<6x1xi32>):
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x1xi32>
    %32 = "stablehlo.compare"(%arg16, %31) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %33 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x1xi32>
    %35 = "stablehlo.add"(%arg16, %34) : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi32>
    %36 = "stablehlo.select"(%32, %35, %arg16) : (tensor<6x1xi1>, tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi32>
    %37 = "stablehlo.reshape"(%36) : (tensor<6x1xi32>) -> tensor<6x1x1xi32>
    %38 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x1x1xi32>
    %41 = "stablehlo.compare"(%37, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6x1x1xi32>, tensor<6x1x1xi32>) -> tensor<6x1x1xi1>
    %42 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<6x1x1xi32>
    %44 = "stablehlo.compare"(%37, %43) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<6x1x1xi32>, tensor<6x1x1xi32>) -> tensor<6x1x1xi1>
    %45 = "stablehlo.and"(%41, %44) : (tensor<6x1x1xi1>, tensor<6x1x1xi1>) -> tensor<6x1x1xi1>
    %46 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %47 = "stablehlo.reduce"(%45, %46) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg17: tensor<i1>, %arg18: tensor<i1>):
      %52 = "stablehlo.and"(%arg17, %arg18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%52) : (tensor<i1>) -> ()
    }) : (tensor<6x1x1xi1>, tensor<i1>) -> tensor<6x1xi1>
    %48 = "stablehlo.gather"(%arg15, %37) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x10xf32>, tensor<6x1x1xi32>) -> tensor<6x1xf32>
    %49 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %51 = "stablehlo.select"(%47, %48, %50) : (tensor<6x1xi1>, tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    "func.return"(%51, %37) : (tensor<6x1xf32>, tensor<6x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x1xf32>, tensor<i32>) -> (tensor<6xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<6x1xf32>, %arg12: tensor<i32>):
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
    %24 = "stablehlo.gather"(%arg11, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 6, 1>}> : (tensor<6x1xf32>, tensor<1xi32>) -> tensor<6xf32>
    %25 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6xi1>
    %26 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %28 = "stablehlo.select"(%25, %24, %27) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%28, %14) : (tensor<6xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<i1>, %arg9: tensor<i32>, %arg10: tensor<i32>):
    %8 = "stablehlo.select"(%arg8, %arg9, %arg10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%8) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<6xf32>) -> tensor<6x1xf32>, res_attrs = [{}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<1xi32>, %arg5: tensor<6xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %6 = "stablehlo.scatter"(%5, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %7 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<6x1xf32>, tensor<1xi32>, tensor<6xf32>) -> tensor<6x1xf32>
    "func.return"(%6) : (tensor<6x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x1x1xi32>, tensor<6x1xf32>) -> tensor<6x10xf32>, res_attrs = [{}], sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x1x1xi32>, %arg1: tensor<6x1xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x10xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<6x10xf32>, tensor<6x1x1xi32>, tensor<6x1xf32>) -> tensor<6x10xf32>
    "func.return"(%2) : (tensor<6x10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
