// The 5x5x5-7x7x7 reduction's byte format (solvers/reduction/reduction_big_table_file.h)
// through the row, on the 5x5x5 (its five-phase set, version 2 of its name): every
// size's key, the 5x5x5's tables by name; its copy loaded by a fresh CLI process (`solve
// --table-file`) gives the same solutions as the tables built here, every one replayed,
// and `cubesolver tables --puzzle 5x5x5` verifies the file instead of building; a flipped
// byte (by both), a truncated copy, another size's or version's set are refused with a
// message; the CLI solves a 6x6x6 and a 7x7x7 from copies of the tables built
// here. In one process with the other suites that solve the big cubes (CMakeLists.txt,
// shared_process): each size's tables built once (the 5x5x5's read from the test cache:
// reduction_table_cache.cpp).
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/random_state.h"
#include "solvers/reduction/five_phase_solver.h"
#include "solvers/reduction/reduction_big_table_file.h"
#include "solvers/registry.h"
#include "solvers/self_check.h"
#include "tables/table_file.h"

namespace cube {
namespace {

namespace reg = registry;
namespace fs = std::filesystem;

const std::vector<uint8_t>& saved() {
  static const std::vector<uint8_t> blob = reduction::save_five_phase_tables();
  return blob;
}

reg::SolveRequest request(const std::string& puzzle) {
  reg::SolveRequest r = reg::tables_request("reduction");
  r.puzzle = puzzle;
  return r;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string refusal(int, const std::vector<uint8_t>& bytes) {
  std::string error;
  EXPECT_FALSE(reduction::load_five_phase_tables(bytes.data(), bytes.size(), &error));
  EXPECT_FALSE(error.empty());
  return error;
}

// The CLI beside this binary (build/native), as solver_table_test.cpp finds it.
std::string cli() { return (fs::read_symlink("/proc/self/exe").parent_path() / "cubesolver").string(); }

std::string run(const std::string& command) {
  std::string out;
  if (FILE* p = popen(command.c_str(), "r")) {
    char buf[4096];
    for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
    pclose(p);
  }
  return out;
}

std::vector<std::string> lines_of(const std::string& out) {
  std::vector<std::string> lines;
  for (size_t at = 0, end; (end = out.find('\n', at)) != std::string::npos; at = end + 1)
    lines.push_back(out.substr(at, end - at));
  return lines;
}

// The value of "field":"..." in one line of --json output.
std::string json_text(const std::string& line, const std::string& field) {
  const std::string open = "\"" + field + "\":\"";
  const size_t at = line.find(open);
  if (at == std::string::npos) return "";
  const size_t from = at + open.size();
  return line.substr(from, line.find('"', from) - from);
}

// The parts each size's copy is made of (TableSet::parts): the page's cache keeps each
// under its own key, so the 5x5x5's set is stored once for the 5x5x5, 6x6x6 and 7x7x7.
TEST(ReductionBig, EachSizesPartsAreTheSetsItsCopyCarries) {
  const auto keys = [](const std::string& puzzle) {
    std::vector<std::string> out;
    for (const reg::SolveRequest& part : reg::table_parts(request(puzzle))) {
      EXPECT_EQ(part.solver, "reduction");
      EXPECT_TRUE(reg::table_parts(part).empty());  // a part is one set
      out.push_back(reg::table_key(part));
    }
    return out;
  };
  EXPECT_TRUE(keys("4x4x4").empty());
  EXPECT_TRUE(keys("5x5x5").empty());
  const std::string four = reg::table_key(request("4x4x4")), five = reg::table_key(request("5x5x5"));
  EXPECT_EQ(keys("6x6x6"), (std::vector<std::string>{four, five}));
  EXPECT_EQ(keys("7x7x7"), (std::vector<std::string>{five}));
  // The whole copy's key: the size's own name, then its parts' keys.
  EXPECT_EQ(reg::table_key(request("6x6x6")), "cubesolver.reduction-6x6x6/v3+" + four + "+" + five);
  EXPECT_TRUE(reg::table_parts(reg::tables_request("twophase")).empty());
  reg::SolveRequest bad = request("6x6x6");
  bad.puzzle = "9x9x9";
  EXPECT_TRUE(reg::table_parts(bad).empty());
}

TEST(ReductionBig, EachSizeHasItsKeyAndTheCopyHoldsTheDistanceTablesByName) {
  EXPECT_EQ(reg::table_key(request("4x4x4")), "cubesolver.reduction-4x4x4/v2");
  // The 5x5x5's: its five-phase set's version (2 and up; 1 was the three-stage solver's).
  const std::string five = std::to_string(reduction::kFivePhaseTableSetVersion);
  EXPECT_GE(reduction::kFivePhaseTableSetVersion, 2u);
  EXPECT_EQ(reg::table_key(request("5x5x5")), "cubesolver.reduction-5x5x5/v" + five);
  // The 6x6x6's copy carries the 4x4x4 row's set and the 5x5x5's, the 7x7x7's the 5x5x5's
  // (their inner cubes and pseudo-5x5x5s: reduction_entry.cpp).
  EXPECT_EQ(reg::table_key(request("6x6x6")), "cubesolver.reduction-6x6x6/v3+" + reg::table_key(request("4x4x4")) +
                                                  "+" + reg::table_key(request("5x5x5")));
  EXPECT_EQ(reg::table_key(request("7x7x7")), "cubesolver.reduction-7x7x7/v2+" + reg::table_key(request("5x5x5")));
  EXPECT_EQ(reg::table_file_name(request("5x5x5")), "cubesolver.reduction-5x5x5-v" + five + ".bin");
  const std::vector<uint8_t>& blob = saved();
  std::string error;
  const auto r = tables::TableReader::open(blob.data(), blob.size(), "cubesolver.reduction-5x5x5",
                                           reduction::kFivePhaseTableSetVersion, &error);
  ASSERT_TRUE(r) << error;
  std::vector<std::string> names;
  size_t stored = 0;
  for (const tables::TableInfo& t : r->tables()) names.push_back(t.name), stored += t.size;
  // Every phase's distance tables, phases 1-2 (and 3a's joint) first, then 3, 4 and 5's.
  std::vector<std::string> expected;
  size_t entries = 0;
  for (const auto& [name, dist] : reduction::five_phase_tables().distance_tables())
    expected.push_back(name), entries += dist->size();
  const std::pair<const char*, std::vector<std::pair<std::string, const std::vector<uint8_t>*>>> phases[] = {
      {"phase3/", reduction::five_phase_3_tables().distance_tables()},
      {"phase4/", reduction::five_phase_4_tables().distance_tables()},
      {"phase5/", reduction::five_phase_5_tables().distance_tables()}};
  for (const auto& [prefix, tables] : phases)
    for (const auto& [name, dist] : tables) expected.push_back(prefix + name), entries += dist->size();
  EXPECT_EQ(names, expected);
  EXPECT_EQ(names.front(), "phase1/x");
  // Every distance entry once, and a few hundred bytes of names, versions and checksums.
  EXPECT_EQ(stored, entries);
  EXPECT_LT(blob.size(), entries + 2048);
  EXPECT_LE(blob.size(), 256u << 20);  // issue 37: at most 256 MiB of tables a puzzle
  std::printf("the 5x5x5 reduction's tables: %zu bytes\n", blob.size());
  const reg::TableExport ex(request("5x5x5"));
  ASSERT_TRUE(ex.ok()) << ex.error();
  EXPECT_EQ(ex.size(), blob.size());
}

TEST(ReductionBig, ACopyLoadedInAFreshProcessGivesTheSameSolutions) {
  const fs::path dir = fs::temp_directory_path() / ("cubesolver-reduction-big-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const fs::path file = dir / reg::table_file_name(request("5x5x5")), states = dir / "states.txt";
  {
    std::ofstream out(file, std::ios::binary);
    out.write(reinterpret_cast<const char*>(saved().data()), static_cast<std::streamsize>(saved().size()));
  }
  std::vector<std::string> starts;
  Rng rng(46);
  {
    std::ofstream out(states);
    for (int i = 0; i < 3; ++i) out << starts.emplace_back(random_facelets(Puzzle{5}, rng)) << "\n";
  }
  // A table file that exists is loaded (or refused), never built: these solves use the copy.
  const std::vector<std::string> lines =
      lines_of(run(cli() + " solve --puzzle 5x5x5 --solver reduction --json --table-file " + file.string() +
                   " --batch " + states.string() + " 2>&1"));
  ASSERT_EQ(lines.size(), starts.size()) << (lines.empty() ? "" : lines.front());
  for (size_t i = 0; i < starts.size(); ++i) {
    EXPECT_EQ(json_text(lines[i], "status"), "solved") << lines[i];
    const std::string moves = json_text(lines[i], "moves");
    EXPECT_EQ(reg::replay("5x5x5", starts[i], moves), "") << lines[i];
    // The same tables: the search, deterministic, takes the same turns as with the tables built here.
    reg::SolveRequest here = request("5x5x5");
    here.state = starts[i];
    const reg::SolveReply reply = reg::solve(here);
    ASSERT_EQ(reply.status, SolveResult::Status::Solved) << reply.message;
    EXPECT_EQ(reply.solutions.front().moves, moves);
  }
  // `cubesolver tables` reads the file there and verifies it instead of building.
  const std::string again = run(cli() + " tables --solver reduction --puzzle 5x5x5 --dir " + dir.string() + " 2>&1");
  EXPECT_TRUE(contains(again, file.string() + " " + std::to_string(saved().size()) + " bytes")) << again;
  // A damaged file: the CLI says so and solves nothing; `cubesolver tables` refuses it too.
  // The byte flipped is in the first table (phase1/x, 735,471 bytes from byte 74), so
  // the first 4 MiB chunk shows it and neither makes the phases' move tables (a
  // damaged chunk deeper in: TableStream's tests, the same stream).
  {
    constexpr size_t kAt = 4096;
    std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(kAt));
    f.put(static_cast<char>(saved()[kAt] ^ 0x40));
  }
  const std::vector<std::string> refused =
      lines_of(run(cli() + " solve --puzzle 5x5x5 --solver reduction --table-file " + file.string() + " --batch " +
                   states.string() + " 2>&1"));
  ASSERT_EQ(refused.size(), 1u);
  EXPECT_TRUE(contains(refused[0], "does not verify")) << refused[0];
  const std::string rewrite = run(cli() + " tables --solver reduction --puzzle 5x5x5 --dir " + dir.string() + " 2>&1");
  EXPECT_TRUE(contains(rewrite, "does not verify")) << rewrite;
  fs::remove_all(dir);
}

TEST(ReductionBig, ADamagedTruncatedOrOtherSizeCopyIsRefusedAndTheTablesBuiltStay) {
  const std::vector<uint8_t>& blob = saved();
  std::vector<uint8_t> flipped = blob;
  flipped[flipped.size() / 2] ^= 0x01;
  EXPECT_TRUE(contains(refusal(5, flipped), "checksum")) << refusal(5, flipped);
  const std::vector<uint8_t> truncated(blob.begin(), blob.begin() + static_cast<std::ptrdiff_t>(blob.size() / 2));
  EXPECT_TRUE(contains(refusal(5, truncated), "truncated")) << refusal(5, truncated);
  EXPECT_FALSE(refusal(5, {}).empty());
  // Another size's set, through the row as the page imports it: refused (the 6x6x6's
  // copy is the 4x4x4's set and the 5x5x5's: reduction_six_seven_test.cpp).
  std::string error;
  EXPECT_FALSE(reg::import_tables(request("4x4x4"), blob.data(), blob.size(), &error));
  EXPECT_TRUE(contains(error, "cubesolver.reduction-4x4x4")) << error;

  // The same tables under another set version, or one table of another version or size.
  const uint32_t version = reduction::kFivePhaseTableSetVersion;
  const auto r = tables::TableReader::open(blob.data(), blob.size(), "cubesolver.reduction-5x5x5", version, &error);
  ASSERT_TRUE(r) << error;
  std::vector<std::vector<uint8_t>> data;
  for (const tables::TableInfo& t : r->tables())
    ASSERT_TRUE(r->read(t.name, t.version, data.emplace_back(), t.size, &error)) << error;
  auto rewritten = [&](uint32_t set_version, const std::string& other, bool shorter) {
    tables::TableWriter w("cubesolver.reduction-5x5x5", set_version);
    for (size_t i = 0; i < data.size(); ++i) {
      const tables::TableInfo& t = r->tables()[i];
      const bool odd = t.name == other;
      w.add(t.name, odd && !shorter ? t.version + 1 : t.version, data[i].data(), data[i].size() - (odd && shorter));
    }
    return w.finish();
  };
  EXPECT_EQ(rewritten(version, "", false), blob);  // the rewriting itself changes nothing
  const std::string newer = refusal(5, rewritten(version + 1, "", false));
  EXPECT_TRUE(contains(newer, "version " + std::to_string(version + 1))) << newer;
  const std::string older = refusal(5, rewritten(version - 1, "", false));  // an older set (1: the three-stage one)
  EXPECT_TRUE(contains(older, "version " + std::to_string(version - 1))) << older;
  const std::string table = refusal(5, rewritten(version, "phase1/joint", false));
  EXPECT_TRUE(contains(table, "'phase1/joint' has version 2")) << table;
  const std::string size = refusal(5, rewritten(version, "phase2/x", true));
  EXPECT_TRUE(contains(size, "phase2/x")) << size;

  // A copy that verifies, loaded over the tables built here, keeps them; they still solve.
  ASSERT_TRUE(reg::import_tables(request("5x5x5"), blob, &error)) << error;
  EXPECT_TRUE(reg::tables_ready(request("5x5x5")));

  // The page's import, chunk by chunk into the tables (tables/table_stream.h): a chunk
  // out of order is refused and nothing taken; in order the copy verifies and installs.
  constexpr size_t kChunk = 4u << 20;
  reg::TableImport chunks(request("5x5x5"), blob.size());
  ASSERT_TRUE(chunks.ok(&error)) << error;
  EXPECT_FALSE(chunks.add(kChunk, blob.data() + kChunk, kChunk, 0, &error));
  EXPECT_TRUE(contains(error, "table chunk at " + std::to_string(kChunk) + " does not fit")) << error;
  for (size_t at = 0; at < blob.size(); at += kChunk) {
    const size_t n = std::min(kChunk, blob.size() - at);
    ASSERT_TRUE(chunks.add(at, blob.data() + at, n, reg::chunk_checksum(blob.data() + at, n), &error)) << error;
  }
  ASSERT_TRUE(chunks.finish(&error)) << error;
  EXPECT_EQ(reg::export_tables(request("5x5x5")), blob);
}

// The CLI solves the 6x6x6 and the 7x7x7 by reduction (`scramble --state`, `solve
// --table-file`, `apply`), from copies of the tables this process built (it shares them
// with the ReductionSix and ReductionSeven suites, CMakeLists.txt, shared_process: a CLI
// building them again took ~30 s of CPU in tests/unit/cli.test.ts): its solution, applied
// by the CLI, leaves every face one colour.
TEST(ReductionBig, TheCliSolvesThe6x6x6And7x7x7WithCopiesOfTheTablesBuiltHere) {
  const fs::path dir = fs::temp_directory_path() / ("cubesolver-reduction-cli-" + std::to_string(getpid()));
  fs::create_directories(dir);
  for (int n : {6, 7}) {
    const std::string puzzle = std::to_string(n) + "x" + std::to_string(n) + "x" + std::to_string(n);
    SCOPED_TRACE(puzzle);
    const fs::path file = dir / reg::table_file_name(request(puzzle));
    {
      const std::vector<uint8_t> bytes = reg::export_tables(request(puzzle));
      ASSERT_FALSE(bytes.empty());
      std::ofstream out(file, std::ios::binary);
      out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    }
    const std::string scrambled = run(cli() + " scramble --puzzle " + puzzle + " --seed 4 --state");
    const size_t tab = scrambled.find('\t');
    ASSERT_NE(tab, std::string::npos) << scrambled;
    const std::string state = scrambled.substr(tab + 1, scrambled.find('\n') - tab - 1);
    ASSERT_EQ(state.size(), static_cast<size_t>(6 * n * n)) << scrambled;
    const std::string solution = run(cli() + " solve --puzzle " + puzzle + " --solver reduction --table-file " +
                                     file.string() + " --state " + state + " 2>&1");
    ASSERT_FALSE(solution.empty());
    const std::string moves = solution.substr(0, solution.find('\n'));
    const std::string done =
        run(cli() + " apply --puzzle " + puzzle + " --scramble \"" + moves + "\" --state " + state + " 2>&1");
    ASSERT_GE(done.size(), static_cast<size_t>(6 * n * n)) << moves << "\n" << done;
    for (int f = 0; f < 6; ++f) {
      const std::string face = done.substr(static_cast<size_t>(f * n * n), static_cast<size_t>(n * n));
      EXPECT_EQ(face.find_first_not_of(face[0]), std::string::npos) << "face " << f << ": " << done;
    }
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace cube
