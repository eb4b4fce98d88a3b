# Runs one fuzzer for SECONDS: new inputs go to SCRATCH (its first corpus
# directory), the committed CORPUS is only read, findings go to ARTIFACTS.
# Any finding (a crash, a broken property, a leak, a timeout) fails the test.
file(MAKE_DIRECTORY "${SCRATCH}" "${ARTIFACTS}")
execute_process(
  COMMAND "${FUZZER}" -max_total_time=${SECONDS} -print_final_stats=1 -timeout=30
          "-artifact_prefix=${ARTIFACTS}" "${SCRATCH}" "${CORPUS}"
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${FUZZER} found a problem (exit ${rc}); the input is in ${ARTIFACTS}")
endif()
