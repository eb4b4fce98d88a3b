# The C interface from an installed prefix without CMake (CTest test
# c.package.pkgconfig, label package):
#   cmake -D BUILD_DIR=<arbiter build> -D PREFIX=<fresh dir> -D SOURCE=main.c -D CC=<cc>
#         -D PKG_CONFIG=<pkg-config> -D WORK=<dir> -P check.cmake
# installs BUILD_DIR into PREFIX, then compiles SOURCE with
# `CC SOURCE $(pkg-config --cflags --libs arbiter-c)` and runs it.
cmake_minimum_required(VERSION 3.21)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT result EQUAL 0)
    list(JOIN ARGN " " command)
    message(FATAL_ERROR "command failed (${result}): ${command}\n${out}${err}")
  endif()
  set(output "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${PREFIX}" "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
run("${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}")
file(GLOB_RECURSE pc_files "${PREFIX}/*/arbiter-c.pc")
if(NOT pc_files OR NOT EXISTS "${PREFIX}/include/arbiter.h")
  message(FATAL_ERROR "the install into ${PREFIX} has no arbiter-c.pc or arbiter.h")
endif()
file(GLOB_RECURSE targets_files "${PREFIX}/*/arbiterCTargets.cmake")
if(targets_files)
  file(READ "${targets_files}" targets)
endif()
if(NOT targets MATCHES "arbiter::c " OR NOT targets MATCHES "arbiter::c_static ")
  message(FATAL_ERROR "the installed CMake package does not export arbiter::c and arbiter::c_static")
endif()
list(GET pc_files 0 pc)
get_filename_component(pc_dir "${pc}" DIRECTORY)

set(ENV{PKG_CONFIG_PATH} "${pc_dir}")
run("${PKG_CONFIG}" --cflags --libs arbiter-c)
string(STRIP "${output}" flags)
message(STATUS "pkg-config --cflags --libs arbiter-c: ${flags}")
separate_arguments(flags UNIX_COMMAND "${flags}")
run("${CC}" -std=c11 -Wall -Wextra -Werror "${SOURCE}" -o "${WORK}/consumer" ${flags})
# The shared library from the prefix's lib directory, as an installed program finds it.
get_filename_component(libdir "${pc_dir}" DIRECTORY)
set(ENV{LD_LIBRARY_PATH} "${libdir}")
run("${WORK}/consumer")
message(STATUS "${output}")
