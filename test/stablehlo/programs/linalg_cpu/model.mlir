module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf32>, %arg1: tensor<5x2xf32>) -> (tensor<5x5xf32> {jax.result_info = "result[0]"}, tensor<5x2xf32> {jax.result_info = "result[1]"}, tensor<5x2xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %2 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %5 = stablehlo.add %2, %4 : tensor<5x5xi32>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %7 = stablehlo.convert %6 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<5x5xf32>
    %10 = stablehlo.add %1, %9 : tensor<5x5xf32>
    %11 = call @cholesky(%10) : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %12 = call @_solve_triangular(%11, %arg1) : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %13 = call @solve(%10, %arg1) : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %14 = call @det(%10) : (tensor<5x5xf32>) -> tensor<f32>
    return %11, %12, %13, %14 : tensor<5x5xf32>, tensor<5x2xf32>, tensor<5x2xf32>, tensor<f32>
  }
  func.func private @cholesky(%arg0: tensor<5x5xf32>) -> tensor<5x5xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<5x5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %3 = stablehlo.divide %1, %2 : tensor<5x5xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<5x5xi1>, tensor<5x5xf32>
    %11 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %13 = stablehlo.add %11, %12 : tensor<5x5xi32>
    %14 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %17 = stablehlo.select %15, %10, %16 : tensor<5x5xi1>, tensor<5x5xf32>
    return %17 : tensor<5x5xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<5x5xf32>, %arg1: tensor<5x2xf32>) -> tensor<5x2xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2}, custom>} : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    return %0 : tensor<5x2xf32>
  }
  func.func private @solve(%arg0: tensor<5x5xf32>, %arg1: tensor<5x2xf32>) -> tensor<5x2xf32> {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<5x5xi1>, tensor<5x5xf32>
    %9 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    cond {
      %c_6 = stablehlo.constant dense<5> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<5> : tensor<i32>
      %17 = stablehlo.add %16, %c_8 : tensor<i32>
      %18 = stablehlo.select %15, %17, %iterArg_4 : tensor<i1>, tensor<i32>
      %19 = stablehlo.dynamic_slice %iterArg, %18, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %20 = stablehlo.reshape %19 : (tensor<1xi32>) -> tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %21 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %22 = stablehlo.convert %iterArg_4 : tensor<i32>
      %c_10 = stablehlo.constant dense<5> : tensor<i32>
      %23 = stablehlo.add %22, %c_10 : tensor<i32>
      %24 = stablehlo.select %21, %23, %iterArg_4 : tensor<i1>, tensor<i32>
      %25 = stablehlo.dynamic_slice %iterArg_5, %24, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %26 = stablehlo.reshape %25 : (tensor<1xi32>) -> tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.compare LT, %20, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %28 = stablehlo.add %20, %c_12 : tensor<i32>
      %29 = stablehlo.select %27, %28, %20 : tensor<i1>, tensor<i32>
      %30 = stablehlo.dynamic_slice %iterArg_5, %29, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %31 = stablehlo.reshape %30 : (tensor<1xi32>) -> tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg_4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<5> : tensor<i32>
      %33 = stablehlo.add %iterArg_4, %c_14 : tensor<i32>
      %34 = stablehlo.select %32, %33, %iterArg_4 : tensor<i1>, tensor<i32>
      %35 = stablehlo.convert %34 : tensor<i32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %37 = "stablehlo.scatter"(%iterArg_5, %36, %31) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %38 = stablehlo.compare LT, %20, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<5> : tensor<i32>
      %39 = stablehlo.add %20, %c_16 : tensor<i32>
      %40 = stablehlo.select %38, %39, %20 : tensor<i1>, tensor<i32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%37, %41, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        stablehlo.return %arg3 : tensor<i32>
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %43 = stablehlo.add %iterArg_3, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %43, %14, %42 : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    }
    %11 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<5x2xf32>) -> tensor<2x5xf32>
    %12 = call @_lu_solve(%8, %10#3, %11) : (tensor<5x5xf32>, tensor<5xi32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
    return %13 : tensor<5x2xf32>
  }
  func.func private @_lu_solve(%arg0: tensor<5x5xf32>, %arg1: tensor<5xi32>, %arg2: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<5xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<5xi1>, tensor<5xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x5x1xf32>, tensor<5x1xi32>) -> tensor<2x5x1xf32>
    %8 = stablehlo.transpose %7, dims = [1, 2, 0] : (tensor<2x5x1xf32>) -> tensor<5x1x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<5x1x2xf32>) -> tensor<5x2xf32>
    %10 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %9) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2}, custom>} : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %11 = stablehlo.reshape %10 : (tensor<5x2xf32>) -> tensor<5x1x2xf32>
    %12 = stablehlo.reshape %11 : (tensor<5x1x2xf32>) -> tensor<5x2xf32>
    %13 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %12) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2}, custom>} : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %14 = stablehlo.reshape %13 : (tensor<5x2xf32>) -> tensor<5x1x2xf32>
    %15 = stablehlo.transpose %14, dims = [2, 0, 1] : (tensor<5x1x2xf32>) -> tensor<2x5x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x5x1xf32>) -> tensor<2x5xf32>
    return %16 : tensor<2x5xf32>
  }
  func.func private @det(%arg0: tensor<5x5xf32>) -> tensor<f32> {
    %0:2 = call @slogdet(%arg0) : (tensor<5x5xf32>) -> (tensor<f32>, tensor<f32>)
    %1 = stablehlo.exponential %0#1 : tensor<f32>
    %2 = stablehlo.multiply %0#0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @slogdet(%arg0: tensor<5x5xf32>) -> (tensor<f32>, tensor<f32>) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<5x5xi1>, tensor<5x5xf32>
    %9 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_13 = %c_2, %iterArg_14 = %c_1, %iterArg_15 = %9) : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    cond {
      %c_16 = stablehlo.constant dense<5> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg_13, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.add %iterArg_14, %c_16 : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %33 = stablehlo.compare LT, %iterArg_14, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %34 = stablehlo.convert %iterArg_14 : tensor<i32>
      %c_18 = stablehlo.constant dense<5> : tensor<i32>
      %35 = stablehlo.add %34, %c_18 : tensor<i32>
      %36 = stablehlo.select %33, %35, %iterArg_14 : tensor<i1>, tensor<i32>
      %37 = stablehlo.dynamic_slice %iterArg, %36, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %38 = stablehlo.reshape %37 : (tensor<1xi32>) -> tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %39 = stablehlo.compare LT, %iterArg_14, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %40 = stablehlo.convert %iterArg_14 : tensor<i32>
      %c_20 = stablehlo.constant dense<5> : tensor<i32>
      %41 = stablehlo.add %40, %c_20 : tensor<i32>
      %42 = stablehlo.select %39, %41, %iterArg_14 : tensor<i1>, tensor<i32>
      %43 = stablehlo.dynamic_slice %iterArg_15, %42, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %44 = stablehlo.reshape %43 : (tensor<1xi32>) -> tensor<i32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %45 = stablehlo.compare LT, %38, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_22 = stablehlo.constant dense<5> : tensor<i32>
      %46 = stablehlo.add %38, %c_22 : tensor<i32>
      %47 = stablehlo.select %45, %46, %38 : tensor<i1>, tensor<i32>
      %48 = stablehlo.dynamic_slice %iterArg_15, %47, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %49 = stablehlo.reshape %48 : (tensor<1xi32>) -> tensor<i32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %50 = stablehlo.compare LT, %iterArg_14, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_24 = stablehlo.constant dense<5> : tensor<i32>
      %51 = stablehlo.add %iterArg_14, %c_24 : tensor<i32>
      %52 = stablehlo.select %50, %51, %iterArg_14 : tensor<i1>, tensor<i32>
      %53 = stablehlo.convert %52 : tensor<i32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %55 = "stablehlo.scatter"(%iterArg_15, %54, %49) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %56 = stablehlo.compare LT, %38, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_26 = stablehlo.constant dense<5> : tensor<i32>
      %57 = stablehlo.add %38, %c_26 : tensor<i32>
      %58 = stablehlo.select %56, %57, %38 : tensor<i1>, tensor<i32>
      %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %60 = "stablehlo.scatter"(%55, %59, %44) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
        stablehlo.return %arg2 : tensor<i32>
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %c_27 = stablehlo.constant dense<1> : tensor<i32>
      %61 = stablehlo.add %iterArg_13, %c_27 : tensor<i32>
      stablehlo.return %iterArg, %61, %32, %60 : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    }
    %11 = call @diagonal(%8) : (tensor<5x5xf32>) -> tensor<5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %13 = stablehlo.compare EQ, %11, %12, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %c_4 = stablehlo.constant dense<false> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c_4) applies stablehlo.or across dimensions = [0] : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.iota dim = 0 : tensor<5xi32>
    %16 = stablehlo.compare NE, %2, %15, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %17 = call @count_nonzero(%16) : (tensor<5xi1>) -> tensor<i32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %19 = stablehlo.compare LT, %11, %18, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %20 = call @count_nonzero(%19) : (tensor<5xi1>) -> tensor<i32>
    %21 = stablehlo.add %17, %20 : tensor<i32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %22 = call @remainder(%21, %c_6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_7 = stablehlo.constant dense<-2> : tensor<i32>
    %23 = stablehlo.multiply %c_7, %22 : tensor<i32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.add %23, %c_8 : tensor<i32>
    %25 = stablehlo.convert %24 : (tensor<i32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.multiply %cst_9, %25 : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = call @_where_0(%14, %cst_10, %26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.abs %11 : tensor<5xf32>
    %29 = stablehlo.log %28 : tensor<5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = call @_where_0(%14, %cst_12, %30) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %27, %31 : tensor<f32>, tensor<f32>
  }
  func.func private @diagonal(%arg0: tensor<5x5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %1 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %3 = stablehlo.add %0, %2 : tensor<5x5xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %5 = stablehlo.convert %4 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<5xi32>
      %9 = stablehlo.iota dim = 0 : tensor<5xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %c_2 = stablehlo.constant dense<5> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %13 = stablehlo.add %8, %12 : tensor<5xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<5xi1>, tensor<5xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %c_4 = stablehlo.constant dense<5> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %18 = stablehlo.add %9, %17 : tensor<5xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<5xi1>, tensor<5xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<5x2xi32>) -> tensor<5xf32>
      stablehlo.return %23 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    return %7 : tensor<5xf32>
  }
  func.func private @count_nonzero(%arg0: tensor<5xi1>) -> tensor<i32> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %2 = stablehlo.convert %1 : (tensor<5xi1>) -> tensor<5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.reduce(%2 init: %c_0) applies stablehlo.add across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
