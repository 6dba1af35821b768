#include "solvers/fmc/fmc_solver.h"

#include <algorithm>
#include <sstream>

#include "core/notation.h"
#include "solvers/pocket/pocket_moves.h"

namespace cube::fmc {
namespace {

using Status = SolveResult::Status;

std::string lower_word(std::string_view w) {
  std::string s(w);
  for (char& c : s) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return s;
}

// One way to take the step: a space, the frame it is searched in, its label.
struct Candidate {
  Space space;
  Frame frame;
  std::string axis;
};

std::string moves_text(uint32_t bits) { return pocket::MoveSet(bits).to_string(); }

StepMoves moved_out(const StepMoves& s, const Frame& f) {
  StepMoves out;
  for (int m : s.normal) out.normal.push_back(f.move_out(m));
  for (int m : s.inverse) out.inverse.push_back(f.move_out(m));
  return out;
}

// The side a step searches, as a `select` key of the messages.
const char* niss_key(Niss n) { return n == Niss::Normal ? "normal" : n == Niss::Inverse ? "inverse" : "both"; }

}  // namespace

const char* step_name(Step s) {
  switch (s) {
    case Step::EO: return "EO";
    case Step::DR: return "DR";
    case Step::HTR: return "HTR";
    case Step::Finish: return "finish";
  }
  return "";
}

std::optional<StepGoal> parse_step_goal(std::string_view text, std::string* error, Message* said) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(lower_word(w));
  auto fail = [&](Message why) -> std::optional<StepGoal> {
    if (error) *error = why.english();
    if (said) *said = std::move(why);
    return std::nullopt;
  };
  if (words.empty()) return fail(message("fmc_goal_no_step"));
  StepGoal g;
  const std::string& s = words[0];
  if (s == "eo") g.step = Step::EO;
  else if (s == "dr") g.step = Step::DR;
  else if (s == "htr") g.step = Step::HTR;
  else if (s == "finish") g.step = Step::Finish;
  else return fail(message("fmc_goal_unknown_step", {{"word", words[0]}}));
  for (size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (auto a = parse_axis(w)) {
      if (g.step == Step::Finish) return fail(message("fmc_goal_finish_axis"));
      g.axis = a;
    } else if (w == "niss" || w.rfind("niss=", 0) == 0) {
      std::string v = w == "niss" ? (i + 1 < words.size() ? words[++i] : "") : w.substr(5);
      if (v == "normal") g.niss = Niss::Normal;
      else if (v == "inverse") g.niss = Niss::Inverse;
      else if (v == "both") g.niss = Niss::Both;
      else return fail(message("fmc_goal_niss", {{"value", v}}));
    } else if (w == "within") {
      const std::string v = i + 1 < words.size() ? words[++i] : "";
      if (v.empty() || v.size() > 2 || !std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return fail(message("fmc_goal_within", {{"value", v}}));
      g.within = std::stoi(v);
    } else if (w == "scratch" && g.step == Step::DR) {
      g.scratch = true;
    } else {
      return fail(
          message("fmc_goal_unknown_word", {{"word", words[i]}, {"scratch", g.step == Step::DR ? "yes" : "no"}}));
    }
  }
  return g;
}

std::string niss_text(const StepMoves& s, bool plain) {
  std::string out = format_moves(pocket::to_moves(s.normal));
  if (!s.inverse.empty()) {
    if (!out.empty()) out += ' ';
    out += (plain ? "(" : "^(") + format_moves(pocket::to_moves(s.inverse)) + ")";
  }
  return out;
}

StepResult solve_step(const CubieCube& c, const StepRequest& req) {
  StepResult result;
  const StepGoal& g = req.goal;
  std::vector<Axis> axes;
  if (g.axis) axes.push_back(*g.axis);
  else axes.assign(std::begin(kAxes), std::end(kAxes));

  // Which ways the step can be taken from this cube.
  std::vector<Candidate> ways;
  switch (g.step) {
    case Step::EO:
      for (Axis a : axes) ways.push_back({Space::EO, frame_for(a, std::nullopt), axis_name(a)});
      break;
    case Step::DR: {
      std::vector<Axis> eos;
      for (Axis a : kAxes)
        if (has_eo(c, a) && !g.scratch) eos.push_back(a);
      for (Axis d : axes) {
        std::optional<Axis> from;
        for (Axis a : eos)
          if (a != d && !from) from = a;
        if (from) {
          ways.push_back(
              {Space::DrFromEo, frame_for(from, d), std::string(axis_name(d)) + " from EO " + axis_name(*from)});
        } else if (g.axis || eos.empty()) {
          ways.push_back({Space::DrScratch, frame_for(std::nullopt, d), axis_name(d)});
        }
      }
      break;
    }
    case Step::HTR: {
      std::vector<std::string> in;
      for (Axis a : kAxes)
        if (has_dr(c, a)) in.emplace_back(axis_name(a));
      for (Axis d : axes)
        if (has_dr(c, d)) ways.push_back({Space::Htr, frame_for(std::nullopt, d), axis_name(d)});
      if (ways.empty()) {
        result.status = Status::BadInput;
        std::vector<MessageArg> axes(in.begin(), in.end());
        say(result, in.empty() ? message("fmc_htr_no_dr")
                               : message("fmc_htr_other_axis",
                                         {{"axis", axis_name(*g.axis)}, {"axes", MessageArg::list(std::move(axes))}}));
        return result;
      }
      break;
    }
    case Step::Finish:
      if (!has_htr(c)) {
        result.status = Status::BadInput;
        say(result, message("fmc_finish_no_htr"));
        return result;
      }
      ways.push_back({Space::Finish, Frame{0}, ""});
      break;
  }

  SearchLimits limits = req.limits;
  if (g.within >= 0) {
    limits.within = g.within;
    if (limits.count <= 1) limits.count = 1000;
  }
  std::vector<std::string> unreachable;
  std::vector<StepSolution> all;
  for (const Candidate& w : ways) {
    const SpaceTables& t = space_tables(w.space, w.frame.moves_in(req.moves));
    const CubieCube x = w.frame.hold(c);
    const bool normal_ok = t.estimate(x) != kUnreachable, inverse_ok = t.estimate(x.inverse()) != kUnreachable;
    const bool ok = g.niss == Niss::Normal ? normal_ok : g.niss == Niss::Inverse ? inverse_ok : normal_ok || inverse_ok;
    if (!ok) {
      unreachable.push_back(w.axis.empty() ? std::string(step_name(g.step)) : w.axis);
      continue;
    }
    const SearchOutcome o = search(t, x, g.niss, limits);
    result.nodes += o.nodes;
    result.timed_out = result.timed_out || (o.stopped && !o.cancelled);
    if (o.cancelled) {
      result.status = Status::Cancelled;
      return result;
    }
    for (const StepMoves& s : o.solutions) all.push_back({moved_out(s, w.frame), w.axis, false});
  }
  if (ways.size() == unreachable.size()) {
    result.status = Status::BadInput;
    say(result, message("fmc_unreachable", {{"step", step_name(g.step)},
                                            {"on", g.step == Step::Finish ? "none"
                                                   : g.axis               ? "axis"
                                                                          : "any"},
                                            {"axis", g.axis ? axis_name(*g.axis) : ""},
                                            {"moves", moves_text(req.moves & 0x3FFFFu)},
                                            {"niss", niss_key(g.niss)}}));
    return result;
  }
  std::stable_sort(all.begin(), all.end(),
                   [](const StepSolution& a, const StepSolution& b) { return a.moves.length() < b.moves.length(); });
  if (!all.empty()) {
    const int best = all.front().moves.length();
    size_t keep = all.size();
    if (g.within >= 0) {
      keep = static_cast<size_t>(std::count_if(
          all.begin(), all.end(), [&](const StepSolution& s) { return s.moves.length() <= best + g.within; }));
    }
    keep = std::min(keep, static_cast<size_t>(std::max(1, limits.count)));
    all.resize(keep);
    for (StepSolution& s : all) s.optimal = s.moves.length() == best;
  }
  result.solutions = std::move(all);
  if (!result.solutions.empty()) {
    result.status = Status::Solved;
  } else {
    result.status = Status::NoSolution;
    say(result, result.timed_out
                    ? message("budget_ended")
                    : message("fmc_no_step_within", {{"step", step_name(g.step)}, {"max", req.limits.max_length}}));
  }
  return result;
}

SolveResult solve_all_steps(const CubieCube& c, uint32_t moves, const SolveOptions& options) {
  SolveResult out;
  Solution sol;
  CubieCube x = c;
  for (Step s : {Step::EO, Step::DR, Step::HTR, Step::Finish}) {
    StepRequest r;
    r.goal.step = s;
    r.moves = moves;
    r.limits.cancel = options.cancel;
    r.limits.time_ms = options.time_ms;
    const StepResult sr = solve_step(x, r);
    out.nodes += sr.nodes;
    if (sr.status != Status::Solved) {
      out.status = sr.status;
      if (sr.text.empty()) out.message = std::string(step_name(s)) + ": " + sr.message;
      else say(out, message("fmc_step_failed", {{"step", step_name(s)}, {"why", sr.text}}));
      out.timed_out = sr.timed_out;
      return out;
    }
    const StepSolution& best = sr.solutions.front();
    Stage st;
    st.name = std::string(step_name(s)) + (best.axis.empty() ? "" : " " + best.axis);
    st.explanation = s == Step::EO    ? "every edge oriented for the axis"
                     : s == Step::DR  ? "corners and edges oriented, the slice's edges in their slice"
                     : s == Step::HTR ? "a state half turns solve"
                                      : "solved with half turns";
    for (int m : best.moves.normal) x = x * basic_move_cubies()[m];
    // A first turn of the face the step before ended with merges into that step (R
    // then R2 is R'): its goal still holds, as the turn is one of this step's moves.
    std::vector<Move> moves = pocket::to_moves(best.moves.normal);
    size_t k = 0;
    while (k < moves.size() && !sol.moves.empty() && sol.moves.back().family == moves[k].family) {
      const int turns = (sol.moves.back().turns + moves[k].turns) % 4;
      if (turns == 0) {
        sol.moves.pop_back();
        for (Stage& before : sol.stages) {
          before.end = std::min(before.end, static_cast<int>(sol.moves.size()));
          before.begin = std::min(before.begin, before.end);
        }
      } else {
        sol.moves.back().turns = static_cast<uint8_t>(turns);
      }
      ++k;
    }
    st.begin = static_cast<int>(sol.moves.size());
    sol.moves.insert(sol.moves.end(), moves.begin() + static_cast<long>(k), moves.end());
    st.end = static_cast<int>(sol.moves.size());
    sol.stages.push_back(st);
  }
  if (options.max_length >= 0 && static_cast<int>(sol.moves.size()) > options.max_length) {
    out.status = Status::NoSolution;
    say(out, message("fmc_steps_over_limit", {{"length", sol.moves.size()}, {"max", options.max_length}}));
    return out;
  }
  out.status = Status::Solved;
  out.solutions.push_back(std::move(sol));
  return out;
}

}  // namespace cube::fmc
