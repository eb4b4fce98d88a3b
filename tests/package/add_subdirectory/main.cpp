#include <arbiter/arbiter.hpp>

static_assert(ARBITER_VERSION_MAJOR == 0);

int main() { return 0; }
