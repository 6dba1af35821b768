#include "solvers/reduction/five_phase_coords.h"

#include <algorithm>
#include <array>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "core/geometry.h"
#include "core/move.h"

namespace cube::reduction {
namespace {

// A face letter's index, -1 for any other character: a table (a string search a sticker
// was a tenth of the make_five_phase_*_tables time).
int face_of(char c) {
  static constexpr std::array<int8_t, 256> kFace = [] {
    std::array<int8_t, 256> t{};
    t.fill(-1);
    for (int f = 0; f < 6; ++f) t[static_cast<uint8_t>("URFDLB"[f])] = static_cast<int8_t>(f);
    return t;
  }();
  return kFace[static_cast<uint8_t>(c)];
}

// Where each of `places` goes under turn t, as indices into `places` (-1: outside).
std::vector<int> local_image(const std::vector<int>& places, const std::vector<int>& global_to) {
  std::vector<int> out(places.size(), -1);
  for (size_t i = 0; i < places.size(); ++i) {
    const auto it = std::find(places.begin(), places.end(), global_to[static_cast<size_t>(places[i])]);
    if (it != places.end()) out[i] = static_cast<int>(it - places.begin());
  }
  return out;
}

}  // namespace

// A state's key on the places; false when a sticker there is no colour.
bool key_of(const std::string& stickers, const std::vector<int>& places, PatternKey& key) {
  for (size_t i = 0; i < places.size(); ++i) {
    const int f = face_of(stickers[static_cast<size_t>(places[i])]);
    if (f < 0) return false;
    key.set(i, f);
  }
  return true;
}

int64_t StickerPattern::of(const std::string& stickers) const {
  PatternKey key;
  if (!key_of(stickers, places, key)) return -1;
  return index.find(key);
}

size_t PatternIndex::slot_of(const PatternKey& key) const {
  uint64_t h = key.w[0] * 0x9E3779B97F4A7C15ull ^ key.w[1] * 0xC2B2AE3D27D4EB4Full ^ key.w[2] * 0x165667B19E3779F9ull;
  h ^= h >> 29;
  h *= 0xBF58476D1CE4E5B9ull;
  return static_cast<size_t>(h >> 32) & (slots_.size() - 1);  // the high bits, mixed: size_t is 32 bits in WASM
}

void PatternIndex::grow() {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(old.empty() ? 1024 : old.size() * 2, Slot{});
  for (const Slot& s : old) {
    if (s.number == kEmpty) continue;
    size_t i = slot_of(s.key);
    while (slots_[i].number != kEmpty) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = s;
  }
}

std::pair<uint32_t, bool> PatternIndex::insert(const PatternKey& key, uint32_t next) {
  if (4 * (size_ + 1) > 3 * slots_.size()) grow();
  size_t i = slot_of(key);
  for (; slots_[i].number != kEmpty; i = (i + 1) & (slots_.size() - 1))
    if (slots_[i].key == key) return {slots_[i].number, false};
  slots_[i] = {key, next};
  ++size_;
  return {next, true};
}

int64_t PatternIndex::find(const PatternKey& key) const {
  if (slots_.empty()) return -1;
  for (size_t i = slot_of(key); slots_[i].number != kEmpty; i = (i + 1) & (slots_.size() - 1))
    if (slots_[i].key == key) return slots_[i].number;
  return -1;
}

std::string StickerPattern::stickers(uint32_t i) const {
  std::string s = solved_facelets(Puzzle{5});
  for (size_t k = 0; k < places.size(); ++k) s[static_cast<size_t>(places[k])] = "URFDLB"[keys[i].get(k)];
  return s;
}

StickerPattern make_sticker_pattern(const BlockTurns& bt, const std::vector<int>& turns, std::vector<int> places,
                                    const std::vector<std::string>& goals, bool keep_keys) {
  StickerPattern p;
  p.places = std::move(places);
  p.moves = static_cast<int>(turns.size());
  const size_t k = p.places.size();
  // image[m][i]: the place (index into places) sticker i goes to under turn m.
  std::vector<std::vector<int>> image;
  for (int t : turns) {
    std::vector<int> to(bt.turns[static_cast<size_t>(t)].stickers.begin(),
                        bt.turns[static_cast<size_t>(t)].stickers.end());
    image.push_back(local_image(p.places, to));
  }
  std::vector<PatternKey> keys;
  for (const std::string& g : goals) {
    PatternKey key;
    key_of(g, p.places, key);
    if (p.index.insert(key, static_cast<uint32_t>(keys.size())).second) keys.push_back(key);
  }
  // Each sticker's colour moved to its image's word and bit (every place gets one: the
  // places are closed under the turns), with no division a sticker.
  std::vector<uint64_t> colour(k);
  std::vector<uint8_t> to_word(k * image.size()), to_shift(k * image.size());
  for (size_t m = 0; m < image.size(); ++m)
    for (size_t i = 0; i < k; ++i) {
      const size_t to = static_cast<size_t>(image[m][i]);
      to_word[m * k + i] = static_cast<uint8_t>(to / 21);
      to_shift[m * k + i] = static_cast<uint8_t>(3 * (to % 21));
    }
  for (size_t s = 0; s < keys.size(); ++s) {
    for (size_t i = 0; i < k; ++i) colour[i] = static_cast<uint64_t>(keys[s].get(i));
    for (int m = 0; m < p.moves; ++m) {
      PatternKey next;
      const uint8_t* word = &to_word[static_cast<size_t>(m) * k];
      const uint8_t* shift = &to_shift[static_cast<size_t>(m) * k];
      for (size_t i = 0; i < k; ++i) next.w[word[i]] |= colour[i] << shift[i];
      const auto [number, added] = p.index.insert(next, static_cast<uint32_t>(keys.size()));
      if (added) keys.push_back(next);
      p.move.push_back(number);
    }
  }
  if (keep_keys) p.keys = std::move(keys);
  return p;
}

StickerPattern join_sticker_patterns(const std::vector<const StickerPattern*>& parts,
                                     const std::vector<std::string>& goals, bool keep_keys) {
  StickerPattern p;
  p.moves = parts.front()->moves;
  for (const StickerPattern* part : parts) p.places.insert(p.places.end(), part->places.begin(), part->places.end());
  const size_t mv = static_cast<size_t>(p.moves);
  // A state's code: its parts' numbers in mixed radix; `codes` by number, `numbers` the
  // other way, a table over every code (the parts' sizes' product: ~180 K here).
  size_t product = 1;
  for (const StickerPattern* part : parts) product *= part->size();
  constexpr uint32_t kNone = 0xFFFFFFFFu;
  std::vector<uint32_t> numbers(product, kNone);
  std::vector<uint64_t> codes;
  const auto number_of = [&](uint64_t code) {
    uint32_t& number = numbers[code];
    if (number == kNone) number = static_cast<uint32_t>(codes.size()), codes.push_back(code);
    return number;
  };
  for (const std::string& g : goals) {
    uint64_t code = 0;
    for (const StickerPattern* part : parts) code = code * part->size() + static_cast<uint64_t>(part->of(g));
    number_of(code);
  }
  std::vector<size_t> at(parts.size());
  for (size_t s = 0; s < codes.size(); ++s) {
    uint64_t code = codes[s];
    for (size_t i = parts.size(); i-- > 0; code /= parts[i]->size()) at[i] = code % parts[i]->size() * mv;
    for (size_t m = 0; m < mv; ++m) {
      uint64_t next = 0;
      for (size_t i = 0; i < parts.size(); ++i) next = next * parts[i]->size() + parts[i]->move[at[i] + m];
      p.move.push_back(number_of(next));
    }
  }
  // Each pattern's key on the joint places, from its parts' keys: of() reads a state by it.
  std::vector<PatternKey> keys(codes.size());
  for (size_t s = 0; s < codes.size(); ++s) {
    uint64_t code = codes[s];
    size_t place = p.places.size();
    for (size_t i = parts.size(); i-- > 0; code /= parts[i]->size()) {
      const StickerPattern& part = *parts[i];
      const PatternKey& key = part.keys[code % part.size()];
      place -= part.places.size();
      for (size_t j = 0; j < part.places.size(); ++j) keys[s].set(place + j, key.get(j));
    }
    p.index.insert(keys[s], static_cast<uint32_t>(s));
  }
  if (keep_keys) p.keys = std::move(keys);
  return p;
}

uint32_t factorial(int n) {
  uint32_t f = 1;
  for (int i = 2; i <= n; ++i) f *= static_cast<uint32_t>(i);
  return f;
}

uint32_t permutation_rank(const std::vector<int>& p) {
  const int n = static_cast<int>(p.size());
  uint32_t r = 0;
  for (int i = 0; i < n; ++i) {
    int smaller = 0;
    for (int j = i + 1; j < n; ++j) smaller += p[static_cast<size_t>(j)] < p[static_cast<size_t>(i)];
    r = r * static_cast<uint32_t>(n - i) + static_cast<uint32_t>(smaller);
  }
  return r;
}

std::vector<int> permutation_unrank(uint32_t rank, int n) {
  std::vector<int> digits(static_cast<size_t>(n));
  for (int i = n - 1; i >= 0; --i) {
    digits[static_cast<size_t>(i)] = static_cast<int>(rank % static_cast<uint32_t>(n - i));
    rank /= static_cast<uint32_t>(n - i);
  }
  std::vector<int> left(static_cast<size_t>(n)), p(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) left[static_cast<size_t>(i)] = i;
  for (int i = 0; i < n; ++i) {
    p[static_cast<size_t>(i)] = left[static_cast<size_t>(digits[static_cast<size_t>(i)])];
    left.erase(left.begin() + digits[static_cast<size_t>(i)]);
  }
  return p;
}

int midge_at(const std::string& stickers, int e) {
  const CubeLayout& l = *cube_layout(5);
  static const std::string solved = solved_facelets(Puzzle{5});
  const char a = stickers[static_cast<size_t>(l.midge[static_cast<size_t>(e)][0])];
  const char b = stickers[static_cast<size_t>(l.midge[static_cast<size_t>(e)][1])];
  for (int h = 0; h < 12; ++h) {
    const char x = solved[static_cast<size_t>(l.midge[static_cast<size_t>(h)][0])];
    const char y = solved[static_cast<size_t>(l.midge[static_cast<size_t>(h)][1])];
    if ((a == x && b == y) || (a == y && b == x)) return h;
  }
  return -1;
}

bool midge_oriented(const std::string& stickers, int e) {
  const auto& m = cube_layout(5)->midge[static_cast<size_t>(e)];
  const char a = stickers[static_cast<size_t>(m[0])], b = stickers[static_cast<size_t>(m[1])];
  const auto ud = [](char c) { return c == 'U' || c == 'D'; };
  const auto fb = [](char c) { return c == 'F' || c == 'B'; };
  return ud(a) || (!ud(b) && fb(a));  // sticker 0 is on U, D (slots 0-7), F or B (8-11)
}

bool slot_paired(const std::string& stickers, int e) {
  const CubeLayout& l = *cube_layout(5);
  const auto& m = l.midge[static_cast<size_t>(e)];
  for (int k = 0; k < 2; ++k) {
    const auto& w = l.wings[0][static_cast<size_t>(2 * e + k)];
    for (int j = 0; j < 2; ++j)
      if (stickers[static_cast<size_t>(w[static_cast<size_t>(j)])] !=
          stickers[static_cast<size_t>(m[static_cast<size_t>(j)])])
        return false;
  }
  return true;
}

int wing_at(const std::string& stickers, int place) {
  const CubeLayout& l = *cube_layout(5);
  const auto& w = l.wings[0][static_cast<size_t>(place)];
  const int a = face_of(stickers[static_cast<size_t>(w[0])]);
  const int b = face_of(stickers[static_cast<size_t>(w[1])]);
  return a < 0 || b < 0 ? -1 : l.identify_wing(0, place, a, b);
}

std::vector<int> face_pair_centres(int a, int b) {
  const CubeLayout& l = *cube_layout(5);
  std::vector<int> out;
  for (int o = 0; o < 2; ++o)
    for (int i = 0; i < 24; ++i)
      if (i / 4 == a || i / 4 == b) out.push_back(l.centres[static_cast<size_t>(o)][static_cast<size_t>(i)]);
  return out;
}

std::vector<int> wing_class(const BlockTurns& bt, const std::vector<int>& turns, int from) {
  std::vector<int> out{from};
  for (size_t i = 0; i < out.size(); ++i)
    for (int t : turns) {
      const int to = bt.wing_to[0][static_cast<size_t>(t)][static_cast<size_t>(out[i])];
      if (std::find(out.begin(), out.end(), to) == out.end()) out.push_back(to);
    }
  std::sort(out.begin(), out.end());
  return out;
}

int64_t WingMidgePermutation::of(const std::string& stickers) const {
  const size_t n = slots.size();
  std::vector<int> where(12, -1);  // midge -> local slot
  for (size_t j = 0; j < n; ++j) {
    const int m = midge_at(stickers, slots[j]);
    if (m < 0) return -1;
    where[static_cast<size_t>(m)] = static_cast<int>(j);
  }
  std::vector<int> q(n);
  for (size_t i = 0; i < n; ++i) {
    const int w = wing_at(stickers, wings[i]);
    if (w < 0 || std::find(wings.begin(), wings.end(), w) == wings.end()) return -1;
    q[i] = where[static_cast<size_t>(w / 2)];
    if (q[i] < 0) return -1;
  }
  return permutation_rank(q);
}

std::string WingMidgePermutation::stickers(uint32_t r) const {
  const CubeLayout& l = *cube_layout(5);
  const std::string solved = solved_facelets(Puzzle{5});
  std::string s = solved;
  const std::vector<int> q = permutation_unrank(r, static_cast<int>(slots.size()));
  for (size_t i = 0; i < q.size(); ++i)
    for (int j = 0; j < 2; ++j)
      s[static_cast<size_t>(l.wings[0][static_cast<size_t>(wings[i])][static_cast<size_t>(j)])] =
          solved[static_cast<size_t>(
              l.wings[0][static_cast<size_t>(wings[static_cast<size_t>(q[i])])][static_cast<size_t>(j)])];
  return s;
}

WingMidgePermutation make_wing_midge_permutation(const BlockTurns& bt, const std::vector<int>& turns,
                                                 std::vector<int> slots, std::vector<int> wings) {
  WingMidgePermutation c;
  c.slots = std::move(slots);
  c.wings = std::move(wings);
  c.moves = static_cast<int>(turns.size());
  const int n = static_cast<int>(c.slots.size());
  std::vector<std::vector<int>> slot_to, wing_to;  // per move, local images
  for (int t : turns) {
    const auto& m = bt.midge_to[static_cast<size_t>(t)];
    const auto& w = bt.wing_to[0][static_cast<size_t>(t)];
    slot_to.push_back(local_image(c.slots, std::vector<int>(m.begin(), m.end())));
    wing_to.push_back(local_image(c.wings, std::vector<int>(w.begin(), w.end())));
  }
  c.move.resize(static_cast<size_t>(c.size()) * static_cast<size_t>(c.moves));
  std::vector<int> next(static_cast<size_t>(n));
  for (uint32_t r = 0; r < c.size(); ++r) {
    const std::vector<int> q = permutation_unrank(r, n);
    for (int m = 0; m < c.moves; ++m) {
      for (int i = 0; i < n; ++i)
        next[static_cast<size_t>(wing_to[static_cast<size_t>(m)][static_cast<size_t>(i)])] =
            slot_to[static_cast<size_t>(m)][static_cast<size_t>(q[static_cast<size_t>(i)])];
      c.move[static_cast<size_t>(r) * static_cast<size_t>(c.moves) + static_cast<size_t>(m)] = permutation_rank(next);
    }
  }
  return c;
}

uint32_t OrderedPlaces::encode(const std::vector<int>& at) const {
  uint32_t key = 0;
  for (int a : at) key = key * static_cast<uint32_t>(places.size()) + static_cast<uint32_t>(a);
  return code[key];
}

int64_t OrderedPlaces::of(const std::string& stickers) const {
  std::vector<int> at(pieces.size(), -1);
  for (size_t i = 0; i < places.size(); ++i) {
    const int piece = wings ? wing_at(stickers, places[i]) : midge_at(stickers, places[i]);
    const auto it = std::find(pieces.begin(), pieces.end(), piece);
    if (it != pieces.end()) at[static_cast<size_t>(it - pieces.begin())] = static_cast<int>(i);
  }
  for (int a : at)
    if (a < 0) return -1;
  return encode(at);
}

OrderedPlaces make_ordered_places(const BlockTurns& bt, const std::vector<int>& turns, std::vector<int> places,
                                  std::vector<int> pieces, bool wings) {
  OrderedPlaces c;
  c.places = std::move(places);
  c.pieces = std::move(pieces);
  c.wings = wings;
  c.moves = static_cast<int>(turns.size());
  const size_t n = c.places.size(), k = c.pieces.size();
  size_t keys = 1;
  for (size_t i = 0; i < k; ++i) keys *= n;
  c.code.assign(keys, UINT32_MAX);
  std::vector<std::vector<int>> tuples;
  for (size_t key = 0; key < keys; ++key) {
    std::vector<int> at(k);
    size_t rest = key;
    for (size_t i = k; i-- > 0;) at[i] = static_cast<int>(rest % n), rest /= n;
    bool distinct = true;
    for (size_t i = 0; i < k; ++i)
      for (size_t j = 0; j < i; ++j) distinct = distinct && at[i] != at[j];
    if (!distinct) continue;
    c.code[key] = static_cast<uint32_t>(tuples.size());
    tuples.push_back(at);
  }
  c.tuples = tuples;
  std::vector<std::vector<int>> image;
  for (int t : turns) {
    std::vector<int> to;
    if (wings)
      for (uint8_t x : bt.wing_to[0][static_cast<size_t>(t)]) to.push_back(x);
    else
      for (uint8_t x : bt.midge_to[static_cast<size_t>(t)]) to.push_back(x);
    image.push_back(local_image(c.places, to));
  }
  c.move.resize(tuples.size() * static_cast<size_t>(c.moves));
  std::vector<int> next(k);
  for (size_t v = 0; v < tuples.size(); ++v)
    for (int m = 0; m < c.moves; ++m) {
      for (size_t i = 0; i < k; ++i) next[i] = image[static_cast<size_t>(m)][static_cast<size_t>(tuples[v][i])];
      c.move[v * static_cast<size_t>(c.moves) + static_cast<size_t>(m)] = c.encode(next);
    }
  return c;
}

const std::vector<CubeRotation>& cube_symmetries() {
  static const std::vector<CubeRotation> all = [] {
    const CubeLayout& l = *cube_layout(5);
    const auto perm = [](char axis) {
      LayerTurn lt;
      layer_turn(Move{Move::Kind::Rotation, axis, 1}, 5, lt);
      const std::span<const int> p = cached_sticker_permutation(lt, 5);
      return std::vector<int>(p.begin(), p.end());
    };
    const std::vector<std::vector<int>> gens{perm('x'), perm('y')};
    std::vector<std::vector<int>> group{std::vector<int>(150)};
    for (int i = 0; i < 150; ++i) group[0][static_cast<size_t>(i)] = i;
    for (size_t k = 0; k < group.size(); ++k)
      for (const auto& g : gens) {
        std::vector<int> c(150);
        for (size_t i = 0; i < 150; ++i) c[i] = g[static_cast<size_t>(group[k][i])];
        if (std::find(group.begin(), group.end(), c) == group.end()) group.push_back(c);
      }
    // The R-L mirror: x -> -x on every sticker's place and normal.
    const std::vector<Sticker>& st = sticker_layout(5);
    std::vector<int> mirror(150);
    for (size_t i = 0; i < 150; ++i)
      for (size_t j = 0; j < 150; ++j)
        if (st[j].position[0] == -st[i].position[0] && st[j].position[1] == st[i].position[1] &&
            st[j].position[2] == st[i].position[2] && st[j].normal[0] == -st[i].normal[0] &&
            st[j].normal[1] == st[i].normal[1] && st[j].normal[2] == st[i].normal[2])
          mirror[i] = static_cast<int>(j);
    for (size_t k = 0; k < 24; ++k) {
      std::vector<int> c(150);
      for (size_t i = 0; i < 150; ++i) c[i] = mirror[static_cast<size_t>(group[k][i])];
      group.push_back(c);
    }
    std::vector<CubeRotation> out;
    for (auto& to : group) {
      CubeRotation r;
      r.map = "      ";
      for (int f = 0; f < 6; ++f) {
        const int at = to[static_cast<size_t>(l.fixed_centre[static_cast<size_t>(f)])];
        for (int g = 0; g < 6; ++g)
          if (l.fixed_centre[static_cast<size_t>(g)] == at) r.map[static_cast<size_t>(f)] = "URFDLB"[g];
      }
      r.to = std::move(to);
      out.push_back(std::move(r));
    }
    return out;
  }();
  return all;
}

std::string conjugate(const std::string& stickers, const CubeRotation& r) {
  std::string out(stickers.size(), ' ');
  for (size_t i = 0; i < stickers.size(); ++i) {
    const int f = face_of(stickers[i]);
    out[static_cast<size_t>(r.to[i])] = f < 0 ? stickers[i] : r.map[static_cast<size_t>(f)];
  }
  return out;
}

int conjugate_turn(const BlockTurns& bt, const CubeRotation& r, int turn) {
  // S t S^-1 sends r.to[i] to r.to[t[i]].
  const std::span<const int> t = bt.turns[static_cast<size_t>(turn)].stickers;
  std::vector<int> want(t.size());
  for (size_t i = 0; i < t.size(); ++i) want[static_cast<size_t>(r.to[i])] = r.to[static_cast<size_t>(t[i])];
  for (int u = 0; u < bt.count(); ++u)
    if (std::equal(want.begin(), want.end(), bt.turns[static_cast<size_t>(u)].stickers.begin())) return u;
  return -1;
}

SymPairTable make_sym_pair_table(const std::vector<std::vector<uint32_t>>& a_conj,
                                 const std::vector<std::vector<uint32_t>>& b_conj) {
  SymPairTable t;
  const size_t as = a_conj[0].size();
  t.bs = static_cast<uint32_t>(b_conj[0].size());
  t.sym_of.assign(as, UINT32_MAX);
  for (uint32_t a = 0; a < as; ++a) {
    uint32_t best = a, sym = 0;
    for (size_t s = 1; s < a_conj.size(); ++s)
      if (a_conj[s][a] < best) best = a_conj[s][a], sym = static_cast<uint32_t>(s);
    if (best == a) t.rep.push_back(a);
    (void)sym;
  }
  std::vector<uint32_t> class_of(as, UINT32_MAX);
  for (uint32_t c = 0; c < t.rep.size(); ++c) class_of[t.rep[c]] = c;
  t.self.assign(t.rep.size(), 0);
  for (uint32_t c = 0; c < t.rep.size(); ++c)
    for (size_t s = 0; s < a_conj.size(); ++s)
      if (a_conj[s][t.rep[c]] == t.rep[c]) t.self[c] = static_cast<uint16_t>(t.self[c] | 1 << s);
  for (uint32_t a = 0; a < as; ++a) {
    uint32_t best = a, sym = 0;
    for (size_t s = 1; s < a_conj.size(); ++s)
      if (a_conj[s][a] < best) best = a_conj[s][a], sym = static_cast<uint32_t>(s);
    t.sym_of[a] = class_of[best] << 4 | sym;
  }
  for (const auto& bc : b_conj) t.b_conj.insert(t.b_conj.end(), bc.begin(), bc.end());
  return t;
}

void fill_sym_pair_table(SymPairTable& t, const std::vector<uint32_t>& a_move, const std::vector<uint32_t>& b_move,
                         int moves, const std::vector<std::pair<uint32_t, uint32_t>>& goals,
                         const FillProgress& progress) {
  const size_t mv = static_cast<size_t>(moves);
  const uint32_t bs = t.bs;
  const auto index = [&](uint32_t a, uint32_t b) { return static_cast<uint32_t>(t.index(a, b)); };
  t.dist.assign(t.rep.size() * bs, kUnreachable);
  std::vector<uint32_t> frontier;
  for (const auto& [a, b] : goals) {
    const uint32_t i = index(a, b);
    if (t.dist[i] != 0) t.dist[i] = 0, frontier.push_back(i);
  }
  fill_distances(
      t.dist, frontier, mv,
      [&](uint32_t s, size_t m) {
        const uint32_t a = t.rep[s / bs];
        return index(a_move[static_cast<size_t>(a) * mv + m], b_move[static_cast<size_t>(s % bs) * mv + m]);
      },
      progress);
}

void fill_pair_distances(std::vector<uint8_t>& dist, const std::vector<uint32_t>& a_move, uint32_t bs,
                         const std::vector<uint32_t>& b_move, int moves, const std::vector<uint32_t>& goals,
                         const FillProgress& progress) {
  const size_t as = a_move.size() / static_cast<size_t>(moves);
  dist.assign(as * bs, kUnreachable);
  for (uint32_t g : goals) dist[g] = 0;
  const size_t mv = static_cast<size_t>(moves);
  fill_distances(
      dist, goals, mv,
      [&](uint32_t s, size_t m) {
        return a_move[(s / bs) * mv + m] * bs + b_move[static_cast<size_t>(s % bs) * mv + m];
      },
      progress);
}

}  // namespace cube::reduction
