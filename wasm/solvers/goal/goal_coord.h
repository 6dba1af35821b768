// Coordinates for the pieces a goal cares about, one piece type (edges or corners) at
// a time, and their move tables.
//
// A goal's pieces fall into units (goal_model.h): pieces that must each go to the same
// places in the same orientations are interchangeable, so a unit is one piece (fixed
// pieces) or several (a colour class: the four corners of a face; an orientation
// class: the ten edges of EOLine that only need to be oriented). A coordinate records,
// for each position, which unit's piece is there (or none of them), and orientations
// where they matter:
//   P  which positions each unit occupies: unit 1 chooses its positions among all n,
//      unit 2 among those left, ... each choice a combination ranked in colex order.
//      Singletons make this the usual partial permutation.
//   O  orientations, in one of three modes:
//        None      no unit needs them;
//        PerPiece  the orientation of each single-piece unit that needs one (its own
//                  digit, which a turn changes according to where the piece is);
//        Full      the orientation of every position (Kociemba's flip or twist
//                  coordinate, the last digit implied), used when a unit of several
//                  pieces needs orientation: finer than needed, still exact, and
//                  independent of P.
// Index = P * |O| + O. Turns act through tables: P -> P' ([P][m]), and O -> O' by an
// XOR or digit-wise add with a per-(P, m) delta (PerPiece) or by [O][m] (Full).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/cubie.h"

namespace cube::goal {

inline constexpr int kTurns = 18;

// Piece states: position * n_ori + orientation, 0..23 for edges (12 x 2) and corners
// (8 x 3) alike. state_move[s][m] is the state after turn m (basic_move_cubies order).
struct PieceMoves {
  uint8_t edge[24][kTurns];
  uint8_t corner[24][kTurns];
};
const PieceMoves& piece_moves();

// Pieces of one type that are interchangeable for the goal.
struct Unit {
  std::vector<uint8_t> pieces;  // Edge or Corner values
  bool ori = false;             // orientation matters somewhere
  uint32_t signature = 0;       // bit pos * n_ori + ori: where each of them may be at the goal
};

// The units of one type that one table tracks, and where the pieces it does not track
// may be at the goal (a table's goal states must leave room for them).
struct TypeSpec {
  bool corners = false;
  std::vector<Unit> units;
  uint32_t other = 0xFFFFFF;  // union of the untracked pieces' signatures
  // Everything the table's contents depend on (not which pieces: only how many).
  std::string key() const;
};

enum class OriMode : uint8_t { None, PerPiece, Full };

// Sizes without building anything, for choosing tables.
struct CoordSize {
  uint64_t p = 1, o = 1;
  uint64_t total() const { return p * o; }
};
CoordSize coord_size(const TypeSpec& spec);

class TypeCoord {
 public:
  TypeCoord() = default;
  explicit TypeCoord(const TypeSpec& spec);  // builds the move tables

  uint32_t p_size() const { return p_size_; }
  uint32_t o_size() const { return o_size_; }
  uint32_t size() const { return p_size_ * o_size_; }

  uint32_t move_p(uint32_t p, int m) const { return p_move_[p * kTurns + m]; }
  uint32_t move_o(uint32_t p, uint32_t o, int m) const {
    switch (mode_) {
      case OriMode::None: return 0;
      case OriMode::Full: return o_table_[o * kTurns + m];
      case OriMode::PerPiece:
        return n_ori_ == 2 ? o ^ delta_[p * kTurns + m] : o_table_[o * o_size_ + delta_[p * kTurns + m]];
    }
    return 0;
  }

  // The coordinate of a cube: `spec` must be the spec this was built from (it names
  // the pieces; the coordinate only knows how many).
  void from_cube(const CubieCube& c, const TypeSpec& spec, uint32_t& p, uint32_t& o) const;
  // Every (P, O) the goal allows, as P * |O| + O.
  std::vector<uint32_t> goal_states(const TypeSpec& spec) const;

 private:
  uint32_t rank_p(const uint16_t* masks) const;
  void unrank_p(uint32_t index, uint16_t* masks) const;
  uint32_t rank_full_o(const uint8_t* ori) const;  // ori per position

  bool corners_ = false;
  int n_ = 12, n_ori_ = 2;
  std::vector<int> counts_;       // pieces per unit
  std::vector<uint8_t> has_ori_;  // per unit
  std::vector<uint32_t> radix_;   // C(free positions, count) per unit
  std::vector<int> ori_units_;    // PerPiece: the unit of each digit
  OriMode mode_ = OriMode::None;
  bool singles_ = true;  // every unit one piece
  uint32_t p_size_ = 1, o_size_ = 1;
  std::vector<uint32_t> p_move_;
  std::vector<uint16_t> delta_;    // PerPiece: [P * 18 + m]
  std::vector<uint16_t> o_table_;  // Full: [O * 18 + m]; PerPiece corners: [O * |O| + delta]
};

}  // namespace cube::goal
