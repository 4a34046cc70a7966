"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> (tensor<2x6xi32>, tensor<10xi32>, tensor<12xi1>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg124: tensor<i32>):
    %450 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %451 = "stablehlo.shift_right_logical"(%arg124, %450) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %452 = "stablehlo.convert"(%451) : (tensor<i32>) -> tensor<ui32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %454 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %455 = "stablehlo.and"(%arg124, %454) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %456 = "stablehlo.convert"(%455) : (tensor<i32>) -> tensor<ui32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %458 = "stablehlo.concatenate"(%453, %457) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %459 = "stablehlo.slice"(%458) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %460 = "stablehlo.reshape"(%459) : (tensor<1xui32>) -> tensor<ui32>
    %461 = "stablehlo.slice"(%458) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %462 = "stablehlo.reshape"(%461) : (tensor<1xui32>) -> tensor<ui32>
    %463 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2x6xui64>
    %464 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x6xui64>
    %465 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x6xui64>
    %467 = "stablehlo.multiply"(%466, %463) : (tensor<2x6xui64>, tensor<2x6xui64>) -> tensor<2x6xui64>
    %468 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x6xui64>
    %470 = "stablehlo.multiply"(%469, %464) : (tensor<2x6xui64>, tensor<2x6xui64>) -> tensor<2x6xui64>
    %471 = "stablehlo.add"(%467, %470) : (tensor<2x6xui64>, tensor<2x6xui64>) -> tensor<2x6xui64>
    %472 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x6xui64>
    %474 = "stablehlo.shift_right_logical"(%471, %473) : (tensor<2x6xui64>, tensor<2x6xui64>) -> tensor<2x6xui64>
    %475 = "stablehlo.convert"(%471) : (tensor<2x6xui64>) -> tensor<2x6xui32>
    %476 = "stablehlo.convert"(%474) : (tensor<2x6xui64>) -> tensor<2x6xui32>
    %477:2 = "func.call"(%460, %462, %476, %475) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2x6xui32>, tensor<2x6xui32>) -> (tensor<2x6xui32>, tensor<2x6xui32>)
    %478 = "stablehlo.xor"(%477#0, %477#1) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
    %479 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %480 = "func.call"(%458, %479) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %481 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xi32>
    %482 = "func.call"(%480, %481) <{callee = @_shuffle}> : (tensor<2xui32>, tensor<10xi32>) -> tensor<10xi32>
    %483 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %484 = "func.call"(%458, %483) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %485 = "stablehlo.constant"() <{value = dense<3.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %486 = "func.call"(%484, %485) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<12xi1>
    %487 = "stablehlo.bitcast_convert"(%478) : (tensor<2x6xui32>) -> tensor<2x6xi32>
    "func.return"(%487, %482, %486) : (tensor<2x6xi32>, tensor<10xi32>, tensor<12xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2x6xui32>, tensor<2x6xui32>) -> (tensor<2x6xui32>, tensor<2x6xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg102: tensor<ui32>, %arg103: tensor<ui32>, %arg104: tensor<2x6xui32>, %arg105: tensor<2x6xui32>):
    %379 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %380 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %381 = "stablehlo.xor"(%arg102, %arg103) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %382 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %383 = "stablehlo.xor"(%381, %382) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %384 = "stablehlo.broadcast_in_dim"(%arg102) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
    %385 = "stablehlo.add"(%arg104, %384) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
    %386 = "stablehlo.broadcast_in_dim"(%arg103) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
    %387 = "stablehlo.add"(%arg105, %386) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
    %388 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %389 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %390:9 = "stablehlo.while"(%389, %388, %385, %387, %arg103, %383, %arg102, %379, %380) ({
    ^bb0(%arg115: tensor<i32>, %arg116: tensor<i32>, %arg117: tensor<2x6xui32>, %arg118: tensor<2x6xui32>, %arg119: tensor<ui32>, %arg120: tensor<ui32>, %arg121: tensor<ui32>, %arg122: tensor<4xui32>, %arg123: tensor<4xui32>):
      %448 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %449 = "stablehlo.compare"(%arg115, %448) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%449) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg106: tensor<i32>, %arg107: tensor<i32>, %arg108: tensor<2x6xui32>, %arg109: tensor<2x6xui32>, %arg110: tensor<ui32>, %arg111: tensor<ui32>, %arg112: tensor<ui32>, %arg113: tensor<4xui32>, %arg114: tensor<4xui32>):
      %391 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %392 = "stablehlo.add"(%arg107, %391) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %393 = "stablehlo.slice"(%arg113) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %394 = "stablehlo.reshape"(%393) : (tensor<1xui32>) -> tensor<ui32>
      %395 = "stablehlo.slice"(%arg113) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %396 = "stablehlo.reshape"(%395) : (tensor<1xui32>) -> tensor<ui32>
      %397 = "stablehlo.slice"(%arg113) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %398 = "stablehlo.reshape"(%397) : (tensor<1xui32>) -> tensor<ui32>
      %399 = "stablehlo.slice"(%arg113) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %400 = "stablehlo.reshape"(%399) : (tensor<1xui32>) -> tensor<ui32>
      %401 = "stablehlo.add"(%arg108, %arg109) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %402 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
      %403 = "stablehlo.shift_left"(%arg109, %402) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %404 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %405 = "stablehlo.subtract"(%404, %394) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
      %407 = "stablehlo.shift_right_logical"(%arg109, %406) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %408 = "stablehlo.or"(%403, %407) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %409 = "stablehlo.xor"(%401, %408) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %410 = "stablehlo.add"(%401, %409) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %411 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
      %412 = "stablehlo.shift_left"(%409, %411) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %413 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %414 = "stablehlo.subtract"(%413, %396) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
      %416 = "stablehlo.shift_right_logical"(%409, %415) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %417 = "stablehlo.or"(%412, %416) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %418 = "stablehlo.xor"(%410, %417) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %419 = "stablehlo.add"(%410, %418) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %420 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
      %421 = "stablehlo.shift_left"(%418, %420) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %422 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %423 = "stablehlo.subtract"(%422, %398) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
      %425 = "stablehlo.shift_right_logical"(%418, %424) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %426 = "stablehlo.or"(%421, %425) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %427 = "stablehlo.xor"(%419, %426) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %428 = "stablehlo.add"(%419, %427) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %429 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
      %430 = "stablehlo.shift_left"(%427, %429) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %431 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %432 = "stablehlo.subtract"(%431, %400) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
      %434 = "stablehlo.shift_right_logical"(%427, %433) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %435 = "stablehlo.or"(%430, %434) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %436 = "stablehlo.xor"(%428, %435) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %437 = "stablehlo.broadcast_in_dim"(%arg110) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
      %438 = "stablehlo.add"(%428, %437) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %439 = "stablehlo.broadcast_in_dim"(%arg111) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
      %440 = "stablehlo.add"(%436, %439) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %441 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %442 = "stablehlo.add"(%arg107, %441) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %443 = "stablehlo.convert"(%442) : (tensor<i32>) -> tensor<ui32>
      %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x6xui32>
      %445 = "stablehlo.add"(%440, %444) : (tensor<2x6xui32>, tensor<2x6xui32>) -> tensor<2x6xui32>
      %446 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %447 = "stablehlo.add"(%arg106, %446) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%447, %392, %438, %445, %arg111, %arg112, %arg110, %arg114, %arg113) : (tensor<i32>, tensor<i32>, tensor<2x6xui32>, tensor<2x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2x6xui32>, tensor<2x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2x6xui32>, tensor<2x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%390#2, %390#3) : (tensor<2x6xui32>, tensor<2x6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>, res_attrs = [{}], sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg100: tensor<2xui32>, %arg101: tensor<ui32>):
    %364 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %365 = "stablehlo.shift_right_logical"(%arg101, %364) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %367 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %368 = "stablehlo.and"(%arg101, %367) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %370 = "stablehlo.concatenate"(%366, %369) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %371 = "stablehlo.slice"(%arg100) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %372 = "stablehlo.reshape"(%371) : (tensor<1xui32>) -> tensor<ui32>
    %373 = "stablehlo.slice"(%arg100) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %374 = "stablehlo.reshape"(%373) : (tensor<1xui32>) -> tensor<ui32>
    %375 = "stablehlo.slice"(%370) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %376 = "stablehlo.slice"(%370) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %377:2 = "func.call"(%372, %374, %375, %376) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %378 = "stablehlo.concatenate"(%377#0, %377#1) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    "func.return"(%378) : (tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg78: tensor<ui32>, %arg79: tensor<ui32>, %arg80: tensor<1xui32>, %arg81: tensor<1xui32>):
    %293 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %294 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %295 = "stablehlo.xor"(%arg78, %arg79) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %296 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %297 = "stablehlo.xor"(%295, %296) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %298 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %299 = "stablehlo.add"(%arg80, %298) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %300 = "stablehlo.broadcast_in_dim"(%arg79) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %301 = "stablehlo.add"(%arg81, %300) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %302 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %303 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %304:9 = "stablehlo.while"(%303, %302, %299, %301, %arg79, %297, %arg78, %293, %294) ({
    ^bb0(%arg91: tensor<i32>, %arg92: tensor<i32>, %arg93: tensor<1xui32>, %arg94: tensor<1xui32>, %arg95: tensor<ui32>, %arg96: tensor<ui32>, %arg97: tensor<ui32>, %arg98: tensor<4xui32>, %arg99: tensor<4xui32>):
      %362 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %363 = "stablehlo.compare"(%arg91, %362) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%363) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg82: tensor<i32>, %arg83: tensor<i32>, %arg84: tensor<1xui32>, %arg85: tensor<1xui32>, %arg86: tensor<ui32>, %arg87: tensor<ui32>, %arg88: tensor<ui32>, %arg89: tensor<4xui32>, %arg90: tensor<4xui32>):
      %305 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %306 = "stablehlo.add"(%arg83, %305) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %307 = "stablehlo.slice"(%arg89) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %308 = "stablehlo.reshape"(%307) : (tensor<1xui32>) -> tensor<ui32>
      %309 = "stablehlo.slice"(%arg89) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %310 = "stablehlo.reshape"(%309) : (tensor<1xui32>) -> tensor<ui32>
      %311 = "stablehlo.slice"(%arg89) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %312 = "stablehlo.reshape"(%311) : (tensor<1xui32>) -> tensor<ui32>
      %313 = "stablehlo.slice"(%arg89) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %314 = "stablehlo.reshape"(%313) : (tensor<1xui32>) -> tensor<ui32>
      %315 = "stablehlo.add"(%arg84, %arg85) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %316 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %317 = "stablehlo.shift_left"(%arg85, %316) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %318 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %319 = "stablehlo.subtract"(%318, %308) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %321 = "stablehlo.shift_right_logical"(%arg85, %320) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %322 = "stablehlo.or"(%317, %321) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %323 = "stablehlo.xor"(%315, %322) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %324 = "stablehlo.add"(%315, %323) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %325 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %326 = "stablehlo.shift_left"(%323, %325) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %327 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %328 = "stablehlo.subtract"(%327, %310) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %330 = "stablehlo.shift_right_logical"(%323, %329) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %331 = "stablehlo.or"(%326, %330) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %332 = "stablehlo.xor"(%324, %331) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %333 = "stablehlo.add"(%324, %332) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %334 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %335 = "stablehlo.shift_left"(%332, %334) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %336 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %337 = "stablehlo.subtract"(%336, %312) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %339 = "stablehlo.shift_right_logical"(%332, %338) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %340 = "stablehlo.or"(%335, %339) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %341 = "stablehlo.xor"(%333, %340) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %342 = "stablehlo.add"(%333, %341) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %343 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %344 = "stablehlo.shift_left"(%341, %343) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %345 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %346 = "stablehlo.subtract"(%345, %314) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %348 = "stablehlo.shift_right_logical"(%341, %347) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %349 = "stablehlo.or"(%344, %348) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %350 = "stablehlo.xor"(%342, %349) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %351 = "stablehlo.broadcast_in_dim"(%arg86) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %352 = "stablehlo.add"(%342, %351) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %353 = "stablehlo.broadcast_in_dim"(%arg87) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %354 = "stablehlo.add"(%350, %353) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %355 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %356 = "stablehlo.add"(%arg83, %355) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %357 = "stablehlo.convert"(%356) : (tensor<i32>) -> tensor<ui32>
      %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %359 = "stablehlo.add"(%354, %358) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %360 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %361 = "stablehlo.add"(%arg82, %360) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%361, %306, %352, %359, %arg87, %arg88, %arg86, %arg90, %arg89) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%304#2, %304#3) : (tensor<1xui32>, tensor<1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<10xi32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "_shuffle", sym_visibility = "private"}> ({
  ^bb0(%arg72: tensor<2xui32>, %arg73: tensor<10xi32>):
    %271 = "func.call"(%arg72) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %272 = "stablehlo.slice"(%271) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %273 = "stablehlo.reshape"(%272) : (tensor<1x2xui32>) -> tensor<2xui32>
    %274 = "stablehlo.slice"(%271) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %275 = "stablehlo.reshape"(%274) : (tensor<1x2xui32>) -> tensor<2xui32>
    %276 = "stablehlo.slice"(%275) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %277 = "stablehlo.reshape"(%276) : (tensor<1xui32>) -> tensor<ui32>
    %278 = "stablehlo.slice"(%275) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %279 = "stablehlo.reshape"(%278) : (tensor<1xui32>) -> tensor<ui32>
    %280 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xui64>
    %281 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %283 = "stablehlo.multiply"(%282, %280) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %284 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %286 = "stablehlo.shift_right_logical"(%283, %285) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %287 = "stablehlo.convert"(%283) : (tensor<10xui64>) -> tensor<10xui32>
    %288 = "stablehlo.convert"(%286) : (tensor<10xui64>) -> tensor<10xui32>
    %289:2 = "func.call"(%277, %279, %288, %287) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
    %290 = "stablehlo.xor"(%289#0, %289#1) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %291:2 = "stablehlo.sort"(%290, %arg73) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg74: tensor<ui32>, %arg75: tensor<ui32>, %arg76: tensor<i32>, %arg77: tensor<i32>):
      %292 = "stablehlo.compare"(%arg74, %arg75) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%292) : (tensor<i1>) -> ()
    }) : (tensor<10xui32>, tensor<10xi32>) -> (tensor<10xui32>, tensor<10xi32>)
    "func.return"(%291#1) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg71: tensor<2xui32>):
    %254 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %255 = "stablehlo.reshape"(%254) : (tensor<1xui32>) -> tensor<ui32>
    %256 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %257 = "stablehlo.reshape"(%256) : (tensor<1xui32>) -> tensor<ui32>
    %258 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %259 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %261 = "stablehlo.multiply"(%260, %258) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %262 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %264 = "stablehlo.shift_right_logical"(%261, %263) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %265 = "stablehlo.convert"(%261) : (tensor<2xui64>) -> tensor<2xui32>
    %266 = "stablehlo.convert"(%264) : (tensor<2xui64>) -> tensor<2xui32>
    %267:2 = "func.call"(%255, %257, %266, %265) <{callee = @threefry2x32_1}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %268 = "stablehlo.broadcast_in_dim"(%267#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %269 = "stablehlo.broadcast_in_dim"(%267#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %270 = "stablehlo.concatenate"(%268, %269) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%270) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_1", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<ui32>, %arg50: tensor<ui32>, %arg51: tensor<2xui32>, %arg52: tensor<2xui32>):
    %183 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %184 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %185 = "stablehlo.xor"(%arg49, %arg50) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %186 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %187 = "stablehlo.xor"(%185, %186) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %188 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %189 = "stablehlo.add"(%arg51, %188) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %190 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %191 = "stablehlo.add"(%arg52, %190) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %192 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %193 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %194:9 = "stablehlo.while"(%193, %192, %189, %191, %arg50, %187, %arg49, %183, %184) ({
    ^bb0(%arg62: tensor<i32>, %arg63: tensor<i32>, %arg64: tensor<2xui32>, %arg65: tensor<2xui32>, %arg66: tensor<ui32>, %arg67: tensor<ui32>, %arg68: tensor<ui32>, %arg69: tensor<4xui32>, %arg70: tensor<4xui32>):
      %252 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %253 = "stablehlo.compare"(%arg62, %252) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%253) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg53: tensor<i32>, %arg54: tensor<i32>, %arg55: tensor<2xui32>, %arg56: tensor<2xui32>, %arg57: tensor<ui32>, %arg58: tensor<ui32>, %arg59: tensor<ui32>, %arg60: tensor<4xui32>, %arg61: tensor<4xui32>):
      %195 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %196 = "stablehlo.add"(%arg54, %195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %197 = "stablehlo.slice"(%arg60) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %198 = "stablehlo.reshape"(%197) : (tensor<1xui32>) -> tensor<ui32>
      %199 = "stablehlo.slice"(%arg60) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %200 = "stablehlo.reshape"(%199) : (tensor<1xui32>) -> tensor<ui32>
      %201 = "stablehlo.slice"(%arg60) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %202 = "stablehlo.reshape"(%201) : (tensor<1xui32>) -> tensor<ui32>
      %203 = "stablehlo.slice"(%arg60) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %204 = "stablehlo.reshape"(%203) : (tensor<1xui32>) -> tensor<ui32>
      %205 = "stablehlo.add"(%arg55, %arg56) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %206 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %207 = "stablehlo.shift_left"(%arg56, %206) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %208 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %209 = "stablehlo.subtract"(%208, %198) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %211 = "stablehlo.shift_right_logical"(%arg56, %210) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %212 = "stablehlo.or"(%207, %211) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %213 = "stablehlo.xor"(%205, %212) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %214 = "stablehlo.add"(%205, %213) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %215 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %216 = "stablehlo.shift_left"(%213, %215) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %217 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %218 = "stablehlo.subtract"(%217, %200) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %220 = "stablehlo.shift_right_logical"(%213, %219) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %221 = "stablehlo.or"(%216, %220) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %222 = "stablehlo.xor"(%214, %221) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %223 = "stablehlo.add"(%214, %222) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %224 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %225 = "stablehlo.shift_left"(%222, %224) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %226 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %227 = "stablehlo.subtract"(%226, %202) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %229 = "stablehlo.shift_right_logical"(%222, %228) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %230 = "stablehlo.or"(%225, %229) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %231 = "stablehlo.xor"(%223, %230) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %232 = "stablehlo.add"(%223, %231) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %233 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %234 = "stablehlo.shift_left"(%231, %233) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %235 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %236 = "stablehlo.subtract"(%235, %204) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %238 = "stablehlo.shift_right_logical"(%231, %237) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %239 = "stablehlo.or"(%234, %238) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %240 = "stablehlo.xor"(%232, %239) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %241 = "stablehlo.broadcast_in_dim"(%arg57) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %242 = "stablehlo.add"(%232, %241) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %243 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %244 = "stablehlo.add"(%240, %243) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %245 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %246 = "stablehlo.add"(%arg54, %245) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %247 = "stablehlo.convert"(%246) : (tensor<i32>) -> tensor<ui32>
      %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %249 = "stablehlo.add"(%244, %248) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %250 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %251 = "stablehlo.add"(%arg53, %250) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%251, %196, %242, %249, %arg58, %arg59, %arg57, %arg61, %arg60) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%194#2, %194#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>), sym_name = "threefry2x32_2", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<ui32>, %arg28: tensor<ui32>, %arg29: tensor<10xui32>, %arg30: tensor<10xui32>):
    %112 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %113 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %114 = "stablehlo.xor"(%arg27, %arg28) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %115 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %116 = "stablehlo.xor"(%114, %115) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %117 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %118 = "stablehlo.add"(%arg29, %117) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %119 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %120 = "stablehlo.add"(%arg30, %119) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %121 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %122 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %123:9 = "stablehlo.while"(%122, %121, %118, %120, %arg28, %116, %arg27, %112, %113) ({
    ^bb0(%arg40: tensor<i32>, %arg41: tensor<i32>, %arg42: tensor<10xui32>, %arg43: tensor<10xui32>, %arg44: tensor<ui32>, %arg45: tensor<ui32>, %arg46: tensor<ui32>, %arg47: tensor<4xui32>, %arg48: tensor<4xui32>):
      %181 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %182 = "stablehlo.compare"(%arg40, %181) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%182) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg31: tensor<i32>, %arg32: tensor<i32>, %arg33: tensor<10xui32>, %arg34: tensor<10xui32>, %arg35: tensor<ui32>, %arg36: tensor<ui32>, %arg37: tensor<ui32>, %arg38: tensor<4xui32>, %arg39: tensor<4xui32>):
      %124 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %125 = "stablehlo.add"(%arg32, %124) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %126 = "stablehlo.slice"(%arg38) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %127 = "stablehlo.reshape"(%126) : (tensor<1xui32>) -> tensor<ui32>
      %128 = "stablehlo.slice"(%arg38) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %129 = "stablehlo.reshape"(%128) : (tensor<1xui32>) -> tensor<ui32>
      %130 = "stablehlo.slice"(%arg38) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %131 = "stablehlo.reshape"(%130) : (tensor<1xui32>) -> tensor<ui32>
      %132 = "stablehlo.slice"(%arg38) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %133 = "stablehlo.reshape"(%132) : (tensor<1xui32>) -> tensor<ui32>
      %134 = "stablehlo.add"(%arg33, %arg34) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %135 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %136 = "stablehlo.shift_left"(%arg34, %135) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %137 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %138 = "stablehlo.subtract"(%137, %127) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %140 = "stablehlo.shift_right_logical"(%arg34, %139) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %141 = "stablehlo.or"(%136, %140) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %142 = "stablehlo.xor"(%134, %141) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %143 = "stablehlo.add"(%134, %142) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %144 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %145 = "stablehlo.shift_left"(%142, %144) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %146 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %147 = "stablehlo.subtract"(%146, %129) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %149 = "stablehlo.shift_right_logical"(%142, %148) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %150 = "stablehlo.or"(%145, %149) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %151 = "stablehlo.xor"(%143, %150) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %152 = "stablehlo.add"(%143, %151) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %153 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %154 = "stablehlo.shift_left"(%151, %153) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %155 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %156 = "stablehlo.subtract"(%155, %131) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %158 = "stablehlo.shift_right_logical"(%151, %157) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %159 = "stablehlo.or"(%154, %158) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %160 = "stablehlo.xor"(%152, %159) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %161 = "stablehlo.add"(%152, %160) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %162 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %163 = "stablehlo.shift_left"(%160, %162) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %164 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %165 = "stablehlo.subtract"(%164, %133) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %167 = "stablehlo.shift_right_logical"(%160, %166) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %168 = "stablehlo.or"(%163, %167) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %169 = "stablehlo.xor"(%161, %168) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %170 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %171 = "stablehlo.add"(%161, %170) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %172 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %173 = "stablehlo.add"(%169, %172) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %174 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %175 = "stablehlo.add"(%arg32, %174) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %176 = "stablehlo.convert"(%175) : (tensor<i32>) -> tensor<ui32>
      %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
      %178 = "stablehlo.add"(%173, %177) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
      %179 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %180 = "stablehlo.add"(%arg31, %179) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%180, %125, %171, %178, %arg36, %arg37, %arg35, %arg39, %arg38) : (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%123#2, %123#3) : (tensor<10xui32>, tensor<10xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<12xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<2xui32>, %arg26: tensor<f32>):
    %107 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "func.call"(%arg25, %107, %108) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %110 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %111 = "stablehlo.compare"(%109, %110) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    "func.return"(%111) : (tensor<12xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<2xui32>, %arg23: tensor<f32>, %arg24: tensor<f32>):
    %71 = "stablehlo.convert"(%arg23) : (tensor<f32>) -> tensor<f32>
    %72 = "stablehlo.convert"(%arg24) : (tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %74 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %75 = "stablehlo.slice"(%arg22) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1xui32>) -> tensor<ui32>
    %77 = "stablehlo.slice"(%arg22) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %78 = "stablehlo.reshape"(%77) : (tensor<1xui32>) -> tensor<ui32>
    %79 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<12xui64>
    %80 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<12xui64>
    %82 = "stablehlo.multiply"(%81, %79) : (tensor<12xui64>, tensor<12xui64>) -> tensor<12xui64>
    %83 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<12xui64>
    %85 = "stablehlo.shift_right_logical"(%82, %84) : (tensor<12xui64>, tensor<12xui64>) -> tensor<12xui64>
    %86 = "stablehlo.convert"(%82) : (tensor<12xui64>) -> tensor<12xui32>
    %87 = "stablehlo.convert"(%85) : (tensor<12xui64>) -> tensor<12xui32>
    %88:2 = "func.call"(%76, %78, %87, %86) <{callee = @threefry2x32_3}> : (tensor<ui32>, tensor<ui32>, tensor<12xui32>, tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>)
    %89 = "stablehlo.xor"(%88#0, %88#1) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
    %90 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
    %92 = "stablehlo.shift_right_logical"(%89, %91) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
    %93 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
    %95 = "stablehlo.or"(%92, %94) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
    %96 = "stablehlo.bitcast_convert"(%95) : (tensor<12xui32>) -> tensor<12xf32>
    %97 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %99 = "stablehlo.subtract"(%96, %98) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %100 = "stablehlo.subtract"(%74, %73) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<12xf32>
    %102 = "stablehlo.multiply"(%99, %101) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %103 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<12xf32>
    %104 = "stablehlo.add"(%102, %103) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %105 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<12xf32>
    %106 = "stablehlo.maximum"(%105, %104) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%106) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<12xui32>, tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>), sym_name = "threefry2x32_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<12xui32>, %arg3: tensor<12xui32>):
    %0 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %2 = "stablehlo.xor"(%arg0, %arg1) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %4 = "stablehlo.xor"(%2, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %5 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
    %6 = "stablehlo.add"(%arg2, %5) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
    %7 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
    %8 = "stablehlo.add"(%arg3, %7) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11:9 = "stablehlo.while"(%10, %9, %6, %8, %arg1, %4, %arg0, %0, %1) ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<12xui32>, %arg16: tensor<12xui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<ui32>, %arg20: tensor<4xui32>, %arg21: tensor<4xui32>):
      %69 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %70 = "stablehlo.compare"(%arg13, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%70) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<12xui32>, %arg7: tensor<12xui32>, %arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<ui32>, %arg11: tensor<4xui32>, %arg12: tensor<4xui32>):
      %12 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %13 = "stablehlo.add"(%arg5, %12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %14 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %15 = "stablehlo.reshape"(%14) : (tensor<1xui32>) -> tensor<ui32>
      %16 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %17 = "stablehlo.reshape"(%16) : (tensor<1xui32>) -> tensor<ui32>
      %18 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %19 = "stablehlo.reshape"(%18) : (tensor<1xui32>) -> tensor<ui32>
      %20 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %21 = "stablehlo.reshape"(%20) : (tensor<1xui32>) -> tensor<ui32>
      %22 = "stablehlo.add"(%arg6, %arg7) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %23 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
      %24 = "stablehlo.shift_left"(%arg7, %23) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %25 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %26 = "stablehlo.subtract"(%25, %15) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
      %28 = "stablehlo.shift_right_logical"(%arg7, %27) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %29 = "stablehlo.or"(%24, %28) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %30 = "stablehlo.xor"(%22, %29) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %31 = "stablehlo.add"(%22, %30) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %32 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
      %33 = "stablehlo.shift_left"(%30, %32) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %34 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %35 = "stablehlo.subtract"(%34, %17) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
      %37 = "stablehlo.shift_right_logical"(%30, %36) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %38 = "stablehlo.or"(%33, %37) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %39 = "stablehlo.xor"(%31, %38) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %40 = "stablehlo.add"(%31, %39) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %41 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
      %42 = "stablehlo.shift_left"(%39, %41) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %43 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %44 = "stablehlo.subtract"(%43, %19) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
      %46 = "stablehlo.shift_right_logical"(%39, %45) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %47 = "stablehlo.or"(%42, %46) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %48 = "stablehlo.xor"(%40, %47) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %49 = "stablehlo.add"(%40, %48) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %50 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
      %51 = "stablehlo.shift_left"(%48, %50) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %52 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %53 = "stablehlo.subtract"(%52, %21) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
      %55 = "stablehlo.shift_right_logical"(%48, %54) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %56 = "stablehlo.or"(%51, %55) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %57 = "stablehlo.xor"(%49, %56) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %58 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
      %59 = "stablehlo.add"(%49, %58) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %60 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
      %61 = "stablehlo.add"(%57, %60) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %62 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %63 = "stablehlo.add"(%arg5, %62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %64 = "stablehlo.convert"(%63) : (tensor<i32>) -> tensor<ui32>
      %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<12xui32>
      %66 = "stablehlo.add"(%61, %65) : (tensor<12xui32>, tensor<12xui32>) -> tensor<12xui32>
      %67 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %68 = "stablehlo.add"(%arg4, %67) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%68, %13, %59, %66, %arg9, %arg10, %arg8, %arg12, %arg11) : (tensor<i32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%11#2, %11#3) : (tensor<12xui32>, tensor<12xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
