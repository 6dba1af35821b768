#include "input.h"

#include <iostream>

#include "commands.h"
#include "puzzles/puzzle_table.h"
#include "solvers/registry.h"

namespace cli {

int fail(std::string_view command, std::string_view message) {
  std::cout.flush();  // keep the order of stdout and stderr on one terminal
  std::cerr << "cubesolver " << command << ": " << message << "\n";
  return kBadInput;
}

int fail_usage(std::string_view command, const Args& args) {
  fail(command, args.error());
  std::cerr << "Try 'cubesolver " << command << " --help'.\n";
  return kBadInput;
}

int char_count(std::string_view text) {
  int n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

const cube::PuzzleEntry* choose_puzzle(std::string_view command, const Args& args,
                                       const std::optional<std::string>& state) {
  if (auto name = args.value("puzzle")) {
    const cube::PuzzleEntry* p = cube::puzzles::find(*name);
    if (!p) fail(command, "unknown puzzle '" + *name + "' (expected " + cube::puzzles::names_list() + ")");
    return p;
  }
  if (state)
    if (const cube::PuzzleEntry* p = cube::puzzles::by_state_length(*state)) return p;
  return &cube::puzzles::default_puzzle();
}

std::optional<std::string> puzzle_option(std::string_view command, const Args& args) {
  auto name = args.value("puzzle");
  if (!name) return std::string();
  std::string p = cube::registry::canonical_puzzle(*name);
  if (p.empty()) {
    fail(command, "unknown puzzle '" + *name + "' (expected " + cube::puzzles::names_list() + ")");
    return std::nullopt;
  }
  return p;
}

void report_at_column(std::string_view command, std::string_view what, std::string_view text, std::string message,
                      int column) {
  if (column >= 1 && message.find("column") == std::string::npos)
    message = "column " + std::to_string(column) + ": " + message;
  fail(command, std::string(what) + ": " + message);
  if (column >= 1) std::cerr << "  " << text << "\n  " << std::string(column - 1, ' ') << "^\n";
}

std::optional<cube::ParsedAlg> parse_or_report(std::string_view command, std::string_view what, std::string_view text) {
  cube::ParsedAlg parsed = cube::parse_alg(text);
  if (parsed.ok) return parsed;
  report_at_column(command, what, text, parsed.error.message, parsed.error.column);
  return std::nullopt;
}

std::optional<std::string> option_or_words(std::string_view command, const Args& args, const std::string& option,
                                           bool optional) {
  auto value = args.value(option);
  const auto& words = args.positional();
  if (value && !words.empty()) {
    fail(command, "unexpected argument '" + words.front() + "' (--" + option + " is given)");
    return std::nullopt;
  }
  if (value) return value;
  if (words.empty()) {
    if (optional) return std::string();
    fail(command, "missing --" + option);
    return std::nullopt;
  }
  std::string joined;
  for (const auto& w : words) joined += (joined.empty() ? "" : " ") + w;
  return joined;
}

}  // namespace cli
