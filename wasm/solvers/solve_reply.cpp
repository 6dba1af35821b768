#include "solvers/solve_reply.h"

#include <algorithm>
#include <cctype>

#include "core/facelets.h"
#include "core/notation.h"

namespace cube::registry {

SolveReply bad_input(std::string message) {
  SolveReply r;
  r.status = SolveResult::Status::BadInput;
  r.message = std::move(message);
  return r;
}

SolveReply bad_input(Message text) {
  SolveReply r;
  r.status = SolveResult::Status::BadInput;
  say(r, std::move(text));
  return r;
}

namespace {

int metric_length(const std::vector<Move>& moves, bool qtm) {
  int n = 0;
  for (const Move& m : moves) n += (qtm && m.turns == 2) ? 2 : 1;
  return n;
}

}  // namespace

SolveReply reply_from(const SolveResult& r, bool qtm) {
  SolveReply out;
  out.status = r.status;
  out.message = r.message;
  out.text = r.text;
  out.nodes = r.nodes;
  out.timed_out = r.timed_out;
  for (const Solution& s : r.solutions) {
    TextSolution t;
    t.moves = format_moves(s.moves);
    t.length = metric_length(s.moves, qtm);
    t.stages = s.stages;
    t.optimal = s.optimal;
    out.solutions.push_back(std::move(t));
  }
  return out;
}

std::string problems_text(const Validation& v) {
  std::string text;
  for (const Problem& p : v.problems) {
    if (!text.empty()) text += text.back() == '.' ? " " : "; ";
    text += p.message;
  }
  return text;
}

Message problems_message(const Validation& v) {
  Message out;
  for (auto p = v.problems.rbegin(); p != v.problems.rend(); ++p) {
    if (p->text.empty() || p->message.empty() || p->message.back() != '.') return {};
    out = out.empty() ? p->text : message("sentences", {{"first", p->text}, {"then", std::move(out)}});
  }
  return out;
}

SolveReply bad_problems(const Validation& v) {
  SolveReply r = bad_input(problems_text(v));
  r.text = problems_message(v);
  return r;
}

std::optional<CubieCube> read_cube3(const SolveRequest& request, SolveReply* bad, std::string* facelets) {
  const Validation v = validate(Puzzle::Cube3, request.state);
  if (!v.ok()) {
    *bad = bad_problems(v);
    return std::nullopt;
  }
  *facelets = v.facelets;
  std::optional<CubieCube> c = cubie_from_facelets(v.facelets);
  if (!c) *bad = bad_input(message("stickers_not_a_cube"));  // validate() should have said why
  return c;
}

SolveReply with_start(SolveReply reply, std::string start) {
  reply.start = std::move(start);
  return reply;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool blank(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); });
}

}  // namespace cube::registry
