"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<i32>, tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<8x20xf32>, tensor<2xui32>) -> (tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<i32>, tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Dense_1']['bias']"}, {jax.result_info = "result[0]['Dense_1']['kernel']"}, {jax.result_info = "result[0]['Dense_2']['bias']"}, {jax.result_info = "result[0]['Dense_2']['kernel']"}, {jax.result_info = "result[0]['Dense_3']['bias']"}, {jax.result_info = "result[0]['Dense_3']['kernel']"}, {jax.result_info = "result[0]['Dense_4']['bias']"}, {jax.result_info = "result[0]['Dense_4']['kernel']"}, {jax.result_info = "result[1][0].count"}, {jax.result_info = "result[1][0].mu['Dense_0']['bias']"}, {jax.result_info = "result[1][0].mu['Dense_0']['kernel']"}, {jax.result_info = "result[1][0].mu['Dense_1']['bias']"}, {jax.result_info = "result[1][0].mu['Dense_1']['kernel']"}, {jax.result_info = "result[1][0].mu['Dense_2']['bias']"}, {jax.result_info = "result[1][0].mu['Dense_2']['kernel']"}, {jax.result_info = "result[1][0].mu['Dense_3']['bias']"}, {jax.result_info = "result[1][0].mu['Dense_3']['kernel']"}, {jax.result_info = "result[1][0].mu['Dense_4']['bias']"}, {jax.result_info = "result[1][0].mu['Dense_4']['kernel']"}, {jax.result_info = "result[1][0].nu['Dense_0']['bias']"}, {jax.result_info = "result[1][0].nu['Dense_0']['kernel']"}, {jax.result_info = "result[1][0].nu['Dense_1']['bias']"}, {jax.result_info = "result[1][0].nu['Dense_1']['kernel']"}, {jax.result_info = "result[1][0].nu['Dense_2']['bias']"}, {jax.result_info = "result[1][0].nu['Dense_2']['kernel']"}, {jax.result_info = "result[1][0].nu['Dense_3']['bias']"}, {jax.result_info = "result[1][0].nu['Dense_3']['kernel']"}, {jax.result_info = "result[1][0].nu['Dense_4']['bias']"}, {jax.result_info = "result[1][0].nu['Dense_4']['kernel']"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg31: tensor<32xf32>, %arg32: tensor<20x32xf32>, %arg33: tensor<4xf32>, %arg34: tensor<32x4xf32>, %arg35: tensor<4xf32>, %arg36: tensor<32x4xf32>, %arg37: tensor<20xf32>, %arg38: tensor<32x20xf32>, %arg39: tensor<32xf32>, %arg40: tensor<4x32xf32>, %arg41: tensor<i32>, %arg42: tensor<32xf32>, %arg43: tensor<20x32xf32>, %arg44: tensor<4xf32>, %arg45: tensor<32x4xf32>, %arg46: tensor<4xf32>, %arg47: tensor<32x4xf32>, %arg48: tensor<20xf32>, %arg49: tensor<32x20xf32>, %arg50: tensor<32xf32>, %arg51: tensor<4x32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<20x32xf32>, %arg54: tensor<4xf32>, %arg55: tensor<32x4xf32>, %arg56: tensor<4xf32>, %arg57: tensor<32x4xf32>, %arg58: tensor<20xf32>, %arg59: tensor<32x20xf32>, %arg60: tensor<32xf32>, %arg61: tensor<4x32xf32>, %arg62: tensor<8x20xf32>, %arg63: tensor<2xui32>):
    %122 = "stablehlo.dot_general"(%arg62, %arg32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x20xf32>, tensor<20x32xf32>) -> tensor<8x32xf32>
    %123 = "stablehlo.reshape"(%arg31) : (tensor<32xf32>) -> tensor<1x32xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %125 = "stablehlo.add"(%122, %124) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %126 = "func.call"(%125) <{callee = @relu}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %127 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %129 = "stablehlo.compare"(%125, %128) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %130 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %132 = "stablehlo.dot_general"(%126, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %133 = "stablehlo.reshape"(%arg33) : (tensor<4xf32>) -> tensor<1x4xf32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %135 = "stablehlo.add"(%132, %134) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %136 = "stablehlo.dot_general"(%126, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %137 = "stablehlo.reshape"(%arg35) : (tensor<4xf32>) -> tensor<1x4xf32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %139 = "stablehlo.add"(%136, %138) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %140 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %142 = "stablehlo.multiply"(%141, %139) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %143 = "stablehlo.exponential"(%142) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %144 = "func.call"(%arg63) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<8x4xf32>
    %145 = "stablehlo.multiply"(%143, %144) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %146 = "stablehlo.add"(%135, %145) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %147 = "stablehlo.dot_general"(%146, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x4xf32>, tensor<4x32xf32>) -> tensor<8x32xf32>
    %148 = "stablehlo.reshape"(%arg39) : (tensor<32xf32>) -> tensor<1x32xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %150 = "stablehlo.add"(%147, %149) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %151 = "func.call"(%150) <{callee = @relu}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %152 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %154 = "stablehlo.compare"(%150, %153) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %155 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %157 = "stablehlo.dot_general"(%151, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x20xf32>) -> tensor<8x20xf32>
    %158 = "stablehlo.reshape"(%arg37) : (tensor<20xf32>) -> tensor<1x20xf32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xf32>) -> tensor<8x20xf32>
    %160 = "stablehlo.add"(%157, %159) : (tensor<8x20xf32>, tensor<8x20xf32>) -> tensor<8x20xf32>
    %161 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %163 = "stablehlo.add"(%162, %139) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %164 = "chlo.square"(%135) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %165 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %167 = "stablehlo.multiply"(%166, %135) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %168 = "stablehlo.subtract"(%163, %164) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %169 = "stablehlo.exponential"(%139) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %170 = "stablehlo.subtract"(%168, %169) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.reduce"(%170, %171) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %589 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%589) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.reduce"(%172, %173) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %588 = "stablehlo.add"(%arg76, %arg77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%588) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %175 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.divide"(%174, %175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %177 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.multiply"(%177, %176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %179 = "stablehlo.subtract"(%160, %arg62) : (tensor<8x20xf32>, tensor<8x20xf32>) -> tensor<8x20xf32>
    %180 = "stablehlo.multiply"(%179, %179) : (tensor<8x20xf32>, tensor<8x20xf32>) -> tensor<8x20xf32>
    %181 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x20xf32>
    %183 = "stablehlo.multiply"(%182, %179) : (tensor<8x20xf32>, tensor<8x20xf32>) -> tensor<8x20xf32>
    %184 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.reduce"(%180, %184) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
      %587 = "stablehlo.add"(%arg74, %arg75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%587) : (tensor<f32>) -> ()
    }) : (tensor<8x20xf32>, tensor<f32>) -> tensor<f32>
    %186 = "stablehlo.constant"() <{value = dense<1.600000e+02> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.divide"(%185, %186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %188 = "stablehlo.add"(%187, %178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %189 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.constant"() <{value = dense<1.600000e+02> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.divide"(%189, %190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x20xf32>
    %193 = "stablehlo.multiply"(%192, %183) : (tensor<8x20xf32>, tensor<8x20xf32>) -> tensor<8x20xf32>
    %194 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.multiply"(%194, %195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %197 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.divide"(%196, %197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x4xf32>
    %201 = "stablehlo.negate"(%200) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %202 = "stablehlo.multiply"(%201, %169) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %203 = "stablehlo.negate"(%200) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %204 = "stablehlo.add"(%202, %200) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %205 = "stablehlo.multiply"(%203, %167) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %206 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.reduce"(%193, %206) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg72: tensor<f32>, %arg73: tensor<f32>):
      %586 = "stablehlo.add"(%arg72, %arg73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%586) : (tensor<f32>) -> ()
    }) : (tensor<8x20xf32>, tensor<f32>) -> tensor<20xf32>
    %208 = "stablehlo.reshape"(%207) : (tensor<20xf32>) -> tensor<1x20xf32>
    %209 = "stablehlo.reshape"(%208) : (tensor<1x20xf32>) -> tensor<20xf32>
    %210 = "stablehlo.dot_general"(%193, %151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x20xf32>, tensor<8x32xf32>) -> tensor<20x32xf32>
    %211 = "stablehlo.transpose"(%210) <{permutation = array<i64: 1, 0>}> : (tensor<20x32xf32>) -> tensor<32x20xf32>
    %212 = "stablehlo.dot_general"(%193, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x20xf32>, tensor<32x20xf32>) -> tensor<8x32xf32>
    %213 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %215 = "stablehlo.select"(%154, %212, %214) : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.reduce"(%215, %216) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
      %585 = "stablehlo.add"(%arg70, %arg71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%585) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<32xf32>) -> tensor<1x32xf32>
    %219 = "stablehlo.reshape"(%218) : (tensor<1x32xf32>) -> tensor<32xf32>
    %220 = "stablehlo.dot_general"(%215, %146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<8x4xf32>) -> tensor<32x4xf32>
    %221 = "stablehlo.transpose"(%220) <{permutation = array<i64: 1, 0>}> : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %222 = "stablehlo.dot_general"(%215, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<8x4xf32>
    %223 = "stablehlo.add"(%205, %222) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %224 = "stablehlo.multiply"(%222, %144) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %225 = "stablehlo.multiply"(%224, %143) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %226 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %228 = "stablehlo.multiply"(%227, %225) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %229 = "stablehlo.add"(%204, %228) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %230 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.reduce"(%229, %230) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %584 = "stablehlo.add"(%arg68, %arg69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%584) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %232 = "stablehlo.reshape"(%231) : (tensor<4xf32>) -> tensor<1x4xf32>
    %233 = "stablehlo.reshape"(%232) : (tensor<1x4xf32>) -> tensor<4xf32>
    %234 = "stablehlo.dot_general"(%229, %126) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %235 = "stablehlo.transpose"(%234) <{permutation = array<i64: 1, 0>}> : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %236 = "stablehlo.dot_general"(%229, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.reduce"(%223, %237) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %583 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%583) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %239 = "stablehlo.reshape"(%238) : (tensor<4xf32>) -> tensor<1x4xf32>
    %240 = "stablehlo.reshape"(%239) : (tensor<1x4xf32>) -> tensor<4xf32>
    %241 = "stablehlo.dot_general"(%223, %126) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %242 = "stablehlo.transpose"(%241) <{permutation = array<i64: 1, 0>}> : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %243 = "stablehlo.dot_general"(%223, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %244 = "stablehlo.add"(%236, %243) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %245 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %247 = "stablehlo.select"(%129, %244, %246) : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %248 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.reduce"(%247, %248) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %582 = "stablehlo.add"(%arg64, %arg65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%582) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %250 = "stablehlo.reshape"(%249) : (tensor<32xf32>) -> tensor<1x32xf32>
    %251 = "stablehlo.reshape"(%250) : (tensor<1x32xf32>) -> tensor<32xf32>
    %252 = "stablehlo.dot_general"(%247, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<8x20xf32>) -> tensor<32x20xf32>
    %253 = "stablehlo.transpose"(%252) <{permutation = array<i64: 1, 0>}> : (tensor<32x20xf32>) -> tensor<20x32xf32>
    %254 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %256 = "stablehlo.multiply"(%255, %251) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %257 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %259 = "stablehlo.multiply"(%258, %arg42) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %260 = "stablehlo.add"(%256, %259) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %261 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %263 = "stablehlo.multiply"(%262, %253) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %264 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %266 = "stablehlo.multiply"(%265, %arg43) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %267 = "stablehlo.add"(%263, %266) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %268 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %270 = "stablehlo.multiply"(%269, %240) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %271 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %273 = "stablehlo.multiply"(%272, %arg44) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %274 = "stablehlo.add"(%270, %273) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %275 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %277 = "stablehlo.multiply"(%276, %242) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %278 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %280 = "stablehlo.multiply"(%279, %arg45) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %281 = "stablehlo.add"(%277, %280) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %282 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %284 = "stablehlo.multiply"(%283, %233) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %285 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %287 = "stablehlo.multiply"(%286, %arg46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %288 = "stablehlo.add"(%284, %287) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %289 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %291 = "stablehlo.multiply"(%290, %235) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %292 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %294 = "stablehlo.multiply"(%293, %arg47) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %295 = "stablehlo.add"(%291, %294) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %296 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %298 = "stablehlo.multiply"(%297, %209) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %299 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %301 = "stablehlo.multiply"(%300, %arg48) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %302 = "stablehlo.add"(%298, %301) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %303 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x20xf32>
    %305 = "stablehlo.multiply"(%304, %211) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %306 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x20xf32>
    %308 = "stablehlo.multiply"(%307, %arg49) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %309 = "stablehlo.add"(%305, %308) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %310 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %312 = "stablehlo.multiply"(%311, %219) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %313 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %315 = "stablehlo.multiply"(%314, %arg50) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %316 = "stablehlo.add"(%312, %315) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %317 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %319 = "stablehlo.multiply"(%318, %221) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %320 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %322 = "stablehlo.multiply"(%321, %arg51) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %323 = "stablehlo.add"(%319, %322) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %324 = "stablehlo.multiply"(%251, %251) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %325 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %327 = "stablehlo.multiply"(%326, %324) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %328 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %330 = "stablehlo.multiply"(%329, %arg52) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %331 = "stablehlo.add"(%327, %330) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %332 = "stablehlo.multiply"(%253, %253) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %333 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %335 = "stablehlo.multiply"(%334, %332) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %336 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %338 = "stablehlo.multiply"(%337, %arg53) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %339 = "stablehlo.add"(%335, %338) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %340 = "stablehlo.multiply"(%240, %240) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %341 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %343 = "stablehlo.multiply"(%342, %340) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %344 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %346 = "stablehlo.multiply"(%345, %arg54) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %347 = "stablehlo.add"(%343, %346) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %348 = "stablehlo.multiply"(%242, %242) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %349 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %351 = "stablehlo.multiply"(%350, %348) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %352 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %354 = "stablehlo.multiply"(%353, %arg55) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %355 = "stablehlo.add"(%351, %354) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %356 = "stablehlo.multiply"(%233, %233) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %357 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %359 = "stablehlo.multiply"(%358, %356) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %360 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %362 = "stablehlo.multiply"(%361, %arg56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %363 = "stablehlo.add"(%359, %362) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %364 = "stablehlo.multiply"(%235, %235) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %365 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %367 = "stablehlo.multiply"(%366, %364) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %368 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %370 = "stablehlo.multiply"(%369, %arg57) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %371 = "stablehlo.add"(%367, %370) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %372 = "stablehlo.multiply"(%209, %209) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %373 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %375 = "stablehlo.multiply"(%374, %372) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %376 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %378 = "stablehlo.multiply"(%377, %arg58) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %379 = "stablehlo.add"(%375, %378) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %380 = "stablehlo.multiply"(%211, %211) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %381 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x20xf32>
    %383 = "stablehlo.multiply"(%382, %380) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %384 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x20xf32>
    %386 = "stablehlo.multiply"(%385, %arg59) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %387 = "stablehlo.add"(%383, %386) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %388 = "stablehlo.multiply"(%219, %219) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %389 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %391 = "stablehlo.multiply"(%390, %388) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %392 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %394 = "stablehlo.multiply"(%393, %arg60) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %395 = "stablehlo.add"(%391, %394) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %396 = "stablehlo.multiply"(%221, %221) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %397 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %399 = "stablehlo.multiply"(%398, %396) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %400 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %402 = "stablehlo.multiply"(%401, %arg61) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %403 = "stablehlo.add"(%399, %402) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %404 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %405 = "stablehlo.compare"(%arg41, %404) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %406 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %407 = "stablehlo.add"(%arg41, %406) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %408 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %409 = "func.call"(%405, %407, %408) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %410 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.convert"(%409) : (tensor<i32>) -> tensor<f32>
    %412 = "stablehlo.convert"(%409) : (tensor<i32>) -> tensor<f32>
    %413 = "stablehlo.power"(%410, %412) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %414 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %415 = "stablehlo.subtract"(%414, %413) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %417 = "stablehlo.divide"(%260, %416) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %418 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %419 = "stablehlo.divide"(%267, %418) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %420 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %421 = "stablehlo.divide"(%274, %420) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %422 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %423 = "stablehlo.divide"(%281, %422) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %424 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %425 = "stablehlo.divide"(%288, %424) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %426 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %427 = "stablehlo.divide"(%295, %426) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %428 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %429 = "stablehlo.divide"(%302, %428) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %430 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x20xf32>
    %431 = "stablehlo.divide"(%309, %430) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %432 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %433 = "stablehlo.divide"(%316, %432) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %434 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %435 = "stablehlo.divide"(%323, %434) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %436 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %437 = "stablehlo.convert"(%409) : (tensor<i32>) -> tensor<f32>
    %438 = "stablehlo.convert"(%409) : (tensor<i32>) -> tensor<f32>
    %439 = "stablehlo.power"(%436, %438) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %440 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.subtract"(%440, %439) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %443 = "stablehlo.divide"(%331, %442) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %444 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %445 = "stablehlo.divide"(%339, %444) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %446 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %447 = "stablehlo.divide"(%347, %446) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %448 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %449 = "stablehlo.divide"(%355, %448) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %450 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %451 = "stablehlo.divide"(%363, %450) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %452 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %453 = "stablehlo.divide"(%371, %452) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %454 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %455 = "stablehlo.divide"(%379, %454) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %456 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x20xf32>
    %457 = "stablehlo.divide"(%387, %456) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %458 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %459 = "stablehlo.divide"(%395, %458) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %460 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %461 = "stablehlo.divide"(%403, %460) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %462 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %464 = "stablehlo.add"(%443, %463) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %465 = "stablehlo.sqrt"(%464) : (tensor<32xf32>) -> tensor<32xf32>
    %466 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %467 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %468 = "stablehlo.add"(%465, %467) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %469 = "stablehlo.divide"(%417, %468) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %470 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %472 = "stablehlo.add"(%445, %471) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %473 = "stablehlo.sqrt"(%472) : (tensor<20x32xf32>) -> tensor<20x32xf32>
    %474 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %476 = "stablehlo.add"(%473, %475) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %477 = "stablehlo.divide"(%419, %476) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %478 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %480 = "stablehlo.add"(%447, %479) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %481 = "stablehlo.sqrt"(%480) : (tensor<4xf32>) -> tensor<4xf32>
    %482 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %484 = "stablehlo.add"(%481, %483) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %485 = "stablehlo.divide"(%421, %484) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %486 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %488 = "stablehlo.add"(%449, %487) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %489 = "stablehlo.sqrt"(%488) : (tensor<32x4xf32>) -> tensor<32x4xf32>
    %490 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %492 = "stablehlo.add"(%489, %491) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %493 = "stablehlo.divide"(%423, %492) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %494 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %496 = "stablehlo.add"(%451, %495) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %497 = "stablehlo.sqrt"(%496) : (tensor<4xf32>) -> tensor<4xf32>
    %498 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %500 = "stablehlo.add"(%497, %499) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %501 = "stablehlo.divide"(%425, %500) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %502 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %504 = "stablehlo.add"(%453, %503) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %505 = "stablehlo.sqrt"(%504) : (tensor<32x4xf32>) -> tensor<32x4xf32>
    %506 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %508 = "stablehlo.add"(%505, %507) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %509 = "stablehlo.divide"(%427, %508) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %510 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %512 = "stablehlo.add"(%455, %511) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %513 = "stablehlo.sqrt"(%512) : (tensor<20xf32>) -> tensor<20xf32>
    %514 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %515 = "stablehlo.broadcast_in_dim"(%514) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %516 = "stablehlo.add"(%513, %515) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %517 = "stablehlo.divide"(%429, %516) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %518 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x20xf32>
    %520 = "stablehlo.add"(%457, %519) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %521 = "stablehlo.sqrt"(%520) : (tensor<32x20xf32>) -> tensor<32x20xf32>
    %522 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %523 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x20xf32>
    %524 = "stablehlo.add"(%521, %523) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %525 = "stablehlo.divide"(%431, %524) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %526 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %527 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %528 = "stablehlo.add"(%459, %527) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %529 = "stablehlo.sqrt"(%528) : (tensor<32xf32>) -> tensor<32xf32>
    %530 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %532 = "stablehlo.add"(%529, %531) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %533 = "stablehlo.divide"(%433, %532) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %534 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %536 = "stablehlo.add"(%461, %535) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %537 = "stablehlo.sqrt"(%536) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %538 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %540 = "stablehlo.add"(%537, %539) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %541 = "stablehlo.divide"(%435, %540) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %542 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %544 = "stablehlo.multiply"(%543, %469) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %545 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %546 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %547 = "stablehlo.multiply"(%546, %477) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %548 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %549 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %550 = "stablehlo.multiply"(%549, %485) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %551 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %553 = "stablehlo.multiply"(%552, %493) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %554 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %555 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %556 = "stablehlo.multiply"(%555, %501) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %557 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %558 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %559 = "stablehlo.multiply"(%558, %509) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %560 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %562 = "stablehlo.multiply"(%561, %517) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %563 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x20xf32>
    %565 = "stablehlo.multiply"(%564, %525) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %566 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %567 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %568 = "stablehlo.multiply"(%567, %533) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %569 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %571 = "stablehlo.multiply"(%570, %541) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %572 = "stablehlo.add"(%arg31, %544) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %573 = "stablehlo.add"(%arg32, %547) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %574 = "stablehlo.add"(%arg33, %550) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %575 = "stablehlo.add"(%arg34, %553) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %576 = "stablehlo.add"(%arg35, %556) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %577 = "stablehlo.add"(%arg36, %559) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %578 = "stablehlo.add"(%arg37, %562) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %579 = "stablehlo.add"(%arg38, %565) : (tensor<32x20xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %580 = "stablehlo.add"(%arg39, %568) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %581 = "stablehlo.add"(%arg40, %571) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    "func.return"(%572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %409, %260, %267, %274, %281, %288, %295, %302, %309, %316, %323, %331, %339, %347, %355, %363, %371, %379, %387, %395, %403, %188) : (tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<i32>, tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x32xf32>) -> tensor<8x32xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<8x32xf32>):
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %121 = "stablehlo.maximum"(%arg30, %120) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%121) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<8x4xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<2xui32>):
    %118 = "func.call"(%arg29) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<8x4xf32>
    "func.return"(%118) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<8x4xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<2xui32>):
    %111 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %113 = "func.call"(%arg28, %111, %112) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x4xf32>
    %114 = "chlo.erf_inv"(%113) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %115 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %117 = "stablehlo.multiply"(%116, %114) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    "func.return"(%117) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x4xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<2xui32>, %arg26: tensor<f32>, %arg27: tensor<f32>):
    %72 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %73 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %74 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1xui32>) -> tensor<ui32>
    %76 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1xui32>) -> tensor<ui32>
    %78 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x4xui64>
    %79 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x4xui64>
    %80 = "stablehlo.constant"() <{value = dense<4> : tensor<ui64>}> : () -> tensor<ui64>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x4xui64>
    %82 = "stablehlo.multiply"(%81, %78) : (tensor<8x4xui64>, tensor<8x4xui64>) -> tensor<8x4xui64>
    %83 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x4xui64>
    %85 = "stablehlo.multiply"(%84, %79) : (tensor<8x4xui64>, tensor<8x4xui64>) -> tensor<8x4xui64>
    %86 = "stablehlo.add"(%82, %85) : (tensor<8x4xui64>, tensor<8x4xui64>) -> tensor<8x4xui64>
    %87 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x4xui64>
    %89 = "stablehlo.shift_right_logical"(%86, %88) : (tensor<8x4xui64>, tensor<8x4xui64>) -> tensor<8x4xui64>
    %90 = "stablehlo.convert"(%86) : (tensor<8x4xui64>) -> tensor<8x4xui32>
    %91 = "stablehlo.convert"(%89) : (tensor<8x4xui64>) -> tensor<8x4xui32>
    %92:2 = "func.call"(%75, %77, %91, %90) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8x4xui32>, tensor<8x4xui32>) -> (tensor<8x4xui32>, tensor<8x4xui32>)
    %93 = "stablehlo.xor"(%92#0, %92#1) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
    %94 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
    %96 = "stablehlo.shift_right_logical"(%93, %95) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
    %97 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
    %99 = "stablehlo.or"(%96, %98) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
    %100 = "stablehlo.bitcast_convert"(%99) : (tensor<8x4xui32>) -> tensor<8x4xf32>
    %101 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %103 = "stablehlo.subtract"(%100, %102) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %104 = "stablehlo.subtract"(%73, %72) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x4xf32>
    %106 = "stablehlo.multiply"(%103, %105) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %107 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x4xf32>
    %108 = "stablehlo.add"(%106, %107) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %109 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x4xf32>
    %110 = "stablehlo.maximum"(%109, %108) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    "func.return"(%110) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8x4xui32>, tensor<8x4xui32>) -> (tensor<8x4xui32>, tensor<8x4xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<8x4xui32>, %arg6: tensor<8x4xui32>):
    %1 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %2 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %3 = "stablehlo.xor"(%arg3, %arg4) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %4 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %5 = "stablehlo.xor"(%3, %4) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %6 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
    %7 = "stablehlo.add"(%arg5, %6) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
    %8 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
    %9 = "stablehlo.add"(%arg6, %8) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12:9 = "stablehlo.while"(%11, %10, %7, %9, %arg4, %5, %arg3, %1, %2) ({
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<8x4xui32>, %arg19: tensor<8x4xui32>, %arg20: tensor<ui32>, %arg21: tensor<ui32>, %arg22: tensor<ui32>, %arg23: tensor<4xui32>, %arg24: tensor<4xui32>):
      %70 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg16, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<8x4xui32>, %arg10: tensor<8x4xui32>, %arg11: tensor<ui32>, %arg12: tensor<ui32>, %arg13: tensor<ui32>, %arg14: tensor<4xui32>, %arg15: tensor<4xui32>):
      %13 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %14 = "stablehlo.add"(%arg8, %13) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %15 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %16 = "stablehlo.reshape"(%15) : (tensor<1xui32>) -> tensor<ui32>
      %17 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %18 = "stablehlo.reshape"(%17) : (tensor<1xui32>) -> tensor<ui32>
      %19 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %20 = "stablehlo.reshape"(%19) : (tensor<1xui32>) -> tensor<ui32>
      %21 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %22 = "stablehlo.reshape"(%21) : (tensor<1xui32>) -> tensor<ui32>
      %23 = "stablehlo.add"(%arg9, %arg10) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %24 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
      %25 = "stablehlo.shift_left"(%arg10, %24) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %26 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %27 = "stablehlo.subtract"(%26, %16) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
      %29 = "stablehlo.shift_right_logical"(%arg10, %28) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %30 = "stablehlo.or"(%25, %29) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %31 = "stablehlo.xor"(%23, %30) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %32 = "stablehlo.add"(%23, %31) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %33 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
      %34 = "stablehlo.shift_left"(%31, %33) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %35 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %36 = "stablehlo.subtract"(%35, %18) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
      %38 = "stablehlo.shift_right_logical"(%31, %37) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %39 = "stablehlo.or"(%34, %38) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %40 = "stablehlo.xor"(%32, %39) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %41 = "stablehlo.add"(%32, %40) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %42 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
      %43 = "stablehlo.shift_left"(%40, %42) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %44 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %45 = "stablehlo.subtract"(%44, %20) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
      %47 = "stablehlo.shift_right_logical"(%40, %46) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %48 = "stablehlo.or"(%43, %47) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %49 = "stablehlo.xor"(%41, %48) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %50 = "stablehlo.add"(%41, %49) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %51 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
      %52 = "stablehlo.shift_left"(%49, %51) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %53 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %54 = "stablehlo.subtract"(%53, %22) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
      %56 = "stablehlo.shift_right_logical"(%49, %55) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %57 = "stablehlo.or"(%52, %56) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %58 = "stablehlo.xor"(%50, %57) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %59 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
      %60 = "stablehlo.add"(%50, %59) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %61 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
      %62 = "stablehlo.add"(%58, %61) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %63 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %64 = "stablehlo.add"(%arg8, %63) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %65 = "stablehlo.convert"(%64) : (tensor<i32>) -> tensor<ui32>
      %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x4xui32>
      %67 = "stablehlo.add"(%62, %66) : (tensor<8x4xui32>, tensor<8x4xui32>) -> tensor<8x4xui32>
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg7, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %14, %60, %67, %arg12, %arg13, %arg11, %arg15, %arg14) : (tensor<i32>, tensor<i32>, tensor<8x4xui32>, tensor<8x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<8x4xui32>, tensor<8x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<8x4xui32>, tensor<8x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%12#2, %12#3) : (tensor<8x4xui32>, tensor<8x4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
