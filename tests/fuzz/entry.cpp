// libFuzzer's entry points for one game's fuzz target: the game's file
// (tests/fuzz/<game>.cpp) is compiled once and linked with this file twice,
// ARBITER_FUZZ_PLAY picking which of its two targets the binary runs (the
// text readers, or try_play). `--write-seeds=DIR` writes that target's seed
// corpus (common.hpp) and exits.
#include "common.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    arbiter::fuzz::current_input() = std::string_view(reinterpret_cast<const char*>(data), size);
    arbiter::fuzz::bytes in(data, size);
#if ARBITER_FUZZ_PLAY
    play_target(in);
#else
    read_target(in);
#endif
    return 0;
}

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    const std::string_view flag = "--write-seeds=";
    for (int i = 1; i < *argc; ++i) {
        const std::string_view arg = (*argv)[i];
        if (arg.substr(0, flag.size()) != flag) continue;
        const std::string dir(arg.substr(flag.size()));
        std::mt19937_64 rng(14);  // the same seeds on every run
        write_seeds(ARBITER_FUZZ_PLAY != 0, rng);
        int n = 0;
        for (const std::string& s : arbiter::fuzz::seeds()) {
            char name[32];
            std::snprintf(name, sizeof name, "/seed-%03d", n++);
            std::ofstream(dir + name, std::ios::binary) << s;
        }
        std::printf("wrote %d seeds to %s\n", n, dir.c_str());
        std::exit(0);
    }
    return 0;
}
