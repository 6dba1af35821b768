// Pyraminx and Skewb: the distance tables against the published distance counts, the
// core's turns against a model of each puzzle written here (from the sticker order
// docs/ARCHITECTURE.md documents, by hand or by exact integer rotations), every solution
// replayed on that model, the solver's length against the table's distance, scrambles,
// notation errors and piece-level validation messages.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "core/random_state.h"
#include "puzzles/pyraminx/pyraminx.h"
#include "puzzles/skewb/skewb.h"
#include "puzzles/twisty/twisty_notation.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_solver.h"
#include "puzzles/twisty/twisty_validate.h"
#include "solvers/registry.h"

namespace cube::twisty {
namespace {

namespace reg = cube::registry;

// ---- An independent Pyraminx -----------------------------------------------------------
// Faces F L R D, 9 stickers each: row 0 {0}, row 1 {1 2 3}, row 2 {4 5 6 7 8} from the
// apex. The stickers around a corner of a face, as {tip, centre, edge on the left, edge
// on the right} seen with that corner on top.
constexpr std::array<int, 4> kApex = {0, 2, 1, 3}, kBottomLeft = {4, 5, 6, 1}, kBottomRight = {8, 7, 3, 6};
constexpr int F = 0, L = 1, R = 2, D = 3;
struct Around {
  int face;
  std::array<int, 4> region;
};
// Each corner's three faces in clockwise order seen from the corner: a clockwise turn
// carries each face's stickers to the next face.
const std::map<char, std::array<Around, 3>> kPyraminxCorners = {
    {'U', {{{F, kApex}, {L, kApex}, {R, kApex}}}},
    {'L', {{{F, kBottomLeft}, {D, kBottomRight}, {L, kBottomRight}}}},
    {'R', {{{F, kBottomRight}, {R, kBottomLeft}, {D, kBottomLeft}}}},
    {'B', {{{L, kBottomLeft}, {D, kApex}, {R, kBottomRight}}}},
};

std::string pyraminx_turn(const std::string& s, const std::string& name) {
  const char corner = static_cast<char>(std::toupper(name[0]));
  const bool tip_only = std::islower(name[0]);
  const bool inverse = name.size() > 1;
  const auto& faces = kPyraminxCorners.at(corner);
  std::string out = s;
  for (int i = 0; i < 3; ++i) {
    const Around& from = faces[i];
    const Around& to = faces[(i + (inverse ? 2 : 1)) % 3];
    for (int k = 0; k < (tip_only ? 1 : 4); ++k) out[to.face * 9 + to.region[k]] = s[from.face * 9 + from.region[k]];
  }
  return out;
}

// ---- An independent Skewb ---------------------------------------------------------------
// Faces U R F D L B with the 3x3x3 net's right and up; stickers top-left, top-right,
// centre, bottom-left, bottom-right at 3 n + 2 (x right + y up) (a corner sticker's
// centroid is 2/3 of the way to its corner), exact integers.
using V = std::array<int, 3>;
struct NetFace {
  V n, right, up;
};
const NetFace kSkewbFaces[] = {{{0, 1, 0}, {1, 0, 0}, {0, 0, -1}}, {{1, 0, 0}, {0, 0, -1}, {0, 1, 0}},
                               {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}},  {{0, -1, 0}, {1, 0, 0}, {0, 0, 1}},
                               {{-1, 0, 0}, {0, 0, 1}, {0, 1, 0}}, {{0, 0, -1}, {-1, 0, 0}, {0, 1, 0}}};
std::vector<V> skewb_positions() {
  std::vector<V> out;
  const int xy[5][2] = {{-1, 1}, {1, 1}, {0, 0}, {-1, -1}, {1, -1}};
  for (const NetFace& f : kSkewbFaces)
    for (const auto& [x, y] : xy) {
      V v;
      for (int k = 0; k < 3; ++k) v[k] = 3 * f.n[k] + 2 * (x * f.right[k] + y * f.up[k]);
      out.push_back(v);
    }
  return out;
}
// 120 degrees clockwise seen from the corner a (signs): (x y z) -> (y z x) about
// (1 1 1), conjugated by the signs (a reflection reverses the sense).
V rotate(V v, V a) {
  V w = {v[0] * a[0], v[1] * a[1], v[2] * a[2]};
  const bool odd = a[0] * a[1] * a[2] < 0;
  w = odd ? V{w[2], w[0], w[1]} : V{w[1], w[2], w[0]};
  return {w[0] * a[0], w[1] * a[1], w[2] * a[2]};
}
std::string skewb_turn(const std::string& s, const std::string& name) {
  static const std::map<char, V> axis = {
      {'R', {1, -1, -1}}, {'U', {-1, 1, -1}}, {'L', {-1, -1, 1}}, {'B', {-1, -1, -1}}};
  static const std::vector<V> pos = skewb_positions();
  const V a = axis.at(name[0]);
  std::string out = s;
  for (int times = name.size() > 1 ? 2 : 1; times > 0; --times) {
    const std::string in = out;
    for (size_t i = 0; i < pos.size(); ++i) {
      if (pos[i][0] * a[0] + pos[i][1] * a[1] + pos[i][2] * a[2] <= 0) continue;
      const V to = rotate(pos[i], a);
      for (size_t j = 0; j < pos.size(); ++j)
        if (pos[j] == to) out[j] = in[i];
    }
  }
  return out;
}

// ---- Shared -------------------------------------------------------------------------------

std::string model_turn(const Puzzle& p, const std::string& s, const std::string& name) {
  return p.name == "pyraminx" ? pyraminx_turn(s, name) : skewb_turn(s, name);
}

std::string model_apply(const Puzzle& p, std::string s, const std::string& moves) {
  size_t i = 0;
  while (i < moves.size()) {
    const size_t j = moves.find(' ', i);
    const std::string word = moves.substr(i, j == std::string::npos ? std::string::npos : j - i);
    if (!word.empty()) s = model_turn(p, s, word);
    if (j == std::string::npos) break;
    i = j + 1;
  }
  return s;
}

bool solved(const Puzzle& p, const std::string& s) { return s == p.solved(); }

// Distinct labels on every sticker: a turn that differs anywhere shows.
std::string labels(int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += static_cast<char>('0' + i);
  return s;
}

std::vector<const Puzzle*> puzzles() { return {&pyraminx(), &skewb()}; }

TEST(Twisty, EveryTurnMatchesTheModelWrittenHere) {
  for (const Puzzle* p : puzzles()) {
    for (size_t t = 0; t < p->turns.size(); ++t) {
      SCOPED_TRACE(p->name + " " + p->turns[t].name);
      std::string core = labels(p->sticker_count());
      apply(*p, core, {static_cast<int>(t)});
      EXPECT_EQ(core, model_turn(*p, labels(p->sticker_count()), p->turns[t].name));
    }
  }
}

TEST(Twisty, DistanceCountsAreThePublishedOnes) {
  // Jaap Scherphuis' puzzle pages: the Pyraminx without tips (933,120 states, God's
  // number 11) and the Skewb in the WCA metric (3,149,280 states, 11).
  const std::vector<uint64_t> pyraminx_counts = {1, 8, 48, 288, 1728, 9896, 51808, 220111, 480467, 166276, 2457, 32};
  const std::vector<uint64_t> skewb_counts = {1, 8, 48, 288, 1728, 10248, 59304, 315198, 1225483, 1455856, 81028, 90};
  EXPECT_EQ(distance_table(pyraminx()).counts(), pyraminx_counts);
  EXPECT_EQ(distance_table(skewb()).counts(), skewb_counts);
  // Every state of the components' product is reached: reachability of each component
  // (DistanceTable::reachable, validation) is reachability of the state.
  for (const Puzzle* p : puzzles()) {
    const std::vector<uint64_t> c = distance_table(*p).counts();
    EXPECT_EQ(std::accumulate(c.begin(), c.end(), uint64_t{0}), distance_table(*p).size()) << p->name;
  }
}

// Tips the Pyraminx solver has to turn: a tip whose stickers differ from its centre's.
int misaligned_tips(const std::string& s) {
  int n = 0;
  for (const auto& [corner, faces] : kPyraminxCorners) {
    const Around& a = faces[0];
    n += s[a.face * 9 + a.region[0]] != s[a.face * 9 + a.region[1]];
  }
  return n;
}

TEST(Twisty, RandomStatesAreSolvedOptimallyAndReplayedOnTheModel) {
  for (const Puzzle* p : puzzles()) {
    const DistanceTable& table = distance_table(*p);
    Rng rng(23);
    for (int i = 0; i < 300; ++i) {
      const std::string state = to_stickers(*p, table.random_pieces(rng));
      SCOPED_TRACE(p->name + " " + state);
      reg::SolveRequest req;
      req.puzzle = p->name;
      req.state = state;
      const reg::SolveReply r = reg::solve(req);
      ASSERT_EQ(r.status, SolveResult::Status::Solved) << r.message;
      const std::string& moves = r.solutions.front().moves;
      EXPECT_TRUE(solved(*p, model_apply(*p, state, moves))) << moves;
      const PieceReading read = read_pieces(*p, state);
      ASSERT_TRUE(read.ok);
      uint64_t index = 0;
      ASSERT_TRUE(table.index_of(read.pieces, &index, nullptr));
      const int tips = p->name == "pyraminx" ? misaligned_tips(state) : 0;
      EXPECT_EQ(r.solutions.front().length, table.distance(index) + tips) << moves;
    }
  }
}

TEST(Twisty, ScramblesAreFarEnoughAndMakeTheirState) {
  for (const Puzzle* p : puzzles()) {
    for (uint64_t seed = 1; seed <= 50; ++seed) {
      const reg::Scramble s = reg::scramble(p->name, seed);
      ASSERT_TRUE(s.ok) << s.error;
      EXPECT_EQ(model_apply(*p, p->solved(), s.moves), s.state) << s.moves;
      reg::SolveRequest req;
      req.puzzle = p->name;
      req.state = s.state;
      const reg::SolveReply r = reg::solve(req);
      ASSERT_EQ(r.status, SolveResult::Status::Solved);
      const int tips = p->name == "pyraminx" ? misaligned_tips(s.state) : 0;
      EXPECT_GE(r.solutions.front().length - tips, p->min_scramble_distance) << s.moves;
      // The scramble is the inverse of an optimal solution: as long as one.
      EXPECT_EQ(static_cast<int>(std::count(s.moves.begin(), s.moves.end(), ' ') + 1), r.solutions.front().length);
    }
  }
}

TEST(Twisty, AMoveThePuzzleLacksIsNamedWithItsColumnAndTheTurnsItAccepts) {
  const ParsedTurns m = parse_turns(pyraminx(), "U L' M u");
  ASSERT_FALSE(m.ok);
  EXPECT_EQ(m.column, 6);
  EXPECT_NE(m.error.find("'M'"), std::string::npos) << m.error;
  EXPECT_NE(m.error.find("column 6"), std::string::npos) << m.error;
  EXPECT_NE(m.error.find("U L R B"), std::string::npos) << m.error;
  const ParsedTurns r2 = parse_turns(skewb(), "R U2");
  ASSERT_FALSE(r2.ok);
  EXPECT_EQ(r2.column, 3);
  EXPECT_NE(r2.error.find("'U2'"), std::string::npos) << r2.error;
  EXPECT_NE(r2.error.find("R U L B"), std::string::npos) << r2.error;
  // Written together, with typographic quotes.
  const ParsedTurns together = parse_turns(skewb(), "RU\u2019L'B");
  ASSERT_TRUE(together.ok) << together.error;
  EXPECT_EQ(format_turns(skewb(), together.turns), "R U' L' B");
  const reg::ScrambledState bad = reg::apply_scramble("pyraminx", "R F");
  EXPECT_FALSE(bad.ok);
  EXPECT_NE(bad.error.find("'F' is not a Pyraminx turn"), std::string::npos) << bad.error;
}

TEST(Twisty, PaintedStatesThatAreNotStatesNameThePiece) {
  // Two stickers of one Pyraminx edge exchanged: the edge is flipped in place.
  std::string flipped = pyraminx().solved();
  const std::vector<int>& ul = pyraminx().orbits[0].slots[0];
  std::swap(flipped[ul[0]], flipped[ul[1]]);
  reg::SolveRequest req;
  req.puzzle = "pyraminx";
  req.state = flipped;
  reg::SolveReply r = reg::solve(req);
  EXPECT_EQ(r.status, SolveResult::Status::BadInput);
  EXPECT_NE(r.message.find("edge"), std::string::npos) << r.message;
  // Two edges exchanged (an odd permutation).
  Pieces swapped = solved_pieces(pyraminx());
  std::swap(swapped.piece[0][0], swapped.piece[0][1]);
  req.state = to_stickers(pyraminx(), swapped);
  r = reg::solve(req);
  EXPECT_EQ(r.status, SolveResult::Status::BadInput);
  EXPECT_NE(r.message.find("two edges are swapped"), std::string::npos) << r.message;
  // A sticker of a colour the piece cannot have names the piece and its place.
  std::string wrong = skewb().solved();
  wrong[2] = 'R';  // the U centre painted R
  req.puzzle = "skewb";
  req.state = wrong;
  r = reg::solve(req);
  EXPECT_EQ(r.status, SolveResult::Status::BadInput);
  EXPECT_NE(r.message.find("the R centre is at both U and R"), std::string::npos) << r.message;
  // A twisted Skewb corner.
  Pieces twisted = solved_pieces(skewb());
  twisted.twist[1][1] = 1;
  req.state = to_stickers(skewb(), twisted);
  r = reg::solve(req);
  EXPECT_EQ(r.status, SolveResult::Status::BadInput);
  EXPECT_NE(r.message.find("corner"), std::string::npos) << r.message;
  // Colours read as faces.
  req.state = "WWWWWRRRRRGGGGGYYYYYOOOOOBBBBB";
  EXPECT_EQ(reg::solve(req).status, SolveResult::Status::Solved);
  req.state = "WWWWWRRRRRGGGGGYYYYYOOOOOBBBBX";
  r = reg::solve(req);
  EXPECT_NE(r.message.find("sticker 29"), std::string::npos) << r.message;
}

TEST(Twisty, ValidationNamesThePieceToFixWithItsStickers) {
  // One Pyraminx edge flipped in place: that edge, its two stickers.
  const Orbit& edges = pyraminx().orbits[0];
  Pieces flipped = solved_pieces(pyraminx());
  flipped.twist[0][2] = 1;
  TwistyValidation v = validate_twisty(pyraminx(), to_stickers(pyraminx(), flipped));
  ASSERT_FALSE(v.ok);
  ASSERT_EQ(v.problems.size(), 1u);
  EXPECT_EQ(v.problems[0].code, "flipped");
  EXPECT_NE(v.problems[0].message.find("edge at " + edges.names[2]), std::string::npos) << v.problems[0].message;
  EXPECT_EQ(v.problems[0].stickers, edges.slots[2]);
  // Two edges swapped: both named, and their stickers.
  Pieces swapped = solved_pieces(pyraminx());
  std::swap(swapped.piece[0][1], swapped.piece[0][4]);
  v = validate_twisty(pyraminx(), to_stickers(pyraminx(), swapped));
  ASSERT_EQ(v.problems.size(), 1u);
  EXPECT_EQ(v.problems[0].code, "swapped");
  EXPECT_NE(v.problems[0].message.find("the " + edges.names[4] + " edge at " + edges.names[1]), std::string::npos)
      << v.problems[0].message;
  EXPECT_EQ(v.problems[0].stickers.size(), 4u);
  // A Skewb corner twisted in place, with the way to turn it back.
  Pieces twisted = solved_pieces(skewb());
  twisted.twist[2][3] = 2;
  v = validate_twisty(skewb(), to_stickers(skewb(), twisted));
  ASSERT_EQ(v.problems.size(), 1u);
  EXPECT_EQ(v.problems[0].code, "twisted");
  EXPECT_NE(v.problems[0].message.find("corner at " + skewb().orbits[2].names[3] +
                                       " is twisted in place: twist it counter-clockwise"),
            std::string::npos)
      << v.problems[0].message;
  EXPECT_EQ(v.problems[0].stickers, skewb().orbits[2].slots[3]);
  // Two Skewb centres swapped (an odd permutation).
  Pieces centres = solved_pieces(skewb());
  std::swap(centres.piece[0][0], centres.piece[0][2]);
  v = validate_twisty(skewb(), to_stickers(skewb(), centres));
  ASSERT_EQ(v.problems.size(), 1u);
  EXPECT_EQ(v.problems[0].code, "swapped");
  // A doubled piece names both places and their stickers; a state turned is valid.
  std::string doubled = skewb().solved();
  doubled[2] = 'R';
  v = validate_twisty(skewb(), doubled);
  ASSERT_FALSE(v.ok);
  const auto doubled_at = std::find_if(v.problems.begin(), v.problems.end(), [](const TwistyProblem& p) {
    return p.message.find("at both") != std::string::npos;
  });
  ASSERT_NE(doubled_at, v.problems.end());
  EXPECT_EQ(doubled_at->code, "piece");
  EXPECT_EQ(doubled_at->stickers, (std::vector<int>{2, 7}));
  for (const Puzzle* p : puzzles()) {
    std::string s = p->solved();
    apply(*p, s, parse_turns(*p, p->name == "pyraminx" ? "U l' R B' u" : "R U' L B").turns);
    EXPECT_TRUE(validate_twisty(*p, s).ok) << p->name;
  }
}

TEST(Twisty, TheViewsGeometryTurnsAsThePermutationDoes) {
  // Rotating a sticker's outline by a turn's axis and angle lands it on the outline of
  // the sticker the permutation sends it to: the views animate what the core does.
  for (const Puzzle* p : puzzles()) {
    ASSERT_EQ(static_cast<int>(p->outlines.size()), p->sticker_count());
    ASSERT_EQ(static_cast<int>(p->net_outlines.size()), p->sticker_count());
    auto middle = [&](int s) {
      Vec3 m = {0, 0, 0};
      for (const Vec3& v : p->outlines[s])
        for (int k = 0; k < 3; ++k) m[k] += v[k] / static_cast<double>(p->outlines[s].size());
      return m;
    };
    for (const Turn& t : p->turns) {
      const double len = std::sqrt(t.axis[0] * t.axis[0] + t.axis[1] * t.axis[1] + t.axis[2] * t.axis[2]);
      ASSERT_GT(len, 0) << t.name;
      const Vec3 k = {t.axis[0] / len, t.axis[1] / len, t.axis[2] / len};
      const double a = t.degrees * M_PI / 180, c = std::cos(a), sn = std::sin(a);
      for (int j = 0; j < p->sticker_count(); ++j) {
        const int i = t.from[j];  // sticker i moves to j
        if (i == j) continue;
        const Vec3 v = middle(i), w = middle(j);
        const double d = k[0] * v[0] + k[1] * v[1] + k[2] * v[2];
        const Vec3 kv = {k[1] * v[2] - k[2] * v[1], k[2] * v[0] - k[0] * v[2], k[0] * v[1] - k[1] * v[0]};
        for (int x = 0; x < 3; ++x) EXPECT_NEAR(v[x] * c + kv[x] * sn + k[x] * d * (1 - c), w[x], 1e-9) << t.name;
      }
    }
  }
}

}  // namespace
}  // namespace cube::twisty
