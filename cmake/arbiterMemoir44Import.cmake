# arbiter::memoir44_import: arbiter plus nlohmann_json, for the `.m44`
# scenario importer include/arbiter/memoir44/m44_import.hpp (RULES.md M44-10).
# Optional: defined only when nlohmann_json >= 3 is found (Debian:
# nlohmann-json3-dev). Safe to include from several directories: each one
# looks the package up (imported targets are local to a directory), the
# target is made once.
find_package(nlohmann_json 3 CONFIG QUIET)
get_property(_arbiter_m44_import_told GLOBAL PROPERTY ARBITER_MEMOIR44_IMPORT_TOLD)
if(nlohmann_json_FOUND AND NOT TARGET arbiter_memoir44_import)
  add_library(arbiter_memoir44_import INTERFACE)
  add_library(arbiter::memoir44_import ALIAS arbiter_memoir44_import)
  set_target_properties(arbiter_memoir44_import PROPERTIES EXPORT_NAME memoir44_import)
  target_link_libraries(arbiter_memoir44_import INTERFACE arbiter nlohmann_json::nlohmann_json)
endif()
if(NOT _arbiter_m44_import_told)
  set_property(GLOBAL PROPERTY ARBITER_MEMOIR44_IMPORT_TOLD TRUE)
  if(TARGET arbiter_memoir44_import)
    message(STATUS "arbiter: .m44 importer enabled (nlohmann_json ${nlohmann_json_VERSION})")
  else()
    message(STATUS "arbiter: nlohmann_json not found; the .m44 importer target is not defined")
  endif()
endif()
