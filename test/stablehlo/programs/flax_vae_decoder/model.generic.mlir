"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<8xf32>, tensor<3x3x16x8xf32>, tensor<3xf32>, tensor<3x3x8x3xf32>, tensor<256xf32>, tensor<8x256xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x8xf32>) -> tensor<2x16x16x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<16xf32>, %arg4: tensor<3x3x16x16xf32>, %arg5: tensor<8xf32>, %arg6: tensor<3x3x16x8xf32>, %arg7: tensor<3xf32>, %arg8: tensor<3x3x8x3xf32>, %arg9: tensor<256xf32>, %arg10: tensor<8x256xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<2x8xf32>):
    %60 = "stablehlo.dot_general"(%arg15, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<2x8xf32>, tensor<8x256xf32>) -> tensor<2x256xf32>
    %61 = "stablehlo.reshape"(%arg9) : (tensor<256xf32>) -> tensor<1x256xf32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x256xf32>) -> tensor<2x256xf32>
    %63 = "stablehlo.add"(%60, %62) : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<2x256xf32>) -> tensor<2x4x4x16xf32>
    %65 = "stablehlo.convolution"(%64, %arg4) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[2, 1], [2, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x8x8x16xf32>
    %66 = "stablehlo.reshape"(%arg3) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %68 = "stablehlo.add"(%65, %67) : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x4x4xf32>
    %70 = "chlo.square"(%69) : (tensor<2x8x8x4x4xf32>) -> tensor<2x8x8x4x4xf32>
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.reduce"(%69, %71) <{dimensions = array<i64: 1, 2, 4>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %165 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%165) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %73 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %75 = "stablehlo.divide"(%72, %74) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %76 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.reduce"(%70, %76) <{dimensions = array<i64: 1, 2, 4>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %164 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%164) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %78 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %80 = "stablehlo.divide"(%77, %79) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %81 = "chlo.square"(%75) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %82 = "stablehlo.subtract"(%80, %81) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %85 = "stablehlo.maximum"(%84, %82) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %86 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %87 = "stablehlo.reshape"(%86) : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %88 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %89 = "stablehlo.reshape"(%88) : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %90 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %91 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %92 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %93 = "stablehlo.subtract"(%68, %92) : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %94 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %96 = "stablehlo.add"(%91, %95) : (tensor<2x1x1x16xf32>, tensor<2x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %97 = "stablehlo.rsqrt"(%96) : (tensor<2x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %98 = "stablehlo.reshape"(%arg12) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %100 = "stablehlo.multiply"(%97, %99) : (tensor<2x1x1x16xf32>, tensor<2x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %102 = "stablehlo.multiply"(%93, %101) : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %103 = "stablehlo.reshape"(%arg11) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %105 = "stablehlo.add"(%102, %104) : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %106 = "func.call"(%105) <{callee = @silu}> : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %107 = "func.call"(%106) <{callee = @_resize}> : (tensor<2x8x8x16xf32>) -> tensor<2x16x16x16xf32>
    %108 = "stablehlo.convolution"(%107, %arg6) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x16x16x16xf32>, tensor<3x3x16x8xf32>) -> tensor<2x16x16x8xf32>
    %109 = "stablehlo.reshape"(%arg5) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %111 = "stablehlo.add"(%108, %110) : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %112 = "stablehlo.reshape"(%111) : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x2x4xf32>
    %113 = "chlo.square"(%112) : (tensor<2x16x16x2x4xf32>) -> tensor<2x16x16x2x4xf32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.reduce"(%112, %114) <{dimensions = array<i64: 1, 2, 4>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %163 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%163) : (tensor<f32>) -> ()
    }) : (tensor<2x16x16x2x4xf32>, tensor<f32>) -> tensor<2x2xf32>
    %116 = "stablehlo.constant"() <{value = dense<1.024000e+03> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %118 = "stablehlo.divide"(%115, %117) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.reduce"(%113, %119) <{dimensions = array<i64: 1, 2, 4>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %162 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%162) : (tensor<f32>) -> ()
    }) : (tensor<2x16x16x2x4xf32>, tensor<f32>) -> tensor<2x2xf32>
    %121 = "stablehlo.constant"() <{value = dense<1.024000e+03> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %123 = "stablehlo.divide"(%120, %122) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %124 = "chlo.square"(%118) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %125 = "stablehlo.subtract"(%123, %124) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %126 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %128 = "stablehlo.maximum"(%127, %125) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %129 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x2xf32>) -> tensor<2x2x4xf32>
    %130 = "stablehlo.reshape"(%129) : (tensor<2x2x4xf32>) -> tensor<2x8xf32>
    %131 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x2xf32>) -> tensor<2x2x4xf32>
    %132 = "stablehlo.reshape"(%131) : (tensor<2x2x4xf32>) -> tensor<2x8xf32>
    %133 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %134 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %135 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %136 = "stablehlo.subtract"(%111, %135) : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %137 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %139 = "stablehlo.add"(%134, %138) : (tensor<2x1x1x8xf32>, tensor<2x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %140 = "stablehlo.rsqrt"(%139) : (tensor<2x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %141 = "stablehlo.reshape"(%arg14) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %143 = "stablehlo.multiply"(%140, %142) : (tensor<2x1x1x8xf32>, tensor<2x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %145 = "stablehlo.multiply"(%136, %144) : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %146 = "stablehlo.reshape"(%arg13) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %148 = "stablehlo.add"(%145, %147) : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %149 = "func.call"(%148) <{callee = @silu_0}> : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %150 = "stablehlo.convolution"(%149, %arg8) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x16x16x8xf32>, tensor<3x3x8x3xf32>) -> tensor<2x16x16x3xf32>
    %151 = "stablehlo.reshape"(%arg7) : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x3xf32>) -> tensor<2x16x16x3xf32>
    %153 = "stablehlo.add"(%150, %152) : (tensor<2x16x16x3xf32>, tensor<2x16x16x3xf32>) -> tensor<2x16x16x3xf32>
    %154 = "stablehlo.negate"(%153) : (tensor<2x16x16x3xf32>) -> tensor<2x16x16x3xf32>
    %155 = "stablehlo.exponential"(%154) : (tensor<2x16x16x3xf32>) -> tensor<2x16x16x3xf32>
    %156 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x16x3xf32>
    %158 = "stablehlo.add"(%157, %155) : (tensor<2x16x16x3xf32>, tensor<2x16x16x3xf32>) -> tensor<2x16x16x3xf32>
    %159 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x16x3xf32>
    %161 = "stablehlo.divide"(%160, %158) : (tensor<2x16x16x3xf32>, tensor<2x16x16x3xf32>) -> tensor<2x16x16x3xf32>
    "func.return"(%161) : (tensor<2x16x16x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>, res_attrs = [{}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<2x8x8x16xf32>):
    %51 = "stablehlo.negate"(%arg2) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %52 = "stablehlo.exponential"(%51) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %53 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %55 = "stablehlo.add"(%54, %52) : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %56 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %58 = "stablehlo.divide"(%57, %55) : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %59 = "stablehlo.multiply"(%arg2, %58) : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    "func.return"(%59) : (tensor<2x8x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x8x8x16xf32>) -> tensor<2x16x16x16xf32>, res_attrs = [{}], sym_name = "_resize", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<2x8x8x16xf32>):
    %9 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xf32>
    %10 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %12 = "stablehlo.add"(%9, %11) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %13 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %15 = "stablehlo.multiply"(%12, %14) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %16 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %18 = "stablehlo.divide"(%15, %17) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %19 = "stablehlo.floor"(%18) : (tensor<16xf32>) -> tensor<16xf32>
    %20 = "stablehlo.convert"(%19) : (tensor<16xf32>) -> tensor<16xi32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %23 = "stablehlo.compare"(%20, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %24 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %26 = "stablehlo.add"(%20, %25) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %27 = "stablehlo.select"(%23, %26, %20) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %29 = "stablehlo.gather"(%arg1, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 8, 16>}> : (tensor<2x8x8x16xf32>, tensor<16x1xi32>) -> tensor<2x16x8x16xf32>
    %30 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xf32>
    %31 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %33 = "stablehlo.add"(%30, %32) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %34 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %36 = "stablehlo.multiply"(%33, %35) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %37 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %39 = "stablehlo.divide"(%36, %38) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %40 = "stablehlo.floor"(%39) : (tensor<16xf32>) -> tensor<16xf32>
    %41 = "stablehlo.convert"(%40) : (tensor<16xf32>) -> tensor<16xi32>
    %42 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %44 = "stablehlo.compare"(%41, %43) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %45 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %47 = "stablehlo.add"(%41, %46) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %48 = "stablehlo.select"(%44, %47, %41) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %50 = "stablehlo.gather"(%29, %49) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 16, 1, 16>}> : (tensor<2x16x8x16xf32>, tensor<16x1xi32>) -> tensor<2x16x16x16xf32>
    "func.return"(%50) : (tensor<2x16x16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>, res_attrs = [{}], sym_name = "silu_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x16x16x8xf32>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %1 = "stablehlo.exponential"(%0) : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %4 = "stablehlo.add"(%3, %1) : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %7 = "stablehlo.divide"(%6, %4) : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    "func.return"(%8) : (tensor<2x16x16x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
