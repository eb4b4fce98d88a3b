// The tool's Crime Wars menu, second part: Hardcore (CW-V2) with Bounty
// (CW-V9) for each player count, and Hardcore alone for 2 and 4 players. See
// crime_wars_tool.hpp. The rows of `arbiter bench` are here too, as these
// rules are instantiated here anyway.

#include "crime_wars_tool.hpp"

namespace cw_tool {

bool run_hardcore_menu(int players, std::string_view names, const job& j, int& status) {
    using cw::rules;
    using hc = cw::variant::hardcore;
    using b = cw::variant::bounty;
    using d = cw::variant::multiple_decks;
    return dispatch<rules<2, hc>, rules<4, hc>, rules<2, hc, b>, rules<3, hc, b>, rules<4, hc, b>, rules<5, hc, b, d>,
                    rules<6, hc, b, d>, rules<7, hc, b, d>, rules<8, hc, b, d>>(players, names, j, status);
}

std::vector<cli::bench_row> bench_rows(std::uint64_t seed) {
    using two = cw::state<cw::rules<2, cw::variant::hardcore>>;
    using four = cw::state<cw::rules<4, cw::variant::hardcore>>;
    return {cli::measure<two>("crime-wars", "2p-hardcore", 200, seed, [](auto&) { return two{}; }),
            cli::measure<four>("crime-wars", "4p-hardcore", 100, seed, [](auto&) { return four{}; })};
}

}  // namespace cw_tool
