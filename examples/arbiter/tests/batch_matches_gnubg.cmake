# `arbiter moves backgammon --batch` against gnubg's own lists (RULES.md BG-7.5,
# BG-17.7): feeds the tool every position and roll of the gnubg fixture and
# requires its output to be the fixture's lines, byte for byte.
#
#   cmake -DTOOL=<arbiter> -DFIXTURE=<plays.txt> -DWORK=<dir> -P batch_matches_gnubg.cmake

file(STRINGS "${FIXTURE}" lines REGEX "^[^#]")
set(input "")
set(expected "")
foreach(line IN LISTS lines)
  string(REGEX MATCH "^([^ ]+) ([1-6])([1-6]) " head "${line}")
  if(NOT head)
    message(FATAL_ERROR "unreadable fixture line: ${line}")
  endif()
  string(APPEND input "${CMAKE_MATCH_1} ${CMAKE_MATCH_2} ${CMAKE_MATCH_3}\n")
  string(APPEND expected "${line}\n")
endforeach()
list(LENGTH lines count)
if(count LESS 2000)
  message(FATAL_ERROR "the fixture has ${count} lines, fewer than 2000")
endif()

file(MAKE_DIRECTORY "${WORK}")
file(WRITE "${WORK}/batch-input.txt" "${input}")
execute_process(COMMAND "${TOOL}" moves backgammon --batch
                INPUT_FILE "${WORK}/batch-input.txt"
                OUTPUT_FILE "${WORK}/batch-output.txt"
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "arbiter moves --batch exited with ${status}")
endif()
file(WRITE "${WORK}/batch-expected.txt" "${expected}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files
                "${WORK}/batch-output.txt" "${WORK}/batch-expected.txt"
                RESULT_VARIABLE differ)
if(differ)
  message(FATAL_ERROR "arbiter's plays differ from gnubg's: compare ${WORK}/batch-output.txt "
                      "with ${WORK}/batch-expected.txt")
endif()
message(STATUS "${count} positions and rolls agree with gnubg")
