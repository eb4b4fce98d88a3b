# Runs inside gnubg (see README.md): gnubg plays matches against itself and
# exports each as Jellyfish .mat and gnubg .sgf. Usage, from this folder:
#   /usr/games/gnubg -t -q -r -p make_matches.py > /dev/null
import os
import re
import sys

import gnubg

HERE = os.path.dirname(os.path.abspath(__file__)) if '__file__' in globals() else os.getcwd()

# (file stem, match length, seed); length 0 is a money session of SESSION_GAMES games.
MATCHES = [
    ('match01', 1, 101),
    ('match03', 3, 103),
    ('match05', 5, 105),
    ('match07', 7, 107),
    ('match09', 9, 109),
    ('match11', 11, 111),
    ('match13', 13, 113),
    ('money', 0, 200),
]
SESSION_GAMES = 6
# gnubg stores its evaluations (A, DA, MR, GS, ...) in every node; this file
# keeps them, the others keep only the record's own properties.
KEEP_ANALYSIS = 'match01'
RECORD_PROPERTIES = {'FF', 'GM', 'CA', 'AP', 'MI', 'PW', 'PB', 'DT', 'RU', 'RE', 'B', 'W'}


def strip_analysis(text):
    """Drops every property not in RECORD_PROPERTIES; nodes and trees stay."""
    out, i, n = [], 0, len(text)
    while i < n:
        m = re.compile(r'[A-Z]+').match(text, i)
        if m and m.end() < n and text[m.end()] in '[ \t\r\n' and (i == 0 or text[i - 1] in ';]\n \t)'):
            name, j = m.group(0), m.end()
            values = []
            while True:
                k = j
                while k < n and text[k] in ' \t\r\n':
                    k += 1
                if k >= n or text[k] != '[':
                    break
                j = k
                k = j + 1
                while text[k] != ']':
                    k += 2 if text[k] == '\\' else 1
                values.append(text[j:k + 1])
                j = k + 1
            if name in RECORD_PROPERTIES:
                out.append(name + ''.join(values))
            i = j
            continue
        out.append(text[i])
        i += 1
    return ''.join(out)


def main():
    for p in (0, 1):
        gnubg.command('set player %d gnubg' % p)
        gnubg.command('set player %d chequerplay evaluation plies 0' % p)
        gnubg.command('set player %d cubedecision evaluation plies 0' % p)
    gnubg.command('set jacoby off')   # money_rules: BG-14 off
    gnubg.command('set beavers 0')    # money_rules: BG-12 off
    for stem, length, seed in MATCHES:
        gnubg.command('set seed %d' % seed)
        if length > 0:
            gnubg.command('set automatic game on')
            gnubg.command('new match %d' % length)
        else:
            gnubg.command('set automatic game off')
            gnubg.command('new session')
            for _ in range(SESSION_GAMES - 1):
                gnubg.command('new game')
        # `new match` names the players gnubg and the user; the export takes
        # the names set now.
        gnubg.command('set player 0 name Anna')
        gnubg.command('set player 1 name Bruno')
        mat = os.path.join(HERE, stem + '.mat')
        sgf = os.path.join(HERE, stem + '.sgf')
        for path in (mat, sgf):
            if os.path.exists(path):
                os.remove(path)
        gnubg.command('export match mat "%s"' % mat)
        gnubg.command('save match "%s"' % sgf)
        if stem != KEEP_ANALYSIS:
            with open(sgf) as f:
                text = f.read()
            with open(sgf, 'w') as f:
                f.write(strip_analysis(text))
        # Drop the export date: the files are the same whenever they are made.
        with open(mat) as f:
            lines = [l for l in f.read().split('\n') if not l.startswith('; [EventDate')]
        with open(mat, 'w') as f:
            f.write('\n'.join(lines))
        sys.stderr.write('%s: %d point(s), seed %d\n' % (stem, length, seed))


main()
