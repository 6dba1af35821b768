#include "solvers/reduction/five_phase_5.h"

#include <algorithm>
#include <memory>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "solvers/installed_once.h"

namespace cube::reduction {
namespace {

std::vector<int> phase5_turns(const BlockTurns& bt) {
  std::vector<int> out;
  for (int face : {0, 3})
    for (int p = 1; p <= 3; ++p) out.push_back(bt.index(face, 1, p));
  for (int depth : {1, 2})
    for (int face : {1, 2, 4, 5}) out.push_back(bt.index(face, depth, 2));
  return out;
}

// The class's wing place in each of the U and D layers' slots (0..7).
std::vector<int> per_ud_slot(const std::vector<int>& cls) {
  std::vector<int> out;
  for (int e = 0; e < 8; ++e)
    for (int k = 0; k < 2; ++k)
      if (std::find(cls.begin(), cls.end(), 2 * e + k) != cls.end()) out.push_back(2 * e + k);
  return out;
}

// The table of a wing class with the U-D centres, by classes under the rotations that
// keep the phase's turns and the wing class.
// The wing places (orbit 0) a symmetry takes `places` to, sorted.
std::vector<int> place_image(const CubeRotation& r, const std::vector<int>& places) {
  const CubeLayout& l = *cube_layout(5);
  std::vector<int> wing_place(150, -1);
  for (int p = 0; p < 24; ++p) wing_place[static_cast<size_t>(l.wings[0][static_cast<size_t>(p)][0])] = p;
  std::vector<int> image;
  for (int p : places) {
    const auto& w = l.wings[0][static_cast<size_t>(p)];
    const int a = wing_place[static_cast<size_t>(r.to[static_cast<size_t>(w[0])])];
    image.push_back(a >= 0 ? a : wing_place[static_cast<size_t>(r.to[static_cast<size_t>(w[1])])]);
  }
  std::sort(image.begin(), image.end());
  return image;
}

SymPairTable edge_table(const BlockTurns& bt, const std::vector<int>& turns, const WingMidgePermutation& wings,
                        const StickerPattern& ud) {
  std::vector<int> places = wings.wings;
  std::sort(places.begin(), places.end());
  std::vector<const CubeRotation*> syms;
  for (const CubeRotation& r : cube_symmetries()) {
    bool keeps = true;
    for (int turn : turns)
      keeps = keeps && std::find(turns.begin(), turns.end(), conjugate_turn(bt, r, turn)) != turns.end();
    if (keeps && place_image(r, places) == places && syms.size() < 16) syms.push_back(&r);
  }
  std::vector<std::vector<uint32_t>> a_conj(syms.size()), b_conj(syms.size());
  for (size_t s = 0; s < syms.size(); ++s) {
    for (uint32_t q = 0; q < wings.size(); ++q)
      a_conj[s].push_back(static_cast<uint32_t>(wings.of(conjugate(wings.stickers(q), *syms[s]))));
    for (uint32_t u = 0; u < ud.size(); ++u)
      b_conj[s].push_back(static_cast<uint32_t>(ud.of(conjugate(ud.stickers(u), *syms[s]))));
  }
  return make_sym_pair_table(a_conj, b_conj);
}

}  // namespace

std::vector<int> five_phase_5_turns() { return phase5_turns(block_turns(5)); }

std::vector<std::pair<std::string, const std::vector<uint8_t>*>> FivePhase5Tables::distance_tables() const {
  std::vector<std::pair<std::string, const std::vector<uint8_t>*>> out;
  for (const auto& [name, table] : const_cast<FivePhase5Tables*>(this)->distance_tables_to_fill())
    out.emplace_back(name, table);
  return out;
}

std::vector<std::pair<std::string, std::vector<uint8_t>*>> FivePhase5Tables::distance_tables_to_fill() {
  return {{"p5-centres", &centre_dist}, {"p5-edges", &low_ud.dist}};
}

FivePhase5Tables make_five_phase_5_tables() {
  const BlockTurns& bt = block_turns(5);
  const CubeLayout& l = *cube_layout(5);
  const std::string solved = solved_facelets(Puzzle{5});
  FivePhase5Tables t;
  t.turns = phase5_turns(bt);
  std::vector<int> ud;
  for (int o = 0; o < 2; ++o)
    for (int i = 0; i < 24; ++i)
      if (i / 4 == 0 || i / 4 == 3) ud.push_back(l.centres[static_cast<size_t>(o)][static_cast<size_t>(i)]);
  // Every centre: the U-D, R-L and F-B centres' patterns together.
  t.ud = make_sticker_pattern(bt, t.turns, ud, {solved}, true);
  const StickerPattern rl = make_sticker_pattern(bt, t.turns, face_pair_centres(1, 4), {solved}, true);
  const StickerPattern fb = make_sticker_pattern(bt, t.turns, face_pair_centres(2, 5), {solved}, true);
  t.centres = join_sticker_patterns({&t.ud, &rl, &fb}, {solved});
  const std::vector<int> slots{0, 1, 2, 3, 4, 5, 6, 7};
  t.low = make_wing_midge_permutation(bt, t.turns, slots, per_ud_slot(wing_class(bt, t.turns, 0)));
  t.high = make_wing_midge_permutation(bt, t.turns, slots, per_ud_slot(wing_class(bt, t.turns, 1)));
  t.low_ud = edge_table(bt, t.turns, t.low, t.ud);
  std::vector<int> low_places = t.low.wings, high_places = t.high.wings;
  std::sort(low_places.begin(), low_places.end());
  std::sort(high_places.begin(), high_places.end());
  for (const CubeRotation& r : cube_symmetries()) {
    std::vector<int> conj;
    for (int turn : t.turns) {
      const auto it = std::find(t.turns.begin(), t.turns.end(), conjugate_turn(bt, r, turn));
      if (it != t.turns.end()) conj.push_back(static_cast<int>(it - t.turns.begin()));
    }
    if (conj.size() == t.turns.size() && place_image(r, high_places) == low_places) {
      t.mirror = r;
      t.mirror_turn = conj;
      break;
    }
  }
  return t;
}

void FivePhase5Tables::fill(const FillProgress& progress) {
  const double total = static_cast<double>(centres.size() + low_ud.rep.size() * low_ud.bs);
  const double first = static_cast<double>(centres.size()) / total;
  const size_t mv = turns.size();
  centre_dist.assign(centres.size(), kUnreachable);
  centre_dist[0] = 0;
  fill_distances(
      centre_dist, {0}, mv, [&](uint32_t s, size_t m) { return centres.move[s * mv + m]; },
      progress ? FillProgress([&](double f) { progress(f * first); }) : FillProgress());
  fill_sym_pair_table(low_ud, low.move, ud.move, static_cast<int>(mv), {{0, 0}},
                      progress ? FillProgress([&](double f) { progress(first + f * (1 - first)); }) : FillProgress());
  if (progress) progress(1.0);
}

namespace {

InstalledOnce<FivePhase5Tables> phase5_tables;  // built on first use, or installed from bytes

}  // namespace

const FivePhase5Tables& five_phase_5_tables(const FillProgress& progress) {
  return phase5_tables.get([&] {
    auto t = std::make_unique<FivePhase5Tables>(make_five_phase_5_tables());
    t->fill(progress);
    return t;
  });
}

bool five_phase_5_tables_built() { return phase5_tables.made(); }

void install_five_phase_5_tables(std::unique_ptr<FivePhase5Tables> tables) { phase5_tables.install(std::move(tables)); }

void FivePhase5::after(const Node& from, int m, Node& to) const {
  const size_t mv = t_.turns.size();
  const size_t k = static_cast<size_t>(m);
  const size_t mk = static_cast<size_t>(t_.mirror_turn[k]);
  to.centre = t_.centres.move[from.centre * mv + k];
  to.ud = static_cast<uint16_t>(t_.ud.move[from.ud * mv + k]);
  to.low = static_cast<uint16_t>(t_.low.move[from.low * mv + k]);
  to.mirror_ud = static_cast<uint16_t>(t_.ud.move[from.mirror_ud * mv + mk]);
  to.mirror_high = static_cast<uint16_t>(t_.low.move[from.mirror_high * mv + mk]);
}

int FivePhase5::bound(const Node& n, int limit) const {
  int b = t_.centre_dist[n.centre];
  if (b >= limit) return b;
  b = std::max(b, t_.low_ud.distance(n.low, n.ud));
  if (b >= limit) return b;
  return std::max(b, t_.low_ud.distance(n.mirror_high, n.mirror_ud));
}

bool FivePhase5::read(const std::string& stickers, Node& node) const {
  const std::string mirrored = conjugate(stickers, t_.mirror);
  const int64_t c = t_.centres.of(stickers), u = t_.ud.of(stickers), lo = t_.low.of(stickers);
  const int64_t mu = t_.ud.of(mirrored), mh = t_.low.of(mirrored);
  if (c < 0 || u < 0 || lo < 0 || mu < 0 || mh < 0 || t_.high.of(stickers) < 0) return false;
  for (int e = 0; e < 12; ++e)
    if (!midge_oriented(stickers, e) || (e >= 8 && (midge_at(stickers, e) < 8 || !slot_paired(stickers, e))))
      return false;
  node.centre = static_cast<uint32_t>(c);
  node.ud = static_cast<uint16_t>(u);
  node.low = static_cast<uint16_t>(lo);
  node.mirror_ud = static_cast<uint16_t>(mu);
  node.mirror_high = static_cast<uint16_t>(mh);
  // Pairs the tables never reach (a parity the turns keep) are not in the group.
  return bound(node, kUnreachable) < kUnreachable;
}

}  // namespace cube::reduction
