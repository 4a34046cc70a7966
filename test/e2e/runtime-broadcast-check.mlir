// Dynamic sizes broadcast at run time: a size of 1 is stretched, sizes that
// differ and are not 1 stop the run with an error naming the op.
// RUN: mlc-compile %s -o %t.so
// RUN: mlc-run %t.so --input=2x1xf32=1,2 --input=2x3xf32=1,2,3,4,5,6 | FileCheck %s --check-prefix=OK
// RUN: not mlc-run %t.so --input=2x3xf32=1,2,3,4,5,6 --input=2x4xf32=1,2,3,4,5,6,7,8 2>&1 | FileCheck %s --check-prefix=ERR
// OK: shape 2x3 f32
// OK-NEXT: {{\[}}[2, 3, 4],
// OK-NEXT: [6, 7, 8]]
// ERR: mlc-run: error: {{.*}}run-time error: graph.add at {{.*}}: dynamic dimensions do not broadcast at run time (sizes differ and neither is 1)
func.func @main(%a: tensor<?x?xf32> {graph.name = "a"}, %b: tensor<?x?xf32> {graph.name = "b"}) -> tensor<?x?xf32> {
  %y = graph.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}
