// The Megaminx solver's byte format (megaminx_entry.cpp, megaminx_solver.h TableBytes):
// the tables built in a child process, written, then read here, in a process that has
// not built them (ctest runs each suite in its own), and the same scrambles solved the
// same way, every solution replayed; damaged bytes, another version and a part that does
// not read are refused with a message. The page caches the same bytes (IndexedDB).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

#include "solvers/megaminx/last_block.h"
#include "solvers/megaminx/last_layer.h"
#include "solvers/megaminx/megaminx_solver.h"
#include "solvers/registry.h"
#include "solvers/self_check.h"
#include "tables/table_file.h"

namespace cube::registry {
namespace {

namespace mx = twisty::megaminx_solver;

// The solutions of a few scrambles, one per line.
std::string solutions() {
  std::string out;
  for (uint64_t seed : {31u, 32u, 33u}) {
    const Scramble s = scramble("megaminx", seed);
    SolveRequest req;
    req.puzzle = "megaminx";
    req.state = s.state;
    const SolveReply r = solve(req);
    out += (r.status == SolveResult::Status::Solved ? r.solutions.at(0).moves : "failed: " + r.message) + "\n";
    if (r.status == SolveResult::Status::Solved && replay("megaminx", s.state, r.solutions[0].moves) != "")
      out += "not replayed\n";
  }
  return out;
}

// Bytes written by a child process that built the tables, then its solutions.
bool from_child(std::vector<uint8_t>* bytes, std::string* solved) {
  int fd[2];
  if (pipe(fd) != 0) return false;
  const pid_t child = fork();
  if (child == 0) {
    close(fd[0]);
    const std::vector<uint8_t> b = export_tables("megaminx");
    const std::string s = solutions();
    const uint64_t n = b.size();
    bool ok = write(fd[1], &n, sizeof n) == sizeof n;
    for (size_t at = 0; ok && at < b.size();) {
      const ssize_t w = write(fd[1], b.data() + at, b.size() - at);
      ok = w > 0, at += ok ? static_cast<size_t>(w) : 0;
    }
    ok = ok && write(fd[1], s.data(), s.size()) == static_cast<ssize_t>(s.size());
    _exit(ok ? 0 : 1);
  }
  close(fd[1]);
  std::vector<uint8_t> all;
  uint8_t buf[1 << 16];
  for (ssize_t r; (r = read(fd[0], buf, sizeof buf)) > 0;) all.insert(all.end(), buf, buf + r);
  close(fd[0]);
  int status = 0;
  waitpid(child, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || all.size() < 8) return false;
  uint64_t n = 0;
  for (int i = 0; i < 8; ++i) n |= static_cast<uint64_t>(all[i]) << (8 * i);
  if (all.size() < 8 + n) return false;
  bytes->assign(all.begin() + 8, all.begin() + 8 + static_cast<std::ptrdiff_t>(n));
  solved->assign(all.begin() + 8 + static_cast<std::ptrdiff_t>(n), all.end());
  return true;
}

TEST(MegaminxTables, ReadFromBytesSolveAsBuilt) {
  if (mx::prepared()) GTEST_SKIP() << "the tables are built in this process already: run the suite alone (ctest does)";
  std::vector<uint8_t> bytes;
  std::string built;
  ASSERT_TRUE(from_child(&bytes, &built));
  EXPECT_EQ(built.find("failed"), std::string::npos) << built;
  EXPECT_EQ(built.find("not replayed"), std::string::npos) << built;
  std::printf("[ MegaminxTables ] %zu bytes\n", bytes.size());
  // Damaged, or of another set: refused, nothing installed.
  std::vector<uint8_t> damaged = bytes;
  damaged[damaged.size() / 2] ^= 0x40;
  std::string error;
  EXPECT_FALSE(import_tables("megaminx", damaged, &error));
  EXPECT_NE(error.find("checksum"), std::string::npos) << error;
  EXPECT_FALSE(mx::prepared());
  tables::TableWriter other("cubesolver.megaminx", 2);
  other.add("steps", 1, std::vector<uint8_t>{1, 2, 3});
  EXPECT_FALSE(import_tables("megaminx", other.finish(), &error));
  // A part that does not read as its tables (intact bytes, wrong contents).
  EXPECT_FALSE(mx::load_last_layer({1, 2, 3}, &error));
  EXPECT_NE(error.find("last-layer"), std::string::npos) << error;
  EXPECT_FALSE(mx::load_last_block({}, &error));
  EXPECT_FALSE(mx::prepared());
  // Read: ready at once, the same solutions as the tables built.
  ASSERT_TRUE(import_tables("megaminx", bytes, &error)) << error;
  EXPECT_TRUE(mx::prepared());
  EXPECT_EQ(solutions(), built);
  EXPECT_EQ(export_tables("megaminx"), bytes);  // written again as read
  EXPECT_GT(mx::last_layer_tables().orientation_cases, 0u);
  EXPECT_GT(mx::last_block_tables().cases, 0u);
}

}  // namespace
}  // namespace cube::registry
