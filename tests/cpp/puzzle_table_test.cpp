// The puzzle table (puzzles/puzzle_table.h): every row found by each of its names and by
// its state length, its scramble replayed through its own notation onto a state its
// validation accepts, a twisty row's facts its model's, and the n x n x n family's piece
// layout (core/cube_layout.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/cube4.h"
#include "core/cube_layout.h"
#include "core/cubie.h"
#include "core/facelets.h"
#include "core/geometry.h"
#include "core/notation.h"
#include "puzzles/cube/cube_entry.h"
#include "puzzles/cube/cube_scramble.h"
#include "puzzles/puzzle_table.h"
#include "puzzles/twisty/twisty_geometry.h"
#include "puzzles/twisty/twisty_puzzle.h"
#include "solvers/registry.h"

namespace cube {
namespace {

bool has_code(const Validation& v, const std::string& code) {
  return std::any_of(v.problems.begin(), v.problems.end(), [&](const Problem& p) { return p.code == code; });
}

TEST(PuzzleTable, EveryRowByEachNameAndByItsStateLength) {
  std::set<int> lengths;
  std::set<std::string> names;
  for (const PuzzleEntry* e : puzzles::all()) {
    const PuzzleInfo& i = e->info;
    EXPECT_TRUE(names.insert(i.name).second) << i.name;
    EXPECT_TRUE(lengths.insert(i.state_length).second) << i.name << ": two rows with states of one length";
    EXPECT_EQ(puzzles::find(i.name), e);
    EXPECT_EQ(puzzles::find(i.label), e) << i.label;
    if (!i.wca_id.empty()) EXPECT_EQ(puzzles::find(i.wca_id), e) << i.wca_id;
    if (!i.twizzle_id.empty()) EXPECT_EQ(puzzles::find(i.twizzle_id), e) << i.twizzle_id;
    for (const std::string& a : i.aliases) EXPECT_EQ(puzzles::find(a), e) << a;
    EXPECT_EQ(puzzles::by_state_length(e->solved()), e) << i.name;
    EXPECT_EQ(puzzles::state_symbols(e->solved()), i.state_length) << i.name;
    EXPECT_TRUE(e->validate(e->solved()).ok()) << i.name;
    EXPECT_FALSE(i.metrics.empty()) << i.name;
    EXPECT_EQ(registry::canonical_puzzle(i.name), i.name);
    if (e->twisty) {  // what a twisty row says without its model (built on first use) is the model's
      const twisty::Puzzle& p = e->twisty();
      EXPECT_EQ(i.state_length, p.sticker_count()) << i.name;
      EXPECT_EQ(i.scramble_kind, p.move_scramble ? "random-moves" : "random-state") << i.name;
      EXPECT_EQ(i.notation, p.accepted) << i.name;
    }
  }
  EXPECT_EQ(puzzles::find("5X5X5"), &puzzles::cube_entry(5));
  EXPECT_EQ(puzzles::find("gigaminx"), nullptr);
  EXPECT_EQ(puzzles::by_state_length(std::string(55, 'U')), nullptr);
}

TEST(PuzzleTable, DefaultSolversSolveTheirPuzzle) {
  // Every puzzle of the table has one (the 6x6x6 and 7x7x7 since the reduction took them).
  for (const PuzzleEntry* e : puzzles::all()) {
    const std::string& solver = e->info.default_solver;
    ASSERT_FALSE(solver.empty()) << e->info.name << " has no solver";
    const registry::SolverInfo* s = registry::find_solver(solver);
    ASSERT_NE(s, nullptr) << e->info.name << ": " << solver;
    EXPECT_NE(std::find(s->puzzles.begin(), s->puzzles.end(), e->info.name), s->puzzles.end()) << solver;
  }
  // The 6x6x6 through the registry with no solver named: its default solves it.
  const Puzzle six{6};
  std::string state = solved_facelets(six);
  const ParsedAlg scramble = parse_alg_for(6, "3Rw U 2F' Lw2 3U D' 2B");
  ASSERT_TRUE(scramble.ok);
  apply_moves(six, state, scramble.moves);
  registry::SolveRequest r;
  r.puzzle = "6x6x6";
  r.state = state;
  const registry::SolveReply reply = registry::solve(r);
  ASSERT_EQ(reply.status, SolveResult::Status::Solved) << reply.message;
  const ParsedAlg solution = parse_alg_for(6, reply.solutions.front().moves);
  ASSERT_TRUE(solution.ok) << reply.solutions.front().moves;
  EXPECT_EQ(apply_moves(six, state, solution.moves), -1);
  EXPECT_TRUE(puzzles::cube_entry(6).is_solved(state)) << state;  // read from DBL: the cube may be turned whole
}

TEST(PuzzleTable, ScramblesReplayOntoValidStates) {
  for (const PuzzleEntry* e : puzzles::all()) {
    if (e->info.cube_size == 4) continue;  // its random-state scramble solves with reduction (ReductionSolve)
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      Rng rng(seed);
      const PuzzleScramble s = e->scramble(rng);
      const Applied a = e->apply(s.moves, "");
      ASSERT_TRUE(a.ok) << e->info.name << ": " << s.moves << ": " << a.error;
      EXPECT_EQ(a.state, s.state) << e->info.name << ": " << s.moves;
      EXPECT_TRUE(e->validate(s.state).ok()) << e->info.name << ": " << s.state;
      if (e->info.scramble_kind == "random-moves") {
        std::istringstream words(s.moves);
        int count = 0;
        for (std::string w; words >> w;) ++count;
        EXPECT_EQ(count, e->info.scramble_moves) << e->info.name;
      }
      Rng again(seed);
      EXPECT_EQ(e->scramble(again).moves, s.moves) << e->info.name << ": not reproducible from its seed";
      Rng rs(seed);
      const std::string random = e->random_state(rs);
      EXPECT_TRUE(e->validate(random).ok()) << e->info.name << ": " << random;
    }
  }
}

TEST(PuzzleTable, ApplyNamesTheWrongMoveAndTheWrongStart) {
  const Applied m = puzzles::cube_entry(5).apply("R U 6R", "");
  EXPECT_FALSE(m.ok);
  EXPECT_EQ(m.column, 5) << m.error;
  EXPECT_FALSE(m.bad_start);
  const Applied s = puzzles::cube_entry(6).apply("R", "UUU");
  EXPECT_FALSE(s.ok);
  EXPECT_TRUE(s.bad_start);
  EXPECT_NE(s.error.find("216"), std::string::npos) << s.error;
  const Applied p = puzzles::find("pyraminx")->apply("U R M", "");
  EXPECT_FALSE(p.ok);
  EXPECT_EQ(p.column, 5) << p.error;
  const Applied b = puzzles::find("8puzzle")->apply("U U U", "");
  EXPECT_FALSE(b.ok);
  EXPECT_NE(b.error.find("slide 3"), std::string::npos) << b.error;
  // The Clock: by its WCA id, its moves with their column, its start checked dial by dial.
  const PuzzleEntry* clock = puzzles::find("CLOCK");
  ASSERT_NE(clock, nullptr);
  EXPECT_EQ(clock->info.view, "dials");
  const Applied c = clock->apply("UR3+ y2 DL7-", "");
  EXPECT_FALSE(c.ok);
  EXPECT_EQ(c.column, 9) << c.error;
  const Applied cs = clock->apply("UR3+", "000000000/100000000/dddd");
  EXPECT_TRUE(cs.bad_start);
  EXPECT_NE(cs.error.find("back UL"), std::string::npos) << cs.error;
  const Applied ok = clock->apply("UR3+ y2 UR3-", "");
  ASSERT_TRUE(ok.ok) << ok.error;
  EXPECT_FALSE(clock->is_solved(ok.state));
  EXPECT_TRUE(clock->is_solved(clock->apply("UR3+ DL2- UR3- DL2+ y2", "").state));
  // A text of 22 symbols is a state unless it reads as moves.
  EXPECT_TRUE(clock->reads_as_state(clock->solved()));
  EXPECT_FALSE(clock->reads_as_state("UR1+ DR2- DL3+ UL4- U5+"));
  EXPECT_EQ(puzzles::by_state_length("0045685aa/890b89287/dUUd"), clock);
  // The Square-1: by its WCA id, a slash the shape refuses named with its column, its
  // start checked piece by piece, a state told from moves.
  const PuzzleEntry* sq1 = puzzles::find("SQ1");
  ASSERT_NE(sq1, nullptr);
  EXPECT_EQ(sq1->info.view, "sq1");
  EXPECT_EQ(puzzles::find("square-1"), sq1);
  const Applied q = sq1->apply("(1,0) / (-1,1) /", "");
  EXPECT_FALSE(q.ok);
  EXPECT_EQ(q.column, 16) << q.error;
  const Applied qs = sq1->apply("(1,0)", "AABCCDEEFGGH/IJJKLLMNNOPA/0");
  EXPECT_TRUE(qs.bad_start);
  EXPECT_NE(qs.error.find("UFL corner (A)"), std::string::npos) << qs.error;
  const Applied qok = sq1->apply("(1,0) / / (-1,0)", "");
  ASSERT_TRUE(qok.ok) << qok.error;
  EXPECT_FALSE(sq1->is_solved(sq1->apply("(1,0) /", "").state));
  EXPECT_TRUE(sq1->is_solved(qok.state));
  EXPECT_TRUE(sq1->reads_as_state(sq1->solved()));
  EXPECT_FALSE(sq1->reads_as_state("(1,0) / (-1,0) / (0,3) / (3,3) / (1,1) / (2,2) /"));
  EXPECT_EQ(puzzles::by_state_length("HAABCCJJKLLM/DEEFGGNNOPPI/1"), sq1);
}

TEST(PuzzleTable, BigCubeScramblesRepeatNoBlockInAnAxisRun) {
  for (int n = 5; n <= 7; ++n) {
    Rng rng(static_cast<uint64_t>(n));
    const std::vector<Move> moves = puzzles::random_move_scramble(n, puzzles::random_moves_of(n), rng);
    ASSERT_EQ(static_cast<int>(moves.size()), n == 5 ? 60 : n == 6 ? 80 : 100);
    std::vector<std::pair<char, int>> run;
    int axis = -1;
    std::set<int> widths;
    for (const Move& m : moves) {
      LayerTurn t;
      ASSERT_TRUE(layer_turn(m, n, t)) << to_string(m);
      const int width = m.kind == Move::Kind::Face ? 1 : m.depth == 0 ? 2 : m.depth;
      EXPECT_LE(width, n / 2) << to_string(m);
      widths.insert(width);
      if (static_cast<int>(t.axis) != axis) run.clear(), axis = static_cast<int>(t.axis);
      EXPECT_EQ(std::count(run.begin(), run.end(), std::pair<char, int>{m.family, width}), 0) << to_string(m);
      run.push_back({m.family, width});
    }
    EXPECT_EQ(static_cast<int>(widths.size()), n / 2) << "every width drawn on the " << n << "x" << n << "x" << n;
    EXPECT_EQ(parse_alg_for(n, format_moves(moves)).moves, moves);
  }
}

// ---- The n x n x n layout -------------------------------------------------------------

TEST(CubeLayout, SmallCubesMatchTheirOwnTables) {
  const CubeLayout& two = *cube_layout(2);
  const CubeLayout& three = *cube_layout(3);
  for (int c = 0; c < 8; ++c)
    for (int k = 0; k < 3; ++k) {
      EXPECT_EQ(two.corner[c][k], kCornerFacelets2[c][k]);
      EXPECT_EQ(three.corner[c][k], kCornerFacelets3[c][k]);
    }
  for (int e = 0; e < 12; ++e)
    for (int k = 0; k < 2; ++k) EXPECT_EQ(three.midge[e][k], kEdgeFacelets3[e][k]);
  const CubeLayout& four = *cube_layout(4);
  ASSERT_EQ(four.wings.size(), 1u);
  ASSERT_EQ(four.centres.size(), 1u);
  for (int w = 0; w < 24; ++w) EXPECT_EQ(four.wings[0][w], cube4::layout().wing[w]);
  for (int i = 0; i < 24; ++i) EXPECT_EQ(four.centres[0][i], cube4::layout().centre[i]);
  EXPECT_EQ(four.reduced, cube4::layout().reduced);
}

TEST(CubeLayout, OrbitsPartitionTheStickersAndEveryTurnKeepsThem) {
  for (int n = 2; n <= 7; ++n) {
    const CubeLayout& l = *cube_layout(n);
    std::vector<std::vector<int>> orbits;
    std::vector<int> corners;
    for (const auto& c : l.corner) corners.insert(corners.end(), c.begin(), c.end());
    orbits.push_back(corners);
    std::vector<int> midges;
    for (const auto& m : l.midge) midges.insert(midges.end(), m.begin(), m.end());
    if (!midges.empty()) orbits.push_back(midges);
    if (!l.fixed_centre.empty()) orbits.push_back(l.fixed_centre);
    for (const auto& orbit : l.wings) {
      std::vector<int> w;
      for (const auto& p : orbit) w.insert(w.end(), p.begin(), p.end());
      orbits.push_back(w);
    }
    for (const auto& orbit : l.centres) orbits.push_back({orbit.begin(), orbit.end()});
    std::vector<int> seen(6 * n * n, 0);
    for (const auto& o : orbits)
      for (int s : o) ++seen[s];
    EXPECT_EQ(std::count(seen.begin(), seen.end(), 1), 6 * n * n) << n << ": every sticker in exactly one orbit";
    EXPECT_EQ(static_cast<int>(l.wings.size()), (n - 2) / 2);
    EXPECT_EQ(static_cast<int>(l.centres.size()), ((n - 2) * (n - 2) - n % 2) / 4);
    for (int axis = 0; axis < 3; ++axis)
      for (int layer = 0; layer < n; ++layer) {
        const LayerTurn t{static_cast<Axis>(axis), static_cast<uint8_t>(1 << layer), 1};
        const std::vector<int> perm = sticker_permutation(t, n);
        ASSERT_EQ(static_cast<int>(perm.size()), 6 * n * n);
        for (const auto& o : orbits) {
          const std::set<int> before(o.begin(), o.end());
          for (int s : o) EXPECT_TRUE(before.count(perm[s])) << n << ": a turn carries a sticker out of its orbit";
        }
      }
  }
}

// ---- Validation of the big cubes ------------------------------------------------------

std::string scrambled(int n, uint64_t seed) {
  Rng rng(seed);
  return puzzles::cube_entry(n).scramble(rng).state;
}

TEST(BigCubeValidate, RandomStatesAndScramblesAreValid) {
  for (int n = 5; n <= 7; ++n)
    for (uint64_t seed = 1; seed <= 10; ++seed) {
      Rng rng(seed);
      const std::string s = random_facelets(Puzzle{n}, rng);
      const Validation v = validate(Puzzle{n}, s);
      EXPECT_TRUE(v.ok()) << n << ": " << (v.ok() ? "" : v.problems[0].message);
      EXPECT_TRUE(validate(Puzzle{n}, scrambled(n, seed)).ok()) << n;
    }
}

TEST(BigCubeValidate, EachPieceProblemNamedByPiece) {
  for (int n = 5; n <= 7; ++n) {
    const CubeLayout& l = *cube_layout(n);
    const std::string solved = solved_facelets(Puzzle{n});
    // A wing turned over in its place is the mirror wing: its orbit has it twice.
    std::string s = solved;
    std::swap(s[l.wings[0][2][0]], s[l.wings[0][2][1]]);
    Validation v = validate(Puzzle{n}, s);
    EXPECT_TRUE(has_code(v, "duplicate-wing")) << n;
    EXPECT_NE(v.problems[0].message.find("UF wing"), std::string::npos) << v.problems[0].message;
    // A middle edge flipped (odd cubes).
    if (n % 2 == 1) {
      s = solved;
      std::swap(s[l.midge[1][0]], s[l.midge[1][1]]);
      v = validate(Puzzle{n}, s);
      ASSERT_TRUE(has_code(v, "flipped-edge")) << n;
      EXPECT_NE(v.problems[0].message.find("middle edge"), std::string::npos) << v.problems[0].message;
      s = solved;  // two middle edges swapped: parity
      for (int k = 0; k < 2; ++k) std::swap(s[l.midge[0][k]], s[l.midge[1][k]]);
      v = validate(Puzzle{n}, s);
      EXPECT_TRUE(has_code(v, "parity")) << n;
    }
    // A corner twisted in place.
    s = solved;
    const char first = s[l.corner[0][0]];
    s[l.corner[0][0]] = s[l.corner[0][1]], s[l.corner[0][1]] = s[l.corner[0][2]], s[l.corner[0][2]] = first;
    v = validate(Puzzle{n}, s);
    EXPECT_TRUE(has_code(v, "twisted-corner")) << n;
    // Two centre stickers of one orbit exchanged with another orbit's: the counts tell.
    const int orbits = static_cast<int>(l.centres.size());
    s = solved;
    std::swap(s[l.centres[0][0]], s[l.centres[orbits - 1][23]]);
    v = validate(Puzzle{n}, s);
    ASSERT_TRUE(has_code(v, "centres")) << n;
    EXPECT_NE(v.problems[0].message.find("like U"), std::string::npos) << v.problems[0].message;
    // Centre stickers of one orbit moved among faces: still valid (interchangeable).
    s = solved;
    std::swap(s[l.centres[0][0]], s[l.centres[0][23]]);
    EXPECT_TRUE(validate(Puzzle{n}, s).ok()) << n;
  }
}

TEST(BigCubeValidate, EverySingleStickerChangeIsCaught) {
  for (int n = 5; n <= 7; ++n) {
    const std::string base = scrambled(n, 7);
    for (size_t i = 0; i < base.size(); ++i) {
      std::string s = base;
      s[i] = s[i] == 'U' ? 'R' : 'U';
      EXPECT_FALSE(validate(Puzzle{n}, s).ok()) << n << ": sticker " << i;
    }
  }
}

// A sticker's layer on an axis of its geometry: the cuts below its centre.
int layer_of(const PuzzleGeometry& g, int sticker, int axis) {
  const auto& outline = g.stickers[sticker].outline;
  double d = 0;
  for (const auto& p : outline)
    for (int i = 0; i < 3; ++i) d += p[i] * g.axes[axis].vector[i] / static_cast<double>(outline.size());
  const auto& cuts = g.axes[axis].cuts;
  return static_cast<int>(std::count_if(cuts.begin(), cuts.end(), [d](double c) { return c < d; }));
}

// The geometry a view draws moves, for every turn, the stickers the model's turn moves:
// those in the turn's layers (a centre on the axis stays put, so it may be left out).
TEST(PuzzleGeometry, TheLayersOfEveryTurnAreTheStickersItMoves) {
  for (const PuzzleEntry* e : puzzles::all()) {
    if (!e->geometry) {
      EXPECT_TRUE(e->info.view == "board" || e->info.view == "dials" || e->info.view == "sq1") << e->info.name;
      continue;
    }
    const PuzzleGeometry g = e->geometry();
    ASSERT_EQ(static_cast<int>(g.stickers.size()), e->info.state_length) << e->info.name;
    EXPECT_EQ(g.faces.size(), g.colours.size());
    for (const auto& s : g.stickers) {
      EXPECT_GE(s.outline.size(), 3u);
      EXPECT_EQ(s.net.size(), s.outline.size());
      EXPECT_TRUE(s.piece >= 0 && s.piece < static_cast<int>(g.pieces.size()));
    }
    for (const auto& a : g.axes) EXPECT_TRUE(std::is_sorted(a.cuts.begin(), a.cuts.end())) << a.name;
    const int count = static_cast<int>(g.stickers.size());
    const auto check = [&](const std::string& turn, int axis, const std::vector<int>& layers, auto moves) {
      for (int i = 0; i < count; ++i) {
        const bool in = std::count(layers.begin(), layers.end(), layer_of(g, i, axis)) > 0;
        if (moves(i)) EXPECT_TRUE(in) << e->info.name << " " << turn << " sticker " << i;
      }
      // Every sticker of a piece is in the same layers as its piece's others.
      for (int i = 0; i < count; ++i)
        for (int j = 0; j < count; ++j)
          if (g.stickers[i].piece == g.stickers[j].piece)
            EXPECT_EQ(layer_of(g, i, axis), layer_of(g, j, axis)) << e->info.name << " " << i << " " << j;
    };
    if (e->twisty) {
      for (const twisty::Turn& t : e->twisty().turns) {
        const twisty::TurnLayers tl = twisty::turn_layers(g, t);
        // The axis the geometry finds is the one the turn names (the WCA's Megaminx R++
        // turns about DR, the face opposite the L layer it keeps: TNoodle's bigTurn).
        EXPECT_EQ(g.axes[tl.axis].name, twisty::axis_name(t)) << t.name;
        check(t.name, tl.axis, tl.layers, [&](int i) { return t.from[i] != i; });
      }
      continue;
    }
    const int n = e->info.cube_size;
    EXPECT_EQ(g.pieces.size(), static_cast<size_t>(n * n * n));
    for (int axis = 0; axis < 3; ++axis)
      for (int layer = 0; layer < n; ++layer) {
        const LayerTurn t{static_cast<Axis>(axis), static_cast<uint8_t>(1u << layer), 1};
        const std::vector<int> perm = sticker_permutation(t, n);
        ASSERT_EQ(static_cast<int>(perm.size()), count);
        check(g.axes[axis].name + std::to_string(layer), axis, {layer}, [&](int i) { return perm[i] != i; });
        // And no sticker outside the layer moves; every sticker inside it does but the centre on the axis.
        for (int i = 0; i < count; ++i)
          if (layer_of(g, i, axis) != layer) EXPECT_EQ(perm[i], i);
      }
  }
}

}  // namespace
}  // namespace cube

TEST(PuzzleTable, TheMegaminxRow) {
  const cube::PuzzleEntry* m = cube::puzzles::find("minx");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->info.name, "megaminx");
  EXPECT_EQ(m->info.wca_id, "minx");
  EXPECT_EQ(m->info.twizzle_id, "megaminx");
  EXPECT_EQ(m->info.view, "twisty");
  EXPECT_EQ(m->info.state_length, 132);
  EXPECT_EQ(m->info.scramble_kind, "random-moves");
  EXPECT_EQ(m->info.scramble_moves, 77);
  EXPECT_EQ(m->info.default_solver, "megaminx");
  ASSERT_NE(m->twisty, nullptr);
  EXPECT_EQ(m->geometry().stickers.size(), 132u);
  EXPECT_EQ(cube::puzzles::by_state_length(m->solved()), m);
  const cube::Applied a = m->apply("R++ D-- U'", "");
  ASSERT_TRUE(a.ok) << a.error;
  EXPECT_TRUE(m->validate(a.state).ok());
  EXPECT_FALSE(m->is_solved(a.state));
  EXPECT_EQ(m->apply("R++ D-+", "").column, 5);
}
