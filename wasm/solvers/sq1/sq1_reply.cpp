#include "solvers/sq1/sq1_reply.h"

namespace cube::registry {

SolveReply sq1_reply(const sq1::Sq1& start, const sq1::Sq1Solve& r, bool optimal, Message said, int max_length) {
  SolveReply out;
  out.start = sq1::format_state(start);
  out.nodes = r.nodes;
  out.timed_out = r.timed_out;
  if (r.cancelled) {
    out.status = SolveResult::Status::Cancelled;
    say(out, message("solve_cancelled"));
    return out;
  }
  if (!r.ok) {
    say(out, message("no_solution_found"));
    return out;
  }
  if (max_length >= 0 && r.slashes > max_length) {
    say(out, message("found_over_limit", {{"length", r.slashes}, {"unit", "slashes"}, {"max", max_length}}));
    return out;
  }
  out.status = SolveResult::Status::Solved;
  say(out, std::move(said));
  TextSolution t;
  t.moves = sq1::format_moves(r.moves);
  t.length = r.slashes;
  t.optimal = optimal;
  // Stages by written words: the shape's slashes, then the rest.
  int words = 0, slashes = 0, split = -1;
  for (size_t i = 0; i < t.moves.size(); ++i) {
    if (t.moves[i] == ' ') continue;
    if (i == 0 || t.moves[i - 1] == ' ') {
      ++words;
      if (t.moves[i] == '/' && ++slashes == r.phase1_slashes && split < 0) split = words;
    }
  }
  if (r.phase1_slashes == 0) split = 0;
  if (r.phase1_slashes >= 0 && split >= 0) {
    if (split > 0) t.stages.push_back({"shape", "slashes to the cube shape", 0, split});
    if (split < words)
      t.stages.push_back({"square", "the square-square group: corners, edges and the middle", split, words});
  }
  out.solutions.push_back(std::move(t));
  return out;
}

}  // namespace cube::registry
