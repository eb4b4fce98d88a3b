#!/bin/sh
# Regenerates the golden games of js/tests/data/ with the native tool, the
# C++ reference that js/tests/golden.test.js compares arbiter.wasm with.
#
#   js/tests/data/make.sh [path/to/arbiter]     (default: build/release/bin/arbiter)
#
# For every game, every rules entry (`arbiter rules GAME`) and every player
# count an entry lists, and each seed in SEEDS:
#   NAME.log.gz   `arbiter selfplay GAME --rules R [--players N] --games 1
#                  --seed S --bot random --log NAME.log`, gzipped (gzip -9n:
#                  no name or time stamp, so the same log gives the same bytes)
#   NAME.end.txt  `arbiter replay NAME.log --at 18446744073709551615`: the tool's
#                  full-state text after every line of the game
# NAME is GAME.RULES[.Np].sS, the commas of a rules name kept.
#
# Stratego's tool bots set their side up in one go (a random arrangement,
# ST-3.4), which random_playout does not, so a stratego log matches no
# random_playout. For each stratego entry and seed make.sh also writes
#   stratego.RULES.sS.play.log.gz, .play.end.txt
# the same command from the position those setups made (--setup "BOARD r",
# read from `arbiter replay NAME.log --at K` after the K placements): its
# header's `setup` line is the setup text State.newState takes, and from
# there the game is random_playout's.
#
# The first game of `selfplay --bot random --seed S` is the game C++
# arbiter::random_playout(start, std::mt19937_64(S)) plays (one engine: the
# random bot draws uniform_bot_index, chance draws sample_outcome), which the
# test checks against State.randomPlayout(S) and the Rng loop of arbiter.js.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
tool=${1:-$root/build/release/bin/arbiter}
SEEDS=${SEEDS:-"1 2"}

if [ ! -x "$tool" ]; then
    echo "make.sh: no arbiter tool at $tool (cmake --workflow --preset release, or give its path)" >&2
    exit 2
fi

rm -f "$here"/*.log.gz "$here"/*.end.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

count=0
for game in backgammon stratego war-chest memoir44 crime-wars; do
    "$tool" rules "$game" | while IFS="$(printf '\t')" read -r rules players; do
        if [ -n "$players" ]; then
            counts=$(echo "${players#players }" | tr ',' ' ')
        else
            counts=-
        fi
        for n in $counts; do
            for seed in $SEEDS; do
                if [ "$n" = - ]; then
                    name="$game.$rules.s$seed"
                    set -- --rules "$rules"
                else
                    name="$game.$rules.${n}p.s$seed"
                    set -- --rules "$rules" --players "$n"
                fi
                "$tool" selfplay "$game" "$@" --games 1 --seed "$seed" --bot random --log "$tmp/$name.log" >/dev/null
                "$tool" replay "$tmp/$name.log" --at 18446744073709551615 >"$here/$name.end.txt"
                gzip -9n <"$tmp/$name.log" >"$here/$name.log.gz"
                if [ "$game" = stratego ]; then
                    k=$(awk '/^[0-9]+ / { if ($2 ~ /[-x]/) exit; n++ } END { print n + 0 }' "$tmp/$name.log")
                    "$tool" replay "$tmp/$name.log" --at "$k" >"$tmp/set-up.txt"
                    board=$(sed -n 's/^board=//p' "$tmp/set-up.txt")
                    side=$(sed -n 's/^to-move=\(.\).*/\1/p' "$tmp/set-up.txt")
                    "$tool" selfplay "$game" "$@" --setup "$board $side" --games 1 --seed "$seed" --bot random \
                        --log "$tmp/$name.play.log" >/dev/null
                    "$tool" replay "$tmp/$name.play.log" --at 18446744073709551615 >"$here/$name.play.end.txt"
                    gzip -9n <"$tmp/$name.play.log" >"$here/$name.play.log.gz"
                fi
            done
        done
    done
done

echo "make.sh: $(ls "$here"/*.log.gz | wc -l) games, $(cat "$here"/*.log.gz "$here"/*.end.txt | wc -c) bytes in $here"
