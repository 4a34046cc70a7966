#!/usr/bin/python3
"""Quantized models the way a user makes them (issue #19), on the GPU
machine: torch 2.11's default exporter, then onnxruntime 1.30's
quantization tools.

    mobilenet_v2_qdq  timm mobilenetv2_100 (random weights, seed 2026),
                      1x3x224x224, quant_pre_process + quantize_static: QDQ,
                      per-channel int8 weights, uint8 activations, 8 random
                      calibration images
    mobilenet_v2      the float model it came from
    mobilenet_v2_qop  the same quantization in QOperator form (QLinearConv,
                      QLinearAdd, QLinearGlobalAveragePool, ...)
    resnet18_qdq      timm resnet18 (random weights), the same recipe as
                      mobilenet_v2_qdq; its float model is not kept (46 MB):
                      bench/quant/strip_qdq.py makes the fp32 model of the
                      same weights from it
    bert_dyn          transformers BertModel (hidden 128, 2 layers, 2 heads,
                      intermediate 512, vocab 1000), [1, 128] ids and mask,
                      quantize_dynamic int8 weights (MatMulInteger,
                      DynamicQuantizeLinear)
    bert              the float model it came from

Each goes to OUT/<name>/model.onnx with OUT/<name>/test_data_set_0 (inputs
and onnxruntime's CPU outputs).

    /usr/bin/python3 bench/quant/export_quant.py --out DIR
"""

import argparse
import os

import numpy as np
import onnx
import onnxruntime as ort
import torch
from onnx import numpy_helper

SEED = 2026


def save_case(d, model_path, feeds):
    case = os.path.join(d, "test_data_set_0")
    os.makedirs(case, exist_ok=True)
    sess = ort.InferenceSession(model_path, providers=["CPUExecutionProvider"])
    names = [i.name for i in sess.get_inputs()]
    outs = sess.run(None, {n: feeds[n] for n in names})
    for i, n in enumerate(names):
        with open(os.path.join(case, "input_%d.pb" % i), "wb") as f:
            f.write(numpy_helper.from_array(feeds[n], n).SerializeToString())
    for i, (o, a) in enumerate(zip(sess.get_outputs(), outs)):
        with open(os.path.join(case, "output_%d.pb" % i), "wb") as f:
            f.write(numpy_helper.from_array(a, o.name).SerializeToString())


def export(model, args, path, names, dynamic=None):
    torch.onnx.export(model, args, path, dynamo=True, input_names=names,
                      opset_version=20, external_data=False)
    m = onnx.load(path)
    onnx.save(m, path)  # one file


def calibration(shape):
    """onnxruntime's calibration reader over 8 seeded random images."""
    from onnxruntime.quantization import CalibrationDataReader

    class Reader(CalibrationDataReader):
        def __init__(self):
            r = np.random.default_rng(SEED + 1)
            self.items = iter([{"input": r.standard_normal(shape).astype(
                np.float32)} for _ in range(8)])

        def get_next(self):
            return next(self.items, None)

    return Reader()


def quantize_cnn(out, name, model, formats):
    from onnxruntime.quantization import QuantType, quantize_static
    from onnxruntime.quantization.shape_inference import quant_pre_process
    d = os.path.join(out, name)
    os.makedirs(d, exist_ok=True)
    x = torch.randn(1, 3, 224, 224)
    export(model, (x,), os.path.join(d, "model.onnx"), ["input"])
    rng = np.random.default_rng(SEED)
    image = rng.standard_normal((1, 3, 224, 224)).astype(np.float32)
    save_case(d, os.path.join(d, "model.onnx"), {"input": image})
    pre = os.path.join(out, name + "_pre.onnx")
    quant_pre_process(os.path.join(d, "model.onnx"), pre)
    for suffix, fmt in formats:
        q = os.path.join(out, name + suffix)
        os.makedirs(q, exist_ok=True)
        quantize_static(pre, os.path.join(q, "model.onnx"),
                        calibration((1, 3, 224, 224)),
                        quant_format=fmt, per_channel=True,
                        activation_type=QuantType.QUInt8,
                        weight_type=QuantType.QInt8)
        save_case(q, os.path.join(q, "model.onnx"), {"input": image})
    os.remove(pre)


def mobilenet(out):
    import timm
    from onnxruntime.quantization import QuantFormat
    torch.manual_seed(SEED)
    model = timm.create_model("mobilenetv2_100", pretrained=False).eval()
    quantize_cnn(out, "mobilenet_v2", model,
                 [("_qdq", QuantFormat.QDQ), ("_qop", QuantFormat.QOperator)])


def resnet(out):
    import shutil
    import timm
    from onnxruntime.quantization import QuantFormat
    torch.manual_seed(SEED)
    model = timm.create_model("resnet18", pretrained=False).eval()
    quantize_cnn(out, "resnet18", model, [("_qdq", QuantFormat.QDQ)])
    shutil.rmtree(os.path.join(out, "resnet18"))


def bert(out):
    from transformers import BertConfig, BertModel
    from onnxruntime.quantization import QuantType, quantize_dynamic
    torch.manual_seed(SEED)
    cfg = BertConfig(hidden_size=128, num_hidden_layers=2,
                     num_attention_heads=2, intermediate_size=512,
                     vocab_size=1000, max_position_embeddings=256)
    model = BertModel(cfg).eval()

    class Wrap(torch.nn.Module):
        def __init__(self, m):
            super().__init__()
            self.m = m

        def forward(self, ids, mask):
            return self.m(input_ids=ids, attention_mask=mask).last_hidden_state

    d = os.path.join(out, "bert")
    os.makedirs(d, exist_ok=True)
    ids = torch.randint(0, 1000, (1, 128))
    mask = torch.ones(1, 128, dtype=torch.int64)
    export(Wrap(model), (ids, mask), os.path.join(d, "model.onnx"),
           ["input_ids", "attention_mask"])
    feeds = {"input_ids": ids.numpy(), "attention_mask": mask.numpy()}
    save_case(d, os.path.join(d, "model.onnx"), feeds)
    q = os.path.join(out, "bert_dyn")
    os.makedirs(q, exist_ok=True)
    quantize_dynamic(os.path.join(d, "model.onnx"), os.path.join(q, "model.onnx"),
                     weight_type=QuantType.QInt8)
    save_case(q, os.path.join(q, "model.onnx"), feeds)


def small(out):
    """Tiny models for the tests (test/models/quant): a CNN with the ops
    quantize_static handles (Conv, depthwise Conv, Relu, Add, MaxPool,
    Concat, GlobalAveragePool, Gemm), QDQ per-channel, QDQ per-tensor with
    int8 activations, QOperator; and a two-layer MLP from quantize_dynamic."""
    from onnxruntime.quantization import (QuantFormat, QuantType,
                                          quantize_dynamic, quantize_static)
    from onnxruntime.quantization.shape_inference import quant_pre_process
    torch.manual_seed(SEED)
    nn = torch.nn

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.c1 = nn.Conv2d(3, 8, 3, padding=1)
            self.dw = nn.Conv2d(8, 8, 3, padding=1, groups=8)
            self.pw = nn.Conv2d(8, 8, 1)
            self.c2 = nn.Conv2d(8, 16, 3, stride=2, padding=1)
            self.fc = nn.Linear(24, 10)

        def forward(self, x):
            a = torch.relu(self.c1(x))
            b = torch.relu(self.pw(torch.relu(self.dw(a)))) + a
            p = nn.functional.max_pool2d(b, 2)
            c = torch.relu(self.c2(b))
            y = torch.cat([p, c], 1)
            y = nn.functional.adaptive_avg_pool2d(y, 1).flatten(1)
            return self.fc(y)

    d = os.path.join(out, "qcnn_float")
    os.makedirs(d, exist_ok=True)
    export(Net().eval(), (torch.randn(1, 3, 16, 16),),
           os.path.join(d, "model.onnx"), ["input"])
    rng = np.random.default_rng(SEED)
    image = rng.standard_normal((1, 3, 16, 16)).astype(np.float32)
    pre = os.path.join(out, "qcnn_pre.onnx")
    quant_pre_process(os.path.join(d, "model.onnx"), pre)
    for name, fmt, pc, act in [
            ("qcnn_qdq", QuantFormat.QDQ, True, QuantType.QUInt8),
            ("qcnn_qdq_s8", QuantFormat.QDQ, False, QuantType.QInt8),
            ("qcnn_qop", QuantFormat.QOperator, True, QuantType.QUInt8)]:
        q = os.path.join(out, name)
        os.makedirs(q, exist_ok=True)
        quantize_static(pre, os.path.join(q, "model.onnx"),
                        calibration((1, 3, 16, 16)),
                        quant_format=fmt, per_channel=pc, activation_type=act,
                        weight_type=QuantType.QInt8)
        save_case(q, os.path.join(q, "model.onnx"), {"input": image})
    os.remove(pre)
    import shutil
    shutil.rmtree(d)

    mlp = nn.Sequential(nn.Linear(64, 96), nn.GELU(), nn.Linear(96, 32))
    d = os.path.join(out, "qmlp_float")
    os.makedirs(d, exist_ok=True)
    export(mlp.eval(), (torch.randn(1, 4, 64),), os.path.join(d, "model.onnx"),
           ["x"])
    q = os.path.join(out, "qmlp_dyn")
    os.makedirs(q, exist_ok=True)
    quantize_dynamic(os.path.join(d, "model.onnx"), os.path.join(q, "model.onnx"),
                     weight_type=QuantType.QInt8)
    save_case(q, os.path.join(q, "model.onnx"),
              {"x": rng.standard_normal((1, 4, 64)).astype(np.float32)})
    shutil.rmtree(d)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", required=True)
    a = p.parse_args()
    for f in (small, mobilenet, resnet, bert):
        try:
            f(a.out)
            print("ok", f.__name__, flush=True)
        except Exception as e:  # noqa: BLE001
            import traceback
            traceback.print_exc()
            print("FAILED", f.__name__, e, flush=True)


if __name__ == "__main__":
    main()
