// playSq1: the Square-1's moves as the page plays them (Sq1Step, api.ts), over
// puzzles/sq1. Its states are the core's text (sq1_state.h); solving goes through the
// registry (solver_api.cpp).
#include "api.h"
#include "core/json.h"
#include "js.h"
#include "puzzles/sq1/sq1_edit.h"
#include "puzzles/sq1/sq1_notation.h"
#include "puzzles/sq1/sq1_state.h"

namespace bindings {

namespace sq1 = cube::sq1;

std::string sq1_steps_json(const std::string& moves, const std::string& start, cube::Message* error, int* column) {
  sq1::Sq1 s = sq1::solved();
  if (!start.empty()) {
    const sq1::StateRead r = sq1::read_state(start);
    if (!r.validation.ok()) {
      const cube::Problem& first = r.validation.problems.front();
      *error = cube::message("start_state_problem", {{"what", first.text}});
      return "";
    }
    s = r.state;
  }
  const sq1::ParsedMoves parsed = sq1::parse_moves(moves);
  if (!parsed.ok) {
    *error = parsed.text;
    *column = parsed.column;
    return "";
  }
  // Checked whole first: a refused slash names its column.
  const sq1::Played played = sq1::play(s, parsed.moves);
  if (!played.ok) {
    *error = played.text;
    *column = played.column;
    return "";
  }
  // One step per written move ((0,0) is not written): a turn's amounts as written
  // (-5..6), what the view animates.
  std::string steps, states;
  std::vector<sq1::Sq1Move> kept;
  for (const sq1::Sq1Move& m : parsed.moves) {
    if (!m.is_slash && sq1::wca_amount(m.top) == 0 && sq1::wca_amount(m.bottom) == 0) continue;
    kept.push_back(m);
    if (m.is_slash) {
      sq1::slash(s);
      steps += std::string(steps.empty() ? "" : ",") + "{\"name\":\"/\",\"kind\":\"slash\",\"top\":0,\"bottom\":0}";
    } else {
      const int top = sq1::wca_amount(m.top), bottom = sq1::wca_amount(m.bottom);
      sq1::turn(s, top, bottom);
      steps += std::string(steps.empty() ? "" : ",") + "{\"name\":" + cube::json_string(sq1::format_moves({m})) +
               ",\"kind\":\"turn\",\"top\":" + std::to_string(top) + ",\"bottom\":" + std::to_string(bottom) + "}";
    }
    states += (states.empty() ? "" : ",") + cube::json_string(sq1::format_state(s));
  }
  return "{\"ok\":true,\"canonical\":" + cube::json_string(sq1::format_moves(kept)) + ",\"steps\":[" + steps +
         "],\"states\":[" + states + "],\"state\":" + cube::json_string(sq1::format_state(s)) +
         ",\"solved\":" + (sq1::is_solved(s) ? "true" : "false") +
         ",\"counts\":{\"twist\":" + std::to_string(sq1::slash_count(kept)) + "}}";
}

val play_sq1(const std::string& alg, const std::string& start) {
  cube::Message error;
  int column = 0;
  const std::string json = sq1_steps_json(alg, start, &error, &column);
  if (json.empty()) return error_result(column, "a Square-1 move: " + std::string(sq1::kNotationHelp), error);
  return val::global("JSON").call<val>("parse", json);
}

val edit_sq1(const std::string& state, int slot, int piece) {
  const sq1::EditResult r = sq1::edit_state(state, slot, piece);
  if (!r.ok) {
    val out = error_result(0, "a Square-1 state: 12 top slots / 12 bottom slots / the middle", r.error);
    if (!r.text.empty()) out["error"].set("text", message_val(r.text));
    return out;
  }
  val out = val::object();
  out.set("ok", true);
  out.set("state", sq1::format_state(r.state));
  out.set("next", r.next);
  return out;
}

val sq1_pieces() {
  val out = val::array();
  for (int p = 0; p < sq1::kPieces; ++p) {
    const cube::Message name = sq1::piece_text(p);
    val piece = val::object();
    piece.set("letter", std::string(1, sq1::piece_letter(p)));
    piece.set("corner", sq1::is_corner(p));
    piece.set("name", name.english());
    piece.set("text", message_val(name));
    out.call<void>("push", piece);
  }
  return out;
}

}  // namespace bindings
