// Small helpers to build the JavaScript objects that web/worker/api.ts describes.
#pragma once
#include <emscripten/val.h>
#include "puzzles/puzzle_table.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/message.h"
#include "core/notation.h"
#include "core/puzzle.h"

namespace bindings {

using emscripten::val;

// A message as { code, params } (api.ts CoreText): numbers as numbers, lists as arrays,
// nested messages as objects; undefined for an empty message.
val message_val(const cube::Message& m);

// { ok: false, error: { column, expected, message, text? } } (api.ts ParseError). Errors that
// are not about a place in the text have column 0.
val error_result(int column, const std::string& expected, const std::string& message);
val error_result(const cube::ParseError& e);
// The same with the message as a code (message_catalog.cpp): its English is `message`.
val error_result(int column, const std::string& expected, const cube::Message& text);

// { ok: true } and { ok: false, error: "message" } (api.ts TablesResult).
val ok_result();
val failed_result(const std::string& message);
// The same with the message as a code too ({ ok: false, error, text }); `text` may be empty.
val failed_result(const std::string& message, const cube::Message& text);

// The puzzle table's row named by `name` (any of its names), or nullptr and an error
// result in `error`.
const cube::PuzzleEntry* puzzle_or_error(const std::string& name, val& error);
// The n x n x n cube named by `name`, or an error result in `error` (also for a puzzle
// of the table that is not a cube).
std::optional<cube::Puzzle> cube_or_error(const std::string& name, val& error);
// A seed from JavaScript: a whole number from 0 to 2^53 (what a double holds exactly),
// or an error result in `error`.
std::optional<uint64_t> seed_or_error(double seed, val& error);

template <typename T>
val array_of(const std::vector<T>& items) {
  val out = val::array();
  for (size_t i = 0; i < items.size(); ++i) out.set(i, items[i]);
  return out;
}

}  // namespace bindings
