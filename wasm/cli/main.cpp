// cubesolver: the native command-line program (batch work, benchmarks, checks).
// Dispatches to one subcommand; see DESIGN.md for the commands and exit statuses.
#include <iostream>
#include <string_view>

#include "commands.h"

namespace {

struct Command {
  const char* name;
  int (*run)(int, char**);
  const char* summary;
};

constexpr Command kCommands[] = {
    {"solve", cli::run_solve, "solve scrambles or states (twophase, pocket, ...)"},
    {"scramble", cli::run_scramble, "print random-state scrambles"},
    {"verify", cli::run_verify, "check a state, piece by piece"},
    {"apply", cli::run_apply, "apply an algorithm, print the resulting facelets"},
    {"invert", cli::run_invert, "print the inverse of an algorithm"},
    {"simplify", cli::run_simplify, "merge and cancel turns of an algorithm"},
    {"insert", cli::run_insert, "find commutator insertions that finish an FMC skeleton"},
    {"bench", cli::run_bench, "self-check and time a solver"},
    {"scan", cli::run_scan, "read a cube from measured sticker colours (camera, photo)"},
    {"tables", cli::run_tables, "write a solver's tables to a file a host serves beside the page"},
    {"messages", cli::run_messages, "list the core's message codes with their English templates (JSON)"},
};

void print_usage(std::ostream& out) {
  out << "usage: cubesolver COMMAND [OPTIONS]\n\ncommands:\n";
  for (const auto& c : kCommands) {
    out << "  " << c.name << std::string(10 - std::string_view(c.name).size(), ' ') << c.summary << "\n";
  }
  out << "\n'cubesolver COMMAND --help' describes a command.\n"
         "Exit status: 0 done, 2 bad input (message on stderr), 3 no solution.\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    print_usage(std::cerr);
    return cli::kBadInput;
  }
  std::string_view name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    print_usage(std::cout);
    return cli::kOk;
  }
  for (const auto& c : kCommands) {
    if (name == c.name) return c.run(argc, argv);
  }
  std::cerr << "cubesolver: unknown command '" << name << "'\n";
  print_usage(std::cerr);
  return cli::kBadInput;
}
