"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}], function_type = (tensor<16xf32>, tensor<10x16xf32>, tensor<4xf32>, tensor<16x4xf32>, tensor<8x10xf32>, tensor<8x4xf32>, tensor<2xui32>) -> (tensor<16xf32>, tensor<10x16xf32>, tensor<4xf32>, tensor<16x4xf32>, tensor<8xf32>), res_attrs = [{jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Dense_1']['bias']"}, {jax.result_info = "result[0]['Dense_1']['kernel']"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg110: tensor<16xf32>, %arg111: tensor<10x16xf32>, %arg112: tensor<4xf32>, %arg113: tensor<16x4xf32>, %arg114: tensor<8x10xf32>, %arg115: tensor<8x4xf32>, %arg116: tensor<2xui32>):
    %482 = "stablehlo.broadcast_in_dim"(%arg114) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<8x10xf32>) -> tensor<8x1x10xf32>
    %483 = "stablehlo.dot_general"(%482, %arg111) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x1x10xf32>, tensor<10x16xf32>) -> tensor<8x1x16xf32>
    %484 = "stablehlo.reshape"(%arg110) : (tensor<16xf32>) -> tensor<1x16xf32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %487 = "stablehlo.add"(%483, %486) : (tensor<8x1x16xf32>, tensor<8x1x16xf32>) -> tensor<8x1x16xf32>
    %488 = "func.call"(%487) <{callee = @relu}> : (tensor<8x1x16xf32>) -> tensor<8x1x16xf32>
    %489 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x16xf32>
    %491 = "stablehlo.compare"(%487, %490) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x1x16xf32>, tensor<8x1x16xf32>) -> tensor<8x1x16xi1>
    %492 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16xf32>
    %494 = "stablehlo.dot_general"(%488, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x1x16xf32>, tensor<16x4xf32>) -> tensor<8x1x4xf32>
    %495 = "stablehlo.reshape"(%arg112) : (tensor<4xf32>) -> tensor<1x4xf32>
    %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4xf32>) -> tensor<8x1x4xf32>
    %498 = "stablehlo.add"(%494, %497) : (tensor<8x1x4xf32>, tensor<8x1x4xf32>) -> tensor<8x1x4xf32>
    %499 = "stablehlo.broadcast_in_dim"(%arg115) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<8x4xf32>) -> tensor<8x1x4xf32>
    %500 = "stablehlo.subtract"(%498, %499) : (tensor<8x1x4xf32>, tensor<8x1x4xf32>) -> tensor<8x1x4xf32>
    %501 = "stablehlo.multiply"(%500, %500) : (tensor<8x1x4xf32>, tensor<8x1x4xf32>) -> tensor<8x1x4xf32>
    %502 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x4xf32>
    %504 = "stablehlo.multiply"(%503, %500) : (tensor<8x1x4xf32>, tensor<8x1x4xf32>) -> tensor<8x1x4xf32>
    %505 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.reduce"(%501, %505) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %643 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%643) : (tensor<f32>) -> ()
    }) : (tensor<8x1x4xf32>, tensor<f32>) -> tensor<8xf32>
    %507 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %509 = "stablehlo.divide"(%506, %508) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %510 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %511 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %512 = "stablehlo.divide"(%510, %511) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4xf32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %515 = "stablehlo.broadcast_in_dim"(%514) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4xf32>) -> tensor<8x1x4xf32>
    %516 = "stablehlo.multiply"(%515, %504) : (tensor<8x1x4xf32>, tensor<8x1x4xf32>) -> tensor<8x1x4xf32>
    %517 = "stablehlo.reshape"(%516) : (tensor<8x1x4xf32>) -> tensor<8x4xf32>
    %518 = "stablehlo.dot_general"(%516, %488) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x1x4xf32>, tensor<8x1x16xf32>) -> tensor<8x4x16xf32>
    %519 = "stablehlo.transpose"(%518) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x4x16xf32>) -> tensor<8x16x4xf32>
    %520 = "stablehlo.dot_general"(%516, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x1x4xf32>, tensor<16x4xf32>) -> tensor<8x1x16xf32>
    %521 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16xf32>
    %523 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x16xf32>) -> tensor<8x1x16xf32>
    %524 = "stablehlo.select"(%491, %520, %523) : (tensor<8x1x16xi1>, tensor<8x1x16xf32>, tensor<8x1x16xf32>) -> tensor<8x1x16xf32>
    %525 = "stablehlo.reshape"(%524) : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %526 = "stablehlo.dot_general"(%524, %482) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x1x16xf32>, tensor<8x1x10xf32>) -> tensor<8x16x10xf32>
    %527 = "stablehlo.transpose"(%526) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x16x10xf32>) -> tensor<8x10x16xf32>
    %528 = "stablehlo.multiply"(%525, %525) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %529 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %530 = "stablehlo.reduce"(%528, %529) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %642 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%642) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %531 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %532 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %533 = "stablehlo.add"(%532, %530) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %534 = "stablehlo.reshape"(%527) : (tensor<8x10x16xf32>) -> tensor<8x160xf32>
    %535 = "stablehlo.multiply"(%534, %534) : (tensor<8x160xf32>, tensor<8x160xf32>) -> tensor<8x160xf32>
    %536 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %537 = "stablehlo.reduce"(%535, %536) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %641 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%641) : (tensor<f32>) -> ()
    }) : (tensor<8x160xf32>, tensor<f32>) -> tensor<8xf32>
    %538 = "stablehlo.add"(%533, %537) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %539 = "stablehlo.multiply"(%517, %517) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %540 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %541 = "stablehlo.reduce"(%539, %540) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %640 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%640) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %542 = "stablehlo.add"(%538, %541) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %543 = "stablehlo.reshape"(%519) : (tensor<8x16x4xf32>) -> tensor<8x64xf32>
    %544 = "stablehlo.multiply"(%543, %543) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %545 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %546 = "stablehlo.reduce"(%544, %545) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %639 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%639) : (tensor<f32>) -> ()
    }) : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %547 = "stablehlo.add"(%542, %546) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %548 = "stablehlo.sqrt"(%547) : (tensor<8xf32>) -> tensor<8xf32>
    %549 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %551 = "stablehlo.add"(%548, %550) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %552 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %554 = "stablehlo.divide"(%553, %551) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %555 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %557 = "stablehlo.minimum"(%556, %554) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %558 = "stablehlo.reshape"(%557) : (tensor<8xf32>) -> tensor<8x1xf32>
    %559 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %560 = "stablehlo.multiply"(%525, %559) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %561 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %562 = "stablehlo.reduce"(%560, %561) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %638 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%638) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %563 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %565 = "stablehlo.divide"(%562, %564) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %566 = "stablehlo.reshape"(%557) : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %567 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x10x16xf32>
    %568 = "stablehlo.multiply"(%527, %567) : (tensor<8x10x16xf32>, tensor<8x10x16xf32>) -> tensor<8x10x16xf32>
    %569 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %570 = "stablehlo.reduce"(%568, %569) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %637 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%637) : (tensor<f32>) -> ()
    }) : (tensor<8x10x16xf32>, tensor<f32>) -> tensor<10x16xf32>
    %571 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x16xf32>
    %573 = "stablehlo.divide"(%570, %572) : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    %574 = "stablehlo.reshape"(%557) : (tensor<8xf32>) -> tensor<8x1xf32>
    %575 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %576 = "stablehlo.multiply"(%517, %575) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %577 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %578 = "stablehlo.reduce"(%576, %577) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %636 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%636) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %579 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %581 = "stablehlo.divide"(%578, %580) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %582 = "stablehlo.reshape"(%557) : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %583 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x16x4xf32>
    %584 = "stablehlo.multiply"(%519, %583) : (tensor<8x16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
    %585 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %586 = "stablehlo.reduce"(%584, %585) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %635 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%635) : (tensor<f32>) -> ()
    }) : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<16x4xf32>
    %587 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4xf32>
    %589 = "stablehlo.divide"(%586, %588) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %590 = "func.call"(%arg116) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<4x2xui32>
    %591 = "stablehlo.slice"(%590) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %592 = "stablehlo.reshape"(%591) : (tensor<1x2xui32>) -> tensor<2xui32>
    %593 = "stablehlo.slice"(%590) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %594 = "stablehlo.reshape"(%593) : (tensor<1x2xui32>) -> tensor<2xui32>
    %595 = "stablehlo.slice"(%590) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %596 = "stablehlo.reshape"(%595) : (tensor<1x2xui32>) -> tensor<2xui32>
    %597 = "stablehlo.slice"(%590) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %598 = "stablehlo.reshape"(%597) : (tensor<1x2xui32>) -> tensor<2xui32>
    %599 = "func.call"(%592) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<16xf32>
    %600 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %601 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %602 = "stablehlo.multiply"(%601, %599) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %603 = "stablehlo.add"(%565, %602) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %604 = "func.call"(%594) <{callee = @_normal_1}> : (tensor<2xui32>) -> tensor<10x16xf32>
    %605 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x16xf32>
    %607 = "stablehlo.multiply"(%606, %604) : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    %608 = "stablehlo.add"(%573, %607) : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    %609 = "func.call"(%596) <{callee = @_normal_5}> : (tensor<2xui32>) -> tensor<4xf32>
    %610 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %611 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %612 = "stablehlo.multiply"(%611, %609) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %613 = "stablehlo.add"(%581, %612) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %614 = "func.call"(%598) <{callee = @_normal_8}> : (tensor<2xui32>) -> tensor<16x4xf32>
    %615 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4xf32>
    %617 = "stablehlo.multiply"(%616, %614) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %618 = "stablehlo.add"(%589, %617) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %619 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %621 = "stablehlo.multiply"(%620, %603) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %622 = "stablehlo.subtract"(%arg110, %621) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %623 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.broadcast_in_dim"(%623) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x16xf32>
    %625 = "stablehlo.multiply"(%624, %608) : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    %626 = "stablehlo.subtract"(%arg111, %625) : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    %627 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %629 = "stablehlo.multiply"(%628, %613) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %630 = "stablehlo.subtract"(%arg112, %629) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %631 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %632 = "stablehlo.broadcast_in_dim"(%631) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4xf32>
    %633 = "stablehlo.multiply"(%632, %618) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %634 = "stablehlo.subtract"(%arg113, %633) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    "func.return"(%622, %626, %630, %634, %548) : (tensor<16xf32>, tensor<10x16xf32>, tensor<4xf32>, tensor<16x4xf32>, tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x1x16xf32>) -> tensor<8x1x16xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg109: tensor<8x1x16xf32>):
    %479 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x16xf32>
    %481 = "stablehlo.maximum"(%arg109, %480) : (tensor<8x1x16xf32>, tensor<8x1x16xf32>) -> tensor<8x1x16xf32>
    "func.return"(%481) : (tensor<8x1x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg108: tensor<2xui32>):
    %462 = "stablehlo.slice"(%arg108) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %463 = "stablehlo.reshape"(%462) : (tensor<1xui32>) -> tensor<ui32>
    %464 = "stablehlo.slice"(%arg108) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %465 = "stablehlo.reshape"(%464) : (tensor<1xui32>) -> tensor<ui32>
    %466 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xui64>
    %467 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %469 = "stablehlo.multiply"(%468, %466) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %470 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %472 = "stablehlo.shift_right_logical"(%469, %471) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %473 = "stablehlo.convert"(%469) : (tensor<4xui64>) -> tensor<4xui32>
    %474 = "stablehlo.convert"(%472) : (tensor<4xui64>) -> tensor<4xui32>
    %475:2 = "func.call"(%463, %465, %474, %473) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %476 = "stablehlo.broadcast_in_dim"(%475#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %477 = "stablehlo.broadcast_in_dim"(%475#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %478 = "stablehlo.concatenate"(%476, %477) <{dimension = 1 : i64}> : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x2xui32>
    "func.return"(%478) : (tensor<4x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg86: tensor<ui32>, %arg87: tensor<ui32>, %arg88: tensor<4xui32>, %arg89: tensor<4xui32>):
    %391 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %392 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %393 = "stablehlo.xor"(%arg86, %arg87) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %394 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %395 = "stablehlo.xor"(%393, %394) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %396 = "stablehlo.broadcast_in_dim"(%arg86) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %397 = "stablehlo.add"(%arg88, %396) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %398 = "stablehlo.broadcast_in_dim"(%arg87) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %399 = "stablehlo.add"(%arg89, %398) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %400 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %401 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %402:9 = "stablehlo.while"(%401, %400, %397, %399, %arg87, %395, %arg86, %391, %392) ({
    ^bb0(%arg99: tensor<i32>, %arg100: tensor<i32>, %arg101: tensor<4xui32>, %arg102: tensor<4xui32>, %arg103: tensor<ui32>, %arg104: tensor<ui32>, %arg105: tensor<ui32>, %arg106: tensor<4xui32>, %arg107: tensor<4xui32>):
      %460 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %461 = "stablehlo.compare"(%arg99, %460) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%461) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg90: tensor<i32>, %arg91: tensor<i32>, %arg92: tensor<4xui32>, %arg93: tensor<4xui32>, %arg94: tensor<ui32>, %arg95: tensor<ui32>, %arg96: tensor<ui32>, %arg97: tensor<4xui32>, %arg98: tensor<4xui32>):
      %403 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %404 = "stablehlo.add"(%arg91, %403) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %405 = "stablehlo.slice"(%arg97) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %406 = "stablehlo.reshape"(%405) : (tensor<1xui32>) -> tensor<ui32>
      %407 = "stablehlo.slice"(%arg97) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %408 = "stablehlo.reshape"(%407) : (tensor<1xui32>) -> tensor<ui32>
      %409 = "stablehlo.slice"(%arg97) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %410 = "stablehlo.reshape"(%409) : (tensor<1xui32>) -> tensor<ui32>
      %411 = "stablehlo.slice"(%arg97) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %412 = "stablehlo.reshape"(%411) : (tensor<1xui32>) -> tensor<ui32>
      %413 = "stablehlo.add"(%arg92, %arg93) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %414 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %415 = "stablehlo.shift_left"(%arg93, %414) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %416 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %417 = "stablehlo.subtract"(%416, %406) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %419 = "stablehlo.shift_right_logical"(%arg93, %418) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %420 = "stablehlo.or"(%415, %419) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %421 = "stablehlo.xor"(%413, %420) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %422 = "stablehlo.add"(%413, %421) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %423 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %424 = "stablehlo.shift_left"(%421, %423) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %425 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %426 = "stablehlo.subtract"(%425, %408) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %428 = "stablehlo.shift_right_logical"(%421, %427) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %429 = "stablehlo.or"(%424, %428) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %430 = "stablehlo.xor"(%422, %429) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %431 = "stablehlo.add"(%422, %430) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %432 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %433 = "stablehlo.shift_left"(%430, %432) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %434 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %435 = "stablehlo.subtract"(%434, %410) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %437 = "stablehlo.shift_right_logical"(%430, %436) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %438 = "stablehlo.or"(%433, %437) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %439 = "stablehlo.xor"(%431, %438) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %440 = "stablehlo.add"(%431, %439) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %441 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %442 = "stablehlo.shift_left"(%439, %441) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %443 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %444 = "stablehlo.subtract"(%443, %412) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %446 = "stablehlo.shift_right_logical"(%439, %445) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %447 = "stablehlo.or"(%442, %446) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %448 = "stablehlo.xor"(%440, %447) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %449 = "stablehlo.broadcast_in_dim"(%arg94) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %450 = "stablehlo.add"(%440, %449) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %451 = "stablehlo.broadcast_in_dim"(%arg95) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %452 = "stablehlo.add"(%448, %451) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %453 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %454 = "stablehlo.add"(%arg91, %453) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %455 = "stablehlo.convert"(%454) : (tensor<i32>) -> tensor<ui32>
      %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %457 = "stablehlo.add"(%452, %456) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %458 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %459 = "stablehlo.add"(%arg90, %458) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%459, %404, %450, %457, %arg95, %arg96, %arg94, %arg98, %arg97) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%402#2, %402#3) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg85: tensor<2xui32>):
    %390 = "func.call"(%arg85) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<16xf32>
    "func.return"(%390) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg84: tensor<2xui32>):
    %383 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %384 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %385 = "func.call"(%arg84, %383, %384) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %386 = "chlo.erf_inv"(%385) : (tensor<16xf32>) -> tensor<16xf32>
    %387 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %389 = "stablehlo.multiply"(%388, %386) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%389) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg81: tensor<2xui32>, %arg82: tensor<f32>, %arg83: tensor<f32>):
    %349 = "stablehlo.broadcast_in_dim"(%arg82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %350 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %351 = "stablehlo.slice"(%arg81) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %352 = "stablehlo.reshape"(%351) : (tensor<1xui32>) -> tensor<ui32>
    %353 = "stablehlo.slice"(%arg81) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %354 = "stablehlo.reshape"(%353) : (tensor<1xui32>) -> tensor<ui32>
    %355 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xui64>
    %356 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16xui64>
    %358 = "stablehlo.multiply"(%357, %355) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %359 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16xui64>
    %361 = "stablehlo.shift_right_logical"(%358, %360) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %362 = "stablehlo.convert"(%358) : (tensor<16xui64>) -> tensor<16xui32>
    %363 = "stablehlo.convert"(%361) : (tensor<16xui64>) -> tensor<16xui32>
    %364:2 = "func.call"(%352, %354, %363, %362) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %365 = "stablehlo.xor"(%364#0, %364#1) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %366 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %368 = "stablehlo.shift_right_logical"(%365, %367) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %369 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %370 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %371 = "stablehlo.or"(%368, %370) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %372 = "stablehlo.bitcast_convert"(%371) : (tensor<16xui32>) -> tensor<16xf32>
    %373 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %375 = "stablehlo.subtract"(%372, %374) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %376 = "stablehlo.subtract"(%350, %349) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<16xf32>
    %378 = "stablehlo.multiply"(%375, %377) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %379 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<16xf32>
    %380 = "stablehlo.add"(%378, %379) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %381 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<16xf32>
    %382 = "stablehlo.maximum"(%381, %380) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%382) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg59: tensor<ui32>, %arg60: tensor<ui32>, %arg61: tensor<16xui32>, %arg62: tensor<16xui32>):
    %278 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %279 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %280 = "stablehlo.xor"(%arg59, %arg60) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %281 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %282 = "stablehlo.xor"(%280, %281) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %283 = "stablehlo.broadcast_in_dim"(%arg59) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %284 = "stablehlo.add"(%arg61, %283) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %285 = "stablehlo.broadcast_in_dim"(%arg60) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %286 = "stablehlo.add"(%arg62, %285) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %287 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %288 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %289:9 = "stablehlo.while"(%288, %287, %284, %286, %arg60, %282, %arg59, %278, %279) ({
    ^bb0(%arg72: tensor<i32>, %arg73: tensor<i32>, %arg74: tensor<16xui32>, %arg75: tensor<16xui32>, %arg76: tensor<ui32>, %arg77: tensor<ui32>, %arg78: tensor<ui32>, %arg79: tensor<4xui32>, %arg80: tensor<4xui32>):
      %347 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %348 = "stablehlo.compare"(%arg72, %347) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%348) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg63: tensor<i32>, %arg64: tensor<i32>, %arg65: tensor<16xui32>, %arg66: tensor<16xui32>, %arg67: tensor<ui32>, %arg68: tensor<ui32>, %arg69: tensor<ui32>, %arg70: tensor<4xui32>, %arg71: tensor<4xui32>):
      %290 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %291 = "stablehlo.add"(%arg64, %290) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %292 = "stablehlo.slice"(%arg70) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %293 = "stablehlo.reshape"(%292) : (tensor<1xui32>) -> tensor<ui32>
      %294 = "stablehlo.slice"(%arg70) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %295 = "stablehlo.reshape"(%294) : (tensor<1xui32>) -> tensor<ui32>
      %296 = "stablehlo.slice"(%arg70) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %297 = "stablehlo.reshape"(%296) : (tensor<1xui32>) -> tensor<ui32>
      %298 = "stablehlo.slice"(%arg70) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %299 = "stablehlo.reshape"(%298) : (tensor<1xui32>) -> tensor<ui32>
      %300 = "stablehlo.add"(%arg65, %arg66) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %301 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %302 = "stablehlo.shift_left"(%arg66, %301) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %303 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %304 = "stablehlo.subtract"(%303, %293) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %306 = "stablehlo.shift_right_logical"(%arg66, %305) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %307 = "stablehlo.or"(%302, %306) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %308 = "stablehlo.xor"(%300, %307) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %309 = "stablehlo.add"(%300, %308) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %310 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %311 = "stablehlo.shift_left"(%308, %310) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %312 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %313 = "stablehlo.subtract"(%312, %295) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %315 = "stablehlo.shift_right_logical"(%308, %314) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %316 = "stablehlo.or"(%311, %315) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %317 = "stablehlo.xor"(%309, %316) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %318 = "stablehlo.add"(%309, %317) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %319 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %320 = "stablehlo.shift_left"(%317, %319) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %321 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %322 = "stablehlo.subtract"(%321, %297) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %324 = "stablehlo.shift_right_logical"(%317, %323) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %325 = "stablehlo.or"(%320, %324) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %326 = "stablehlo.xor"(%318, %325) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %327 = "stablehlo.add"(%318, %326) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %328 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %329 = "stablehlo.shift_left"(%326, %328) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %330 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %331 = "stablehlo.subtract"(%330, %299) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %332 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %333 = "stablehlo.shift_right_logical"(%326, %332) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %334 = "stablehlo.or"(%329, %333) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %335 = "stablehlo.xor"(%327, %334) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %336 = "stablehlo.broadcast_in_dim"(%arg67) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %337 = "stablehlo.add"(%327, %336) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %338 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %339 = "stablehlo.add"(%335, %338) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %340 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %341 = "stablehlo.add"(%arg64, %340) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %342 = "stablehlo.convert"(%341) : (tensor<i32>) -> tensor<ui32>
      %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %344 = "stablehlo.add"(%339, %343) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %345 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %346 = "stablehlo.add"(%arg63, %345) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%346, %291, %337, %344, %arg68, %arg69, %arg67, %arg71, %arg70) : (tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%289#2, %289#3) : (tensor<16xui32>, tensor<16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<10x16xf32>, res_attrs = [{}], sym_name = "_normal_1", sym_visibility = "private"}> ({
  ^bb0(%arg58: tensor<2xui32>):
    %277 = "func.call"(%arg58) <{callee = @_normal_real_2}> : (tensor<2xui32>) -> tensor<10x16xf32>
    "func.return"(%277) : (tensor<10x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<10x16xf32>, res_attrs = [{}], sym_name = "_normal_real_2", sym_visibility = "private"}> ({
  ^bb0(%arg57: tensor<2xui32>):
    %270 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %272 = "func.call"(%arg57, %270, %271) <{callee = @_uniform_3}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<10x16xf32>
    %273 = "chlo.erf_inv"(%272) : (tensor<10x16xf32>) -> tensor<10x16xf32>
    %274 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x16xf32>
    %276 = "stablehlo.multiply"(%275, %273) : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    "func.return"(%276) : (tensor<10x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<10x16xf32>, res_attrs = [{}], sym_name = "_uniform_3", sym_visibility = "private"}> ({
  ^bb0(%arg54: tensor<2xui32>, %arg55: tensor<f32>, %arg56: tensor<f32>):
    %231 = "stablehlo.broadcast_in_dim"(%arg55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %232 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %233 = "stablehlo.slice"(%arg54) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %234 = "stablehlo.reshape"(%233) : (tensor<1xui32>) -> tensor<ui32>
    %235 = "stablehlo.slice"(%arg54) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %236 = "stablehlo.reshape"(%235) : (tensor<1xui32>) -> tensor<ui32>
    %237 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10x16xui64>
    %238 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<10x16xui64>
    %239 = "stablehlo.constant"() <{value = dense<16> : tensor<ui64>}> : () -> tensor<ui64>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10x16xui64>
    %241 = "stablehlo.multiply"(%240, %237) : (tensor<10x16xui64>, tensor<10x16xui64>) -> tensor<10x16xui64>
    %242 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10x16xui64>
    %244 = "stablehlo.multiply"(%243, %238) : (tensor<10x16xui64>, tensor<10x16xui64>) -> tensor<10x16xui64>
    %245 = "stablehlo.add"(%241, %244) : (tensor<10x16xui64>, tensor<10x16xui64>) -> tensor<10x16xui64>
    %246 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10x16xui64>
    %248 = "stablehlo.shift_right_logical"(%245, %247) : (tensor<10x16xui64>, tensor<10x16xui64>) -> tensor<10x16xui64>
    %249 = "stablehlo.convert"(%245) : (tensor<10x16xui64>) -> tensor<10x16xui32>
    %250 = "stablehlo.convert"(%248) : (tensor<10x16xui64>) -> tensor<10x16xui32>
    %251:2 = "func.call"(%234, %236, %250, %249) <{callee = @threefry2x32_4}> : (tensor<ui32>, tensor<ui32>, tensor<10x16xui32>, tensor<10x16xui32>) -> (tensor<10x16xui32>, tensor<10x16xui32>)
    %252 = "stablehlo.xor"(%251#0, %251#1) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
    %253 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
    %255 = "stablehlo.shift_right_logical"(%252, %254) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
    %256 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
    %258 = "stablehlo.or"(%255, %257) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
    %259 = "stablehlo.bitcast_convert"(%258) : (tensor<10x16xui32>) -> tensor<10x16xf32>
    %260 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x16xf32>
    %262 = "stablehlo.subtract"(%259, %261) : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    %263 = "stablehlo.subtract"(%232, %231) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<10x16xf32>
    %265 = "stablehlo.multiply"(%262, %264) : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    %266 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<10x16xf32>
    %267 = "stablehlo.add"(%265, %266) : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    %268 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<10x16xf32>
    %269 = "stablehlo.maximum"(%268, %267) : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xf32>
    "func.return"(%269) : (tensor<10x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<10x16xui32>, tensor<10x16xui32>) -> (tensor<10x16xui32>, tensor<10x16xui32>), sym_name = "threefry2x32_4", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<ui32>, %arg33: tensor<ui32>, %arg34: tensor<10x16xui32>, %arg35: tensor<10x16xui32>):
    %160 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %161 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %162 = "stablehlo.xor"(%arg32, %arg33) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %163 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %164 = "stablehlo.xor"(%162, %163) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %165 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
    %166 = "stablehlo.add"(%arg34, %165) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
    %167 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
    %168 = "stablehlo.add"(%arg35, %167) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
    %169 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %170 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %171:9 = "stablehlo.while"(%170, %169, %166, %168, %arg33, %164, %arg32, %160, %161) ({
    ^bb0(%arg45: tensor<i32>, %arg46: tensor<i32>, %arg47: tensor<10x16xui32>, %arg48: tensor<10x16xui32>, %arg49: tensor<ui32>, %arg50: tensor<ui32>, %arg51: tensor<ui32>, %arg52: tensor<4xui32>, %arg53: tensor<4xui32>):
      %229 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %230 = "stablehlo.compare"(%arg45, %229) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%230) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg36: tensor<i32>, %arg37: tensor<i32>, %arg38: tensor<10x16xui32>, %arg39: tensor<10x16xui32>, %arg40: tensor<ui32>, %arg41: tensor<ui32>, %arg42: tensor<ui32>, %arg43: tensor<4xui32>, %arg44: tensor<4xui32>):
      %172 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %173 = "stablehlo.add"(%arg37, %172) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %174 = "stablehlo.slice"(%arg43) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %175 = "stablehlo.reshape"(%174) : (tensor<1xui32>) -> tensor<ui32>
      %176 = "stablehlo.slice"(%arg43) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %177 = "stablehlo.reshape"(%176) : (tensor<1xui32>) -> tensor<ui32>
      %178 = "stablehlo.slice"(%arg43) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %179 = "stablehlo.reshape"(%178) : (tensor<1xui32>) -> tensor<ui32>
      %180 = "stablehlo.slice"(%arg43) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %181 = "stablehlo.reshape"(%180) : (tensor<1xui32>) -> tensor<ui32>
      %182 = "stablehlo.add"(%arg38, %arg39) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %183 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
      %184 = "stablehlo.shift_left"(%arg39, %183) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %185 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %186 = "stablehlo.subtract"(%185, %175) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
      %188 = "stablehlo.shift_right_logical"(%arg39, %187) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %189 = "stablehlo.or"(%184, %188) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %190 = "stablehlo.xor"(%182, %189) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %191 = "stablehlo.add"(%182, %190) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %192 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
      %193 = "stablehlo.shift_left"(%190, %192) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %194 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %195 = "stablehlo.subtract"(%194, %177) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
      %197 = "stablehlo.shift_right_logical"(%190, %196) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %198 = "stablehlo.or"(%193, %197) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %199 = "stablehlo.xor"(%191, %198) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %200 = "stablehlo.add"(%191, %199) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %201 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
      %202 = "stablehlo.shift_left"(%199, %201) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %203 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %204 = "stablehlo.subtract"(%203, %179) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
      %206 = "stablehlo.shift_right_logical"(%199, %205) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %207 = "stablehlo.or"(%202, %206) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %208 = "stablehlo.xor"(%200, %207) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %209 = "stablehlo.add"(%200, %208) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %210 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
      %211 = "stablehlo.shift_left"(%208, %210) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %212 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %213 = "stablehlo.subtract"(%212, %181) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
      %215 = "stablehlo.shift_right_logical"(%208, %214) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %216 = "stablehlo.or"(%211, %215) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %217 = "stablehlo.xor"(%209, %216) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %218 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
      %219 = "stablehlo.add"(%209, %218) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %220 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
      %221 = "stablehlo.add"(%217, %220) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %222 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %223 = "stablehlo.add"(%arg37, %222) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %224 = "stablehlo.convert"(%223) : (tensor<i32>) -> tensor<ui32>
      %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10x16xui32>
      %226 = "stablehlo.add"(%221, %225) : (tensor<10x16xui32>, tensor<10x16xui32>) -> tensor<10x16xui32>
      %227 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %228 = "stablehlo.add"(%arg36, %227) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%228, %173, %219, %226, %arg41, %arg42, %arg40, %arg44, %arg43) : (tensor<i32>, tensor<i32>, tensor<10x16xui32>, tensor<10x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<10x16xui32>, tensor<10x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<10x16xui32>, tensor<10x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%171#2, %171#3) : (tensor<10x16xui32>, tensor<10x16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_normal_5", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<2xui32>):
    %159 = "func.call"(%arg31) <{callee = @_normal_real_6}> : (tensor<2xui32>) -> tensor<4xf32>
    "func.return"(%159) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_normal_real_6", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>):
    %152 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %154 = "func.call"(%arg30, %152, %153) <{callee = @_uniform_7}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %155 = "chlo.erf_inv"(%154) : (tensor<4xf32>) -> tensor<4xf32>
    %156 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %158 = "stablehlo.multiply"(%157, %155) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%158) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_uniform_7", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<2xui32>, %arg28: tensor<f32>, %arg29: tensor<f32>):
    %118 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %119 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %120 = "stablehlo.slice"(%arg27) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %121 = "stablehlo.reshape"(%120) : (tensor<1xui32>) -> tensor<ui32>
    %122 = "stablehlo.slice"(%arg27) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %123 = "stablehlo.reshape"(%122) : (tensor<1xui32>) -> tensor<ui32>
    %124 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xui64>
    %125 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %127 = "stablehlo.multiply"(%126, %124) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %128 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %130 = "stablehlo.shift_right_logical"(%127, %129) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %131 = "stablehlo.convert"(%127) : (tensor<4xui64>) -> tensor<4xui32>
    %132 = "stablehlo.convert"(%130) : (tensor<4xui64>) -> tensor<4xui32>
    %133:2 = "func.call"(%121, %123, %132, %131) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %134 = "stablehlo.xor"(%133#0, %133#1) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %135 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %137 = "stablehlo.shift_right_logical"(%134, %136) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %138 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %140 = "stablehlo.or"(%137, %139) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %141 = "stablehlo.bitcast_convert"(%140) : (tensor<4xui32>) -> tensor<4xf32>
    %142 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %144 = "stablehlo.subtract"(%141, %143) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %145 = "stablehlo.subtract"(%119, %118) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %147 = "stablehlo.multiply"(%144, %146) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %148 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %149 = "stablehlo.add"(%147, %148) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %150 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %151 = "stablehlo.maximum"(%150, %149) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%151) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<16x4xf32>, res_attrs = [{}], sym_name = "_normal_8", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<2xui32>):
    %117 = "func.call"(%arg26) <{callee = @_normal_real_9}> : (tensor<2xui32>) -> tensor<16x4xf32>
    "func.return"(%117) : (tensor<16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<16x4xf32>, res_attrs = [{}], sym_name = "_normal_real_9", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<2xui32>):
    %110 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "func.call"(%arg25, %110, %111) <{callee = @_uniform_10}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16x4xf32>
    %113 = "chlo.erf_inv"(%112) : (tensor<16x4xf32>) -> tensor<16x4xf32>
    %114 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4xf32>
    %116 = "stablehlo.multiply"(%115, %113) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    "func.return"(%116) : (tensor<16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16x4xf32>, res_attrs = [{}], sym_name = "_uniform_10", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<2xui32>, %arg23: tensor<f32>, %arg24: tensor<f32>):
    %71 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %72 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %73 = "stablehlo.slice"(%arg22) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1xui32>) -> tensor<ui32>
    %75 = "stablehlo.slice"(%arg22) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1xui32>) -> tensor<ui32>
    %77 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x4xui64>
    %78 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x4xui64>
    %79 = "stablehlo.constant"() <{value = dense<4> : tensor<ui64>}> : () -> tensor<ui64>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16x4xui64>
    %81 = "stablehlo.multiply"(%80, %77) : (tensor<16x4xui64>, tensor<16x4xui64>) -> tensor<16x4xui64>
    %82 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16x4xui64>
    %84 = "stablehlo.multiply"(%83, %78) : (tensor<16x4xui64>, tensor<16x4xui64>) -> tensor<16x4xui64>
    %85 = "stablehlo.add"(%81, %84) : (tensor<16x4xui64>, tensor<16x4xui64>) -> tensor<16x4xui64>
    %86 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16x4xui64>
    %88 = "stablehlo.shift_right_logical"(%85, %87) : (tensor<16x4xui64>, tensor<16x4xui64>) -> tensor<16x4xui64>
    %89 = "stablehlo.convert"(%85) : (tensor<16x4xui64>) -> tensor<16x4xui32>
    %90 = "stablehlo.convert"(%88) : (tensor<16x4xui64>) -> tensor<16x4xui32>
    %91:2 = "func.call"(%74, %76, %90, %89) <{callee = @threefry2x32_11}> : (tensor<ui32>, tensor<ui32>, tensor<16x4xui32>, tensor<16x4xui32>) -> (tensor<16x4xui32>, tensor<16x4xui32>)
    %92 = "stablehlo.xor"(%91#0, %91#1) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
    %93 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
    %95 = "stablehlo.shift_right_logical"(%92, %94) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
    %96 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
    %98 = "stablehlo.or"(%95, %97) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
    %99 = "stablehlo.bitcast_convert"(%98) : (tensor<16x4xui32>) -> tensor<16x4xf32>
    %100 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4xf32>
    %102 = "stablehlo.subtract"(%99, %101) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %103 = "stablehlo.subtract"(%72, %71) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<16x4xf32>
    %105 = "stablehlo.multiply"(%102, %104) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %106 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<16x4xf32>
    %107 = "stablehlo.add"(%105, %106) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %108 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<16x4xf32>
    %109 = "stablehlo.maximum"(%108, %107) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    "func.return"(%109) : (tensor<16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<16x4xui32>, tensor<16x4xui32>) -> (tensor<16x4xui32>, tensor<16x4xui32>), sym_name = "threefry2x32_11", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16x4xui32>, %arg3: tensor<16x4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %2 = "stablehlo.xor"(%arg0, %arg1) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %4 = "stablehlo.xor"(%2, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %5 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
    %6 = "stablehlo.add"(%arg2, %5) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
    %7 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
    %8 = "stablehlo.add"(%arg3, %7) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11:9 = "stablehlo.while"(%10, %9, %6, %8, %arg1, %4, %arg0, %0, %1) ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<16x4xui32>, %arg16: tensor<16x4xui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<ui32>, %arg20: tensor<4xui32>, %arg21: tensor<4xui32>):
      %69 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %70 = "stablehlo.compare"(%arg13, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%70) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<16x4xui32>, %arg7: tensor<16x4xui32>, %arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<ui32>, %arg11: tensor<4xui32>, %arg12: tensor<4xui32>):
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
      %22 = "stablehlo.add"(%arg6, %arg7) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %23 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
      %24 = "stablehlo.shift_left"(%arg7, %23) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %25 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %26 = "stablehlo.subtract"(%25, %15) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
      %28 = "stablehlo.shift_right_logical"(%arg7, %27) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %29 = "stablehlo.or"(%24, %28) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %30 = "stablehlo.xor"(%22, %29) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %31 = "stablehlo.add"(%22, %30) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %32 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
      %33 = "stablehlo.shift_left"(%30, %32) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %34 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %35 = "stablehlo.subtract"(%34, %17) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
      %37 = "stablehlo.shift_right_logical"(%30, %36) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %38 = "stablehlo.or"(%33, %37) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %39 = "stablehlo.xor"(%31, %38) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %40 = "stablehlo.add"(%31, %39) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %41 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
      %42 = "stablehlo.shift_left"(%39, %41) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %43 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %44 = "stablehlo.subtract"(%43, %19) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
      %46 = "stablehlo.shift_right_logical"(%39, %45) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %47 = "stablehlo.or"(%42, %46) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %48 = "stablehlo.xor"(%40, %47) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %49 = "stablehlo.add"(%40, %48) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %50 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
      %51 = "stablehlo.shift_left"(%48, %50) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %52 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %53 = "stablehlo.subtract"(%52, %21) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
      %55 = "stablehlo.shift_right_logical"(%48, %54) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %56 = "stablehlo.or"(%51, %55) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %57 = "stablehlo.xor"(%49, %56) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %58 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
      %59 = "stablehlo.add"(%49, %58) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %60 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
      %61 = "stablehlo.add"(%57, %60) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %62 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %63 = "stablehlo.add"(%arg5, %62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %64 = "stablehlo.convert"(%63) : (tensor<i32>) -> tensor<ui32>
      %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x4xui32>
      %66 = "stablehlo.add"(%61, %65) : (tensor<16x4xui32>, tensor<16x4xui32>) -> tensor<16x4xui32>
      %67 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %68 = "stablehlo.add"(%arg4, %67) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%68, %13, %59, %66, %arg9, %arg10, %arg8, %arg12, %arg11) : (tensor<i32>, tensor<i32>, tensor<16x4xui32>, tensor<16x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<16x4xui32>, tensor<16x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<16x4xui32>, tensor<16x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%11#2, %11#3) : (tensor<16x4xui32>, tensor<16x4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
