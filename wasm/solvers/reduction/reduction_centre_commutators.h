// Centre commutators of the big cubes (6x6x6, 7x7x7): [X, Y Z Y'] and [Y Z Y', X] (X and
// Z blocks or inner slices about one axis, Y an outer turn of another), [M, Y Z Y'] with
// M a middle group of layers (M = P r: P two outer blocks, r a whole-cube rotation, so
// [M, B] = P (r B r') P' B' in block turns only), and each conjugated by one block turn;
// kept when they move at most four 3-cycles of centre positions, none in a kept orbit,
// and (when asked) leave given stickers exactly where they are, checked on the sticker
// model (a centre commutator judged by its centres alone may move wings or corners).
// A beam search over them puts centres at target colours: centre_cycles_home (the
// obliques of the old path), pair_bars (reduction_bars.h).
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace cube::reduction {

struct CommutatorRules {
  std::vector<bool> kept_orbit;    // per centre orbit: no commutator moves it
  std::vector<int> kept_stickers;  // stickers every commutator leaves where they are
  std::vector<int> middle_depths;  // P's block depth per middle group M tried (none: no M)
  std::vector<bool> free_orbit;    // per centre orbit: moved at will, its effect not recorded
  // Also [X, Y] (X, Y a turn or an inner slice about two axes: [r, U'] moves three
  // whole bars in 6 turns), and X, Y, Z any turns or slices (not only X, Z blocks about
  // one axis and Y an outer turn), with any permutation of at most kMaxCycleMoved
  // positions (not only 3-cycles).
  bool broad = false;
  int max_cost = 0;  // commutators longer than this (OBTM) left out; 0: none
};

constexpr int kMaxCycleMoved = 12;  // four 3-cycles (a 2x2 block of a 7x7x7's centres)
constexpr int kMaxCycleTurns = 16;  // block turns a commutator is written with, conjugated

// A commutator as the centres see it: after it, position to[i] shows what from[i] showed
// (up to the turn of one face when `open`: its setup S left undone, see the .cpp). Bytes
// only (positions < 256, turns < 256): hundreds of thousands of them.
struct CentreCycle {
  std::array<uint8_t, kMaxCycleTurns> turn{};  // its block turns, `length` of them
  uint8_t length = 0;
  int8_t open = -1;  // the outer setup turn not undone at the end, or -1
  uint8_t cost = 0;  // OBTM once simplified
  uint8_t moved = 0;
  std::array<uint8_t, kMaxCycleMoved> from{}, to{};

  std::vector<int> turns() const { return {turn.begin(), turn.begin() + length}; }
  // False (nothing set) when longer than kMaxCycleTurns.
  bool set_turns(const std::vector<int>& seq) {
    if (seq.size() > turn.size()) return false;
    for (size_t i = 0; i < seq.size(); ++i) turn[i] = static_cast<uint8_t>(seq[i]);
    length = static_cast<uint8_t>(seq.size());
    return true;
  }
};

struct CentreCommutators {
  int n = 0;
  int positions = 0;                      // 24 per centre orbit, orbit o at 24 o
  std::vector<std::vector<uint16_t>> go;  // [turn][position]: where a turn takes it
  std::vector<int> kept_stickers;         // checked again for the conjugates tried late
  std::vector<CentreCycle> cycles;
  // The cycles as the beam scans them, in order: per cycle its moved count, cost, first
  // turn, then its (from, to) pairs, a byte each (a few bytes a cycle, not a cache line).
  std::vector<uint8_t> packed;
  std::vector<uint32_t> offset;  // [cycle]: where it starts in packed
  // The cycles that take position f to t, for each (f, t): pair_cycles[pair_start[f P + t]
  // ..pair_start[f P + t + 1]), in order. Only a cycle that brings some sticker onto its
  // target gains, so the beam reads those alone.
  std::vector<uint32_t> pair_start, pair_cycles;
};

std::unique_ptr<CentreCommutators> make_centre_commutators(int n, const CommutatorRules& rules);

// Appends another library's cycles (the same cube's) to *into.
void merge_commutators(CentreCommutators* into, CentreCommutators&& more);

struct BeamSize {
  size_t width = 16, branches = 16;
};

// The beam: each level, each of the `width` best partial solutions (by turns so far plus
// two per centre sticker off target) grows by its `branches` best next commutators
// (stickers on target per turn); the shortest complete one wins once no partial one is
// shorter. home[24 o + i]: the colour centre orbit o's position i must show, 0 for any.
// Plays the turns on `stickers` and appends them to *out; false when none reaches
// every target within the step budget.
// With `retarget`, each partial solution kept takes the targets it returns for its colours.
using Retarget = std::function<std::vector<char>(const std::vector<char>& colour)>;
bool cycle_centres_to(const CentreCommutators& lib, const std::vector<char>& home, BeamSize size, std::string& stickers,
                      std::vector<int>* out, const Retarget& retarget = {});

}  // namespace cube::reduction
