#pragma once
// Compiler switches the library uses, in one place.

#if defined(__GNUC__) || defined(__clang__)
#define ARBITER_ALWAYS_INLINE [[gnu::always_inline]] inline
#elif defined(_MSC_VER)
#define ARBITER_ALWAYS_INLINE __forceinline
#else
#define ARBITER_ALWAYS_INLINE inline
#endif
