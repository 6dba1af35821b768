// Phase 3a's joint table of the wing classes and middle-edge flips (five_phase_3a_joint.h):
// its symmetries turn with phase 3a's turns and keep the goal, its key is one for each
// class, its distances are those of a plain breadth-first search over the pairs (no
// symmetry, no hashing) wherever no lower entry shares their slot, and the phase
// searched with it finds solutions as short as with the plain bound, replayed on the
// stickers into 3b's group.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/facelets.h"
#include "solvers/reduction/five_phase_3a_joint.h"
#include "solvers/reduction/five_phase_solver.h"

namespace cube::reduction {
namespace {

uint32_t random_classes(std::mt19937& rng) {
  std::vector<int> places(24);
  for (int i = 0; i < 24; ++i) places[static_cast<size_t>(i)] = i;
  std::shuffle(places.begin(), places.end(), rng);
  uint32_t mask = 0;
  for (int i = 0; i < 12; ++i) mask |= 1u << places[static_cast<size_t>(i)];
  return mask;
}

uint16_t after_flips(const FivePhase3Tables& t, uint16_t flips, size_t m) {
  return static_cast<uint16_t>(t.move_slots(flips, m) ^ t.flips[m]);
}

TEST(FivePhase, PhaseThreeASymmetriesTurnWithTheTurnsAndKeepTheGoal) {
  const FivePhase3Tables& t = five_phase_3_tables();
  const PhaseThreeAJoint& j = five_phase_tables().three_a;
  // The 8 of the 16 that keep the U-D axis that keep the wing classes (or swap them).
  ASSERT_EQ(j.symmetries.size(), 8u);
  std::mt19937 rng(11);
  for (size_t s = 0; s < j.symmetries.size(); ++s) {
    const PhaseThreeASymmetry& sym = j.symmetries[s];
    EXPECT_EQ(sym.classes(t.class_a), t.class_a) << s;
    EXPECT_EQ(sym.flips(0), 0) << s;
    // Each turn m as some turn m' of the phase: S(m(x)) = m'(S(x)), for pairs at random.
    std::vector<std::pair<uint32_t, uint16_t>> pairs;
    for (int i = 0; i < 40; ++i)
      pairs.emplace_back(random_classes(rng), PhaseThreeAJoint::whole_flips(static_cast<uint32_t>(rng() % 2048)));
    for (size_t m = 0; m < t.turns.size(); ++m) {
      bool found = false;
      for (size_t k = 0; k < t.turns.size() && !found; ++k) {
        found = true;
        for (const auto& [x, f] : pairs)
          found = found && sym.classes(t.move_wings(x, m)) == t.move_wings(sym.classes(x), k) &&
                  sym.flips(after_flips(t, f, m)) == after_flips(t, sym.flips(f), k);
      }
      EXPECT_TRUE(found) << "symmetry " << s << ", turn " << m;
    }
  }
}

TEST(FivePhase, PhaseThreeAJointKeyIsOneForEachSymmetryClass) {
  const FivePhase3Tables& t = five_phase_3_tables();
  const PhaseThreeAJoint& j = five_phase_tables().three_a;
  std::mt19937 rng(12);
  for (int i = 0; i < 2000; ++i) {
    const uint32_t x = i % 4 == 0 ? t.class_a : random_classes(rng);
    // Small flips often: their classes have symmetries of their own.
    const uint16_t f = PhaseThreeAJoint::whole_flips(i % 2 == 0 ? 0x41u << (rng() % 4) : rng() % 2048);
    const uint64_t k = j.key(t, x, f);
    for (const PhaseThreeASymmetry& sym : j.symmetries) ASSERT_EQ(j.key(t, sym.classes(x), sym.flips(f)), k) << i;
  }
}

TEST(FivePhase, PhaseThreeAJointDistancesAreThoseOfAPlainSearch) {
  const FivePhase3Tables& t = five_phase_3_tables();
  const PhaseThreeAJoint& j = five_phase_tables().three_a;
  // Every pair up to 6 turns from the goal, breadth first, no symmetry: key x << 12 | flips.
  std::unordered_map<uint64_t, int> dist{{uint64_t{t.class_a} << 12, 0}};
  std::vector<uint64_t> level{uint64_t{t.class_a} << 12};
  for (int d = 1; d <= 6; ++d) {
    std::vector<uint64_t> next;
    for (uint64_t s : level)
      for (size_t m = 0; m < t.turns.size(); ++m) {
        const uint64_t n = uint64_t{t.move_wings(static_cast<uint32_t>(s >> 12), m)} << 12 |
                           after_flips(t, static_cast<uint16_t>(s & 0xFFF), m);
        if (dist.emplace(n, d).second) next.push_back(n);
      }
    level.swap(next);
  }
  size_t equal = 0;
  for (const auto& [s, d] : dist) {
    const int got = j.joint.distance(j.key(t, static_cast<uint32_t>(s >> 12), static_cast<uint16_t>(s & 0xFFF)));
    ASSERT_LE(got, d);  // a lower bound always
    equal += got == d;
  }
  // Lower only where a nearer pair shares the slot: rare (~0.7 M pairs up to 7 turns in 2^26 slots).
  EXPECT_GT(static_cast<double>(equal), 0.97 * static_cast<double>(dist.size())) << equal << " of " << dist.size();
  // Pairs 7 turns away (never met above): at most 7, mostly exactly.
  size_t seven = 0, exactly = 0;
  for (uint64_t s : level)
    for (size_t m = 0; m < t.turns.size() && seven < 20000; ++m) {
      const uint32_t x = t.move_wings(static_cast<uint32_t>(s >> 12), m);
      const uint16_t f = after_flips(t, static_cast<uint16_t>(s & 0xFFF), m);
      if (dist.count(uint64_t{x} << 12 | f) != 0) continue;
      const int got = j.joint.distance(j.key(t, x, f));
      ASSERT_LE(got, 7);
      ++seven, exactly += got == 7;
    }
  EXPECT_GT(static_cast<double>(exactly), 0.97 * static_cast<double>(seven));
}

TEST(FivePhase, PhaseThreeASolvesAsShortAsThePlainBoundAndReachesThreeB) {
  const FivePhase3Tables& t = five_phase_3_tables();
  const PhaseThreeA joint(t, five_phase_tables().three_a);
  const FivePhase3a plain(t);
  const FivePhase3b three_b(t);
  const BlockTurns& bt = block_turns(5);
  std::mt19937 rng(13);
  for (int i = 0; i < 8; ++i) {
    // Short walks (the plain bound solves them cheaply), and two random states of the group.
    const int length = i < 6 ? 8 : 100;
    std::string s = solved_facelets(Puzzle{5});
    std::vector<int> walk;
    for (int k = 0; k < length; ++k) walk.push_back(t.turns[rng() % t.turns.size()]);
    bt.play(s, walk);
    PhaseThreeA::Node node;
    ASSERT_TRUE(joint.read(s, node)) << i;
    const PhaseSearchResult r = search_phase(joint, {{node, 0, -1, 0}}, PhaseLimits{});
    ASSERT_FALSE(r.solutions.empty()) << i;
    const std::vector<int>& turns = r.solutions[0].turns;
    EXPECT_GE(static_cast<int>(turns.size()), joint.bound(node, 99)) << i;
    if (i < 6) {
      const PhaseSearchResult p = search_phase(plain, {{node, 0, -1, 0}}, PhaseLimits{});
      ASSERT_FALSE(p.solutions.empty()) << i;
      EXPECT_EQ(turns.size(), p.solutions[0].turns.size()) << i;
      EXPECT_LE(r.nodes, p.nodes) << i;
    } else {
      EXPECT_LT(r.nodes, 10'000'000u) << i;  // the plain bound: ~20 M and more
    }
    bt.play(s, turns);
    FivePhase3b::Node end;
    EXPECT_TRUE(three_b.read(s, end)) << i;
  }
}

}  // namespace
}  // namespace cube::reduction
