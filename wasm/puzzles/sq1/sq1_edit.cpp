// The painter's edits of a Square-1 start (sq1_edit.h).
#include "puzzles/sq1/sq1_edit.h"

#include <algorithm>
#include <vector>

#include "puzzles/sq1/sq1_state.h"

namespace cube::sq1 {

namespace {

// The problems a state being painted may have: its pieces, not its form.
bool piece_problem(const Problem& p) {
  return p.code == "missing-piece" || p.code == "duplicate-piece" || p.code == "split-corner";
}

int next_in_layer(int slot) { return slot / kLayerSlots * kLayerSlots + (slot % kLayerSlots + 1) % kLayerSlots; }

}  // namespace

EditResult edit(Sq1 s, int slot, int piece) {
  EditResult r;
  if (slot == kMiddleSlot) {
    s.middle_flipped = !s.middle_flipped;
    r.ok = true;
    r.state = s;
    return r;
  }
  if (slot < 0 || slot > kMiddleSlot) {
    r.error = "no slot " + std::to_string(slot) + ": the slots are 0-23 and the middle 24";
    return r;
  }
  if (piece < 0 || piece >= kPieces) {
    r.error = "no piece " + std::to_string(piece) + ": the pieces are 0-15 (A-P)";
    return r;
  }
  std::vector<int> covered = {slot};
  if (is_corner(piece)) covered.push_back(next_in_layer(slot));
  const auto in_covered = [&](int i) { return std::find(covered.begin(), covered.end(), i) != covered.end(); };
  // The piece's other slots, clockwise (a corner across slots 11 and 0 starts at 11).
  std::vector<int> left;
  for (int i = 0; i < kSlots; ++i)
    if (s.slots[i] == piece && !in_covered(i)) left.push_back(i);
  if (left.size() == 2 && left[0] / kLayerSlots == left[1] / kLayerSlots && left[0] % kLayerSlots == 0 &&
      left[1] % kLayerSlots == kLayerSlots - 1)
    std::swap(left[0], left[1]);
  // What the piece covers goes where it was when that fits exactly: the covered slots
  // not its own as many as it left, each piece in them wholly covered, and a corner
  // among them landing on two slots side by side (a corner moved by one slot: its
  // neighbour goes to the other side).
  std::vector<int> taken;
  for (int i : covered)
    if (s.slots[i] != piece) taken.push_back(i);
  bool fits = !taken.empty() && taken.size() == left.size();
  for (int i = 0; fits && i < kSlots; ++i)
    if (std::find(taken.begin(), taken.end(), i) == taken.end())
      for (int c : taken) fits = fits && s.slots[i] != s.slots[c];
  if (fits && taken.size() == 2 && s.slots[taken[0]] == s.slots[taken[1]]) fits = left[1] == next_in_layer(left[0]);
  if (fits)
    for (size_t k = 0; k < left.size(); ++k) s.slots[left[k]] = s.slots[taken[k]];
  for (int i : covered) s.slots[i] = static_cast<uint8_t>(piece);
  const int end = slot % kLayerSlots + static_cast<int>(covered.size());
  r.next = end < kLayerSlots ? slot + static_cast<int>(covered.size()) : slot < kLayerSlots ? kLayerSlots : -1;
  r.ok = true;
  r.state = s;
  return r;
}

EditResult edit_state(std::string_view text, int slot, int piece) {
  const StateRead read = read_state(text);
  for (const Problem& p : read.validation.problems)
    if (!piece_problem(p)) {
      EditResult r;
      r.error = p.message;
      r.text = p.text;
      return r;
    }
  return edit(read.state, slot, piece);
}

}  // namespace cube::sq1
