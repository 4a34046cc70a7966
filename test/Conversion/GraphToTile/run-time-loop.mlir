// RUN: mlc-opt %s --mlc-graph-pipeline --convert-graph-to-tile | FileCheck %s

// A run-time loop between the kernels: its carried values become signless
// like every other tensor (ui8 -> i8), the body's groups become tile.kernel
// ops inside it.
// CHECK-LABEL: func.func @main
// CHECK: scf.while (%{{.+}} = %{{.+}}, %{{.+}} = %{{.+}}) : (tensor<i64>, tensor<4xi8>) -> (tensor<i64>, tensor<4xi8>)
// CHECK:   tile.kernel "compare_{{[0-9]+}}"
// CHECK:   scf.condition
// CHECK: } do {
// CHECK: ^bb0(%{{.+}}: tensor<i64>, %{{.+}}: tensor<4xi8>):
// CHECK:   tile.kernel "add_{{[0-9]+}}"
// CHECK:   scf.yield %{{.+}}, %{{.+}} : tensor<i64>, tensor<4xi8>
func.func @main(%x: tensor<4xui8>, %n: tensor<i64>) -> tensor<4xui8> {
  %zero = graph.constant dense<0> : tensor<i64>
  %one = graph.constant dense<1> : tensor<i64>
  %d = graph.constant dense<3> : tensor<4xui8>
  %r:2 = scf.while (%i = %zero, %a = %x) : (tensor<i64>, tensor<4xui8>) -> (tensor<i64>, tensor<4xui8>) {
    %c = graph.compare lt, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %b = tensor.extract %c[] : tensor<i1>
    scf.condition(%b) %i, %a : tensor<i64>, tensor<4xui8>
  } do {
  ^bb0(%i: tensor<i64>, %a: tensor<4xui8>):
    %s = graph.add %a, %d : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %i2 = graph.add %i, %one : (tensor<i64>, tensor<i64>) -> tensor<i64>
    scf.yield %i2, %s : tensor<i64>, tensor<4xui8>
  }
  return %r#1 : tensor<4xui8>
}
