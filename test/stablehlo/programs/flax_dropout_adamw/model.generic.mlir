"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<8x12xf32>, tensor<8x4xf32>, tensor<2xui32>) -> (tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Dense_1']['bias']"}, {jax.result_info = "result[0]['Dense_1']['kernel']"}, {jax.result_info = "result[2][0].count"}, {jax.result_info = "result[2][0].mu['Dense_0']['bias']"}, {jax.result_info = "result[2][0].mu['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].mu['Dense_1']['bias']"}, {jax.result_info = "result[2][0].mu['Dense_1']['kernel']"}, {jax.result_info = "result[2][0].nu['Dense_0']['bias']"}, {jax.result_info = "result[2][0].nu['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].nu['Dense_1']['bias']"}, {jax.result_info = "result[2][0].nu['Dense_1']['kernel']"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg55: tensor<32xf32>, %arg56: tensor<12x32xf32>, %arg57: tensor<4xf32>, %arg58: tensor<32x4xf32>, %arg59: tensor<i32>, %arg60: tensor<32xf32>, %arg61: tensor<12x32xf32>, %arg62: tensor<4xf32>, %arg63: tensor<32x4xf32>, %arg64: tensor<32xf32>, %arg65: tensor<12x32xf32>, %arg66: tensor<4xf32>, %arg67: tensor<32x4xf32>, %arg68: tensor<8x12xf32>, %arg69: tensor<8x4xf32>, %arg70: tensor<2xui32>):
    %207 = "stablehlo.dot_general"(%arg68, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x12xf32>, tensor<12x32xf32>) -> tensor<8x32xf32>
    %208 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x32xf32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %210 = "stablehlo.add"(%207, %209) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %211 = "func.call"(%210) <{callee = @relu}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %212 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %214 = "stablehlo.compare"(%210, %213) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %217 = "stablehlo.constant"() <{value = dense<2711844646> : tensor<ui32>}> : () -> tensor<ui32>
    %218 = "func.call"(%arg70, %217) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %219 = "stablehlo.constant"() <{value = dense<7.500000e-01> : tensor<f32>}> : () -> tensor<f32>
    %220 = "func.call"(%218, %219) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<8x32xi1>
    %221 = "stablehlo.constant"() <{value = dense<7.500000e-01> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %223 = "stablehlo.divide"(%211, %222) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %224 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %226 = "stablehlo.select"(%220, %223, %225) : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %227 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %229 = "stablehlo.dot_general"(%226, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %230 = "stablehlo.reshape"(%arg57) : (tensor<4xf32>) -> tensor<1x4xf32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %232 = "stablehlo.add"(%229, %231) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %233 = "stablehlo.subtract"(%232, %arg69) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %234 = "stablehlo.multiply"(%233, %233) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %235 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %237 = "stablehlo.multiply"(%236, %233) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %238 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.reduce"(%234, %238) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %429 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%429) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %240 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.divide"(%239, %240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %242 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.divide"(%242, %243) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %246 = "stablehlo.multiply"(%245, %237) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %248 = "stablehlo.reduce"(%246, %247) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %428 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%428) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %249 = "stablehlo.reshape"(%248) : (tensor<4xf32>) -> tensor<1x4xf32>
    %250 = "stablehlo.reshape"(%249) : (tensor<1x4xf32>) -> tensor<4xf32>
    %251 = "stablehlo.dot_general"(%246, %226) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %252 = "stablehlo.transpose"(%251) <{permutation = array<i64: 1, 0>}> : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %253 = "stablehlo.dot_general"(%246, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %256 = "stablehlo.select"(%220, %253, %255) : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %257 = "stablehlo.constant"() <{value = dense<7.500000e-01> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %259 = "stablehlo.divide"(%256, %258) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %260 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %262 = "stablehlo.select"(%214, %259, %261) : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %263 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.reduce"(%262, %263) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %427 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%427) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %265 = "stablehlo.reshape"(%264) : (tensor<32xf32>) -> tensor<1x32xf32>
    %266 = "stablehlo.reshape"(%265) : (tensor<1x32xf32>) -> tensor<32xf32>
    %267 = "stablehlo.dot_general"(%262, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<8x12xf32>) -> tensor<32x12xf32>
    %268 = "stablehlo.transpose"(%267) <{permutation = array<i64: 1, 0>}> : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %269 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %271 = "stablehlo.multiply"(%270, %266) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %272 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %274 = "stablehlo.multiply"(%273, %arg60) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %275 = "stablehlo.add"(%271, %274) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %276 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %278 = "stablehlo.multiply"(%277, %268) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %279 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %281 = "stablehlo.multiply"(%280, %arg61) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %282 = "stablehlo.add"(%278, %281) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %283 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %285 = "stablehlo.multiply"(%284, %250) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %286 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %288 = "stablehlo.multiply"(%287, %arg62) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %289 = "stablehlo.add"(%285, %288) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %290 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %292 = "stablehlo.multiply"(%291, %252) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %293 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %295 = "stablehlo.multiply"(%294, %arg63) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %296 = "stablehlo.add"(%292, %295) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %297 = "stablehlo.multiply"(%266, %266) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %298 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %300 = "stablehlo.multiply"(%299, %297) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %301 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %303 = "stablehlo.multiply"(%302, %arg64) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %304 = "stablehlo.add"(%300, %303) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %305 = "stablehlo.multiply"(%268, %268) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %306 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %308 = "stablehlo.multiply"(%307, %305) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %309 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %311 = "stablehlo.multiply"(%310, %arg65) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %312 = "stablehlo.add"(%308, %311) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %313 = "stablehlo.multiply"(%250, %250) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %314 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %316 = "stablehlo.multiply"(%315, %313) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %317 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %319 = "stablehlo.multiply"(%318, %arg66) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %320 = "stablehlo.add"(%316, %319) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %321 = "stablehlo.multiply"(%252, %252) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %322 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %324 = "stablehlo.multiply"(%323, %321) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %325 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %327 = "stablehlo.multiply"(%326, %arg67) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %328 = "stablehlo.add"(%324, %327) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %329 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %330 = "stablehlo.compare"(%arg59, %329) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %331 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %332 = "stablehlo.add"(%arg59, %331) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %333 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %334 = "func.call"(%330, %332, %333) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %335 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.convert"(%334) : (tensor<i32>) -> tensor<f32>
    %337 = "stablehlo.convert"(%334) : (tensor<i32>) -> tensor<f32>
    %338 = "stablehlo.power"(%335, %337) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %339 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.subtract"(%339, %338) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %342 = "stablehlo.divide"(%275, %341) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %343 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %344 = "stablehlo.divide"(%282, %343) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %345 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %346 = "stablehlo.divide"(%289, %345) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %347 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %348 = "stablehlo.divide"(%296, %347) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %349 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.convert"(%334) : (tensor<i32>) -> tensor<f32>
    %351 = "stablehlo.convert"(%334) : (tensor<i32>) -> tensor<f32>
    %352 = "stablehlo.power"(%349, %351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %353 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.subtract"(%353, %352) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %356 = "stablehlo.divide"(%304, %355) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %357 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %358 = "stablehlo.divide"(%312, %357) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %359 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %360 = "stablehlo.divide"(%320, %359) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %361 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %362 = "stablehlo.divide"(%328, %361) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %363 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %365 = "stablehlo.add"(%356, %364) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %366 = "stablehlo.sqrt"(%365) : (tensor<32xf32>) -> tensor<32xf32>
    %367 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %369 = "stablehlo.add"(%366, %368) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %370 = "stablehlo.divide"(%342, %369) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %371 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %373 = "stablehlo.add"(%358, %372) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %374 = "stablehlo.sqrt"(%373) : (tensor<12x32xf32>) -> tensor<12x32xf32>
    %375 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %377 = "stablehlo.add"(%374, %376) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %378 = "stablehlo.divide"(%344, %377) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %379 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %381 = "stablehlo.add"(%360, %380) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %382 = "stablehlo.sqrt"(%381) : (tensor<4xf32>) -> tensor<4xf32>
    %383 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %385 = "stablehlo.add"(%382, %384) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %386 = "stablehlo.divide"(%346, %385) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %387 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %389 = "stablehlo.add"(%362, %388) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %390 = "stablehlo.sqrt"(%389) : (tensor<32x4xf32>) -> tensor<32x4xf32>
    %391 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %393 = "stablehlo.add"(%390, %392) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %394 = "stablehlo.divide"(%348, %393) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %395 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %397 = "stablehlo.multiply"(%396, %arg55) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %398 = "stablehlo.add"(%370, %397) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %399 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %401 = "stablehlo.multiply"(%400, %arg56) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %402 = "stablehlo.add"(%378, %401) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %403 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %405 = "stablehlo.multiply"(%404, %arg57) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %406 = "stablehlo.add"(%386, %405) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %407 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %409 = "stablehlo.multiply"(%408, %arg58) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %410 = "stablehlo.add"(%394, %409) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %411 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %413 = "stablehlo.multiply"(%412, %398) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %414 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %416 = "stablehlo.multiply"(%415, %402) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %417 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %419 = "stablehlo.multiply"(%418, %406) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %420 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %422 = "stablehlo.multiply"(%421, %410) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %423 = "stablehlo.add"(%arg55, %413) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %424 = "stablehlo.add"(%arg56, %416) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %425 = "stablehlo.add"(%arg57, %419) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %426 = "stablehlo.add"(%arg58, %422) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    "func.return"(%423, %424, %425, %426, %334, %275, %282, %289, %296, %304, %312, %320, %328, %241) : (tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x32xf32>) -> tensor<8x32xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg54: tensor<8x32xf32>):
    %204 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %206 = "stablehlo.maximum"(%arg54, %205) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%206) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>, res_attrs = [{}], sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<2xui32>, %arg53: tensor<ui32>):
    %189 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %190 = "stablehlo.shift_right_logical"(%arg53, %189) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %192 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %193 = "stablehlo.and"(%arg53, %192) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %195 = "stablehlo.concatenate"(%191, %194) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %196 = "stablehlo.slice"(%arg52) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %197 = "stablehlo.reshape"(%196) : (tensor<1xui32>) -> tensor<ui32>
    %198 = "stablehlo.slice"(%arg52) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %199 = "stablehlo.reshape"(%198) : (tensor<1xui32>) -> tensor<ui32>
    %200 = "stablehlo.slice"(%195) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %201 = "stablehlo.slice"(%195) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %202:2 = "func.call"(%197, %199, %200, %201) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %203 = "stablehlo.concatenate"(%202#0, %202#1) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    "func.return"(%203) : (tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<ui32>, %arg31: tensor<ui32>, %arg32: tensor<1xui32>, %arg33: tensor<1xui32>):
    %118 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %119 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %120 = "stablehlo.xor"(%arg30, %arg31) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %121 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %122 = "stablehlo.xor"(%120, %121) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %123 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %124 = "stablehlo.add"(%arg32, %123) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %125 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %126 = "stablehlo.add"(%arg33, %125) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %127 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %129:9 = "stablehlo.while"(%128, %127, %124, %126, %arg31, %122, %arg30, %118, %119) ({
    ^bb0(%arg43: tensor<i32>, %arg44: tensor<i32>, %arg45: tensor<1xui32>, %arg46: tensor<1xui32>, %arg47: tensor<ui32>, %arg48: tensor<ui32>, %arg49: tensor<ui32>, %arg50: tensor<4xui32>, %arg51: tensor<4xui32>):
      %187 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %188 = "stablehlo.compare"(%arg43, %187) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%188) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg34: tensor<i32>, %arg35: tensor<i32>, %arg36: tensor<1xui32>, %arg37: tensor<1xui32>, %arg38: tensor<ui32>, %arg39: tensor<ui32>, %arg40: tensor<ui32>, %arg41: tensor<4xui32>, %arg42: tensor<4xui32>):
      %130 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %131 = "stablehlo.add"(%arg35, %130) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %132 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %133 = "stablehlo.reshape"(%132) : (tensor<1xui32>) -> tensor<ui32>
      %134 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %135 = "stablehlo.reshape"(%134) : (tensor<1xui32>) -> tensor<ui32>
      %136 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %137 = "stablehlo.reshape"(%136) : (tensor<1xui32>) -> tensor<ui32>
      %138 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %139 = "stablehlo.reshape"(%138) : (tensor<1xui32>) -> tensor<ui32>
      %140 = "stablehlo.add"(%arg36, %arg37) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %141 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %142 = "stablehlo.shift_left"(%arg37, %141) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %143 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %144 = "stablehlo.subtract"(%143, %133) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %146 = "stablehlo.shift_right_logical"(%arg37, %145) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %147 = "stablehlo.or"(%142, %146) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %148 = "stablehlo.xor"(%140, %147) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %149 = "stablehlo.add"(%140, %148) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %150 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %151 = "stablehlo.shift_left"(%148, %150) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %152 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %153 = "stablehlo.subtract"(%152, %135) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %155 = "stablehlo.shift_right_logical"(%148, %154) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %156 = "stablehlo.or"(%151, %155) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %157 = "stablehlo.xor"(%149, %156) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %158 = "stablehlo.add"(%149, %157) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %159 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %160 = "stablehlo.shift_left"(%157, %159) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %161 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %162 = "stablehlo.subtract"(%161, %137) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %164 = "stablehlo.shift_right_logical"(%157, %163) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %165 = "stablehlo.or"(%160, %164) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %166 = "stablehlo.xor"(%158, %165) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %167 = "stablehlo.add"(%158, %166) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %168 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %169 = "stablehlo.shift_left"(%166, %168) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %170 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %171 = "stablehlo.subtract"(%170, %139) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %173 = "stablehlo.shift_right_logical"(%166, %172) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %174 = "stablehlo.or"(%169, %173) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %175 = "stablehlo.xor"(%167, %174) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %176 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %177 = "stablehlo.add"(%167, %176) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %178 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %179 = "stablehlo.add"(%175, %178) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %180 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %181 = "stablehlo.add"(%arg35, %180) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %182 = "stablehlo.convert"(%181) : (tensor<i32>) -> tensor<ui32>
      %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %184 = "stablehlo.add"(%179, %183) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %185 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %186 = "stablehlo.add"(%arg34, %185) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%186, %131, %177, %184, %arg39, %arg40, %arg38, %arg42, %arg41) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%129#2, %129#3) : (tensor<1xui32>, tensor<1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<8x32xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<2xui32>, %arg29: tensor<f32>):
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "func.call"(%arg28, %113, %114) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x32xf32>
    %116 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %117 = "stablehlo.compare"(%115, %116) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    "func.return"(%117) : (tensor<8x32xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x32xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<2xui32>, %arg26: tensor<f32>, %arg27: tensor<f32>):
    %72 = "stablehlo.convert"(%arg26) : (tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.convert"(%arg27) : (tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %75 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %76 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1xui32>) -> tensor<ui32>
    %78 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1xui32>) -> tensor<ui32>
    %80 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x32xui64>
    %81 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x32xui64>
    %82 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x32xui64>
    %84 = "stablehlo.multiply"(%83, %80) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %85 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x32xui64>
    %87 = "stablehlo.multiply"(%86, %81) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %88 = "stablehlo.add"(%84, %87) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %89 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x32xui64>
    %91 = "stablehlo.shift_right_logical"(%88, %90) : (tensor<8x32xui64>, tensor<8x32xui64>) -> tensor<8x32xui64>
    %92 = "stablehlo.convert"(%88) : (tensor<8x32xui64>) -> tensor<8x32xui32>
    %93 = "stablehlo.convert"(%91) : (tensor<8x32xui64>) -> tensor<8x32xui32>
    %94:2 = "func.call"(%77, %79, %93, %92) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<8x32xui32>, tensor<8x32xui32>) -> (tensor<8x32xui32>, tensor<8x32xui32>)
    %95 = "stablehlo.xor"(%94#0, %94#1) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %96 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %98 = "stablehlo.shift_right_logical"(%95, %97) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %99 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %101 = "stablehlo.or"(%98, %100) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %102 = "stablehlo.bitcast_convert"(%101) : (tensor<8x32xui32>) -> tensor<8x32xf32>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %105 = "stablehlo.subtract"(%102, %104) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %106 = "stablehlo.subtract"(%75, %74) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %108 = "stablehlo.multiply"(%105, %107) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %109 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %110 = "stablehlo.add"(%108, %109) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %111 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %112 = "stablehlo.maximum"(%111, %110) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%112) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8x32xui32>, tensor<8x32xui32>) -> (tensor<8x32xui32>, tensor<8x32xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<8x32xui32>, %arg6: tensor<8x32xui32>):
    %1 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %2 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %3 = "stablehlo.xor"(%arg3, %arg4) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %4 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %5 = "stablehlo.xor"(%3, %4) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %6 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %7 = "stablehlo.add"(%arg5, %6) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %8 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
    %9 = "stablehlo.add"(%arg6, %8) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12:9 = "stablehlo.while"(%11, %10, %7, %9, %arg4, %5, %arg3, %1, %2) ({
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<8x32xui32>, %arg19: tensor<8x32xui32>, %arg20: tensor<ui32>, %arg21: tensor<ui32>, %arg22: tensor<ui32>, %arg23: tensor<4xui32>, %arg24: tensor<4xui32>):
      %70 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg16, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<8x32xui32>, %arg10: tensor<8x32xui32>, %arg11: tensor<ui32>, %arg12: tensor<ui32>, %arg13: tensor<ui32>, %arg14: tensor<4xui32>, %arg15: tensor<4xui32>):
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
      %23 = "stablehlo.add"(%arg9, %arg10) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %24 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %25 = "stablehlo.shift_left"(%arg10, %24) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %26 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %27 = "stablehlo.subtract"(%26, %16) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %29 = "stablehlo.shift_right_logical"(%arg10, %28) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %30 = "stablehlo.or"(%25, %29) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %31 = "stablehlo.xor"(%23, %30) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %32 = "stablehlo.add"(%23, %31) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %33 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %34 = "stablehlo.shift_left"(%31, %33) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %35 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %36 = "stablehlo.subtract"(%35, %18) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %38 = "stablehlo.shift_right_logical"(%31, %37) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %39 = "stablehlo.or"(%34, %38) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %40 = "stablehlo.xor"(%32, %39) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %41 = "stablehlo.add"(%32, %40) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %42 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %43 = "stablehlo.shift_left"(%40, %42) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %44 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %45 = "stablehlo.subtract"(%44, %20) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %47 = "stablehlo.shift_right_logical"(%40, %46) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %48 = "stablehlo.or"(%43, %47) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %49 = "stablehlo.xor"(%41, %48) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %50 = "stablehlo.add"(%41, %49) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %51 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %52 = "stablehlo.shift_left"(%49, %51) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %53 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %54 = "stablehlo.subtract"(%53, %22) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %56 = "stablehlo.shift_right_logical"(%49, %55) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %57 = "stablehlo.or"(%52, %56) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %58 = "stablehlo.xor"(%50, %57) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %59 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %60 = "stablehlo.add"(%50, %59) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %61 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %62 = "stablehlo.add"(%58, %61) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %63 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %64 = "stablehlo.add"(%arg8, %63) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %65 = "stablehlo.convert"(%64) : (tensor<i32>) -> tensor<ui32>
      %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x32xui32>
      %67 = "stablehlo.add"(%62, %66) : (tensor<8x32xui32>, tensor<8x32xui32>) -> tensor<8x32xui32>
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg7, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %14, %60, %67, %arg12, %arg13, %arg11, %arg15, %arg14) : (tensor<i32>, tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%12#2, %12#3) : (tensor<8x32xui32>, tensor<8x32xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
