#include <arbiter/arbiter.hpp>

#include <fmt/format.h>

static_assert(ARBITER_VERSION_MAJOR == 0);

int main() { return fmt::format("{}", ARBITER_VERSION).empty() ? 1 : 0; }
