#pragma once
// Counts heap allocations, for the tests that prove hot paths never allocate.
// Exactly one test file per test binary defines ARBITER_COUNT_ALLOCATIONS
// before including this header; it replaces the global operator new.

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>

namespace arbiter::testing {

inline std::atomic<std::size_t>& allocation_count() {
    static std::atomic<std::size_t> n{0};
    return n;
}

// Allocations made while `f` runs.
template <class F>
std::size_t allocations_during(F&& f) {
    const std::size_t before = allocation_count().load();
    f();
    return allocation_count().load() - before;
}

}  // namespace arbiter::testing

#ifdef ARBITER_COUNT_ALLOCATIONS
// At -O2 g++ inlines the replacement operator delete into std:: containers
// and takes its free() for a mismatch with operator new; the pair is
// malloc/free on both sides, so the warning is spurious.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif
void* operator new(std::size_t size) {
    ++arbiter::testing::allocation_count();
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc{};
}
void* operator new[](std::size_t size) { return operator new(size); }
// The nothrow forms too (std::stable_sort uses them), so that every
// allocation is counted and every pointer is freed by the allocator that made it.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    ++arbiter::testing::allocation_count();
    return std::malloc(size == 0 ? 1 : size);
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept { return operator new(size, tag); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#endif
