"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi1>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<4x6xf32>, %arg10: tensor<4x6xf32>):
    %25 = "stablehlo.abs"(%arg9) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %26 = "stablehlo.constant"() <{value = dense<3.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %28 = "stablehlo.multiply"(%arg10, %27) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %29 = "stablehlo.exponential"(%28) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %30 = "stablehlo.add"(%25, %29) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %31 = "stablehlo.abs"(%arg9) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %32 = "stablehlo.log_plus_one"(%31) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %33 = "stablehlo.add"(%30, %32) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %36 = "stablehlo.multiply"(%arg10, %35) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %37 = "stablehlo.exponential_minus_one"(%36) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %38 = "stablehlo.add"(%33, %37) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %39 = "stablehlo.sine"(%arg9) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %40 = "stablehlo.cosine"(%arg10) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %41 = "stablehlo.multiply"(%39, %40) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %42 = "stablehlo.add"(%38, %41) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %43 = "stablehlo.constant"() <{value = dense<2.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %45 = "stablehlo.multiply"(%arg9, %44) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %46 = "stablehlo.tan"(%45) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %47 = "stablehlo.add"(%42, %46) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %48 = "stablehlo.floor"(%arg9) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %49 = "stablehlo.add"(%47, %48) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %50 = "stablehlo.ceil"(%arg10) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %51 = "stablehlo.subtract"(%49, %50) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %52 = "stablehlo.sign"(%arg9) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %53 = "stablehlo.add"(%51, %52) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %54 = "stablehlo.maximum"(%arg9, %arg10) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %55 = "stablehlo.add"(%53, %54) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %56 = "stablehlo.minimum"(%arg9, %arg10) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %57 = "stablehlo.subtract"(%55, %56) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %58 = "func.call"(%arg10) <{callee = @round}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %59 = "stablehlo.add"(%57, %58) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %60 = "stablehlo.abs"(%arg9) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %61 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %63 = "stablehlo.add"(%60, %62) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %64 = "stablehlo.constant"() <{value = dense<1.700000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %66 = "stablehlo.power"(%63, %65) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %67 = "stablehlo.add"(%59, %66) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.699999988> : tensor<f32>}> : () -> tensor<f32>
    %69 = "func.call"(%arg9, %68) <{callee = @remainder}> : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %70 = "stablehlo.add"(%67, %69) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %71 = "stablehlo.atan2"(%arg9, %arg10) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %72 = "stablehlo.add"(%70, %71) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %73 = "stablehlo.abs"(%arg10) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %74 = "stablehlo.sqrt"(%73) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %75 = "stablehlo.add"(%72, %74) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %76 = "stablehlo.abs"(%arg9) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %77 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %79 = "stablehlo.add"(%76, %78) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %80 = "stablehlo.rsqrt"(%79) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %81 = "stablehlo.add"(%75, %80) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %82 = "stablehlo.cbrt"(%arg9) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %83 = "stablehlo.add"(%81, %82) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %84 = "stablehlo.negate"(%arg9) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %85 = "stablehlo.exponential"(%84) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %88 = "stablehlo.add"(%87, %85) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %89 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %91 = "stablehlo.divide"(%90, %88) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %92 = "stablehlo.add"(%83, %91) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %93 = "stablehlo.compare"(%arg9, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %94 = "stablehlo.negate"(%92) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %95 = "func.call"(%93, %92, %94) <{callee = @_where}> : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %96 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %98 = "func.call"(%arg9, %96, %97) <{callee = @clip}> : (tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %99 = "stablehlo.add"(%95, %98) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %100 = "stablehlo.maximum"(%arg9, %arg10) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %101 = "stablehlo.subtract"(%arg9, %arg10) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %102 = "stablehlo.compare"(%101, %101) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %103 = "stablehlo.add"(%arg9, %arg10) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %104 = "stablehlo.abs"(%101) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %105 = "stablehlo.negate"(%104) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %106 = "stablehlo.exponential"(%105) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %107 = "stablehlo.log_plus_one"(%106) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %108 = "stablehlo.add"(%100, %107) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %109 = "stablehlo.select"(%102, %103, %108) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %110 = "stablehlo.add"(%99, %109) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %111 = "stablehlo.divide"(%arg9, %arg10) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %112 = "stablehlo.is_finite"(%111) : (tensor<4x6xf32>) -> tensor<4x6xi1>
    %113 = "stablehlo.convert"(%arg9) : (tensor<4x6xf32>) -> tensor<4x6xi32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %116 = "stablehlo.compare"(%arg9, %115) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %117 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %119 = "stablehlo.compare"(%arg10, %118) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %120 = "stablehlo.and"(%116, %119) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %121 = "stablehlo.compare"(%arg9, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %122 = "stablehlo.or"(%120, %121) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    "func.return"(%110, %112, %113, %122) : (tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x6xf32>):
    %24 = "stablehlo.round_nearest_even"(%arg8) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%24) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<4x6xf32>, %arg7: tensor<f32>):
    %7 = "stablehlo.convert"(%arg7) : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %9 = "stablehlo.remainder"(%arg6, %8) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %12 = "stablehlo.compare"(%9, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %15 = "stablehlo.compare"(%9, %14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.compare"(%7, %16) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x6xi1>
    %19 = "stablehlo.compare"(%15, %18) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %20 = "stablehlo.and"(%19, %12) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %21 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %22 = "stablehlo.add"(%9, %21) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %23 = "stablehlo.select"(%20, %22, %9) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%23) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x6xi1>, %arg4: tensor<4x6xf32>, %arg5: tensor<4x6xf32>):
    %6 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%6) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%5) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
