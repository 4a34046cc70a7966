"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x5xf32>, tensor<5x2xf32>) -> (tensor<5x5xf32>, tensor<5x2xf32>, tensor<5x2xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg50: tensor<5x5xf32>, %arg51: tensor<5x2xf32>):
    %259 = "stablehlo.transpose"(%arg50) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %260 = "stablehlo.dot_general"(%arg50, %259) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %261 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %262 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %263 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %265 = "stablehlo.add"(%261, %264) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %266 = "stablehlo.compare"(%265, %262) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %267 = "stablehlo.convert"(%266) : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %268 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %270 = "stablehlo.multiply"(%269, %267) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %271 = "stablehlo.add"(%260, %270) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %272 = "func.call"(%271) <{callee = @cholesky}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %273 = "func.call"(%272, %arg51) <{callee = @_solve_triangular}> : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %274 = "func.call"(%271, %arg51) <{callee = @solve}> : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %275 = "func.call"(%271) <{callee = @det}> : (tensor<5x5xf32>) -> tensor<f32>
    "func.return"(%272, %273, %274, %275) : (tensor<5x5xf32>, tensor<5x2xf32>, tensor<5x2xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<5x5xf32>, res_attrs = [{}], sym_name = "cholesky", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<5x5xf32>):
    %236 = "stablehlo.transpose"(%arg49) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %237 = "stablehlo.add"(%arg49, %236) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %238 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %240 = "stablehlo.divide"(%237, %239) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %241:2 = "stablehlo.custom_call"(%240) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_spotrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>)
    %242 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %244 = "stablehlo.compare"(%241#1, %243) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %246 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %248 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %249 = "stablehlo.select"(%248, %241#0, %247) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %250 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %251 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %253 = "stablehlo.add"(%250, %252) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %254 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %255 = "stablehlo.compare"(%253, %254) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %256 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %258 = "stablehlo.select"(%255, %249, %257) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    "func.return"(%258) : (tensor<5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>, res_attrs = [{}], sym_name = "_solve_triangular", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<5x5xf32>, %arg48: tensor<5x2xf32>):
    %235 = "stablehlo.custom_call"(%arg47, %arg48) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2}, custom>} : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    "func.return"(%235) : (tensor<5x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<5x5xf32>, %arg34: tensor<5x2xf32>):
    %172:3 = "stablehlo.custom_call"(%arg33) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>)
    %173 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %175 = "stablehlo.subtract"(%172#1, %174) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %176 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %178 = "stablehlo.compare"(%172#2, %177) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %180 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %182 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %183 = "stablehlo.select"(%182, %172#0, %181) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %184 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %185 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %186 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %187:4 = "stablehlo.while"(%175, %186, %185, %184) ({
    ^bb0(%arg43: tensor<5xi32>, %arg44: tensor<i32>, %arg45: tensor<i32>, %arg46: tensor<5xi32>):
      %233 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %234 = "stablehlo.compare"(%arg44, %233) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%234) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg35: tensor<5xi32>, %arg36: tensor<i32>, %arg37: tensor<i32>, %arg38: tensor<5xi32>):
      %191 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %192 = "stablehlo.add"(%arg37, %191) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %193 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %194 = "stablehlo.compare"(%arg37, %193) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %195 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
      %196 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %197 = "stablehlo.add"(%195, %196) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %198 = "stablehlo.select"(%194, %197, %arg37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %199 = "stablehlo.dynamic_slice"(%arg35, %198) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %200 = "stablehlo.reshape"(%199) : (tensor<1xi32>) -> tensor<i32>
      %201 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %202 = "stablehlo.compare"(%arg37, %201) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %203 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
      %204 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %205 = "stablehlo.add"(%203, %204) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %206 = "stablehlo.select"(%202, %205, %arg37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %207 = "stablehlo.dynamic_slice"(%arg38, %206) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %208 = "stablehlo.reshape"(%207) : (tensor<1xi32>) -> tensor<i32>
      %209 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %210 = "stablehlo.compare"(%200, %209) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %211 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %212 = "stablehlo.add"(%200, %211) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %213 = "stablehlo.select"(%210, %212, %200) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %214 = "stablehlo.dynamic_slice"(%arg38, %213) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %215 = "stablehlo.reshape"(%214) : (tensor<1xi32>) -> tensor<i32>
      %216 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %217 = "stablehlo.compare"(%arg37, %216) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %218 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %219 = "stablehlo.add"(%arg37, %218) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %220 = "stablehlo.select"(%217, %219, %arg37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %221 = "stablehlo.convert"(%220) : (tensor<i32>) -> tensor<i32>
      %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %223 = "stablehlo.scatter"(%arg38, %222, %215) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg41: tensor<i32>, %arg42: tensor<i32>):
        "stablehlo.return"(%arg42) : (tensor<i32>) -> ()
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %224 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %225 = "stablehlo.compare"(%200, %224) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %226 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %227 = "stablehlo.add"(%200, %226) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %228 = "stablehlo.select"(%225, %227, %200) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %230 = "stablehlo.scatter"(%223, %229, %208) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg39: tensor<i32>, %arg40: tensor<i32>):
        "stablehlo.return"(%arg40) : (tensor<i32>) -> ()
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %231 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %232 = "stablehlo.add"(%arg36, %231) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg35, %232, %192, %230) : (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> ()
    }) : (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>)
    %188 = "stablehlo.transpose"(%arg34) <{permutation = array<i64: 1, 0>}> : (tensor<5x2xf32>) -> tensor<2x5xf32>
    %189 = "func.call"(%183, %187#3, %188) <{callee = @_lu_solve}> : (tensor<5x5xf32>, tensor<5xi32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %190 = "stablehlo.transpose"(%189) <{permutation = array<i64: 1, 0>}> : (tensor<2x5xf32>) -> tensor<5x2xf32>
    "func.return"(%190) : (tensor<5x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x5xf32>, tensor<5xi32>, tensor<2x5xf32>) -> tensor<2x5xf32>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<5x5xf32>, %arg31: tensor<5xi32>, %arg32: tensor<2x5xf32>):
    %153 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %154 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %156 = "stablehlo.compare"(%arg31, %155) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %157 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %159 = "stablehlo.add"(%arg31, %158) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %160 = "stablehlo.select"(%156, %159, %arg31) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %162 = "stablehlo.gather"(%153, %161) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x5x1xf32>, tensor<5x1xi32>) -> tensor<2x5x1xf32>
    %163 = "stablehlo.transpose"(%162) <{permutation = array<i64: 1, 2, 0>}> : (tensor<2x5x1xf32>) -> tensor<5x1x2xf32>
    %164 = "stablehlo.reshape"(%163) : (tensor<5x1x2xf32>) -> tensor<5x2xf32>
    %165 = "stablehlo.custom_call"(%arg30, %164) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2}, custom>} : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %166 = "stablehlo.reshape"(%165) : (tensor<5x2xf32>) -> tensor<5x1x2xf32>
    %167 = "stablehlo.reshape"(%166) : (tensor<5x1x2xf32>) -> tensor<5x2xf32>
    %168 = "stablehlo.custom_call"(%arg30, %167) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2}, custom>} : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %169 = "stablehlo.reshape"(%168) : (tensor<5x2xf32>) -> tensor<5x1x2xf32>
    %170 = "stablehlo.transpose"(%169) <{permutation = array<i64: 2, 0, 1>}> : (tensor<5x1x2xf32>) -> tensor<2x5x1xf32>
    %171 = "stablehlo.reshape"(%170) : (tensor<2x5x1xf32>) -> tensor<2x5xf32>
    "func.return"(%171) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "det", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<5x5xf32>):
    %150:2 = "func.call"(%arg29) <{callee = @slogdet}> : (tensor<5x5xf32>) -> (tensor<f32>, tensor<f32>)
    %151 = "stablehlo.exponential"(%150#1) : (tensor<f32>) -> tensor<f32>
    %152 = "stablehlo.multiply"(%150#0, %151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%152) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> (tensor<f32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "slogdet", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<5x5xf32>):
    %57:3 = "stablehlo.custom_call"(%arg12) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>)
    %58 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %60 = "stablehlo.subtract"(%57#1, %59) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %61 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %63 = "stablehlo.compare"(%57#2, %62) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %65 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x5xf32>
    %67 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %68 = "stablehlo.select"(%67, %57#0, %66) : (tensor<5x5xi1>, tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %69 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %70 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %72:4 = "stablehlo.while"(%60, %71, %70, %69) ({
    ^bb0(%arg25: tensor<5xi32>, %arg26: tensor<i32>, %arg27: tensor<i32>, %arg28: tensor<5xi32>):
      %148 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %149 = "stablehlo.compare"(%arg26, %148) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%149) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<5xi32>, %arg18: tensor<i32>, %arg19: tensor<i32>, %arg20: tensor<5xi32>):
      %106 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %107 = "stablehlo.add"(%arg19, %106) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %108 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %109 = "stablehlo.compare"(%arg19, %108) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %110 = "stablehlo.convert"(%arg19) : (tensor<i32>) -> tensor<i32>
      %111 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %112 = "stablehlo.add"(%110, %111) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %113 = "stablehlo.select"(%109, %112, %arg19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %114 = "stablehlo.dynamic_slice"(%arg17, %113) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %115 = "stablehlo.reshape"(%114) : (tensor<1xi32>) -> tensor<i32>
      %116 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %117 = "stablehlo.compare"(%arg19, %116) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %118 = "stablehlo.convert"(%arg19) : (tensor<i32>) -> tensor<i32>
      %119 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %120 = "stablehlo.add"(%118, %119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %121 = "stablehlo.select"(%117, %120, %arg19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %122 = "stablehlo.dynamic_slice"(%arg20, %121) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %123 = "stablehlo.reshape"(%122) : (tensor<1xi32>) -> tensor<i32>
      %124 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %125 = "stablehlo.compare"(%115, %124) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %126 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %127 = "stablehlo.add"(%115, %126) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %128 = "stablehlo.select"(%125, %127, %115) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %129 = "stablehlo.dynamic_slice"(%arg20, %128) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %130 = "stablehlo.reshape"(%129) : (tensor<1xi32>) -> tensor<i32>
      %131 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %132 = "stablehlo.compare"(%arg19, %131) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %133 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %134 = "stablehlo.add"(%arg19, %133) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %135 = "stablehlo.select"(%132, %134, %arg19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %136 = "stablehlo.convert"(%135) : (tensor<i32>) -> tensor<i32>
      %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %138 = "stablehlo.scatter"(%arg20, %137, %130) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg23: tensor<i32>, %arg24: tensor<i32>):
        "stablehlo.return"(%arg24) : (tensor<i32>) -> ()
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %139 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %140 = "stablehlo.compare"(%115, %139) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %141 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %142 = "stablehlo.add"(%115, %141) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %143 = "stablehlo.select"(%140, %142, %115) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %145 = "stablehlo.scatter"(%138, %144, %123) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>):
        "stablehlo.return"(%arg22) : (tensor<i32>) -> ()
      }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
      %146 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %147 = "stablehlo.add"(%arg18, %146) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg17, %147, %107, %145) : (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> ()
    }) : (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>)
    %73 = "func.call"(%68) <{callee = @diagonal}> : (tensor<5x5xf32>) -> tensor<5xf32>
    %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %76 = "stablehlo.compare"(%73, %75) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %77 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %78 = "stablehlo.reduce"(%76, %77) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg15: tensor<i1>, %arg16: tensor<i1>):
      %105 = "stablehlo.or"(%arg15, %arg16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%105) : (tensor<i1>) -> ()
    }) : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
    %79 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %80 = "stablehlo.compare"(%60, %79) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %81 = "func.call"(%80) <{callee = @count_nonzero}> : (tensor<5xi1>) -> tensor<i32>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %84 = "stablehlo.compare"(%73, %83) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %85 = "func.call"(%84) <{callee = @count_nonzero}> : (tensor<5xi1>) -> tensor<i32>
    %86 = "stablehlo.add"(%81, %85) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %87 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %88 = "func.call"(%86, %87) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %89 = "stablehlo.constant"() <{value = dense<-2> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.multiply"(%89, %88) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %91 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %92 = "stablehlo.add"(%90, %91) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %93 = "stablehlo.convert"(%92) : (tensor<i32>) -> tensor<f32>
    %94 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.multiply"(%94, %93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "func.call"(%78, %96, %95) <{callee = @_where_0}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %98 = "stablehlo.abs"(%73) : (tensor<5xf32>) -> tensor<5xf32>
    %99 = "stablehlo.log"(%98) : (tensor<5xf32>) -> tensor<5xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.reduce"(%99, %100) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %104 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%104) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %102 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %103 = "func.call"(%78, %102, %101) <{callee = @_where_0}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%97, %103) : (tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<5x5xf32>):
    %25 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %26 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %29 = "stablehlo.add"(%25, %28) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %30 = "stablehlo.compare"(%29, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %31 = "stablehlo.convert"(%30) : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %32 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.case"(%32) ({
      %56 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%56) : (tensor<i32>) -> ()
    }, {
      %55 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%55) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %34 = "stablehlo.case"(%33) ({
      %35 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
      %36 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
      %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %39 = "stablehlo.compare"(%35, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %40 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %42 = "stablehlo.add"(%35, %41) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %43 = "stablehlo.select"(%39, %42, %35) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %46 = "stablehlo.compare"(%36, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %47 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %49 = "stablehlo.add"(%36, %48) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %50 = "stablehlo.select"(%46, %49, %36) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %51 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %52 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %53 = "stablehlo.concatenate"(%51, %52) <{dimension = 1 : i64}> : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
      %54 = "stablehlo.gather"(%arg11, %53) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<5x2xi32>) -> tensor<5xf32>
      "stablehlo.return"(%54) : (tensor<5xf32>) -> ()
    }) : (tensor<i32>) -> tensor<5xf32>
    "func.return"(%34) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xi1>) -> tensor<i32>, res_attrs = [{}], sym_name = "count_nonzero", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<5xi1>):
    %18 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %20 = "stablehlo.compare"(%arg8, %19) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %21 = "stablehlo.convert"(%20) : (tensor<5xi1>) -> tensor<5xi32>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.reduce"(%21, %22) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      %24 = "stablehlo.add"(%arg9, %arg10) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%24) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    "func.return"(%23) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
    %2 = "stablehlo.convert"(%arg7) : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.compare"(%2, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %6 = "func.call"(%4, %5, %2) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.remainder"(%arg6, %6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.compare"(%7, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.compare"(%6, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14 = "stablehlo.compare"(%11, %13) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = "stablehlo.and"(%14, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = "stablehlo.add"(%7, %6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %17 = "stablehlo.select"(%15, %16, %7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%17) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: tensor<i32>, %arg5: tensor<i32>):
    %1 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%1) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%0) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
