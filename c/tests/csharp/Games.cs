// The C interface from C# (mono), as a Unity script calls native code:
// seeded random games of every game and rules entry equal to the C++
// random playout for the same seed, games played through action masks,
// and errors reported, not thrown, for bad arguments.
using System;
using System.Collections.Generic;
using Arbiter;

static class Games
{
    static int failures = 0;

    static void Check(bool ok, string what)
    {
        if (ok) return;
        ++failures;
        Console.Error.WriteLine("FAILED: " + what);
    }

    // Step by step through one random stream, then against arb_random_playout.
    static void PlayRandom(IntPtr g, IntPtr start, ulong seed, string name)
    {
        var err = Native.NewError();
        IntPtr s = Native.arb_state_copy(start, ref err);
        IntPtr rng = Native.arb_rng_new(seed);
        for (int who; (who = Native.arb_current_player(s)) != Native.Terminal;)
        {
            if (who == Native.Chance)
            {
                Check(Native.arb_sample_chance_rng(s, rng, ref err), name + ": sample: " + err.Message);
                continue;
            }
            string move = Native.Text((byte[] b, UIntPtr n, ref ArbError e) =>
                Native.arb_bot_move_rng(s, "random", 0, rng, b, n, ref e));
            if (!Native.arb_play(s, move, ref err)) { Check(false, name + ": " + move + ": " + err.Message); break; }
        }
        IntPtr p = Native.arb_state_copy(start, ref err);
        Native.arb_random_playout(p, seed, ref err);
        Check(Native.arb_state_equal(s, p), name + " seed " + seed + ": differs from the C++ random_playout");
        string text = Native.Text((byte[] b, UIntPtr n, ref ArbError e) => Native.arb_state_text(s, b, n, ref e));
        IntPtr back = Native.arb_state_parse(g, text, ref err);
        Check(back != IntPtr.Zero && Native.arb_state_equal(s, back), name + ": text round trip: " + err.Message);
        Native.arb_state_free(back);
        Native.arb_state_free(p);
        Native.arb_rng_free(rng);
        Native.arb_state_free(s);
    }

    // A learner's loop: legal ids from the mask of the game's first codec.
    static void PlayActions(IntPtr g, IntPtr start, int seed, string name)
    {
        var err = Native.NewError();
        var random = new Random(seed);
        int size = (int)(ulong)Native.arb_game_actions(g, null, ref err);
        var mask = new byte[size];
        IntPtr s = Native.arb_state_copy(start, ref err);
        for (int ply = 0; ply < 400 && Native.arb_current_player(s) != Native.Terminal; ++ply)
        {
            if (Native.arb_current_player(s) == Native.Chance)
            {
                Native.arb_sample_chance(s, (ulong)ply, ref err);
                continue;
            }
            Native.arb_action_mask(s, null, mask, new UIntPtr((uint)size), ref err);
            var legal = new List<int>();
            for (int i = 0; i < size; ++i) if (mask[i] != 0) legal.Add(i);
            Check(legal.Count > 0, name + ": an empty mask at a decision");
            if (legal.Count == 0) break;
            int id = legal[random.Next(legal.Count)];
            Check(Native.arb_play_action(s, null, id, ref err), name + ": legal id " + id + " refused: " + err.Message);
        }
        Native.arb_state_free(s);
    }

    static void CheckErrors()
    {
        var err = Native.NewError();
        Check(Native.arb_game_new("chess", null, 0, ref err) == IntPtr.Zero && err.code == 1 &&
              err.Message.Contains("no game 'chess'"), "an unknown game: " + err.Message);
        Check(!Native.arb_play(IntPtr.Zero, "x", ref err) && err.Message.Contains("NULL"), "a NULL state");
        Check(!Native.arb_ended_at_cap(IntPtr.Zero), "arb_ended_at_cap(NULL)");
        IntPtr g = Native.arb_game_new("backgammon", "money", 0, ref err);
        IntPtr s = Native.arb_state_new(g, null, ref err);
        Check(Native.arb_play(s, "3-1", ref err), "an outcome: " + err.Message);
        Check(!Native.arb_play(s, "24/18 13/11", ref err) && err.code == 3 && err.Message.Length > 0,
              "an illegal move is refused with the reason: " + err.Message);
        Check(!Native.arb_play_action(s, "index", 100000, ref err) && err.code == 1, "an id out of range");
        Check(!Native.arb_play_action(s, "nope", 0, ref err) && err.Message.Contains("unknown codec"), "a wrong codec");
        var small = new double[1];
        Check((ulong)Native.arb_returns(s, small, new UIntPtr(1), ref err) == 2, "a short buffer returns the size");
        Native.arb_state_free(s);
        Native.arb_game_free(g);
    }

    static int Main()
    {
        Check(Native.arb_abi_version() == 1, "ABI version");
        CheckErrors();
        var err = Native.NewError();
        string games = Native.Text((byte[] b, UIntPtr n, ref ArbError e) => Native.arb_games(b, n));
        int entries = 0;
        foreach (string game in games.Split(new[] { '\n' }, StringSplitOptions.RemoveEmptyEntries))
        {
            string rules = Native.Text((byte[] b, UIntPtr n, ref ArbError e) => Native.arb_rules(game, b, n, ref e));
            foreach (string line in rules.Split(new[] { '\n' }, StringSplitOptions.RemoveEmptyEntries))
            {
                string[] parts = line.Split('\t');
                var counts = new List<int>();
                if (parts.Length > 1)
                    foreach (string c in parts[1].Substring("players ".Length).Split(',')) counts.Add(int.Parse(c));
                else
                    counts.Add(0);
                foreach (int players in counts)
                {
                    string name = game + " " + parts[0] + " " + players;
                    IntPtr g = Native.arb_game_new(game, parts[0], players, ref err);
                    Check(g != IntPtr.Zero, name + ": " + err.Message);
                    IntPtr s = Native.arb_state_new(g, null, ref err);
                    Check(s != IntPtr.Zero, name + ": " + err.Message);
                    PlayRandom(g, s, 11, name);
                    PlayActions(g, s, 5, name);
                    Native.arb_state_free(s);
                    Native.arb_game_free(g);
                    ++entries;
                }
            }
        }
        Console.WriteLine("C#: played " + entries + " rules entries; " + failures + " failures");
        return failures == 0 ? 0 : 1;
    }
}
