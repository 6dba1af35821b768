// The 4x4x4 reduction's byte format (solvers/reduction/reduction_table_file.h): its
// size; a copy saved and loaded in a fresh process (the CLI's --table-file) solves
// random states, every solution replayed; a flipped byte, a truncated copy, another
// set or version are refused with a message. The tables are built once per process.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/random_state.h"
#include "solvers/reduction/reduction_search.h"
#include "solvers/reduction/reduction_solver.h"
#include "solvers/reduction/reduction_table_file.h"
#include "solvers/registry.h"
#include "solvers/self_check.h"
#include "tables/table_file.h"

namespace cube {
namespace {

namespace reg = registry;

const std::vector<uint8_t>& saved() {
  static const std::vector<uint8_t> blob = reduction::save_tables();
  return blob;
}

reg::SolveRequest request(const std::string& puzzle) {
  reg::SolveRequest r = reg::tables_request("reduction");
  r.puzzle = puzzle;
  return r;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string refusal(const std::vector<uint8_t>& bytes) {
  std::string error;
  EXPECT_FALSE(reduction::load_tables(bytes.data(), bytes.size(), &error));
  EXPECT_FALSE(error.empty());
  return error;
}

// The CLI beside this binary (build/native), as solver_table_test.cpp finds it.
std::string cli() { return (std::filesystem::read_symlink("/proc/self/exe").parent_path() / "cubesolver").string(); }

std::vector<std::string> run_lines(const std::string& command) {
  std::vector<std::string> lines;
  std::string out;
  if (FILE* p = popen(command.c_str(), "r")) {
    char buf[4096];
    for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
    pclose(p);
  }
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

TEST(ReductionTables, TheCopyHoldsTheSixDistanceTablesAndItsSizeIsReported) {
  const std::vector<uint8_t>& blob = saved();
  // The distance tables and ~200 bytes of names, versions and checksums.
  EXPECT_GT(blob.size(), reduction::table_bytes());
  EXPECT_LT(blob.size(), reduction::table_bytes() + 512);
  RecordProperty("bytes", std::to_string(blob.size()));
  std::printf("the 4x4x4 reduction's tables: %zu bytes\n", blob.size());
  const reg::TableExport ex(request("4x4x4"));
  ASSERT_TRUE(ex.ok()) << ex.error();
  EXPECT_EQ(ex.size(), blob.size());
  std::string error;
  const auto r = tables::TableReader::open(blob.data(), blob.size(), reduction::kTableSetName,
                                           reduction::kTableSetVersion, &error);
  ASSERT_TRUE(r) << error;
  std::vector<std::string> names;
  for (const tables::TableInfo& t : r->tables()) names.push_back(t.name);
  EXPECT_EQ(names, (std::vector<std::string>{"ud-axis", "sides", "finish", "finish-turned", "pairs", "pairs-exact"}));
  EXPECT_EQ(reg::table_key(request("4x4x4")), "cubesolver.reduction-4x4x4/v2");
}

TEST(ReductionTables, ACopyLoadedInAFreshProcessSolvesAndEverySolutionReplays) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("cubesolver-reduction-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const std::filesystem::path file = dir / "tables.bin", states = dir / "states.txt";
  {
    std::ofstream out(file, std::ios::binary);
    out.write(reinterpret_cast<const char*>(saved().data()), static_cast<std::streamsize>(saved().size()));
  }
  std::vector<std::string> starts;
  Rng rng(44);
  {
    std::ofstream out(states);
    for (int i = 0; i < 3; ++i) out << starts.emplace_back(random_facelets(Puzzle::Cube4, rng)) << "\n";
  }
  // A table file that exists is loaded (or refused), never built: these solves use the copy.
  const std::vector<std::string> lines =
      run_lines(cli() + " solve --puzzle 4x4x4 --solver reduction --json --table-file " + file.string() + " --batch " +
                states.string() + " 2>&1");
  ASSERT_EQ(lines.size(), starts.size()) << (lines.empty() ? "" : lines.front());
  for (size_t i = 0; i < starts.size(); ++i) {
    EXPECT_EQ(json_text(lines[i], "status"), "solved") << lines[i];
    EXPECT_EQ(reg::replay("4x4x4", starts[i], json_text(lines[i], "moves")), "") << lines[i];
  }
  // A damaged file: the CLI says so and solves nothing.
  {
    std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(saved().size() / 3));
    f.put(static_cast<char>(saved()[saved().size() / 3] ^ 0x40));
  }
  const std::vector<std::string> refused = run_lines(cli() + " solve --puzzle 4x4x4 --solver reduction --table-file " +
                                                     file.string() + " --batch " + states.string() + " 2>&1");
  ASSERT_EQ(refused.size(), 1u);
  EXPECT_TRUE(contains(refused[0], "does not verify")) << refused[0];
  std::filesystem::remove_all(dir);
}

TEST(ReductionTables, LoadingOverBuiltTablesKeepsThemAndSolves) {
  std::string error;
  ASSERT_TRUE(reg::import_tables(request("4x4x4"), saved().data(), saved().size(), &error)) << error;
  EXPECT_TRUE(reduction::search_tables_built());  // the two-phase tables (its 3x3x3 stage) are its own set
  Rng rng(45);
  for (int i = 0; i < 2; ++i) {
    reg::SolveRequest r = request("4x4x4");
    r.state = random_facelets(Puzzle::Cube4, rng);
    const reg::SolveReply reply = reg::solve(r);
    ASSERT_EQ(reply.status, SolveResult::Status::Solved) << reply.message;
    EXPECT_EQ(reg::replay("4x4x4", r.state, reply.solutions.front().moves), "");
  }
}

TEST(ReductionTables, ADamagedTruncatedOrOtherVersionCopyIsRefused) {
  const std::vector<uint8_t>& blob = saved();
  std::vector<uint8_t> flipped = blob;
  flipped[flipped.size() / 2] ^= 0x01;
  EXPECT_TRUE(contains(refusal(flipped), "checksum")) << refusal(flipped);
  const std::vector<uint8_t> truncated(blob.begin(), blob.begin() + static_cast<std::ptrdiff_t>(blob.size() / 2));
  EXPECT_TRUE(contains(refusal(truncated), "truncated")) << refusal(truncated);
  EXPECT_FALSE(refusal({}).empty());

  // The same tables under another set version, or one table of another version.
  std::string error;
  const auto r = tables::TableReader::open(blob.data(), blob.size(), reduction::kTableSetName,
                                           reduction::kTableSetVersion, &error);
  ASSERT_TRUE(r) << error;
  std::vector<std::vector<uint8_t>> data;
  for (const tables::TableInfo& t : r->tables()) {
    ASSERT_TRUE(r->read(t.name, t.version, data.emplace_back(), t.size, &error)) << error;
  }
  auto rewritten = [&](uint32_t set_version, const std::string& other_table) {
    tables::TableWriter w(reduction::kTableSetName, set_version);
    for (size_t i = 0; i < data.size(); ++i) {
      const tables::TableInfo& t = r->tables()[i];
      w.add(t.name, t.name == other_table ? t.version + 1 : t.version, data[i]);
    }
    return w.finish();
  };
  EXPECT_EQ(rewritten(reduction::kTableSetVersion, ""), blob);  // the rewriting itself changes nothing
  const std::string newer = refusal(rewritten(reduction::kTableSetVersion + 1, ""));
  EXPECT_TRUE(contains(newer, "version " + std::to_string(reduction::kTableSetVersion + 1))) << newer;
  const std::string table = refusal(rewritten(reduction::kTableSetVersion, "pairs"));
  EXPECT_TRUE(contains(table, "'pairs' has version 2")) << table;
  // Another solver's set.
  tables::TableWriter other("cubesolver.twophase", reduction::kTableSetVersion);
  other.add("ud-axis", 1, data[0]);
  const std::string set = refusal(other.finish());
  EXPECT_TRUE(contains(set, "expected 'cubesolver.reduction-4x4x4'")) << set;

  // The 4x4x4's set is not the 5x5x5's (each size has its own: reduction_big_tables_test.cpp).
  EXPECT_FALSE(reg::import_tables(request("5x5x5"), blob.data(), blob.size(), &error));
  EXPECT_TRUE(contains(error, "expected 'cubesolver.reduction-5x5x5'")) << error;
}

}  // namespace
}  // namespace cube
