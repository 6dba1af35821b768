#include "solvers/self_check.h"

#include "core/cube4.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "puzzles/twisty/twisty_notation.h"
#include "puzzles/twisty/twisty_solver.h"
#include "puzzles/twisty_puzzles.h"
#include "solvers/registry.h"
#include "solvers/sliding/sliding_board.h"

namespace cube::registry {

std::string random_state(const std::string& puzzle, Rng& rng) {
  if (puzzle == "3x3x3") return to_facelets(random_cubie(rng));
  if (puzzle == "2x2x2") return to_facelets(random_corners(rng));
  if (puzzle == "4x4x4") return cube4::random_facelets(rng);
  if (const twisty::Puzzle* tp = twisty::find_puzzle(puzzle)) {
    return twisty::to_stickers(*tp, twisty::distance_table(*tp).random_pieces(rng));
  }
  return sliding::format_board(sliding::random_board(rng));
}

namespace {

// Every face one colour (a 2x2x2 may end up held another way).
bool faces_uniform(const std::string& f, int per_face) {
  for (size_t i = 0; i < f.size(); ++i)
    if (f[i] != f[i - i % per_face]) return false;
  return true;
}

}  // namespace

std::string replay(const std::string& puzzle, const std::string& state, const std::string& moves) {
  if (puzzle == "8puzzle") {
    auto board = sliding::parse_board(state);
    auto slides = sliding::parse_slides(moves);
    if (!board.ok || !slides.ok) return "cannot read back: " + board.error + slides.error;
    if (sliding::apply(board.board, slides.slides) >= 0) return "a slide leaves the board";
    return board.board == sliding::default_goal() ? "" : "does not reach the goal";
  }
  if (const twisty::Puzzle* tp = twisty::find_puzzle(puzzle)) {
    const twisty::ParsedTurns turns = twisty::parse_turns(*tp, moves);
    if (!turns.ok) return "solution does not parse: " + turns.error;
    std::string f = state;
    twisty::apply(*tp, f, turns.turns);
    return faces_uniform(f, tp->per_face) ? "" : "does not solve the " + tp->title;
  }
  const Puzzle p = *parse_puzzle(puzzle);
  const ParsedAlg alg = parse_alg(moves);
  if (!alg.ok) return "solution does not parse: " + alg.error.message;
  std::string f = state;
  if (apply_moves(p, f, alg.moves) >= 0) return "solution has a move the puzzle lacks";
  return faces_uniform(f, sticker_count(p) / 6) ? "" : "does not solve the cube";
}

BenchReport self_check(const std::string& solver, int count, uint64_t seed, const SolveOptions& options) {
  BenchReport r;
  r.solver = solver;
  r.count = count;
  r.seed = seed;
  const SolverInfo* info = find_solver(solver);
  if (!info) return r;
  const std::string puzzle = info->puzzles.front();
  const auto t0 = BenchClock::now();
  build_tables(solver);
  const double build_ms = ms_since(t0);

  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    SolveRequest req;
    req.puzzle = puzzle;
    req.solver = solver;
    req.state = random_state(puzzle, rng);
    req.options = options;
    const auto t = BenchClock::now();
    const SolveReply reply = solve(req);
    const double ms = ms_since(t);
    const std::string wrong = reply.solutions.empty() ? "no solution: " + reply.message
                                                      : replay(puzzle, req.state, reply.solutions.front().moves);
    if (wrong.empty()) r.solved(ms, reply.solutions.front().length);
    else r.failed(ms, "state " + req.state + ": " + wrong);
  }
  r.finish();
  r.add_text("puzzle", puzzle);
  r.add("build_ms", build_ms);
  return r;
}

}  // namespace cube::registry
