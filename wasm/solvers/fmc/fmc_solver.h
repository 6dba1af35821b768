// The fewest-moves steps as FMC players take them, on any axis, with NISS: EO, DR (from
// the EO the cube has, keeping it, or from scratch), HTR (from DR) and finish (from HTR,
// half turns only), each optimal for the step. Without a step, the four one after the
// other (each the best of its axes): a whole solution in the Thistlethwaite-like way
// FMC players plan one.
//
// The goal text names the step and its options, so one string carries a request:
//   STEP [AXIS] [niss normal|inverse|both] [within K] [scratch]
//   eo | dr | htr | finish;  fb | rl | ud (DR: the DR axis; none: every axis that fits)
// "scratch" (DR): with every move, even when the cube has an EO that DR could keep.
// "within K": every solution up to the optimum + K (else the `count` shortest).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/cubie.h"
#include "solvers/fmc/fmc_frame.h"
#include "solvers/fmc/fmc_search.h"
#include "solvers/solver.h"

namespace cube::fmc {

enum class Step : uint8_t { EO, DR, HTR, Finish };
const char* step_name(Step s);  // "EO", "DR", "HTR", "finish"

struct StepGoal {
  Step step = Step::EO;
  std::optional<Axis> axis;
  Niss niss = Niss::Normal;
  int within = -1;
  bool scratch = false;  // DR with every move, not keeping the cube's EO
};
// Reads the goal text; nullopt and *error (naming the word; *said: as a code) when it is not one.
std::optional<StepGoal> parse_step_goal(std::string_view text, std::string* error, Message* said = nullptr);

struct StepRequest {
  StepGoal goal;
  uint32_t moves = 0x3FFFFu;  // allowed basic moves (our frame)
  SearchLimits limits;
};

struct StepSolution {
  StepMoves moves;   // basic moves, our frame
  std::string axis;  // "fb" (EO, DR: the step's axis; DR from EO: "ud from fb"); "" for finish
  bool optimal = false;
};

struct StepResult {
  SolveResult::Status status = SolveResult::Status::NoSolution;
  std::string message;
  Message text;                         // `message` as a code
  std::vector<StepSolution> solutions;  // shortest first
  uint64_t nodes = 0;
  bool timed_out = false;
};

StepResult solve_step(const CubieCube& c, const StepRequest& request);

// "R U ^(F D)": the normal moves, then the inverse-side ones in ^( ). `plain`: FMC
// players' "(F D)" instead of "^(F D)".
std::string niss_text(const StepMoves& s, bool plain = false);

// EO, DR, HTR, finish in turn, each the best of its axes, normal side only: a whole
// solution with four stages.
SolveResult solve_all_steps(const CubieCube& c, uint32_t moves, const SolveOptions& options);

}  // namespace cube::fmc
