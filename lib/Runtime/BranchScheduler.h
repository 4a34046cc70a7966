//===- BranchScheduler.h - independent launches on separate streams -*- C++
//-*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Where the CUDA backend issues each launch of a host program whose launches
// carry their place in the launch DAG (MlcCudaHooks.launch_after, issue #6):
// stream 0 (the backend's stream, or its capture stream) and side streams
// 1..n-1. A launch goes on the stream whose last launch it waits for (no
// event needed), else on a side stream not used yet in the segment, so that
// independent branches run concurrently; cross-stream waits go through
// events. During a stream capture the same fork/join becomes the parallel
// branches of the graph. Pure bookkeeping: the backend performs the steps
// with the driver, and the unit tests check them without a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_BRANCHSCHEDULER_H
#define MLC_LIB_RUNTIME_BRANCHSCHEDULER_H

#include <algorithm>
#include <cstdint>
#include <vector>

namespace mlc::runtime {

class BranchScheduler {
public:
  /// What the backend does before a launch, in order.
  struct Step {
    enum Kind {
      /// Record slot `slot`'s event on `stream` (whose last work is that
      /// launch).
      RecordSlot,
      /// `stream` waits for slot `slot`'s event.
      WaitSlot,
      /// Record the segment's fork event on stream 0.
      RecordFork,
      /// `stream` waits for the fork event.
      WaitFork,
      /// Record side stream `stream`'s join event there; stream 0 waits for
      /// it.
      Join,
    } kind;
    int stream = 0;
    int32_t slot = -1;
  };

  /// `numStreams` >= 1 streams (1: everything on stream 0, in order).
  explicit BranchScheduler(int numStreams)
      : tail(std::max(numStreams, 1), -1), dirty(tail.size(), false),
        forked(tail.size(), false) {}

  int getNumStreams() const { return static_cast<int>(tail.size()); }

  /// Places the launch with segment index `index` that waits for the
  /// segment's launches after[0..numAfter); fills `steps` and returns its
  /// stream. Call launched() once it is issued.
  int place(int32_t index, const int32_t *after, int32_t numAfter,
            std::vector<Step> &steps) {
    steps.clear();
    if (getNumStreams() == 1)
      return 0; // in order on the one stream: nothing to wait for
    if (index <= 0) {
      // A new segment: after all earlier work, on stream 0.
      join(steps);
      slots.clear();
      std::fill(tail.begin(), tail.end(), -1);
      std::fill(forked.begin(), forked.end(), false);
      forkValid = false;
      if (tail.size() > 1) {
        steps.push_back({Step::RecordFork, 0});
        forkValid = true;
      }
      return 0;
    }
    // The launches it waits for that were issued (an empty grid counts as
    // done).
    std::vector<int32_t> deps;
    for (int32_t i = 0; i < numAfter; ++i) {
      int32_t d = after[i];
      if (d >= 0 && d < index && d < static_cast<int32_t>(slots.size()) &&
          slots[d].stream >= 0)
        deps.push_back(d);
    }
    // The stream whose last launch is its latest dependency.
    int stream = -1;
    int32_t latest = -1;
    for (int32_t d : deps)
      if (tail[slots[d].stream] == d && d > latest) {
        latest = d;
        stream = slots[d].stream;
      }
    if (stream < 0) {
      // A stream idle in this segment, else the one idle the longest.
      for (int s = 0; s < getNumStreams() && stream < 0; ++s)
        if (tail[s] < 0)
          stream = s;
      for (int s = 0; s < getNumStreams() && stream < 0; ++s)
        stream = s;
      for (int s = 0; s < getNumStreams(); ++s)
        if (tail[s] < tail[stream])
          stream = s;
    }
    if (stream != 0 && !forked[stream]) {
      if (!forkValid) {
        // After an implicit join: the fork point is stream 0's present.
        steps.push_back({Step::RecordFork, 0});
        forkValid = true;
      }
      steps.push_back({Step::WaitFork, stream});
      forked[stream] = true;
      dirty[stream] = true; // a capture needs it joined even if the launch fails

    }
    // Its stream's last launch stops being last: keep an event of it for
    // later waits from other streams.
    if (int32_t buried = tail[stream]; buried >= 0 && !slots[buried].event) {
      steps.push_back({Step::RecordSlot, stream, buried});
      slots[buried].event = true;
    }
    for (int32_t d : deps) {
      Slot &slot = slots[d];
      if (slot.stream == stream)
        continue;
      if (!slot.event) {
        // Still the last launch of its stream.
        steps.push_back({Step::RecordSlot, slot.stream, d});
        slot.event = true;
      }
      steps.push_back({Step::WaitSlot, stream, d});
    }
    return stream;
  }

  /// The launch placed last went on `stream` with segment index `index`
  /// (not called for an empty grid: that launch counts as done).
  void launched(int32_t index, int stream) {
    if (index <= 0) {
      slots.assign(1, Slot{stream, false});
      tail[stream] = 0;
      return;
    }
    if (static_cast<int32_t>(slots.size()) <= index)
      slots.resize(index + 1);
    slots[index] = Slot{stream, false};
    tail[stream] = index;
    if (stream != 0)
      dirty[stream] = true;
  }

  /// Another operation comes on stream 0 (an allocation, a copy, a plain
  /// launch, a synchronization): fills `steps` with the joins that order
  /// all side streams' work before it. The segment goes on: its launches
  /// count as stream 0's, and later ones fork from stream 0's present.
  void barrier(std::vector<Step> &steps) {
    steps.clear();
    // Later launches of the segment may use what the operation makes (the
    // first run's upload of a constant): side streams fork anew after it.
    std::fill(forked.begin(), forked.end(), false);
    forkValid = false;
    if (!join(steps))
      return;
    int32_t last = -1;
    for (int32_t i = 0; i < static_cast<int32_t>(slots.size()); ++i)
      if (slots[i].stream >= 0) {
        slots[i] = Slot{0, false};
        last = i;
      }
    std::fill(tail.begin(), tail.end(), -1);
    tail[0] = last;
  }

  /// Whether a side stream has work that stream 0 has not joined.
  bool hasPendingWork() const {
    return std::find(dirty.begin(), dirty.end(), true) != dirty.end();
  }

  /// Forgets everything (after a capture ended or failed: its events and
  /// streams' state belong to the capture).
  void reset() {
    slots.clear();
    std::fill(tail.begin(), tail.end(), -1);
    std::fill(dirty.begin(), dirty.end(), false);
    std::fill(forked.begin(), forked.end(), false);
    forkValid = false;
  }

private:
  /// Appends a Join per side stream with unjoined work; whether any.
  bool join(std::vector<Step> &steps) {
    bool any = false;
    for (int s = 1; s < getNumStreams(); ++s)
      if (dirty[s]) {
        steps.push_back({Step::Join, s});
        dirty[s] = false;
        any = true;
      }
    return any;
  }

  struct Slot {
    int stream = -1; ///< -1: not issued (or an empty grid).
    bool event = false; ///< Its event was recorded right after it.
  };
  std::vector<Slot> slots; ///< The segment's launches by index.
  std::vector<int32_t> tail; ///< Each stream's last launch in the segment.
  std::vector<bool> dirty;   ///< Side streams with unjoined work.
  std::vector<bool> forked;  ///< Side streams that waited for the fork.
  bool forkValid = false;    ///< The fork event marks the segment's start.
};

} // namespace mlc::runtime

#endif // MLC_LIB_RUNTIME_BRANCHSCHEDULER_H
