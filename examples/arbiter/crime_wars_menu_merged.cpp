// The tool's Crime Wars menu, fourth part: merged decks (CW-V1.22), two
// teams per player for 2 to 4 controllers, and with Great Empire for 3.
// See crime_wars_tool.hpp.

#include "crime_wars_tool.hpp"

namespace cw_tool {

bool run_merged_menu(int players, std::string_view names, const job& j, int& status) {
    using cw::rules;
    namespace v = cw::variant;
    return dispatch<rules<2, v::two_teams, v::merged_decks>, rules<3, v::two_teams, v::merged_decks, v::multiple_decks>,
                    rules<4, v::two_teams, v::merged_decks, v::multiple_decks>,
                    rules<3, v::two_teams, v::great_empire, v::merged_decks, v::multiple_decks>>(players, names, j, status);
}

}  // namespace cw_tool
