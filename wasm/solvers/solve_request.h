// A solve request and its reply as text, the shape the registry, the CLI and the
// Embind bindings share (SolveRequest / SolveReply in web/worker/api.ts).
//
// Why text: the 8-puzzle's moves (U D L R slides of the blank) are not cube::Move, and
// both callers print or ship text anyway. A reply's solution is its moves separated by
// single spaces, its length (moves counted in the request's metric) and its stages as
// move index ranges [begin, end) into that move list.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "solvers/solver.h"

namespace cube::registry {

struct SolveRequest {
  std::string puzzle = "3x3x3";
  std::string solver;  // "" = the puzzle's default
  // Facelets (54 or 24 stickers, face letters or any six colours, checked with
  // cube::validate: every problem found is named) or 8-puzzle tiles
  // "1 3 0 4 2 7 8 5 6" (0, _ or . for the blank).
  std::string state;
  std::string goal;    // "" = solved. 2x2x2: pattern with x/? don't-cares; 8puzzle: tiles
  std::string moves;   // "" = the solver's default set. 2x2x2: "U R F", "no B", "<R,U>"
  std::string metric;  // "" or one of the solver's SolverInfo::metrics ("htm", "qtm")
  // One of the solver's SolverInfo::table_choices by name ("" = the default one,
  // case-insensitive): which table set the solve and the table functions use.
  std::string table;
  // Solvers that take threads (SolverInfo::takes_threads): search threads, 1..64.
  int threads = 1;
  SolveOptions options;
};

struct TextSolution {
  std::string moves;          // "R U R' U'" (8puzzle: "U L D R", the blank's direction)
  int length = 0;             // in the request's metric (QTM counts R2 as 2)
  std::vector<Stage> stages;  // begin/end index the space-separated moves
  bool optimal = false;
};

struct SolveReply {
  SolveResult::Status status = SolveResult::Status::NoSolution;
  std::string message;                  // what is wrong / why nothing was found (text's English)
  Message text;                         // `message` as a code; empty: not coded
  std::vector<TextSolution> solutions;  // best first
  std::string solver;                   // the solver that ran (defaults resolved)
  // The start as the solver read it (facelets in face letters, or the 8-puzzle board
  // "1 3 0 4 2 7 8 5 6"): what the solutions' moves apply to. "" when it did not read.
  std::string start;
  uint64_t nodes = 0;
  double ms = 0;
  bool timed_out = false;
};

}  // namespace cube::registry
