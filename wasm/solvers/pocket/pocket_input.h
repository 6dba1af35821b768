// Reading a 2x2x2 start and goal as typed: colours or face letters for the start
// (checked piece by piece by core/validate.h), and a goal pattern in the same colours
// with 'x' or '?' for stickers that do not matter.
#pragma once
#include <string>
#include <string_view>

#include "core/cubie.h"
#include "core/message.h"

namespace cube::pocket {

struct PocketInput {
  bool ok = false;
  std::string error;          // what is wrong, naming the sticker
  Message text;               // `error` as a code (the goal's problems; the start's are validation's)
  std::string start_letters;  // the start in face letters (DBL corner names D, B, L)
  CornerCube start;
  bool solved_goal = true;   // goal "" or "solved"
  std::string goal_letters;  // else 24 face letters or 'x'
};

PocketInput read_input(std::string_view start, std::string_view goal);

// "U3", "F1": a sticker's face and its number 1..4 on that face (for messages).
std::string sticker_name(int index);

}  // namespace cube::pocket
