# `arbiter selfplay <game> --log FILE` then `arbiter replay FILE`: the replay
# must accept every line and find the wins selfplay reported. Then the log is
# spoiled at one line and the replay must stop there, exit status 2, with a
# message matching BAD_MESSAGE.
#
#   cmake -DTOOL=<arbiter> -DWORK=<dir> -DNAME=<name> "-DSELFPLAY=<selfplay arguments, space-separated>"
#         "-DWINS0=<regex, group 1 = player 0's wins in selfplay's output>"
#         "-DWINS1=<the same for player 1>" -DBAD_LINE=<n> "-DBAD_TEXT=<line>"
#         "-DBAD_MESSAGE=<regex>" -P log_round_trip.cmake

separate_arguments(selfplay_args UNIX_COMMAND "${SELFPLAY}")
file(MAKE_DIRECTORY "${WORK}")
set(log "${WORK}/${NAME}.log")
execute_process(COMMAND "${TOOL}" ${selfplay_args} --log "${log}"
                OUTPUT_VARIABLE played ERROR_VARIABLE played_err RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "selfplay exited with ${status}: ${played_err}")
endif()
execute_process(COMMAND "${TOOL}" replay "${log}"
                OUTPUT_VARIABLE replayed ERROR_VARIABLE replayed_err RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "replay exited with ${status}: ${replayed_err}")
endif()
if(NOT replayed MATCHES "every line legal, every result as logged\n")
  message(FATAL_ERROR "replay did not accept the log:\n${replayed}")
endif()
foreach(p 0 1)
  if(NOT played MATCHES "${WINS${p}}")
    message(FATAL_ERROR "no wins of player ${p} in selfplay's output:\n${played}")
  endif()
  set(selfplay_wins "${CMAKE_MATCH_1}")
  string(REGEX MATCHALL "[^\n]* wins: [0-9]+\n" lines "${replayed}")
  list(GET lines ${p} line)
  string(REGEX MATCH "wins: ([0-9]+)" _ "${line}")
  if(NOT selfplay_wins STREQUAL CMAKE_MATCH_1)
    message(FATAL_ERROR "player ${p}: selfplay says ${selfplay_wins} wins, replay ${CMAKE_MATCH_1}")
  endif()
endforeach()
message(STATUS "round trip: ${replayed}")

# One line spoiled: the replay names it.
file(STRINGS "${log}" lines)
math(EXPR index "${BAD_LINE} - 1")
list(REMOVE_AT lines ${index})
list(INSERT lines ${index} "${BAD_TEXT}")
list(JOIN lines "\n" text)
file(WRITE "${WORK}/${NAME}-bad.log" "${text}\n")
execute_process(COMMAND "${TOOL}" replay "${WORK}/${NAME}-bad.log"
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
if(NOT status EQUAL 2)
  message(FATAL_ERROR "replay of the spoiled log exited with ${status}, not 2: ${out}${err}")
endif()
if(NOT err MATCHES "${BAD_MESSAGE}")
  message(FATAL_ERROR "replay of the spoiled log said:\n${err}\nexpected to match: ${BAD_MESSAGE}")
endif()
message(STATUS "spoiled: ${err}")
