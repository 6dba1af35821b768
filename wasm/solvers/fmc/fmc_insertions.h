// The insertion finder: a skeleton (a scramble and a partial solution) that leaves
// three corners or three edges in a 3-cycle is finished by inserting one commutator
// somewhere in it, as FMC players do by hand. Every place in the skeleton (before its
// first move, between any two, after its last) is tried with every commutator of a
// fixed list whose effect there is exactly the cycle the skeleton leaves, and the
// results are ranked by their length once the moves cancel (cube::simplify).
//
// The commutators, found by their effect (pure 3-cycles only, each with its inverse):
//   corners: [A, B] with A one move or x y x' and B one move, both orders (the
//            8-movers), and each conjugated by one move (the 10-movers that cancel
//            to 9, as A9s do);
//   edges:   A X A' Y with A two turns of opposite faces (a slice move written in
//            face turns, as [M', U2] = R' L F2 R L' U2) and X, Y one move or x y x',
//            and each conjugated by one move.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"

namespace cube::fmc {

struct Insertion {
  int position = 0;         // moves of the skeleton before it
  std::vector<Move> alg;    // the commutator, as inserted
  std::vector<Move> moves;  // the whole solution after it, cancelled
  int length = 0;           // HTM of `moves`
  int cancelled = 0;        // skeleton + commutator - length
};

struct InsertionResult {
  bool ok = false;
  std::string error;             // bad input: what is wrong
  std::string cycle;             // "corners UFR UBL DFR" / "edges UF UB DF"
  int skeleton_length = 0;       // HTM
  std::vector<Insertion> found;  // shortest first; empty: no listed commutator fits
  int commutators = 0;           // how many the list holds for this kind of cycle
};

// The skeleton may hold ^( ) moves (its inverse-side moves are played at its end,
// inverted, as an FMC solution is written); scramble and skeleton face turns only.
InsertionResult find_insertions(std::string_view scramble, std::string_view skeleton, int count = 5);

// How many distinct 3-cycles the list makes (of 1,008 corner and 1,760 edge 3-cycles,
// orientations counted), for the tests.
struct ListCoverage {
  int corner_cycles = 0, edge_cycles = 0;
};
ListCoverage list_coverage();

}  // namespace cube::fmc
