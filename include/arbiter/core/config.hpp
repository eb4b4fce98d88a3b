#pragma once
// Compiler switches the library uses, in one place.

#if defined(__GNUC__) || defined(__clang__)
#define ARBITER_ALWAYS_INLINE [[gnu::always_inline]] inline
#elif defined(_MSC_VER)
#define ARBITER_ALWAYS_INLINE __forceinline
#else
#define ARBITER_ALWAYS_INLINE inline
#endif

// Text code (readers, writers, descriptions of moves) optimised for size
// rather than speed, where ARBITER_SIZE_OPTIMIZED_TEXT is defined and the
// compiler lets a region of code say so (clang: the WebAssembly build, whose
// download size is most of its cost). The rules' own code is not in these
// regions: legal moves, play and playouts stay optimised for speed.
#if defined(ARBITER_SIZE_OPTIMIZED_TEXT) && defined(__clang__)
#define ARBITER_TEXT_CODE_BEGIN _Pragma("clang attribute push(__attribute__((minsize)), apply_to = function)")
#define ARBITER_TEXT_CODE_END _Pragma("clang attribute pop")
#else
#define ARBITER_TEXT_CODE_BEGIN
#define ARBITER_TEXT_CODE_END
#endif
