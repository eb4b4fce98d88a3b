// Must not compile: a with_rules callback that takes a state instead of the
// rules entry. The compiler must say so once, in the library's words
// (check.cmake counts the errors and looks for the message).
#include <arbiter/war_chest.hpp>

int main() {
    namespace wc = arbiter::war_chest;
    return arbiter::with_rules<wc::descriptor>("standard", 2, [](const wc::state<>& s) { (void)s; }) ? 0 : 1;
}
