// A solution's moves as the player uses them (steps and the state after each), made as
// JSON text and parsed once in JavaScript: one call across the boundary per solution
// instead of several per move. Made object by object, the steps added a third to a
// 2x2x2 solve in WASM (~0.2 of ~0.55 ms). A solution is short, so it keeps arrays;
// playAlg, whose alg may have 100,000 moves, packs them (played_moves.h). The shapes
// are playAlg's MoveStep and playSlides' SlideStep (tests/unit/solver-table.test.ts
// compares them).
#include <cctype>
#include <optional>
#include <string>
#include <vector>

#include "api.h"
#include "core/alg.h"
#include "core/facelets.h"
#include "core/json.h"
#include "core/move.h"
#include "core/notation.h"
#include "core/played_moves.h"
#include "js.h"
#include "puzzles/8puzzle/sliding_board.h"
#include "puzzles/puzzle_entry.h"
#include "puzzles/twisty/twisty_notation.h"

namespace bindings {

namespace {

using cube::json_string;

const char* axis_letter(cube::Axis a) {
  switch (a) {
    case cube::Axis::X: return "x";
    case cube::Axis::Y: return "y";
    case cube::Axis::Z: return "z";
  }
  return "x";
}

// {"steps":[MoveStep...],"states":[facelets...],"counts":MoveCounts}, or "" when the moves do not apply.
// The moves are played by play_moves (as playAlg plays them); each distinct move's
// MoveStep is written once.
std::string cube_steps(const cube::PuzzleEntry& row, const std::string& moves, std::string facelets) {
  const cube::Puzzle p{row.info.cube_size};
  const cube::ParsedAlg parsed = cube::parse_alg(moves);
  if (!parsed.ok || static_cast<int>(facelets.size()) != cube::sticker_count(p)) return "";
  const cube::PlayedMoves played = cube::play_moves(p, facelets, parsed.moves);
  if (played.bad >= 0) return "";
  const int n = cube::size_of(p);
  std::vector<std::string> rows;
  for (size_t k = 0; k < played.distinct.size(); ++k) {
    const cube::LayerTurn& turn = played.turns[k];
    std::string layers;
    for (int i = 0; i < n; ++i)
      if (turn.layer_mask & (1u << i)) layers += (layers.empty() ? "" : ",") + std::to_string(i);
    rows.push_back("{\"name\":" + json_string(cube::to_string(played.distinct[k])) + ",\"axis\":\"" +
                   axis_letter(turn.axis) + "\",\"layers\":[" + layers +
                   "],\"quarterTurns\":" + std::to_string(static_cast<int>(turn.quarter_turns)) + "}");
  }
  const size_t stickers = facelets.size();
  std::string steps, states;
  for (size_t i = 0; i < played.order.size(); ++i) {
    steps += (i == 0 ? "" : ",") + rows[played.order[i]];
    states += (i == 0 ? "" : ",") + json_string(played.states.substr(i * stickers, stickers));
  }
  // The counts in the puzzle row's metrics, as playAlg gives them.
  const cube::MoveCounts c = cube::count_moves(parsed.moves);
  std::string counts;
  for (const std::string& metric : row.info.metrics)
    counts += (counts.empty() ? "" : ",") + json_string(metric) + ":" + std::to_string(cube::count_in(c, metric));
  return "{\"steps\":[" + steps + "],\"states\":[" + states + "],\"counts\":{" + counts + "}}";
}

// {"steps":[SlideStep...],"states":[boards...]}, or "" when the slides do not apply.
std::string slide_steps(const std::string& moves, const std::string& start) {
  namespace sliding = cube::sliding;
  const sliding::BoardParse s = sliding::parse_board(start);
  const sliding::SlidesParse parsed = sliding::parse_slides(moves);
  if (!s.ok || !parsed.ok) return "";
  sliding::Board b = s.board;
  std::string steps, states;
  for (const sliding::Slide slide : parsed.slides) {
    const int blank = sliding::blank_cell(b);
    const std::string text = sliding::describe_slide(b, slide);
    if (!sliding::apply(b, slide)) return "";
    steps += (steps.empty() ? "{\"name\":\"" : ",{\"name\":\"") + std::string(1, sliding::slide_letter(slide)) +
             "\",\"tile\":" + std::to_string(static_cast<int>(b[blank])) +
             ",\"from\":" + std::to_string(sliding::blank_cell(b)) + ",\"to\":" + std::to_string(blank) +
             ",\"text\":" + json_string(text) + "}";
    states += (states.empty() ? "" : ",") + json_string(sliding::format_board(b));
  }
  return "{\"steps\":[" + steps + "],\"states\":[" + states + "]}";
}

// {"steps":[TwistStep...],"states":[stickers...]} for a Pyraminx or Skewb, or "" when the
// turns do not read. A step names the corner it turns about and whether only its tip.
std::string twisty_steps(const cube::twisty::Puzzle& p, const std::string& moves, std::string stickers) {
  const cube::twisty::ParsedTurns parsed = cube::twisty::parse_turns(p, moves);
  if (!parsed.ok || static_cast<int>(stickers.size()) != p.sticker_count()) return "";
  std::string steps, states;
  for (const int t : parsed.turns) {
    const std::string& name = p.turns[t].name;
    const bool inverse = name.back() == '\'';
    const bool tip = std::islower(static_cast<unsigned char>(name[0])) != 0;
    cube::twisty::apply(p, stickers, {t});
    steps += std::string(steps.empty() ? "" : ",") + "{\"name\":" + json_string(name) + ",\"corner\":\"" +
             static_cast<char>(std::toupper(static_cast<unsigned char>(name[0]))) +
             "\",\"tip\":" + (tip ? "true" : "false") + ",\"clockwise\":" + (inverse ? "false" : "true") + "}";
    states += (states.empty() ? "" : ",") + json_string(stickers);
  }
  return "{\"steps\":[" + steps + "],\"states\":[" + states + "]}";
}

}  // namespace

val solution_steps(const std::string& puzzle, const std::string& moves, const std::string& start) {
  std::string json;
  const cube::PuzzleEntry* row = cube::puzzles::find(puzzle);
  if (!row) return val::undefined();
  if (row->twisty) {
    json = twisty_steps(row->twisty(), moves, start);
  } else if (row->info.cube_size > 0) {
    json = cube_steps(*row, moves, start);
  } else if (row->info.view == "board") {
    json = slide_steps(moves, start);
  } else if (row->info.view == "dials") {
    cube::Message error;
    int column = 0;
    json = clock_steps_json(moves, start, &error, &column);
  } else if (row->info.view == "sq1") {
    cube::Message error;
    int column = 0;
    json = sq1_steps_json(moves, start, &error, &column);
  }
  if (json.empty()) return val::undefined();
  return val::global("JSON").call<val>("parse", json);
}

}  // namespace bindings
