#pragma once
// A vector with its capacity fixed at compile time and its elements stored
// inline: move lists live on the stack and never touch the heap.

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <initializer_list>
#include <memory>
#include <type_traits>

namespace arbiter {

// Requires a default-constructible, trivially destructible element (moves,
// outcomes, small records): that keeps it constexpr, and trivially copyable
// whenever T is. Exceeding the capacity is a bug in the caller's proof of the
// bound, caught by an assertion.
template <class T, std::size_t Capacity>
class static_vector {
    static_assert(std::is_trivially_destructible_v<T>);
    static_assert(std::is_default_constructible_v<T>);

public:
    using value_type = T;
    using size_type = std::size_t;
    using iterator = T*;
    using const_iterator = const T*;
    using reference = T&;
    using const_reference = const T&;

    constexpr static_vector() noexcept {}
    constexpr static_vector(std::initializer_list<T> items) noexcept {
        for (const T& item : items) push_back(item);
    }

    [[nodiscard]] static constexpr size_type capacity() noexcept { return Capacity; }
    [[nodiscard]] constexpr size_type size() const noexcept { return size_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] constexpr bool full() const noexcept { return size_ == Capacity; }

    constexpr void push_back(const T& item) noexcept {
        assert(size_ < Capacity && "static_vector capacity exceeded");
        activate();
        storage_.items[size_++] = item;
    }
    // Writes item past the end and keeps it only when `keep`: a list filled
    // without a branch per candidate. The caller's bound counts every
    // candidate, kept or not.
    constexpr void push_back_if(const T& item, bool keep) noexcept {
        assert(size_ < Capacity && "static_vector capacity exceeded");
        activate();
        storage_.items[size_] = item;
        size_ += keep;
    }
    template <class... Args>
    constexpr T& emplace_back(Args&&... args) noexcept {
        assert(size_ < Capacity && "static_vector capacity exceeded");
        activate();
        storage_.items[size_] = T{static_cast<Args&&>(args)...};
        return storage_.items[size_++];
    }
    constexpr void pop_back() noexcept {
        assert(size_ > 0);
        --size_;
    }
    constexpr void clear() noexcept { size_ = 0; }
    // Shrinks only; the bound of a list never grows past what was generated.
    constexpr void resize_down(size_type n) noexcept {
        assert(n <= size_);
        size_ = n;
    }
    constexpr iterator erase(const_iterator pos) noexcept {
        auto* p = begin() + (pos - begin());
        std::move(p + 1, end(), p);
        --size_;
        return p;
    }

    [[nodiscard]] constexpr reference operator[](size_type i) noexcept {
        assert(i < size_);
        return storage_.items[i];
    }
    [[nodiscard]] constexpr const_reference operator[](size_type i) const noexcept {
        assert(i < size_);
        return storage_.items[i];
    }
    [[nodiscard]] constexpr reference front() noexcept { return (*this)[0]; }
    [[nodiscard]] constexpr const_reference front() const noexcept { return (*this)[0]; }
    [[nodiscard]] constexpr reference back() noexcept { return (*this)[size_ - 1]; }
    [[nodiscard]] constexpr const_reference back() const noexcept { return (*this)[size_ - 1]; }
    [[nodiscard]] constexpr T* data() noexcept { return storage_.items; }
    [[nodiscard]] constexpr const T* data() const noexcept { return storage_.items; }

    [[nodiscard]] constexpr iterator begin() noexcept { return storage_.items; }
    [[nodiscard]] constexpr iterator end() noexcept { return storage_.items + size_; }
    [[nodiscard]] constexpr const_iterator begin() const noexcept { return storage_.items; }
    [[nodiscard]] constexpr const_iterator end() const noexcept { return storage_.items + size_; }

    [[nodiscard]] constexpr bool contains(const T& item) const noexcept
        requires requires(const T& a) { a == a; }
    {
        return std::find(begin(), end(), item) != end();
    }

    friend constexpr bool operator==(const static_vector& a, const static_vector& b) noexcept
        requires requires(const T& x) { x == x; }
    {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    // Storage left unconstructed on purpose (a union member is not
    // default-initialised): a list of thousands of moves is not zeroed on
    // every call. Only [0, size_) is ever read.
    struct storage {
        T items[Capacity];
    };
    union {
        storage storage_;
    };
    size_type size_ = 0;

    // Constant evaluation needs the union member to exist before an element
    // is written; at run time the elements are simply assigned.
    constexpr void activate() noexcept {
        if (std::is_constant_evaluated() && size_ == 0) std::construct_at(&storage_);
    }
};

}  // namespace arbiter
