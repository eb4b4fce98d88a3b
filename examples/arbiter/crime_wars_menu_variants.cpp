// The tool's Crime Wars menu, third part: each other variant alone with four
// players. See crime_wars_tool.hpp.

#include "crime_wars_tool.hpp"

namespace cw_tool {

bool run_variants_menu(int players, std::string_view names, const job& j, int& status) {
    using cw::rules;
    namespace v = cw::variant;
    return dispatch<rules<4, v::alliance>, rules<4, v::aggressor>, rules<4, v::rush>, rules<4, v::diceless>,
                    rules<4, v::rich_mans_curse>, rules<4, v::gambling>, rules<4, v::bounty>>(players, names, j, status);
}

}  // namespace cw_tool
