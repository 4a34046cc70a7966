"""The timing the torch peer scripts share: CUDA events around each call,
median of `n` after `warmup` untimed calls (the first ones compile)."""
import torch


def median_ms(fn, *args, n=50, warmup=5):
    for _ in range(warmup):
        fn(*args)
    torch.cuda.synchronize()
    times = []
    for _ in range(n):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn(*args)
        e.record()
        torch.cuda.synchronize()
        times.append(s.elapsed_time(e))
    times.sort()
    return times[len(times) // 2]
