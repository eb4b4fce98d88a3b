#pragma once
// The library's version. Keep it in step with `project(arbiter VERSION ...)` in
// the root CMakeLists.txt: configuring fails if the two differ.

#define ARBITER_VERSION_MAJOR 0
#define ARBITER_VERSION_MINOR 1
#define ARBITER_VERSION_PATCH 0

// The version as "major.minor.patch".
#define ARBITER_VERSION "0.1.0"
