// What the solver rows (<name>_entry.cpp) share when they answer a request: replies
// from a solver's SolveResult, bad input, the 3x3x3 state read and validated once.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/cubie.h"
#include "core/validate.h"
#include "solvers/solve_request.h"

namespace cube::registry {

SolveReply bad_input(std::string message);
SolveReply bad_input(Message text);
// A cube solver's result as text; `qtm`: lengths count half turns as 2.
SolveReply reply_from(const SolveResult& r, bool qtm = false);
// Every problem validate() found, as one message: sentences joined by spaces.
std::string problems_text(const Validation& v);
// The same as a code ("sentences" nested, one per problem), when every problem has one
// and is a sentence; empty else.
Message problems_message(const Validation& v);
// bad_input of every problem validate() found, with its code when it has one.
SolveReply bad_problems(const Validation& v);
// The request's 3x3x3 state, checked piece by piece; nullopt and *bad (every problem
// named) when it is not a cube. *facelets: the state in face letters.
std::optional<CubieCube> read_cube3(const SolveRequest& request, SolveReply* bad, std::string* facelets);
// The reply with the start its moves apply to (SolveReply::start).
SolveReply with_start(SolveReply reply, std::string start);

std::string lower(std::string_view s);
bool blank(std::string_view s);

}  // namespace cube::registry
