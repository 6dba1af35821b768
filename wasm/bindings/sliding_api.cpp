// readSliding, playSlides, randomSliding: the 8-puzzle board as the page needs it
// (thin conversions over puzzles/8puzzle/sliding_board.h). Solving goes through the
// registry (solver_api.cpp).
#include <string>
#include <vector>

#include "api.h"
#include "core/random_state.h"
#include "js.h"
#include "puzzles/8puzzle/sliding_board.h"

namespace bindings {

namespace sliding = cube::sliding;

namespace {

val failed(const std::string& message) {
  val out = val::object();
  out.set("ok", false);
  out.set("error", message);
  return out;
}

// An empty goal is the default one, 1 2 3 / 4 5 6 / 7 8 _.
sliding::BoardParse parse_goal(const std::string& text) {
  bool blank = true;
  for (char c : text) blank = blank && (c == ' ' || (c >= '\t' && c <= '\r'));
  if (!blank) return sliding::parse_board(text);
  sliding::BoardParse p;
  p.ok = true;
  p.board = sliding::default_goal();
  return p;
}

val tiles_of(const sliding::Board& b) {
  val out = val::array();
  for (int i = 0; i < sliding::kCells; ++i) out.set(i, static_cast<int>(b[i]));
  return out;
}

// The tiles next to the blank: the cell each is on and the blank's slide that moves it.
val movable_tiles(const sliding::Board& b) {
  val out = val::array();
  int n = 0;
  for (sliding::Slide s : sliding::kSlides) {
    sliding::Board after = b;
    if (!sliding::apply(after, s)) continue;
    val item = val::object();
    item.set("cell", sliding::blank_cell(after));
    item.set("slide", std::string(1, sliding::slide_letter(s)));
    out.set(n++, item);
  }
  return out;
}

// BoardCheck (api.ts): { ok: true, board, tiles, movable } or { ok: false, error }.
val board_check(const sliding::BoardParse& p) {
  if (!p.ok) {
    val out = failed(p.error);
    out.set("text", message_val(p.text));
    return out;
  }
  val out = val::object();
  out.set("ok", true);
  out.set("board", sliding::format_board(p.board));
  out.set("tiles", tiles_of(p.board));
  out.set("movable", movable_tiles(p.board));
  return out;
}

}  // namespace

val read_sliding(const std::string& start, const std::string& goal) {
  const sliding::BoardParse s = sliding::parse_board(start);
  const sliding::BoardParse g = parse_goal(goal);
  val out = val::object();
  out.set("start", board_check(s));
  out.set("goal", board_check(g));
  const cube::Message unsolvable = s.ok && g.ok ? sliding::unsolvable_text(s.board, g.board) : cube::Message{};
  out.set("unsolvable", unsolvable.empty() ? std::string() : unsolvable.english());
  if (!unsolvable.empty()) out.set("unsolvableText", message_val(unsolvable));
  return out;
}

val play_slides(const std::string& start, const std::string& slides) {
  const sliding::BoardParse s = sliding::parse_board(start);
  if (!s.ok) return error_result(0, "a board", cube::message("board_which", {{"board", "start"}, {"what", s.text}}));
  const sliding::SlidesParse parsed = sliding::parse_slides(slides);
  if (!parsed.ok) return error_result(0, "slides U D L R", parsed.text);

  sliding::Board b = s.board;
  val moves = val::array();
  val states = val::array();
  for (size_t i = 0; i < parsed.slides.size(); ++i) {
    const sliding::Slide slide = parsed.slides[i];
    const int blank = sliding::blank_cell(b);
    const std::string text = sliding::describe_slide(b, slide);
    if (!sliding::apply(b, slide)) {
      return error_result(0, "a slide the board allows",
                          cube::message("slide_off_board",
                                        {{"number", i + 1}, {"slide", std::string(1, sliding::slide_letter(slide))}}));
    }
    const int from = sliding::blank_cell(b);
    val step = val::object();
    step.set("name", std::string(1, sliding::slide_letter(slide)));
    step.set("tile", static_cast<int>(b[blank]));
    step.set("from", from);
    step.set("to", blank);
    step.set("text", text);
    moves.set(i, step);
    states.set(i, sliding::format_board(b));
  }
  val result = val::object();
  result.set("ok", true);
  result.set("canonical", sliding::format_slides(parsed.slides));
  result.set("moves", moves);
  result.set("states", states);
  result.set("board", sliding::format_board(b));
  return result;
}

val random_sliding(const std::string& goal, double seed) {
  val error = val::undefined();
  const auto s = seed_or_error(seed, error);
  if (!s) return error;
  const sliding::BoardParse g = parse_goal(goal);
  if (!g.ok)
    return error_result(0, "a goal board", cube::message("board_which", {{"board", "goal"}, {"what", g.text}}));
  cube::Rng rng(*s);
  return val(sliding::format_board(sliding::random_board(rng, g.board)));
}

}  // namespace bindings
