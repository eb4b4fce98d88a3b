#!/bin/sh
# A whole game through `arbiter engine`, as a program driving it would play
# one: `new` with the given words, then until to_move says `over`, `roll` at
# a chance node, else `genmove BOT` and that move sent back with `play`.
# Prints the counts, then the replies to `result` and `undo`. Any `?` reply
# stops it with status 1.
#
#   engine_game.sh ARBITER BOT SEED GAME [rules R] [players N] ...

tool=$1 bot=$2 seed=$3
shift 3
dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT
mkfifo "$dir/in" "$dir/out" || exit 1
"$tool" engine <"$dir/in" >"$dir/out" &
exec 3>"$dir/in" 4<"$dir/out"

# ask COMMAND: the reply's first line in $reply (the `=` or `?` cut off).
ask() {
    printf '%s\n' "$1" >&3
    IFS= read -r first <&4 || { echo "no reply to '$1'"; exit 1; }
    while IFS= read -r line <&4 && [ -n "$line" ]; do :; done
    case $first in
    "= "*) reply=${first#= } ;;
    "=") reply= ;;
    *) echo "'$1' answered: $first"; exit 1 ;;
    esac
}

ask "seed $seed"
ask "new $*"
echo "started: $reply"
moves=0 rolls=0
while :; do
    ask to_move
    case $reply in
    over) break ;;
    chance) ask roll; rolls=$((rolls + 1)) ;;
    *) ask "genmove $bot"; ask "play $reply"; moves=$((moves + 1)) ;;
    esac
done
echo "moves $moves rolls $rolls"
ask result
echo "result: $reply"
ask undo
ask to_move
echo "after undo: $reply"
ask quit
wait
