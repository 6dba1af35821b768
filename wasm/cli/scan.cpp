// cubesolver scan --rgb FILE [--puzzle 3x3x3|2x2x2] [--json]
// cubesolver scan --bench [--puzzle P] [--count N] [--seed S] [--json]
// The camera scan's colour decision (scan/scan.h) on measured sticker colours, and its
// benchmark on synthetic readings (scan/synthetic_scan.h) under each kind of light.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <iostream>
#include <optional>
#include <sstream>

#include "commands.h"
#include "core/json.h"
#include "core/validate.h"
#include "input.h"
#include "scan/scan.h"
#include "scan/synthetic_scan.h"
#include "small_file.h"

namespace cli {

namespace {

constexpr const char* kUsage =
    "usage: cubesolver scan --rgb FILE [--puzzle 3x3x3|2x2x2] [--json]\n"
    "       cubesolver scan --bench [--puzzle 3x3x3|2x2x2] [--count N] [--seed S] [--json]\n"
    "Reads a cube from the measured colour of each sticker. FILE holds one sticker per\n"
    "line, 'R G B' (sRGB, whole numbers 0-255), in the facelet order U R F D L B, each\n"
    "face row by row on the net (54 lines for the 3x3x3, 24 for the 2x2x2; at most 16 KiB;\n"
    "'-' reads stdin). Prints the state in face letters, the most likely valid cube\n"
    "(exit status 0), or the stickers it could not decide and why (exit status 2).\n"
    "--json: {facelets, confidence: [one 0..1 per sticker], problems}.\n"
    "--bench: N (default 1000) random states per kind of light (ordinary, warm, cool,\n"
    "dim-bright, glare, hard), synthetic readings from seed S (default 1) on; prints the\n"
    "fraction read exactly and the time per cube (wall and CPU).\n";

// A reading is 54 short lines (24 for the 2x2x2): a few hundred bytes. Far more is not a
// reading (a wrong file, /dev/zero), and is refused by its size before it is read.
constexpr std::size_t kMaxReadingBytes = 16 * 1024;

// A whole number 0-255 as written (digits only): what a camera's 8-bit channel gives.
// "1.5", "0x10" or "2e2" are refused, not truncated.
std::optional<int> channel(const std::string& word) {
  if (word.empty() || word.size() > 3 || word.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  const int x = std::stoi(word);
  return x <= 255 ? std::optional<int>(x) : std::nullopt;
}

// Reads 'R G B' lines; on a bad line prints which (line, column) and why, returns nothing.
std::optional<std::vector<cube::scan::Vec3>> read_rgb(const std::string& text, const std::string& name, int expected) {
  std::vector<cube::scan::Vec3> rgb;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::string where = name + " line " + std::to_string(number);
    // The words and the 1-based column each starts at.
    std::vector<std::pair<std::string, size_t>> words;
    for (size_t at = line.find_first_not_of(" \t"); at != std::string::npos;) {
      const size_t end = line.find_first_of(" \t", at);
      words.emplace_back(line.substr(at, end - at), at + 1);
      at = end == std::string::npos ? end : line.find_first_not_of(" \t", end);
    }
    if (words.empty()) continue;  // blank lines
    if (words.size() != 3) {
      fail("scan",
           where + ": expected three numbers 'R G B', got " + (words.size() < 3 ? "" : "more: ") + "'" + line + "'");
      return std::nullopt;
    }
    cube::scan::Vec3 v{};
    for (int c = 0; c < 3; ++c) {
      const auto x = channel(words[c].first);
      if (!x) {
        fail("scan", where + ", column " + std::to_string(words[c].second) + ": '" + words[c].first +
                         "' is not a whole number from 0 to 255");
        return std::nullopt;
      }
      v[c] = *x;
    }
    rgb.push_back(v);
  }
  if (static_cast<int>(rgb.size()) != expected) {
    fail("scan", name + ": " + std::to_string(rgb.size()) + (rgb.size() == 1 ? " sticker" : " stickers") +
                     ", expected " + std::to_string(expected) + " (one 'R G B' line per sticker)");
    return std::nullopt;
  }
  return rgb;
}

int bench(const Args& args, cube::Puzzle puzzle) {
  std::string error;
  long long count = args.integer("count", 1, 1000000, error).value_or(1000);
  uint64_t seed = args.unsigned64("seed", error).value_or(1);
  if (!error.empty()) return fail("scan", error);
  const bool json = args.has("json");
  if (json) std::cout << "{\"puzzle\": " << cube::json_string(cube::puzzle_name(puzzle)) << ", \"lightings\": [";
  bool first = true;
  for (cube::scan::Lighting l : cube::scan::kLightings) {
    long long exact = 0, refused = 0;
    double total_ms = 0, max_ms = 0, total_cpu = 0, max_cpu = 0;
    for (long long k = 0; k < count; ++k) {
      auto reading = cube::scan::synthetic_scan(puzzle, l, seed + k);
      // Wall time, and the process's CPU time (what a loaded machine does not inflate).
      auto t0 = std::chrono::steady_clock::now();
      std::clock_t c0 = std::clock();
      auto result = cube::scan::scan_colours(puzzle, reading.rgb);
      double cpu = 1000.0 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
      double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      total_ms += ms;
      max_ms = std::max(max_ms, ms);
      total_cpu += cpu;
      max_cpu = std::max(max_cpu, cpu);
      // Exact: the same state; a 2x2x2 is compared as the core reads it (DBL home).
      auto expected = cube::validate(puzzle, reading.facelets).facelets;
      exact += result.ok() && result.facelets == expected;
      refused += !result.ok();
    }
    double pct = 100.0 * exact / count;
    if (json) {
      std::cout << (first ? "" : ", ") << "{\"lighting\": " << cube::json_string(cube::scan::lighting_name(l))
                << ", \"cubes\": " << count << ", \"exact\": " << exact << ", \"refused\": " << refused
                << ", \"meanMs\": " << cube::json_number(total_ms / count, 4)
                << ", \"maxMs\": " << cube::json_number(max_ms, 4)
                << ", \"meanCpuMs\": " << cube::json_number(total_cpu / count, 4)
                << ", \"maxCpuMs\": " << cube::json_number(max_cpu, 4) << "}";
    } else {
      std::cout << cube::scan::lighting_name(l) << ": " << exact << "/" << count << " exact ("
                << cube::json_number(pct, 2) << "%), " << refused << " refused, "
                << cube::json_number(total_ms / count, 3) << " ms mean, " << cube::json_number(max_ms, 3)
                << " ms max per cube (CPU " << cube::json_number(total_cpu / count, 3) << " ms mean, "
                << cube::json_number(max_cpu, 3) << " ms max)\n";
    }
    first = false;
  }
  if (json) std::cout << "]}\n";
  return kOk;
}

}  // namespace

int run_scan(int argc, char** argv) {
  Args args(argc, argv, 2,
            {{"rgb"}, {"puzzle"}, {"json", false}, {"bench", false}, {"count"}, {"seed"}, {"help", false}});
  if (!args.ok()) return fail_usage("scan", args);
  if (args.has("help")) {
    std::cout << kUsage;
    return kOk;
  }
  if (!args.positional().empty()) return fail("scan", "unexpected argument '" + args.positional().front() + "'");
  const cube::PuzzleEntry* row = choose_puzzle("scan", args, std::nullopt);
  if (!row) return kBadInput;
  if (row->info.cube_size != 2 && row->info.cube_size != 3)
    return fail("scan", "the camera scan reads the 2x2x2 and the 3x3x3, not the " + row->info.label);
  const std::optional<cube::Puzzle> puzzle = cube::Puzzle{row->info.cube_size};
  if (args.has("bench")) return bench(args, *puzzle);
  auto file = args.value("rgb");
  if (!file) return fail("scan", "--rgb FILE is required (one 'R G B' line per sticker); see --help");
  std::string error;
  const auto text = read_small_file(*file, kMaxReadingBytes, "a sticker reading", &error);
  if (!text) return fail("scan", "--rgb: " + error);
  const auto rgb = read_rgb(*text, *file == "-" ? "stdin" : *file, cube::sticker_count(*puzzle));
  if (!rgb) return kBadInput;

  auto result = cube::scan::scan_colours(*puzzle, *rgb);
  if (args.has("json")) {
    std::cout << "{\"facelets\": " << cube::json_string(result.facelets)
              << ", \"nearest\": " << cube::json_string(result.nearest) << ", \"confidence\": [";
    for (size_t i = 0; i < result.confidence.size(); ++i)
      std::cout << (i ? ", " : "") << cube::json_number(result.confidence[i], 3);
    std::cout << "], \"problems\": [";
    for (size_t i = 0; i < result.problems.size(); ++i)
      std::cout << (i ? ", " : "") << "{\"sticker\": " << result.problems[i].sticker
                << ", \"message\": " << cube::json_string(result.problems[i].message) << "}";
    std::cout << "]}\n";
  } else if (result.ok()) {
    std::cout << result.facelets << "\n";
  }
  if (result.ok()) return kOk;
  for (const auto& problem : result.problems) std::cerr << "cubesolver scan: " << problem.message << "\n";
  return fail("scan", "could not read a valid " + cube::puzzle_name(*puzzle) + " (" +
                          std::to_string(result.problems.size()) + " problem" +
                          (result.problems.size() == 1 ? "" : "s") + ")");
}

}  // namespace cli
