# Runs one case of a CLI test table (examples/arbiter/tests/<table>.cli):
#
#   cmake -DTABLE=<file.cli> -DCASE=<name> -DTOOL=<arbiter> -DDATA=<tests/data> -DWORK=<dir> -P cli_case.cmake
#
# A table is a list of cases, each:
#
#   == <name>                      the case (CTest test cli.<table>.<name>)
#   $ <shell command>              run with sh in @work@; @arbiter@ (the tool), @data@
#                                  (tests/data), @tests@ (this folder), @cmake@ and
#                                  @work@ (a scratch folder per table) are replaced
#   exit <N>                       its exit status (default 0)
#   > <regex>                      what its output (stdout then stderr) must match;
#                                  several `>` lines must all match. \n and \t are
#                                  a newline and a tab.
#   ! <regex>                      what it must not contain
#   needs <program>                the case is defined only where the program is
#                                  found (examples/CMakeLists.txt)
#
# Blank lines and lines starting with # are comments. A table may not use `;`
# (CMake's list separator): write \x3b.

file(READ "${TABLE}" text)
string(REPLACE ";" "\\x3b" text "${text}")
string(REPLACE "\n" ";" lines "${text}")
set(found FALSE)
set(command "")
set(status 0)
set(matches "")
set(rejects "")
foreach(line IN LISTS lines)
  if(line MATCHES "^== (.+)$")
    if(found)
      break()
    endif()
    string(STRIP "${CMAKE_MATCH_1}" name)
    if(name STREQUAL CASE)
      set(found TRUE)
    endif()
  elseif(found)
    if(line MATCHES "^\\$ (.*)$")
      set(command "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^exit ([0-9]+)$")
      set(status "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^> (.*)$")
      list(APPEND matches "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^! (.*)$")
      list(APPEND rejects "${CMAKE_MATCH_1}")
    endif()
  endif()
endforeach()
if(NOT found OR command STREQUAL "")
  message(FATAL_ERROR "${TABLE}: no case '${CASE}' with a `$` line")
endif()

string(REPLACE "@arbiter@" "'${TOOL}'" command "${command}")
string(REPLACE "@data@" "${DATA}" command "${command}")
string(REPLACE "@work@" "${WORK}" command "${command}")
string(REPLACE "@tests@" "${CMAKE_CURRENT_LIST_DIR}" command "${command}")
string(REPLACE "@cmake@" "'${CMAKE_COMMAND}'" command "${command}")
string(REPLACE "\\x3b" ";" command "${command}")
file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND sh -c "${command}" WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE result
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(output "${out}${err}")
if(NOT result EQUAL status)
  message(FATAL_ERROR "exit status ${result}, expected ${status}\n$ ${command}\n${output}")
endif()

function(unescape var value)
  string(REPLACE "\\n" "\n" value "${value}")
  string(REPLACE "\\t" "\t" value "${value}")
  string(REPLACE "\\x3b" ";" value "${value}")
  set(${var} "${value}" PARENT_SCOPE)
endfunction()
foreach(regex IN LISTS matches)
  unescape(regex "${regex}")
  if(NOT output MATCHES "${regex}")
    message(FATAL_ERROR "the output does not match\n  ${regex}\n$ ${command}\n${output}")
  endif()
endforeach()
foreach(regex IN LISTS rejects)
  unescape(regex "${regex}")
  if(output MATCHES "${regex}")
    message(FATAL_ERROR "the output matches what it must not\n  ${regex}\n$ ${command}\n${output}")
  endif()
endforeach()
