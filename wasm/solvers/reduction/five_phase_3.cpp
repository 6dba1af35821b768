#include "solvers/reduction/five_phase_3.h"

#include <algorithm>
#include <memory>
#include <tuple>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "solvers/installed_once.h"
#include "solvers/reduction/five_phase_4.h"
#include "solvers/reduction/five_phase_5.h"

namespace cube::reduction {
namespace {

std::vector<int> phase3_turns(const BlockTurns& bt) {
  std::vector<int> out;
  for (int face = 0; face < 6; ++face)
    for (int p = 1; p <= 3; ++p) out.push_back(bt.index(face, 1, p));
  for (int face = 0; face < 6; ++face) out.push_back(bt.index(face, 2, 2));
  return out;
}

uint64_t choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  uint64_t c = 1;
  for (int i = 1; i <= k; ++i) c = c * static_cast<uint64_t>(n - k + i) / static_cast<uint64_t>(i);
  return c;
}

constexpr uint16_t kRlSlots = 1 << 0 | 1 << 2 | 1 << 4 | 1 << 6 | 0xF00;  // the R and L layers'

}  // namespace

uint32_t PlaceSets::rank(uint32_t mask) const {
  const uint32_t b0 = mask & 255, b1 = mask >> 8 & 255, b2 = mask >> 16 & 255;
  const int c0 = __builtin_popcount(b0), c1 = c0 + __builtin_popcount(b1);
  return partial[b0][0] + partial[256 + b1][static_cast<size_t>(c0)] + partial[512 + b2][static_cast<size_t>(c1)];
}

PlaceSets make_place_sets(int n, int k) {
  PlaceSets s;
  s.k = k;
  // In increasing order, the next of each by Gosper's hack (not all 2^n masks looked at).
  if (k == 0) s.masks.push_back(0);
  for (uint32_t mask = (1u << k) - 1; k > 0 && mask < (1u << n);) {
    s.masks.push_back(mask);
    const uint32_t low = mask & (~mask + 1), up = mask + low;
    mask = up | (((mask ^ up) >> 2) / low);
  }
  // Colex rank: the i-th set bit (from 0) at place p adds C(p, i + 1).
  s.partial.assign(3 * 256, {});
  for (int byte = 0; byte < 3; ++byte)
    for (int v = 0; v < 256; ++v)
      for (int below = 0; below <= 24; ++below) {
        uint32_t sum = 0;
        int i = below;
        for (int q = 0; q < 8; ++q)
          if (v >> q & 1) sum += static_cast<uint32_t>(choose(8 * byte + q, i + 1)), ++i;
        s.partial[static_cast<size_t>(byte * 256 + v)][static_cast<size_t>(below)] = sum;
      }
  return s;
}

std::vector<int> five_phase_3_turns() { return phase3_turns(block_turns(5)); }

uint32_t five_phase_3_class_a() {
  std::vector<int> p45 = five_phase_4_turns();
  for (int turn : five_phase_5_turns()) p45.push_back(turn);
  uint32_t mask = 0;
  for (int p : wing_class(block_turns(5), p45, 0)) mask |= 1u << p;
  return mask;
}

std::vector<std::pair<std::string, const std::vector<uint8_t>*>> FivePhase3Tables::distance_tables() const {
  std::vector<std::pair<std::string, const std::vector<uint8_t>*>> out;
  for (const auto& [name, table] : const_cast<FivePhase3Tables*>(this)->distance_tables_to_fill())
    out.emplace_back(name, table);
  return out;
}

std::vector<std::pair<std::string, std::vector<uint8_t>*>> FivePhase3Tables::distance_tables_to_fill() {
  return {{"p3-class", &class_dist},
          {"p3-e-wings", &e_wing_dist},
          {"p3-flips-e-slots", &flip_slot_dist},
          {"p3-ud", &ud_dist},
          {"p3-fb", &fb_dist},
          {"p3a-flips", &flip_dist},
          {"p3a-fb", &fb_dist_a},
          {"p3a-flips-fb", &flip_fb},
          {"p3b-slots-wings-a", &slots_wings[0]},
          {"p3b-slots-wings-b", &slots_wings[1]},
          {"p3b-ud", &ud_dist_b},
          {"p3b-fb", &fb_dist_b}};
}

FivePhase3Tables make_five_phase_3_tables() {
  const BlockTurns& bt = block_turns(5);
  const CubeLayout& l = *cube_layout(5);
  const std::string solved = solved_facelets(Puzzle{5});
  FivePhase3Tables t;
  t.turns = phase3_turns(bt);
  t.ud = make_sticker_pattern(bt, t.turns, face_pair_centres(0, 3), {solved});
  t.fb = make_sticker_pattern(bt, t.turns, face_pair_centres(2, 5), {solved});
  // Phase 4's U-D and F-B centres together are the goals.
  const std::vector<int> p4 = five_phase_4_turns();
  const StickerPattern ud4 = make_sticker_pattern(bt, p4, face_pair_centres(0, 3), {solved}, true);
  const StickerPattern fb4 = make_sticker_pattern(bt, p4, face_pair_centres(2, 5), {solved}, true);
  const StickerPattern joint = join_sticker_patterns({&ud4, &fb4}, {solved}, true);
  for (uint32_t i = 0; i < joint.size(); ++i) {
    const std::string s = joint.stickers(i);
    t.centre_goals.insert(static_cast<uint32_t>(t.ud.of(s)) * t.fb.size() + static_cast<uint32_t>(t.fb.of(s)));
  }
  t.class_a = five_phase_3_class_a();
  for (int e : {1, 3, 5, 7}) t.m_places |= 3u << (2 * e);
  for (int turn : t.turns) {
    std::array<std::array<uint32_t, 256>, 3> w{};
    std::array<std::array<uint16_t, 256>, 2> s{};
    const auto& wt = bt.wing_to[0][static_cast<size_t>(turn)];
    const auto& mt = bt.midge_to[static_cast<size_t>(turn)];
    for (int byte = 0; byte < 3; ++byte)
      for (int v = 0; v < 256; ++v)
        for (int q = 0; q < 8; ++q)
          if (v >> q & 1)
            w[static_cast<size_t>(byte)][static_cast<size_t>(v)] |= 1u << wt[static_cast<size_t>(8 * byte + q)];
    for (int byte = 0; byte < 2; ++byte)
      for (int v = 0; v < 256; ++v)
        for (int q = 0; q < 8 && 8 * byte + q < 12; ++q)
          if (v >> q & 1)
            s[static_cast<size_t>(byte)][static_cast<size_t>(v)] |=
                static_cast<uint16_t>(1u << mt[static_cast<size_t>(8 * byte + q)]);
    uint16_t flips = 0;
    const std::span<const int> st = bt.turns[static_cast<size_t>(turn)].stickers;
    for (int e = 0; e < 12; ++e) {
      const int to = mt[static_cast<size_t>(e)];
      if (st[static_cast<size_t>(l.midge[static_cast<size_t>(e)][0])] == l.midge[static_cast<size_t>(to)][1])
        flips |= static_cast<uint16_t>(1u << to);
    }
    t.wing_move.push_back(w);
    t.slot_move.push_back(s);
    t.flips.push_back(flips);
  }
  t.sets12 = make_place_sets(24, 12);
  t.sets8 = make_place_sets(24, 8);
  t.slot_sets_rank.assign(4096, 0);
  uint16_t r = 0;
  for (uint32_t mask = 0; mask < 4096; ++mask)
    if (__builtin_popcount(mask) == 4) t.slot_sets_rank[mask] = r++;
  for (int face = 0; face < 6; ++face)
    for (int p = 1; p <= 3; ++p)
      if (face % 3 != 2 || p == 2) t.turns_b.push_back(bt.index(face, 1, p));
  for (int face = 0; face < 6; ++face) t.turns_b.push_back(bt.index(face, 2, 2));
  for (int turn : t.turns_b)
    t.b_to_turn.push_back(static_cast<int>(std::find(t.turns.begin(), t.turns.end(), turn) - t.turns.begin()));
  for (int cls = 0; cls < 2; ++cls) {
    const uint32_t places = cls == 0 ? t.class_a : ~t.class_a & 0xFFFFFF;
    t.compress[cls].assign(768, 0);
    for (int byte = 0; byte < 3; ++byte)
      for (int v = 0; v < 256; ++v)
        for (int q = 0; q < 8; ++q) {
          const int p = 8 * byte + q;
          if ((v >> q & 1) && (places >> p & 1))
            t.compress[cls][static_cast<size_t>(byte * 256 + v)] |=
                static_cast<uint16_t>(1u << __builtin_popcount(places & ((1u << p) - 1)));
        }
  }
  return t;
}

void FivePhase3Tables::fill(const FillProgress& progress) {
  const size_t mv = turns.size();
  const double total = static_cast<double>(sets12.masks.size() + sets8.masks.size() + 2048 * 495);
  double before = 0;
  const auto part = [&](double size) {
    const double b = before;
    before += size;
    return progress ? FillProgress([&progress, b, size, total](double f) { progress((b + f * size) / total); })
                    : FillProgress();
  };
  class_dist.assign(sets12.masks.size(), kUnreachable);
  const uint32_t goal = sets12.rank(class_a);
  class_dist[goal] = 0;
  fill_distances(
      class_dist, {goal}, mv, [&](uint32_t s, size_t m) { return sets12.rank(move_wings(sets12.masks[s], m)); },
      part(static_cast<double>(sets12.masks.size())));
  e_wing_dist.assign(sets8.masks.size(), kUnreachable);
  std::vector<uint32_t> goals;
  for (uint32_t i = 0; i < sets8.masks.size(); ++i)
    if ((sets8.masks[i] & m_places) == 0) e_wing_dist[i] = 0, goals.push_back(i);
  fill_distances(
      e_wing_dist, goals, mv, [&](uint32_t s, size_t m) { return sets8.rank(move_wings(sets8.masks[s], m)); },
      part(static_cast<double>(sets8.masks.size())));
  std::vector<uint16_t> slot_sets;
  for (uint32_t mask = 0; mask < 4096; ++mask)
    if (__builtin_popcount(mask) == 4) slot_sets.push_back(static_cast<uint16_t>(mask));
  flip_slot_dist.assign(2048 * 495, kUnreachable);
  goals.clear();
  for (uint16_t mask : slot_sets)
    if ((mask & ~kRlSlots) == 0) {
      const uint32_t i = slot_sets_rank[mask];
      flip_slot_dist[i] = 0, goals.push_back(i);
    }
  fill_distances(
      flip_slot_dist, goals, mv,
      [&](uint32_t s, size_t m) {
        uint16_t f = static_cast<uint16_t>(s / 495);
        f = static_cast<uint16_t>(f | (__builtin_popcount(f) & 1) << 11);
        const uint16_t nf = static_cast<uint16_t>(move_slots(f, m) ^ flips[m]);
        const uint16_t ns = move_slots(slot_sets[s % 495], m);
        return static_cast<uint32_t>(nf & 0x7FF) * 495 + slot_sets_rank[ns];
      },
      part(2048.0 * 495));
  // The U-D and F-B centre patterns' distances to the centre goals over a turn set whose
  // turn k is turns[turn_of(k)]: phase 3's own turns, then 3b's.
  const auto fill_centres = [&](std::vector<uint8_t>& ud_to, std::vector<uint8_t>& fb_to, size_t count, auto turn_of) {
    for (auto [pattern, dist, pair] : {std::tuple{&ud, &ud_to, true}, std::tuple{&fb, &fb_to, false}}) {
      dist->assign(pattern->size(), kUnreachable);
      std::vector<uint32_t> g;
      for (uint32_t c : centre_goals) {
        const uint32_t v = pair ? c / fb.size() : c % fb.size();
        if ((*dist)[v] != 0) (*dist)[v] = 0, g.push_back(v);
      }
      const StickerPattern* pat = pattern;
      fill_distances(*dist, g, count, [&](uint32_t s, size_t k) { return pat->move[s * mv + turn_of(k)]; });
    }
  };
  fill_centres(ud_dist, fb_dist, mv, [](size_t k) { return k; });
  // Phase 3a: the flips alone.
  flip_dist.assign(2048, kUnreachable);
  flip_dist[0] = 0;
  fill_distances(flip_dist, {0}, mv, [&](uint32_t s, size_t m) {
    const uint16_t f = static_cast<uint16_t>(s | (__builtin_popcount(s) & 1) << 11);
    return static_cast<uint32_t>((move_slots(f, m) ^ flips[m]) & 0x7FF);
  });
  // Phase 3b: the E slots with each class's E wings, the centres; over 3b's turns.
  const size_t mb = turns_b.size();
  const uint16_t m_slots = 1 << 1 | 1 << 3 | 1 << 5 | 1 << 7;
  for (int cls = 0; cls < 2; ++cls) {
    const uint16_t m_local = local(cls, m_places);
    std::vector<uint16_t> wing_sets(495);  // rank -> a 24-bit mask? keep the 12-bit local sets
    for (uint32_t mask = 0; mask < 4096; ++mask)
      if (__builtin_popcount(mask) == 4) wing_sets[slot_sets_rank[mask]] = static_cast<uint16_t>(mask);
    // The class's places in order, to turn local sets back into place masks.
    const uint32_t places = cls == 0 ? class_a : ~class_a & 0xFFFFFF;
    std::vector<int> place_of;
    for (int p = 0; p < 24; ++p)
      if (places >> p & 1) place_of.push_back(p);
    auto& dist = slots_wings[cls];
    dist.assign(495 * 495, kUnreachable);
    std::vector<uint32_t> g;
    for (uint16_t sm : slot_sets)
      for (uint16_t wm : wing_sets)
        if ((sm & m_slots) == 0 && (wm & m_local) == 0) {
          const uint32_t i = slot_sets_rank[sm] * 495u + slot_sets_rank[wm];
          dist[i] = 0, g.push_back(i);
        }
    fill_distances(dist, g, mb, [&](uint32_t s, size_t k) {
      const size_t m = static_cast<size_t>(b_to_turn[k]);
      const uint16_t ns = move_slots(slot_sets[s / 495], m);
      uint32_t w = 0;
      const uint16_t lw = wing_sets[s % 495];
      for (int i = 0; i < 12; ++i)
        if (lw >> i & 1) w |= 1u << place_of[static_cast<size_t>(i)];
      return slot_sets_rank[ns] * 495u + slot_sets_rank[local(cls, move_wings(w, m))];
    });
  }
  fill_centres(ud_dist_b, fb_dist_b, mb, [&](size_t k) { return static_cast<size_t>(b_to_turn[k]); });
  fb_dist_a.assign(fb.size(), kUnreachable);
  std::vector<uint32_t> fb_goals;
  for (uint32_t v = 0; v < fb.size(); ++v)
    if (fb_dist_b[v] != kUnreachable) fb_dist_a[v] = 0, fb_goals.push_back(v);
  fill_distances(fb_dist_a, fb_goals, mv, [&](uint32_t s, size_t m) { return fb.move[s * mv + m]; });
  const uint32_t fs = fb.size();
  flip_fb.assign(2048 * static_cast<size_t>(fs), kUnreachable);
  for (uint32_t v : fb_goals) flip_fb[v] = 0;
  fill_distances(flip_fb, fb_goals, mv, [&](uint32_t s, size_t m) {
    const uint16_t f = static_cast<uint16_t>(s / fs | (__builtin_popcount(s / fs) & 1) << 11);
    return static_cast<uint32_t>((move_slots(f, m) ^ flips[m]) & 0x7FF) * fs + fb.move[(s % fs) * mv + m];
  });
  if (progress) progress(1.0);
}

namespace {

InstalledOnce<FivePhase3Tables> phase3_tables;  // built on first use, or installed from bytes

}  // namespace

const FivePhase3Tables& five_phase_3_tables(const FillProgress& progress) {
  return phase3_tables.get([&] {
    auto t = std::make_unique<FivePhase3Tables>(make_five_phase_3_tables());
    t->fill(progress);
    return t;
  });
}

bool five_phase_3_tables_built() { return phase3_tables.made(); }

void install_five_phase_3_tables(std::unique_ptr<FivePhase3Tables> tables) { phase3_tables.install(std::move(tables)); }

void FivePhase3::after(const Node& from, int m, Node& to) const {
  const size_t k = static_cast<size_t>(m);
  const size_t mv = t_.turns.size();
  to.class_a = t_.move_wings(from.class_a, k);
  to.e_wings = t_.move_wings(from.e_wings, k);
  to.flips = static_cast<uint16_t>(t_.move_slots(from.flips, k) ^ t_.flips[k]);
  to.e_slots = t_.move_slots(from.e_slots, k);
  to.ud = static_cast<uint16_t>(t_.ud.move[from.ud * mv + k]);
  to.fb = static_cast<uint16_t>(t_.fb.move[from.fb * mv + k]);
}

int FivePhase3::bound(const Node& n, int limit) const {
  int b = t_.flip_slot_dist[static_cast<size_t>(n.flips & 0x7FF) * 495 + t_.slot_sets_rank[n.e_slots]];
  if (b >= limit) return b;
  b = std::max<int>(b, t_.ud_dist[n.ud]);
  b = std::max<int>(b, t_.fb_dist[n.fb]);
  if (b >= limit) return b;
  b = std::max<int>(b, t_.e_wing_dist[t_.sets8.rank(n.e_wings)]);
  if (b >= limit) return b;
  return std::max<int>(b, t_.class_dist[t_.sets12.rank(n.class_a)]);
}

bool FivePhase3::done(const Node& n) const {
  return t_.centre_goals.count(static_cast<uint32_t>(n.ud) * t_.fb.size() + n.fb) != 0;
}

bool FivePhase3::read(const std::string& stickers, Node& node) const {
  const int64_t ud = t_.ud.of(stickers), fb = t_.fb.of(stickers);
  if (ud < 0 || fb < 0) return false;
  node = {};
  node.ud = static_cast<uint16_t>(ud);
  node.fb = static_cast<uint16_t>(fb);
  std::vector<int> wing(24);
  uint32_t seen = 0;
  for (int p = 0; p < 24; ++p) {
    const int w = wing_at(stickers, p);
    if (w < 0 || (seen >> w & 1)) return false;
    seen |= 1u << w;
    wing[static_cast<size_t>(p)] = w;
    if (t_.class_a >> w & 1) node.class_a |= 1u << p;
    if (w >= 16) node.e_wings |= 1u << p;
  }
  // No turn from phase 3 on changes the wings' permutation parity: it must be even.
  int parity = 0;
  for (int p = 0; p < 24; ++p)
    for (int q = p + 1; q < 24; ++q) parity ^= wing[static_cast<size_t>(p)] > wing[static_cast<size_t>(q)];
  if (parity != 0) return false;
  for (int e = 0; e < 12; ++e) {
    const int m = midge_at(stickers, e);
    if (m < 0) return false;
    if (m >= 8) node.e_slots = static_cast<uint16_t>(node.e_slots | 1u << e);
    if (!midge_oriented(stickers, e)) node.flips = static_cast<uint16_t>(node.flips | 1u << e);
  }
  return __builtin_popcount(node.class_a) == 12 && __builtin_popcount(node.e_wings) == 8 &&
         __builtin_popcount(node.e_slots) == 4 && bound(node, kUnreachable) < kUnreachable;
}

void FivePhase3a::after(const Node& from, int m, Node& to) const {
  const size_t k = static_cast<size_t>(m);
  to.class_a = t_.move_wings(from.class_a, k);
  to.flips = static_cast<uint16_t>(t_.move_slots(from.flips, k) ^ t_.flips[k]);
  to.fb = static_cast<uint16_t>(t_.fb.move[from.fb * t_.turns.size() + k]);
}

int FivePhase3a::bound(const Node& n, int limit) const {
  const int b = t_.flip_fb[static_cast<size_t>(n.flips & 0x7FF) * t_.fb.size() + n.fb];
  if (b >= limit) return b;
  return std::max<int>(b, t_.class_dist[t_.sets12.rank(n.class_a)]);
}

bool FivePhase3a::read(const std::string& stickers, Node& node) const {
  FivePhase3::Node whole;
  if (!FivePhase3(t_).read(stickers, whole)) return false;
  node.class_a = whole.class_a;
  node.flips = whole.flips;
  node.fb = whole.fb;
  return true;
}

void FivePhase3b::after(const Node& from, int m, Node& to) const {
  const size_t k = static_cast<size_t>(t_.b_to_turn[static_cast<size_t>(m)]);
  const size_t mv = t_.turns.size();
  to.e_wings = t_.move_wings(from.e_wings, k);
  to.e_slots = t_.move_slots(from.e_slots, k);
  to.ud = static_cast<uint16_t>(t_.ud.move[from.ud * mv + k]);
  to.fb = static_cast<uint16_t>(t_.fb.move[from.fb * mv + k]);
}

int FivePhase3b::bound(const Node& n, int limit) const {
  int b = std::max(t_.ud_dist_b[n.ud], t_.fb_dist_b[n.fb]);
  if (b >= limit) return b;
  const uint32_t s = t_.slot_sets_rank[n.e_slots] * 495u;
  for (int cls = 0; cls < 2 && b < limit; ++cls)
    b = std::max<int>(b, t_.slots_wings[cls][s + t_.slot_sets_rank[t_.local(cls, n.e_wings)]]);
  return b;
}

bool FivePhase3b::read(const std::string& stickers, Node& node) const {
  FivePhase3::Node whole;
  if (!FivePhase3(t_).read(stickers, whole) || whole.class_a != t_.class_a || whole.flips != 0) return false;
  node.e_wings = whole.e_wings;
  node.e_slots = whole.e_slots;
  node.ud = whole.ud;
  node.fb = whole.fb;
  return bound(node, kUnreachable) < kUnreachable;
}

}  // namespace cube::reduction
