// The tool's Crime Wars menu, third part: each other variant alone with four
// players, two teams per player for 2 to 4 controllers, and Great Empire
// for 3 or 4 players, alone or with Thug Alliance (4 players) or two teams
// per player (3 controllers). See crime_wars_tool.hpp.

#include "crime_wars_tool.hpp"

namespace cw_tool {

bool run_variants_menu(int players, std::string_view names, const job& j, int& status) {
    using cw::rules;
    namespace v = cw::variant;
    return dispatch<rules<4, v::alliance>, rules<4, v::aggressor>, rules<4, v::rush>, rules<4, v::diceless>,
                    rules<4, v::rich_mans_curse>, rules<4, v::gambling>, rules<4, v::bounty>, rules<2, v::two_teams>,
                    rules<3, v::two_teams, v::multiple_decks>, rules<4, v::two_teams, v::multiple_decks>,
                    rules<3, v::great_empire>, rules<4, v::great_empire>, rules<4, v::alliance, v::great_empire>,
                    rules<3, v::two_teams, v::great_empire, v::multiple_decks>>(players, names, j, status);
}

}  // namespace cw_tool
