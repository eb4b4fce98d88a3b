# Small helpers used by arbiter's own CMake files. Nothing here is installed.
include_guard(GLOBAL)

# arbiter_check_version_header(<path>)
# include/arbiter/version.hpp is written by hand (CMake generates nothing for
# it); fail early if its numbers drift from project(VERSION).
function(arbiter_check_version_header header)
  if(NOT EXISTS "${header}")
    message(FATAL_ERROR "arbiter: ${header} is missing")
  endif()
  file(STRINGS "${header}" lines REGEX "^#define ARBITER_VERSION")
  foreach(part IN ITEMS MAJOR MINOR PATCH)
    set(value "")
    foreach(line IN LISTS lines)
      if(line MATCHES "^#define ARBITER_VERSION_${part} +([0-9]+)")
        set(value "${CMAKE_MATCH_1}")
      endif()
    endforeach()
    if(NOT value STREQUAL "${PROJECT_VERSION_${part}}")
      message(FATAL_ERROR
        "arbiter: ARBITER_VERSION_${part} in ${header} is '${value}', but "
        "project(VERSION) says '${PROJECT_VERSION_${part}}'. Update one of them.")
    endif()
  endforeach()
  set(string_ok FALSE)
  foreach(line IN LISTS lines)
    if(line MATCHES "^#define ARBITER_VERSION +\"${PROJECT_VERSION}\"")
      set(string_ok TRUE)
    endif()
  endforeach()
  if(NOT string_ok)
    message(FATAL_ERROR
      "arbiter: ${header} must define ARBITER_VERSION \"${PROJECT_VERSION}\"")
  endif()
endfunction()

# arbiter_mark_system(<target>...)
# Make a dependency's include directories SYSTEM for whoever links it, so our
# warning flags (and -Werror) never fire inside third-party headers. Imported
# targets (find_package) are already treated this way; this is for targets that
# FetchContent built from source.
function(arbiter_mark_system)
  foreach(target IN LISTS ARGN)
    if(NOT TARGET "${target}")
      continue()
    endif()
    get_target_property(real "${target}" ALIASED_TARGET)
    if(NOT real)
      set(real "${target}")
    endif()
    get_target_property(imported "${real}" IMPORTED)
    if(imported)
      continue()
    endif()
    get_target_property(dirs "${real}" INTERFACE_INCLUDE_DIRECTORIES)
    if(dirs)
      set_property(TARGET "${real}" APPEND PROPERTY INTERFACE_SYSTEM_INCLUDE_DIRECTORIES ${dirs})
    endif()
  endforeach()
endfunction()
