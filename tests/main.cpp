// doctest's main(), shared by every arbiter test executable.
// (The system doctest package has no doctest_with_main library.)
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
