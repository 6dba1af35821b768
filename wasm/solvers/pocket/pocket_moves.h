// The 2x2x2 face turns as small integers, the two metrics, and sets of allowed turns.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <vector>
#include "core/message.h"

#include "core/move.h"

namespace cube::pocket {

enum class Metric : uint8_t { HTM, QTM };  // half-turn (R2 = 1) and quarter-turn (R2 = 2)
std::string metric_name(Metric m);         // "HTM" / "QTM"

// Move index 3 * face + (turns - 1), faces in Kociemba's order U R F D L B:
// 0 U, 1 U2, 2 U', 3 R, ..., 17 B' -- the numbering of cube::basic_move_cubies().
inline constexpr int kFaceMoves = 18;
inline constexpr int face_of(int m) { return m / 3; }
inline constexpr int turns_of(int m) { return m % 3 + 1; }
inline constexpr int inverse_of(int m) { return m - m % 3 + (2 - m % 3); }
inline constexpr bool opposite(int face_a, int face_b) { return face_a % 3 == face_b % 3 && face_a != face_b; }
Move to_move(int m);
int index_of(const Move& m);  // -1 unless a face turn
std::vector<Move> to_moves(const std::vector<int>& path);

// Any subset of the 18 face turns. The default <U,R,F> (all turns of U, R and F)
// keeps the DBL corner in place, which is what the full distance table is built for.
class MoveSet {
 public:
  constexpr MoveSet() = default;
  constexpr explicit MoveSet(uint32_t bits) : bits_(bits & 0x3FFFFu) {}
  static constexpr MoveSet urf() { return MoveSet(0x1FFu); }
  static constexpr MoveSet all() { return MoveSet(0x3FFFFu); }

  constexpr bool has(int m) const { return (bits_ >> m) & 1u; }
  constexpr uint32_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  int size() const;
  bool contains(const MoveSet& o) const { return (bits_ & o.bits_) == o.bits_; }
  bool operator==(const MoveSet&) const = default;

  // The turns a search in `metric` steps with. QTM steps only with quarter turns (a
  // half turn is two steps, R R, printed R2); a face given only as a half turn is not
  // usable in QTM.
  MoveSet for_metric(Metric metric) const;
  std::vector<int> list() const;  // ascending indices

  // "U R F" (whole faces), or the single turns: "U1 R2 F'" (parse() reads it back).
  std::string to_string() const;

  // Accepts faces and turns, spaced, comma-separated, bracketed or run together:
  // "R U F", "<R,U>", "RUF", "U R F D L", "U1 R2 F'" -- a bare face means all three of
  // its turns, U1 the clockwise turn alone. A leading "no" or "-" takes the turns away
  // from all 18 ("no B", "-B"); "all" is all 18. On error returns nothing and sets
  // `error` to a sentence naming the column and the character.
  // *said: the error as a code (message_catalog.cpp), beside its English in *error.
  static std::optional<MoveSet> parse(std::string_view text, std::string* error = nullptr, Message* said = nullptr);

 private:
  uint32_t bits_ = 0;
};

}  // namespace cube::pocket
