"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<2x3xf32>) -> (tensor<4x8xf32>, tensor<3x5xf32>, tensor<6xi32>, tensor<2x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg180: tensor<i32>, %arg181: tensor<2x3xf32>):
    %765 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %766 = "stablehlo.shift_right_logical"(%arg180, %765) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %767 = "stablehlo.convert"(%766) : (tensor<i32>) -> tensor<ui32>
    %768 = "stablehlo.broadcast_in_dim"(%767) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %769 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %770 = "stablehlo.and"(%arg180, %769) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %771 = "stablehlo.convert"(%770) : (tensor<i32>) -> tensor<ui32>
    %772 = "stablehlo.broadcast_in_dim"(%771) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %773 = "stablehlo.concatenate"(%768, %772) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %774 = "func.call"(%773) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<3x2xui32>
    %775 = "stablehlo.slice"(%774) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %776 = "stablehlo.reshape"(%775) : (tensor<1x2xui32>) -> tensor<2xui32>
    %777 = "stablehlo.slice"(%774) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %778 = "stablehlo.reshape"(%777) : (tensor<1x2xui32>) -> tensor<2xui32>
    %779 = "stablehlo.slice"(%774) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %780 = "stablehlo.reshape"(%779) : (tensor<1x2xui32>) -> tensor<2xui32>
    %781 = "func.call"(%776) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<4x8xf32>
    %782 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %783 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %784 = "func.call"(%778, %782, %783) <{callee = @_uniform_1}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x5xf32>
    %785 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %786 = "stablehlo.constant"() <{value = dense<100> : tensor<i32>}> : () -> tensor<i32>
    %787 = "func.call"(%780, %785, %786) <{callee = @_randint}> : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>
    %788 = "stablehlo.constant"() <{value = dense<7> : tensor<ui32>}> : () -> tensor<ui32>
    %789 = "func.call"(%773, %788) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %790 = "func.call"(%789) <{callee = @_normal_8}> : (tensor<2xui32>) -> tensor<2x3xf32>
    %791 = "stablehlo.add"(%arg181, %790) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%781, %784, %787, %791) : (tensor<4x8xf32>, tensor<3x5xf32>, tensor<6xi32>, tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg179: tensor<2xui32>):
    %748 = "stablehlo.slice"(%arg179) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %749 = "stablehlo.reshape"(%748) : (tensor<1xui32>) -> tensor<ui32>
    %750 = "stablehlo.slice"(%arg179) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %751 = "stablehlo.reshape"(%750) : (tensor<1xui32>) -> tensor<ui32>
    %752 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %753 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %754 = "stablehlo.broadcast_in_dim"(%753) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %755 = "stablehlo.multiply"(%754, %752) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %756 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %757 = "stablehlo.broadcast_in_dim"(%756) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %758 = "stablehlo.shift_right_logical"(%755, %757) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %759 = "stablehlo.convert"(%755) : (tensor<3xui64>) -> tensor<3xui32>
    %760 = "stablehlo.convert"(%758) : (tensor<3xui64>) -> tensor<3xui32>
    %761:2 = "func.call"(%749, %751, %760, %759) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %762 = "stablehlo.broadcast_in_dim"(%761#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %763 = "stablehlo.broadcast_in_dim"(%761#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %764 = "stablehlo.concatenate"(%762, %763) <{dimension = 1 : i64}> : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    "func.return"(%764) : (tensor<3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg157: tensor<ui32>, %arg158: tensor<ui32>, %arg159: tensor<3xui32>, %arg160: tensor<3xui32>):
    %677 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %678 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %679 = "stablehlo.xor"(%arg157, %arg158) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %680 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %681 = "stablehlo.xor"(%679, %680) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %682 = "stablehlo.broadcast_in_dim"(%arg157) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %683 = "stablehlo.add"(%arg159, %682) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %684 = "stablehlo.broadcast_in_dim"(%arg158) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %685 = "stablehlo.add"(%arg160, %684) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %686 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %687 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %688:9 = "stablehlo.while"(%687, %686, %683, %685, %arg158, %681, %arg157, %677, %678) ({
    ^bb0(%arg170: tensor<i32>, %arg171: tensor<i32>, %arg172: tensor<3xui32>, %arg173: tensor<3xui32>, %arg174: tensor<ui32>, %arg175: tensor<ui32>, %arg176: tensor<ui32>, %arg177: tensor<4xui32>, %arg178: tensor<4xui32>):
      %746 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %747 = "stablehlo.compare"(%arg170, %746) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%747) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg161: tensor<i32>, %arg162: tensor<i32>, %arg163: tensor<3xui32>, %arg164: tensor<3xui32>, %arg165: tensor<ui32>, %arg166: tensor<ui32>, %arg167: tensor<ui32>, %arg168: tensor<4xui32>, %arg169: tensor<4xui32>):
      %689 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %690 = "stablehlo.add"(%arg162, %689) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %691 = "stablehlo.slice"(%arg168) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %692 = "stablehlo.reshape"(%691) : (tensor<1xui32>) -> tensor<ui32>
      %693 = "stablehlo.slice"(%arg168) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %694 = "stablehlo.reshape"(%693) : (tensor<1xui32>) -> tensor<ui32>
      %695 = "stablehlo.slice"(%arg168) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %696 = "stablehlo.reshape"(%695) : (tensor<1xui32>) -> tensor<ui32>
      %697 = "stablehlo.slice"(%arg168) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %698 = "stablehlo.reshape"(%697) : (tensor<1xui32>) -> tensor<ui32>
      %699 = "stablehlo.add"(%arg163, %arg164) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %700 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %701 = "stablehlo.shift_left"(%arg164, %700) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %702 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %703 = "stablehlo.subtract"(%702, %692) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %705 = "stablehlo.shift_right_logical"(%arg164, %704) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %706 = "stablehlo.or"(%701, %705) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %707 = "stablehlo.xor"(%699, %706) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %708 = "stablehlo.add"(%699, %707) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %709 = "stablehlo.broadcast_in_dim"(%694) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %710 = "stablehlo.shift_left"(%707, %709) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %711 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %712 = "stablehlo.subtract"(%711, %694) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %713 = "stablehlo.broadcast_in_dim"(%712) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %714 = "stablehlo.shift_right_logical"(%707, %713) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %715 = "stablehlo.or"(%710, %714) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %716 = "stablehlo.xor"(%708, %715) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %717 = "stablehlo.add"(%708, %716) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %718 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %719 = "stablehlo.shift_left"(%716, %718) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %720 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %721 = "stablehlo.subtract"(%720, %696) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %722 = "stablehlo.broadcast_in_dim"(%721) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %723 = "stablehlo.shift_right_logical"(%716, %722) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %724 = "stablehlo.or"(%719, %723) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %725 = "stablehlo.xor"(%717, %724) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %726 = "stablehlo.add"(%717, %725) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %727 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %728 = "stablehlo.shift_left"(%725, %727) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %729 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %730 = "stablehlo.subtract"(%729, %698) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %731 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %732 = "stablehlo.shift_right_logical"(%725, %731) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %733 = "stablehlo.or"(%728, %732) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %734 = "stablehlo.xor"(%726, %733) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %735 = "stablehlo.broadcast_in_dim"(%arg165) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %736 = "stablehlo.add"(%726, %735) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %737 = "stablehlo.broadcast_in_dim"(%arg166) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %738 = "stablehlo.add"(%734, %737) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %739 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %740 = "stablehlo.add"(%arg162, %739) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %741 = "stablehlo.convert"(%740) : (tensor<i32>) -> tensor<ui32>
      %742 = "stablehlo.broadcast_in_dim"(%741) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
      %743 = "stablehlo.add"(%738, %742) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
      %744 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %745 = "stablehlo.add"(%arg161, %744) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%745, %690, %736, %743, %arg166, %arg167, %arg165, %arg169, %arg168) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%688#2, %688#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg156: tensor<2xui32>):
    %676 = "func.call"(%arg156) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<4x8xf32>
    "func.return"(%676) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg155: tensor<2xui32>):
    %669 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %670 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %671 = "func.call"(%arg155, %669, %670) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %672 = "chlo.erf_inv"(%671) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %673 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %675 = "stablehlo.multiply"(%674, %672) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%675) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg152: tensor<2xui32>, %arg153: tensor<f32>, %arg154: tensor<f32>):
    %630 = "stablehlo.broadcast_in_dim"(%arg153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %631 = "stablehlo.broadcast_in_dim"(%arg154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %632 = "stablehlo.slice"(%arg152) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %633 = "stablehlo.reshape"(%632) : (tensor<1xui32>) -> tensor<ui32>
    %634 = "stablehlo.slice"(%arg152) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %635 = "stablehlo.reshape"(%634) : (tensor<1xui32>) -> tensor<ui32>
    %636 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x8xui64>
    %637 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x8xui64>
    %638 = "stablehlo.constant"() <{value = dense<8> : tensor<ui64>}> : () -> tensor<ui64>
    %639 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x8xui64>
    %640 = "stablehlo.multiply"(%639, %636) : (tensor<4x8xui64>, tensor<4x8xui64>) -> tensor<4x8xui64>
    %641 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %642 = "stablehlo.broadcast_in_dim"(%641) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x8xui64>
    %643 = "stablehlo.multiply"(%642, %637) : (tensor<4x8xui64>, tensor<4x8xui64>) -> tensor<4x8xui64>
    %644 = "stablehlo.add"(%640, %643) : (tensor<4x8xui64>, tensor<4x8xui64>) -> tensor<4x8xui64>
    %645 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %646 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x8xui64>
    %647 = "stablehlo.shift_right_logical"(%644, %646) : (tensor<4x8xui64>, tensor<4x8xui64>) -> tensor<4x8xui64>
    %648 = "stablehlo.convert"(%644) : (tensor<4x8xui64>) -> tensor<4x8xui32>
    %649 = "stablehlo.convert"(%647) : (tensor<4x8xui64>) -> tensor<4x8xui32>
    %650:2 = "func.call"(%633, %635, %649, %648) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<4x8xui32>, tensor<4x8xui32>) -> (tensor<4x8xui32>, tensor<4x8xui32>)
    %651 = "stablehlo.xor"(%650#0, %650#1) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
    %652 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
    %654 = "stablehlo.shift_right_logical"(%651, %653) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
    %655 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %656 = "stablehlo.broadcast_in_dim"(%655) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
    %657 = "stablehlo.or"(%654, %656) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
    %658 = "stablehlo.bitcast_convert"(%657) : (tensor<4x8xui32>) -> tensor<4x8xf32>
    %659 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %660 = "stablehlo.broadcast_in_dim"(%659) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %661 = "stablehlo.subtract"(%658, %660) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %662 = "stablehlo.subtract"(%631, %630) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %663 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x8xf32>
    %664 = "stablehlo.multiply"(%661, %663) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %665 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x8xf32>
    %666 = "stablehlo.add"(%664, %665) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %667 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x8xf32>
    %668 = "stablehlo.maximum"(%667, %666) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%668) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4x8xui32>, tensor<4x8xui32>) -> (tensor<4x8xui32>, tensor<4x8xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg130: tensor<ui32>, %arg131: tensor<ui32>, %arg132: tensor<4x8xui32>, %arg133: tensor<4x8xui32>):
    %559 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %560 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %561 = "stablehlo.xor"(%arg130, %arg131) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %562 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %563 = "stablehlo.xor"(%561, %562) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %564 = "stablehlo.broadcast_in_dim"(%arg130) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
    %565 = "stablehlo.add"(%arg132, %564) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
    %566 = "stablehlo.broadcast_in_dim"(%arg131) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
    %567 = "stablehlo.add"(%arg133, %566) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
    %568 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %569 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %570:9 = "stablehlo.while"(%569, %568, %565, %567, %arg131, %563, %arg130, %559, %560) ({
    ^bb0(%arg143: tensor<i32>, %arg144: tensor<i32>, %arg145: tensor<4x8xui32>, %arg146: tensor<4x8xui32>, %arg147: tensor<ui32>, %arg148: tensor<ui32>, %arg149: tensor<ui32>, %arg150: tensor<4xui32>, %arg151: tensor<4xui32>):
      %628 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %629 = "stablehlo.compare"(%arg143, %628) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%629) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg134: tensor<i32>, %arg135: tensor<i32>, %arg136: tensor<4x8xui32>, %arg137: tensor<4x8xui32>, %arg138: tensor<ui32>, %arg139: tensor<ui32>, %arg140: tensor<ui32>, %arg141: tensor<4xui32>, %arg142: tensor<4xui32>):
      %571 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %572 = "stablehlo.add"(%arg135, %571) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %573 = "stablehlo.slice"(%arg141) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %574 = "stablehlo.reshape"(%573) : (tensor<1xui32>) -> tensor<ui32>
      %575 = "stablehlo.slice"(%arg141) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %576 = "stablehlo.reshape"(%575) : (tensor<1xui32>) -> tensor<ui32>
      %577 = "stablehlo.slice"(%arg141) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %578 = "stablehlo.reshape"(%577) : (tensor<1xui32>) -> tensor<ui32>
      %579 = "stablehlo.slice"(%arg141) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %580 = "stablehlo.reshape"(%579) : (tensor<1xui32>) -> tensor<ui32>
      %581 = "stablehlo.add"(%arg136, %arg137) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %582 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
      %583 = "stablehlo.shift_left"(%arg137, %582) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %584 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %585 = "stablehlo.subtract"(%584, %574) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %586 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
      %587 = "stablehlo.shift_right_logical"(%arg137, %586) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %588 = "stablehlo.or"(%583, %587) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %589 = "stablehlo.xor"(%581, %588) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %590 = "stablehlo.add"(%581, %589) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %591 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
      %592 = "stablehlo.shift_left"(%589, %591) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %593 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %594 = "stablehlo.subtract"(%593, %576) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %595 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
      %596 = "stablehlo.shift_right_logical"(%589, %595) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %597 = "stablehlo.or"(%592, %596) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %598 = "stablehlo.xor"(%590, %597) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %599 = "stablehlo.add"(%590, %598) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %600 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
      %601 = "stablehlo.shift_left"(%598, %600) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %602 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %603 = "stablehlo.subtract"(%602, %578) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %604 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
      %605 = "stablehlo.shift_right_logical"(%598, %604) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %606 = "stablehlo.or"(%601, %605) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %607 = "stablehlo.xor"(%599, %606) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %608 = "stablehlo.add"(%599, %607) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %609 = "stablehlo.broadcast_in_dim"(%580) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
      %610 = "stablehlo.shift_left"(%607, %609) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %611 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %612 = "stablehlo.subtract"(%611, %580) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
      %614 = "stablehlo.shift_right_logical"(%607, %613) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %615 = "stablehlo.or"(%610, %614) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %616 = "stablehlo.xor"(%608, %615) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %617 = "stablehlo.broadcast_in_dim"(%arg138) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
      %618 = "stablehlo.add"(%608, %617) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %619 = "stablehlo.broadcast_in_dim"(%arg139) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
      %620 = "stablehlo.add"(%616, %619) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %621 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %622 = "stablehlo.add"(%arg135, %621) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %623 = "stablehlo.convert"(%622) : (tensor<i32>) -> tensor<ui32>
      %624 = "stablehlo.broadcast_in_dim"(%623) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x8xui32>
      %625 = "stablehlo.add"(%620, %624) : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xui32>
      %626 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %627 = "stablehlo.add"(%arg134, %626) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%627, %572, %618, %625, %arg139, %arg140, %arg138, %arg142, %arg141) : (tensor<i32>, tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%570#2, %570#3) : (tensor<4x8xui32>, tensor<4x8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "_uniform_1", sym_visibility = "private"}> ({
  ^bb0(%arg127: tensor<2xui32>, %arg128: tensor<f32>, %arg129: tensor<f32>):
    %518 = "stablehlo.convert"(%arg128) : (tensor<f32>) -> tensor<f32>
    %519 = "stablehlo.convert"(%arg129) : (tensor<f32>) -> tensor<f32>
    %520 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %521 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %522 = "stablehlo.slice"(%arg127) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %523 = "stablehlo.reshape"(%522) : (tensor<1xui32>) -> tensor<ui32>
    %524 = "stablehlo.slice"(%arg127) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %525 = "stablehlo.reshape"(%524) : (tensor<1xui32>) -> tensor<ui32>
    %526 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x5xui64>
    %527 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x5xui64>
    %528 = "stablehlo.constant"() <{value = dense<5> : tensor<ui64>}> : () -> tensor<ui64>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %530 = "stablehlo.multiply"(%529, %526) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %531 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %532 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %533 = "stablehlo.multiply"(%532, %527) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %534 = "stablehlo.add"(%530, %533) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %535 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %537 = "stablehlo.shift_right_logical"(%534, %536) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %538 = "stablehlo.convert"(%534) : (tensor<3x5xui64>) -> tensor<3x5xui32>
    %539 = "stablehlo.convert"(%537) : (tensor<3x5xui64>) -> tensor<3x5xui32>
    %540:2 = "func.call"(%523, %525, %539, %538) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<3x5xui32>, tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>)
    %541 = "stablehlo.xor"(%540#0, %540#1) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %542 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %544 = "stablehlo.shift_right_logical"(%541, %543) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %545 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %546 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %547 = "stablehlo.or"(%544, %546) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %548 = "stablehlo.bitcast_convert"(%547) : (tensor<3x5xui32>) -> tensor<3x5xf32>
    %549 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %551 = "stablehlo.subtract"(%548, %550) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %552 = "stablehlo.subtract"(%521, %520) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %554 = "stablehlo.multiply"(%551, %553) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %555 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %556 = "stablehlo.add"(%554, %555) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %557 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %558 = "stablehlo.maximum"(%557, %556) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%558) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3x5xui32>, tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>), sym_name = "threefry2x32_2", sym_visibility = "private"}> ({
  ^bb0(%arg105: tensor<ui32>, %arg106: tensor<ui32>, %arg107: tensor<3x5xui32>, %arg108: tensor<3x5xui32>):
    %447 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %448 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %449 = "stablehlo.xor"(%arg105, %arg106) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %450 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %451 = "stablehlo.xor"(%449, %450) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %452 = "stablehlo.broadcast_in_dim"(%arg105) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %453 = "stablehlo.add"(%arg107, %452) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %454 = "stablehlo.broadcast_in_dim"(%arg106) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %455 = "stablehlo.add"(%arg108, %454) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %456 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %457 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %458:9 = "stablehlo.while"(%457, %456, %453, %455, %arg106, %451, %arg105, %447, %448) ({
    ^bb0(%arg118: tensor<i32>, %arg119: tensor<i32>, %arg120: tensor<3x5xui32>, %arg121: tensor<3x5xui32>, %arg122: tensor<ui32>, %arg123: tensor<ui32>, %arg124: tensor<ui32>, %arg125: tensor<4xui32>, %arg126: tensor<4xui32>):
      %516 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %517 = "stablehlo.compare"(%arg118, %516) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%517) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg109: tensor<i32>, %arg110: tensor<i32>, %arg111: tensor<3x5xui32>, %arg112: tensor<3x5xui32>, %arg113: tensor<ui32>, %arg114: tensor<ui32>, %arg115: tensor<ui32>, %arg116: tensor<4xui32>, %arg117: tensor<4xui32>):
      %459 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %460 = "stablehlo.add"(%arg110, %459) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %461 = "stablehlo.slice"(%arg116) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %462 = "stablehlo.reshape"(%461) : (tensor<1xui32>) -> tensor<ui32>
      %463 = "stablehlo.slice"(%arg116) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %464 = "stablehlo.reshape"(%463) : (tensor<1xui32>) -> tensor<ui32>
      %465 = "stablehlo.slice"(%arg116) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %466 = "stablehlo.reshape"(%465) : (tensor<1xui32>) -> tensor<ui32>
      %467 = "stablehlo.slice"(%arg116) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %468 = "stablehlo.reshape"(%467) : (tensor<1xui32>) -> tensor<ui32>
      %469 = "stablehlo.add"(%arg111, %arg112) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %470 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %471 = "stablehlo.shift_left"(%arg112, %470) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %472 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %473 = "stablehlo.subtract"(%472, %462) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %475 = "stablehlo.shift_right_logical"(%arg112, %474) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %476 = "stablehlo.or"(%471, %475) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %477 = "stablehlo.xor"(%469, %476) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %478 = "stablehlo.add"(%469, %477) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %479 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %480 = "stablehlo.shift_left"(%477, %479) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %481 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %482 = "stablehlo.subtract"(%481, %464) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %484 = "stablehlo.shift_right_logical"(%477, %483) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %485 = "stablehlo.or"(%480, %484) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %486 = "stablehlo.xor"(%478, %485) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %487 = "stablehlo.add"(%478, %486) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %488 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %489 = "stablehlo.shift_left"(%486, %488) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %490 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %491 = "stablehlo.subtract"(%490, %466) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %493 = "stablehlo.shift_right_logical"(%486, %492) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %494 = "stablehlo.or"(%489, %493) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %495 = "stablehlo.xor"(%487, %494) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %496 = "stablehlo.add"(%487, %495) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %497 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %498 = "stablehlo.shift_left"(%495, %497) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %499 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %500 = "stablehlo.subtract"(%499, %468) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %502 = "stablehlo.shift_right_logical"(%495, %501) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %503 = "stablehlo.or"(%498, %502) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %504 = "stablehlo.xor"(%496, %503) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %505 = "stablehlo.broadcast_in_dim"(%arg113) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %506 = "stablehlo.add"(%496, %505) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %507 = "stablehlo.broadcast_in_dim"(%arg114) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %508 = "stablehlo.add"(%504, %507) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %509 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %510 = "stablehlo.add"(%arg110, %509) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %511 = "stablehlo.convert"(%510) : (tensor<i32>) -> tensor<ui32>
      %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
      %513 = "stablehlo.add"(%508, %512) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
      %514 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %515 = "stablehlo.add"(%arg109, %514) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%515, %460, %506, %513, %arg114, %arg115, %arg113, %arg117, %arg116) : (tensor<i32>, tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%458#2, %458#3) : (tensor<3x5xui32>, tensor<3x5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_randint", sym_visibility = "private"}> ({
  ^bb0(%arg102: tensor<2xui32>, %arg103: tensor<i32>, %arg104: tensor<i32>):
    %367 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %368 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %369 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %370 = "func.call"(%367, %368, %369) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %371 = "stablehlo.compare"(%arg104, %370) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %372 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %373 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %374 = "func.call"(%arg103, %372, %373) <{callee = @clip_3}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %375 = "stablehlo.convert"(%374) : (tensor<i32>) -> tensor<i32>
    %376 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %377 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %378 = "func.call"(%arg104, %376, %377) <{callee = @clip_3}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %379 = "stablehlo.convert"(%378) : (tensor<i32>) -> tensor<i32>
    %380 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %381 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %382 = "func.call"(%arg102) <{callee = @_threefry_split_4}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %383 = "stablehlo.slice"(%382) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %384 = "stablehlo.reshape"(%383) : (tensor<1x2xui32>) -> tensor<2xui32>
    %385 = "stablehlo.slice"(%382) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %386 = "stablehlo.reshape"(%385) : (tensor<1x2xui32>) -> tensor<2xui32>
    %387 = "stablehlo.slice"(%384) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %388 = "stablehlo.reshape"(%387) : (tensor<1xui32>) -> tensor<ui32>
    %389 = "stablehlo.slice"(%384) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %390 = "stablehlo.reshape"(%389) : (tensor<1xui32>) -> tensor<ui32>
    %391 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xui64>
    %392 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %394 = "stablehlo.multiply"(%393, %391) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %395 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %397 = "stablehlo.shift_right_logical"(%394, %396) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %398 = "stablehlo.convert"(%394) : (tensor<6xui64>) -> tensor<6xui32>
    %399 = "stablehlo.convert"(%397) : (tensor<6xui64>) -> tensor<6xui32>
    %400:2 = "func.call"(%388, %390, %399, %398) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %401 = "stablehlo.xor"(%400#0, %400#1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %402 = "stablehlo.slice"(%386) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %403 = "stablehlo.reshape"(%402) : (tensor<1xui32>) -> tensor<ui32>
    %404 = "stablehlo.slice"(%386) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %405 = "stablehlo.reshape"(%404) : (tensor<1xui32>) -> tensor<ui32>
    %406 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xui64>
    %407 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %409 = "stablehlo.multiply"(%408, %406) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %410 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %412 = "stablehlo.shift_right_logical"(%409, %411) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %413 = "stablehlo.convert"(%409) : (tensor<6xui64>) -> tensor<6xui32>
    %414 = "stablehlo.convert"(%412) : (tensor<6xui64>) -> tensor<6xui32>
    %415:2 = "func.call"(%403, %405, %414, %413) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %416 = "stablehlo.xor"(%415#0, %415#1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %417 = "stablehlo.subtract"(%381, %380) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %418 = "stablehlo.convert"(%417) : (tensor<1xi32>) -> tensor<1xui32>
    %419 = "stablehlo.compare"(%381, %380) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %420 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %422 = "stablehlo.select"(%419, %421, %418) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %423 = "stablehlo.compare"(%381, %380) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %424 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %425 = "stablehlo.and"(%424, %423) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %426 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %428 = "stablehlo.add"(%422, %427) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %429 = "stablehlo.select"(%425, %428, %422) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %430 = "stablehlo.constant"() <{value = dense<65536> : tensor<ui32>}> : () -> tensor<ui32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %432 = "stablehlo.remainder"(%431, %429) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %433 = "stablehlo.multiply"(%432, %432) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %434 = "stablehlo.remainder"(%433, %429) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %435 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<6xui32>
    %436 = "stablehlo.remainder"(%401, %435) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %437 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<6xui32>
    %438 = "stablehlo.multiply"(%436, %437) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %439 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<6xui32>
    %440 = "stablehlo.remainder"(%416, %439) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %441 = "stablehlo.add"(%438, %440) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %442 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<6xui32>
    %443 = "stablehlo.remainder"(%441, %442) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %444 = "stablehlo.convert"(%443) : (tensor<6xui32>) -> tensor<6xi32>
    %445 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<6xi32>
    %446 = "stablehlo.add"(%445, %444) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%446) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg99: tensor<i32>, %arg100: tensor<i32>, %arg101: tensor<i32>):
    %365 = "stablehlo.maximum"(%arg100, %arg99) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %366 = "stablehlo.minimum"(%arg101, %365) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%366) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip_3", sym_visibility = "private"}> ({
  ^bb0(%arg96: tensor<i32>, %arg97: tensor<i32>, %arg98: tensor<i32>):
    %363 = "stablehlo.maximum"(%arg97, %arg96) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %364 = "stablehlo.minimum"(%arg98, %363) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%364) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_4", sym_visibility = "private"}> ({
  ^bb0(%arg95: tensor<2xui32>):
    %346 = "stablehlo.slice"(%arg95) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %347 = "stablehlo.reshape"(%346) : (tensor<1xui32>) -> tensor<ui32>
    %348 = "stablehlo.slice"(%arg95) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %349 = "stablehlo.reshape"(%348) : (tensor<1xui32>) -> tensor<ui32>
    %350 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %351 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %353 = "stablehlo.multiply"(%352, %350) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %354 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %356 = "stablehlo.shift_right_logical"(%353, %355) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %357 = "stablehlo.convert"(%353) : (tensor<2xui64>) -> tensor<2xui32>
    %358 = "stablehlo.convert"(%356) : (tensor<2xui64>) -> tensor<2xui32>
    %359:2 = "func.call"(%347, %349, %358, %357) <{callee = @threefry2x32_5}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %360 = "stablehlo.broadcast_in_dim"(%359#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %361 = "stablehlo.broadcast_in_dim"(%359#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %362 = "stablehlo.concatenate"(%360, %361) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%362) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_5", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<ui32>, %arg74: tensor<ui32>, %arg75: tensor<2xui32>, %arg76: tensor<2xui32>):
    %275 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %276 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %277 = "stablehlo.xor"(%arg73, %arg74) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %278 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %279 = "stablehlo.xor"(%277, %278) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %280 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %281 = "stablehlo.add"(%arg75, %280) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %282 = "stablehlo.broadcast_in_dim"(%arg74) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %283 = "stablehlo.add"(%arg76, %282) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %284 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %285 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %286:9 = "stablehlo.while"(%285, %284, %281, %283, %arg74, %279, %arg73, %275, %276) ({
    ^bb0(%arg86: tensor<i32>, %arg87: tensor<i32>, %arg88: tensor<2xui32>, %arg89: tensor<2xui32>, %arg90: tensor<ui32>, %arg91: tensor<ui32>, %arg92: tensor<ui32>, %arg93: tensor<4xui32>, %arg94: tensor<4xui32>):
      %344 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %345 = "stablehlo.compare"(%arg86, %344) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%345) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg77: tensor<i32>, %arg78: tensor<i32>, %arg79: tensor<2xui32>, %arg80: tensor<2xui32>, %arg81: tensor<ui32>, %arg82: tensor<ui32>, %arg83: tensor<ui32>, %arg84: tensor<4xui32>, %arg85: tensor<4xui32>):
      %287 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %288 = "stablehlo.add"(%arg78, %287) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %289 = "stablehlo.slice"(%arg84) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %290 = "stablehlo.reshape"(%289) : (tensor<1xui32>) -> tensor<ui32>
      %291 = "stablehlo.slice"(%arg84) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %292 = "stablehlo.reshape"(%291) : (tensor<1xui32>) -> tensor<ui32>
      %293 = "stablehlo.slice"(%arg84) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %294 = "stablehlo.reshape"(%293) : (tensor<1xui32>) -> tensor<ui32>
      %295 = "stablehlo.slice"(%arg84) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %296 = "stablehlo.reshape"(%295) : (tensor<1xui32>) -> tensor<ui32>
      %297 = "stablehlo.add"(%arg79, %arg80) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %298 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %299 = "stablehlo.shift_left"(%arg80, %298) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %300 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %301 = "stablehlo.subtract"(%300, %290) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %303 = "stablehlo.shift_right_logical"(%arg80, %302) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %304 = "stablehlo.or"(%299, %303) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %305 = "stablehlo.xor"(%297, %304) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %306 = "stablehlo.add"(%297, %305) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %307 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %308 = "stablehlo.shift_left"(%305, %307) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %309 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %310 = "stablehlo.subtract"(%309, %292) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %312 = "stablehlo.shift_right_logical"(%305, %311) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %313 = "stablehlo.or"(%308, %312) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %314 = "stablehlo.xor"(%306, %313) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %315 = "stablehlo.add"(%306, %314) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %316 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %317 = "stablehlo.shift_left"(%314, %316) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %318 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %319 = "stablehlo.subtract"(%318, %294) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %321 = "stablehlo.shift_right_logical"(%314, %320) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %322 = "stablehlo.or"(%317, %321) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %323 = "stablehlo.xor"(%315, %322) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %324 = "stablehlo.add"(%315, %323) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %325 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %326 = "stablehlo.shift_left"(%323, %325) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %327 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %328 = "stablehlo.subtract"(%327, %296) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %330 = "stablehlo.shift_right_logical"(%323, %329) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %331 = "stablehlo.or"(%326, %330) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %332 = "stablehlo.xor"(%324, %331) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %333 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %334 = "stablehlo.add"(%324, %333) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %335 = "stablehlo.broadcast_in_dim"(%arg82) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %336 = "stablehlo.add"(%332, %335) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %337 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %338 = "stablehlo.add"(%arg78, %337) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %339 = "stablehlo.convert"(%338) : (tensor<i32>) -> tensor<ui32>
      %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %341 = "stablehlo.add"(%336, %340) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %342 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %343 = "stablehlo.add"(%arg77, %342) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%343, %288, %334, %341, %arg82, %arg83, %arg81, %arg85, %arg84) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%286#2, %286#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg51: tensor<ui32>, %arg52: tensor<ui32>, %arg53: tensor<6xui32>, %arg54: tensor<6xui32>):
    %204 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %205 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %206 = "stablehlo.xor"(%arg51, %arg52) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %207 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %208 = "stablehlo.xor"(%206, %207) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %209 = "stablehlo.broadcast_in_dim"(%arg51) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %210 = "stablehlo.add"(%arg53, %209) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %211 = "stablehlo.broadcast_in_dim"(%arg52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %212 = "stablehlo.add"(%arg54, %211) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %213 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %214 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %215:9 = "stablehlo.while"(%214, %213, %210, %212, %arg52, %208, %arg51, %204, %205) ({
    ^bb0(%arg64: tensor<i32>, %arg65: tensor<i32>, %arg66: tensor<6xui32>, %arg67: tensor<6xui32>, %arg68: tensor<ui32>, %arg69: tensor<ui32>, %arg70: tensor<ui32>, %arg71: tensor<4xui32>, %arg72: tensor<4xui32>):
      %273 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %274 = "stablehlo.compare"(%arg64, %273) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%274) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg55: tensor<i32>, %arg56: tensor<i32>, %arg57: tensor<6xui32>, %arg58: tensor<6xui32>, %arg59: tensor<ui32>, %arg60: tensor<ui32>, %arg61: tensor<ui32>, %arg62: tensor<4xui32>, %arg63: tensor<4xui32>):
      %216 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %217 = "stablehlo.add"(%arg56, %216) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %218 = "stablehlo.slice"(%arg62) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %219 = "stablehlo.reshape"(%218) : (tensor<1xui32>) -> tensor<ui32>
      %220 = "stablehlo.slice"(%arg62) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %221 = "stablehlo.reshape"(%220) : (tensor<1xui32>) -> tensor<ui32>
      %222 = "stablehlo.slice"(%arg62) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %223 = "stablehlo.reshape"(%222) : (tensor<1xui32>) -> tensor<ui32>
      %224 = "stablehlo.slice"(%arg62) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %225 = "stablehlo.reshape"(%224) : (tensor<1xui32>) -> tensor<ui32>
      %226 = "stablehlo.add"(%arg57, %arg58) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %227 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
      %228 = "stablehlo.shift_left"(%arg58, %227) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %229 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %230 = "stablehlo.subtract"(%229, %219) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
      %232 = "stablehlo.shift_right_logical"(%arg58, %231) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %233 = "stablehlo.or"(%228, %232) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %234 = "stablehlo.xor"(%226, %233) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %235 = "stablehlo.add"(%226, %234) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %236 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
      %237 = "stablehlo.shift_left"(%234, %236) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %238 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %239 = "stablehlo.subtract"(%238, %221) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
      %241 = "stablehlo.shift_right_logical"(%234, %240) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %242 = "stablehlo.or"(%237, %241) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %243 = "stablehlo.xor"(%235, %242) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %244 = "stablehlo.add"(%235, %243) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %245 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
      %246 = "stablehlo.shift_left"(%243, %245) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %247 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %248 = "stablehlo.subtract"(%247, %223) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
      %250 = "stablehlo.shift_right_logical"(%243, %249) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %251 = "stablehlo.or"(%246, %250) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %252 = "stablehlo.xor"(%244, %251) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %253 = "stablehlo.add"(%244, %252) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %254 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
      %255 = "stablehlo.shift_left"(%252, %254) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %256 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %257 = "stablehlo.subtract"(%256, %225) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
      %259 = "stablehlo.shift_right_logical"(%252, %258) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %260 = "stablehlo.or"(%255, %259) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %261 = "stablehlo.xor"(%253, %260) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %262 = "stablehlo.broadcast_in_dim"(%arg59) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
      %263 = "stablehlo.add"(%253, %262) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %264 = "stablehlo.broadcast_in_dim"(%arg60) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
      %265 = "stablehlo.add"(%261, %264) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %266 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %267 = "stablehlo.add"(%arg56, %266) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %268 = "stablehlo.convert"(%267) : (tensor<i32>) -> tensor<ui32>
      %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
      %270 = "stablehlo.add"(%265, %269) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
      %271 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %272 = "stablehlo.add"(%arg55, %271) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%272, %217, %263, %270, %arg60, %arg61, %arg59, %arg63, %arg62) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%215#2, %215#3) : (tensor<6xui32>, tensor<6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>, res_attrs = [{}], sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<2xui32>, %arg50: tensor<ui32>):
    %189 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %190 = "stablehlo.shift_right_logical"(%arg50, %189) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %192 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %193 = "stablehlo.and"(%arg50, %192) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %195 = "stablehlo.concatenate"(%191, %194) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %196 = "stablehlo.slice"(%arg49) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %197 = "stablehlo.reshape"(%196) : (tensor<1xui32>) -> tensor<ui32>
    %198 = "stablehlo.slice"(%arg49) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %199 = "stablehlo.reshape"(%198) : (tensor<1xui32>) -> tensor<ui32>
    %200 = "stablehlo.slice"(%195) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %201 = "stablehlo.slice"(%195) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %202:2 = "func.call"(%197, %199, %200, %201) <{callee = @threefry2x32_7}> : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %203 = "stablehlo.concatenate"(%202#0, %202#1) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    "func.return"(%203) : (tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>), sym_name = "threefry2x32_7", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<ui32>, %arg28: tensor<ui32>, %arg29: tensor<1xui32>, %arg30: tensor<1xui32>):
    %118 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %119 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %120 = "stablehlo.xor"(%arg27, %arg28) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %121 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %122 = "stablehlo.xor"(%120, %121) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %123 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %124 = "stablehlo.add"(%arg29, %123) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %125 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %126 = "stablehlo.add"(%arg30, %125) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %127 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %129:9 = "stablehlo.while"(%128, %127, %124, %126, %arg28, %122, %arg27, %118, %119) ({
    ^bb0(%arg40: tensor<i32>, %arg41: tensor<i32>, %arg42: tensor<1xui32>, %arg43: tensor<1xui32>, %arg44: tensor<ui32>, %arg45: tensor<ui32>, %arg46: tensor<ui32>, %arg47: tensor<4xui32>, %arg48: tensor<4xui32>):
      %187 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %188 = "stablehlo.compare"(%arg40, %187) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%188) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg31: tensor<i32>, %arg32: tensor<i32>, %arg33: tensor<1xui32>, %arg34: tensor<1xui32>, %arg35: tensor<ui32>, %arg36: tensor<ui32>, %arg37: tensor<ui32>, %arg38: tensor<4xui32>, %arg39: tensor<4xui32>):
      %130 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %131 = "stablehlo.add"(%arg32, %130) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %132 = "stablehlo.slice"(%arg38) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %133 = "stablehlo.reshape"(%132) : (tensor<1xui32>) -> tensor<ui32>
      %134 = "stablehlo.slice"(%arg38) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %135 = "stablehlo.reshape"(%134) : (tensor<1xui32>) -> tensor<ui32>
      %136 = "stablehlo.slice"(%arg38) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %137 = "stablehlo.reshape"(%136) : (tensor<1xui32>) -> tensor<ui32>
      %138 = "stablehlo.slice"(%arg38) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %139 = "stablehlo.reshape"(%138) : (tensor<1xui32>) -> tensor<ui32>
      %140 = "stablehlo.add"(%arg33, %arg34) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %141 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %142 = "stablehlo.shift_left"(%arg34, %141) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %143 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %144 = "stablehlo.subtract"(%143, %133) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %146 = "stablehlo.shift_right_logical"(%arg34, %145) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
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
      %176 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %177 = "stablehlo.add"(%167, %176) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %178 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %179 = "stablehlo.add"(%175, %178) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %180 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %181 = "stablehlo.add"(%arg32, %180) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %182 = "stablehlo.convert"(%181) : (tensor<i32>) -> tensor<ui32>
      %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
      %184 = "stablehlo.add"(%179, %183) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
      %185 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %186 = "stablehlo.add"(%arg31, %185) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%186, %131, %177, %184, %arg36, %arg37, %arg35, %arg39, %arg38) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%129#2, %129#3) : (tensor<1xui32>, tensor<1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "_normal_8", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<2xui32>):
    %117 = "func.call"(%arg26) <{callee = @_normal_real_9}> : (tensor<2xui32>) -> tensor<2x3xf32>
    "func.return"(%117) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "_normal_real_9", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<2xui32>):
    %110 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "func.call"(%arg25, %110, %111) <{callee = @_uniform_10}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %113 = "chlo.erf_inv"(%112) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %114 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3xf32>
    %116 = "stablehlo.multiply"(%115, %113) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%116) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "_uniform_10", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<2xui32>, %arg23: tensor<f32>, %arg24: tensor<f32>):
    %71 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %72 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %73 = "stablehlo.slice"(%arg22) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1xui32>) -> tensor<ui32>
    %75 = "stablehlo.slice"(%arg22) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1xui32>) -> tensor<ui32>
    %77 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2x3xui64>
    %78 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3xui64>
    %79 = "stablehlo.constant"() <{value = dense<3> : tensor<ui64>}> : () -> tensor<ui64>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x3xui64>
    %81 = "stablehlo.multiply"(%80, %77) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %82 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x3xui64>
    %84 = "stablehlo.multiply"(%83, %78) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %85 = "stablehlo.add"(%81, %84) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %86 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x3xui64>
    %88 = "stablehlo.shift_right_logical"(%85, %87) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %89 = "stablehlo.convert"(%85) : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %90 = "stablehlo.convert"(%88) : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %91:2 = "func.call"(%74, %76, %90, %89) <{callee = @threefry2x32_11}> : (tensor<ui32>, tensor<ui32>, tensor<2x3xui32>, tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>)
    %92 = "stablehlo.xor"(%91#0, %91#1) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %93 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %95 = "stablehlo.shift_right_logical"(%92, %94) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %96 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %98 = "stablehlo.or"(%95, %97) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %99 = "stablehlo.bitcast_convert"(%98) : (tensor<2x3xui32>) -> tensor<2x3xf32>
    %100 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3xf32>
    %102 = "stablehlo.subtract"(%99, %101) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %103 = "stablehlo.subtract"(%72, %71) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %105 = "stablehlo.multiply"(%102, %104) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %106 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %107 = "stablehlo.add"(%105, %106) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %108 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %109 = "stablehlo.maximum"(%108, %107) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%109) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2x3xui32>, tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>), sym_name = "threefry2x32_11", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2x3xui32>, %arg3: tensor<2x3xui32>):
    %0 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %2 = "stablehlo.xor"(%arg0, %arg1) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %4 = "stablehlo.xor"(%2, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %5 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %6 = "stablehlo.add"(%arg2, %5) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %7 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %8 = "stablehlo.add"(%arg3, %7) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11:9 = "stablehlo.while"(%10, %9, %6, %8, %arg1, %4, %arg0, %0, %1) ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<2x3xui32>, %arg16: tensor<2x3xui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<ui32>, %arg20: tensor<4xui32>, %arg21: tensor<4xui32>):
      %69 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %70 = "stablehlo.compare"(%arg13, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%70) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<2x3xui32>, %arg7: tensor<2x3xui32>, %arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<ui32>, %arg11: tensor<4xui32>, %arg12: tensor<4xui32>):
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
      %22 = "stablehlo.add"(%arg6, %arg7) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %23 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %24 = "stablehlo.shift_left"(%arg7, %23) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %25 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %26 = "stablehlo.subtract"(%25, %15) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %28 = "stablehlo.shift_right_logical"(%arg7, %27) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %29 = "stablehlo.or"(%24, %28) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %30 = "stablehlo.xor"(%22, %29) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %31 = "stablehlo.add"(%22, %30) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %32 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %33 = "stablehlo.shift_left"(%30, %32) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %34 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %35 = "stablehlo.subtract"(%34, %17) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %37 = "stablehlo.shift_right_logical"(%30, %36) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %38 = "stablehlo.or"(%33, %37) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %39 = "stablehlo.xor"(%31, %38) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %40 = "stablehlo.add"(%31, %39) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %41 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %42 = "stablehlo.shift_left"(%39, %41) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %43 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %44 = "stablehlo.subtract"(%43, %19) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %46 = "stablehlo.shift_right_logical"(%39, %45) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %47 = "stablehlo.or"(%42, %46) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %48 = "stablehlo.xor"(%40, %47) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %49 = "stablehlo.add"(%40, %48) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %50 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %51 = "stablehlo.shift_left"(%48, %50) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %52 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %53 = "stablehlo.subtract"(%52, %21) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %55 = "stablehlo.shift_right_logical"(%48, %54) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %56 = "stablehlo.or"(%51, %55) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %57 = "stablehlo.xor"(%49, %56) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %58 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %59 = "stablehlo.add"(%49, %58) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %60 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %61 = "stablehlo.add"(%57, %60) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %62 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %63 = "stablehlo.add"(%arg5, %62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %64 = "stablehlo.convert"(%63) : (tensor<i32>) -> tensor<ui32>
      %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
      %66 = "stablehlo.add"(%61, %65) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
      %67 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %68 = "stablehlo.add"(%arg4, %67) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%68, %13, %59, %66, %arg9, %arg10, %arg8, %arg12, %arg11) : (tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%11#2, %11#3) : (tensor<2x3xui32>, tensor<2x3xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
