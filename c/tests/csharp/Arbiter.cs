// arbiter.h for C#: the P/Invoke declarations a Unity script would use
// (DllImport of the shared library libarbiter_c / arbiter_c.dll), and a
// small safe layer: text through the size query, errors as exceptions.
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Arbiter
{
    [StructLayout(LayoutKind.Sequential)]
    public struct ArbError
    {
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 256)]
        public byte[] message;
        public int line;
        public int column;
        public int code;

        public string Message
        {
            get
            {
                int n = Array.IndexOf(message, (byte)0);
                return Encoding.UTF8.GetString(message, 0, n < 0 ? message.Length : n);
            }
        }
    }

    public static class Native
    {
        const string Lib = "arbiter_c";
        public const int Chance = -1, Terminal = -2, Invalid = -3;
        public static readonly UIntPtr Fail = UIntPtr.Size == 8 ? new UIntPtr(ulong.MaxValue) : new UIntPtr(uint.MaxValue);

        [DllImport(Lib)] public static extern int arb_abi_version();
        [DllImport(Lib)] public static extern IntPtr arb_version();
        [DllImport(Lib)] public static extern UIntPtr arb_games(byte[] buf, UIntPtr len);
        [DllImport(Lib)] public static extern UIntPtr arb_rules(string game, byte[] buf, UIntPtr len, ref ArbError err);
        [DllImport(Lib)] public static extern IntPtr arb_game_new(string name, string rules, int players, ref ArbError err);
        [DllImport(Lib)] public static extern void arb_game_free(IntPtr g);
        [DllImport(Lib)] public static extern int arb_game_players(IntPtr g);
        [DllImport(Lib)] public static extern UIntPtr arb_game_actions(IntPtr g, string codec, ref ArbError err);
        [DllImport(Lib)] public static extern IntPtr arb_state_new(IntPtr g, string setup, ref ArbError err);
        [DllImport(Lib)] public static extern IntPtr arb_state_parse(IntPtr g, string text, ref ArbError err);
        [DllImport(Lib)] public static extern IntPtr arb_state_copy(IntPtr s, ref ArbError err);
        [DllImport(Lib)] public static extern void arb_state_free(IntPtr s);
        [DllImport(Lib)] [return: MarshalAs(UnmanagedType.I1)] public static extern bool arb_state_equal(IntPtr a, IntPtr b);
        [DllImport(Lib)] public static extern UIntPtr arb_state_text(IntPtr s, byte[] buf, UIntPtr len, ref ArbError err);
        [DllImport(Lib)] public static extern int arb_current_player(IntPtr s);
        [DllImport(Lib)] [return: MarshalAs(UnmanagedType.I1)] public static extern bool arb_ended_at_cap(IntPtr s);
        [DllImport(Lib)] public static extern UIntPtr arb_legal_moves(IntPtr s, byte[] buf, UIntPtr len, ref ArbError err);
        [DllImport(Lib)] [return: MarshalAs(UnmanagedType.I1)] public static extern bool arb_play(IntPtr s, string text, ref ArbError err);
        [DllImport(Lib)] public static extern UIntPtr arb_action_mask(IntPtr s, string codec, byte[] mask, UIntPtr len, ref ArbError err);
        [DllImport(Lib)] [return: MarshalAs(UnmanagedType.I1)] public static extern bool arb_play_action(IntPtr s, string codec, long id, ref ArbError err);
        [DllImport(Lib)] [return: MarshalAs(UnmanagedType.I1)] public static extern bool arb_sample_chance(IntPtr s, ulong seed, ref ArbError err);
        [DllImport(Lib)] public static extern UIntPtr arb_returns(IntPtr s, double[] out_, UIntPtr len, ref ArbError err);
        [DllImport(Lib)] [return: MarshalAs(UnmanagedType.I1)] public static extern bool arb_random_playout(IntPtr s, ulong seed, ref ArbError err);
        [DllImport(Lib)] public static extern IntPtr arb_rng_new(ulong seed);
        [DllImport(Lib)] public static extern void arb_rng_free(IntPtr r);
        [DllImport(Lib)] [return: MarshalAs(UnmanagedType.I1)] public static extern bool arb_sample_chance_rng(IntPtr s, IntPtr r, ref ArbError err);
        [DllImport(Lib)] public static extern UIntPtr arb_bot_move_rng(IntPtr s, string bot, uint iterations, IntPtr r, byte[] buf, UIntPtr len, ref ArbError err);

        public delegate UIntPtr TextCall(byte[] buf, UIntPtr len, ref ArbError err);

        // Asks for the length (len 0), then fills a buffer of that size.
        public static string Text(TextCall call)
        {
            var err = NewError();
            ulong n = (ulong)call(null, UIntPtr.Zero, ref err);
            if (n == (ulong)Fail) throw new InvalidOperationException(err.Message);
            var buf = new byte[n + 1];
            call(buf, new UIntPtr(n + 1), ref err);
            return Encoding.UTF8.GetString(buf, 0, (int)n);
        }

        public static ArbError NewError() { return new ArbError { message = new byte[256] }; }
    }
}
