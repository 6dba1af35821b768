#include "solvers/megaminx/megaminx_solver.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>

#include "puzzles/megaminx/megaminx.h"
#include "solvers/megaminx/last_layer.h"
#include "solvers/megaminx/piece_search.h"

namespace cube::twisty::megaminx_solver {

namespace {

const Puzzle& P() { return megaminx(); }
constexpr int kEdges = 1, kCorners = 2;

int face_index(const std::string& name) {
  const auto& f = megaminx_faces();
  return static_cast<int>(std::find(f.begin(), f.end(), name) - f.begin());
}

// The face turns (4 per face) of the faces named.
std::vector<int> turns_of(const std::vector<std::string>& faces) {
  std::vector<int> out;
  for (const std::string& f : faces)
    for (int k = 0; k < 4; ++k) out.push_back(4 * face_index(f) + k);
  return out;
}

// Whether a face's turns move the piece of `slot`.
bool touches(int face, int orbit, int slot) {
  const PieceTurn& pt = P().piece_turns[4 * face];
  return pt.from_slot[orbit][slot] != slot || pt.add[orbit][slot] != 0;
}

bool touched_by(const std::vector<std::string>& faces, const PieceId& id) {
  return std::any_of(faces.begin(), faces.end(),
                     [&](const std::string& f) { return touches(face_index(f), id.orbit, id.home); });
}

std::vector<PieceId> all_pieces() {
  std::vector<PieceId> out;
  for (int o : {kEdges, kCorners})
    for (int s = 0; s < static_cast<int>(P().orbits[o].slots.size()); ++s) out.push_back({o, s});
  return out;
}

std::string names(const std::vector<PieceId>& ids) {
  std::string s;
  for (const PieceId& id : ids) s += (s.empty() ? "" : ", ") + P().orbits[id.orbit].names[id.home];
  return s;
}

struct Plan {
  std::string name, explanation;
  std::vector<std::string> faces;
  std::vector<PieceId> targets, kept;
  int max_depth = 100;
  double sum_weight = 0;
  uint64_t budget = 0;
  std::unique_ptr<PieceSearch> search;
};

// The steps: faces given up one by one (D, the faces around it, then F, R, L, BL around
// U), each step bringing home the pieces only the given-up face touched, with the faces
// still in play; then the last block and the last layer.
std::vector<Plan> make_plans() {
  std::vector<Plan> plans;
  std::vector<std::string> in_play = {"U", "F", "R", "L", "BL", "BR", "B", "DL", "DR", "FR", "FL"};
  std::vector<PieceId> home;  // solved so far
  const std::pair<const char*, const char*> removals[] = {
      {"FR", "First layer"}, {"FL", "First layer"}, {"DL", "First layer"}, {"B", "First layer"},  {"DR", "First layer"},
      {"F", "Second layer"}, {"R", "Second layer"}, {"L", "Second layer"}, {"BL", "Second layer"}};
  for (const auto& [face, chapter] : removals) {
    std::vector<std::string> rest = in_play;
    rest.erase(std::find(rest.begin(), rest.end(), face));
    Plan p;
    for (const PieceId& id : all_pieces()) {
      if (touched_by(rest, id)) continue;
      if (std::any_of(home.begin(), home.end(),
                      [&](const PieceId& h) { return h.orbit == id.orbit && h.home == id.home; }))
        continue;
      p.targets.push_back(id);
    }
    p.name = std::string(chapter) + ": the " + face + " block";
    p.explanation = "Brings home " + names(p.targets) + ", the pieces no face but " + face +
                    " turns once it is set aside; nothing solved moves.";
    p.faces = in_play;
    p.budget = 20'000'000;
    p.sum_weight = 0;  // the shortest: tables of every three of its pieces make these quick
    home.insert(home.end(), p.targets.begin(), p.targets.end());
    plans.push_back(std::move(p));
    in_play = rest;
  }
  // What is left: the BR face's pieces below U and the last layer, with the turns of
  // a few faces; the solved pieces those turns move must come back.
  std::vector<PieceId> br;
  for (const PieceId& id : all_pieces()) {
    if (std::any_of(home.begin(), home.end(),
                    [&](const PieceId& h) { return h.orbit == id.orbit && h.home == id.home; }))
      continue;
    if (!touches(face_index("U"), id.orbit, id.home)) br.push_back(id);
  }
  auto kept_by = [&](const std::vector<std::string>& faces) {
    std::vector<PieceId> kept;
    for (const PieceId& id : home)
      if (touched_by(faces, id)) kept.push_back(id);
    return kept;
  };
  auto end_step = [&](std::string name, std::string why, std::vector<std::string> faces, std::vector<PieceId> targets,
                      double weight) {
    Plan p;
    p.name = std::move(name);
    p.explanation = std::move(why) + " (" + names(targets) + ")";
    p.faces = faces;
    p.targets = targets;
    p.kept = kept_by(faces);
    p.budget = 8'000'000;
    p.sum_weight = weight;
    home.insert(home.end(), targets.begin(), targets.end());
    plans.push_back(std::move(p));
  };
  // Led by a quarter of the tables' sum (measured: docs/BENCHMARKS.md).
  const double w = 0.25;
  end_step("Second layer: the last block", "Brings home the BR face's pieces below U", {"U", "BR", "R"}, br, w);
  return plans;
}

int u_turn(int k) {  // U^k as one turn: U, U2, U2', U' (k = 1..4 fifths clockwise)
  static const int amount[] = {-1, 0, 1, 2, 3};
  return 4 * face_index("U") + amount[((k % 5) + 5) % 5];
}

std::mutex build_mutex;
std::atomic<bool> built{false};

std::vector<Plan>& plans() {
  static std::vector<Plan> p = make_plans();
  return p;
}

void build_searches() {
  std::lock_guard<std::mutex> lock(build_mutex);
  if (built) return;
  for (Plan& p : plans()) {
    p.search = std::make_unique<PieceSearch>(P(), turns_of(p.faces), p.targets, p.kept, p.sum_weight);
  }
  last_layer_tables();
  built = true;
}

}  // namespace

double prepare() {
  const auto t0 = std::chrono::steady_clock::now();
  build_searches();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

bool prepared() { return built; }

namespace {

// Steps [first, end) from p; false when one finds nothing within its budgets.
bool run_steps(size_t first, size_t end, Pieces& p, Solved& out) {
  for (size_t i = first; i < end; ++i) {
    const Plan& plan = plans()[i];
    Step step{plan.name, plan.explanation, {}};
    bool found = plan.search->solve(p, plan.max_depth, plan.budget, &step.turns, &out.nodes);
    // Over its budget: again, led harder by the tables' sum (longer, found sooner).
    for (double lead : {2.0, 4.0}) {
      if (found || plan.sum_weight <= 0) break;
      found = plan.search->solve(p, plan.max_depth, plan.budget, &step.turns, &out.nodes, lead);
    }
    if (!found) {
      out.error = "the step '" + plan.name + "' found no solution within its search budget";
      return false;
    }
    for (int t : step.turns) apply_turn(P(), p, t);
    if (getenv("MX_DEBUG")) fprintf(stderr, "  step %s: %zu turns, %llu nodes so far\n", plan.name.c_str(), step.turns.size(), (unsigned long long)out.nodes);
    out.steps.push_back(std::move(step));
  }
  return true;
}

}  // namespace

Solved solve(const Pieces& start) {
  build_searches();
  Solved out;
  Pieces p = start;
  // The steps that set a face aside, then those that keep solved pieces (sum_weight > 0).
  size_t kept_from = 0;
  while (kept_from < plans().size() && plans()[kept_from].sum_weight <= 0) ++kept_from;
  if (!run_steps(0, kept_from, p, out)) return out;
  // The steps that keep what is solved are searches whose cost varies much with the
  // last layer's arrangement: when one runs over its budget, they start again after a
  // turn of U (which moves only unsolved pieces), up to four times.
  const Pieces before = p;
  const size_t steps_before = out.steps.size();
  bool done = false;
  for (int k = 0; k < 5 && !done; ++k) {
    p = before;
    out.steps.resize(steps_before);
    if (k > 0) {
      out.steps.push_back(
          Step{"Second layer: the last layer turned", "A turn of U before the last steps", {u_turn(k)}});
      apply_turn(P(), p, u_turn(k));
    }
    done = run_steps(kept_from, plans().size(), p, out);
  }
  if (!done) return out;
  // The last layer from its tables: two looks.
  std::vector<LastLayerLook> looks;
  if (!solve_last_layer(p, &looks, &out.error)) return out;
  for (LastLayerLook& look : looks) out.steps.push_back(Step{look.name, look.explanation, std::move(look.turns)});
  out.error.clear();
  out.ok = true;
  return out;
}

}  // namespace cube::twisty::megaminx_solver
