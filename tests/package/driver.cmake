# Driver for the package consumer tests (tests/package/<name>/), run by CTest
# as `cmake -D MODE=... -P driver.cmake`.
#
# MODE=install   -D BUILD_DIR=<arbiter build tree> -D PREFIX=<dir> [-D CONFIG=<cfg>]
#   Installs the build tree into a fresh PREFIX (FIXTURES_SETUP test), the
#   tool too when it was built.
#
# MODE=consumer  -D SOURCE_DIR=<consumer project> -D BINARY_DIR=<dir>
#                [-D GENERATOR=... -D MAKE_PROGRAM=... -D CXX_COMPILER=... -D CONFIG=...]
#                [-D ARBITER_ROOT=<arbiter source tree>] [-D PREFIX=<install prefix>]
#   Configures the consumer in a fresh BINARY_DIR, builds it and runs its
#   `consumer` executable.
#
# MODE=bare_install  -D SOURCE_DIR=<arbiter source tree> -D BINARY_DIR=<dir> -D PREFIX=<dir>
#                    [-D GENERATOR=... -D MAKE_PROGRAM=... -D CXX_COMPILER=...]
#                    [-D CONSUMER_DIR=<consumer project>]
#   `cmake -S SOURCE_DIR -B BINARY_DIR` with arbiter's defaults, nothing built,
#   then `cmake --install` into a fresh PREFIX (how a header-only library is
#   packaged): every header and the CMake package files must be there, and no
#   tool, since none was built. Then configures CONSUMER_DIR against PREFIX,
#   which runs its find_package(arbiter); nothing is compiled.
cmake_minimum_required(VERSION 3.21)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE result COMMAND_ECHO STDOUT)
  if(NOT result EQUAL 0)
    list(JOIN ARGN " " command)
    message(FATAL_ERROR "command failed (${result}): ${command}")
  endif()
endfunction()

if(MODE STREQUAL "install")
  file(REMOVE_RECURSE "${PREFIX}")
  set(config_args "")
  if(CONFIG)
    set(config_args --config "${CONFIG}")
  endif()
  run("${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}" ${config_args})
  if(NOT EXISTS "${PREFIX}/share/cmake/arbiter/arbiterConfig.cmake"
     OR NOT EXISTS "${PREFIX}/include/arbiter/version.hpp")
    message(FATAL_ERROR "install into ${PREFIX} produced no arbiter package")
  endif()
  # The tool's install is OPTIONAL (bare_install below); built, it must be installed.
  foreach(tool IN ITEMS arbiter arbiter.exe)
    if(EXISTS "${BUILD_DIR}/bin/${tool}" AND NOT EXISTS "${PREFIX}/bin/${tool}")
      message(FATAL_ERROR "the tool ${BUILD_DIR}/bin/${tool} was built, but not installed into ${PREFIX}/bin")
    endif()
  endforeach()

elseif(MODE STREQUAL "consumer")
  file(REMOVE_RECURSE "${BINARY_DIR}")
  set(configure_args -S "${SOURCE_DIR}" -B "${BINARY_DIR}")
  if(GENERATOR)
    list(APPEND configure_args -G "${GENERATOR}")
  endif()
  if(MAKE_PROGRAM)
    list(APPEND configure_args "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
  endif()
  if(CXX_COMPILER)
    list(APPEND configure_args "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}")
  endif()
  if(CONFIG)
    list(APPEND configure_args "-DCMAKE_BUILD_TYPE=${CONFIG}")
  endif()
  if(ARBITER_ROOT)
    list(APPEND configure_args "-DARBITER_ROOT=${ARBITER_ROOT}")
  endif()
  if(PREFIX)
    list(APPEND configure_args "-DCMAKE_PREFIX_PATH=${PREFIX}" "-DARBITER_EXPECTED_PREFIX=${PREFIX}")
  endif()
  run("${CMAKE_COMMAND}" ${configure_args})

  set(build_args --build "${BINARY_DIR}")
  if(CONFIG)
    list(APPEND build_args --config "${CONFIG}")
  endif()
  run("${CMAKE_COMMAND}" ${build_args})

  set(exe "")
  foreach(candidate IN ITEMS "${BINARY_DIR}/consumer" "${BINARY_DIR}/consumer.exe"
                             "${BINARY_DIR}/${CONFIG}/consumer" "${BINARY_DIR}/${CONFIG}/consumer.exe")
    if(NOT exe AND EXISTS "${candidate}" AND NOT IS_DIRECTORY "${candidate}")
      set(exe "${candidate}")
    endif()
  endforeach()
  if(NOT exe)
    message(FATAL_ERROR "no consumer executable was built in ${BINARY_DIR}")
  endif()
  run("${exe}")

elseif(MODE STREQUAL "bare_install")
  file(REMOVE_RECURSE "${BINARY_DIR}" "${PREFIX}")
  set(generator_args "")
  if(GENERATOR)
    list(APPEND generator_args -G "${GENERATOR}")
  endif()
  if(MAKE_PROGRAM)
    list(APPEND generator_args "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
  endif()
  if(CXX_COMPILER)
    list(APPEND generator_args "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}")
  endif()
  run("${CMAKE_COMMAND}" -S "${SOURCE_DIR}" -B "${BINARY_DIR}/arbiter" ${generator_args})
  run("${CMAKE_COMMAND}" --install "${BINARY_DIR}/arbiter" --prefix "${PREFIX}")
  file(GLOB_RECURSE headers RELATIVE "${SOURCE_DIR}/include" "${SOURCE_DIR}/include/*.hpp")
  set(missing "")
  foreach(file IN LISTS headers)
    if(NOT EXISTS "${PREFIX}/include/${file}")
      list(APPEND missing "include/${file}")
    endif()
  endforeach()
  foreach(file IN ITEMS arbiterConfig.cmake arbiterConfigVersion.cmake arbiterTargets.cmake)
    if(NOT EXISTS "${PREFIX}/share/cmake/arbiter/${file}")
      list(APPEND missing "share/cmake/arbiter/${file}")
    endif()
  endforeach()
  if(NOT headers OR missing)
    list(JOIN missing ", " missing)
    message(FATAL_ERROR "install with nothing built: ${PREFIX} lacks ${missing} (${SOURCE_DIR} has no headers?)")
  endif()
  if(EXISTS "${PREFIX}/bin/arbiter" OR EXISTS "${PREFIX}/bin/arbiter.exe")
    message(FATAL_ERROR "install with nothing built put a tool in ${PREFIX}/bin: it was not built here")
  endif()
  list(LENGTH headers count)
  message(STATUS "installed with nothing built: ${count} headers and the package files in ${PREFIX}")
  if(CONSUMER_DIR)
    run("${CMAKE_COMMAND}" -S "${CONSUMER_DIR}" -B "${BINARY_DIR}/consumer" ${generator_args}
        "-DCMAKE_PREFIX_PATH=${PREFIX}" "-DARBITER_EXPECTED_PREFIX=${PREFIX}")
  endif()

else()
  message(FATAL_ERROR "driver.cmake: MODE must be 'install', 'consumer' or 'bare_install', got '${MODE}'")
endif()
