// validate, randomState, solvedState, stickerLayout and puzzles: over the puzzle table.
#include "api.h"
#include "core/geometry.h"
#include "js.h"

namespace bindings {

namespace {

val triple(const std::array<int, 3>& v) {
  val out = val::array();
  for (int i = 0; i < 3; ++i) out.set(i, v[i]);
  return out;
}

}  // namespace

val validate_state(const std::string& puzzle, const std::string& facelets) {
  val error = val::undefined();
  const cube::PuzzleEntry* p = puzzle_or_error(puzzle, error);
  if (!p) return error;
  const cube::Validation v = p->validate(facelets);
  val problems = val::array();
  for (size_t i = 0; i < v.problems.size(); ++i) {
    const cube::Problem& problem = v.problems[i];
    val item = val::object();
    item.set("code", problem.code);
    item.set("message", problem.message);
    if (!problem.text.empty()) item.set("text", message_val(problem.text));
    item.set("stickers", array_of(problem.stickers));
    val candidates = val::array();
    for (size_t k = 0; k < problem.candidates.size(); ++k) {
      const cube::Problem::Candidate& c = problem.candidates[k];
      val candidate = val::object();
      candidate.set("piece", c.piece);
      if (!c.label.empty()) candidate.set("label", message_val(c.label));
      candidate.set("stickers", array_of(c.stickers));
      candidate.set("facelets", c.facelets);
      if (!c.parts.empty()) {
        val parts = val::array();
        for (size_t j = 0; j < c.parts.size(); ++j) {
          val part = val::object();
          part.set("piece", c.parts[j].english());
          part.set("label", message_val(c.parts[j]));
          parts.set(j, part);
        }
        candidate.set("parts", parts);
      }
      candidates.set(k, candidate);
    }
    item.set("candidates", candidates);
    problems.set(i, item);
  }
  val result = val::object();
  result.set("ok", v.ok());
  result.set("problems", problems);
  result.set("facelets", v.facelets);
  return result;
}

val random_state(const std::string& puzzle, double seed) {
  val error = val::undefined();
  const cube::PuzzleEntry* p = puzzle_or_error(puzzle, error);
  if (!p) return error;
  const auto s = seed_or_error(seed, error);
  if (!s) return error;
  cube::Rng rng(*s);
  return val(p->random_state(rng));
}

val random_states(const std::string& puzzle, double seed, int count) {
  val error = val::undefined();
  const cube::PuzzleEntry* p = puzzle_or_error(puzzle, error);
  if (!p) return error;
  const auto s = seed_or_error(seed, error);
  if (!s) return error;
  if (count < 0 || count > 1000000) {
    return error_result(0, "a count from 0 to 1000000", cube::message("bad_count"));
  }
  // One generator for all of them, as the native benchmarks draw their states.
  cube::Rng rng(*s);
  val out = val::array();
  for (int i = 0; i < count; ++i) out.set(i, p->random_state(rng));
  return out;
}

val solved_state(const std::string& puzzle) {
  val error = val::undefined();
  const cube::PuzzleEntry* p = puzzle_or_error(puzzle, error);
  if (!p) return error;
  return val(p->solved());
}

val puzzles() {
  val out = val::array();
  int k = 0;
  for (const cube::PuzzleEntry* e : cube::puzzles::all()) {
    const cube::PuzzleInfo& i = e->info;
    val row = val::object();
    row.set("name", i.name);
    row.set("label", i.label);
    row.set("wcaId", i.wca_id);
    row.set("twizzleId", i.twizzle_id);
    row.set("aliases", array_of(i.aliases));
    row.set("view", i.view);
    row.set("cubeSize", i.cube_size);
    row.set("stateLength", i.state_length);
    row.set("metrics", array_of(i.metrics));
    row.set("scrambleKind", i.scramble_kind);
    row.set("scrambleMoves", i.scramble_moves);
    row.set("notation", i.notation);
    row.set("defaultSolver", i.default_solver);
    out.set(k++, row);
  }
  return out;
}

val sticker_layout(const std::string& puzzle) {
  val error = val::undefined();
  auto p = cube_or_error(puzzle, error);
  if (!p) return error;
  const auto& stickers = cube::sticker_layout(cube::size_of(*p));
  val out = val::array();
  for (size_t i = 0; i < stickers.size(); ++i) {
    val item = val::object();
    item.set("position", triple(stickers[i].position));
    item.set("normal", triple(stickers[i].normal));
    out.set(i, item);
  }
  return out;
}

}  // namespace bindings
