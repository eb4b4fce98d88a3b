# Build-time half of doctest_discover_tests(), used in place of doctest's own
# doctestAddTests.cmake (tests/CMakeLists.txt points _DOCTEST_DISCOVER_TESTS_SCRIPT
# here). It takes the same -D inputs and writes the same kind of CTest file,
# but any test case name works: doctest 2.4.9's script splits a name at ';'
# (CMake's list separator) and can merge lines at an unbalanced '['.
#
# Inputs: TEST_EXECUTABLE, TEST_EXECUTOR, TEST_WORKING_DIR, TEST_SPEC,
# TEST_EXTRA_ARGS, TEST_PROPERTIES, TEST_PREFIX, TEST_SUFFIX, TEST_LIST,
# CTEST_FILE. (TEST_ADD_LABELS and TEST_JUNIT_OUTPUT_DIR are not supported.)
cmake_minimum_required(VERSION 3.21)

if(NOT EXISTS "${TEST_EXECUTABLE}")
  message(FATAL_ERROR "Specified test executable '${TEST_EXECUTABLE}' does not exist")
endif()

set(spec "")
if(TEST_SPEC MATCHES ".")
  set(spec "--test-case=${TEST_SPEC}")
endif()

execute_process(
  COMMAND ${TEST_EXECUTOR} "${TEST_EXECUTABLE}" ${spec} --list-test-cases
  OUTPUT_VARIABLE output
  RESULT_VARIABLE result
  WORKING_DIRECTORY "${TEST_WORKING_DIR}")
if(NOT result EQUAL 0)
  message(FATAL_ERROR "Error running test executable '${TEST_EXECUTABLE}':\n"
                      "  Result: ${result}\n  Output: ${output}\n")
endif()

# Characters that mean something to CMake lists, swapped for control
# characters while the output is split into lines.
string(ASCII 1 semicolon)
string(ASCII 2 lbracket)
string(ASCII 3 rbracket)
string(REPLACE "\r" "" output "${output}")
string(REPLACE ";" "${semicolon}" output "${output}")
string(REPLACE "[" "${lbracket}" output "${output}")
string(REPLACE "]" "${rbracket}" output "${output}")
string(REPLACE "\n" ";" lines "${output}")

# quote(<out-var> <text>): <text> as a CMake bracket argument.
function(quote out text)
  set(eq "==")
  while(text MATCHES "]${eq}]")
    string(APPEND eq "=")
  endwhile()
  set(${out} "[${eq}[${text}]${eq}]" PARENT_SCOPE)
endfunction()

set(script "")
set(tests "")
foreach(line IN LISTS lines)
  string(REPLACE "${semicolon}" ";" name "${line}")
  string(REPLACE "${lbracket}" "[" name "${name}")
  string(REPLACE "${rbracket}" "]" name "${name}")
  if(name STREQUAL "" OR name MATCHES "^\\[doctest\\] " OR name MATCHES "^=+$")
    continue()
  endif()

  # doctest's --test-case filter splits at ',' unless escaped; '\' escapes.
  string(REPLACE "\\" "\\\\" filter "${name}")
  string(REPLACE "," "\\," filter "${filter}")

  quote(test_q "${TEST_PREFIX}${name}${TEST_SUFFIX}")
  quote(exe_q "${TEST_EXECUTABLE}")
  quote(filter_q "--test-case=${filter}")
  set(command "add_test(${test_q}")
  foreach(part IN LISTS TEST_EXECUTOR)
    quote(part_q "${part}")
    string(APPEND command " ${part_q}")
  endforeach()
  string(APPEND command " ${exe_q} ${filter_q}")
  foreach(arg IN LISTS TEST_EXTRA_ARGS)
    quote(arg_q "${arg}")
    string(APPEND command " ${arg_q}")
  endforeach()
  string(APPEND script "${command})\n")

  quote(dir_q "${TEST_WORKING_DIR}")
  set(command "set_tests_properties(${test_q} PROPERTIES WORKING_DIRECTORY ${dir_q}")
  foreach(item IN LISTS TEST_PROPERTIES)
    quote(item_q "${item}")
    string(APPEND command " ${item_q}")
  endforeach()
  string(APPEND script "${command})\n")

  string(APPEND tests " ${test_q}")
endforeach()

if(TEST_LIST)
  string(APPEND script "set(${TEST_LIST}${tests})\n")
endif()

file(WRITE "${CTEST_FILE}" "${script}")
