// The twisty puzzles' moves as playAlg gives them (TwistSteps), and twistyLayout, the
// geometry their views draw. Over puzzles/twisty.
#include <cctype>

#include "api.h"
#include "js.h"
#include "puzzles/puzzle_table.h"
#include "puzzles/twisty/twisty_notation.h"

namespace bindings {

namespace {

using cube::twisty::Puzzle;

// TwistStep (api.ts): the corner a turn is about, whether only its tip, its sense.
val twist_step(const Puzzle& p, int turn) {
  const std::string& name = p.turns[turn].name;
  val step = val::object();
  step.set("name", name);
  step.set("corner", std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])))));
  step.set("tip", std::islower(static_cast<unsigned char>(name[0])) != 0);
  step.set("clockwise", name.back() != '\'');
  return step;
}

template <size_t N>
val point(const std::array<double, N>& v) {
  val out = val::array();
  for (size_t i = 0; i < N; ++i) out.set(i, v[i]);
  return out;
}

template <size_t N>
val outline(const std::vector<std::array<double, N>>& points) {
  val out = val::array();
  for (size_t i = 0; i < points.size(); ++i) out.set(i, point(points[i]));
  return out;
}

}  // namespace

val twisty_play(const Puzzle& p, const std::string& alg, const std::string& start) {
  std::string stickers = start.empty() ? p.solved() : start;
  if (static_cast<int>(stickers.size()) != p.sticker_count()) {
    return error_result(0, std::to_string(p.sticker_count()) + " stickers",
                        "the start state has " + std::to_string(stickers.size()) + " stickers; a " + p.title + " has " +
                            std::to_string(p.sticker_count()));
  }
  const cube::twisty::ParsedTurns parsed = cube::twisty::parse_turns(p, alg);
  if (!parsed.ok) return error_result(parsed.column, "a " + p.title + " turn: " + p.accepted, parsed.error);
  // Packed as playAlg packs the cubes' moves (api.ts PackedMoves): each distinct turn
  // once, the order as indices, the states back to back.
  std::vector<int> row_of(p.turns.size(), -1);
  val distinct = val::array();
  std::vector<uint16_t> order;
  std::string states;
  int rows = 0;
  for (const int t : parsed.turns) {
    if (row_of[t] < 0) {
      row_of[t] = rows;
      distinct.set(rows++, twist_step(p, t));
    }
    order.push_back(static_cast<uint16_t>(row_of[t]));
    cube::twisty::apply(p, stickers, {t});
    states += stickers;
  }
  val packed = val::object();
  packed.set("distinct", distinct);
  packed.set("order", val(emscripten::typed_memory_view(order.size(), order.data())).call<val>("slice"));
  packed.set("states", states);
  // Every turn, tips included, is one move in the WCA's count: the rows' one metric.
  val counts = val::object();
  counts.set("moves", static_cast<int>(parsed.turns.size()));
  val result = val::object();
  result.set("ok", true);
  result.set("canonical", cube::twisty::format_turns(p, parsed.turns));
  result.set("moves", packed);
  result.set("facelets", stickers);
  result.set("counts", counts);
  return result;
}

val twisty_layout(const std::string& puzzle) {
  const cube::PuzzleEntry* row = cube::puzzles::find(puzzle);
  const Puzzle* p = row ? row->twisty : nullptr;
  if (!p) return error_result(0, "a puzzle drawn from its outlines", "unknown twisty puzzle '" + puzzle + "'");
  val stickers = val::array();
  for (size_t i = 0; i < p->outlines.size(); ++i) {
    val s = val::object();
    s.set("outline", outline(p->outlines[i]));
    s.set("net", outline(p->net_outlines[i]));
    stickers.set(i, s);
  }
  val turns = val::array();
  for (size_t t = 0; t < p->turns.size(); ++t) {
    std::vector<int> moved;
    for (size_t i = 0; i < p->turns[t].from.size(); ++i)
      if (p->turns[t].from[i] != static_cast<int>(i)) moved.push_back(static_cast<int>(i));
    val turn = val::object();
    turn.set("name", p->turns[t].name);
    turn.set("axis", point(p->turns[t].axis));
    turn.set("degrees", p->turns[t].degrees);
    turn.set("stickers", array_of(moved));
    turns.set(t, turn);
  }
  val out = val::object();
  out.set("faces", p->face_letters);
  out.set("colours", p->colour_letters);
  out.set("stickers", stickers);
  out.set("turns", turns);
  return out;
}

}  // namespace bindings
