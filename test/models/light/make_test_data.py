"""Writes the test data ONNX's backend runner uses for a "light" model:
test_data_set_0/input_0.pb holding arange(n) / n in the input's shape (the
runner's generate_dummy_data with random=False; dynamic dims as 1) and
output_0.pb, the output the model ships with (ONNX made it with its
reference evaluator from that input).

    python make_test_data.py light_NAME.onnx OUT_DIR
"""

import os
import shutil
import sys

import numpy as np
import onnx
from onnx import numpy_helper


def main():
    model_path, out_dir = sys.argv[1], sys.argv[2]
    model = onnx.load(model_path)
    inits = {i.name for i in model.graph.initializer}
    data_dir = os.path.join(out_dir, "test_data_set_0")
    os.makedirs(data_dir, exist_ok=True)
    inputs = [i for i in model.graph.input if i.name not in inits]
    for n, value in enumerate(inputs):
        shape = tuple(d.dim_value if d.HasField("dim_value") else 1
                      for d in value.type.tensor_type.shape.dim)
        count = int(np.prod(shape))
        data = (np.arange(count).reshape(shape) / count).astype(np.float32)
        tensor = numpy_helper.from_array(data, value.name)
        with open(os.path.join(data_dir, f"input_{n}.pb"), "wb") as f:
            f.write(tensor.SerializeToString())
    prefix = os.path.splitext(model_path)[0]
    for n in range(len(model.graph.output)):
        shutil.copy(f"{prefix}_output_{n}.pb",
                    os.path.join(data_dir, f"output_{n}.pb"))


if __name__ == "__main__":
    main()
