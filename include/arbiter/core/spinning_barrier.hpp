#pragma once
// spinning_barrier: the meeting point of vector_env's step threads.

#include <atomic>
#include <cstdint>

namespace arbiter {

// A barrier of a fixed number of threads that spins a while before it
// sleeps: a step of a fast game over a thousand games takes tens of
// microseconds a thread, about what waking a sleeping thread costs, so
// std::barrier's sleep would take as long as the work it waits for.
class spinning_barrier {
public:
    explicit spinning_barrier(std::uint32_t count) noexcept : count_(count) {}

    void arrive_and_wait() noexcept {
        const std::uint32_t phase = phase_.load(std::memory_order_acquire);
        if (arrived_.fetch_add(1, std::memory_order_acq_rel) + 1 == count_) {
            arrived_.store(0, std::memory_order_relaxed);
            phase_.store(phase + 1, std::memory_order_release);
            phase_.notify_all();
            return;
        }
        for (int spin = 0; spin < spins; ++spin)
            if (phase_.load(std::memory_order_acquire) != phase) return;
        while (phase_.load(std::memory_order_acquire) == phase) phase_.wait(phase, std::memory_order_acquire);
    }

private:
    static constexpr int spins = 1 << 16;  // some tens of microseconds
    std::atomic<std::uint32_t> arrived_ = 0;
    std::atomic<std::uint32_t> phase_ = 0;
    std::uint32_t count_;
};

}  // namespace arbiter
