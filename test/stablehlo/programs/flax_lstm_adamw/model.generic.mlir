"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<i32>, tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<4x12x6xf32>, tensor<4xi32>) -> (tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<i32>, tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[0]['LSTMCell_0']['hf']['bias']"}, {jax.result_info = "result[0]['LSTMCell_0']['hf']['kernel']"}, {jax.result_info = "result[0]['LSTMCell_0']['hg']['bias']"}, {jax.result_info = "result[0]['LSTMCell_0']['hg']['kernel']"}, {jax.result_info = "result[0]['LSTMCell_0']['hi']['bias']"}, {jax.result_info = "result[0]['LSTMCell_0']['hi']['kernel']"}, {jax.result_info = "result[0]['LSTMCell_0']['ho']['bias']"}, {jax.result_info = "result[0]['LSTMCell_0']['ho']['kernel']"}, {jax.result_info = "result[0]['LSTMCell_0']['if']['kernel']"}, {jax.result_info = "result[0]['LSTMCell_0']['ig']['kernel']"}, {jax.result_info = "result[0]['LSTMCell_0']['ii']['kernel']"}, {jax.result_info = "result[0]['LSTMCell_0']['io']['kernel']"}, {jax.result_info = "result[2][0].count"}, {jax.result_info = "result[2][0].mu['Dense_0']['bias']"}, {jax.result_info = "result[2][0].mu['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['hf']['bias']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['hf']['kernel']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['hg']['bias']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['hg']['kernel']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['hi']['bias']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['hi']['kernel']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['ho']['bias']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['ho']['kernel']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['if']['kernel']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['ig']['kernel']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['ii']['kernel']"}, {jax.result_info = "result[2][0].mu['LSTMCell_0']['io']['kernel']"}, {jax.result_info = "result[2][0].nu['Dense_0']['bias']"}, {jax.result_info = "result[2][0].nu['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['hf']['bias']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['hf']['kernel']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['hg']['bias']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['hg']['kernel']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['hi']['bias']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['hi']['kernel']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['ho']['bias']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['ho']['kernel']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['if']['kernel']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['ig']['kernel']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['ii']['kernel']"}, {jax.result_info = "result[2][0].nu['LSTMCell_0']['io']['kernel']"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg52: tensor<5xf32>, %arg53: tensor<20x5xf32>, %arg54: tensor<20xf32>, %arg55: tensor<20x20xf32>, %arg56: tensor<20xf32>, %arg57: tensor<20x20xf32>, %arg58: tensor<20xf32>, %arg59: tensor<20x20xf32>, %arg60: tensor<20xf32>, %arg61: tensor<20x20xf32>, %arg62: tensor<6x20xf32>, %arg63: tensor<6x20xf32>, %arg64: tensor<6x20xf32>, %arg65: tensor<6x20xf32>, %arg66: tensor<i32>, %arg67: tensor<5xf32>, %arg68: tensor<20x5xf32>, %arg69: tensor<20xf32>, %arg70: tensor<20x20xf32>, %arg71: tensor<20xf32>, %arg72: tensor<20x20xf32>, %arg73: tensor<20xf32>, %arg74: tensor<20x20xf32>, %arg75: tensor<20xf32>, %arg76: tensor<20x20xf32>, %arg77: tensor<6x20xf32>, %arg78: tensor<6x20xf32>, %arg79: tensor<6x20xf32>, %arg80: tensor<6x20xf32>, %arg81: tensor<5xf32>, %arg82: tensor<20x5xf32>, %arg83: tensor<20xf32>, %arg84: tensor<20x20xf32>, %arg85: tensor<20xf32>, %arg86: tensor<20x20xf32>, %arg87: tensor<20xf32>, %arg88: tensor<20x20xf32>, %arg89: tensor<20xf32>, %arg90: tensor<20x20xf32>, %arg91: tensor<6x20xf32>, %arg92: tensor<6x20xf32>, %arg93: tensor<6x20xf32>, %arg94: tensor<6x20xf32>, %arg95: tensor<4x12x6xf32>, %arg96: tensor<4xi32>):
    %154 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %155 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %156 = "stablehlo.shift_right_logical"(%154, %155) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %157 = "stablehlo.convert"(%156) : (tensor<i32>) -> tensor<ui32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %159 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %160 = "stablehlo.and"(%154, %159) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %161 = "stablehlo.convert"(%160) : (tensor<i32>) -> tensor<ui32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %163 = "stablehlo.concatenate"(%158, %162) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %164 = "func.call"(%163) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %165 = "stablehlo.slice"(%164) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %166 = "stablehlo.reshape"(%165) : (tensor<1x2xui32>) -> tensor<2xui32>
    %167 = "stablehlo.slice"(%164) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %168 = "stablehlo.reshape"(%167) : (tensor<1x2xui32>) -> tensor<2xui32>
    %169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
    %171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
    %173 = "stablehlo.transpose"(%arg95) <{permutation = array<i64: 1, 0, 2>}> : (tensor<4x12x6xf32>) -> tensor<12x4x6xf32>
    %174 = "stablehlo.reshape"(%arg58) : (tensor<20xf32>) -> tensor<1x20xf32>
    %175 = "stablehlo.reshape"(%arg54) : (tensor<20xf32>) -> tensor<1x20xf32>
    %176 = "stablehlo.reshape"(%arg56) : (tensor<20xf32>) -> tensor<1x20xf32>
    %177 = "stablehlo.reshape"(%arg60) : (tensor<20xf32>) -> tensor<1x20xf32>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %180 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %182 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %184 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %186 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %188 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %192 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %194 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %196 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %198 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %202 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x4x20xf32>
    %204 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %205:29 = "stablehlo.while"(%173, %arg65, %arg61, %177, %arg62, %arg55, %175, %arg64, %arg59, %174, %arg63, %arg57, %176, %204, %170, %172, %179, %181, %183, %185, %187, %189, %191, %193, %195, %197, %199, %201, %203) ({
    ^bb0(%arg210: tensor<12x4x6xf32>, %arg211: tensor<6x20xf32>, %arg212: tensor<20x20xf32>, %arg213: tensor<1x20xf32>, %arg214: tensor<6x20xf32>, %arg215: tensor<20x20xf32>, %arg216: tensor<1x20xf32>, %arg217: tensor<6x20xf32>, %arg218: tensor<20x20xf32>, %arg219: tensor<1x20xf32>, %arg220: tensor<6x20xf32>, %arg221: tensor<20x20xf32>, %arg222: tensor<1x20xf32>, %arg223: tensor<i32>, %arg224: tensor<4x20xf32>, %arg225: tensor<4x20xf32>, %arg226: tensor<12x4x20xf32>, %arg227: tensor<12x4x20xf32>, %arg228: tensor<12x4x20xf32>, %arg229: tensor<12x4x20xf32>, %arg230: tensor<12x4x20xf32>, %arg231: tensor<12x4x20xf32>, %arg232: tensor<12x4x20xf32>, %arg233: tensor<12x4x20xf32>, %arg234: tensor<12x4x20xf32>, %arg235: tensor<12x4x20xf32>, %arg236: tensor<12x4x20xf32>, %arg237: tensor<12x4x20xf32>, %arg238: tensor<12x4x20xf32>):
      %1023 = "stablehlo.constant"() <{value = dense<12> : tensor<i32>}> : () -> tensor<i32>
      %1024 = "stablehlo.compare"(%arg223, %1023) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1024) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg181: tensor<12x4x6xf32>, %arg182: tensor<6x20xf32>, %arg183: tensor<20x20xf32>, %arg184: tensor<1x20xf32>, %arg185: tensor<6x20xf32>, %arg186: tensor<20x20xf32>, %arg187: tensor<1x20xf32>, %arg188: tensor<6x20xf32>, %arg189: tensor<20x20xf32>, %arg190: tensor<1x20xf32>, %arg191: tensor<6x20xf32>, %arg192: tensor<20x20xf32>, %arg193: tensor<1x20xf32>, %arg194: tensor<i32>, %arg195: tensor<4x20xf32>, %arg196: tensor<4x20xf32>, %arg197: tensor<12x4x20xf32>, %arg198: tensor<12x4x20xf32>, %arg199: tensor<12x4x20xf32>, %arg200: tensor<12x4x20xf32>, %arg201: tensor<12x4x20xf32>, %arg202: tensor<12x4x20xf32>, %arg203: tensor<12x4x20xf32>, %arg204: tensor<12x4x20xf32>, %arg205: tensor<12x4x20xf32>, %arg206: tensor<12x4x20xf32>, %arg207: tensor<12x4x20xf32>, %arg208: tensor<12x4x20xf32>, %arg209: tensor<12x4x20xf32>):
      %931 = "func.call"(%arg181, %arg194) <{callee = @dynamic_index_in_dim}> : (tensor<12x4x6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %932 = "stablehlo.dot_general"(%931, %arg188) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x6xf32>, tensor<6x20xf32>) -> tensor<4x20xf32>
      %933 = "stablehlo.dot_general"(%arg196, %arg189) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %934 = "stablehlo.broadcast_in_dim"(%arg190) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xf32>) -> tensor<4x20xf32>
      %935 = "stablehlo.add"(%933, %934) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %936 = "stablehlo.add"(%932, %935) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %937 = "stablehlo.negate"(%936) : (tensor<4x20xf32>) -> tensor<4x20xf32>
      %938 = "stablehlo.exponential"(%937) : (tensor<4x20xf32>) -> tensor<4x20xf32>
      %939 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %940 = "stablehlo.broadcast_in_dim"(%939) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %941 = "stablehlo.add"(%940, %938) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %942 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %943 = "stablehlo.broadcast_in_dim"(%942) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %944 = "stablehlo.divide"(%943, %941) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %945 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %946 = "stablehlo.broadcast_in_dim"(%945) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %947 = "stablehlo.subtract"(%946, %944) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %948 = "stablehlo.multiply"(%944, %947) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %949 = "stablehlo.dot_general"(%931, %arg185) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x6xf32>, tensor<6x20xf32>) -> tensor<4x20xf32>
      %950 = "stablehlo.dot_general"(%arg196, %arg186) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %951 = "stablehlo.broadcast_in_dim"(%arg187) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xf32>) -> tensor<4x20xf32>
      %952 = "stablehlo.add"(%950, %951) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %953 = "stablehlo.add"(%949, %952) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %954 = "stablehlo.negate"(%953) : (tensor<4x20xf32>) -> tensor<4x20xf32>
      %955 = "stablehlo.exponential"(%954) : (tensor<4x20xf32>) -> tensor<4x20xf32>
      %956 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %957 = "stablehlo.broadcast_in_dim"(%956) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %958 = "stablehlo.add"(%957, %955) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %959 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %960 = "stablehlo.broadcast_in_dim"(%959) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %961 = "stablehlo.divide"(%960, %958) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %962 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %963 = "stablehlo.broadcast_in_dim"(%962) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %964 = "stablehlo.subtract"(%963, %961) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %965 = "stablehlo.multiply"(%961, %964) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %966 = "stablehlo.dot_general"(%931, %arg191) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x6xf32>, tensor<6x20xf32>) -> tensor<4x20xf32>
      %967 = "stablehlo.dot_general"(%arg196, %arg192) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %968 = "stablehlo.broadcast_in_dim"(%arg193) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xf32>) -> tensor<4x20xf32>
      %969 = "stablehlo.add"(%967, %968) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %970 = "stablehlo.add"(%966, %969) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %971 = "stablehlo.tanh"(%970) : (tensor<4x20xf32>) -> tensor<4x20xf32>
      %972 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %973 = "stablehlo.broadcast_in_dim"(%972) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %974 = "stablehlo.add"(%973, %971) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %975 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %976 = "stablehlo.broadcast_in_dim"(%975) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %977 = "stablehlo.subtract"(%976, %971) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %978 = "stablehlo.multiply"(%974, %977) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %979 = "stablehlo.dot_general"(%931, %arg182) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x6xf32>, tensor<6x20xf32>) -> tensor<4x20xf32>
      %980 = "stablehlo.dot_general"(%arg196, %arg183) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %981 = "stablehlo.broadcast_in_dim"(%arg184) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xf32>) -> tensor<4x20xf32>
      %982 = "stablehlo.add"(%980, %981) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %983 = "stablehlo.add"(%979, %982) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %984 = "stablehlo.negate"(%983) : (tensor<4x20xf32>) -> tensor<4x20xf32>
      %985 = "stablehlo.exponential"(%984) : (tensor<4x20xf32>) -> tensor<4x20xf32>
      %986 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %987 = "stablehlo.broadcast_in_dim"(%986) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %988 = "stablehlo.add"(%987, %985) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %989 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %990 = "stablehlo.broadcast_in_dim"(%989) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %991 = "stablehlo.divide"(%990, %988) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %992 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %993 = "stablehlo.broadcast_in_dim"(%992) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %994 = "stablehlo.subtract"(%993, %991) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %995 = "stablehlo.multiply"(%991, %994) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %996 = "stablehlo.multiply"(%961, %arg195) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %997 = "stablehlo.multiply"(%944, %971) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %998 = "stablehlo.add"(%996, %997) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %999 = "stablehlo.tanh"(%998) : (tensor<4x20xf32>) -> tensor<4x20xf32>
      %1000 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1001 = "stablehlo.broadcast_in_dim"(%1000) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %1002 = "stablehlo.add"(%1001, %999) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %1003 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1004 = "stablehlo.broadcast_in_dim"(%1003) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
      %1005 = "stablehlo.subtract"(%1004, %999) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %1006 = "stablehlo.multiply"(%1002, %1005) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %1007 = "stablehlo.multiply"(%991, %999) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %1008 = "func.call"(%arg197, %1007, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1009 = "func.call"(%arg198, %arg196, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1010 = "func.call"(%arg199, %948, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1011 = "func.call"(%arg200, %965, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1012 = "func.call"(%arg201, %978, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1013 = "func.call"(%arg202, %995, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1014 = "func.call"(%arg203, %arg195, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1015 = "func.call"(%arg204, %961, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1016 = "func.call"(%arg205, %971, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1017 = "func.call"(%arg206, %944, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1018 = "func.call"(%arg207, %1006, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1019 = "func.call"(%arg208, %999, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1020 = "func.call"(%arg209, %991, %arg194) <{callee = @dynamic_update_index_in_dim}> : (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>
      %1021 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1022 = "stablehlo.add"(%arg194, %1021) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg181, %arg182, %arg183, %arg184, %arg185, %arg186, %arg187, %arg188, %arg189, %arg190, %arg191, %arg192, %arg193, %1022, %998, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020) : (tensor<12x4x6xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<i32>, tensor<4x20xf32>, tensor<4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>) -> ()
    }) : (tensor<12x4x6xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<i32>, tensor<4x20xf32>, tensor<4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>) -> (tensor<12x4x6xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<1x20xf32>, tensor<i32>, tensor<4x20xf32>, tensor<4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>)
    %206 = "stablehlo.transpose"(%205#16) <{permutation = array<i64: 1, 0, 2>}> : (tensor<12x4x20xf32>) -> tensor<4x12x20xf32>
    %207 = "stablehlo.slice"(%206) <{limit_indices = array<i64: 4, 12, 20>, start_indices = array<i64: 0, 11, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x12x20xf32>) -> tensor<4x1x20xf32>
    %208 = "stablehlo.reshape"(%207) : (tensor<4x1x20xf32>) -> tensor<4x20xf32>
    %209 = "stablehlo.dot_general"(%208, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<20x5xf32>) -> tensor<4x5xf32>
    %210 = "stablehlo.reshape"(%arg52) : (tensor<5xf32>) -> tensor<1x5xf32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %212 = "stablehlo.add"(%209, %211) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %213 = "stablehlo.broadcast_in_dim"(%arg96) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %214:2 = "func.call"(%212, %213) <{callee = @take_along_axis}> : (tensor<4x5xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %215 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %216:2 = "func.call"(%214#0, %215) <{callee = @_take}> : (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>)
    %217 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.reduce"(%212, %217) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %930 = "stablehlo.maximum"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%930) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %219 = "stablehlo.reshape"(%218) : (tensor<4xf32>) -> tensor<4x1xf32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %221 = "stablehlo.compare"(%212, %220) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %222 = "stablehlo.convert"(%221) : (tensor<4x5xi1>) -> tensor<4x5xf32>
    %223 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.reduce"(%222, %223) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %929 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%929) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %225 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %227 = "stablehlo.maximum"(%226, %218) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %228 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %230 = "stablehlo.compare"(%218, %229) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %231 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %233 = "stablehlo.compare"(%218, %232) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %234 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %236 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %238 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %240 = "stablehlo.select"(%233, %239, %237) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %241 = "stablehlo.select"(%230, %235, %240) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %242 = "stablehlo.is_finite"(%227) : (tensor<4xf32>) -> tensor<4xi1>
    %243 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %245 = "stablehlo.select"(%242, %227, %244) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %246 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %248 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %250 = "stablehlo.subtract"(%212, %249) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %251 = "stablehlo.exponential"(%250) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %928 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%928) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %254 = "stablehlo.sign"(%253) : (tensor<4xf32>) -> tensor<4xf32>
    %255 = "stablehlo.abs"(%253) : (tensor<4xf32>) -> tensor<4xf32>
    %256 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %258 = "stablehlo.compare"(%253, %257) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %259 = "stablehlo.log"(%255) : (tensor<4xf32>) -> tensor<4xf32>
    %260 = "stablehlo.add"(%259, %245) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %261 = "stablehlo.subtract"(%260, %216#0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.reduce"(%261, %262) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %927 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%927) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %264 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.divide"(%263, %264) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %266 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
    %268 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
    %270 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.divide"(%270, %271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %274 = "stablehlo.negate"(%273) : (tensor<4xf32>) -> tensor<4xf32>
    %275 = "stablehlo.divide"(%273, %255) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %276 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %278 = "stablehlo.select"(%258, %277, %275) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %279 = "stablehlo.select"(%258, %275, %277) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %280 = "stablehlo.negate"(%278) : (tensor<4xf32>) -> tensor<4xf32>
    %281 = "stablehlo.add"(%279, %280) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x5xf32>
    %283 = "stablehlo.multiply"(%282, %251) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %284 = "func.call"(%216#1, %274) <{callee = @_take_0}> : (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    %285 = "func.call"(%214#1, %284) <{callee = @take_along_axis_1}> : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x5xf32>
    %286 = "stablehlo.add"(%283, %285) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %287 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.reduce"(%286, %287) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %926 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%926) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %289 = "stablehlo.reshape"(%288) : (tensor<5xf32>) -> tensor<1x5xf32>
    %290 = "stablehlo.reshape"(%289) : (tensor<1x5xf32>) -> tensor<5xf32>
    %291 = "stablehlo.dot_general"(%286, %208) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x5xf32>, tensor<4x20xf32>) -> tensor<5x20xf32>
    %292 = "stablehlo.transpose"(%291) <{permutation = array<i64: 1, 0>}> : (tensor<5x20xf32>) -> tensor<20x5xf32>
    %293 = "stablehlo.dot_general"(%286, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x5xf32>, tensor<20x5xf32>) -> tensor<4x20xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<4x20xf32>) -> tensor<4x1x20xf32>
    %295 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.pad"(%294, %295) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 11, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x1x20xf32>, tensor<f32>) -> tensor<4x12x20xf32>
    %297 = "stablehlo.transpose"(%296) <{permutation = array<i64: 1, 0, 2>}> : (tensor<4x12x20xf32>) -> tensor<12x4x20xf32>
    %298 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
    %300 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x20xf32>
    %302 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %304 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %306 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %308 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %310 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %312 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %314 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %318 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %320 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %322 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %326 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %327:33 = "stablehlo.while"(%297, %173, %205#17, %205#18, %205#19, %205#20, %205#21, %205#22, %205#23, %205#24, %205#25, %205#26, %205#27, %205#28, %arg59, %arg55, %arg57, %arg61, %326, %303, %305, %307, %309, %311, %313, %315, %317, %319, %321, %323, %325, %299, %301) ({
    ^bb0(%arg138: tensor<12x4x20xf32>, %arg139: tensor<12x4x6xf32>, %arg140: tensor<12x4x20xf32>, %arg141: tensor<12x4x20xf32>, %arg142: tensor<12x4x20xf32>, %arg143: tensor<12x4x20xf32>, %arg144: tensor<12x4x20xf32>, %arg145: tensor<12x4x20xf32>, %arg146: tensor<12x4x20xf32>, %arg147: tensor<12x4x20xf32>, %arg148: tensor<12x4x20xf32>, %arg149: tensor<12x4x20xf32>, %arg150: tensor<12x4x20xf32>, %arg151: tensor<12x4x20xf32>, %arg152: tensor<20x20xf32>, %arg153: tensor<20x20xf32>, %arg154: tensor<20x20xf32>, %arg155: tensor<20x20xf32>, %arg156: tensor<i32>, %arg157: tensor<6x20xf32>, %arg158: tensor<20x20xf32>, %arg159: tensor<20xf32>, %arg160: tensor<6x20xf32>, %arg161: tensor<20x20xf32>, %arg162: tensor<20xf32>, %arg163: tensor<6x20xf32>, %arg164: tensor<20x20xf32>, %arg165: tensor<20xf32>, %arg166: tensor<6x20xf32>, %arg167: tensor<20x20xf32>, %arg168: tensor<20xf32>, %arg169: tensor<4x20xf32>, %arg170: tensor<4x20xf32>):
      %924 = "stablehlo.constant"() <{value = dense<12> : tensor<i32>}> : () -> tensor<i32>
      %925 = "stablehlo.compare"(%arg156, %924) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%925) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg97: tensor<12x4x20xf32>, %arg98: tensor<12x4x6xf32>, %arg99: tensor<12x4x20xf32>, %arg100: tensor<12x4x20xf32>, %arg101: tensor<12x4x20xf32>, %arg102: tensor<12x4x20xf32>, %arg103: tensor<12x4x20xf32>, %arg104: tensor<12x4x20xf32>, %arg105: tensor<12x4x20xf32>, %arg106: tensor<12x4x20xf32>, %arg107: tensor<12x4x20xf32>, %arg108: tensor<12x4x20xf32>, %arg109: tensor<12x4x20xf32>, %arg110: tensor<12x4x20xf32>, %arg111: tensor<20x20xf32>, %arg112: tensor<20x20xf32>, %arg113: tensor<20x20xf32>, %arg114: tensor<20x20xf32>, %arg115: tensor<i32>, %arg116: tensor<6x20xf32>, %arg117: tensor<20x20xf32>, %arg118: tensor<20xf32>, %arg119: tensor<6x20xf32>, %arg120: tensor<20x20xf32>, %arg121: tensor<20xf32>, %arg122: tensor<6x20xf32>, %arg123: tensor<20x20xf32>, %arg124: tensor<20xf32>, %arg125: tensor<6x20xf32>, %arg126: tensor<20x20xf32>, %arg127: tensor<20xf32>, %arg128: tensor<4x20xf32>, %arg129: tensor<4x20xf32>):
      %836 = "stablehlo.constant"() <{value = dense<12> : tensor<i32>}> : () -> tensor<i32>
      %837 = "stablehlo.subtract"(%836, %arg115) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %838 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %839 = "stablehlo.subtract"(%837, %838) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %840 = "func.call"(%arg97, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %841 = "func.call"(%arg98, %839) <{callee = @dynamic_index_in_dim}> : (tensor<12x4x6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %842 = "func.call"(%arg99, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %843 = "func.call"(%arg100, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %844 = "func.call"(%arg101, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %845 = "func.call"(%arg102, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %846 = "func.call"(%arg103, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %847 = "func.call"(%arg104, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %848 = "func.call"(%arg105, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %849 = "func.call"(%arg106, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %850 = "func.call"(%arg107, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %851 = "func.call"(%arg108, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %852 = "func.call"(%arg109, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %853 = "func.call"(%arg110, %839) <{callee = @dynamic_index_in_dim_2}> : (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>
      %854 = "stablehlo.add"(%arg129, %840) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %855 = "stablehlo.multiply"(%853, %854) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %856 = "stablehlo.multiply"(%854, %852) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %857 = "stablehlo.multiply"(%855, %851) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %858 = "stablehlo.add"(%arg128, %857) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %859 = "stablehlo.multiply"(%850, %858) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %860 = "stablehlo.multiply"(%858, %849) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %861 = "stablehlo.multiply"(%848, %858) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %862 = "stablehlo.multiply"(%858, %847) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %863 = "stablehlo.multiply"(%856, %846) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %864 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %865 = "stablehlo.reduce"(%863, %864) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
        %923 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%923) : (tensor<f32>) -> ()
      }) : (tensor<4x20xf32>, tensor<f32>) -> tensor<20xf32>
      %866 = "stablehlo.reshape"(%865) : (tensor<20xf32>) -> tensor<1x20xf32>
      %867 = "stablehlo.reshape"(%866) : (tensor<1x20xf32>) -> tensor<20xf32>
      %868 = "stablehlo.add"(%arg127, %867) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %869 = "stablehlo.dot_general"(%863, %842) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<20x20xf32>
      %870 = "stablehlo.transpose"(%869) <{permutation = array<i64: 1, 0>}> : (tensor<20x20xf32>) -> tensor<20x20xf32>
      %871 = "stablehlo.add"(%arg126, %870) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
      %872 = "stablehlo.dot_general"(%863, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %873 = "stablehlo.dot_general"(%863, %841) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<4x6xf32>) -> tensor<20x6xf32>
      %874 = "stablehlo.transpose"(%873) <{permutation = array<i64: 1, 0>}> : (tensor<20x6xf32>) -> tensor<6x20xf32>
      %875 = "stablehlo.add"(%arg125, %874) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
      %876 = "stablehlo.multiply"(%859, %845) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %877 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %878 = "stablehlo.reduce"(%876, %877) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
        %922 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%922) : (tensor<f32>) -> ()
      }) : (tensor<4x20xf32>, tensor<f32>) -> tensor<20xf32>
      %879 = "stablehlo.reshape"(%878) : (tensor<20xf32>) -> tensor<1x20xf32>
      %880 = "stablehlo.reshape"(%879) : (tensor<1x20xf32>) -> tensor<20xf32>
      %881 = "stablehlo.add"(%arg124, %880) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %882 = "stablehlo.dot_general"(%876, %842) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<20x20xf32>
      %883 = "stablehlo.transpose"(%882) <{permutation = array<i64: 1, 0>}> : (tensor<20x20xf32>) -> tensor<20x20xf32>
      %884 = "stablehlo.add"(%arg123, %883) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
      %885 = "stablehlo.dot_general"(%876, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %886 = "stablehlo.add"(%872, %885) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %887 = "stablehlo.dot_general"(%876, %841) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<4x6xf32>) -> tensor<20x6xf32>
      %888 = "stablehlo.transpose"(%887) <{permutation = array<i64: 1, 0>}> : (tensor<20x6xf32>) -> tensor<6x20xf32>
      %889 = "stablehlo.add"(%arg122, %888) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
      %890 = "stablehlo.multiply"(%862, %844) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %891 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %892 = "stablehlo.reduce"(%890, %891) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
        %921 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%921) : (tensor<f32>) -> ()
      }) : (tensor<4x20xf32>, tensor<f32>) -> tensor<20xf32>
      %893 = "stablehlo.reshape"(%892) : (tensor<20xf32>) -> tensor<1x20xf32>
      %894 = "stablehlo.reshape"(%893) : (tensor<1x20xf32>) -> tensor<20xf32>
      %895 = "stablehlo.add"(%arg121, %894) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %896 = "stablehlo.dot_general"(%890, %842) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<20x20xf32>
      %897 = "stablehlo.transpose"(%896) <{permutation = array<i64: 1, 0>}> : (tensor<20x20xf32>) -> tensor<20x20xf32>
      %898 = "stablehlo.add"(%arg120, %897) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
      %899 = "stablehlo.dot_general"(%890, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %900 = "stablehlo.add"(%886, %899) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %901 = "stablehlo.dot_general"(%890, %841) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<4x6xf32>) -> tensor<20x6xf32>
      %902 = "stablehlo.transpose"(%901) <{permutation = array<i64: 1, 0>}> : (tensor<20x6xf32>) -> tensor<6x20xf32>
      %903 = "stablehlo.add"(%arg119, %902) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
      %904 = "stablehlo.multiply"(%860, %843) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %905 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %906 = "stablehlo.reduce"(%904, %905) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
        %920 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%920) : (tensor<f32>) -> ()
      }) : (tensor<4x20xf32>, tensor<f32>) -> tensor<20xf32>
      %907 = "stablehlo.reshape"(%906) : (tensor<20xf32>) -> tensor<1x20xf32>
      %908 = "stablehlo.reshape"(%907) : (tensor<1x20xf32>) -> tensor<20xf32>
      %909 = "stablehlo.add"(%arg118, %908) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %910 = "stablehlo.dot_general"(%904, %842) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<20x20xf32>
      %911 = "stablehlo.transpose"(%910) <{permutation = array<i64: 1, 0>}> : (tensor<20x20xf32>) -> tensor<20x20xf32>
      %912 = "stablehlo.add"(%arg117, %911) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
      %913 = "stablehlo.dot_general"(%904, %arg111) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<20x20xf32>) -> tensor<4x20xf32>
      %914 = "stablehlo.add"(%900, %913) : (tensor<4x20xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
      %915 = "stablehlo.dot_general"(%904, %841) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x20xf32>, tensor<4x6xf32>) -> tensor<20x6xf32>
      %916 = "stablehlo.transpose"(%915) <{permutation = array<i64: 1, 0>}> : (tensor<20x6xf32>) -> tensor<6x20xf32>
      %917 = "stablehlo.add"(%arg116, %916) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
      %918 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %919 = "stablehlo.add"(%arg115, %918) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg97, %arg98, %arg99, %arg100, %arg101, %arg102, %arg103, %arg104, %arg105, %arg106, %arg107, %arg108, %arg109, %arg110, %arg111, %arg112, %arg113, %arg114, %919, %917, %912, %909, %903, %898, %895, %889, %884, %881, %875, %871, %868, %861, %914) : (tensor<12x4x20xf32>, tensor<12x4x6xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<i32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<4x20xf32>, tensor<4x20xf32>) -> ()
    }) : (tensor<12x4x20xf32>, tensor<12x4x6xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<i32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<4x20xf32>, tensor<4x20xf32>) -> (tensor<12x4x20xf32>, tensor<12x4x6xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<12x4x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<i32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<6x20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<4x20xf32>, tensor<4x20xf32>)
    %328 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %330 = "stablehlo.multiply"(%329, %290) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %331 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %332 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %333 = "stablehlo.multiply"(%332, %arg67) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %334 = "stablehlo.add"(%330, %333) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %335 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x5xf32>
    %337 = "stablehlo.multiply"(%336, %292) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %338 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x5xf32>
    %340 = "stablehlo.multiply"(%339, %arg68) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %341 = "stablehlo.add"(%337, %340) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %342 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %344 = "stablehlo.multiply"(%343, %327#24) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %345 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %347 = "stablehlo.multiply"(%346, %arg69) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %348 = "stablehlo.add"(%344, %347) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %349 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %351 = "stablehlo.multiply"(%350, %327#23) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %352 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %354 = "stablehlo.multiply"(%353, %arg70) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %355 = "stablehlo.add"(%351, %354) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %356 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %358 = "stablehlo.multiply"(%357, %327#27) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %359 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %361 = "stablehlo.multiply"(%360, %arg71) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %362 = "stablehlo.add"(%358, %361) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %363 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %365 = "stablehlo.multiply"(%364, %327#26) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %366 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %368 = "stablehlo.multiply"(%367, %arg72) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %369 = "stablehlo.add"(%365, %368) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %370 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %372 = "stablehlo.multiply"(%371, %327#21) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %373 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %375 = "stablehlo.multiply"(%374, %arg73) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %376 = "stablehlo.add"(%372, %375) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %377 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %379 = "stablehlo.multiply"(%378, %327#20) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %380 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %382 = "stablehlo.multiply"(%381, %arg74) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %383 = "stablehlo.add"(%379, %382) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %384 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %386 = "stablehlo.multiply"(%385, %327#30) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %387 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %389 = "stablehlo.multiply"(%388, %arg75) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %390 = "stablehlo.add"(%386, %389) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %391 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %393 = "stablehlo.multiply"(%392, %327#29) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %394 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %396 = "stablehlo.multiply"(%395, %arg76) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %397 = "stablehlo.add"(%393, %396) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %398 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %400 = "stablehlo.multiply"(%399, %327#22) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %401 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %403 = "stablehlo.multiply"(%402, %arg77) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %404 = "stablehlo.add"(%400, %403) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %405 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %407 = "stablehlo.multiply"(%406, %327#25) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %408 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %410 = "stablehlo.multiply"(%409, %arg78) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %411 = "stablehlo.add"(%407, %410) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %412 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %414 = "stablehlo.multiply"(%413, %327#19) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %415 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %417 = "stablehlo.multiply"(%416, %arg79) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %418 = "stablehlo.add"(%414, %417) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %419 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %421 = "stablehlo.multiply"(%420, %327#28) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %422 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %424 = "stablehlo.multiply"(%423, %arg80) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %425 = "stablehlo.add"(%421, %424) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %426 = "stablehlo.multiply"(%290, %290) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %427 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %429 = "stablehlo.multiply"(%428, %426) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %430 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %432 = "stablehlo.multiply"(%431, %arg81) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %433 = "stablehlo.add"(%429, %432) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %434 = "stablehlo.multiply"(%292, %292) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %435 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x5xf32>
    %437 = "stablehlo.multiply"(%436, %434) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %438 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x5xf32>
    %440 = "stablehlo.multiply"(%439, %arg82) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %441 = "stablehlo.add"(%437, %440) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %442 = "stablehlo.multiply"(%327#24, %327#24) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %443 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %445 = "stablehlo.multiply"(%444, %442) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %446 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %448 = "stablehlo.multiply"(%447, %arg83) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %449 = "stablehlo.add"(%445, %448) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %450 = "stablehlo.multiply"(%327#23, %327#23) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %451 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %453 = "stablehlo.multiply"(%452, %450) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %454 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %456 = "stablehlo.multiply"(%455, %arg84) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %457 = "stablehlo.add"(%453, %456) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %458 = "stablehlo.multiply"(%327#27, %327#27) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %459 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %461 = "stablehlo.multiply"(%460, %458) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %462 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %464 = "stablehlo.multiply"(%463, %arg85) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %465 = "stablehlo.add"(%461, %464) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %466 = "stablehlo.multiply"(%327#26, %327#26) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %467 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %469 = "stablehlo.multiply"(%468, %466) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %470 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %472 = "stablehlo.multiply"(%471, %arg86) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %473 = "stablehlo.add"(%469, %472) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %474 = "stablehlo.multiply"(%327#21, %327#21) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %475 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %476 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %477 = "stablehlo.multiply"(%476, %474) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %478 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %480 = "stablehlo.multiply"(%479, %arg87) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %481 = "stablehlo.add"(%477, %480) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %482 = "stablehlo.multiply"(%327#20, %327#20) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %483 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %484 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %485 = "stablehlo.multiply"(%484, %482) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %486 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %488 = "stablehlo.multiply"(%487, %arg88) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %489 = "stablehlo.add"(%485, %488) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %490 = "stablehlo.multiply"(%327#30, %327#30) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %491 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %493 = "stablehlo.multiply"(%492, %490) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %494 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %496 = "stablehlo.multiply"(%495, %arg89) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %497 = "stablehlo.add"(%493, %496) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %498 = "stablehlo.multiply"(%327#29, %327#29) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %499 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %501 = "stablehlo.multiply"(%500, %498) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %502 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %504 = "stablehlo.multiply"(%503, %arg90) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %505 = "stablehlo.add"(%501, %504) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %506 = "stablehlo.multiply"(%327#22, %327#22) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %507 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %509 = "stablehlo.multiply"(%508, %506) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %510 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %512 = "stablehlo.multiply"(%511, %arg91) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %513 = "stablehlo.add"(%509, %512) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %514 = "stablehlo.multiply"(%327#25, %327#25) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %515 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %516 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %517 = "stablehlo.multiply"(%516, %514) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %518 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %520 = "stablehlo.multiply"(%519, %arg92) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %521 = "stablehlo.add"(%517, %520) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %522 = "stablehlo.multiply"(%327#19, %327#19) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %523 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %525 = "stablehlo.multiply"(%524, %522) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %526 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %527 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %528 = "stablehlo.multiply"(%527, %arg93) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %529 = "stablehlo.add"(%525, %528) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %530 = "stablehlo.multiply"(%327#28, %327#28) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %531 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %532 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %533 = "stablehlo.multiply"(%532, %530) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %534 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %536 = "stablehlo.multiply"(%535, %arg94) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %537 = "stablehlo.add"(%533, %536) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %538 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %539 = "stablehlo.compare"(%arg66, %538) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %540 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %541 = "stablehlo.add"(%arg66, %540) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %542 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %543 = "func.call"(%539, %541, %542) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %544 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %545 = "stablehlo.convert"(%543) : (tensor<i32>) -> tensor<f32>
    %546 = "stablehlo.convert"(%543) : (tensor<i32>) -> tensor<f32>
    %547 = "stablehlo.power"(%544, %546) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %548 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %549 = "stablehlo.subtract"(%548, %547) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %551 = "stablehlo.divide"(%334, %550) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %552 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x5xf32>
    %553 = "stablehlo.divide"(%341, %552) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %554 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %555 = "stablehlo.divide"(%348, %554) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %556 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %557 = "stablehlo.divide"(%355, %556) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %558 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %559 = "stablehlo.divide"(%362, %558) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %560 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %561 = "stablehlo.divide"(%369, %560) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %562 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %563 = "stablehlo.divide"(%376, %562) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %564 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %565 = "stablehlo.divide"(%383, %564) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %566 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %567 = "stablehlo.divide"(%390, %566) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %568 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %569 = "stablehlo.divide"(%397, %568) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %570 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %571 = "stablehlo.divide"(%404, %570) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %572 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %573 = "stablehlo.divide"(%411, %572) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %574 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %575 = "stablehlo.divide"(%418, %574) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %576 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %577 = "stablehlo.divide"(%425, %576) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %578 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %579 = "stablehlo.convert"(%543) : (tensor<i32>) -> tensor<f32>
    %580 = "stablehlo.convert"(%543) : (tensor<i32>) -> tensor<f32>
    %581 = "stablehlo.power"(%578, %580) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %582 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %583 = "stablehlo.subtract"(%582, %581) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %585 = "stablehlo.divide"(%433, %584) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %586 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x5xf32>
    %587 = "stablehlo.divide"(%441, %586) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %588 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %589 = "stablehlo.divide"(%449, %588) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %590 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %591 = "stablehlo.divide"(%457, %590) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %592 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %593 = "stablehlo.divide"(%465, %592) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %594 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %595 = "stablehlo.divide"(%473, %594) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %596 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %597 = "stablehlo.divide"(%481, %596) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %598 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %599 = "stablehlo.divide"(%489, %598) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %600 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %601 = "stablehlo.divide"(%497, %600) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %602 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %603 = "stablehlo.divide"(%505, %602) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %604 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %605 = "stablehlo.divide"(%513, %604) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %606 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %607 = "stablehlo.divide"(%521, %606) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %608 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %609 = "stablehlo.divide"(%529, %608) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %610 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %611 = "stablehlo.divide"(%537, %610) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %612 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %614 = "stablehlo.add"(%585, %613) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %615 = "stablehlo.sqrt"(%614) : (tensor<5xf32>) -> tensor<5xf32>
    %616 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %617 = "stablehlo.broadcast_in_dim"(%616) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %618 = "stablehlo.add"(%615, %617) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %619 = "stablehlo.divide"(%551, %618) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %620 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x5xf32>
    %622 = "stablehlo.add"(%587, %621) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %623 = "stablehlo.sqrt"(%622) : (tensor<20x5xf32>) -> tensor<20x5xf32>
    %624 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x5xf32>
    %626 = "stablehlo.add"(%623, %625) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %627 = "stablehlo.divide"(%553, %626) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %628 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %630 = "stablehlo.add"(%589, %629) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %631 = "stablehlo.sqrt"(%630) : (tensor<20xf32>) -> tensor<20xf32>
    %632 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %633 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %634 = "stablehlo.add"(%631, %633) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %635 = "stablehlo.divide"(%555, %634) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %636 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %638 = "stablehlo.add"(%591, %637) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %639 = "stablehlo.sqrt"(%638) : (tensor<20x20xf32>) -> tensor<20x20xf32>
    %640 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %642 = "stablehlo.add"(%639, %641) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %643 = "stablehlo.divide"(%557, %642) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %644 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %646 = "stablehlo.add"(%593, %645) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %647 = "stablehlo.sqrt"(%646) : (tensor<20xf32>) -> tensor<20xf32>
    %648 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %650 = "stablehlo.add"(%647, %649) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %651 = "stablehlo.divide"(%559, %650) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %652 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %654 = "stablehlo.add"(%595, %653) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %655 = "stablehlo.sqrt"(%654) : (tensor<20x20xf32>) -> tensor<20x20xf32>
    %656 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %658 = "stablehlo.add"(%655, %657) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %659 = "stablehlo.divide"(%561, %658) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %660 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %662 = "stablehlo.add"(%597, %661) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %663 = "stablehlo.sqrt"(%662) : (tensor<20xf32>) -> tensor<20xf32>
    %664 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %665 = "stablehlo.broadcast_in_dim"(%664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %666 = "stablehlo.add"(%663, %665) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %667 = "stablehlo.divide"(%563, %666) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %668 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %670 = "stablehlo.add"(%599, %669) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %671 = "stablehlo.sqrt"(%670) : (tensor<20x20xf32>) -> tensor<20x20xf32>
    %672 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %673 = "stablehlo.broadcast_in_dim"(%672) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %674 = "stablehlo.add"(%671, %673) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %675 = "stablehlo.divide"(%565, %674) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %676 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %677 = "stablehlo.broadcast_in_dim"(%676) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %678 = "stablehlo.add"(%601, %677) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %679 = "stablehlo.sqrt"(%678) : (tensor<20xf32>) -> tensor<20xf32>
    %680 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %681 = "stablehlo.broadcast_in_dim"(%680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %682 = "stablehlo.add"(%679, %681) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %683 = "stablehlo.divide"(%567, %682) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %684 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %685 = "stablehlo.broadcast_in_dim"(%684) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %686 = "stablehlo.add"(%603, %685) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %687 = "stablehlo.sqrt"(%686) : (tensor<20x20xf32>) -> tensor<20x20xf32>
    %688 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %689 = "stablehlo.broadcast_in_dim"(%688) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %690 = "stablehlo.add"(%687, %689) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %691 = "stablehlo.divide"(%569, %690) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %692 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %693 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %694 = "stablehlo.add"(%605, %693) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %695 = "stablehlo.sqrt"(%694) : (tensor<6x20xf32>) -> tensor<6x20xf32>
    %696 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %697 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %698 = "stablehlo.add"(%695, %697) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %699 = "stablehlo.divide"(%571, %698) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %700 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %701 = "stablehlo.broadcast_in_dim"(%700) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %702 = "stablehlo.add"(%607, %701) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %703 = "stablehlo.sqrt"(%702) : (tensor<6x20xf32>) -> tensor<6x20xf32>
    %704 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %706 = "stablehlo.add"(%703, %705) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %707 = "stablehlo.divide"(%573, %706) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %708 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %709 = "stablehlo.broadcast_in_dim"(%708) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %710 = "stablehlo.add"(%609, %709) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %711 = "stablehlo.sqrt"(%710) : (tensor<6x20xf32>) -> tensor<6x20xf32>
    %712 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %713 = "stablehlo.broadcast_in_dim"(%712) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %714 = "stablehlo.add"(%711, %713) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %715 = "stablehlo.divide"(%575, %714) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %716 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %717 = "stablehlo.broadcast_in_dim"(%716) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %718 = "stablehlo.add"(%611, %717) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %719 = "stablehlo.sqrt"(%718) : (tensor<6x20xf32>) -> tensor<6x20xf32>
    %720 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %721 = "stablehlo.broadcast_in_dim"(%720) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %722 = "stablehlo.add"(%719, %721) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %723 = "stablehlo.divide"(%577, %722) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %724 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %725 = "stablehlo.broadcast_in_dim"(%724) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %726 = "stablehlo.multiply"(%725, %arg52) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %727 = "stablehlo.add"(%619, %726) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %728 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %729 = "stablehlo.broadcast_in_dim"(%728) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x5xf32>
    %730 = "stablehlo.multiply"(%729, %arg53) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %731 = "stablehlo.add"(%627, %730) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %732 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %733 = "stablehlo.broadcast_in_dim"(%732) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %734 = "stablehlo.multiply"(%733, %arg54) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %735 = "stablehlo.add"(%635, %734) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %736 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %737 = "stablehlo.broadcast_in_dim"(%736) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %738 = "stablehlo.multiply"(%737, %arg55) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %739 = "stablehlo.add"(%643, %738) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %740 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %741 = "stablehlo.broadcast_in_dim"(%740) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %742 = "stablehlo.multiply"(%741, %arg56) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %743 = "stablehlo.add"(%651, %742) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %744 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %745 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %746 = "stablehlo.multiply"(%745, %arg57) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %747 = "stablehlo.add"(%659, %746) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %748 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %749 = "stablehlo.broadcast_in_dim"(%748) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %750 = "stablehlo.multiply"(%749, %arg58) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %751 = "stablehlo.add"(%667, %750) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %752 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %753 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %754 = "stablehlo.multiply"(%753, %arg59) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %755 = "stablehlo.add"(%675, %754) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %756 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %757 = "stablehlo.broadcast_in_dim"(%756) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %758 = "stablehlo.multiply"(%757, %arg60) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %759 = "stablehlo.add"(%683, %758) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %760 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %761 = "stablehlo.broadcast_in_dim"(%760) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %762 = "stablehlo.multiply"(%761, %arg61) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %763 = "stablehlo.add"(%691, %762) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %764 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %765 = "stablehlo.broadcast_in_dim"(%764) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %766 = "stablehlo.multiply"(%765, %arg62) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %767 = "stablehlo.add"(%699, %766) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %768 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %769 = "stablehlo.broadcast_in_dim"(%768) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %770 = "stablehlo.multiply"(%769, %arg63) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %771 = "stablehlo.add"(%707, %770) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %772 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %773 = "stablehlo.broadcast_in_dim"(%772) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %774 = "stablehlo.multiply"(%773, %arg64) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %775 = "stablehlo.add"(%715, %774) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %776 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %777 = "stablehlo.broadcast_in_dim"(%776) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %778 = "stablehlo.multiply"(%777, %arg65) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %779 = "stablehlo.add"(%723, %778) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %780 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %781 = "stablehlo.broadcast_in_dim"(%780) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %782 = "stablehlo.multiply"(%781, %727) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %783 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %784 = "stablehlo.broadcast_in_dim"(%783) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x5xf32>
    %785 = "stablehlo.multiply"(%784, %731) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %786 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %787 = "stablehlo.broadcast_in_dim"(%786) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %788 = "stablehlo.multiply"(%787, %735) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %789 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %790 = "stablehlo.broadcast_in_dim"(%789) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %791 = "stablehlo.multiply"(%790, %739) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %792 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %793 = "stablehlo.broadcast_in_dim"(%792) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %794 = "stablehlo.multiply"(%793, %743) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %795 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %796 = "stablehlo.broadcast_in_dim"(%795) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %797 = "stablehlo.multiply"(%796, %747) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %798 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %799 = "stablehlo.broadcast_in_dim"(%798) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %800 = "stablehlo.multiply"(%799, %751) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %801 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %802 = "stablehlo.broadcast_in_dim"(%801) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %803 = "stablehlo.multiply"(%802, %755) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %804 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %805 = "stablehlo.broadcast_in_dim"(%804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %806 = "stablehlo.multiply"(%805, %759) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %807 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %808 = "stablehlo.broadcast_in_dim"(%807) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x20xf32>
    %809 = "stablehlo.multiply"(%808, %763) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %810 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %811 = "stablehlo.broadcast_in_dim"(%810) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %812 = "stablehlo.multiply"(%811, %767) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %813 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %814 = "stablehlo.broadcast_in_dim"(%813) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %815 = "stablehlo.multiply"(%814, %771) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %816 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %817 = "stablehlo.broadcast_in_dim"(%816) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %818 = "stablehlo.multiply"(%817, %775) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %819 = "stablehlo.constant"() <{value = dense<-3.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %820 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x20xf32>
    %821 = "stablehlo.multiply"(%820, %779) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %822 = "stablehlo.add"(%arg52, %782) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %823 = "stablehlo.add"(%arg53, %785) : (tensor<20x5xf32>, tensor<20x5xf32>) -> tensor<20x5xf32>
    %824 = "stablehlo.add"(%arg54, %788) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %825 = "stablehlo.add"(%arg55, %791) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %826 = "stablehlo.add"(%arg56, %794) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %827 = "stablehlo.add"(%arg57, %797) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %828 = "stablehlo.add"(%arg58, %800) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %829 = "stablehlo.add"(%arg59, %803) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %830 = "stablehlo.add"(%arg60, %806) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %831 = "stablehlo.add"(%arg61, %809) : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
    %832 = "stablehlo.add"(%arg62, %812) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %833 = "stablehlo.add"(%arg63, %815) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %834 = "stablehlo.add"(%arg64, %818) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    %835 = "stablehlo.add"(%arg65, %821) : (tensor<6x20xf32>, tensor<6x20xf32>) -> tensor<6x20xf32>
    "func.return"(%822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %543, %334, %341, %348, %355, %362, %369, %376, %383, %390, %397, %404, %411, %418, %425, %433, %441, %449, %457, %465, %473, %481, %489, %497, %505, %513, %521, %529, %537, %265) : (tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<i32>, tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<5xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<20xf32>, tensor<20x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<6x20xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg51: tensor<2xui32>):
    %137 = "stablehlo.slice"(%arg51) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %138 = "stablehlo.reshape"(%137) : (tensor<1xui32>) -> tensor<ui32>
    %139 = "stablehlo.slice"(%arg51) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %140 = "stablehlo.reshape"(%139) : (tensor<1xui32>) -> tensor<ui32>
    %141 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %142 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %144 = "stablehlo.multiply"(%143, %141) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %145 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %147 = "stablehlo.shift_right_logical"(%144, %146) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %148 = "stablehlo.convert"(%144) : (tensor<2xui64>) -> tensor<2xui32>
    %149 = "stablehlo.convert"(%147) : (tensor<2xui64>) -> tensor<2xui32>
    %150:2 = "func.call"(%138, %140, %149, %148) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %151 = "stablehlo.broadcast_in_dim"(%150#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %152 = "stablehlo.broadcast_in_dim"(%150#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %153 = "stablehlo.concatenate"(%151, %152) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%153) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<ui32>, %arg30: tensor<ui32>, %arg31: tensor<2xui32>, %arg32: tensor<2xui32>):
    %66 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %67 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %68 = "stablehlo.xor"(%arg29, %arg30) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %69 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %70 = "stablehlo.xor"(%68, %69) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %71 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %72 = "stablehlo.add"(%arg31, %71) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %73 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %74 = "stablehlo.add"(%arg32, %73) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %75 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %77:9 = "stablehlo.while"(%76, %75, %72, %74, %arg30, %70, %arg29, %66, %67) ({
    ^bb0(%arg42: tensor<i32>, %arg43: tensor<i32>, %arg44: tensor<2xui32>, %arg45: tensor<2xui32>, %arg46: tensor<ui32>, %arg47: tensor<ui32>, %arg48: tensor<ui32>, %arg49: tensor<4xui32>, %arg50: tensor<4xui32>):
      %135 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %136 = "stablehlo.compare"(%arg42, %135) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%136) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg33: tensor<i32>, %arg34: tensor<i32>, %arg35: tensor<2xui32>, %arg36: tensor<2xui32>, %arg37: tensor<ui32>, %arg38: tensor<ui32>, %arg39: tensor<ui32>, %arg40: tensor<4xui32>, %arg41: tensor<4xui32>):
      %78 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %79 = "stablehlo.add"(%arg34, %78) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %80 = "stablehlo.slice"(%arg40) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %81 = "stablehlo.reshape"(%80) : (tensor<1xui32>) -> tensor<ui32>
      %82 = "stablehlo.slice"(%arg40) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %83 = "stablehlo.reshape"(%82) : (tensor<1xui32>) -> tensor<ui32>
      %84 = "stablehlo.slice"(%arg40) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %85 = "stablehlo.reshape"(%84) : (tensor<1xui32>) -> tensor<ui32>
      %86 = "stablehlo.slice"(%arg40) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %87 = "stablehlo.reshape"(%86) : (tensor<1xui32>) -> tensor<ui32>
      %88 = "stablehlo.add"(%arg35, %arg36) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %89 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %90 = "stablehlo.shift_left"(%arg36, %89) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %91 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %92 = "stablehlo.subtract"(%91, %81) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %94 = "stablehlo.shift_right_logical"(%arg36, %93) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %95 = "stablehlo.or"(%90, %94) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %96 = "stablehlo.xor"(%88, %95) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %97 = "stablehlo.add"(%88, %96) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %98 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %99 = "stablehlo.shift_left"(%96, %98) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %100 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %101 = "stablehlo.subtract"(%100, %83) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %103 = "stablehlo.shift_right_logical"(%96, %102) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %104 = "stablehlo.or"(%99, %103) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %105 = "stablehlo.xor"(%97, %104) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %106 = "stablehlo.add"(%97, %105) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %107 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %108 = "stablehlo.shift_left"(%105, %107) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %109 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %110 = "stablehlo.subtract"(%109, %85) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %112 = "stablehlo.shift_right_logical"(%105, %111) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %113 = "stablehlo.or"(%108, %112) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %114 = "stablehlo.xor"(%106, %113) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %115 = "stablehlo.add"(%106, %114) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %116 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %117 = "stablehlo.shift_left"(%114, %116) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %118 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %119 = "stablehlo.subtract"(%118, %87) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %121 = "stablehlo.shift_right_logical"(%114, %120) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %122 = "stablehlo.or"(%117, %121) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %123 = "stablehlo.xor"(%115, %122) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %124 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %125 = "stablehlo.add"(%115, %124) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %126 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %127 = "stablehlo.add"(%123, %126) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %128 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %129 = "stablehlo.add"(%arg34, %128) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %130 = "stablehlo.convert"(%129) : (tensor<i32>) -> tensor<ui32>
      %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %132 = "stablehlo.add"(%127, %131) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %133 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %134 = "stablehlo.add"(%arg33, %133) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%134, %79, %125, %132, %arg38, %arg39, %arg37, %arg41, %arg40) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%77#2, %77#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12x4x6xf32>, tensor<i32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<12x4x6xf32>, %arg28: tensor<i32>):
    %62 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.dynamic_slice"(%arg27, %arg28, %62, %63) <{slice_sizes = array<i64: 1, 4, 6>}> : (tensor<12x4x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x6xf32>
    %65 = "stablehlo.reshape"(%64) : (tensor<1x4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%65) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12x4x20xf32>, tensor<4x20xf32>, tensor<i32>) -> tensor<12x4x20xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<12x4x20xf32>, %arg25: tensor<4x20xf32>, %arg26: tensor<i32>):
    %58 = "stablehlo.broadcast_in_dim"(%arg25) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x20xf32>) -> tensor<1x4x20xf32>
    %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %60 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.dynamic_update_slice"(%arg24, %58, %arg26, %59, %60) : (tensor<12x4x20xf32>, tensor<1x4x20xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x4x20xf32>
    "func.return"(%61) : (tensor<12x4x20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<4x5xf32>, %arg21: tensor<4x1xi32>):
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %37 = "stablehlo.compare"(%arg21, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %38 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %40 = "stablehlo.add"(%arg21, %39) : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %41 = "stablehlo.select"(%37, %40, %arg21) : (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %42 = "stablehlo.reshape"(%41) : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %43 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1xi32>
    %46 = "stablehlo.compare"(%42, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %47 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %49 = "stablehlo.compare"(%42, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %50 = "stablehlo.and"(%46, %49) : (tensor<4x1x1xi1>, tensor<4x1x1xi1>) -> tensor<4x1x1xi1>
    %51 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %52 = "stablehlo.reduce"(%50, %51) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg22: tensor<i1>, %arg23: tensor<i1>):
      %57 = "stablehlo.and"(%arg22, %arg23) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%57) : (tensor<i1>) -> ()
    }) : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %53 = "stablehlo.gather"(%arg20, %42) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %54 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %56 = "stablehlo.select"(%52, %53, %55) : (tensor<4x1xi1>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    "func.return"(%56, %42) : (tensor<4x1xf32>, tensor<4x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<4x1xf32>, %arg17: tensor<i32>):
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.compare"(%arg17, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %16 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.add"(%arg17, %16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %18 = "func.call"(%15, %17, %arg17) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %21 = "stablehlo.convert"(%19) : (tensor<1xi32>) -> tensor<1xi32>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %24 = "stablehlo.compare"(%21, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %25 = "stablehlo.compare"(%21, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %26 = "stablehlo.and"(%24, %25) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %27 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %28 = "stablehlo.reduce"(%26, %27) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg18: tensor<i1>, %arg19: tensor<i1>):
      %34 = "stablehlo.and"(%arg18, %arg19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%34) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %29 = "stablehlo.gather"(%arg16, %21) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
    %30 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4xi1>
    %31 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %33 = "stablehlo.select"(%30, %29, %32) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%33, %19) : (tensor<4xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<i1>, %arg14: tensor<i32>, %arg15: tensor<i32>):
    %13 = "stablehlo.select"(%arg13, %arg14, %arg15) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%13) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>, res_attrs = [{}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<1xi32>, %arg10: tensor<4xf32>):
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %11 = "stablehlo.scatter"(%10, %arg9, %arg10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %12 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) : (tensor<4x1xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    "func.return"(%11) : (tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4x1x1xi32>, %arg6: tensor<4x1xf32>):
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %7 = "stablehlo.scatter"(%6, %arg5, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %8 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x5xf32>
    "func.return"(%7) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12x4x20xf32>, tensor<i32>) -> tensor<4x20xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<12x4x20xf32>, %arg4: tensor<i32>):
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_slice"(%arg3, %arg4, %1, %2) <{slice_sizes = array<i64: 1, 4, 20>}> : (tensor<12x4x20xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x20xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x4x20xf32>) -> tensor<4x20xf32>
    "func.return"(%4) : (tensor<4x20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
