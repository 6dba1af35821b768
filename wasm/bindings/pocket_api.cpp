// readPocket: the 2x2x2 solver's goal pattern and move set checked as typed, so the page
// can show them (and what is wrong) before a solve (thin conversions over
// solvers/pocket/pocket_input.h and pocket_moves.h). Solving goes through the registry.
#include <optional>
#include <string>

#include "api.h"
#include "js.h"
#include "solvers/pocket/pocket_input.h"
#include "solvers/pocket/pocket_moves.h"

namespace bindings {

namespace pocket = cube::pocket;

namespace {

bool blank(const std::string& s) {
  for (char c : s)
    if (!(c == ' ' || (c >= '\t' && c <= '\r'))) return false;
  return true;
}

val failed(const std::string& message, const cube::Message& text = {}) {
  val out = val::object();
  out.set("ok", false);
  out.set("error", message);
  if (!text.empty()) out.set("text", message_val(text));
  return out;
}

val goal_check(const std::string& start, const std::string& goal) {
  const pocket::PocketInput in = pocket::read_input(start, goal);
  if (!in.ok) {
    // A start that does not read is the start field's business: nothing to say here.
    if (in.error.rfind("start:", 0) == 0) return val::null();
    return failed(in.error, in.text);
  }
  val out = val::object();
  out.set("ok", true);
  out.set("solved", in.solved_goal);
  // In face letters as the start is held, 'x' for any sticker.
  out.set("pattern", in.solved_goal ? std::string() : in.goal_letters);
  return out;
}

val moves_check(const std::string& moves) {
  if (blank(moves)) {
    val out = val::object();
    out.set("ok", true);
    out.set("moves", pocket::MoveSet::urf().to_string());
    out.set("default", true);
    return out;
  }
  std::string error;
  cube::Message said;
  const std::optional<pocket::MoveSet> set = pocket::MoveSet::parse(moves, &error, &said);
  if (!set) return failed(error, said);
  val out = val::object();
  out.set("ok", true);
  out.set("moves", set->to_string());
  out.set("default", false);
  return out;
}

}  // namespace

val read_pocket(const std::string& start, const std::string& goal, const std::string& moves) {
  val out = val::object();
  out.set("goal", goal_check(start, goal));
  out.set("moves", moves_check(moves));
  return out;
}

}  // namespace bindings
