# arbiter::memoir44_import: arbiter plus nlohmann_json, for the `.m44`
# scenario importer include/arbiter/memoir44/m44_import.hpp (RULES.md M44-10).
# Defined only when nlohmann_json >= 3 is found (Debian: nlohmann-json3-dev);
# the rest of arbiter never needs it. Included once, from the top-level
# CMakeLists.txt, so the imported nlohmann_json target is seen by every
# subdirectory and the target can be exported.
find_package(nlohmann_json 3 CONFIG QUIET)
if(nlohmann_json_FOUND)
  add_library(arbiter_memoir44_import INTERFACE)
  add_library(arbiter::memoir44_import ALIAS arbiter_memoir44_import)
  set_target_properties(arbiter_memoir44_import PROPERTIES EXPORT_NAME memoir44_import)
  target_link_libraries(arbiter_memoir44_import INTERFACE arbiter nlohmann_json::nlohmann_json)
  message(STATUS "arbiter: .m44 importer enabled (nlohmann_json ${nlohmann_json_VERSION})")
else()
  message(STATUS "arbiter: nlohmann_json not found; the .m44 importer target is not defined")
endif()
