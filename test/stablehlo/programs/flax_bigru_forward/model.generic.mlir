"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<3xf32>, tensor<24x3xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<3x9x5xf32>) -> tensor<3x9x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<3xf32>, %arg8: tensor<24x3xf32>, %arg9: tensor<12xf32>, %arg10: tensor<12x12xf32>, %arg11: tensor<12x12xf32>, %arg12: tensor<12x12xf32>, %arg13: tensor<12xf32>, %arg14: tensor<5x12xf32>, %arg15: tensor<12xf32>, %arg16: tensor<5x12xf32>, %arg17: tensor<12xf32>, %arg18: tensor<5x12xf32>, %arg19: tensor<12xf32>, %arg20: tensor<12x12xf32>, %arg21: tensor<12x12xf32>, %arg22: tensor<12x12xf32>, %arg23: tensor<12xf32>, %arg24: tensor<5x12xf32>, %arg25: tensor<12xf32>, %arg26: tensor<5x12xf32>, %arg27: tensor<12xf32>, %arg28: tensor<5x12xf32>, %arg29: tensor<3x9x5xf32>):
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.shift_right_logical"(%10, %11) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %13 = "stablehlo.convert"(%12) : (tensor<i32>) -> tensor<ui32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %15 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.and"(%10, %15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %17 = "stablehlo.convert"(%16) : (tensor<i32>) -> tensor<ui32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %19 = "stablehlo.concatenate"(%14, %18) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
    %22 = "stablehlo.transpose"(%arg29) <{permutation = array<i64: 1, 0, 2>}> : (tensor<3x9x5xf32>) -> tensor<9x3x5xf32>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x3x12xf32>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %26:14 = "stablehlo.while"(%22, %arg16, %arg15, %arg11, %arg18, %arg17, %arg12, %arg14, %arg13, %arg10, %arg9, %25, %21, %24) ({
    ^bb0(%arg72: tensor<9x3x5xf32>, %arg73: tensor<5x12xf32>, %arg74: tensor<12xf32>, %arg75: tensor<12x12xf32>, %arg76: tensor<5x12xf32>, %arg77: tensor<12xf32>, %arg78: tensor<12x12xf32>, %arg79: tensor<5x12xf32>, %arg80: tensor<12xf32>, %arg81: tensor<12x12xf32>, %arg82: tensor<12xf32>, %arg83: tensor<i32>, %arg84: tensor<3x12xf32>, %arg85: tensor<9x3x12xf32>):
      %153 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
      %154 = "stablehlo.compare"(%arg83, %153) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%154) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg58: tensor<9x3x5xf32>, %arg59: tensor<5x12xf32>, %arg60: tensor<12xf32>, %arg61: tensor<12x12xf32>, %arg62: tensor<5x12xf32>, %arg63: tensor<12xf32>, %arg64: tensor<12x12xf32>, %arg65: tensor<5x12xf32>, %arg66: tensor<12xf32>, %arg67: tensor<12x12xf32>, %arg68: tensor<12xf32>, %arg69: tensor<i32>, %arg70: tensor<3x12xf32>, %arg71: tensor<9x3x12xf32>):
      %104 = "func.call"(%arg58, %arg69) <{callee = @dynamic_index_in_dim}> : (tensor<9x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %105 = "stablehlo.dot_general"(%104, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x5xf32>, tensor<5x12xf32>) -> tensor<3x12xf32>
      %106 = "stablehlo.reshape"(%arg60) : (tensor<12xf32>) -> tensor<1x12xf32>
      %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x12xf32>) -> tensor<3x12xf32>
      %108 = "stablehlo.add"(%105, %107) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %109 = "stablehlo.dot_general"(%arg70, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x12xf32>, tensor<12x12xf32>) -> tensor<3x12xf32>
      %110 = "stablehlo.add"(%108, %109) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %111 = "stablehlo.negate"(%110) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %112 = "stablehlo.exponential"(%111) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %113 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %115 = "stablehlo.add"(%114, %112) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %116 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %118 = "stablehlo.divide"(%117, %115) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %119 = "stablehlo.dot_general"(%104, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x5xf32>, tensor<5x12xf32>) -> tensor<3x12xf32>
      %120 = "stablehlo.reshape"(%arg63) : (tensor<12xf32>) -> tensor<1x12xf32>
      %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x12xf32>) -> tensor<3x12xf32>
      %122 = "stablehlo.add"(%119, %121) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %123 = "stablehlo.dot_general"(%arg70, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x12xf32>, tensor<12x12xf32>) -> tensor<3x12xf32>
      %124 = "stablehlo.add"(%122, %123) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %125 = "stablehlo.negate"(%124) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %126 = "stablehlo.exponential"(%125) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %127 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %129 = "stablehlo.add"(%128, %126) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %130 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %132 = "stablehlo.divide"(%131, %129) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %133 = "stablehlo.dot_general"(%104, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x5xf32>, tensor<5x12xf32>) -> tensor<3x12xf32>
      %134 = "stablehlo.reshape"(%arg66) : (tensor<12xf32>) -> tensor<1x12xf32>
      %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x12xf32>) -> tensor<3x12xf32>
      %136 = "stablehlo.add"(%133, %135) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %137 = "stablehlo.dot_general"(%arg70, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x12xf32>, tensor<12x12xf32>) -> tensor<3x12xf32>
      %138 = "stablehlo.reshape"(%arg68) : (tensor<12xf32>) -> tensor<1x12xf32>
      %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x12xf32>) -> tensor<3x12xf32>
      %140 = "stablehlo.add"(%137, %139) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %141 = "stablehlo.multiply"(%118, %140) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %142 = "stablehlo.add"(%136, %141) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %143 = "stablehlo.tanh"(%142) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %144 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %146 = "stablehlo.subtract"(%145, %132) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %147 = "stablehlo.multiply"(%146, %143) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %148 = "stablehlo.multiply"(%132, %arg70) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %149 = "stablehlo.add"(%147, %148) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %150 = "func.call"(%arg71, %149, %arg69) <{callee = @dynamic_update_index_in_dim}> : (tensor<9x3x12xf32>, tensor<3x12xf32>, tensor<i32>) -> tensor<9x3x12xf32>
      %151 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %152 = "stablehlo.add"(%arg69, %151) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg58, %arg59, %arg60, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %152, %149, %150) : (tensor<9x3x5xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<i32>, tensor<3x12xf32>, tensor<9x3x12xf32>) -> ()
    }) : (tensor<9x3x5xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<i32>, tensor<3x12xf32>, tensor<9x3x12xf32>) -> (tensor<9x3x5xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<i32>, tensor<3x12xf32>, tensor<9x3x12xf32>)
    %27 = "stablehlo.transpose"(%26#13) <{permutation = array<i64: 1, 0, 2>}> : (tensor<9x3x12xf32>) -> tensor<3x9x12xf32>
    %28 = "func.call"(%arg29) <{callee = @_flip}> : (tensor<3x9x5xf32>) -> tensor<3x9x5xf32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.shift_right_logical"(%29, %30) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %32 = "stablehlo.convert"(%31) : (tensor<i32>) -> tensor<ui32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %34 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.and"(%29, %34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %36 = "stablehlo.convert"(%35) : (tensor<i32>) -> tensor<ui32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %38 = "stablehlo.concatenate"(%33, %37) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
    %41 = "stablehlo.transpose"(%28) <{permutation = array<i64: 1, 0, 2>}> : (tensor<3x9x5xf32>) -> tensor<9x3x5xf32>
    %42 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x3x12xf32>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %45:14 = "stablehlo.while"(%41, %arg26, %arg25, %arg21, %arg28, %arg27, %arg22, %arg24, %arg23, %arg20, %arg19, %44, %40, %43) ({
    ^bb0(%arg44: tensor<9x3x5xf32>, %arg45: tensor<5x12xf32>, %arg46: tensor<12xf32>, %arg47: tensor<12x12xf32>, %arg48: tensor<5x12xf32>, %arg49: tensor<12xf32>, %arg50: tensor<12x12xf32>, %arg51: tensor<5x12xf32>, %arg52: tensor<12xf32>, %arg53: tensor<12x12xf32>, %arg54: tensor<12xf32>, %arg55: tensor<i32>, %arg56: tensor<3x12xf32>, %arg57: tensor<9x3x12xf32>):
      %102 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
      %103 = "stablehlo.compare"(%arg55, %102) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%103) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg30: tensor<9x3x5xf32>, %arg31: tensor<5x12xf32>, %arg32: tensor<12xf32>, %arg33: tensor<12x12xf32>, %arg34: tensor<5x12xf32>, %arg35: tensor<12xf32>, %arg36: tensor<12x12xf32>, %arg37: tensor<5x12xf32>, %arg38: tensor<12xf32>, %arg39: tensor<12x12xf32>, %arg40: tensor<12xf32>, %arg41: tensor<i32>, %arg42: tensor<3x12xf32>, %arg43: tensor<9x3x12xf32>):
      %53 = "func.call"(%arg30, %arg41) <{callee = @dynamic_index_in_dim}> : (tensor<9x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %54 = "stablehlo.dot_general"(%53, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x5xf32>, tensor<5x12xf32>) -> tensor<3x12xf32>
      %55 = "stablehlo.reshape"(%arg32) : (tensor<12xf32>) -> tensor<1x12xf32>
      %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x12xf32>) -> tensor<3x12xf32>
      %57 = "stablehlo.add"(%54, %56) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %58 = "stablehlo.dot_general"(%arg42, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x12xf32>, tensor<12x12xf32>) -> tensor<3x12xf32>
      %59 = "stablehlo.add"(%57, %58) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %60 = "stablehlo.negate"(%59) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %61 = "stablehlo.exponential"(%60) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %62 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %64 = "stablehlo.add"(%63, %61) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %65 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %67 = "stablehlo.divide"(%66, %64) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %68 = "stablehlo.dot_general"(%53, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x5xf32>, tensor<5x12xf32>) -> tensor<3x12xf32>
      %69 = "stablehlo.reshape"(%arg35) : (tensor<12xf32>) -> tensor<1x12xf32>
      %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x12xf32>) -> tensor<3x12xf32>
      %71 = "stablehlo.add"(%68, %70) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %72 = "stablehlo.dot_general"(%arg42, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x12xf32>, tensor<12x12xf32>) -> tensor<3x12xf32>
      %73 = "stablehlo.add"(%71, %72) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %74 = "stablehlo.negate"(%73) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %75 = "stablehlo.exponential"(%74) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %76 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %78 = "stablehlo.add"(%77, %75) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %79 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %81 = "stablehlo.divide"(%80, %78) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %82 = "stablehlo.dot_general"(%53, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x5xf32>, tensor<5x12xf32>) -> tensor<3x12xf32>
      %83 = "stablehlo.reshape"(%arg38) : (tensor<12xf32>) -> tensor<1x12xf32>
      %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x12xf32>) -> tensor<3x12xf32>
      %85 = "stablehlo.add"(%82, %84) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %86 = "stablehlo.dot_general"(%arg42, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x12xf32>, tensor<12x12xf32>) -> tensor<3x12xf32>
      %87 = "stablehlo.reshape"(%arg40) : (tensor<12xf32>) -> tensor<1x12xf32>
      %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x12xf32>) -> tensor<3x12xf32>
      %89 = "stablehlo.add"(%86, %88) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %90 = "stablehlo.multiply"(%67, %89) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %91 = "stablehlo.add"(%85, %90) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %92 = "stablehlo.tanh"(%91) : (tensor<3x12xf32>) -> tensor<3x12xf32>
      %93 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x12xf32>
      %95 = "stablehlo.subtract"(%94, %81) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %96 = "stablehlo.multiply"(%95, %92) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %97 = "stablehlo.multiply"(%81, %arg42) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %98 = "stablehlo.add"(%96, %97) : (tensor<3x12xf32>, tensor<3x12xf32>) -> tensor<3x12xf32>
      %99 = "func.call"(%arg43, %98, %arg41) <{callee = @dynamic_update_index_in_dim}> : (tensor<9x3x12xf32>, tensor<3x12xf32>, tensor<i32>) -> tensor<9x3x12xf32>
      %100 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %101 = "stablehlo.add"(%arg41, %100) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %101, %98, %99) : (tensor<9x3x5xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<i32>, tensor<3x12xf32>, tensor<9x3x12xf32>) -> ()
    }) : (tensor<9x3x5xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<i32>, tensor<3x12xf32>, tensor<9x3x12xf32>) -> (tensor<9x3x5xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<5x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<i32>, tensor<3x12xf32>, tensor<9x3x12xf32>)
    %46 = "stablehlo.transpose"(%45#13) <{permutation = array<i64: 1, 0, 2>}> : (tensor<9x3x12xf32>) -> tensor<3x9x12xf32>
    %47 = "func.call"(%46) <{callee = @_flip_0}> : (tensor<3x9x12xf32>) -> tensor<3x9x12xf32>
    %48 = "stablehlo.concatenate"(%27, %47) <{dimension = 2 : i64}> : (tensor<3x9x12xf32>, tensor<3x9x12xf32>) -> tensor<3x9x24xf32>
    %49 = "stablehlo.dot_general"(%48, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x9x24xf32>, tensor<24x3xf32>) -> tensor<3x9x3xf32>
    %50 = "stablehlo.reshape"(%arg7) : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x9x3xf32>
    %52 = "stablehlo.add"(%49, %51) : (tensor<3x9x3xf32>, tensor<3x9x3xf32>) -> tensor<3x9x3xf32>
    "func.return"(%52) : (tensor<3x9x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<9x3x5xf32>, %arg6: tensor<i32>):
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.dynamic_slice"(%arg5, %arg6, %6, %7) <{slice_sizes = array<i64: 1, 3, 5>}> : (tensor<9x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%9) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9x3x12xf32>, tensor<3x12xf32>, tensor<i32>) -> tensor<9x3x12xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<9x3x12xf32>, %arg3: tensor<3x12xf32>, %arg4: tensor<i32>):
    %2 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x12xf32>) -> tensor<1x3x12xf32>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.dynamic_update_slice"(%arg2, %2, %arg4, %3, %4) : (tensor<9x3x12xf32>, tensor<1x3x12xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x3x12xf32>
    "func.return"(%5) : (tensor<9x3x12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x9x5xf32>) -> tensor<3x9x5xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<3x9x5xf32>):
    %1 = "stablehlo.reverse"(%arg1) <{dimensions = array<i64: 1>}> : (tensor<3x9x5xf32>) -> tensor<3x9x5xf32>
    "func.return"(%1) : (tensor<3x9x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x9x12xf32>) -> tensor<3x9x12xf32>, res_attrs = [{}], sym_name = "_flip_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x9x12xf32>):
    %0 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 1>}> : (tensor<3x9x12xf32>) -> tensor<3x9x12xf32>
    "func.return"(%0) : (tensor<3x9x12xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
