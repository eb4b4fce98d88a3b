# Clause coverage: which clause ids of a game's RULES.md no test names.
#
#   cmake -DGAME=war_chest -DROOT=<repo> [-DMIN_PERCENT=90] -P tests/clause_coverage.cmake
#
# A clause is a bullet of RULES.md that starts with its bold id ("- **WC-12.3.4**").
# It is named when a file under tests/ (.cpp, .hpp, .cmake) contains the id followed
# by a character that cannot continue it, so WC-12.3 is not named by WC-12.3.4 alone.
# Prints the count and the ids not named; fails below MIN_PERCENT. The same count
# for every game.
if(NOT GAME OR NOT ROOT)
  message(FATAL_ERROR "usage: cmake -DGAME=<game> -DROOT=<repo> [-DMIN_PERCENT=N] -P clause_coverage.cmake")
endif()
if(NOT DEFINED MIN_PERCENT)
  set(MIN_PERCENT 90)
endif()

file(STRINGS "${ROOT}/include/arbiter/${GAME}/RULES.md" bullets REGEX "^[ ]*- \\*\\*[A-Z0-9]+-[A-Z0-9.-]*[0-9]\\*\\*")
set(ids "")
foreach(line IN LISTS bullets)
  string(REGEX MATCH "\\*\\*([A-Z0-9]+-[A-Z0-9.-]*[0-9])\\*\\*" _ "${line}")
  list(APPEND ids "${CMAKE_MATCH_1}")
endforeach()
list(REMOVE_DUPLICATES ids)

file(GLOB_RECURSE test_files "${ROOT}/tests/*.cpp" "${ROOT}/tests/*.hpp" "${ROOT}/tests/*.cmake"
     "${ROOT}/examples/arbiter/tests/*.cmake")
list(FILTER test_files EXCLUDE REGEX "/tests/data/|clause_coverage\\.cmake$")
set(corpus "")
foreach(f IN LISTS test_files)
  file(READ "${f}" text)
  string(APPEND corpus "${text}\n")
endforeach()

set(named 0)
set(missing "")
foreach(id IN LISTS ids)
  string(REPLACE "." "\\." pattern "${id}")
  if(corpus MATCHES "${pattern}([^0-9A-Za-z.]|\\.[^0-9]|$)")
    math(EXPR named "${named} + 1")
  else()
    list(APPEND missing "${id}")
  endif()
endforeach()
list(LENGTH ids total)
if(total EQUAL 0)
  message(FATAL_ERROR "${GAME}: no clause ids found in RULES.md")
endif()
math(EXPR percent "100 * ${named} / ${total}")
list(JOIN missing " " missing_text)
message(STATUS "${GAME}: ${named} of ${total} clauses named by a test (${percent}%)")
if(missing)
  message(STATUS "${GAME}: not named: ${missing_text}")
endif()
if(percent LESS MIN_PERCENT)
  message(FATAL_ERROR "${GAME}: clause coverage ${percent}% is below ${MIN_PERCENT}%")
endif()
