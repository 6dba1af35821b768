// What every solver takes and returns, so the CLI, the bindings and the benchmarks
// treat all solvers alike.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/message.h"
#include "core/move.h"

namespace cube {

struct SolveOptions {
  int max_length = -1;                        // -1: the solver's default (two-phase: 20)
  double time_ms = -1;                        // budget; -1: none. When it ends, return the best found.
  int solutions = 1;                          // how many distinct solutions are wanted
  bool keep_searching = false;                // effort: use the whole budget looking for shorter ones
  const std::atomic<bool>* cancel = nullptr;  // set from another thread to stop
  // Called now and then during long searches: depth being searched, nodes so far.
  std::function<void(int depth, uint64_t nodes)> progress;
};

// A named part of a solution (a phase, a layer-by-layer step): moves [begin, end).
struct Stage {
  Stage() = default;
  Stage(std::string name_, std::string explanation_, int begin_, int end_, std::string code_ = "")
      : name(std::move(name_)),
        explanation(std::move(explanation_)),
        begin(begin_),
        end(end_),
        code(std::move(code_)) {}
  std::string name;
  std::string explanation;
  int begin = 0;
  int end = 0;
  // The message catalog's code of its name (core/message_catalog.cpp; its explanation's
  // is code + "_why"), so the page shows both in its language; "" for the stages not
  // given codes yet (their English only).
  std::string code;
};

struct Solution {
  std::vector<Move> moves;
  std::vector<Stage> stages;  // empty for single-stage solvers
  bool optimal = false;       // proven shortest
};

struct SolveResult {
  enum class Status { Solved, BadInput, NoSolution, Cancelled };
  Status status = Status::NoSolution;
  std::string message;              // what is wrong / why nothing was found (text's English)
  Message text;                     // `message` as a code (message_catalog.cpp); empty: not coded
  std::vector<Solution> solutions;  // best first
  uint64_t nodes = 0;
  double ms = 0;
  bool timed_out = false;  // the budget ended; solutions may be longer than wanted
};

// Sets what a reply says: the code (`text`) and its English (`message`), from one message.
template <class Reply>
void say(Reply& reply, Message m) {
  reply.message = m.english();
  reply.text = std::move(m);
}

}  // namespace cube
