// The Square-1 painter's edits (puzzles/sq1/sq1_edit.h): a piece put in a slot swaps with
// what it covers when that fits (two edges, two corners, a corner for two edges across the
// layers, a corner moved by one slot), otherwise overwrites and read_state names the
// piece written twice; random states painted slot by slot from solved come out whole;
// the middle; a state that is not 24 pieces and the middle refused with its problem.
#include <gtest/gtest.h>

#include <string>

#include "core/random_state.h"
#include "puzzles/sq1/sq1_edit.h"
#include "puzzles/sq1/sq1_random.h"
#include "puzzles/sq1/sq1_state.h"

namespace cube::sq1 {
namespace {

constexpr char kSolved[] = "AABCCDEEFGGH/IJJKLLMNNOPP/0";

// The state after `piece` (a letter) is put in `slot`; the edit must succeed.
std::string put(const std::string& state, int slot, char piece) {
  const EditResult r = edit_state(state, slot, piece - 'A');
  EXPECT_TRUE(r.ok) << r.error;
  return format_state(r.state);
}

bool valid(const std::string& state) { return read_state(state).validation.ok(); }

TEST(Sq1Edit, SwapsWhatFitsAndOverwritesWhatDoesNot) {
  // Two edges (B to slot 5, D to B's slot 2), two corners, edges across the layers.
  EXPECT_EQ(put(kSolved, 5, 'B'), "AADCCBEEFGGH/IJJKLLMNNOPP/0");
  EXPECT_EQ(put(kSolved, 0, 'C'), "CCBAADEEFGGH/IJJKLLMNNOPP/0");
  EXPECT_EQ(put(kSolved, 12, 'B'), "AAICCDEEFGGH/BJJKLLMNNOPP/0");
  // A corner for two edges: the bottom's J onto the top's B and D side by side.
  const std::string edges = "AABDCCEEFGGH/IJJKLLMNNOPP/0";
  ASSERT_TRUE(valid(edges));
  EXPECT_EQ(put(edges, 2, 'J'), "AAJJCCEEFGGH/IBDKLLMNNOPP/0");
  EXPECT_TRUE(valid(put(edges, 2, 'J')));
  // And back: the edges onto the corner's two slots, one at a time (B first overwrites
  // half of J: J is left alone in slot 4 until D is put there).
  const std::string half = put("AAJJCCEEFGGH/IBDKLLMNNOPP/0", 2, 'B');
  EXPECT_EQ(half, "AABJCCEEFGGH/IBDKLLMNNOPP/0");
  const Validation v = read_state(half).validation;
  ASSERT_FALSE(v.ok());
  ASSERT_EQ(v.problems.size(), 2u);  // B twice, J once
  EXPECT_EQ(v.problems[1].message,
            "the DFR corner (J) is written once (top slot 4 (column 4)): a corner fills two slots side by side");
  // A corner moved one slot clockwise: the edge after it goes to the slot it left.
  EXPECT_EQ(put(kSolved, 1, 'A'), "BAACCDEEFGGH/IJJKLLMNNOPP/0");
  // A corner put across the cut (the top's slots 12 and 1): the edge there to its old place.
  EXPECT_EQ(put(kSolved, 11, 'A'), "AHBCCDEEFGGA/IJJKLLMNNOPP/0");
  EXPECT_TRUE(valid(put(kSolved, 11, 'A')));
  // Two edges under it, in the order they lay (clockwise).
  EXPECT_EQ(put("BAACCDEEFGGH/IJJKLLMNNOPP/0", 11, 'A'), "AHBCCDEEFGGA/IJJKLLMNNOPP/0");
  // An edge over half a corner: overwritten, the corner's other half named by its slot.
  const std::string split = put(kSolved, 1, 'D');
  EXPECT_EQ(split, "ADBCCDEEFGGH/IJJKLLMNNOPP/0");
  EXPECT_NE(read_state(split).validation.problems[0].message.find("the UFL corner (A) is written once (top slot 1"),
            std::string::npos)
      << read_state(split).validation.problems[0].message;
}

TEST(Sq1Edit, RandomStatesPaintedSlotBySlotFromSolved) {
  Rng rng(11);
  for (int n = 0; n < 200; ++n) {
    const Sq1 target = random_sq1(rng);
    Sq1 s = solved();
    for (int layer = 0; layer < 2; ++layer) {
      const int first = layer * kLayerSlots;
      // A corner across the cut is painted last, from slot 12 of the layer.
      int k = target.slots[first] == target.slots[first + kLayerSlots - 1] && is_corner(target.slots[first]) ? 1 : 0;
      while (k < kLayerSlots) {
        const int piece = target.slots[first + k];
        const EditResult r = edit(s, first + k, piece);
        ASSERT_TRUE(r.ok);
        s = r.state;
        k += is_corner(piece) ? 2 : 1;
        EXPECT_EQ(r.next, k < kLayerSlots ? first + k : layer == 0 ? kLayerSlots : -1);
      }
    }
    if (target.middle_flipped) s = edit(s, kMiddleSlot, 0).state;
    EXPECT_EQ(format_state(s), format_state(target));
  }
}

TEST(Sq1Edit, TheMiddleAndWhatItRefuses) {
  EXPECT_EQ(format_state(edit_state(kSolved, kMiddleSlot, 0).state), "AABCCDEEFGGH/IJJKLLMNNOPP/1");
  EXPECT_EQ(edit_state(kSolved, kMiddleSlot, 0).next, -1);
  // A state being painted (a piece twice) is edited; one that is not 24 pieces is not.
  EXPECT_TRUE(edit_state("AABCCDEEFGGH/IJJKLLMNNOPA/0", 3, 'B' - 'A').ok);
  const EditResult short_layer = edit_state("AABCCDEEFGG/IJJKLLMNNOPP/0", 0, 0);
  EXPECT_FALSE(short_layer.ok);
  EXPECT_NE(short_layer.error.find("top layer has 11 slots"), std::string::npos) << short_layer.error;
  EXPECT_EQ(short_layer.text.code, "sq1_layer_slots");
  EXPECT_FALSE(edit_state("AABCCDEEFGGZ/IJJKLLMNNOPP/0", 0, 0).ok);
  EXPECT_FALSE(edit_state(kSolved, 25, 0).ok);
  EXPECT_FALSE(edit_state(kSolved, 3, 16).ok);
}

}  // namespace
}  // namespace cube::sq1
