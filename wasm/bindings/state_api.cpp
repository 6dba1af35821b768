// validate, randomState, solvedState, stickerLayout.
#include "api.h"
#include "core/cube4.h"
#include "core/cubie.h"
#include "core/facelets.h"
#include "core/geometry.h"
#include "core/random_state.h"
#include "core/validate.h"
#include "js.h"
#include "puzzles/twisty_puzzles.h"

namespace bindings {

namespace {

val triple(const std::array<int, 3>& v) {
  val out = val::array();
  for (int i = 0; i < 3; ++i) out.set(i, v[i]);
  return out;
}

}  // namespace

val validate_state(const std::string& puzzle, const std::string& facelets) {
  if (const cube::twisty::Puzzle* tp = cube::twisty::find_puzzle(puzzle)) return twisty_validate(*tp, facelets);
  val error = val::undefined();
  auto p = puzzle_or_error(puzzle, error);
  if (!p) return error;
  cube::Validation v = cube::validate(*p, facelets);
  val problems = val::array();
  for (size_t i = 0; i < v.problems.size(); ++i) {
    const cube::Problem& problem = v.problems[i];
    val item = val::object();
    item.set("code", problem.code);
    item.set("message", problem.message);
    item.set("stickers", array_of(problem.stickers));
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
  const cube::twisty::Puzzle* tp = cube::twisty::find_puzzle(puzzle);
  std::optional<cube::Puzzle> p;
  if (!tp) p = puzzle_or_error(puzzle, error);
  if (!tp && !p) return error;
  const auto s = seed_or_error(seed, error);
  if (!s) return error;
  if (tp) return twisty_random_state(*tp, *s);
  return val(cube::random_facelets(*p, *s));
}

val random_states(const std::string& puzzle, double seed, int count) {
  val error = val::undefined();
  auto p = puzzle_or_error(puzzle, error);
  if (!p) return error;
  const auto s = seed_or_error(seed, error);
  if (!s) return error;
  if (count < 0 || count > 1000000) {
    return error_result(0, "a count from 0 to 1000000", "the count must be from 0 to 1000000");
  }
  // One generator for all of them, as the native benchmarks draw their states.
  cube::Rng rng(*s);
  val out = val::array();
  for (int i = 0; i < count; ++i) {
    switch (*p) {
      case cube::Puzzle::Cube2: out.set(i, cube::to_facelets(cube::random_corners(rng))); break;
      case cube::Puzzle::Cube3: out.set(i, cube::to_facelets(cube::random_cubie(rng))); break;
      default: out.set(i, cube::cube4::random_facelets(rng)); break;
    }
  }
  return out;
}

val solved_state(const std::string& puzzle) {
  if (const cube::twisty::Puzzle* tp = cube::twisty::find_puzzle(puzzle)) return val(tp->solved());
  val error = val::undefined();
  auto p = puzzle_or_error(puzzle, error);
  if (!p) return error;
  return val(cube::solved_facelets(*p));
}

val sticker_layout(const std::string& puzzle) {
  val error = val::undefined();
  auto p = puzzle_or_error(puzzle, error);
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
