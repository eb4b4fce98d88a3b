# Cross-compiling arbiter to WebAssembly (wasm32-wasi) with Debian's clang-19
# and its wasm32 sysroot under /usr (packages clang-19 lld-19 wasi-libc
# libc++-19-dev-wasm32 libc++abi-19-dev-wasm32 libclang-rt-19-dev-wasm32).
# Used by the preset wasm, which builds js/arbiter.wasm (js/CMakeLists.txt).
set(CMAKE_SYSTEM_NAME Generic) # WASI is a CMake platform only from 3.27 on
set(CMAKE_SYSTEM_PROCESSOR wasm32)
set(CMAKE_C_COMPILER clang-19)
set(CMAKE_CXX_COMPILER clang++-19)
set(CMAKE_C_COMPILER_TARGET wasm32-wasi)
set(CMAKE_CXX_COMPILER_TARGET wasm32-wasi)
set(CMAKE_SYSROOT /usr)
# Nothing of the host is found: the module needs only the sysroot.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
