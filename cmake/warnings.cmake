# Warning flags for arbiter's own tests, examples and benchmarks.
#
# Never applied to the arbiter / arbiter::fmt library targets, and never set
# globally: consumers choose their own flags. -Werror is added only when
# ARBITER_WARNINGS_AS_ERRORS is ON (in every preset; off for a plain
# configure).
include_guard(GLOBAL)

# arbiter_project_warnings(<target>)
function(arbiter_project_warnings target)
  get_target_property(type "${target}" TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY")
    set(scope INTERFACE)
  else()
    set(scope PRIVATE)
  endif()

  if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang") # GCC, Clang, AppleClang
    target_compile_options(
      "${target}" ${scope}
      -Wall
      -Wextra
      -Wpedantic
      -Wconversion
      -Wsign-conversion
      -Wshadow
      -Wold-style-cast
      -Wnon-virtual-dtor)
    if(ARBITER_WARNINGS_AS_ERRORS)
      target_compile_options("${target}" ${scope} -Werror)
    endif()
  elseif(MSVC)
    target_compile_options("${target}" ${scope} /W4 /permissive-)
    if(ARBITER_WARNINGS_AS_ERRORS)
      target_compile_options("${target}" ${scope} /WX)
    endif()
  endif()
endfunction()
