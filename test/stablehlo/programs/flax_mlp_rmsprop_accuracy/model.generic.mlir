"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32x20xf32>, tensor<32xi32>) -> (tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<f32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Dense_1']['bias']"}, {jax.result_info = "result[0]['Dense_1']['kernel']"}, {jax.result_info = "result[1][0].nu['Dense_0']['bias']"}, {jax.result_info = "result[1][0].nu['Dense_0']['kernel']"}, {jax.result_info = "result[1][0].nu['Dense_1']['bias']"}, {jax.result_info = "result[1][0].nu['Dense_1']['kernel']"}, {jax.result_info = "result[1][2].trace['Dense_0']['bias']"}, {jax.result_info = "result[1][2].trace['Dense_0']['kernel']"}, {jax.result_info = "result[1][2].trace['Dense_1']['bias']"}, {jax.result_info = "result[1][2].trace['Dense_1']['kernel']"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg25: tensor<32xf32>, %arg26: tensor<20x32xf32>, %arg27: tensor<10xf32>, %arg28: tensor<32x10xf32>, %arg29: tensor<32xf32>, %arg30: tensor<20x32xf32>, %arg31: tensor<10xf32>, %arg32: tensor<32x10xf32>, %arg33: tensor<32xf32>, %arg34: tensor<20x32xf32>, %arg35: tensor<10xf32>, %arg36: tensor<32x10xf32>, %arg37: tensor<32x20xf32>, %arg38: tensor<32xi32>):
    %69 = "stablehlo.dot_general"(%arg37, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<32x20xf32>, tensor<20x32xf32>) -> tensor<32x32xf32>
    %70 = "stablehlo.reshape"(%arg25) : (tensor<32xf32>) -> tensor<1x32xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %72 = "stablehlo.add"(%69, %71) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %73 = "func.call"(%72) <{callee = @relu}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %76 = "stablehlo.compare"(%72, %75) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %79 = "stablehlo.dot_general"(%73, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<32x32xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %80 = "stablehlo.reshape"(%arg27) : (tensor<10xf32>) -> tensor<1x10xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<32x10xf32>
    %82 = "stablehlo.add"(%79, %81) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %83 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xi32>) -> tensor<32x1xi32>
    %84:2 = "func.call"(%82, %83) <{callee = @take_along_axis}> : (tensor<32x10xf32>, tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>)
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86:2 = "func.call"(%84#0, %85) <{callee = @_take}> : (tensor<32x1xf32>, tensor<i32>) -> (tensor<32xf32>, tensor<1xi32>)
    %87 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.reduce"(%82, %87) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %266 = "stablehlo.maximum"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%266) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %89 = "stablehlo.reshape"(%88) : (tensor<32xf32>) -> tensor<32x1xf32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %91 = "stablehlo.compare"(%82, %90) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xi1>
    %92 = "stablehlo.convert"(%91) : (tensor<32x10xi1>) -> tensor<32x10xf32>
    %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.reduce"(%92, %93) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %265 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%265) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %95 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %97 = "stablehlo.maximum"(%96, %88) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %98 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %100 = "stablehlo.compare"(%88, %99) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %101 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %103 = "stablehlo.compare"(%88, %102) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %104 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %108 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %110 = "stablehlo.select"(%103, %109, %107) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %111 = "stablehlo.select"(%100, %105, %110) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %112 = "stablehlo.is_finite"(%97) : (tensor<32xf32>) -> tensor<32xi1>
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %115 = "stablehlo.select"(%112, %97, %114) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %116 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %118 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x1xf32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %120 = "stablehlo.subtract"(%82, %119) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %121 = "stablehlo.exponential"(%120) : (tensor<32x10xf32>) -> tensor<32x10xf32>
    %122 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.reduce"(%121, %122) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %264 = "stablehlo.add"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%264) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %124 = "stablehlo.sign"(%123) : (tensor<32xf32>) -> tensor<32xf32>
    %125 = "stablehlo.abs"(%123) : (tensor<32xf32>) -> tensor<32xf32>
    %126 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %128 = "stablehlo.compare"(%123, %127) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %129 = "stablehlo.log"(%125) : (tensor<32xf32>) -> tensor<32xf32>
    %130 = "stablehlo.add"(%129, %115) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %131 = "stablehlo.subtract"(%130, %86#0) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %132 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.reduce"(%131, %132) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %263 = "stablehlo.add"(%arg45, %arg46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%263) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %134 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.divide"(%133, %134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %136 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.divide"(%136, %137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %140 = "stablehlo.negate"(%139) : (tensor<32xf32>) -> tensor<32xf32>
    %141 = "stablehlo.divide"(%139, %125) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %142 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %144 = "stablehlo.select"(%128, %143, %141) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %145 = "stablehlo.select"(%128, %141, %143) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %146 = "stablehlo.negate"(%144) : (tensor<32xf32>) -> tensor<32xf32>
    %147 = "stablehlo.add"(%145, %146) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xf32>) -> tensor<32x10xf32>
    %149 = "stablehlo.multiply"(%148, %121) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %150 = "func.call"(%86#1, %140) <{callee = @_take_0}> : (tensor<1xi32>, tensor<32xf32>) -> tensor<32x1xf32>
    %151 = "func.call"(%84#1, %150) <{callee = @take_along_axis_1}> : (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    %152 = "stablehlo.add"(%149, %151) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %153 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.reduce"(%152, %153) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %262 = "stablehlo.add"(%arg43, %arg44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%262) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %155 = "stablehlo.reshape"(%154) : (tensor<10xf32>) -> tensor<1x10xf32>
    %156 = "stablehlo.reshape"(%155) : (tensor<1x10xf32>) -> tensor<10xf32>
    %157 = "stablehlo.dot_general"(%152, %73) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<32x10xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %158 = "stablehlo.transpose"(%157) <{permutation = array<i64: 1, 0>}> : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %159 = "stablehlo.dot_general"(%152, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x32xf32>
    %160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %162 = "stablehlo.select"(%76, %159, %161) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %163 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.reduce"(%162, %163) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %261 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %165 = "stablehlo.reshape"(%164) : (tensor<32xf32>) -> tensor<1x32xf32>
    %166 = "stablehlo.reshape"(%165) : (tensor<1x32xf32>) -> tensor<32xf32>
    %167 = "stablehlo.dot_general"(%162, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<32x32xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %168 = "stablehlo.transpose"(%167) <{permutation = array<i64: 1, 0>}> : (tensor<32x20xf32>) -> tensor<20x32xf32>
    %169 = "stablehlo.multiply"(%166, %166) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %170 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %172 = "stablehlo.multiply"(%171, %169) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %173 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %175 = "stablehlo.multiply"(%174, %arg29) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %176 = "stablehlo.add"(%172, %175) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %177 = "stablehlo.multiply"(%168, %168) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %178 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %180 = "stablehlo.multiply"(%179, %177) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %181 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %183 = "stablehlo.multiply"(%182, %arg30) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %184 = "stablehlo.add"(%180, %183) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %185 = "stablehlo.multiply"(%156, %156) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %186 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %188 = "stablehlo.multiply"(%187, %185) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %189 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %191 = "stablehlo.multiply"(%190, %arg31) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %192 = "stablehlo.add"(%188, %191) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %193 = "stablehlo.multiply"(%158, %158) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %194 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %196 = "stablehlo.multiply"(%195, %193) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %197 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %199 = "stablehlo.multiply"(%198, %arg32) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %200 = "stablehlo.add"(%196, %199) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %201 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %203 = "stablehlo.add"(%176, %202) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %204 = "stablehlo.rsqrt"(%203) : (tensor<32xf32>) -> tensor<32xf32>
    %205 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %207 = "stablehlo.add"(%184, %206) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %208 = "stablehlo.rsqrt"(%207) : (tensor<20x32xf32>) -> tensor<20x32xf32>
    %209 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %211 = "stablehlo.add"(%192, %210) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %212 = "stablehlo.rsqrt"(%211) : (tensor<10xf32>) -> tensor<10xf32>
    %213 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %215 = "stablehlo.add"(%200, %214) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %216 = "stablehlo.rsqrt"(%215) : (tensor<32x10xf32>) -> tensor<32x10xf32>
    %217 = "stablehlo.multiply"(%204, %166) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %218 = "stablehlo.multiply"(%208, %168) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %219 = "stablehlo.multiply"(%212, %156) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %220 = "stablehlo.multiply"(%216, %158) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %221 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %223 = "stablehlo.multiply"(%222, %217) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %224 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %226 = "stablehlo.multiply"(%225, %218) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %227 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %229 = "stablehlo.multiply"(%228, %219) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %230 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %232 = "stablehlo.multiply"(%231, %220) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %233 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %235 = "stablehlo.multiply"(%234, %arg33) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %236 = "stablehlo.add"(%223, %235) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %237 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x32xf32>
    %239 = "stablehlo.multiply"(%238, %arg34) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %240 = "stablehlo.add"(%226, %239) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %241 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %243 = "stablehlo.multiply"(%242, %arg35) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %244 = "stablehlo.add"(%229, %243) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %245 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %247 = "stablehlo.multiply"(%246, %arg36) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %248 = "stablehlo.add"(%232, %247) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %249 = "func.call"(%82) <{callee = @argmax}> : (tensor<32x10xf32>) -> tensor<32xi32>
    %250 = "stablehlo.compare"(%249, %arg38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %251 = "stablehlo.convert"(%250) : (tensor<32xi1>) -> tensor<32xf32>
    %252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %260 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%260) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %254 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.divide"(%253, %254) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %256 = "stablehlo.add"(%arg25, %236) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %257 = "stablehlo.add"(%arg26, %240) : (tensor<20x32xf32>, tensor<20x32xf32>) -> tensor<20x32xf32>
    %258 = "stablehlo.add"(%arg27, %244) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %259 = "stablehlo.add"(%arg28, %248) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    "func.return"(%256, %257, %258, %259, %176, %184, %192, %200, %236, %240, %244, %248, %135, %255) : (tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32x32xf32>) -> tensor<32x32xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<32x32xf32>):
    %66 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %68 = "stablehlo.maximum"(%arg24, %67) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    "func.return"(%68) : (tensor<32x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32x10xf32>, tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<32x10xf32>, %arg21: tensor<32x1xi32>):
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<32x1xi32>
    %45 = "stablehlo.compare"(%arg21, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %46 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<32x1xi32>
    %48 = "stablehlo.add"(%arg21, %47) : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %49 = "stablehlo.select"(%45, %48, %arg21) : (tensor<32x1xi1>, tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %50 = "stablehlo.reshape"(%49) : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %51 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
    %52 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<32x1x1xi32>
    %54 = "stablehlo.compare"(%50, %53) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %55 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %57 = "stablehlo.compare"(%50, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %58 = "stablehlo.and"(%54, %57) : (tensor<32x1x1xi1>, tensor<32x1x1xi1>) -> tensor<32x1x1xi1>
    %59 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %60 = "stablehlo.reduce"(%58, %59) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg22: tensor<i1>, %arg23: tensor<i1>):
      %65 = "stablehlo.and"(%arg22, %arg23) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%65) : (tensor<i1>) -> ()
    }) : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %61 = "stablehlo.gather"(%arg20, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x10xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
    %62 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x1xf32>
    %64 = "stablehlo.select"(%60, %61, %63) : (tensor<32x1xi1>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    "func.return"(%64, %50) : (tensor<32x1xf32>, tensor<32x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32x1xf32>, tensor<i32>) -> (tensor<32xf32>, tensor<1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<32x1xf32>, %arg17: tensor<i32>):
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.compare"(%arg17, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %24 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.add"(%arg17, %24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %26 = "func.call"(%23, %25, %arg17) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %29 = "stablehlo.convert"(%27) : (tensor<1xi32>) -> tensor<1xi32>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %32 = "stablehlo.compare"(%29, %31) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %33 = "stablehlo.compare"(%29, %28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %34 = "stablehlo.and"(%32, %33) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %35 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %36 = "stablehlo.reduce"(%34, %35) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg18: tensor<i1>, %arg19: tensor<i1>):
      %42 = "stablehlo.and"(%arg18, %arg19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%42) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %37 = "stablehlo.gather"(%arg16, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x1xf32>, tensor<1xi32>) -> tensor<32xf32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<32xi1>
    %39 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %41 = "stablehlo.select"(%38, %37, %40) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%41, %27) : (tensor<32xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<i1>, %arg14: tensor<i32>, %arg15: tensor<i32>):
    %21 = "stablehlo.select"(%arg13, %arg14, %arg15) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%21) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1xi32>, tensor<32xf32>) -> tensor<32x1xf32>, res_attrs = [{}], sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<1xi32>, %arg10: tensor<32xf32>):
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x1xf32>
    %19 = "stablehlo.scatter"(%18, %arg9, %arg10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %20 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%20) : (tensor<f32>) -> ()
    }) : (tensor<32x1xf32>, tensor<1xi32>, tensor<32xf32>) -> tensor<32x1xf32>
    "func.return"(%19) : (tensor<32x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>, res_attrs = [{}], sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<32x1x1xi32>, %arg6: tensor<32x1xf32>):
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %15 = "stablehlo.scatter"(%14, %arg5, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %16 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<32x10xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    "func.return"(%15) : (tensor<32x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x10xf32>) -> tensor<32xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<32x10xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<32x10xi32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<32x10xf32>, tensor<32x10xi32>, tensor<f32>, tensor<i32>) -> (tensor<32xf32>, tensor<32xi32>)
    "func.return"(%3#1) : (tensor<32xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
