// puzzleGeometry: a sticker puzzle's row's geometry (puzzles/puzzle_geometry.h) as the
// views read it (api.ts PuzzleGeometry).
#include "api.h"
#include "js.h"
#include "puzzles/puzzle_table.h"

namespace bindings {
namespace {

template <size_t N>
val point(const std::array<double, N>& v) {
  val out = val::array();
  for (size_t i = 0; i < N; ++i) out.set(i, v[i]);
  return out;
}

template <size_t N>
val points(const std::vector<std::array<double, N>>& list) {
  val out = val::array();
  for (size_t i = 0; i < list.size(); ++i) out.set(i, point(list[i]));
  return out;
}

}  // namespace

val puzzle_geometry(const std::string& puzzle) {
  val error = val::undefined();
  const cube::PuzzleEntry* row = puzzle_or_error(puzzle, error);
  if (!row) return error;
  if (!row->geometry)
    return error_result(0, "a sticker puzzle", cube::message("no_stickers", {{"puzzle", row->info.label}}));
  const cube::PuzzleGeometry g = row->geometry();
  val stickers = val::array();
  for (size_t i = 0; i < g.stickers.size(); ++i) {
    val s = val::object();
    s.set("outline", points(g.stickers[i].outline));
    s.set("net", points(g.stickers[i].net));
    s.set("piece", g.stickers[i].piece);
    stickers.set(i, s);
  }
  val pieces = val::array();
  for (size_t i = 0; i < g.pieces.size(); ++i) pieces.set(i, points(g.pieces[i]));
  val axes = val::array();
  for (size_t i = 0; i < g.axes.size(); ++i) {
    val a = val::object();
    a.set("name", g.axes[i].name);
    a.set("vector", point(g.axes[i].vector));
    a.set("cuts", array_of(g.axes[i].cuts));
    a.set("degrees", g.axes[i].degrees);
    axes.set(i, a);
  }
  val view = val::object();
  view.set("direction", point(g.view_direction));
  view.set("up", point(g.view_up));
  val out = val::object();
  out.set("faces", g.faces);
  out.set("colours", g.colours);
  out.set("stickers", stickers);
  out.set("pieces", pieces);
  out.set("axes", axes);
  out.set("view", view);
  return out;
}

}  // namespace bindings
