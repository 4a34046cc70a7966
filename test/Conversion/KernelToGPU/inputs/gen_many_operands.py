"""Prints a graph whose one fused elementwise kernel takes N rank-R operands
(each a memref descriptor of 3 + 2R words once lowered to NVVM):
python gen_many_operands.py N R."""
import sys

n, rank = int(sys.argv[1]), int(sys.argv[2])
t = "tensor<%sxf32>" % "x".join(["2"] * rank)
args = ", ".join("%%a%d: %s" % (i, t) for i in range(n))
print("func.func @main(%s) -> %s {" % (args, t))
acc = "%a0"
for i in range(1, n):
    print("  %%s%d = graph.add %s, %%a%d : (%s, %s) -> %s" % (i, acc, i, t, t, t))
    acc = "%%s%d" % i
print("  return %s : %s" % (acc, t))
print("}")
