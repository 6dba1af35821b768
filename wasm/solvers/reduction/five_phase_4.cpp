#include "solvers/reduction/five_phase_4.h"

#include <algorithm>
#include <memory>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "solvers/installed_once.h"
#include "solvers/reduction/five_phase_5.h"

namespace cube::reduction {
namespace {

std::vector<int> phase4_turns(const BlockTurns& bt) {
  std::vector<int> out;
  for (int face : {1, 4})
    for (int p = 1; p <= 3; ++p) out.push_back(bt.index(face, 1, p));
  for (int face : {0, 2, 3, 5}) out.push_back(bt.index(face, 1, 2));
  for (int face = 0; face < 6; ++face) out.push_back(bt.index(face, 2, 2));
  return out;
}

const std::vector<int> kSlots{0, 2, 4, 6, 8, 9, 10, 11};  // the R and L layers'

// The class's wing place in each of kSlots.
std::vector<int> per_rl_slot(const std::vector<int>& cls) {
  std::vector<int> out;
  for (int e : kSlots)
    for (int k = 0; k < 2; ++k)
      if (std::find(cls.begin(), cls.end(), 2 * e + k) != cls.end()) out.push_back(2 * e + k);
  return out;
}

// The 70 sets of 4 of 8 places, by bit mask.
const std::vector<int>& set_code() {
  static const std::vector<int> code = [] {
    std::vector<int> c(256, -1);
    int next = 0;
    for (int mask = 0; mask < 256; ++mask)
      if (__builtin_popcount(static_cast<unsigned>(mask)) == 4) c[static_cast<size_t>(mask)] = next++;
    return c;
  }();
  return code;
}

const std::vector<int>& set_places(int set) {
  static const std::vector<std::vector<int>> places = [] {
    std::vector<std::vector<int>> out(70);
    for (int mask = 0; mask < 256; ++mask)
      if (set_code()[static_cast<size_t>(mask)] >= 0)
        for (int i = 0; i < 8; ++i)
          if (mask >> i & 1) out[static_cast<size_t>(set_code()[static_cast<size_t>(mask)])].push_back(i);
    return out;
  }();
  return places[static_cast<size_t>(set)];
}

// A symmetry of the phase (it keeps the turns, the E slice and each wing class) as it
// moves the R and L layers' slots (indices into kSlots) and each class's places
// (indices into its per_rl_slot list).
struct PhaseSymmetry {
  std::vector<int> slot, low, high;
  const CubeRotation* rotation = nullptr;
};

// Where r takes each of `from` (edge slots or wing places of orbit 0, given by their
// stickers), as indices into `from`; empty when one leaves it.
std::vector<int> image(const CubeRotation& r, const std::vector<int>& from, bool wings) {
  const CubeLayout& l = *cube_layout(5);
  const auto stickers = [&](int x) {
    return wings ? l.wings[0][static_cast<size_t>(x)] : l.midge[static_cast<size_t>(x)];
  };
  std::vector<int> out;
  for (int x : from) {
    const int to = r.to[static_cast<size_t>(stickers(x)[0])];
    int found = -1;
    for (size_t j = 0; j < from.size(); ++j)
      if (stickers(from[j])[0] == to || stickers(from[j])[1] == to) found = static_cast<int>(j);
    if (found < 0) return {};
    out.push_back(found);
  }
  return out;
}

// The rotations (no mirror: it swaps the classes) that keep the phase, the identity first.
std::vector<PhaseSymmetry> phase_symmetries(const BlockTurns& bt, const std::vector<int>& turns,
                                            const std::vector<int>& low, const std::vector<int>& high) {
  std::vector<PhaseSymmetry> out;
  for (const CubeRotation& r : cube_symmetries()) {
    bool keeps = true;
    for (int turn : turns)
      keeps = keeps && std::find(turns.begin(), turns.end(), conjugate_turn(bt, r, turn)) != turns.end();
    PhaseSymmetry s{image(r, kSlots, false), image(r, low, true), image(r, high, true), &r};
    if (!keeps || s.slot.empty() || s.low.empty() || s.high.empty()) continue;
    for (int i = 4; i < 8; ++i) keeps = keeps && s.slot[static_cast<size_t>(i)] >= 4;  // the E slice kept
    if (keeps) out.push_back(std::move(s));
  }
  return out;
}

// The rel coordinate (the middle edges' set, each one's wing of the class) of the
// conjugate by s.
uint32_t conjugate_rel(const OrderedPlaces& wings, const std::vector<int>& place, const PhaseSymmetry& s, uint32_t v) {
  const std::vector<int>& slots = set_places(static_cast<int>(v / wings.size()));
  const std::vector<int>& at = wings.tuples[v % wings.size()];
  std::vector<std::pair<int, int>> moved;
  for (size_t j = 0; j < 4; ++j)
    moved.emplace_back(s.slot[static_cast<size_t>(slots[j])], place[static_cast<size_t>(at[j])]);
  std::sort(moved.begin(), moved.end());
  int mask = 0;
  std::vector<int> places;
  for (const auto& [slot, p] : moved) mask |= 1 << slot, places.push_back(p);
  return static_cast<uint32_t>(set_code()[static_cast<size_t>(mask)]) * wings.size() + wings.encode(places);
}

}  // namespace

std::vector<int> five_phase_4_turns() { return phase4_turns(block_turns(5)); }

std::vector<std::pair<std::string, const std::vector<uint8_t>*>> FivePhase4Tables::distance_tables() const {
  std::vector<std::pair<std::string, const std::vector<uint8_t>*>> out;
  for (const auto& [name, table] : const_cast<FivePhase4Tables*>(this)->distance_tables_to_fill())
    out.emplace_back(name, table);
  return out;
}

std::vector<std::pair<std::string, std::vector<uint8_t>*>> FivePhase4Tables::distance_tables_to_fill() {
  return {{"p4-centres", &centres},     {"p4-edges", &edges.dist}, {"p4-edge-centres", &edge_centres.dist},
          {"p4-midges-fb", &midges_fb}, {"p4-low-fb", &low_fb},    {"p4-high-fb", &high_fb}};
}

uint32_t FivePhase4Tables::rel(uint32_t midges_value, const OrderedPlaces& wings, uint32_t wings_value) const {
  const std::vector<int>& m = midges.tuples[midges_value];
  const std::vector<int>& w = wings.tuples[wings_value];
  int mask = 0;
  for (int slot : m) mask |= 1 << slot;
  // The wings' places in the order of their middle edges' slots, as encode() reads them
  // (no vector a call: this made most of make_five_phase_4_tables' time).
  uint32_t key = 0;
  for (int slot = 0; slot < 8; ++slot)
    if (mask >> slot & 1)
      for (size_t j = 0; j < 4; ++j)
        if (m[j] == slot) key = key * static_cast<uint32_t>(wings.places.size()) + static_cast<uint32_t>(w[j]);
  return static_cast<uint32_t>(set_code()[static_cast<size_t>(mask)]) * wings.size() + wings.code[key];
}

uint32_t FivePhase4Tables::set(const OrderedPlaces& wings, uint32_t wings_value) const {
  int mask = 0;
  for (int p : wings.tuples[wings_value]) mask |= 1 << p;
  return static_cast<uint32_t>(set_code()[static_cast<size_t>(mask)]);
}

FivePhase4Tables make_five_phase_4_tables() {
  const BlockTurns& bt = block_turns(5);
  const std::string solved = solved_facelets(Puzzle{5});
  FivePhase4Tables t;
  t.turns = phase4_turns(bt);
  t.ud = make_sticker_pattern(bt, t.turns, face_pair_centres(0, 3), {solved});
  t.rl = make_sticker_pattern(bt, t.turns, face_pair_centres(1, 4), {solved}, true);
  t.fb = make_sticker_pattern(bt, t.turns, face_pair_centres(2, 5), {solved});
  // Phase 5's R-L and F-B patterns are the goals (every pair of them is one of its).
  const std::vector<int> p5 = [&] {
    std::vector<int> out;
    for (int face : {0, 3})
      for (int p = 1; p <= 3; ++p) out.push_back(bt.index(face, 1, p));
    for (int depth : {1, 2})
      for (int face : {1, 2, 4, 5}) out.push_back(bt.index(face, depth, 2));
    return out;
  }();
  const StickerPattern rl5 = make_sticker_pattern(bt, p5, face_pair_centres(1, 4), {solved}, true);
  const StickerPattern fb5 = make_sticker_pattern(bt, p5, face_pair_centres(2, 5), {solved}, true);
  for (uint32_t a = 0; a < rl5.size(); ++a)
    for (uint32_t b = 0; b < fb5.size(); ++b)
      t.centre_goals.push_back(static_cast<uint32_t>(t.rl.of(rl5.stickers(a))) * t.fb.size() +
                               static_cast<uint32_t>(t.fb.of(fb5.stickers(b))));
  const std::vector<int> low = per_rl_slot(wing_class(bt, t.turns, 0));
  const std::vector<int> high = per_rl_slot(wing_class(bt, t.turns, 1));
  t.midges = make_ordered_places(bt, t.turns, kSlots, {8, 9, 10, 11}, false);
  t.low = make_ordered_places(bt, t.turns, low, {low[4], low[5], low[6], low[7]}, true);
  t.high = make_ordered_places(bt, t.turns, high, {high[4], high[5], high[6], high[7]}, true);
  const size_t mv = t.turns.size();
  for (const OrderedPlaces* wings : {&t.low, &t.high}) {
    std::vector<uint32_t>& rel = wings == &t.low ? t.low_rel : t.high_rel;
    std::vector<uint32_t>& set = wings == &t.low ? t.low_set : t.high_set;
    rel.resize(70 * static_cast<size_t>(wings->size()) * mv);
    for (uint32_t v = 0; v < 70 * wings->size(); ++v) {
      // Midge j on the j-th slot of the set, its wing where the value says.
      const uint32_t m = t.midges.encode(set_places(static_cast<int>(v / wings->size())));
      const uint32_t w = v % wings->size();
      for (size_t k = 0; k < mv; ++k)
        rel[v * mv + k] = t.rel(t.midges.move[m * mv + k], *wings, wings->move[w * mv + k]);
    }
    set.resize(70 * mv);
    for (int v = 0; v < 70; ++v) {
      const uint32_t w = wings->encode(set_places(v));
      for (size_t k = 0; k < mv; ++k) set[static_cast<size_t>(v) * mv + k] = t.set(*wings, wings->move[w * mv + k]);
    }
  }
  {
    const std::vector<PhaseSymmetry> syms = phase_symmetries(bt, t.turns, low, high);
    std::vector<std::vector<uint32_t>> low_conj(syms.size()), high_conj(syms.size());
    for (size_t k = 0; k < syms.size(); ++k)
      for (uint32_t v = 0; v < 70 * t.low.size(); ++v) {
        low_conj[k].push_back(conjugate_rel(t.low, syms[k].low, syms[k], v));
        high_conj[k].push_back(conjugate_rel(t.high, syms[k].high, syms[k], v));
      }
    t.edges = make_five_phase_4_edges(low_conj, high_conj);
    std::vector<std::vector<uint32_t>> rl_conj(syms.size());
    for (size_t k = 0; k < syms.size(); ++k)
      for (uint32_t v = 0; v < t.rl.size(); ++v)
        rl_conj[k].push_back(static_cast<uint32_t>(t.rl.of(conjugate(t.rl.stickers(v), *syms[k].rotation))));
    const uint32_t e_midges = t.midges.encode({4, 5, 6, 7});
    std::vector<uint32_t> rl_goals;
    for (uint32_t g : t.centre_goals) rl_goals.push_back(g / t.fb.size());
    t.edge_centres =
        make_five_phase_4_edge_centres(rl_conj, t.rel(e_midges, t.low, t.low.encode({4, 5, 6, 7})), rl_goals);
  }
  // The mirror: it keeps the turns and the E slice, and swaps the classes.
  for (const CubeRotation& r : cube_symmetries()) {
    std::vector<int> conj;
    for (int turn : t.turns) {
      const auto it = std::find(t.turns.begin(), t.turns.end(), conjugate_turn(bt, r, turn));
      if (it != t.turns.end()) conj.push_back(static_cast<int>(it - t.turns.begin()));
    }
    const std::vector<int> slots = image(r, kSlots, false);
    std::vector<int> high_low = high;
    high_low.insert(high_low.end(), low.begin(), low.end());
    const std::vector<int> places = image(r, high_low, true);
    bool swaps = conj.size() == t.turns.size() && !slots.empty() && !places.empty();
    for (size_t i = 4; swaps && i < 8; ++i) swaps = slots[i] >= 4;                 // the E slice kept
    for (size_t i = 0; swaps && i < 16; ++i) swaps = (places[i] >= 8) == (i < 8);  // high <-> low
    if (swaps) {
      t.mirror = r;
      t.mirror_turn = conj;
      break;
    }
  }
  t.midge_set.resize(70 * mv);
  for (size_t v = 0; v < 70; ++v)
    for (size_t k = 0; k < mv; ++k) t.midge_set[v * mv + k] = t.low_rel[v * t.low.size() * mv + k] / t.low.size();
  return t;
}

void FivePhase4Tables::fill(const FillProgress& progress) {
  const size_t mv = turns.size();
  const double a = static_cast<double>(rl.size()) * fb.size();
  const double b = static_cast<double>(edges.rep.size()) * FivePhase4Edges::kWings;
  const double c = 70.0 * fb.size();
  const double d = static_cast<double>(edges.rep.size()) * rl.size();
  const double total = a + b + c + d;
  // The goal: the E middle edges in the E slots (kSlots 4-7) with their wings.
  const uint32_t e_midges = midges.encode({4, 5, 6, 7});
  const uint32_t low_goal = rel(e_midges, low, low.encode({4, 5, 6, 7})) * 70 + set(high, high.encode({4, 5, 6, 7}));
  const uint32_t high_goal = rel(e_midges, high, high.encode({4, 5, 6, 7})) * 70 + set(low, low.encode({4, 5, 6, 7}));
  const auto part = [&](double before, double size) {
    return progress
               ? FillProgress([&progress, before, size, total](double f) { progress((before + f * size) / total); })
               : FillProgress();
  };
  fill_pair_distances(centres, rl.move, fb.size(), fb.move, static_cast<int>(mv), centre_goals, part(0, a));
  fill_five_phase_4_edges(edges, low_rel, high_rel, static_cast<int>(mv), low_goal / 70, high_goal / 70, part(a, b));
  // The E middle edges' slots, and each class's E wings' places, with the F-B centres
  // (with the R-L ones the edges-with-centres table holds more than these would).
  std::vector<uint32_t> fb_goals;
  for (uint32_t g : centre_goals) fb_goals.push_back(low_goal / 70 / low.size() * fb.size() + g % fb.size());
  std::sort(fb_goals.begin(), fb_goals.end());
  fb_goals.erase(std::unique(fb_goals.begin(), fb_goals.end()), fb_goals.end());
  fill_pair_distances(midges_fb, midge_set, fb.size(), fb.move, static_cast<int>(mv), fb_goals, part(a + b, c));
  for (int cls = 0; cls < 2; ++cls) {
    const OrderedPlaces& wings = cls == 0 ? low : high;
    const std::vector<uint32_t>& set_move = cls == 0 ? low_set : high_set;
    const uint32_t goal = set(wings, wings.encode({4, 5, 6, 7}));
    std::vector<uint32_t> g;
    for (uint32_t p : centre_goals) g.push_back(goal * fb.size() + p % fb.size());
    std::sort(g.begin(), g.end());
    g.erase(std::unique(g.begin(), g.end()), g.end());
    fill_pair_distances(cls == 0 ? low_fb : high_fb, set_move, fb.size(), fb.move, static_cast<int>(mv), g);
  }
  // One class's wings seen from the middle edges with both orbits' R-L centres.
  fill_five_phase_4_edge_centres(edge_centres, edges, low_rel, rl.move, static_cast<int>(mv), part(a + b + c, d));
  if (progress) progress(1.0);
}

namespace {

InstalledOnce<FivePhase4Tables> phase4_tables;  // built on first use, or installed from bytes

}  // namespace

const FivePhase4Tables& five_phase_4_tables(const FillProgress& progress) {
  return phase4_tables.get([&] {
    auto t = std::make_unique<FivePhase4Tables>(make_five_phase_4_tables());
    t->fill(progress);
    return t;
  });
}

bool five_phase_4_tables_built() { return phase4_tables.made(); }

void install_five_phase_4_tables(std::unique_ptr<FivePhase4Tables> tables) { phase4_tables.install(std::move(tables)); }

void FivePhase4::after(const Node& from, int m, Node& to) const {
  const size_t mv = t_.turns.size();
  const size_t k = static_cast<size_t>(m);
  to.rl = static_cast<uint16_t>(t_.rl.move[from.rl * mv + k]);
  to.fb = static_cast<uint16_t>(t_.fb.move[from.fb * mv + k]);
  to.low_rel = t_.low_rel[from.low_rel * mv + k];
  to.high_rel = t_.high_rel[from.high_rel * mv + k];
  to.low_set = static_cast<uint8_t>(t_.low_set[from.low_set * mv + k]);
  to.high_set = static_cast<uint8_t>(t_.high_set[from.high_set * mv + k]);
  const size_t mk = static_cast<size_t>(t_.mirror_turn[k]);
  to.mirror_low_rel = t_.low_rel[from.mirror_low_rel * mv + mk];
  to.mirror_rl = static_cast<uint16_t>(t_.rl.move[from.mirror_rl * mv + mk]);
  const FivePhase4EdgeCentres& ec = t_.edge_centres;
  to.low_centres = static_cast<uint8_t>(ec.step(from.low_centres, ec.mod3(ec.index(t_.edges, to.low_rel, to.rl))));
  to.high_centres =
      static_cast<uint8_t>(ec.step(from.high_centres, ec.mod3(ec.index(t_.edges, to.mirror_low_rel, to.mirror_rl))));
}

int FivePhase4::bound(const Node& n, int limit) const {
  int b = std::max(n.low_centres, n.high_centres);  // known already: after() read them
  if (b >= limit) return b;
  b = std::max<int>(b, t_.edges.distance(n.low_rel, n.high_rel));
  if (b >= limit) return b;
  b = std::max<int>(b, t_.centres[static_cast<size_t>(n.rl) * t_.fb.size() + n.fb]);
  if (b >= limit) return b;
  const size_t set = n.low_rel / t_.low.size();
  b = std::max<int>(b, t_.midges_fb[set * t_.fb.size() + n.fb]);
  b = std::max<int>(b, t_.low_fb[static_cast<size_t>(n.low_set) * t_.fb.size() + n.fb]);
  b = std::max<int>(b, t_.high_fb[static_cast<size_t>(n.high_set) * t_.fb.size() + n.fb]);
  return b;
}

bool FivePhase4::read(const std::string& stickers, Node& node) const {
  const int64_t rl = t_.rl.of(stickers), fb = t_.fb.of(stickers);
  const int64_t m = t_.midges.of(stickers), lo = t_.low.of(stickers), hi = t_.high.of(stickers);
  if (t_.ud.of(stickers) < 0 || rl < 0 || fb < 0 || m < 0 || lo < 0 || hi < 0) return false;
  for (int e = 0; e < 12; ++e)
    if (!midge_oriented(stickers, e)) return false;
  node.rl = static_cast<uint16_t>(rl);
  node.fb = static_cast<uint16_t>(fb);
  node.low_rel = t_.rel(static_cast<uint32_t>(m), t_.low, static_cast<uint32_t>(lo));
  node.high_rel = t_.rel(static_cast<uint32_t>(m), t_.high, static_cast<uint32_t>(hi));
  node.low_set = static_cast<uint8_t>(t_.set(t_.low, static_cast<uint32_t>(lo)));
  node.high_set = static_cast<uint8_t>(t_.set(t_.high, static_cast<uint32_t>(hi)));
  const std::string mirrored = conjugate(stickers, t_.mirror);
  const int64_t mm = t_.midges.of(mirrored), ml = t_.low.of(mirrored), mr = t_.rl.of(mirrored);
  if (mm < 0 || ml < 0 || mr < 0) return false;
  node.mirror_low_rel = t_.rel(static_cast<uint32_t>(mm), t_.low, static_cast<uint32_t>(ml));
  node.mirror_rl = static_cast<uint16_t>(mr);
  const int mv = static_cast<int>(t_.turns.size());
  const FivePhase4EdgeCentres& ec = t_.edge_centres;
  node.low_centres = static_cast<uint8_t>(ec.exact(t_.edges, t_.low_rel, t_.rl.move, mv, node.low_rel, node.rl));
  node.high_centres =
      static_cast<uint8_t>(ec.exact(t_.edges, t_.low_rel, t_.rl.move, mv, node.mirror_low_rel, node.mirror_rl));
  return bound(node, kUnreachable) < kUnreachable;
}

}  // namespace cube::reduction
