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


def test_cache_in_place(mlc):
    # --cache-in-place: the caches are buffers with room that each step
    # appends to; mlc.generate gives them room for the whole generation.
    prompt, ort_tokens, _ = _reference("llama_decode")
    m = mlc.compile(os.path.join(MODELS, "llama_decode", "model.onnx"),
                    cache_in_place=True)
    out = mlc.generate(m, prompt, len(ort_tokens))
    assert list(out[len(prompt):]) == ort_tokens
    # A plain array has no room for the row a step appends: refused before
    # the run, naming the input.
    ids = np.array([[5]], dtype=np.int64)
    mask = np.ones((1, 4), dtype=np.int64)
    pos = np.array([[3]], dtype=np.int64)
    cache = [np.zeros((1, 3, 2, 16), dtype=np.float32) for _ in range(4)]
    with pytest.raises(mlc.RuntimeError, match=r"'past.0.k' is kept in place: a run "
                       r"appends 1 entries along dim 1 to its 3, but its buffer "
                       r"holds 3"):
        m(ids, mask, pos, *cache)


def test_cache_view_binds_the_callers_buffer(mlc, llama):
    # The caller's own buffers as the caches (mlc.CacheView): each step
    # writes its row into them; the logits are those of the module as
    # exported, fed its own `present` back.
    m = mlc.compile(os.path.join(MODELS, "llama_decode", "model.onnx"),
                    cache_in_place=True)
    assert m.in_place == [(3, 1, 1, 1), (4, 2, 1, 1), (5, 3, 1, 1), (6, 4, 1, 1)]
    buffers = [np.zeros((1, 8, 2, 16), dtype=np.float32) for _ in range(4)]
    views = [mlc.CacheView(b, 0) for b in buffers]
    past = [np.zeros((1, 2, 0, 16), dtype=np.float32) for _ in range(4)]
    for step, token in enumerate([1, 5, 9, 98, 230]):
        ids = np.array([[token]], dtype=np.int64)
        mask = np.ones((1, step + 1), dtype=np.int64)
        pos = np.array([[step]], dtype=np.int64)
        want = llama(ids, mask, pos, *past)
        got = m(ids, mask, pos, *views)
        np.testing.assert_allclose(got[0], want[0], rtol=1e-4, atol=1e-5)
        past = list(want[1:])
        for v, b, p in zip(views, buffers, past):
            v.advance()
            # The buffer holds the cache in its [1, length, heads, dim] layout.
            np.testing.assert_allclose(b[:, :v.length], p.transpose(0, 2, 1, 3),
                                       rtol=1e-5, atol=1e-6)
    # Full: the next row has no room.
    for v in views:
        v.length = 8
    with pytest.raises(mlc.RuntimeError, match=r"its buffer holds 8"):
        m(ids, np.ones((1, 9), dtype=np.int64), np.array([[8]]), *views)
    with pytest.raises(mlc.RuntimeError, match=r"does not keep this input in place"):
        llama(ids, mask, pos, *views)
