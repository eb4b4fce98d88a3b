#!/bin/sh
# Interop with gnubg (README.md): arbiter writes a corpus match as .mat and
# .sgf, gnubg reads each (`import mat`, `load match`) and exports it again as
# .mat, and arbiter compares gnubg's export with the original: the same games,
# moves and results (their game logs, written by `arbiter convert`, must be
# identical) and the same final score. gnubg's `import mat` takes a play as
# its own move generator orders it (its own .mat files too), so via .mat a
# play is compared by what it does: the checkers it moves and the points it hits.
#
#   sh interop.sh ARBITER [STEM...]      (default: every match of the corpus)
#
# Exit status 0 when every match survives the trip, 1 otherwise.
set -u
tool=${1:?usage: sh interop.sh ARBITER [STEM...]}
shift
here=$(cd "$(dirname "$0")" && pwd)
stems=${*:-"match01 match03 match05 match07 match09 match11 match13 money"}
work=$(mktemp -d)
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
[ -n "${KEEP:-}" ] && echo "files in $work"
failed=0
gnubg=$(command -v gnubg || echo /usr/games/gnubg)
# A log with each play ("1 8/6 6/2*") as what it does: net checkers per point, points hit.
plays_as_effects() {
    awk '/^[01] [0-9]/ {
        split("", n); split("", hit)
        for (i = 2; i <= NF; i++) {
            s = $i
            if (sub(/\*$/, "", s)) { split(s, p, "/"); hit[p[2] + 0] = 1 }
            split(s, p, "/"); n[p[1] + 0]--; n[p[2] + 0]++
        }
        out = $1
        for (k = 0; k <= 25; k++) if (n[k]) out = out " " k ":" n[k]
        out = out " hits"
        for (k = 0; k <= 25; k++) if (k in hit) out = out " " k
        print out; next
    } { print }' "$1"
}
for stem in $stems; do
    "$tool" convert "$here/$stem.sgf" "$work/$stem-arbiter.mat" >/dev/null || { failed=1; continue; }
    "$tool" convert "$here/$stem.sgf" "$work/$stem-arbiter.sgf" >/dev/null || { failed=1; continue; }
    # One gnubg per file, so that a file gnubg fails to read cannot pass with the other's match.
    for via in mat sgf; do
        reader="import mat"
        [ "$via" = sgf ] && reader="load match"
        cat > "$work/trip.py" <<PY
import gnubg
gnubg.command('set player 0 human')
gnubg.command('set player 1 human')
gnubg.command('$reader "$work/$stem-arbiter.$via"')
gnubg.command('export match mat "$work/$stem-gnubg-from-$via.mat"')
PY
        rm -f "$work/$stem-gnubg-from-$via.mat"
        "$gnubg" -t -q -r -p "$work/trip.py" >"$work/gnubg-$via.out" 2>&1
    done
    "$tool" convert "$here/$stem.sgf" "$work/$stem-original.log" >/dev/null
    want=$("$tool" replay "$here/$stem.sgf" | tail -n 1)
    for via in mat sgf; do
        back="$work/$stem-gnubg-from-$via.mat"
        if [ ! -s "$back" ]; then
            echo "$stem via .$via: gnubg wrote nothing"; failed=1; continue
        fi
        if ! "$tool" convert "$back" "$work/$stem-back.log" >"$work/convert.out" 2>&1; then
            echo "$stem via .$via: gnubg's export does not replay: $(cat "$work/convert.out")"; failed=1; continue
        fi
        got=$("$tool" replay "$back" | tail -n 1)
        if [ "$via" = mat ]; then
            plays_as_effects "$work/$stem-original.log" >"$work/$stem-original.effects"
            plays_as_effects "$work/$stem-back.log" >"$work/$stem-back.effects"
            same="diff $work/$stem-original.effects $work/$stem-back.effects"
        else
            same="diff $work/$stem-original.log $work/$stem-back.log"
        fi
        if ! $same >"$work/diff.out"; then
            echo "$stem via .$via: gnubg's export differs:"; head -n 20 "$work/diff.out"; failed=1
        elif [ "$got" != "$want" ]; then
            echo "$stem via .$via: $got, expected $want"; failed=1
        else
            echo "$stem via .$via: same games, moves and results; $got"
        fi
    done
done
exit $failed
