// 8-puzzle: the distance table against the published distribution, every solution
// replayed, optimality against a plain breadth-first search written here, any goal,
// all optimal solutions, and the input and parity errors.
#include <gtest/gtest.h>

#include <deque>
#include <set>
#include <unordered_map>

#include "puzzles/8puzzle/sliding_board.h"
#include "solvers/sliding/sliding_solver.h"
#include "solvers/sliding/sliding_table.h"

namespace cube::sliding {
namespace {

using Status = SolveResult::Status;

uint64_t key(const Board& b) {
  uint64_t k = 0;
  for (uint8_t v : b) k = k * 16 + v;
  return k;
}

// Plain BFS from `goal` over boards in a hash map: the independent reference.
std::unordered_map<uint64_t, int> plain_bfs(const Board& goal) {
  std::unordered_map<uint64_t, int> dist{{key(goal), 0}};
  dist.reserve(181440);
  std::deque<std::pair<Board, int>> queue{{goal, 0}};
  while (!queue.empty()) {
    const auto [b, d] = queue.front();
    queue.pop_front();
    for (Slide s : kSlides) {
      Board n = b;
      if (apply(n, s) && dist.emplace(key(n), d + 1).second) queue.push_back({n, d + 1});
    }
  }
  return dist;
}

Board board(const char* text) {
  const BoardParse p = parse_board(text);
  EXPECT_TRUE(p.ok) << p.error;
  return p.board;
}

TEST(SlidingTable, DistributionIsThePublishedOne) {
  const SlidingTable t = SlidingTable::build(default_goal());
  // States at each distance from 1 2 3 / 4 5 6 / 7 8 _ (OEIS A089473).
  const std::vector<uint64_t> published = {1,     2,     4,     8,     16,    20,   39,   62,   116,   152,   286,
                                           396,   748,   1024,  1893,  2512,  4485, 5638, 9529, 10878, 16993, 17110,
                                           23952, 20224, 24047, 15578, 14560, 6274, 3910, 760,  221,   2};
  EXPECT_EQ(t.depth_counts(), published);
  uint64_t total = 0;
  for (uint64_t c : t.depth_counts()) total += c;
  EXPECT_EQ(total, 181440u);
  EXPECT_EQ(t.depth_counts().size() - 1, 31u);
}

TEST(SlidingTable, EveryBlankCellReachesHalfTheBoards) {
  for (int blank = 0; blank < kCells; ++blank) {
    const SlidingTable& t = shared_sliding_table(blank);
    uint64_t total = 0;
    for (uint64_t c : t.depth_counts()) total += c;
    EXPECT_EQ(total, 181440u) << blank;
  }
  for (uint32_t r : {0u, 1u, 12345u, 362879u}) EXPECT_EQ(board_rank(board_unrank(r)), r);
}

TEST(SlidingSolver, SeedOneExample) {
  // Seed 001: "puzzle3x3 -tbegin 1 3 0 4 2 7 8 5 6 -tend" solved in 14 moves.
  const SlidingResult r = solve("1 3 0 4 2 7 8 5 6");
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  EXPECT_EQ(r.length, 14);
  Board b = board("1 3 0 4 2 7 8 5 6");
  EXPECT_EQ(apply(b, r.solutions[0]), -1);
  EXPECT_EQ(b, default_goal());
  // The seed's listing begins with the blank going left, then down.
  EXPECT_EQ(format_slides(r.solutions[0]).substr(0, 3), "L D");
}

TEST(SlidingSolver, OptimalAgainstPlainBfsForSeveralGoals) {
  Rng rng(17);
  for (const char* goal_text : {"1 2 3 4 5 6 7 8 0", "1 2 3 4 0 5 6 7 8", "8 7 6 5 4 3 2 1 0"}) {
    const Board goal = board(goal_text);
    const std::unordered_map<uint64_t, int> dist = plain_bfs(goal);
    EXPECT_EQ(dist.size(), 181440u);
    for (int i = 0; i < 150; ++i) {
      const Board start = random_board(rng, goal);
      const SlidingResult r = solve(start, goal);
      ASSERT_EQ(r.status, Status::Solved) << r.message;
      EXPECT_EQ(r.length, dist.at(key(start)));
      ASSERT_EQ(static_cast<int>(r.solutions[0].size()), r.length);
      Board b = start;
      EXPECT_EQ(apply(b, r.solutions[0]), -1);
      EXPECT_EQ(b, goal);
      EXPECT_EQ(optimal_length(start, goal), r.length);
    }
  }
}

TEST(SlidingSolver, AllOptimalSolutionsAreDistinctValidAndCounted) {
  Rng rng(4);
  SlidingRequest all;
  all.all_optimal = true;
  all.count = true;
  for (int i = 0; i < 20; ++i) {
    const Board start = random_board(rng);
    const SlidingResult r = solve(start, default_goal(), all);
    ASSERT_EQ(r.status, Status::Solved);
    std::set<std::vector<Slide>> distinct(r.solutions.begin(), r.solutions.end());
    EXPECT_EQ(distinct.size(), r.solutions.size());
    if (r.optimal_count <= kMaxSlidingSolutions) {
      EXPECT_EQ(r.optimal_count, r.solutions.size());
    }
    for (const auto& s : r.solutions) {
      ASSERT_EQ(static_cast<int>(s.size()), r.length);
      Board b = start;
      ASSERT_EQ(apply(b, s), -1);
      EXPECT_EQ(b, default_goal());
    }
  }
  // A board two slides away has exactly one shortest path.
  const SlidingResult two = solve("1 2 3 4 5 6 0 7 8", "", all);
  EXPECT_EQ(two.length, 2);
  EXPECT_EQ(two.optimal_count, 1u);
  EXPECT_EQ(format_slides(two.solutions[0]), "R R");
  SlidingRequest three;
  three.solutions = 3;
  EXPECT_LE(solve("8 6 7 2 5 4 3 0 1", "", three).solutions.size(), 3u);
}

TEST(SlidingSolver, HardestPositionsNeed31) {
  const SlidingResult r = solve("8 6 7 2 5 4 3 0 1");
  ASSERT_EQ(r.status, Status::Solved);
  EXPECT_EQ(r.length, 31);
  EXPECT_EQ(solve("6 4 7 8 5 0 3 2 1").length, 31);
  SlidingRequest limit;
  limit.max_length = 30;
  EXPECT_EQ(solve("8 6 7 2 5 4 3 0 1", "", limit).status, Status::NoSolution);
}

TEST(SlidingSolver, AlreadySolvedIsEmpty) {
  const SlidingResult r = solve("1 2 3 4 5 6 7 8 0");
  ASSERT_EQ(r.status, Status::Solved);
  EXPECT_EQ(r.length, 0);
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_TRUE(r.solutions[0].empty());
}

TEST(SlidingErrors, UnsolvablePairExplainsParity) {
  const SlidingResult r = solve("2 1 3 4 5 6 7 8 0");
  EXPECT_EQ(r.status, Status::NoSolution);
  EXPECT_NE(r.message.find("the start has an odd number of inversions (1) and the goal an even number (0)"),
            std::string::npos)
      << r.message;
  EXPECT_NE(r.message.find("never changes this parity"), std::string::npos);
  EXPECT_FALSE(solvable(board("1 2 3 4 5 6 8 7 0"), default_goal()));
  EXPECT_TRUE(solvable(board("1 2 3 4 5 6 8 7 0"), board("2 1 3 4 5 6 7 8 0")));
  EXPECT_EQ(solve("1 2 3 4 5 6 8 7 0", "2 1 3 4 5 6 7 8 0").status, Status::Solved);
}

TEST(SlidingErrors, BadInputNamesWhatIsWrong) {
  auto error = [](const char* text) { return solve(text).message; };
  EXPECT_NE(error("1 3 0 4 2 7 8 5").find("found 8 numbers"), std::string::npos);
  EXPECT_NE(error("1 3 0 4 2 7 8 5 6 7").find("found 10 numbers"), std::string::npos);
  EXPECT_NE(error("1 3 0 4 2 7 8 5 a").find("item 9 ('a', column 17) is not a number"), std::string::npos);
  EXPECT_NE(error("1 3 3 4 2 7 8 5 0").find("tile 3 appears twice (items 2 and 3)"), std::string::npos);
  EXPECT_NE(error("1 3 3 4 2 7 8 5 0").find("tile 6 is missing"), std::string::npos);
  EXPECT_NE(error("1 2 9 4 5 6 7 8 0").find("is 9, but the tiles are 1 to 8"), std::string::npos);
  EXPECT_NE(error("0 2 3 4 5 6 7 8 0").find("the blank (0) appears twice"), std::string::npos);
  EXPECT_NE(error("").find("no tiles given"), std::string::npos);
  EXPECT_EQ(solve("1 3 0 4 2 7 8 5 6", "1 2 3").message.rfind("goal: ", 0), 0u);
  EXPECT_EQ(solve("1 3 0 4 2 7 8 5 6", "").status, Status::Solved);
  // Other spellings of the same board.
  EXPECT_EQ(board("130427856"), board("1 3 0 4 2 7 8 5 6"));
  EXPECT_EQ(board("1,3,_/4,2,7/8,5,6"), board("1 3 0 4 2 7 8 5 6"));
  EXPECT_EQ(board("1 3 .\n4 2 7\n8 5 6\n"), board("1 3 0 4 2 7 8 5 6"));
}

TEST(SlidingBoard, SlidesFormatParseAndDescribe) {
  const SlidesParse p = parse_slides("U L, down right");
  ASSERT_TRUE(p.ok) << p.error;
  EXPECT_EQ(format_slides(p.slides), "U L D R");
  EXPECT_EQ(format_slides(parse_slides("ULDR").slides), "U L D R");
  EXPECT_FALSE(parse_slides("U X").ok);
  EXPECT_NE(parse_slides("U X").error.find("column 3"), std::string::npos);
  Board b = default_goal();
  EXPECT_FALSE(apply(b, Slide::Down));  // blank in the corner
  EXPECT_EQ(describe_slide(b, Slide::Up), "tile 6 slides down");
  EXPECT_TRUE(apply(b, Slide::Up));
  EXPECT_EQ(format_grid(b), "1 2 3\n4 5 _\n7 8 6\n");
  EXPECT_EQ(format_board(b), "1 2 3 4 5 0 7 8 6");
}

TEST(SlidingBoard, RandomBoardsAreSolvableAndReproducible) {
  Rng a(9), b(9);
  const Board goal = board("1 2 3 4 0 5 6 7 8");
  std::set<Board> seen;
  for (int i = 0; i < 200; ++i) {
    const Board x = random_board(a, goal);
    EXPECT_EQ(x, random_board(b, goal));
    EXPECT_TRUE(solvable(x, goal));
    seen.insert(x);
  }
  EXPECT_GT(seen.size(), 190u);
}

}  // namespace
}  // namespace cube::sliding
