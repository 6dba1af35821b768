#include "solvers/megaminx/megaminx_solver.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>

#include "puzzles/megaminx/megaminx.h"
#include "solvers/megaminx/last_block.h"
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
  std::string set_aside;  // the face whose pieces the step brings home
  int max_depth = 100;
  std::unique_ptr<PieceSearch> search;
};

// The steps: faces given up one by one (D, the faces around it, then F, R, L, BL around
// U), each step bringing home the pieces only the given-up face touched, with the faces
// still in play; the last block and the last layer follow (last_block.h, last_layer.h).
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
    p.set_aside = face;
    home.insert(home.end(), p.targets.begin(), p.targets.end());
    plans.push_back(std::move(p));
    in_play = rest;
  }
  return plans;
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
    p.search = std::make_unique<PieceSearch>(P(), turns_of(p.faces), p.targets, p.kept);
  }
  last_block_tables();
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

TableBytes save_tables() {
  build_searches();
  TableBytes b;
  for (const Plan& p : plans()) {
    const std::vector<uint8_t> x = p.search->pattern_bytes();
    b.steps.insert(b.steps.end(), x.begin(), x.end());
  }
  b.last_block = save_last_block();
  b.last_layer = save_last_layer();
  return b;
}

bool load_tables(const TableBytes& b, MessageOut error) {
  std::lock_guard<std::mutex> lock(build_mutex);
  if (built) return true;
  if (!load_last_block(b.last_block, error) || !load_last_layer(b.last_layer, error)) return false;
  size_t at = 0;
  std::vector<std::unique_ptr<PieceSearch>> searches;
  for (const Plan& p : plans())
    searches.push_back(std::make_unique<PieceSearch>(P(), turns_of(p.faces), p.targets, p.kept, &b.steps, &at));
  if (at != b.steps.size()) {
    error.set(message("megaminx_tables_size", {{"part", "steps"}}));
    return false;
  }
  for (size_t i = 0; i < searches.size(); ++i) plans()[i].search = std::move(searches[i]);
  built = true;
  return true;
}

namespace {

constexpr uint64_t kQuick = 400'000;  // nodes: 4000 random states' steps took at most 282,000 but one

// Steps [first, end) from p; false when one finds nothing (a bug: every step is solvable).
bool run_steps(size_t first, size_t end, Pieces& p, Solved& out) {
  for (size_t i = first; i < end; ++i) {
    const Plan& plan = plans()[i];
    Step step{plan.name, plan.explanation, {}};
    bool found = plan.search->solve(p, plan.max_depth, kQuick, &step.turns, &out.nodes);
    // Rarely (1 state in ~1000: the first layer's last block, 10^6 nodes) the shortest
    // takes long to prove; a turn of the face set aside (it moves nothing solved) first
    // makes another state of the step, most likely a quick one. At worst, no budget.
    for (int k = 0; k < 4 && !found; ++k) {
      const int turn = 4 * face_index(plan.set_aside) + k;
      Pieces q = p;
      apply_turn(P(), q, turn);
      found = plan.search->solve(q, plan.max_depth, kQuick, &step.turns, &out.nodes);
      if (found) step.turns.insert(step.turns.begin(), turn);
    }
    if (!found) found = plan.search->solve(p, plan.max_depth, UINT64_MAX, &step.turns, &out.nodes);
    if (!found) {
      out.error = message("megaminx_step_failed", {{"step", plan.name}});
      return false;
    }
    for (int t : step.turns) apply_turn(P(), p, t);
    out.steps.push_back(std::move(step));
  }
  return true;
}

}  // namespace

Solved solve(const Pieces& start) {
  build_searches();
  Solved out;
  Pieces p = start;
  if (!run_steps(0, plans().size(), p, out)) return out;
  // The last block: its edges flipped from a table, then U and BR alone.
  std::vector<LastBlockStep> block;
  if (!solve_last_block(p, &block, &out.nodes, &out.error)) return out;
  for (LastBlockStep& step : block) out.steps.push_back(Step{step.name, step.explanation, std::move(step.turns)});
  // The last layer from its tables: two looks.
  std::vector<LastLayerLook> looks;
  if (!solve_last_layer(p, &looks, &out.error)) return out;
  for (LastLayerLook& look : looks) out.steps.push_back(Step{look.name, look.explanation, std::move(look.turns)});
  out.error = {};
  out.ok = true;
  return out;
}

}  // namespace cube::twisty::megaminx_solver
