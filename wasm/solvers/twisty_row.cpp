#include "solvers/twisty_row.h"

#include <chrono>

#include "puzzles/twisty/twisty_notation.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_solver.h"
#include "solvers/self_check.h"
#include "solvers/solve_reply.h"

namespace cube::registry {

SolveReply twisty_solve(const twisty::Puzzle& puzzle, const SolveRequest& req) {
  const twisty::PieceReading read = twisty::read_pieces(puzzle, req.state);
  if (!read.ok) {
    std::string text;
    for (const std::string& p : read.problems) text += (text.empty() ? "" : " ") + p + ".";
    return bad_input(text);
  }
  const twisty::DistanceTable& table = twisty::distance_table(puzzle);
  std::vector<int> turns;
  std::string why;
  if (!table.solve(read.pieces, &turns, &why)) {
    SolveReply r = bad_input(why + ".");
    r.start = read.stickers;
    return r;
  }
  if (req.options.max_length >= 0 && static_cast<int>(turns.size()) > req.options.max_length) {
    SolveReply r;
    r.status = SolveResult::Status::NoSolution;
    say(r,
        message("shortest_over_limit", {{"length", turns.size()}, {"unit", "turns"}, {"max", req.options.max_length}}));
    r.start = read.stickers;
    return r;
  }
  SolveReply r;
  r.status = SolveResult::Status::Solved;
  r.start = read.stickers;
  TextSolution s;
  s.moves = twisty::format_turns(puzzle, turns);
  s.length = static_cast<int>(turns.size());
  s.optimal = true;
  r.solutions.push_back(s);
  return r;
}

bool twisty_ready(const twisty::Puzzle& puzzle) { return twisty::distance_table_built(puzzle); }

void twisty_build(const twisty::Puzzle& puzzle) { twisty::distance_table(puzzle).counts(); }

int twisty_bench(const std::string& solver, const BenchRequest& b) {
  const BenchReport r = self_check(solver, b.count, b.seed, b.options);
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace cube::registry
