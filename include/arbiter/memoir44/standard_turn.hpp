#pragma once
// The standard turn (RULES.md M44-S-2 to M44-S-10, M44-S-12) as atomic
// decisions through the one engine of generate.hpp and apply.hpp: ORDER,
// MOVE, BATTLE (with flags, retreat steps, take ground and armor overrun)
// and the end-of-turn draw with Recon's draw-two-keep-one, by the turn's two
// halves: which decisions there are (standard_orders.hpp) and playing them
// (standard_apply.hpp).

#include "standard_apply.hpp"   // IWYU pragma: export
#include "standard_orders.hpp"  // IWYU pragma: export
