#include <arbiter/arbiter.hpp>

#include <fmt/format.h>

#ifdef CONSUMER_HAS_M44_IMPORT
#include <arbiter/memoir44/m44_import.hpp>
#endif

static_assert(ARBITER_VERSION_MAJOR == 0);

int main() {
#ifdef CONSUMER_HAS_M44_IMPORT
    // A file that is not JSON is refused with a message (RULES.md M44-10).
    const auto s = arbiter::memoir44::import_m44("{", "broken");
    if (s.has_value() || std::string_view(s.error().what()).empty()) return 1;
#endif
    return fmt::format("{}", ARBITER_VERSION).empty() ? 1 : 0;
}
