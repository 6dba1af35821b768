// Named goals speedsolvers use, each on any face.
//
// A preset is defined with its first layer on D and its front on F, and may be moved
// to any face: "cross@U" (bottom on U), "eoline@DR" (bottom on D, front on R), or
// "cross on U". A goal has alternatives, any of which will do: "xcross" is the cross
// with any one of the four F2L pairs. Every pattern shows the six centres.
//
//   cross       the four bottom edges
//   xcross      cross + any one F2L pair (corner and middle-layer edge of one slot)
//   xxcross     cross + any two pairs;  xxxcross: any three
//   pair        cross + any one pair; in a chain, one pair more than the step before
//   f2l         first two layers: cross, the four bottom corners, the four middle edges
//   first-layer cross + the four bottom corners (also "layer", "fl")
//   eoline      every edge oriented for <U,D,L,R,F2,B2> + the bottom-front and
//               bottom-back edges (ZZ)
//   eocross     every edge oriented + the cross (ZZ)
//   2x2x2       the 2x2x2 block at the bottom-left-back corner (Petrus)
//   2x2x3       the 2x2x3 block along the bottom-left edge (Petrus)
//   roux-fb     the 1x2x3 block on the left of the bottom two layers (Roux first block,
//               also "fb", "first-block")
//   face        the bottom face one colour (its own centre's), also "one-face";
//               "face@U" is "top face all white" when U is white
//   eo          every edge oriented (the ZZ EO step)
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solvers/goal/goal_pattern.h"

namespace cube::goal {

struct Alternative {
  Pattern pattern;
  std::string description;  // "xcross on D, FR pair"
  int rotation = 0;         // the orientation it was made in (index into rotations())
};

struct Goal {
  std::string name;    // "xcross", "pattern"
  std::string preset;  // preset id ("" for a typed pattern)
  // The orientation the alternatives are given in (index into rotations()), and whether
  // the text fixed it ("cross@U"); otherwise colour neutrality and chains may re-orient.
  int rotation = 0;
  bool fixed_orientation = false;
  std::vector<Alternative> alternatives;
  // Preset "pair": in a chain, one pair more than what the previous step reached.
  bool one_more = false;
};

struct PresetInfo {
  std::string name;
  std::string title;
  std::vector<std::string> aliases;
};
const std::vector<PresetInfo>& presets();

// "cross", "xcross@U", "eoline@DR", "face on U" (case-insensitive, '-', '_' and ' '
// alike inside names). nullopt and *error when the name or the faces are unknown.
std::optional<Goal> preset_goal(std::string_view text, std::string* error = nullptr, Message* text_error = nullptr);
// The same preset held another way (rotation index), descriptions renamed.
Goal reorient(const Goal& base_orientation_goal, int rotation);
// Whether text looks like a preset rather than a sticker pattern.
bool is_preset_name(std::string_view text);

}  // namespace cube::goal
