// cubesolver insert --scramble S --skeleton K [--count N] [--json]
// The insertion finder (solvers/fmc/fmc_insertions.h): where to insert one commutator
// in a skeleton that leaves a 3-cycle of corners or edges, shortest result first.
#include <iostream>

#include "commands.h"
#include "core/json.h"
#include "core/notation.h"
#include "input.h"
#include "solvers/fmc/fmc_insertions.h"

namespace cli {

namespace {
constexpr const char* kUsage =
    "usage: cubesolver insert --scramble ALG --skeleton ALG [--count N] [--json]\n"
    "The skeleton (a partial solution; ^( ) moves are played at its end, inverted, as an\n"
    "FMC solution is written) must leave exactly 3 corners or 3 edges in a 3-cycle. Prints\n"
    "the N shortest ways (default 5) to finish it by inserting one commutator (8-move\n"
    "corner commutators and their one-move conjugates; edge commutators A X A' Y with A a\n"
    "slice in face turns), counting cancellations: one line each,\n"
    "  LENGTH  at POSITION: COMMUTATOR  (CANCELLED cancelled)  SOLUTION\n"
    "POSITION is the number of skeleton moves before the insertion.\n"
    "Exit status: 0 found, 2 bad input, 3 no listed commutator fits.\n";

std::string insertion_json(const cube::fmc::Insertion& i) {
  return "{\"position\":" + std::to_string(i.position) +
         ",\"insertion\":" + cube::json_string(cube::format_moves(i.alg)) +
         ",\"moves\":" + cube::json_string(cube::format_moves(i.moves)) + ",\"length\":" + std::to_string(i.length) +
         ",\"cancelled\":" + std::to_string(i.cancelled) + "}";
}
}  // namespace

int run_insert(int argc, char** argv) {
  Args args(argc, argv, 2, {{"scramble"}, {"skeleton"}, {"count"}, {"json", false}, {"help", false}});
  if (!args.ok()) return fail_usage("insert", args);
  if (args.has("help")) {
    std::cout << kUsage;
    return kOk;
  }
  if (!args.has("scramble") || !args.has("skeleton")) return fail("insert", "give --scramble ALG and --skeleton ALG");
  std::string error;
  const int count = static_cast<int>(args.integer("count", 1, 1000, error).value_or(5));
  if (!error.empty()) return fail("insert", error);
  const cube::fmc::InsertionResult r =
      cube::fmc::find_insertions(*args.value("scramble"), *args.value("skeleton"), count);
  if (!r.ok) return fail("insert", r.error);
  if (args.has("json")) {
    std::string s = "{\"cycle\":" + cube::json_string(r.cycle) +
                    ",\"skeleton_length\":" + std::to_string(r.skeleton_length) +
                    ",\"commutators\":" + std::to_string(r.commutators) + ",\"insertions\":[";
    for (size_t i = 0; i < r.found.size(); ++i) s += (i ? "," : "") + insertion_json(r.found[i]);
    std::cout << s << "]}\n";
  } else {
    std::cout << "// skeleton " << r.skeleton_length << " moves, leaves " << r.cycle << "\n";
    for (const cube::fmc::Insertion& i : r.found) {
      std::cout << i.length << "  at " << i.position << ": " << cube::format_moves(i.alg) << "  (" << i.cancelled
                << " cancelled)  " << cube::format_moves(i.moves) << "\n";
    }
  }
  if (r.found.empty()) {
    fail("insert",
         "no insertion of the " + std::to_string(r.commutators) + " listed commutators finishes this skeleton");
    return kNoSolution;
  }
  return kOk;
}

}  // namespace cli
