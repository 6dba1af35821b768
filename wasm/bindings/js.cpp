#include "js.h"

#include <cmath>

namespace bindings {

val error_result(int column, const std::string& expected, const std::string& message) {
  val error = val::object();
  error.set("column", column);
  error.set("expected", expected);
  error.set("message", message);
  val result = val::object();
  result.set("ok", false);
  result.set("error", error);
  return result;
}

val error_result(const cube::ParseError& e) {
  val out = error_result(e.column, e.expected, e.message);
  if (!e.text.empty()) out["error"].set("text", message_val(e.text));
  return out;
}

val error_result(int column, const std::string& expected, const cube::Message& text) {
  val out = error_result(column, expected, text.english());
  if (!text.empty()) out["error"].set("text", message_val(text));
  return out;
}

namespace {
val arg_val(const cube::MessageArg& a) {
  switch (a.kind) {
    case cube::MessageArg::Kind::Text: return val(a.text);
    case cube::MessageArg::Kind::Number: return val(static_cast<double>(a.number));
    case cube::MessageArg::Kind::Decimal: return val(a.decimal);
    case cube::MessageArg::Kind::Nested: return message_val(a.nested.front());
    case cube::MessageArg::Kind::List: {
      val out = val::array();
      for (size_t i = 0; i < a.items.size(); ++i) out.set(i, arg_val(a.items[i]));
      return out;
    }
  }
  return val::undefined();
}
}  // namespace

val message_val(const cube::Message& m) {
  if (m.empty()) return val::undefined();
  val params = val::object();
  for (const auto& [name, arg] : m.params) params.set(name, arg_val(arg));
  val out = val::object();
  out.set("code", m.code);
  out.set("params", params);
  return out;
}

const cube::PuzzleEntry* puzzle_or_error(const std::string& name, val& error) {
  const cube::PuzzleEntry* p = cube::puzzles::find(name);
  if (!p) error = error_result(0, cube::puzzles::names_list(), cube::message("unknown_puzzle", {{"name", name}}));
  return p;
}

std::optional<cube::Puzzle> cube_or_error(const std::string& name, val& error) {
  const cube::PuzzleEntry* p = puzzle_or_error(name, error);
  if (!p) return std::nullopt;
  if (p->info.cube_size == 0) {
    error = error_result(0, "a cube", cube::message("not_a_cube", {{"puzzle", p->info.label}}));
    return std::nullopt;
  }
  return cube::Puzzle{p->info.cube_size};
}

std::optional<uint64_t> seed_or_error(double seed, val& error) {
  constexpr double kMaxSafe = 9007199254740992.0;  // 2^53
  if (!(seed >= 0 && seed <= kMaxSafe) || std::floor(seed) != seed) {
    error = error_result(0, "a whole number from 0 to 2^53", cube::message("bad_seed"));
    return std::nullopt;
  }
  return static_cast<uint64_t>(seed);
}

val ok_result() {
  val out = val::object();
  out.set("ok", true);
  return out;
}

val failed_result(const std::string& message) {
  val out = val::object();
  out.set("ok", false);
  out.set("error", message);
  return out;
}

val failed_result(const std::string& message, const cube::Message& text) {
  val out = failed_result(message);
  if (!text.empty()) out.set("text", message_val(text));
  return out;
}

}  // namespace bindings
