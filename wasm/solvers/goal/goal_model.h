// What a goal pattern asks of the pieces, and the tables that bound the search for it.
//
// For every edge and corner position the pattern allows some pieces in some
// orientations (Pattern::edge_allowed). Turned around, each piece has a signature: the
// (position, orientation) pairs where the goal allows it. Pieces with the same
// signature are interchangeable for the goal and form one unit; pieces allowed
// anywhere in any orientation are ignored. So:
//   fixed piece        a unit of one piece, allowed in one place one way;
//   orientation only   a unit allowed everywhere with orientation 0 (EO's ten edges);
//   colour class       a unit of several pieces allowed in several places (the four
//                      corners of a one-colour face).
// A unit needs orientation when some position allows it in some orientations only.
// Before that the allowed sets are narrowed (a place only one piece can fill holds
// it, so that piece is allowed nowhere else), and units whose demand follows from
// the others (the eight edges that are not the cross must be somewhere else) dropped.
//
// The units' coordinate is exact for the goal: its distance table IS the distance to
// the goal. When it has more than kMaxTableStates states (or a position coordinate is
// too large for its move table), the units are split over several tables, the cheaper
// to build (tables seen another way count once) of:
//   greedy    each table as large as allowed: new units first, then covered ones;
//   core+one  the longest prefix of the units (the cross, say) that leaves room for
//             any one more unit, and a table for the core with each other unit
//             (cross + FR edge, cross + DFR corner ...): these repeat, seen another
//             way, across slots and steps, so a whole F2L chain needs three tables.
// All of a goal's distinct tables stay within kMaxPlanStates; beyond it the tables
// are made smaller until they fit. A table over some units, the untracked pieces free
// to be anywhere their signatures allow, never overestimates, so the largest of the
// tables' distances is an admissible bound for IDA*.
#pragma once
#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "solvers/goal/goal_pattern.h"
#include "solvers/goal/goal_table.h"

namespace cube::goal {

inline constexpr uint64_t kMaxTableStates = 12'000'000;
inline constexpr uint64_t kMaxPlanStates = 24'000'000;   // all of one goal's tables (smaller ones if needed)
inline constexpr uint64_t kMaxPositionStates = 100'000;  // P coordinate (move table 18 x 4 bytes each)

// A table as one goal uses it: the spec is what the table sees, which is the model's
// cube held another way (rotation, an index into rotations()). Specs are put in a
// canonical orientation so that tables repeat across goals: the cross with the FR
// pair and the cross with the BL pair use one table, seen two ways.
struct TableView {
  TableSpec spec;
  int rotation = 0;
};

struct GoalModel {
  Pattern pattern;
  pocket::MoveSet moves;
  std::array<uint32_t, kEdges> edge_allowed{};
  std::array<uint32_t, kCorners> corner_allowed{};
  std::array<uint32_t, kEdges> edge_signature{};  // per piece: bit position * 2 + flip
  std::array<uint32_t, kCorners> corner_signature{};
  std::vector<Unit> edge_units, corner_units;  // every piece the goal cares about
  std::vector<TableView> tables;               // empty when nothing is asked

  bool matches(const CubieCube& c) const {
    for (int p = 0; p < kEdges; ++p)
      if (!((edge_allowed[p] >> (c.ep[p] * 2 + c.eo[p])) & 1)) return false;
    for (int p = 0; p < kCorners; ++p)
      if (!((corner_allowed[p] >> (c.cp[p] * 3 + c.co[p])) & 1)) return false;
    return true;
  }
  // "fixed: DR DF DL DB; UR UF UL UB FR FL BL BR: oriented anywhere", piece names
  // passed through `rename` (the model may see the cube rotated).
  std::string summary(const std::function<std::string(const std::string&)>& rename = {}) const;
};

struct ModelResult {
  std::shared_ptr<const GoalModel> model;
  std::string error;  // "goal: ..." when no cube can look like the pattern
  Message text;       // `error` as a code
};
// Cached by (pattern, moves). The pattern must be 3x3x3 and, for the error checks to
// be complete, have its centres allowed their own colours.
ModelResult model_for(const Pattern& pattern, pocket::MoveSet moves);
// How many units the pattern makes (as model_for would; 0 when no cube matches), without
// planning tables: for choosing the orientation to see a goal in.
size_t count_units(const Pattern& pattern);

}  // namespace cube::goal
