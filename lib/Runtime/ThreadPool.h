//===- ThreadPool.h - the runtime's parallel_for ----------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A fixed set of std::thread workers that run one parallel loop at a time
// together with the calling thread. This is what artifacts receive as
// MlcArtifactHooks.parallel_for.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_THREADPOOL_H
#define MLC_LIB_RUNTIME_THREADPOOL_H

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace mlc::runtime {

using ParallelFn = void (*)(void *ctx, int64_t i);

class ThreadPool {
public:
  /// A pool of `numThreads` threads in all: the caller plus numThreads - 1
  /// workers.
  explicit ThreadPool(int numThreads);
  ~ThreadPool();
  ThreadPool(const ThreadPool &) = delete;
  ThreadPool &operator=(const ThreadPool &) = delete;

  int getNumThreads() const { return static_cast<int>(workers.size()) + 1; }

  /// Calls fn(ctx, i) for i in [0, n) and waits for all calls. Runs inline
  /// when n < 2, the pool has one thread, the call is nested inside a loop
  /// of any pool, or another thread is already running a loop on this pool.
  void parallelFor(int64_t n, ParallelFn fn, void *ctx);

private:
  struct Loop;
  struct Block;
  void workerMain();
  void runBlocks(Loop &loop, int self);

  std::unique_ptr<Block[]> blocks; // One per thread, set by each loop.
  std::vector<std::thread> workers;
  std::mutex dispatchMutex; // Held by the one thread running a loop.
  std::mutex mutex;         // Guards the fields below.
  std::condition_variable wakeWorkers, loopDone;
  Loop *current = nullptr;
  uint64_t generation = 0;
  int freeSlots = 0;      // Helpers the current loop still takes.
  bool stopping = false;
  // Written under `mutex`, also read without it by threads that spin
  // before they block: a model runs one loop per kernel, microseconds
  // apart, and a futex wake-up per loop would cost more than many kernels.
  std::atomic<uint64_t> publishedGeneration{0};
  std::atomic<int> pendingWorkers{0}; // Helpers that have not finished yet.
};

/// The process-wide pool, created on first use with defaultNumThreads().
std::shared_ptr<ThreadPool> getGlobalThreadPool();
/// Replaces the process-wide pool.
void setGlobalThreadPool(std::shared_ptr<ThreadPool> pool);
/// $MLC_NUM_THREADS if it is a positive integer, else the hardware's.
int defaultNumThreads();

} // namespace mlc::runtime

#endif // MLC_LIB_RUNTIME_THREADPOOL_H
