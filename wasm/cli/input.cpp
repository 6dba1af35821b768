#include "input.h"

#include <iostream>

#include "commands.h"
#include "puzzles/twisty_puzzles.h"
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

const cube::twisty::Puzzle* twisty_puzzle(const Args& args, const std::string& state) {
  if (auto name = args.value("puzzle")) return cube::twisty::find_puzzle(cube::registry::canonical_puzzle(*name));
  for (const cube::twisty::Puzzle* p : cube::twisty::all_puzzles())
    if (static_cast<int>(state.size()) == p->sticker_count()) return p;
  return nullptr;
}

int char_count(std::string_view text) {
  int n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

std::optional<cube::Puzzle> choose_puzzle(std::string_view command, const Args& args,
                                          const std::optional<std::string>& state) {
  if (auto name = args.value("puzzle")) {
    auto p = cube::parse_puzzle(*name);
    if (!p) fail(command, "unknown puzzle '" + *name + "' (expected 3x3x3, 2x2x2, 4x4x4, pyraminx or skewb)");
    return p;
  }
  if (state && char_count(*state) == cube::sticker_count(cube::Puzzle::Cube2)) {
    return cube::Puzzle::Cube2;
  }
  if (state && char_count(*state) == cube::sticker_count(cube::Puzzle::Cube4)) {
    return cube::Puzzle::Cube4;
  }
  return cube::Puzzle::Cube3;
}

std::optional<std::string> puzzle_option(std::string_view command, const Args& args) {
  auto name = args.value("puzzle");
  if (!name) return std::string();
  std::string p = cube::registry::canonical_puzzle(*name);
  if (p.empty()) {
    fail(command, "unknown puzzle '" + *name + "' (expected 3x3x3, 2x2x2, 4x4x4, 8puzzle, pyraminx or skewb)");
    return std::nullopt;
  }
  return p;
}

std::optional<cube::ParsedAlg> parse_or_report(std::string_view command, std::string_view what, std::string_view text,
                                               int cube_size) {
  cube::ParsedAlg parsed = cube_size == 4 ? cube::parse_alg_for(4, text) : cube::parse_alg(text);
  if (parsed.ok) return parsed;
  const cube::ParseError& e = parsed.error;
  std::string message = e.message;
  if (message.find("column") == std::string::npos) {
    message = "column " + std::to_string(e.column) + ": " + message;
  }
  fail(command, std::string(what) + ": " + message);
  if (e.column >= 1) {
    std::cerr << "  " << text << "\n  " << std::string(e.column - 1, ' ') << "^\n";
  }
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
