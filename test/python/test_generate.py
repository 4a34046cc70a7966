"""mlc.generate on the Llama decode-step export of test/models/dynamic: the
greedy tokens onnxruntime and transformers generate (generate.txt)."""

import os

import numpy as np
import pytest

MODELS = os.path.join(os.path.dirname(__file__), "..", "models", "dynamic")


def _reference(name):
    lines = dict(l.split(" ", 1) for l in
                 open(os.path.join(MODELS, name, "generate.txt")).read().splitlines())
    ints = lambda s: [int(t) for t in s.split(",")]
    return ints(lines["prompt"]), ints(lines["onnxruntime"]), ints(lines["torch"])


@pytest.fixture(scope="module")
def llama(mlc):
    return mlc.compile(os.path.join(MODELS, "llama_decode", "model.onnx"))


def test_greedy_matches_onnxruntime_and_torch(mlc, llama):
    prompt, ort_tokens, torch_tokens = _reference("llama_decode")
    out = mlc.generate(llama, prompt, len(ort_tokens))
    assert out.dtype == np.int64
    assert list(out[:len(prompt)]) == prompt
    assert list(out[len(prompt):]) == ort_tokens == torch_tokens


def test_sampling_is_seeded_and_eos_stops(mlc, llama):
    a = mlc.generate(llama, np.array([[1, 5, 9]]), 6, temperature=0.8, top_k=20, seed=7)
    b = mlc.generate(llama, [1, 5, 9], 6, temperature=0.8, top_k=20, seed=7)
    assert list(a) == list(b) and len(a) == 9
    greedy = mlc.generate(llama, [1, 5, 9], 4)
    stopped = mlc.generate(llama, [1, 5, 9], 16, eos_token_id=int(greedy[4]))
    assert list(stopped) == list(greedy[:5])


def test_not_a_decoder(mlc):
    bert = mlc.compile(os.path.join(MODELS, "bert", "model.onnx"))
    with pytest.raises(mlc.RuntimeError, match="no output named 'logits'"):
        mlc.generate(bert, [1], 2)
    with pytest.raises(ValueError):
        mlc.generate(bert, [], 2)
