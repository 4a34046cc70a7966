//===- ThreadPool.cpp - the runtime's parallel_for ------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One loop at a time: the dispatching thread publishes a Loop with a number
// of helper slots, bumps the generation and wakes that many workers. The
// iterations are cut into one contiguous block per participant (the
// dispatcher's first, then one per helper slot); each takes its own block
// from the front in chunks from that block's atomic counter, then helps
// with the other blocks the same way, so helpers that arrive late find
// their block done or partly done and no work is run twice. A model's
// kernels are grids of tiles: with blocks, each thread works on the same
// part of every grid run after run (a matmul's same weight panels, warm in
// its core's L2), where a shared counter handed tiles to whichever thread
// came first. Once the dispatcher has run out of indices it takes back the
// slots no helper has claimed yet (a helper that is not scheduled is not
// waited for); each helper with a slot checks out when done, and the
// dispatcher returns only after all have, so the Loop (on its stack) is
// never touched after it returns.
//
// Workers spin for a while (kSpinTime) on the published generation before
// they sleep on the condition variable, and the dispatcher spins on the
// helpers' count before it sleeps: between the loops of one model run the
// pool never sleeps, so a loop costs an atomic handshake rather than a
// futex wake-up (the spinning that onnxruntime's and OpenMP's pools do too).
//
//===----------------------------------------------------------------------===//

#include "ThreadPool.h"

#include "Status.h"

#include "mlc-c/Runtime.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

using namespace mlc::runtime;

namespace {
constexpr std::chrono::microseconds kSpinTime{50};

void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  _mm_pause();
#endif
}

/// Spins until `done()` or kSpinTime has passed; true if `done()`.
template <typename Done>
bool spinUntil(Done done) {
  auto start = std::chrono::steady_clock::now();
  for (unsigned i = 1;; ++i) {
    if (done())
      return true;
    cpuRelax();
    if (i % 64 != 0)
      continue;
    if (std::chrono::steady_clock::now() - start > kSpinTime)
      return false;
  }
}

/// True on pool workers and on a dispatcher while it runs a loop: parallel
/// loops nested in a loop body run inline instead of deadlocking.
thread_local bool insideLoop = false;
} // namespace

struct ThreadPool::Loop {
  ParallelFn fn;
  void *ctx;
  int64_t n;
  int64_t chunk;
  int parts; // Blocks: the dispatcher and the helpers.
};

/// A participant's block of iterations [next, end), taken from the front.
struct alignas(64) ThreadPool::Block {
  std::atomic<int64_t> next{0};
  int64_t end = 0;
};

void ThreadPool::runBlocks(Loop &loop, int self) {
  for (int k = 0; k < loop.parts; ++k) {
    Block &block = blocks[(self + k) % loop.parts];
    for (;;) {
      int64_t begin =
          block.next.fetch_add(loop.chunk, std::memory_order_relaxed);
      if (begin >= block.end)
        break;
      int64_t end = std::min(block.end, begin + loop.chunk);
      for (int64_t i = begin; i < end; ++i)
        loop.fn(loop.ctx, i);
    }
  }
}

ThreadPool::ThreadPool(int numThreads)
    : blocks(new Block[std::max(numThreads, 1)]) {
  for (int i = 1; i < numThreads; ++i)
    workers.emplace_back([this] { workerMain(); });
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  wakeWorkers.notify_all();
  for (std::thread &worker : workers)
    worker.join();
}

void ThreadPool::workerMain() {
  insideLoop = true;
  uint64_t seen = 0;
  std::unique_lock<std::mutex> lock(mutex);
  for (;;) {
    if (!stopping && generation == seen) {
      lock.unlock();
      spinUntil([&] {
        return publishedGeneration.load(std::memory_order_acquire) != seen;
      });
      lock.lock();
    }
    wakeWorkers.wait(lock, [&] { return stopping || generation != seen; });
    if (stopping)
      return;
    seen = generation;
    if (freeSlots == 0)
      continue; // Too late: the loop is done or has all its helpers.
    Loop *loop = current;
    int slot = loop->parts - freeSlots;
    --freeSlots;
    lock.unlock();
    runBlocks(*loop, slot);
    lock.lock();
    if (pendingWorkers.fetch_sub(1, std::memory_order_acq_rel) == 1)
      loopDone.notify_one();
  }
}

void ThreadPool::parallelFor(int64_t n, ParallelFn fn, void *ctx) {
  if (n <= 0)
    return;
  std::unique_lock<std::mutex> dispatch(dispatchMutex, std::defer_lock);
  if (n == 1 || workers.empty() || insideLoop || !dispatch.try_lock()) {
    for (int64_t i = 0; i < n; ++i)
      fn(ctx, i);
    return;
  }

  // Wake no more workers than there are iterations left for them. Chunks
  // of 1/16 of a block keep the counters cold for fine grids and balance
  // uneven iterations.
  int helpers = static_cast<int>(
      std::min<int64_t>(static_cast<int64_t>(workers.size()), n - 1));
  Loop loop{fn, ctx, n, 0, helpers + 1};
  loop.chunk = std::max<int64_t>(1, n / loop.parts / 16);
  for (int p = 0; p < loop.parts; ++p) {
    blocks[p].next.store(n * p / loop.parts, std::memory_order_relaxed);
    blocks[p].end = n * (p + 1) / loop.parts;
  }
  {
    std::lock_guard<std::mutex> lock(mutex);
    current = &loop;
    pendingWorkers.store(helpers, std::memory_order_relaxed);
    freeSlots = helpers;
    ++generation;
    publishedGeneration.store(generation, std::memory_order_release);
  }
  if (helpers == static_cast<int>(workers.size()))
    wakeWorkers.notify_all();
  else
    for (int i = 0; i < helpers; ++i)
      wakeWorkers.notify_one();

  insideLoop = true;
  runBlocks(loop, 0);
  insideLoop = false;

  // All indices are handed out: helpers that have not checked in yet (not
  // scheduled, on a busy machine) are not waited for; they find no slot.
  {
    std::lock_guard<std::mutex> lock(mutex);
    pendingWorkers.fetch_sub(freeSlots, std::memory_order_acq_rel);
    freeSlots = 0;
  }

  spinUntil([&] {
    return pendingWorkers.load(std::memory_order_acquire) == 0;
  });
  std::unique_lock<std::mutex> lock(mutex);
  loopDone.wait(lock, [&] {
    return pendingWorkers.load(std::memory_order_acquire) == 0;
  });
  current = nullptr;
}

//===----------------------------------------------------------------------===//
// The process-wide pool
//===----------------------------------------------------------------------===//

namespace {
std::mutex globalPoolMutex;
std::shared_ptr<ThreadPool> globalPool;
} // namespace

int mlc::runtime::defaultNumThreads() {
  if (const char *env = std::getenv("MLC_NUM_THREADS")) {
    char *end = nullptr;
    long value = std::strtol(env, &end, 10);
    if (end != env && *end == '\0' && value > 0)
      return static_cast<int>(std::min<long>(value, 1024));
  }
  unsigned hw = std::thread::hardware_concurrency();
  return hw == 0 ? 1 : static_cast<int>(std::min(hw, 1024u));
}

std::shared_ptr<ThreadPool> mlc::runtime::getGlobalThreadPool() {
  std::lock_guard<std::mutex> lock(globalPoolMutex);
  if (!globalPool)
    globalPool = std::make_shared<ThreadPool>(defaultNumThreads());
  return globalPool;
}

void mlc::runtime::setGlobalThreadPool(std::shared_ptr<ThreadPool> pool) {
  std::shared_ptr<ThreadPool> old;
  {
    std::lock_guard<std::mutex> lock(globalPoolMutex);
    old = std::move(globalPool);
    globalPool = std::move(pool);
  }
  // `old` joins its workers here, outside the lock, once no loop holds it.
}

//===----------------------------------------------------------------------===//
// The C API (mlc-c/Runtime.h)
//===----------------------------------------------------------------------===//

void mlcParallelFor(int64_t n, void (*fn)(void *ctx, int64_t i), void *ctx) {
  if (n <= 0 || !fn)
    return;
  if (n == 1) {
    fn(ctx, 0);
    return;
  }
  getGlobalThreadPool()->parallelFor(n, fn, ctx);
}

int32_t mlcGetNumThreads(void) {
  return getGlobalThreadPool()->getNumThreads();
}

MlcStatus mlcSetNumThreads(int32_t numThreads) {
  if (numThreads < 1 || numThreads > 1024)
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "thread count must be in [1, 1024], got " +
                    std::to_string(numThreads));
  return guarded([&] {
    setGlobalThreadPool(std::make_shared<ThreadPool>(numThreads));
    return MLC_STATUS_OK;
  });
}
