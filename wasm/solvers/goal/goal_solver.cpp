#include "solvers/goal/goal_solver.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <set>

#include "core/facelets.h"
#include "core/notation.h"
#include "core/symbols.h"
#include "core/validate.h"
#include "solvers/goal/goal_model.h"
#include "solvers/goal/goal_rotation.h"
#include "solvers/goal/goal_search.h"
#include "solvers/pocket/pocket_coord.h"
#include "solvers/pocket/pocket_input.h"
#include "solvers/pocket/pocket_solver.h"
#include "solvers/pocket/pocket_table.h"
#include "tables/table_file.h"

namespace cube::goal {
namespace {

using Status = SolveResult::Status;
using Clock = std::chrono::steady_clock;
using pocket::MoveSet;

constexpr int kDefaultMaxLength = 20;            // every goal is this close with all 18 turns
constexpr int kDefaultMaxLengthRestricted = 30;  // fewer turns: longer paths, a bound all the same

double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

SolveResult fail(Status s, std::string english, Message text = {}) {
  SolveResult r;
  r.status = s;
  r.message = std::move(english);
  r.text = std::move(text);
  return r;
}

SolveResult fail(Status s, Message text) {
  SolveResult r;
  r.status = s;
  say(r, std::move(text));
  return r;
}

std::string moves_phrase(MoveSet m) { return "<" + m.to_string() + ">"; }

int default_max_length(MoveSet moves, const SolveOptions& o) {
  if (o.max_length >= 0) return o.max_length;
  return moves == MoveSet::all() ? kDefaultMaxLength : kDefaultMaxLengthRestricted;
}

bool contradictory(const Pattern& p) {
  for (uint8_t m : p.masks())
    if (!m) return true;
  return false;
}

// ---- Alternatives -----------------------------------------------------------------

// Every orientation of a goal, as one list of distinct alternatives.
std::vector<Alternative> all_orientations(const Goal& g) {
  std::vector<Alternative> out;
  std::set<Pattern> seen;
  for (int r = 0; r < kRotations; ++r)
    for (Alternative& a : reorient(g, r).alternatives)
      if (seen.insert(a.pattern).second) out.push_back(std::move(a));
  return out;
}

// The alternatives of a chain step after `achieved` (what the steps before reached):
// each joined with it; contradictions dropped; those it already implies dropped
// unless all are; those that imply another (strictly more to do) dropped.
std::vector<Alternative> after(const std::vector<Alternative>& alts, const Pattern& achieved) {
  std::vector<Alternative> joined, open;
  for (const Alternative& a : alts) {
    Alternative j = a;
    j.pattern = a.pattern & achieved;
    if (!contradictory(j.pattern)) joined.push_back(std::move(j));
  }
  for (const Alternative& a : joined)
    if (!achieved.implies(a.pattern)) open.push_back(a);
  if (open.empty()) return joined;
  std::vector<Alternative> out;
  for (size_t i = 0; i < open.size(); ++i) {
    bool stricter = false;
    for (size_t j = 0; j < open.size() && !stricter; ++j)
      stricter = j != i && open[i].pattern.implies(open[j].pattern) && !(open[i].pattern == open[j].pattern);
    bool duplicate = false;
    for (size_t j = 0; j < i && !duplicate; ++j) duplicate = open[i].pattern == open[j].pattern;
    if (!stricter && !duplicate) out.push_back(open[i]);
  }
  return out;
}

// ---- 3x3x3: alternatives -> search problems ------------------------------------------

// The orientation that brings (pattern, moves) to its canonical form: the smallest
// (rotated pattern, rotated moves) in a fixed order, so equal goals on different faces
// meet in one model and one set of tables.
//
// Fewest units first: orientation is measured against fixed axes, so an EO goal seen
// with its axis on F/B is one unit of ten edges, and seen otherwise ten units.
int canonical_rotation(const Pattern& p, MoveSet moves) {
  static std::mutex mutex;
  static std::map<std::pair<Pattern, uint32_t>, int> cache;
  const auto key = std::make_pair(p, moves.bits());
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(key);
    if (it != cache.end()) return it->second;
  }
  int best = -1;
  size_t best_units = 0;
  Pattern best_p;
  uint32_t best_m = 0;
  for (int r = 0; r < kRotations; ++r) {
    const Rotation& rot = rotations()[r];
    const Pattern rp = rotate(p, rot);
    const uint32_t rm = rotate(moves, rot).bits();
    const size_t units = count_units(rp);
    if (best < 0 || units < best_units || (units == best_units && (rp < best_p || (rp == best_p && rm < best_m)))) {
      best = r;
      best_units = units;
      best_p = rp;
      best_m = rm;
    }
  }
  std::lock_guard<std::mutex> lock(mutex);
  if (cache.size() > 65536) cache.clear();
  cache.emplace(key, best);
  return best;
}

struct Prepared {
  int rotation = 0;
  std::shared_ptr<const GoalModel> model;
  std::vector<std::shared_ptr<const Table>> tables;
  std::string error;
  Message text;
};

Prepared prepare_pattern(const Pattern& p, MoveSet moves, const Table::Progress& progress = {}) {
  Prepared out;
  out.rotation = canonical_rotation(p, moves);
  const Rotation& r = rotations()[out.rotation];
  ModelResult m = model_for(rotate(p, r), rotate(moves, r));
  if (!m.model) {
    out.error = m.error;
    out.text = m.text;
    return out;
  }
  out.model = m.model;
  const size_t n = m.model->tables.size();
  for (size_t k = 0; k < n; ++k) {
    Table::Progress each;
    if (progress) each = [&, k](double f, size_t bytes) { progress((double(k) + f) / double(n), bytes); };
    out.tables.push_back(table_for(m.model->tables[k].spec, each));
  }
  return out;
}

// "DF, UR, DFR" -- the pieces of a table, named on the real cube.
std::string table_pieces(const TableView& t, const Rotation& back) {
  const Rotation& view_back = rotations()[rotations()[t.rotation].inverse];
  auto name = [&](const char* n) { return rotated_piece_name(rotated_piece_name(n, view_back), back); };
  std::vector<std::string> names;
  for (const Unit& u : t.spec.edges.units)
    for (uint8_t q : u.pieces) names.push_back(name(kEdgeNames[q]));
  for (const Unit& u : t.spec.corners.units)
    for (uint8_t q : u.pieces) names.push_back(name(kCornerNames[q]));
  std::string s;
  for (size_t i = 0; i < names.size() && i < 8; ++i) s += (i ? ", " : "") + names[i];
  if (names.size() > 8) s += " ...";
  return s;
}

struct StepAnswer {
  SolveResult result;
  std::vector<int> alternative_of;  // per solution: the alternative it reaches
};

// avoid_face: a face no solution may start with (the face the step before ended on,
// so that stages never merge), -1 for none.
StepAnswer solve_alternatives(const CubieCube& start, const std::string& step_name,
                              const std::vector<Alternative>& alts, MoveSet moves, const SolveOptions& options,
                              int avoid_face = -1) {
  StepAnswer a;
  const auto t0 = Clock::now();
  std::vector<SearchProblem> problems;
  std::vector<int> alt_of;
  std::string error;
  Message said;
  for (size_t i = 0; i < alts.size(); ++i) {
    Prepared p = prepare_pattern(alts[i].pattern, moves);
    if (!p.model) {
      if (error.empty()) error = p.error, said = p.text;
      continue;
    }
    SearchProblem sp;
    sp.start = p.rotation ? rotate_cube(start, p.rotation) : start;
    sp.model = p.model;
    sp.tables = std::move(p.tables);
    sp.rotation = p.rotation;
    sp.avoid_first_face = avoid_face < 0 ? -1 : rotations()[p.rotation].face[avoid_face];
    problems.push_back(std::move(sp));
    alt_of.push_back(static_cast<int>(i));
  }
  if (problems.empty()) {
    a.result = error.empty() ? fail(Status::BadInput, "goal: nothing to solve") : fail(Status::BadInput, error, said);
    return a;
  }
  const int max_length = default_max_length(moves, options);
  const size_t want = static_cast<size_t>(std::max(1, options.solutions));
  const SearchOutcome o = search(problems, max_length, want, options);
  SolveResult& r = a.result;
  r.nodes = o.nodes;
  r.timed_out = o.timed_out;
  using Outcome = SearchOutcome::Outcome;
  switch (o.outcome) {
    case Outcome::Found: {
      r.status = Status::Solved;
      const size_t best = o.paths.front().moves.size();
      for (const FoundPath& fp : o.paths) {
        Solution s;
        s.moves = pocket::to_moves(fp.moves);
        s.optimal = fp.moves.size() == best;
        const Alternative& alt = alts[alt_of[fp.problem]];
        s.stages.push_back({step_name, alt.description, 0, static_cast<int>(s.moves.size())});
        r.solutions.push_back(std::move(s));
        a.alternative_of.push_back(alt_of[fp.problem]);
      }
      if (o.interrupted) say(r, message(o.timed_out ? "budget_ended_listing" : "solve_cancelled"));
      break;
    }
    case Outcome::Unreachable: {
      const SearchProblem& p = problems.front();
      const int k = o.blocked_table.front();
      const Rotation& back = rotations()[rotations()[p.rotation].inverse];
      say(r, message("goal_unreachable", {{"moves", moves_phrase(moves)},
                                          {"known", k >= 0 ? "yes" : "no"},
                                          {"pieces", k >= 0 ? table_pieces(p.model->tables[k], back) : ""}}));
      break;
    }
    case Outcome::TooLong:
      say(r, o.lower_bound > max_length
                 ? message("no_solution_within_bound", {{"max", max_length}, {"bound", o.lower_bound}})
                 : message("no_solution_within", {{"max", max_length}}));
      break;
    case Outcome::Cancelled:
      r.status = Status::Cancelled;
      say(r, message("solve_cancelled"));
      break;
    case Outcome::TimedOut: say(r, message("budget_ended_bound", {{"bound", o.lower_bound}})); break;
  }
  r.ms = ms_since(t0);
  return a;
}

SolveOptions remaining(const SolveOptions& o, Clock::time_point t0) {
  SolveOptions s = o;
  if (o.time_ms >= 0) s.time_ms = std::max(0.0, o.time_ms - ms_since(t0));
  return s;
}

// ---- 2x2x2: patterns through the pocket solver --------------------------------------

Pattern embed2(const std::string& letters) {
  Pattern p;
  for (int f = 0; f < 6; ++f) p.set(9 * f + 4, static_cast<uint8_t>(1u << f));
  for (int c = 0; c < kCorners; ++c)
    for (int k = 0; k < 3; ++k) {
      const size_t f = std::string_view("URFDLB").find(letters[kCornerFacelets2[c][k]]);
      p.set(kCornerFacelets3[c][k], f == std::string_view::npos ? kAnyColour : static_cast<uint8_t>(1u << f));
    }
  return p;
}

// 24 letters; "" when a corner sticker is a set of colours.
std::string project2(const Pattern& p) {
  std::string out(24, 'x');
  for (int c = 0; c < kCorners; ++c)
    for (int k = 0; k < 3; ++k) {
      const uint8_t m = p.at(kCornerFacelets3[c][k]);
      if (m == kAnyColour) continue;
      if (m & (m - 1)) return "";
      out[kCornerFacelets2[c][k]] = "URFDLB"[std::countr_zero(static_cast<unsigned>(m))];
    }
  return out;
}

SolveResult solve_pocket(std::string_view start, const std::vector<std::string>& steps, MoveSet moves,
                         const SolveOptions& options, bool colour_neutral) {
  const auto t0 = Clock::now();
  const pocket::PocketInput in = pocket::read_input(start, "");
  if (!in.ok) return fail(Status::BadInput, in.error);
  CornerCube cur = in.start;
  Pattern achieved;
  int orient = -1;
  Solution total;
  uint64_t nodes = 0;
  std::vector<Solution> single;  // the one-step answer keeps every solution asked for
  for (size_t k = 0; k < steps.size(); ++k) {
    const std::string& text = steps[k];
    Goal g;
    if (is_preset_name(text)) {
      std::string error;
      Message said;
      auto pg = preset_goal(text, &error, &said);
      if (!pg) return fail(Status::BadInput, error, said);
      g = *pg;
    } else {
      if (text.find('[') != std::string::npos)
        return fail(Status::BadInput, message("input_part", {{"part", "goal"}, {"what", message("goal_sets_on_2x2")}}));
      const pocket::PocketInput gi = pocket::read_input(start, text);
      if (!gi.ok) return fail(Status::BadInput, gi.error);
      g.name = gi.solved_goal ? "solved" : "pattern";
      // "solved": every corner home, as the pocket solver reads it (the cube held any way).
      g.alternatives.push_back({embed2(gi.solved_goal ? solved_facelets(Puzzle::Cube2) : gi.goal_letters), g.name, 0});
      g.fixed_orientation = gi.solved_goal;
    }
    std::vector<Alternative> alts;
    if (k == 0 && colour_neutral) {
      alts = all_orientations(g);
    } else {
      alts = orient >= 0 && !g.fixed_orientation ? reorient(g, orient).alternatives : g.alternatives;
    }
    if (k > 0) alts = after(alts, achieved);
    std::vector<std::string> letters;
    for (const Alternative& a : alts) {
      std::string l = project2(a.pattern);
      if (l.empty()) return fail(Status::BadInput, "goal: " + g.name + " needs colour sets, which the 2x2x2 lacks");
      letters.push_back(l);
    }
    if (std::all_of(letters.begin(), letters.end(), [](const std::string& l) { return l == std::string(24, 'x'); }) &&
        g.preset.size())
      return fail(Status::BadInput, "goal: " + g.name +
                                        " asks nothing of the corners, so nothing of a 2x2x2 (try face "
                                        "or first-layer)");
    // Every alternative through the pocket solver; the shortest answers win.
    struct Got {
      Solution s;
      int alt;
    };
    std::vector<Got> got;
    SolveResult last;
    for (size_t i = 0; i < letters.size(); ++i) {
      pocket::PocketRequest req;
      req.moves = moves;
      req.goal = g.name == "solved" && g.preset.empty() ? "" : letters[i];
      SolveOptions po = remaining(options, t0);
      if (steps.size() > 1) po.solutions = 16;  // room to pick one that does not merge with the step before
      last = pocket::solve(cur, req, po);
      nodes += last.nodes;
      if (last.status == Status::Cancelled) return last;
      for (Solution& s : last.solutions) got.push_back({std::move(s), static_cast<int>(i)});
    }
    if (got.empty()) {
      SolveResult r =
          fail(last.status == Status::BadInput ? Status::BadInput : Status::NoSolution,
               (steps.size() > 1 ? "step " + std::to_string(k + 1) + " (" + g.name + "): " : "") + last.message);
      r.timed_out = last.timed_out;
      return r;
    }
    std::stable_sort(got.begin(), got.end(),
                     [](const Got& a, const Got& b) { return a.s.moves.size() < b.s.moves.size(); });
    const size_t best = got.front().s.moves.size();
    if (steps.size() == 1) {
      std::set<std::string> seen;
      for (Got& x : got) {
        if (static_cast<int>(single.size()) >= std::max(1, options.solutions)) break;
        if (!seen.insert(format_moves(x.s.moves)).second) continue;
        x.s.optimal = x.s.moves.size() == best;
        x.s.stages = {{g.name, alts[x.alt].description, 0, static_cast<int>(x.s.moves.size())}};
        single.push_back(std::move(x.s));
      }
      break;
    }
    // The shortest that does not start on the face the step before ended on, if any.
    const int avoid = total.moves.empty() ? -1 : pocket::index_of(total.moves.back()) / 3;
    const Got* pick = &got.front();
    for (const Got& x : got)
      if (x.s.moves.size() == best && (x.s.moves.empty() || pocket::index_of(x.s.moves.front()) / 3 != avoid)) {
        pick = &x;
        break;
      }
    const Got& win = *pick;
    const int begin = static_cast<int>(total.moves.size());
    for (const Move& m : win.s.moves) {
      total.moves.push_back(m);
      cur = cur * pocket::move_corners(pocket::index_of(m));
    }
    total.stages.push_back({g.name, alts[win.alt].description, begin, static_cast<int>(total.moves.size())});
    achieved = alts[win.alt].pattern;
    orient = alts[win.alt].rotation;
  }
  SolveResult r;
  r.status = Status::Solved;
  r.nodes = nodes;
  if (steps.size() == 1) {
    r.solutions = std::move(single);
  } else {
    r.solutions.push_back(std::move(total));
  }
  r.ms = ms_since(t0);
  return r;
}

// ---- Text ---------------------------------------------------------------------------

std::string trim(std::string_view s) {
  size_t a = 0, b = s.size();
  while (a < b && (s[a] == ' ' || (s[a] >= '\t' && s[a] <= '\r'))) ++a;
  while (b > a && (s[b - 1] == ' ' || (s[b - 1] >= '\t' && s[b - 1] <= '\r'))) --b;
  return std::string(s.substr(a, b - a));
}

// Steps separated by ',', ';', new lines, "->" or "→".
std::vector<std::string> split_steps(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    std::string t = trim(cur);
    if (!t.empty()) out.push_back(t);
    cur.clear();
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == ',' || c == ';' || c == '\n') {
      flush();
    } else if (c == '-' && i + 1 < text.size() && text[i + 1] == '>') {
      flush();
      ++i;
    } else if (text.substr(i, 3) == "\xE2\x86\x92") {  // →
      flush();
      i += 2;
    } else {
      cur += c;
    }
  }
  flush();
  return out;
}

std::string join_problems(const Validation& v) {
  std::string out;
  for (const Problem& p : v.problems) out += (out.empty() ? "" : " ") + p.message;
  return out;
}

bool parse_moves(const std::string& text, MoveSet& out, std::string& error, Message* said = nullptr) {
  if (trim(text).empty()) {
    out = MoveSet::all();
    return true;
  }
  auto m = MoveSet::parse(text, &error, said);
  if (!m) return false;
  out = *m;
  return true;
}

}  // namespace

// ---- Public -------------------------------------------------------------------------

ParsedGoal parse_goal(std::string_view text, const SymbolMap& symbols) {
  ParsedGoal out;
  const std::vector<std::string> steps = split_steps(text);
  if (steps.empty()) {
    out.text = message("input_part", {{"part", "goal"}, {"what", message("goal_empty")}});
    out.error = out.text.english();
    return out;
  }
  for (const std::string& s : steps) {
    if (is_preset_name(s)) {
      auto g = preset_goal(s, &out.error, &out.text);
      if (!g) return out;
      out.steps.push_back(std::move(*g));
      continue;
    }
    const int n = count_pattern_stickers(s);
    if (n != kStickers && n < 16) {
      preset_goal(s, &out.error, &out.text);  // names the presets
      return out;
    }
    const PatternParse p = parse_pattern(s, symbols);
    if (!p.ok) {
      out.text = n == 24 ? message("input_part", {{"part", "goal"}, {"what", message("goal_2x2_for_3x3")}}) : p.text;
      out.error = out.text.empty() ? p.error : out.text.english();
      return out;
    }
    Goal g;
    g.name = steps.size() > 1 ? "step " + std::to_string(out.steps.size() + 1) : "pattern";
    g.alternatives.push_back({p.pattern, "pattern", 0});
    out.steps.push_back(std::move(g));
  }
  out.ok = true;
  return out;
}

SolveResult solve(const CubieCube& start, const Goal& goal, MoveSet moves, const SolveOptions& options,
                  bool colour_neutral) {
  const auto t0 = Clock::now();
  if (!start.is_solvable()) return fail(Status::BadInput, "start: not a reachable 3x3x3 state");
  if (moves.empty()) return fail(Status::BadInput, "moves: no turns allowed");
  const std::vector<Alternative> alts = colour_neutral ? all_orientations(goal) : goal.alternatives;
  SolveResult r = solve_alternatives(start, goal.name, alts, moves, options).result;
  r.ms = ms_since(t0);
  return r;
}

SolveResult solve_chain(const CubieCube& start, const std::vector<Goal>& steps, MoveSet moves,
                        const SolveOptions& options, bool colour_neutral) {
  const auto t0 = Clock::now();
  if (!start.is_solvable()) return fail(Status::BadInput, "start: not a reachable 3x3x3 state");
  if (moves.empty()) return fail(Status::BadInput, "moves: no turns allowed");
  if (steps.size() == 1) return solve(start, steps.front(), moves, options, colour_neutral);
  CubieCube cur = start;
  Pattern achieved;
  int orient = -1;
  Solution total;
  uint64_t nodes = 0;
  for (size_t k = 0; k < steps.size(); ++k) {
    const Goal& g = steps[k];
    std::vector<Alternative> alts;
    if (k == 0 && colour_neutral) {
      alts = all_orientations(g);
    } else {
      alts = orient >= 0 && !g.fixed_orientation ? reorient(g, orient).alternatives : g.alternatives;
    }
    if (k > 0) alts = after(alts, achieved);
    if (alts.empty())
      return fail(Status::BadInput,
                  "step " + std::to_string(k + 1) + " (" + g.name + "): contradicts what the steps before it reached");
    SolveOptions so = remaining(options, t0);
    so.solutions = 1;
    const int avoid = total.moves.empty() ? -1 : pocket::index_of(total.moves.back()) / 3;
    StepAnswer a = solve_alternatives(cur, g.name, alts, moves, so, avoid);
    if (avoid >= 0 && a.result.status == Status::NoSolution && !a.result.timed_out) {
      nodes += a.result.nodes;
      SolveOptions again = remaining(options, t0);
      again.solutions = 1;
      a = solve_alternatives(cur, g.name, alts, moves, again);  // may start on that face after all
    }
    nodes += a.result.nodes;
    if (a.result.status != Status::Solved) {
      SolveResult r = a.result;
      if (r.text.empty()) r.message = "step " + std::to_string(k + 1) + " (" + g.name + "): " + r.message;
      else say(r, message("goal_step_failed", {{"step", k + 1}, {"name", g.name}, {"why", std::move(r.text)}}));
      r.nodes = nodes;
      r.ms = ms_since(t0);
      return r;
    }
    const Solution& s = a.result.solutions.front();
    const int alt = a.alternative_of.front();
    const int begin = static_cast<int>(total.moves.size());
    const auto& mv = basic_move_cubies();
    for (const Move& m : s.moves) {
      total.moves.push_back(m);
      cur = cur * mv[pocket::index_of(m)];
    }
    total.stages.push_back({g.name, alts[alt].description, begin, static_cast<int>(total.moves.size())});
    achieved = alts[alt].pattern;
    orient = alts[alt].rotation;
  }
  SolveResult r;
  r.status = Status::Solved;
  r.nodes = nodes;
  r.solutions.push_back(std::move(total));
  r.ms = ms_since(t0);
  return r;
}

SolveResult solve(std::string_view start, const GoalRequest& request, const SolveOptions& options) {
  const auto t0 = Clock::now();
  MoveSet moves;
  std::string error;
  Message said;
  if (!parse_moves(request.moves, moves, error, &said)) return fail(Status::BadInput, error, said);
  const StickerSymbols ss = read_symbols(start, kStickers);
  if (ss.sticker_count == 24) {
    const std::vector<std::string> steps = split_steps(request.goal);
    if (steps.empty())
      return fail(Status::BadInput, message("input_part", {{"part", "goal"}, {"what", message("goal_empty_2x2")}}));
    SolveResult r = solve_pocket(start, steps, moves, options, request.colour_neutral);
    r.ms = ms_since(t0);
    return r;
  }
  if (ss.sticker_count != kStickers)
    return fail(Status::BadInput,
                message("input_part",
                        {{"part", "start"}, {"what", message("goal_start_count", {{"count", ss.sticker_count}})}}));
  const Validation v = validate(Puzzle::Cube3, start);
  if (!v.ok()) return fail(Status::BadInput, "start: " + join_problems(v));
  const auto cube = cubie_from_facelets(v.facelets);
  if (!cube) return fail(Status::BadInput, "start: not a 3x3x3 state");
  SymbolMap symbols;
  for (size_t s = 0; s < ss.names.size(); ++s)
    for (int i = 0; i < kStickers; ++i)
      if (ss.symbol_of[i] == static_cast<int>(s)) {
        symbols.emplace_back(ss.names[s], static_cast<int>(std::string_view("URFDLB").find(v.facelets[i])));
        break;
      }
  const ParsedGoal g = parse_goal(request.goal, symbols);
  if (!g.ok) return fail(Status::BadInput, g.error, g.text);
  SolveResult r = g.steps.size() == 1 ? solve(*cube, g.steps.front(), moves, options, request.colour_neutral)
                                      : solve_chain(*cube, g.steps, moves, options, request.colour_neutral);
  r.ms = ms_since(t0);
  return r;
}

namespace {

// The first step's alternatives of a request, as prepared patterns.
std::vector<Prepared> first_step(const GoalRequest& request, std::string* error, const Table::Progress& progress,
                                 bool build) {
  std::vector<Prepared> out;
  MoveSet moves;
  std::string e;
  if (!parse_moves(request.moves, moves, e)) {
    if (error) *error = e;
    return out;
  }
  const ParsedGoal g = parse_goal(request.goal);
  if (!g.ok) {
    if (error) *error = g.error;
    return out;
  }
  const Goal& first = g.steps.front();
  const std::vector<Alternative> alts = request.colour_neutral ? all_orientations(first) : first.alternatives;
  // Distinct canonical goals only.
  std::set<std::pair<Pattern, uint32_t>> seen;
  std::vector<std::pair<Pattern, MoveSet>> todo;
  std::vector<int> rot_of;
  for (const Alternative& a : alts) {
    const int r = canonical_rotation(a.pattern, moves);
    const Pattern p = rotate(a.pattern, rotations()[r]);
    const MoveSet m = rotate(moves, rotations()[r]);
    if (seen.insert({p, m.bits()}).second) todo.emplace_back(p, m), rot_of.push_back(r);
  }
  for (size_t i = 0; i < todo.size(); ++i) {
    Table::Progress each;
    if (progress) each = [&, i](double f, size_t b) { progress((double(i) + f) / double(todo.size()), b); };
    if (build) {
      out.push_back(prepare_pattern(todo[i].first, todo[i].second, each));
    } else {
      Prepared p;
      p.rotation = rot_of[i];
      ModelResult m = model_for(todo[i].first, todo[i].second);
      p.model = m.model;
      p.error = m.error;
      out.push_back(std::move(p));
    }
    if (!out.back().model && error && error->empty()) *error = out.back().error;
  }
  return out;
}

}  // namespace

std::string describe(const GoalRequest& request, std::string* error) {
  std::string e;
  const std::vector<Prepared> ps = first_step(request, &e, {}, false);
  if (!e.empty() || ps.empty()) {
    if (error) *error = e;
    return "";
  }
  if (!ps.front().model) return "";
  const Rotation& back = rotations()[rotations()[ps.front().rotation].inverse];
  return ps.front().model->summary([&](const std::string& n) { return rotated_piece_name(n, back); });
}

double prepare(const GoalRequest& request, Puzzle puzzle, const Table::Progress& progress) {
  const auto t0 = Clock::now();
  if (puzzle == Puzzle::Cube2) {
    if (pocket::has_shared_table(pocket::Metric::HTM)) return 0;
    pocket::shared_table(pocket::Metric::HTM, progress);
    return ms_since(t0);
  }
  bool all_there = true;
  for (const std::string& k : table_keys(request)) all_there = all_there && has_table(k);
  if (all_there) return 0;
  first_step(request, nullptr, progress, true);
  return ms_since(t0);
}

std::vector<std::string> table_keys(const GoalRequest& request) {
  std::vector<std::string> keys;
  for (const Prepared& p : first_step(request, nullptr, {}, false))
    if (p.model)
      for (const TableView& t : p.model->tables) {
        std::string k = t.spec.key();
        if (std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(std::move(k));
      }
  return keys;
}

std::string cache_key(const GoalRequest& request) {
  std::vector<std::string> keys = table_keys(request);
  std::sort(keys.begin(), keys.end());
  std::string all;
  for (const std::string& k : keys) all += k + "\n";
  const uint64_t h = tables::checksum64(reinterpret_cast<const uint8_t*>(all.data()), all.size());
  char buf[64];
  std::snprintf(buf, sizeof buf, "%s/v%u/%016llx", kTableSetName, kTableSetVersion, static_cast<unsigned long long>(h));
  return buf;
}

std::vector<uint8_t> export_request_tables(const GoalRequest& request) {
  first_step(request, nullptr, {}, true);
  return export_tables(table_keys(request));
}

}  // namespace cube::goal
