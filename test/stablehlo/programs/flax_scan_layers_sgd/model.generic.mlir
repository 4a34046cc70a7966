"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<24xf32>, tensor<10x24xf32>, tensor<3xf32>, tensor<24x3xf32>, tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>, tensor<6x10xf32>, tensor<6x3xf32>) -> (tensor<24xf32>, tensor<10x24xf32>, tensor<3xf32>, tensor<24x3xf32>, tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Dense_1']['bias']"}, {jax.result_info = "result[0]['Dense_1']['kernel']"}, {jax.result_info = "result[0]['ScanScanBody_0']['Dense_0']['bias']"}, {jax.result_info = "result[0]['ScanScanBody_0']['Dense_0']['kernel']"}, {jax.result_info = "result[0]['ScanScanBody_0']['LayerNorm_0']['bias']"}, {jax.result_info = "result[0]['ScanScanBody_0']['LayerNorm_0']['scale']"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg30: tensor<24xf32>, %arg31: tensor<10x24xf32>, %arg32: tensor<3xf32>, %arg33: tensor<24x3xf32>, %arg34: tensor<4x24xf32>, %arg35: tensor<4x24x24xf32>, %arg36: tensor<4x24xf32>, %arg37: tensor<4x24xf32>, %arg38: tensor<6x10xf32>, %arg39: tensor<6x3xf32>):
    %44 = "stablehlo.dot_general"(%arg38, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x10xf32>, tensor<10x24xf32>) -> tensor<6x24xf32>
    %45 = "stablehlo.reshape"(%arg30) : (tensor<24xf32>) -> tensor<1x24xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x24xf32>) -> tensor<6x24xf32>
    %47 = "stablehlo.add"(%44, %46) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
    %48 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %50 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %52 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %54 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x24xf32>
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %58 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x1xf32>
    %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x24xf32>
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x1xf32>
    %66 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x24xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x24xf32>
    %70 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x24xf32>
    %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x24xf32>
    %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x24xf32>
    %76 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x24xf32>
    %78 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x24xf32>
    %80 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %81:22 = "stablehlo.while"(%arg34, %arg35, %arg36, %arg37, %51, %53, %49, %80, %47, %55, %57, %59, %61, %63, %65, %67, %69, %71, %73, %75, %77, %79) ({
    ^bb0(%arg126: tensor<4x24xf32>, %arg127: tensor<4x24x24xf32>, %arg128: tensor<4x24xf32>, %arg129: tensor<4x24xf32>, %arg130: tensor<6xf32>, %arg131: tensor<6xf32>, %arg132: tensor<6xf32>, %arg133: tensor<i32>, %arg134: tensor<6x24xf32>, %arg135: tensor<4x6x24xf32>, %arg136: tensor<4x6xf32>, %arg137: tensor<4x6xf32>, %arg138: tensor<4x6x1xf32>, %arg139: tensor<4x1x24xf32>, %arg140: tensor<4x6x1xf32>, %arg141: tensor<4x6x24xf32>, %arg142: tensor<4x6x24xf32>, %arg143: tensor<4x6x24xf32>, %arg144: tensor<4x6x24xf32>, %arg145: tensor<4x6x24xf32>, %arg146: tensor<4x6x24xf32>, %arg147: tensor<4x6x24xf32>):
      %359 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %360 = "stablehlo.compare"(%arg133, %359) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%360) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg100: tensor<4x24xf32>, %arg101: tensor<4x24x24xf32>, %arg102: tensor<4x24xf32>, %arg103: tensor<4x24xf32>, %arg104: tensor<6xf32>, %arg105: tensor<6xf32>, %arg106: tensor<6xf32>, %arg107: tensor<i32>, %arg108: tensor<6x24xf32>, %arg109: tensor<4x6x24xf32>, %arg110: tensor<4x6xf32>, %arg111: tensor<4x6xf32>, %arg112: tensor<4x6x1xf32>, %arg113: tensor<4x1x24xf32>, %arg114: tensor<4x6x1xf32>, %arg115: tensor<4x6x24xf32>, %arg116: tensor<4x6x24xf32>, %arg117: tensor<4x6x24xf32>, %arg118: tensor<4x6x24xf32>, %arg119: tensor<4x6x24xf32>, %arg120: tensor<4x6x24xf32>, %arg121: tensor<4x6x24xf32>):
      %255 = "func.call"(%arg100, %arg107) <{callee = @dynamic_index_in_dim}> : (tensor<4x24xf32>, tensor<i32>) -> tensor<24xf32>
      %256 = "func.call"(%arg101, %arg107) <{callee = @dynamic_index_in_dim_0}> : (tensor<4x24x24xf32>, tensor<i32>) -> tensor<24x24xf32>
      %257 = "func.call"(%arg102, %arg107) <{callee = @dynamic_index_in_dim}> : (tensor<4x24xf32>, tensor<i32>) -> tensor<24xf32>
      %258 = "func.call"(%arg103, %arg107) <{callee = @dynamic_index_in_dim}> : (tensor<4x24xf32>, tensor<i32>) -> tensor<24xf32>
      %259 = "chlo.square"(%arg108) : (tensor<6x24xf32>) -> tensor<6x24xf32>
      %260 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x24xf32>
      %262 = "stablehlo.multiply"(%261, %arg108) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %263 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %264 = "stablehlo.reduce"(%arg108, %263) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
        %358 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%358) : (tensor<f32>) -> ()
      }) : (tensor<6x24xf32>, tensor<f32>) -> tensor<6xf32>
      %265 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %267 = "stablehlo.divide"(%264, %266) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %268 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %269 = "stablehlo.reduce"(%259, %268) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
        %357 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%357) : (tensor<f32>) -> ()
      }) : (tensor<6x24xf32>, tensor<f32>) -> tensor<6xf32>
      %270 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %272 = "stablehlo.divide"(%269, %271) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %273 = "chlo.square"(%267) : (tensor<6xf32>) -> tensor<6xf32>
      %274 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %276 = "stablehlo.multiply"(%275, %267) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %277 = "stablehlo.subtract"(%272, %273) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %278 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %280 = "stablehlo.maximum"(%279, %277) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %281 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %283 = "stablehlo.compare"(%277, %282) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %284 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %286 = "stablehlo.compare"(%277, %285) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %287 = "stablehlo.select"(%286, %arg105, %arg104) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %288 = "stablehlo.select"(%283, %arg106, %287) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %289 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
      %290 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
      %291 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x24xf32>
      %292 = "stablehlo.subtract"(%arg108, %291) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %293 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
      %295 = "stablehlo.add"(%290, %294) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
      %296 = "stablehlo.rsqrt"(%295) : (tensor<6x1xf32>) -> tensor<6x1xf32>
      %297 = "stablehlo.divide"(%296, %295) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
      %298 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
      %300 = "stablehlo.multiply"(%299, %297) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
      %301 = "stablehlo.reshape"(%258) : (tensor<24xf32>) -> tensor<1x24xf32>
      %302 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x24xf32>
      %303 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x24xf32>) -> tensor<6x24xf32>
      %304 = "stablehlo.multiply"(%302, %303) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %305 = "stablehlo.multiply"(%292, %304) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %306 = "stablehlo.reshape"(%257) : (tensor<24xf32>) -> tensor<1x24xf32>
      %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x24xf32>) -> tensor<6x24xf32>
      %308 = "stablehlo.add"(%305, %307) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %309 = "stablehlo.multiply"(%308, %308) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %310 = "stablehlo.multiply"(%309, %308) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %311 = "stablehlo.multiply"(%308, %308) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %312 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x24xf32>
      %314 = "stablehlo.multiply"(%313, %311) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %315 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
      %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x24xf32>
      %317 = "stablehlo.multiply"(%316, %310) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %318 = "stablehlo.add"(%308, %317) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %319 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
      %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x24xf32>
      %321 = "stablehlo.multiply"(%320, %318) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %322 = "stablehlo.tanh"(%321) : (tensor<6x24xf32>) -> tensor<6x24xf32>
      %323 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x24xf32>
      %325 = "stablehlo.add"(%324, %322) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %326 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x24xf32>
      %328 = "stablehlo.subtract"(%327, %322) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %329 = "stablehlo.multiply"(%325, %328) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %330 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x24xf32>
      %332 = "stablehlo.add"(%331, %322) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %333 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x24xf32>
      %335 = "stablehlo.multiply"(%334, %332) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %336 = "stablehlo.multiply"(%308, %335) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %337 = "stablehlo.dot_general"(%336, %256) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x24xf32>, tensor<24x24xf32>) -> tensor<6x24xf32>
      %338 = "stablehlo.reshape"(%255) : (tensor<24xf32>) -> tensor<1x24xf32>
      %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x24xf32>) -> tensor<6x24xf32>
      %340 = "stablehlo.add"(%337, %339) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %341 = "stablehlo.add"(%arg108, %340) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %342 = "func.call"(%arg109, %262, %arg107) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %343 = "func.call"(%arg110, %276, %arg107) <{callee = @dynamic_update_index_in_dim_1}> : (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %344 = "func.call"(%arg111, %288, %arg107) <{callee = @dynamic_update_index_in_dim_1}> : (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %345 = "func.call"(%arg112, %300, %arg107) <{callee = @dynamic_update_index_in_dim_2}> : (tensor<4x6x1xf32>, tensor<6x1xf32>, tensor<i32>) -> tensor<4x6x1xf32>
      %346 = "func.call"(%arg113, %301, %arg107) <{callee = @dynamic_update_index_in_dim_3}> : (tensor<4x1x24xf32>, tensor<1x24xf32>, tensor<i32>) -> tensor<4x1x24xf32>
      %347 = "func.call"(%arg114, %296, %arg107) <{callee = @dynamic_update_index_in_dim_2}> : (tensor<4x6x1xf32>, tensor<6x1xf32>, tensor<i32>) -> tensor<4x6x1xf32>
      %348 = "func.call"(%arg115, %304, %arg107) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %349 = "func.call"(%arg116, %292, %arg107) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %350 = "func.call"(%arg117, %314, %arg107) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %351 = "func.call"(%arg118, %329, %arg107) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %352 = "func.call"(%arg119, %335, %arg107) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %353 = "func.call"(%arg120, %308, %arg107) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %354 = "func.call"(%arg121, %336, %arg107) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %355 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %356 = "stablehlo.add"(%arg107, %355) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg100, %arg101, %arg102, %arg103, %arg104, %arg105, %arg106, %356, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354) : (tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<6x24xf32>, tensor<4x6x24xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x1xf32>, tensor<4x1x24xf32>, tensor<4x6x1xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>) -> ()
    }) : (tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<6x24xf32>, tensor<4x6x24xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x1xf32>, tensor<4x1x24xf32>, tensor<4x6x1xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>) -> (tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<6x24xf32>, tensor<4x6x24xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x1xf32>, tensor<4x1x24xf32>, tensor<4x6x1xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>)
    %82 = "stablehlo.dot_general"(%81#8, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x24xf32>, tensor<24x3xf32>) -> tensor<6x3xf32>
    %83 = "stablehlo.reshape"(%arg32) : (tensor<3xf32>) -> tensor<1x3xf32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<6x3xf32>
    %85 = "stablehlo.add"(%82, %84) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %86 = "stablehlo.subtract"(%85, %arg39) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %87 = "stablehlo.multiply"(%86, %86) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %88 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x3xf32>
    %90 = "stablehlo.multiply"(%89, %86) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.reduce"(%87, %91) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
      %254 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%254) : (tensor<f32>) -> ()
    }) : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %93 = "stablehlo.constant"() <{value = dense<1.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.divide"(%92, %93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %95 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.constant"() <{value = dense<1.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.divide"(%95, %96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x3xf32>
    %99 = "stablehlo.multiply"(%98, %90) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.reduce"(%99, %100) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
      %253 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%253) : (tensor<f32>) -> ()
    }) : (tensor<6x3xf32>, tensor<f32>) -> tensor<3xf32>
    %102 = "stablehlo.reshape"(%101) : (tensor<3xf32>) -> tensor<1x3xf32>
    %103 = "stablehlo.reshape"(%102) : (tensor<1x3xf32>) -> tensor<3xf32>
    %104 = "stablehlo.dot_general"(%99, %81#8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x3xf32>, tensor<6x24xf32>) -> tensor<3x24xf32>
    %105 = "stablehlo.transpose"(%104) <{permutation = array<i64: 1, 0>}> : (tensor<3x24xf32>) -> tensor<24x3xf32>
    %106 = "stablehlo.dot_general"(%99, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x3xf32>, tensor<24x3xf32>) -> tensor<6x24xf32>
    %107 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x24xf32>
    %109 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x24x24xf32>
    %111 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x24xf32>
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x24xf32>
    %115 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %116:20 = "stablehlo.while"(%81#9, %81#10, %81#11, %81#12, %81#13, %81#14, %81#15, %81#16, %81#17, %81#18, %81#19, %81#20, %arg35, %81#21, %115, %106, %108, %110, %112, %114) ({
    ^bb0(%arg76: tensor<4x6x24xf32>, %arg77: tensor<4x6xf32>, %arg78: tensor<4x6xf32>, %arg79: tensor<4x6x1xf32>, %arg80: tensor<4x1x24xf32>, %arg81: tensor<4x6x1xf32>, %arg82: tensor<4x6x24xf32>, %arg83: tensor<4x6x24xf32>, %arg84: tensor<4x6x24xf32>, %arg85: tensor<4x6x24xf32>, %arg86: tensor<4x6x24xf32>, %arg87: tensor<4x6x24xf32>, %arg88: tensor<4x24x24xf32>, %arg89: tensor<4x6x24xf32>, %arg90: tensor<i32>, %arg91: tensor<6x24xf32>, %arg92: tensor<4x24xf32>, %arg93: tensor<4x24x24xf32>, %arg94: tensor<4x24xf32>, %arg95: tensor<4x24xf32>):
      %251 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %252 = "stablehlo.compare"(%arg90, %251) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%252) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg42: tensor<4x6x24xf32>, %arg43: tensor<4x6xf32>, %arg44: tensor<4x6xf32>, %arg45: tensor<4x6x1xf32>, %arg46: tensor<4x1x24xf32>, %arg47: tensor<4x6x1xf32>, %arg48: tensor<4x6x24xf32>, %arg49: tensor<4x6x24xf32>, %arg50: tensor<4x6x24xf32>, %arg51: tensor<4x6x24xf32>, %arg52: tensor<4x6x24xf32>, %arg53: tensor<4x6x24xf32>, %arg54: tensor<4x24x24xf32>, %arg55: tensor<4x6x24xf32>, %arg56: tensor<i32>, %arg57: tensor<6x24xf32>, %arg58: tensor<4x24xf32>, %arg59: tensor<4x24x24xf32>, %arg60: tensor<4x24xf32>, %arg61: tensor<4x24xf32>):
      %156 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %157 = "stablehlo.subtract"(%156, %arg56) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %158 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %159 = "stablehlo.subtract"(%157, %158) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %160 = "func.call"(%arg42, %159) <{callee = @dynamic_index_in_dim_4}> : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %161 = "func.call"(%arg43, %159) <{callee = @dynamic_index_in_dim_5}> : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
      %162 = "func.call"(%arg44, %159) <{callee = @dynamic_index_in_dim_5}> : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
      %163 = "func.call"(%arg45, %159) <{callee = @dynamic_index_in_dim_6}> : (tensor<4x6x1xf32>, tensor<i32>) -> tensor<6x1xf32>
      %164 = "func.call"(%arg46, %159) <{callee = @dynamic_index_in_dim_7}> : (tensor<4x1x24xf32>, tensor<i32>) -> tensor<1x24xf32>
      %165 = "func.call"(%arg47, %159) <{callee = @dynamic_index_in_dim_6}> : (tensor<4x6x1xf32>, tensor<i32>) -> tensor<6x1xf32>
      %166 = "func.call"(%arg48, %159) <{callee = @dynamic_index_in_dim_4}> : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %167 = "func.call"(%arg49, %159) <{callee = @dynamic_index_in_dim_4}> : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %168 = "func.call"(%arg50, %159) <{callee = @dynamic_index_in_dim_4}> : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %169 = "func.call"(%arg51, %159) <{callee = @dynamic_index_in_dim_4}> : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %170 = "func.call"(%arg52, %159) <{callee = @dynamic_index_in_dim_4}> : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %171 = "func.call"(%arg53, %159) <{callee = @dynamic_index_in_dim_4}> : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %172 = "func.call"(%arg54, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<4x24x24xf32>, tensor<i32>) -> tensor<24x24xf32>
      %173 = "func.call"(%arg55, %159) <{callee = @dynamic_index_in_dim_4}> : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %175 = "stablehlo.reduce"(%arg57, %174) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
        %250 = "stablehlo.add"(%arg74, %arg75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%250) : (tensor<f32>) -> ()
      }) : (tensor<6x24xf32>, tensor<f32>) -> tensor<24xf32>
      %176 = "stablehlo.reshape"(%175) : (tensor<24xf32>) -> tensor<1x24xf32>
      %177 = "stablehlo.reshape"(%176) : (tensor<1x24xf32>) -> tensor<24xf32>
      %178 = "stablehlo.dot_general"(%arg57, %173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<24x24xf32>
      %179 = "stablehlo.transpose"(%178) <{permutation = array<i64: 1, 0>}> : (tensor<24x24xf32>) -> tensor<24x24xf32>
      %180 = "stablehlo.dot_general"(%arg57, %172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x24xf32>, tensor<24x24xf32>) -> tensor<6x24xf32>
      %181 = "stablehlo.multiply"(%171, %180) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %182 = "stablehlo.multiply"(%180, %170) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %183 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x24xf32>
      %185 = "stablehlo.multiply"(%184, %181) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %186 = "stablehlo.multiply"(%185, %169) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %187 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
      %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x24xf32>
      %189 = "stablehlo.multiply"(%188, %186) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %190 = "stablehlo.add"(%182, %189) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %191 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
      %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x24xf32>
      %193 = "stablehlo.multiply"(%192, %189) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %194 = "stablehlo.multiply"(%193, %168) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %195 = "stablehlo.add"(%190, %194) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %196 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %197 = "stablehlo.reduce"(%195, %196) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg72: tensor<f32>, %arg73: tensor<f32>):
        %249 = "stablehlo.add"(%arg72, %arg73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%249) : (tensor<f32>) -> ()
      }) : (tensor<6x24xf32>, tensor<f32>) -> tensor<24xf32>
      %198 = "stablehlo.reshape"(%197) : (tensor<24xf32>) -> tensor<1x24xf32>
      %199 = "stablehlo.reshape"(%198) : (tensor<1x24xf32>) -> tensor<24xf32>
      %200 = "stablehlo.multiply"(%167, %195) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %201 = "stablehlo.multiply"(%195, %166) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %202 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x24xf32>
      %203 = "stablehlo.multiply"(%202, %200) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %204 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %205 = "stablehlo.reduce"(%203, %204) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
        %248 = "stablehlo.add"(%arg70, %arg71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%248) : (tensor<f32>) -> ()
      }) : (tensor<6x24xf32>, tensor<f32>) -> tensor<24xf32>
      %206 = "stablehlo.reshape"(%205) : (tensor<24xf32>) -> tensor<1x24xf32>
      %207 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x24xf32>) -> tensor<6x24xf32>
      %208 = "stablehlo.multiply"(%200, %207) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %209 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %210 = "stablehlo.reduce"(%208, %209) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
        %247 = "stablehlo.add"(%arg68, %arg69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%247) : (tensor<f32>) -> ()
      }) : (tensor<6x24xf32>, tensor<f32>) -> tensor<6xf32>
      %211 = "stablehlo.reshape"(%210) : (tensor<6xf32>) -> tensor<6x1xf32>
      %212 = "stablehlo.reshape"(%206) : (tensor<1x24xf32>) -> tensor<24xf32>
      %213 = "stablehlo.multiply"(%211, %163) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
      %214 = "stablehlo.negate"(%201) : (tensor<6x24xf32>) -> tensor<6x24xf32>
      %215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %216 = "stablehlo.reduce"(%214, %215) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
        %246 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%246) : (tensor<f32>) -> ()
      }) : (tensor<6x24xf32>, tensor<f32>) -> tensor<6xf32>
      %217 = "stablehlo.reshape"(%216) : (tensor<6xf32>) -> tensor<6x1xf32>
      %218 = "stablehlo.add"(%arg57, %201) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %219 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %220 = "stablehlo.reduce"(%213, %219) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %245 = "stablehlo.add"(%arg64, %arg65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%245) : (tensor<f32>) -> ()
      }) : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
      %221 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %222 = "stablehlo.reduce"(%217, %221) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg62: tensor<f32>, %arg63: tensor<f32>):
        %244 = "stablehlo.add"(%arg62, %arg63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%244) : (tensor<f32>) -> ()
      }) : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
      %223 = "stablehlo.multiply"(%220, %162) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %224 = "stablehlo.negate"(%223) : (tensor<6xf32>) -> tensor<6xf32>
      %225 = "stablehlo.multiply"(%224, %161) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %226 = "stablehlo.add"(%222, %225) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %227 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %229 = "stablehlo.divide"(%223, %228) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x24xf32>
      %231 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %233 = "stablehlo.divide"(%226, %232) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x24xf32>
      %235 = "stablehlo.add"(%218, %234) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %236 = "stablehlo.multiply"(%230, %160) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %237 = "stablehlo.add"(%235, %236) : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<6x24xf32>
      %238 = "func.call"(%arg58, %177, %159) <{callee = @dynamic_update_index_in_dim_8}> : (tensor<4x24xf32>, tensor<24xf32>, tensor<i32>) -> tensor<4x24xf32>
      %239 = "func.call"(%arg59, %179, %159) <{callee = @dynamic_update_index_in_dim_9}> : (tensor<4x24x24xf32>, tensor<24x24xf32>, tensor<i32>) -> tensor<4x24x24xf32>
      %240 = "func.call"(%arg60, %199, %159) <{callee = @dynamic_update_index_in_dim_8}> : (tensor<4x24xf32>, tensor<24xf32>, tensor<i32>) -> tensor<4x24xf32>
      %241 = "func.call"(%arg61, %212, %159) <{callee = @dynamic_update_index_in_dim_8}> : (tensor<4x24xf32>, tensor<24xf32>, tensor<i32>) -> tensor<4x24xf32>
      %242 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %243 = "stablehlo.add"(%arg56, %242) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %243, %237, %238, %239, %240, %241) : (tensor<4x6x24xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x1xf32>, tensor<4x1x24xf32>, tensor<4x6x1xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x24x24xf32>, tensor<4x6x24xf32>, tensor<i32>, tensor<6x24xf32>, tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>) -> ()
    }) : (tensor<4x6x24xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x1xf32>, tensor<4x1x24xf32>, tensor<4x6x1xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x24x24xf32>, tensor<4x6x24xf32>, tensor<i32>, tensor<6x24xf32>, tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>) -> (tensor<4x6x24xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x1xf32>, tensor<4x1x24xf32>, tensor<4x6x1xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x24x24xf32>, tensor<4x6x24xf32>, tensor<i32>, tensor<6x24xf32>, tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>)
    %117 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.reduce"(%116#15, %117) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %155 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%155) : (tensor<f32>) -> ()
    }) : (tensor<6x24xf32>, tensor<f32>) -> tensor<24xf32>
    %119 = "stablehlo.reshape"(%118) : (tensor<24xf32>) -> tensor<1x24xf32>
    %120 = "stablehlo.reshape"(%119) : (tensor<1x24xf32>) -> tensor<24xf32>
    %121 = "stablehlo.dot_general"(%116#15, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x24xf32>, tensor<6x10xf32>) -> tensor<24x10xf32>
    %122 = "stablehlo.transpose"(%121) <{permutation = array<i64: 1, 0>}> : (tensor<24x10xf32>) -> tensor<10x24xf32>
    %123 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24xf32>
    %125 = "stablehlo.multiply"(%124, %120) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %126 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x24xf32>
    %128 = "stablehlo.multiply"(%127, %122) : (tensor<10x24xf32>, tensor<10x24xf32>) -> tensor<10x24xf32>
    %129 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %131 = "stablehlo.multiply"(%130, %103) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %132 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24x3xf32>
    %134 = "stablehlo.multiply"(%133, %105) : (tensor<24x3xf32>, tensor<24x3xf32>) -> tensor<24x3xf32>
    %135 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x24xf32>
    %137 = "stablehlo.multiply"(%136, %116#16) : (tensor<4x24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>
    %138 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x24x24xf32>
    %140 = "stablehlo.multiply"(%139, %116#17) : (tensor<4x24x24xf32>, tensor<4x24x24xf32>) -> tensor<4x24x24xf32>
    %141 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x24xf32>
    %143 = "stablehlo.multiply"(%142, %116#18) : (tensor<4x24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>
    %144 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x24xf32>
    %146 = "stablehlo.multiply"(%145, %116#19) : (tensor<4x24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>
    %147 = "stablehlo.add"(%arg30, %125) : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %148 = "stablehlo.add"(%arg31, %128) : (tensor<10x24xf32>, tensor<10x24xf32>) -> tensor<10x24xf32>
    %149 = "stablehlo.add"(%arg32, %131) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %150 = "stablehlo.add"(%arg33, %134) : (tensor<24x3xf32>, tensor<24x3xf32>) -> tensor<24x3xf32>
    %151 = "stablehlo.add"(%arg34, %137) : (tensor<4x24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>
    %152 = "stablehlo.add"(%arg35, %140) : (tensor<4x24x24xf32>, tensor<4x24x24xf32>) -> tensor<4x24x24xf32>
    %153 = "stablehlo.add"(%arg36, %143) : (tensor<4x24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>
    %154 = "stablehlo.add"(%arg37, %146) : (tensor<4x24xf32>, tensor<4x24xf32>) -> tensor<4x24xf32>
    "func.return"(%147, %148, %149, %150, %151, %152, %153, %154, %94) : (tensor<24xf32>, tensor<10x24xf32>, tensor<3xf32>, tensor<24x3xf32>, tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x24xf32>, tensor<i32>) -> tensor<24xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<4x24xf32>, %arg29: tensor<i32>):
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.dynamic_slice"(%arg28, %arg29, %41) <{slice_sizes = array<i64: 1, 24>}> : (tensor<4x24xf32>, tensor<i32>, tensor<i32>) -> tensor<1x24xf32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1x24xf32>) -> tensor<24xf32>
    "func.return"(%43) : (tensor<24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x24x24xf32>, tensor<i32>) -> tensor<24x24xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<4x24x24xf32>, %arg27: tensor<i32>):
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.dynamic_slice"(%arg26, %arg27, %37, %38) <{slice_sizes = array<i64: 1, 24, 24>}> : (tensor<4x24x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x24x24xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x24x24xf32>) -> tensor<24x24xf32>
    "func.return"(%40) : (tensor<24x24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x6x24xf32>, %arg24: tensor<6x24xf32>, %arg25: tensor<i32>):
    %33 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<6x24xf32>) -> tensor<1x6x24xf32>
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.dynamic_update_slice"(%arg23, %33, %arg25, %34, %35) : (tensor<4x6x24xf32>, tensor<1x6x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x6x24xf32>
    "func.return"(%36) : (tensor<4x6x24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<4x6xf32>, %arg21: tensor<6xf32>, %arg22: tensor<i32>):
    %30 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.dynamic_update_slice"(%arg20, %30, %arg22, %31) : (tensor<4x6xf32>, tensor<1x6xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
    "func.return"(%32) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6x1xf32>, tensor<6x1xf32>, tensor<i32>) -> tensor<4x6x1xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4x6x1xf32>, %arg18: tensor<6x1xf32>, %arg19: tensor<i32>):
    %26 = "stablehlo.broadcast_in_dim"(%arg18) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<6x1xf32>) -> tensor<1x6x1xf32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.dynamic_update_slice"(%arg17, %26, %arg19, %27, %28) : (tensor<4x6x1xf32>, tensor<1x6x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x6x1xf32>
    "func.return"(%29) : (tensor<4x6x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x1x24xf32>, tensor<1x24xf32>, tensor<i32>) -> tensor<4x1x24xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_3", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4x1x24xf32>, %arg15: tensor<1x24xf32>, %arg16: tensor<i32>):
    %22 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x24xf32>) -> tensor<1x1x24xf32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.dynamic_update_slice"(%arg14, %22, %arg16, %23, %24) : (tensor<4x1x24xf32>, tensor<1x1x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x24xf32>
    "func.return"(%25) : (tensor<4x1x24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_4", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4x6x24xf32>, %arg13: tensor<i32>):
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.dynamic_slice"(%arg12, %arg13, %18, %19) <{slice_sizes = array<i64: 1, 6, 24>}> : (tensor<4x6x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x24xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1x6x24xf32>) -> tensor<6x24xf32>
    "func.return"(%21) : (tensor<6x24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_5", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x6xf32>, %arg11: tensor<i32>):
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.dynamic_slice"(%arg10, %arg11, %15) <{slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<1x6xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x6xf32>) -> tensor<6xf32>
    "func.return"(%17) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6x1xf32>, tensor<i32>) -> tensor<6x1xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_6", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x6x1xf32>, %arg9: tensor<i32>):
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.dynamic_slice"(%arg8, %arg9, %11, %12) <{slice_sizes = array<i64: 1, 6, 1>}> : (tensor<4x6x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x1xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1x6x1xf32>) -> tensor<6x1xf32>
    "func.return"(%14) : (tensor<6x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x1x24xf32>, tensor<i32>) -> tensor<1x24xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_7", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<4x1x24xf32>, %arg7: tensor<i32>):
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.dynamic_slice"(%arg6, %arg7, %7, %8) <{slice_sizes = array<i64: 1, 1, 24>}> : (tensor<4x1x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x24xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x1x24xf32>) -> tensor<1x24xf32>
    "func.return"(%10) : (tensor<1x24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x24xf32>, tensor<24xf32>, tensor<i32>) -> tensor<4x24xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_8", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x24xf32>, %arg4: tensor<24xf32>, %arg5: tensor<i32>):
    %4 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<24xf32>) -> tensor<1x24xf32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_update_slice"(%arg3, %4, %arg5, %5) : (tensor<4x24xf32>, tensor<1x24xf32>, tensor<i32>, tensor<i32>) -> tensor<4x24xf32>
    "func.return"(%6) : (tensor<4x24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x24x24xf32>, tensor<24x24xf32>, tensor<i32>) -> tensor<4x24x24xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_9", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x24x24xf32>, %arg1: tensor<24x24xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<24x24xf32>) -> tensor<1x24x24xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<4x24x24xf32>, tensor<1x24x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x24x24xf32>
    "func.return"(%3) : (tensor<4x24x24xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
