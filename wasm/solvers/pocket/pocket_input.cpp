#include "solvers/pocket/pocket_input.h"

#include "core/symbols.h"
#include "core/validate.h"
#include "solvers/pocket/pocket_goal.h"
#include "solvers/solve_reply.h"

namespace cube::pocket {
namespace {

std::string fold(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

std::string trimmed(std::string_view s) {
  size_t a = 0, b = s.size();
  while (a < b && (s[a] == ' ' || (s[a] >= '\t' && s[a] <= '\r'))) ++a;
  while (b > a && (s[b - 1] == ' ' || (s[b - 1] >= '\t' && s[b - 1] <= '\r'))) --b;
  return std::string(s.substr(a, b - a));
}

std::string join_problems(const Validation& v) {
  std::string out;
  for (const Problem& p : v.problems) {
    if (!out.empty()) out += ' ';
    out += p.message;
  }
  return out;
}

}  // namespace

std::string sticker_name(int index) { return std::string(1, "URFDLB"[index / 4]) + std::to_string(index % 4 + 1); }

// A problem of the goal field: "goal: ..." (input_part).
Message goal_problem(Message what) { return message("input_part", {{"part", "goal"}, {"what", std::move(what)}}); }

PocketInput read_input(std::string_view start_text, std::string_view goal_text) {
  PocketInput in;
  std::vector<std::string> names;  // the start's symbols as typed
  std::vector<char> letter;        // the face letter each stands for

  // Fast path: face letters, DBL corner home, a real cube -- nothing to map or report.
  std::string compact;
  for (char c : start_text)
    if (!(c == ' ' || (c >= '\t' && c <= '\r'))) compact += c;
  if (compact.size() == 24 && compact.find_first_not_of("URFDLB") == std::string::npos) {
    const auto c = corners_from_facelets(compact);
    if (c && c->is_solvable() && c->cp[DBL] == DBL && c->co[DBL] == 0) {
      in.start_letters = compact;
      in.start = *c;
      for (char f : std::string("URFDLB")) names.emplace_back(1, f), letter.push_back(f);
    }
  }
  if (names.empty()) {
    const Validation v = validate(Puzzle::Cube2, start_text);
    if (!v.ok()) {
      in.error = "start: " + join_problems(v);
      return in;
    }
    in.start_letters = v.facelets;
    const auto start = corners_from_facelets(v.facelets);
    if (!start) {
      in.error = "start: not a 2x2x2 state";
      return in;
    }
    in.start = *start;
    // Which face letter each typed symbol of the start stands for.
    const StickerSymbols ss = read_symbols(start_text, 24);
    names = ss.names;
    letter.assign(names.size(), 0);
    for (int i = 0; i < 24 && i < static_cast<int>(ss.symbol_of.size()); ++i) letter[ss.symbol_of[i]] = v.facelets[i];
  }

  const std::string goal = trimmed(goal_text);
  if (goal.empty() || fold(goal) == "solved") return in.ok = true, in;
  in.solved_goal = false;

  const StickerSymbols gs = read_symbols(goal, 24);
  if (gs.sticker_count != 24) {
    in.text = goal_problem(message("pocket_goal_count", {{"count", gs.sticker_count}}));
    in.error = in.text.english();
    return in;
  }
  std::string colours;
  for (size_t k = 0; k < names.size(); ++k) colours += (k ? ", " : "") + names[k];
  in.goal_letters.assign(24, 'x');
  for (int i = 0; i < 24; ++i) {
    const std::string& name = gs.names[gs.symbol_of[i]];
    int found = -1;
    for (size_t k = 0; k < names.size() && found < 0; ++k)
      if (names[k] == name) found = static_cast<int>(k);
    for (size_t k = 0; k < names.size() && found < 0; ++k)
      if (fold(names[k]) == fold(name)) found = static_cast<int>(k);
    if (found >= 0) {
      in.goal_letters[i] = letter[found];
    } else if (name == "x" || name == "X" || name == "?") {
      in.goal_letters[i] = 'x';
    } else {
      in.text = goal_problem(
          message("goal_sticker_colour",
                  {{"index", i + 1}, {"sticker", sticker_name(i)}, {"symbol", name}, {"colours", colours}}));
      in.error = in.text.english();
      return in;
    }
  }
  const GoalPattern pattern(in.goal_letters);
  if (pattern.enumerate(0).empty()) {
    std::string why;
    if (pattern.full()) {
      const Validation gv = validate(Puzzle::Cube2, in.goal_letters);
      why = gv.ok() ? "" : " " + join_problems(gv);
    }
    in.error = "goal: no 2x2x2 cube looks like this (the stickers given cannot all be right at once)." + why;
    if (why.empty()) {
      in.text = goal_problem(message("pocket_goal_impossible"));
    } else if (const Message problems = registry::problems_message(validate(Puzzle::Cube2, in.goal_letters));
               !problems.empty()) {
      in.text = goal_problem(message("sentences", {{"first", message("pocket_goal_impossible")}, {"then", problems}}));
    }
    return in;
  }
  in.ok = true;
  return in;
}

}  // namespace cube::pocket
