// The twisty puzzles' moves as playAlg gives them (TwistSteps). Over puzzles/twisty.
#include <cctype>
#include <cmath>
#include <map>

#include "api.h"
#include "js.h"
#include "puzzles/puzzle_table.h"
#include "puzzles/twisty/twisty_geometry.h"
#include "puzzles/twisty/twisty_notation.h"

namespace bindings {

namespace {

using cube::twisty::Puzzle;

// TwistStep (api.ts): the axis a turn is about (a corner, a face), whether only its tip,
// its sense and how many of the axis' smallest turns it is, and the layers of the
// puzzle's geometry it turns (what the view animates).
val twist_step(const Puzzle& p, int turn) {
  static std::map<const Puzzle*, cube::PuzzleGeometry> geometries;
  auto g = geometries.find(&p);
  if (g == geometries.end()) g = geometries.emplace(&p, cube::twisty::twisty_geometry(p)).first;
  const cube::twisty::Turn& t = p.turns[turn];
  const cube::twisty::TurnLayers layers = cube::twisty::turn_layers(g->second, t);
  const cube::PuzzleGeometry::Axis& axis = g->second.axes[layers.axis];
  val step = val::object();
  step.set("axis", axis.name);
  step.set("layers", array_of(layers.layers));
  step.set("name", t.name);
  step.set("corner", axis.name);
  step.set("tip", std::islower(static_cast<unsigned char>(t.name[0])) != 0);
  step.set("clockwise", t.degrees < 0);
  step.set("units", static_cast<int>(std::lround(std::abs(t.degrees) / axis.degrees)));
  return step;
}

}  // namespace

val twisty_play(const Puzzle& p, const std::string& alg, const std::string& start) {
  std::string stickers = start.empty() ? p.solved() : start;
  if (static_cast<int>(stickers.size()) != p.sticker_count()) {
    return error_result(
        0, std::to_string(p.sticker_count()) + " stickers",
        cube::message("start_stickers",
                      {{"count", stickers.size()}, {"puzzle", p.title}, {"expected", p.sticker_count()}}));
  }
  const cube::twisty::ParsedTurns parsed = cube::twisty::parse_turns(p, alg);
  if (!parsed.ok) return error_result(parsed.column, "a " + p.title + " turn: " + p.accepted, parsed.text);
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

}  // namespace bindings
