// A Square-1 start set by hand (the page's painter): a piece put in a slot, the middle
// turned over. The state edited may be wrong as a whole while it is being painted (a
// piece twice, a corner's half alone): it only has to be 24 pieces and the middle, and
// read_state names what is still wrong after each edit.
#pragma once
#include <string>
#include <string_view>

#include "core/message.h"
#include "puzzles/sq1/sq1_model.h"

namespace cube::sq1 {

// The slot number that stands for the middle layer in an edit.
inline constexpr int kMiddleSlot = kSlots;

struct EditResult {
  bool ok = false;
  std::string error;  // why not (the state does not read as 24 pieces and the middle, no such slot)
  Message text;       // `error` as a code and its parameters, when the state's text is the reason
  Sq1 state;
  int next = -1;  // the slot after the piece put (the painter's next slot), -1 after the middle
};

// `piece` (0-15) put in `slot` (0-23), a corner in that slot and the next clockwise in
// the same layer. Whatever it covered goes where the piece was when it fits exactly there
// (the pieces covered are whole and fill as many slots as the piece left: a swap, which
// keeps a valid state valid, a corner for two edges across the layers too); otherwise the
// piece's old slots keep it until painted over, and read_state names the piece twice.
// Slot kMiddleSlot turns the middle layer over (piece unused).
EditResult edit_state(std::string_view text, int slot, int piece);
// The same on a state already read.
EditResult edit(Sq1 s, int slot, int piece);

}  // namespace cube::sq1
