// The subcommands of the cubesolver program. Each takes the whole argv (argv[1] is the
// command's name), prints its result on stdout, and returns the exit status.
#pragma once

namespace cli {

// Exit statuses (DESIGN.md): 0 done, 2 bad input, 3 no solution within the limits.
inline constexpr int kOk = 0;
inline constexpr int kBadInput = 2;
inline constexpr int kNoSolution = 3;

int run_apply(int argc, char** argv);
int run_verify(int argc, char** argv);
int run_scramble(int argc, char** argv);
int run_invert(int argc, char** argv);
int run_simplify(int argc, char** argv);
int run_solve(int argc, char** argv);
int run_bench(int argc, char** argv);
int run_scan(int argc, char** argv);
int run_insert(int argc, char** argv);
int run_tables(int argc, char** argv);
int run_messages(int argc, char** argv);

}  // namespace cli
