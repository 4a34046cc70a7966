// A run-time loop: acc = sin(acc @ w) + acc / 2, n times (n an input).
func.func @main(%x: tensor<4x5xf32>, %n: tensor<i64>, %w: tensor<5x5xf32>) -> (tensor<4x5xf32>, tensor<i64>) {
  %zero = graph.constant dense<0> : tensor<i64>
  %one = graph.constant dense<1> : tensor<i64>
  %half = graph.constant dense<0.5> : tensor<f32>
  %r:2 = scf.while (%i = %zero, %acc = %x) : (tensor<i64>, tensor<4x5xf32>) -> (tensor<i64>, tensor<4x5xf32>) {
    %c = graph.compare lt, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %b = tensor.extract %c[] : tensor<i1>
    scf.condition(%b) %i, %acc : tensor<i64>, tensor<4x5xf32>
  } do {
  ^bb0(%i: tensor<i64>, %acc: tensor<4x5xf32>):
    %m = graph.matmul %acc, %w : (tensor<4x5xf32>, tensor<5x5xf32>) -> tensor<4x5xf32>
    %s = graph.sin %m : tensor<4x5xf32>
    %h = graph.mul %acc, %half : (tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
    %a = graph.add %s, %h : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %i2 = graph.add %i, %one : (tensor<i64>, tensor<i64>) -> tensor<i64>
    scf.yield %i2, %a : tensor<i64>, tensor<4x5xf32>
  }
  return %r#1, %r#0 : tensor<4x5xf32>, tensor<i64>
}
