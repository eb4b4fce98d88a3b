// The tool's Crime Wars menu, first half: each player count with no variant
// (a second pack above four players, CW-V10.1). See crime_wars_tool.hpp.

#include "crime_wars_tool.hpp"

namespace cw_tool {

bool run_players_menu(int players, std::string_view names, const job& j, int& status) {
    using cw::rules;
    using decks = cw::variant::multiple_decks;
    return dispatch<rules<2>, rules<3>, rules<4>, rules<5, decks>, rules<6, decks>, rules<7, decks>, rules<8, decks>>(
        players, names, j, status);
}

}  // namespace cw_tool
