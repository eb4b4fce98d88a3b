# The C interface's sources, for c/CMakeLists.txt and the fuzz target
# (tests/fuzz/CMakeLists.txt). One translation unit per game, Crime Wars'
# 34 rules entries in two, so that they compile in parallel.
set(ARBITER_C_SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}")
set(ARBITER_C_SOURCES
    "${CMAKE_CURRENT_LIST_DIR}/src/api.cpp"
    "${CMAKE_CURRENT_LIST_DIR}/src/backgammon.cpp"
    "${CMAKE_CURRENT_LIST_DIR}/src/stratego.cpp"
    "${CMAKE_CURRENT_LIST_DIR}/src/war_chest.cpp"
    "${CMAKE_CURRENT_LIST_DIR}/src/memoir44.cpp"
    "${CMAKE_CURRENT_LIST_DIR}/src/crime_wars.cpp"
    "${CMAKE_CURRENT_LIST_DIR}/src/crime_wars_more.cpp")
