// Step 0 of the 6x6x6's and 7x7x7's path (reduction_pseudo_solver.h), before the inner
// cube: ring 1's bars glued to the inner edges. On each face side, the inner edge sticker
// (0,k) and the bar sticker beside it (1,k) (k = 2..n-3) are a domino that every block
// turn of depth >= 2 moves whole (it never splits a face's rows 0 and 1): step 1, the
// inner cube's reduction, turns only such turns. Step 1 ends with each edge side's
// stickers (0,2..n-3) one edge's, one colour; so if before it every domino's bar sticker
// shows the colour F(its edge sticker's edge, that sticker's colour) for one F (each
// colour 4 times, as each bar orbit has it), every bar is one colour after step 1 and
// step 2 (reduction_bars.h) has nothing left to do. Only face turns (depth 1) change
// which bar sticker sits with which edge sticker (those of the four side strips of the
// face); deeper turns move dominoes whole, as set-ups. A beam over "a set-up, then a
// face turn" lowers the count of wrong dominoes, F chosen by the Hungarian method;
// it stops where its turns plus step 2's estimated cost of the leftovers are least.
#pragma once
#include <string>
#include <vector>

namespace cube::reduction {

// A domino of cube n: an inner edge sticker, the other sticker of its wing or middle
// edge (which edge it is), and the bar sticker beside it.
struct BarDomino {
  int edge = 0, partner = 0, bar = 0;
};

// Cube n's dominoes (6: 48, 7: 72), face by face, each face side's strip in order.
std::vector<BarDomino> bar_dominoes(int n);

// How many dominoes of cube n do not show F's colour, for the F that leaves fewest.
int dominoes_wrong(int n, const std::string& stickers);

// Glues cube n's (6 or 7) bars to its inner edges as far as it pays: appends block turns
// (reduction_block_turns.h) to *out and plays them on `stickers`; returns the dominoes
// left wrong (dominoes_wrong of the result), -1 for another n.
int glue_bars(int n, std::string& stickers, std::vector<int>* out);

}  // namespace cube::reduction
