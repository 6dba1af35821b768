// playAlg, invertAlg, simplifyAlg, nissSplit.
#include "api.h"
#include "core/alg.h"
#include "core/facelets.h"
#include "core/move.h"
#include "core/notation.h"
#include "core/played_moves.h"
#include "js.h"

namespace bindings {

namespace {

const char* axis_name(cube::Axis a) {
  switch (a) {
    case cube::Axis::X: return "x";
    case cube::Axis::Y: return "y";
    case cube::Axis::Z: return "z";
  }
  return "x";
}

val move_step(const cube::Move& m, const cube::LayerTurn& t, int n) {
  std::vector<int> layers;
  for (int i = 0; i < n; ++i) {
    if (t.layer_mask & (1u << i)) layers.push_back(i);
  }
  val step = val::object();
  step.set("name", cube::to_string(m));
  step.set("axis", std::string(axis_name(t.axis)));
  step.set("layers", array_of(layers));
  step.set("quarterTurns", static_cast<int>(t.quarter_turns));
  return step;
}

// A long ASCII string as a JavaScript string: Embind's std::string conversion reads it
// byte by byte in JavaScript (~24 ms for the 5.4 MB of 99,998 states); TextDecoder
// takes ~4 ms. It decodes a copy: a view of the heap cannot be decoded when the memory
// is shared (the pthreads build).
val long_string(const std::string& s) {
  const val bytes =
      val(emscripten::typed_memory_view(s.size(), reinterpret_cast<const unsigned char*>(s.data()))).call<val>("slice");
  return val::global("TextDecoder").new_().call<val>("decode", bytes);
}

// PackedMoves (api.ts): the distinct moves as MoveSteps, the order as a Uint16Array
// copied out of the heap, the states as one string. Built object by object per move,
// a 99,998-move scramble took 0.5-1 s here and as long again to cross to the page.
val packed_moves(const cube::PlayedMoves& played, int n) {
  val distinct = val::array();
  for (size_t k = 0; k < played.distinct.size(); ++k)
    distinct.set(k, move_step(played.distinct[k], played.turns[k], n));
  val packed = val::object();
  packed.set("distinct", distinct);
  packed.set("order", val(emscripten::typed_memory_view(played.order.size(), played.order.data())).call<val>("slice"));
  packed.set("states", long_string(played.states));
  return packed;
}

// The moves' counts in each metric, in the order given (a puzzle row's metrics, its own first).
val counts_of(const std::vector<std::string>& metrics, const std::vector<cube::Move>& moves) {
  const cube::MoveCounts c = cube::count_moves(moves);
  val counts = val::object();
  for (const std::string& metric : metrics) counts.set(metric, cube::count_in(c, metric));
  return counts;
}

using Transform = std::vector<cube::Move> (*)(const std::vector<cube::Move>&);

val transform_alg(const std::string& alg, Transform transform) {
  cube::ParsedAlg parsed = cube::parse_alg(alg);
  if (!parsed.ok) return error_result(parsed.error);
  val result = val::object();
  result.set("ok", true);
  result.set("alg", cube::format_moves(transform(parsed.moves)));
  return result;
}

}  // namespace

val play_alg(const std::string& puzzle, const std::string& alg, const std::string& start) {
  val error = val::undefined();
  const cube::PuzzleEntry* row = puzzle_or_error(puzzle, error);
  if (!row) return error;
  if (row->twisty) return twisty_play(row->twisty(), alg, start);
  auto p = cube_or_error(puzzle, error);
  if (!p) return error;
  const int n = cube::size_of(*p);
  std::string facelets = start.empty() ? cube::solved_facelets(*p) : start;
  if (static_cast<int>(facelets.size()) != cube::sticker_count(*p)) {
    return error_result(0, std::to_string(cube::sticker_count(*p)) + " stickers",
                        cube::message("start_stickers", {{"count", facelets.size()},
                                                         {"puzzle", cube::puzzle_name(*p)},
                                                         {"expected", cube::sticker_count(*p)}}));
  }
  // A big cube's moves are checked as they are read, so a wrong one has its column.
  cube::ParsedAlg parsed = n >= 4 ? cube::parse_alg_for(n, alg) : cube::parse_alg(alg);
  if (!parsed.ok) return error_result(parsed.error);

  const cube::PlayedMoves played = cube::play_moves(*p, facelets, parsed.moves);
  if (played.bad >= 0) {
    const cube::Move& m = parsed.moves[played.bad];
    return error_result(
        0, "a move of the " + cube::puzzle_name(*p),
        cube::message("not_a_move_of",
                      {{"number", played.bad + 1}, {"move", cube::to_string(m)}, {"puzzle", cube::puzzle_name(*p)}}));
  }
  val result = val::object();
  result.set("ok", true);
  result.set("canonical", parsed.canonical);
  result.set("moves", packed_moves(played, n));
  result.set("facelets", facelets);
  result.set("counts", counts_of(row->info.metrics, parsed.moves));
  return result;
}

val invert_alg(const std::string& alg) { return transform_alg(alg, &cube::invert); }

val simplify_alg(const std::string& alg) { return transform_alg(alg, &cube::simplify); }

val niss_split(const std::string& alg, bool plain) {
  cube::ParseLimits limits;
  limits.plain_niss = plain;
  const cube::ParsedAlg parsed = cube::parse_alg_with_limits(alg, limits);
  if (!parsed.ok) return error_result(parsed.error);
  val result = val::object();
  result.set("ok", true);
  result.set("canonical", parsed.canonical);
  result.set("normal", cube::format_moves(parsed.normal_moves));
  result.set("inverse", cube::format_moves(parsed.inverse_moves));
  // What FMC players write down after the normal moves: the inverse side's undone.
  result.set("inverseUndone", cube::format_moves(cube::invert(parsed.inverse_moves)));
  result.set("normalMoves", static_cast<int>(parsed.normal_moves.size()));
  result.set("inverseMoves", static_cast<int>(parsed.inverse_moves.size()));
  // The 3x3x3's notation, which NISS belongs to: its metrics.
  result.set("counts", counts_of({"htm", "qtm", "stm", "etm"}, parsed.moves));
  return result;
}

}  // namespace bindings
