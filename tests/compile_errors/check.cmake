# Compiles SOURCE (-fsyntax-only) with COMPILER and the library's headers at
# INCLUDE, and passes when it fails with exactly one error that contains
# MESSAGE: a mistake in using the library fails readably.
#
#   cmake -DCOMPILER=... -DINCLUDE=... -DSOURCE=... -DMESSAGE=... -P check.cmake
execute_process(COMMAND "${COMPILER}" -std=c++20 -fsyntax-only "-I${INCLUDE}" "${SOURCE}"
                RESULT_VARIABLE status ERROR_VARIABLE out OUTPUT_VARIABLE out_too)
string(APPEND out "${out_too}")
string(LENGTH "${out}" bytes)
string(REGEX MATCHALL "error:" errors "${out}")
list(LENGTH errors count)
if(status EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled; it must not")
endif()
string(FIND "${out}" "${MESSAGE}" at)
if(at EQUAL -1 OR NOT count EQUAL 1)
  message(FATAL_ERROR "expected one error with \"${MESSAGE}\"; got ${count} errors in ${bytes} bytes:\n${out}")
endif()
message(STATUS "one error in ${bytes} bytes of compiler output")
