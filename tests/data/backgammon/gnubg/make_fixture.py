# make_fixture.py -- generate plays.txt, a cross-check fixture of legal backgammon plays,
# by asking GNU Backgammon (gnubg 1.07) for every legal play and applying each one with gnubg.
#
# Usage (run inside this directory; writes ./plays.txt; gnubg's own chatter goes to stdout):
#
#     cd tests/data/backgammon/gnubg && /usr/games/gnubg -t -q -r -p make_fixture.py > /dev/null
#
# Optional environment variables:
#     ARBITER_FIXTURE_OUT=path      write the fixture somewhere else
#     ARBITER_GNUBG_CHECK=file ...  also check gnubg's play counts against reference files in the
#                                   format of contact-positions.txt (ID, then 21 counts); several
#                                   files may be given separated by ':'. Mismatches are reported on
#                                   stderr and make the script fail.
#
# Deterministic: all randomness comes from random.Random(SEED). The position choice in the
# self-play games also uses gnubg's 0-ply best move, so another gnubg build could (in principle)
# pick slightly different positions; every line it writes is still a valid gnubg answer.
#
# SPDX-License-Identifier: MIT  (this script; GNU Backgammon itself is GPL and is only run)

import os
import random
import sys

import gnubg

SEED = 20240607
START = "4HPwATDgc/ABMA"
ROLLS = [(1, 1), (2, 1), (2, 2), (3, 1), (3, 2), (3, 3), (4, 1), (4, 2), (4, 3), (4, 4), (5, 1),
         (5, 2), (5, 3), (5, 4), (5, 5), (6, 1), (6, 2), (6, 3), (6, 4), (6, 5), (6, 6)]


def cmd(s):
    gnubg.command(s)


def setup():
    for s in ["set automatic roll off", "set automatic game off", "set automatic move off",
              "set automatic bearoff off", "set player 0 human", "set player 1 human",
              "set evaluation chequerplay evaluation plies 0",
              "set evaluation chequerplay evaluation prune off",
              "set evaluation chequerplay evaluation cubeful on",
              "new game"]:
        cmd(s)


# ---------------------------------------------------------------------------------------------
# Talking to gnubg
# ---------------------------------------------------------------------------------------------

def board_of(pid):
    b = gnubg.positionfromid(pid)
    return (tuple(b[0]), tuple(b[1]))


def swap_id(pid):
    b = gnubg.positionfromid(pid)
    return gnubg.positionid((b[1], b[0]))


def hint_moves(pid, d1, d2):
    # Every "set board"/"move" is recorded in gnubg's game record, which makes gnubg slower and
    # slower; a fresh session keeps it short.
    cmd("new session")
    cmd("set board " + pid)
    cmd("set dice %d %d" % (d1, d2))
    h = gnubg.hint(1000000)
    return [m["move"] for m in h["hint"]]


class GnubgError(Exception):
    pass


_cache = {}


def plays(pid, d1, d2):
    """Returns (moves, results, game_over) for the position pid (mover's view) and roll d1 d2.
    moves: gnubg's move strings (gnubg's order, best first); results[i]: Position ID after
    moves[i] from the view of the next player on roll, or from the mover's view when the move
    ends the game (game_over[i] True). No legal play: ([], [swapped pid], [False])."""
    key = (pid, d1, d2)
    if key in _cache:
        return _cache[key]
    orig = board_of(pid)
    moves = hint_moves(pid, d1, d2)
    if not moves:
        out = ([], [swap_id(pid)], [False])
        _cache[key] = out
        return out
    results, over = [], []
    for i, m in enumerate(moves):
        if i % 64 == 63:
            cmd("new session")
        cmd("set board " + pid)
        cmd("set dice %d %d" % (d1, d2))
        cmd("move " + m)
        b = gnubg.board()
        b = (tuple(b[0]), tuple(b[1]))
        if b == orig:
            raise GnubgError("move %r not applied in %s %d%d" % (m, pid, d1, d2))
        # After the move gnubg shows the board from the opponent's side: b[0] is the mover.
        if sum(b[1]) != sum(orig[0]) or sum(b[0]) > sum(orig[1]):
            raise GnubgError("unexpected board after %r in %s %d%d: %r" % (m, pid, d1, d2, b))
        if sum(b[0]) == 0:
            results.append(gnubg.positionid((b[1], b[0])))  # game over: the mover's own view
            over.append(True)
            cmd("new session")
        else:
            results.append(gnubg.positionid(b))
            over.append(False)
    if len(set(results)) != len(results):
        raise GnubgError("duplicate results in %s %d%d" % (pid, d1, d2))
    out = (moves, results, over)
    _cache[key] = out
    return out


# ---------------------------------------------------------------------------------------------
# Positions. Internally a position is (mover, opp), two lists of 26 counts in the MOVER's
# numbering: mover[p], p = 1..24 points, 25 = bar; opp[q], q = 1..24 the point (in the mover's
# numbering) the opponent occupies, 0 = the opponent's bar. Index 0 of mover is unused.
# ---------------------------------------------------------------------------------------------

def to_pid(mover, opp):
    m = [0] * 25
    o = [0] * 25
    for p in range(1, 25):
        m[p - 1] = mover[p]
    m[24] = mover[25]
    for q in range(1, 25):
        o[24 - q] = opp[q]  # mover point q is the opponent's point 25 - q
    o[24] = opp[0]
    for p in range(1, 25):
        assert not (mover[p] and opp[p]), (mover, opp)
    assert 1 <= sum(m) <= 15 and 1 <= sum(o) <= 15, (mover, opp)
    return gnubg.positionid((tuple(o), tuple(m)))


def from_pid(pid):
    o, m = board_of(pid)
    mover = [0] * 26
    opp = [0] * 26
    for p in range(1, 25):
        mover[p] = m[p - 1]
        opp[p] = o[24 - p]
    mover[25] = m[24]
    opp[0] = o[24]
    return mover, opp


def has_contact(mover, opp):
    hi = max(p for p in range(1, 26) if mover[p])
    lo = min(q for q in range(0, 25) if opp[q])
    return lo < hi


def all_home(mover):
    return all(mover[p] == 0 for p in range(7, 26))


def outside_home(mover):
    return sum(mover[p] for p in range(7, 26))


def pips_mover_result(result_pid):
    """Pip count of the player who just moved, from a result ID in the opponent's view."""
    b = gnubg.positionfromid(result_pid)
    return sum((i + 1) * b[0][i] for i in range(25))


def pips(mover):
    return sum(p * mover[p] for p in range(1, 26))


def spread(rng, side, n, points, other, maxper=5):
    """Put n checkers of `side` on random points from `points` not held by `other`."""
    free = [p for p in points if not other[p]]
    for _ in range(n):
        cand = [p for p in free if side[p] < maxper] or free
        side[rng.choice(cand)] += 1


def empty():
    return [0] * 26, [0] * 26


def gen_bar(rng, nbar, made):
    """nbar mover checkers on the bar; the opponent has `made` points (2+ checkers) in his home
    board (mover points 19..24), maybe a blot or two there as well."""
    mover, opp = empty()
    home = list(range(19, 25))
    rng.shuffle(home)
    used = 0
    for q in home[:made]:
        k = rng.choice([2, 2, 2, 3, 3, 4])
        opp[q] = k
        used += k
    nblots = rng.choice([0, 1, 1, 2]) if made < 6 else 0
    for q in home[made:made + nblots]:
        opp[q] = 1
        used += 1
    rest = max(0, rng.randint(12, 15) - used)
    spread(rng, opp, rest, list(range(1, 19)), mover, 4)
    if rng.random() < 0.2:
        opp[0] = 1
    mover[25] = nbar
    spread(rng, mover, rng.randint(10, 15) - nbar, list(range(1, 25)), opp, 5)
    return mover, opp


def gen_bearoff(rng, low=False, contact=False):
    """All mover checkers home. low: only on points 1..3 (higher rolls bear off from lower
    points). contact: the opponent still has checkers back (in the mover's home or on the bar)."""
    mover, opp = empty()
    n = rng.randint(2, 15)
    if contact:
        k = rng.choice([1, 1, 2, 2, 3])
        for _ in range(k):
            q = rng.choice([0, 1, 2, 3, 4, 5, 6, 6, 7, 8])
            opp[q] += 1
        # opp checkers on mover points 1..6 take those points; mover fills the others
    spread(rng, mover, n, list(range(1, 4 if low else 7)), opp, 6)
    spread(rng, opp, rng.randint(8, 15) - sum(opp), list(range(13, 25)), mover, 5)
    return mover, opp


def gen_bear_in(rng):
    """Exactly one mover checker outside home (points 7..12), the rest home."""
    mover, opp = empty()
    contact = rng.random() < 0.3
    if contact:
        opp[rng.choice([0, 2, 4, 5])] = 1
    outp = rng.choice([7, 7, 8, 8, 9, 10, 11, 12])
    mover[outp] = 1
    spread(rng, mover, rng.randint(1, 13), list(range(1, 7)), opp, 5)
    spread(rng, opp, rng.randint(8, 15) - sum(opp), list(range(13, 25)), mover, 5)
    return mover, opp


def gen_prime(rng):
    """The opponent holds a block of 4-6 consecutive points; some mover checkers are behind it
    (must move through / jump over blocked points)."""
    mover, opp = empty()
    k = rng.choice([4, 5, 5, 6, 6])
    a = rng.randint(4, 23 - k)
    for q in range(a, a + k):
        opp[q] = rng.choice([2, 2, 3])
    spread(rng, opp, max(0, rng.randint(13, 15) - sum(opp)), list(range(1, 25)), mover, 3)
    behind = list(range(a + k, 25))
    nb = rng.randint(1, 4)
    spread(rng, mover, nb, behind + ([25] if rng.random() < 0.3 else []), opp, 2)
    spread(rng, mover, rng.randint(10, 15) - nb, list(range(1, a)), opp, 5)
    return mover, opp


def gen_game_end_hits(rng):
    """Mover has 1-3 checkers left, all home, and the opponent has blots in the mover's home
    board: a play that hits on the way can use more of the roll than one that bears off at once
    (BG-7.3 over BG-6.6)."""
    mover, opp = empty()
    for q in rng.sample(range(1, 7), rng.choice([1, 1, 2, 2, 3])):
        opp[q] = 1
    if rng.random() < 0.2:
        opp[0] = 1
    spread(rng, mover, rng.choice([1, 1, 2, 2, 3]), list(range(1, 7)), opp, 2)
    spread(rng, opp, rng.randint(3, 15) - sum(opp), list(range(7, 25)), mover, 5)
    return mover, opp


def gen_blots(rng):
    """The opponent leaves many blots in front of the mover: hits on intermediate points."""
    mover, opp = empty()
    nbl = rng.randint(5, 9)
    pts = rng.sample(range(2, 24), nbl)
    for q in pts:
        opp[q] = 1
    spread(rng, opp, rng.randint(12, 15) - nbl, list(range(1, 25)), mover, 4)
    for q in range(1, 25):  # keep the blots blots
        if opp[q] > 1 and q in pts:
            opp[q] = 1
    spread(rng, mover, rng.randint(10, 15), list(range(6, 25)), opp, 4)
    return mover, opp


def gen_game_end(rng):
    """Mover has 1-4 checkers left, all home: some rolls end the game."""
    mover, opp = empty()
    if rng.random() < 0.3:
        opp[rng.choice([0, 1, 3, 5, 6])] = 1
    spread(rng, mover, rng.choice([1, 1, 2, 2, 3, 4]), list(range(1, 7)), opp, 4)
    spread(rng, opp, rng.randint(3, 15) - sum(opp), list(range(7, 25)), mover, 5)
    return mover, opp


def gen_blocky(rng):
    """Random position with many opponent points made and mover checkers far back: a source of
    rolls where only one die (or part of a double, or nothing) can be played."""
    mover, opp = empty()
    nmade = rng.randint(4, 7)
    for q in rng.sample(range(1, 25), nmade):
        opp[q] = 2
    spread(rng, opp, max(0, rng.randint(12, 15) - sum(opp)), list(range(1, 25)), mover, 3)
    nb = rng.randint(0, 3)
    mover[25] = nb
    spread(rng, mover, rng.randint(2, 8), list(range(13, 25)), opp, 3)
    spread(rng, mover, rng.randint(3, 14 - nb - 0) - 0, list(range(1, 13)), opp, 5)
    while sum(mover) > 15:
        ps = [p for p in range(1, 25) if mover[p]]
        mover[rng.choice(ps)] -= 1
    return mover, opp


def gen_stuck(rng):
    """Mover checkers either far back behind scattered opponent points or dead on his 1-2 points
    (which cannot move while checkers are still outside home)."""
    mover, opp = empty()
    for q in rng.sample(range(3, 24), rng.randint(5, 9)):
        opp[q] = 2
    spread(rng, opp, max(0, rng.randint(12, 15) - sum(opp)), list(range(3, 25)), mover, 3)
    nback = rng.randint(2, 5)
    spread(rng, mover, nback, list(range(8, 25)), opp, 2)
    spread(rng, mover, rng.randint(5, 15 - nback), [1, 1, 1, 2], opp, 15)
    return mover, opp


# ---------------------------------------------------------------------------------------------
# Self-play games: gnubg's 0-ply best move half the time, a uniformly random legal play otherwise
# ---------------------------------------------------------------------------------------------

def selfplay(rng, ngames):
    seen = []
    seen_set = set()
    for _ in range(ngames):
        pid = START
        first = True
        while True:
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            if first:
                while d1 == d2:
                    d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
                first = False
            if pid not in seen_set:
                seen_set.add(pid)
                seen.append(pid)
            d1, d2 = max(d1, d2), min(d1, d2)
            moves, results, over = plays(pid, d1, d2)
            if not moves:
                pid = results[0]
                continue
            if rng.random() < 0.5:
                i = 0
            else:
                i = rng.randrange(len(results))
            if over[i]:
                break
            pid = results[i]
    return seen


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------

class Fixture:
    def __init__(self):
        self.lines = []
        self.done = set()
        self.counts = {}
        self.cat = None

    def section(self, name, text):
        self.cat = name
        self.counts[name] = 0
        self.lines.append("#")
        self.lines.append("# %s: %s" % (name, text))

    def add(self, pid, d1, d2):
        if (pid, d1, d2) in self.done:
            return False
        self.done.add((pid, d1, d2))
        moves, results, over = plays(pid, d1, d2)
        res = sorted(set(results))
        self.lines.append("%s %d%d %d %s" % (pid, d1, d2, len(res), " ".join(res)))
        self.counts[self.cat] += 1
        return True

    def add_all_rolls(self, pid):
        for d1, d2 in ROLLS:
            self.add(pid, d1, d2)


def valid(mover, opp):
    return 1 <= sum(mover[1:26]) <= 15 and 1 <= sum(opp[0:25]) <= 15 and \
        not any(mover[p] and opp[p] for p in range(1, 25))


def take(rng, gen, n, pred=None, tries=100000):
    out, seen = [], set()
    for _ in range(tries):
        if len(out) >= n:
            break
        mover, opp = gen(rng)
        if not valid(mover, opp):
            continue
        pid = to_pid(mover, opp)
        if pid in seen or (pred and not pred(pid, mover, opp)):
            continue
        seen.add(pid)
        out.append(pid)
    if len(out) < n:
        raise RuntimeError("could not generate enough positions for %r" % gen)
    return out


def any_roll(pid, f):
    return any(f(pid, d1, d2) for d1, d2 in ROLLS)


def main():
    setup()
    rng = random.Random(SEED)
    fx = Fixture()

    # -- sanity checks against known gnubg facts ---------------------------------------------
    known = dict(zip(["%d%d" % r for r in ROLLS],
                     [42, 15, 75, 16, 17, 73, 14, 18, 17, 52, 8, 8, 9, 9, 4, 10, 14, 14, 14, 7, 11]))
    for d1, d2 in ROLLS:
        n = len(plays(START, d1, d2)[1])
        assert n == known["%d%d" % (d1, d2)], (d1, d2, n)
    assert len(plays("u3MDACRm20YUAA", 1, 1)[1]) == 450
    assert len(plays("BwAAwLaBjDQAAA", 1, 1)[1]) == 536

    # -- optional check of gnubg's counts against reference files -----------------------------
    bad = 0
    for path in filter(None, os.environ.get("ARBITER_GNUBG_CHECK", "").split(":")):
        nchk = 0
        for line in open(path):
            if line.startswith("#") or not line.strip():
                continue
            f = line.split()
            for (d1, d2), want in zip(ROLLS, map(int, f[1:22])):
                got = len(hint_moves(f[0], d1, d2))
                nchk += 1
                if got != want:
                    bad += 1
                    sys.stderr.write("MISMATCH %s %d%d gnubg %d file %d\n" % (f[0], d1, d2, got, want))
        sys.stderr.write("checked %d (position, roll) counts from %s\n" % (nchk, path))

    # -- the opening position ----------------------------------------------------------------
    fx.section("opening", "the starting position, all 21 rolls")
    fx.add_all_rolls(START)

    # -- self-play pool ----------------------------------------------------------------------
    pool = selfplay(rng, 40)
    boards = {pid: from_pid(pid) for pid in pool}
    contact = [p for p in pool if p != START and boards[p][0][25] == 0 and has_contact(*boards[p])]
    race = [p for p in pool if not has_contact(*boards[p]) and not all_home(boards[p][0])]
    barpos = [p for p in pool if boards[p][0][25] > 0]
    bear_sp = [p for p in pool if all_home(boards[p][0])]

    fx.section("contact", "contact positions from seeded gnubg self-play (best or random play), all rolls")
    for pid in rng.sample(contact, 70):
        fx.add_all_rolls(pid)

    fx.section("race", "no-contact positions from seeded self-play, not yet all home, all rolls")
    for pid in rng.sample(race, min(10, len(race))):
        fx.add_all_rolls(pid)

    fx.section("bar-selfplay", "self-play positions with mover checkers on the bar, all rolls")
    for pid in rng.sample(barpos, min(6, len(barpos))):
        fx.add_all_rolls(pid)

    fx.section("bearoff-selfplay", "self-play positions with all mover checkers home, all rolls")
    for pid in rng.sample(bear_sp, min(4, len(bear_sp))):
        fx.add_all_rolls(pid)

    # -- bar ---------------------------------------------------------------------------------
    for nbar in (1, 2, 3, 4):
        fx.section("bar-%d" % nbar, "%d mover checker(s) on the bar, opponent home board with "
                   "0..5 points made (entry partly blocked, some rolls pass) and blots to hit on entry, all rolls" % nbar)
        for made in (0, 1, 2, 2, 3, 3, 4, 5):
            for pid in take(rng, lambda r: gen_bar(r, nbar, made), 1):
                fx.add_all_rolls(pid)

    # -- bear-off ----------------------------------------------------------------------------
    fx.section("bearoff", "all mover checkers home, no contact, all rolls")
    for pid in take(rng, lambda r: gen_bearoff(r), 9, lambda p, m, o: not has_contact(m, o)):
        fx.add_all_rolls(pid)
    fx.section("bearoff-low", "all mover checkers on points 1..3: higher dice bear off from lower "
               "points, all rolls")
    for pid in take(rng, lambda r: gen_bearoff(r, low=True), 6, lambda p, m, o: not has_contact(m, o)):
        fx.add_all_rolls(pid)
    fx.section("bearoff-contact", "all mover checkers home, opponent checkers still back (hits "
               "possible), all rolls")
    for pid in take(rng, lambda r: gen_bearoff(r, contact=True), 10, lambda p, m, o: has_contact(m, o)):
        fx.add_all_rolls(pid)

    fx.section("bear-in-and-off", "one mover checker outside home: bring it in and bear off in the "
               "same play, all rolls")
    for pid in take(rng, gen_bear_in, 10):
        fx.add_all_rolls(pid)

    fx.section("game-ending", "mover has 1-4 checkers left: bearing off the last checker ends the "
               "game (result in the mover's own view), all rolls")
    for pid in take(rng, gen_game_end, 12):
        fx.add_all_rolls(pid)

    # -- blocking and hitting ----------------------------------------------------------------
    fx.section("prime", "opponent block of 4-6 points with mover checkers behind it: moves "
               "through blocked intermediate points, all rolls")
    for pid in take(rng, gen_prime, 10):
        fx.add_all_rolls(pid)

    def hits_midway(pid, d1, d2):
        return any("*/" in m for m in plays(pid, d1, d2)[0])

    fx.section("intermediate-hits", "opponent blots in the mover's path: plays that hit on an "
               "intermediate point, all rolls")
    for pid in take(rng, gen_blots, 10, lambda p, m, o: any_roll(p, hits_midway), 1000):
        fx.add_all_rolls(pid)

    # -- partial plays and no play -----------------------------------------------------------
    def kind(pid, mover, d1, d2):
        """'larger', 'smaller', 'partial-double', 'none' or None, from the pip counts of gnubg's
        results. Only used where no bear-off can happen within the play."""
        moves, results, over = plays(pid, d1, d2)
        if not moves:
            return "none"
        before = pips(mover)
        used = set(before - pips_mover_result(r) for r in results)
        if d1 != d2:
            if outside_home(mover) < 2:
                return None
            if used == {d1}:
                return "larger"
            if used == {d2}:
                return "smaller"
        else:
            if outside_home(mover) < 4:
                return None
            if max(used) < 4 * d1:
                return "partial-double"
        return None

    # Half of each kind with mover checkers on the bar, half without.
    want = {"larger": 15, "smaller": 15, "partial-double": 15, "none": 15}
    found = {(k, onbar): [] for k in want for onbar in (False, True)}
    for _ in range(50000):
        if all(len(v) >= want[k] for (k, _b), v in found.items()):
            break
        x = rng.random()
        if x < 0.5:
            mover, opp = gen_stuck(rng)
        elif x < 0.8:
            mover, opp = gen_blocky(rng)
        else:
            mover, opp = gen_bar(rng, rng.randint(1, 4), rng.randint(3, 6))
        if not valid(mover, opp):
            continue
        pid = to_pid(mover, opp)
        for d1, d2 in rng.sample(ROLLS, len(ROLLS)):
            k = kind(pid, mover, d1, d2)
            slot = (k, mover[25] > 0)
            if k and len(found[slot]) < want[k] and (pid, d1, d2) not in fx.done:
                found[slot].append((pid, d1, d2))
                break  # at most one line per position: keeps the positions varied
    texts = {"larger": "only one die can be played, and it must be the larger one",
             "smaller": "only the smaller die can be played (the larger is blocked)",
             "partial-double": "doubles of which only 1-3 dice can be played",
             "none": "no legal play: the result is the pass (same position, opponent's view)"}
    for k in ("larger", "smaller", "partial-double", "none"):
        fx.section("only-" + k if k in ("larger", "smaller") else k, texts[k])
        for pid, d1, d2 in found[(k, False)] + found[(k, True)]:
            fx.add(pid, d1, d2)

    fx.section("closed-board", "mover on the bar against a closed board: every roll is a pass")
    mover, opp = empty()
    for q in range(19, 25):
        opp[q] = 2
    opp[10] = 3
    mover[25] = 1
    mover[6] = 5
    mover[8] = 3
    mover[13] = 4
    mover[3] = 2
    fx.add_all_rolls(to_pid(mover, opp))

    # -- game-ending plays that must still use as many numbers as they can --------------------
    # Its own generator, so the groups above keep their positions. MyHaCBQIAAAAAA 63: the last
    # checker on the 5 point and a blot on the 2 point; gnubg allows only 5/2*/off, not 5/off.
    fx.section("game-ending-hits", "mover has 1-3 checkers left and opponent blots in his home "
               "board: a play that hits on the way uses more numbers than one that bears off at once, "
               "all rolls")
    fx.add_all_rolls("MyHaCBQIAAAAAA")
    for pid in take(random.Random(SEED + 1), gen_game_end_hits, 60):
        fx.add_all_rolls(pid)

    # -- write -------------------------------------------------------------------------------
    total = sum(fx.counts.values())
    header = [
        "# arbiter cross-check fixture: legal backgammon plays as listed by GNU Backgammon 1.07",
        "# Generated by make_fixture.py in this directory (see README.md); do not edit by hand.",
        "#",
        "# Line format:  <position id> <d1><d2> <count> <result id> <result id> ...",
        "#   position id: 14-character gnubg Position ID, from the view of the player on roll",
        "#   d1d2:        the roll, larger die first (e.g. 31, 66)",
        "#   count:       number of distinct legal plays (plays with the same resulting position",
        "#                count once); when no play is legal the count is 1 and the single result",
        "#                is the pass, i.e. the same position seen from the opponent's side",
        "#   result ids:  the Position ID after each distinct play, seen from the player then on",
        "#                roll (the opponent), except when the play bears off the mover's last",
        "#                checker: then from the mover's own view. Sorted in byte order.",
        "#",
        "# %d (position, roll) lines. Lines per category:" % total,
    ]
    header += ["#   %-20s %d" % kv for kv in fx.counts.items()]
    out = os.environ.get("ARBITER_FIXTURE_OUT", "plays.txt")
    with open(out, "w") as f:
        f.write("\n".join(header + fx.lines) + "\n")
    sys.stderr.write("wrote %s: %d lines\n" % (out, total))
    for k, v in fx.counts.items():
        sys.stderr.write("  %-20s %d\n" % (k, v))
    if bad:
        sys.stderr.write("%d count mismatches against the reference files\n" % bad)
        sys.exit(1)


main()
