#include "scan.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>

#include "core/cubie.h"
#include "core/face.h"
#include "core/min_cost_assignment.h"
#include "core/validate.h"
#include "piece_fit.h"

namespace cube::scan {

namespace {

// A sticker far from every reference (glare, a reflection) should not outvote its
// neighbours: its cost is capped, as if one reading in e^8 were noise of any colour.
constexpr double kOutlierCost = 8.0;
// The spread of a colour class in CIELAB, estimated from the cube, kept within these.
constexpr double kMinSigma = 3.0, kMaxSigma = 15.0;
// A sticker the fit gives a colour this much less likely than the one it reads as
// (in log-likelihood) is overruled; a few may be (a bad pixel, a reflection), more
// mean the reading is not of one cube.
constexpr double kOverruled = 6.0;
// A reading with a channel at or above this (8-bit) is clipped by the sensor.
constexpr double kClipped = 250;
// Glare on a sticker is rarer than none: its colour mixed with white costs this more.
constexpr double kGlareCost = 3.0;
// A sensor's noise is a few 8-bit steps whatever the brightness, so a dim sticker's
// colour (brightness removed) is that much less certain: about kDimNoise / brightest
// channel in CIELAB units.
constexpr double kDimNoise = 400;
// Rounds of the 3x3x3's first grouping (each a 48 x 48 assignment).
constexpr int kCentreRounds = 4;
// Groupings of the 2x2x2 refined (the tightest few of six starts).
constexpr size_t kCube2Starts = 3;
// Two references closer than this (CIELAB) cannot be told apart.
constexpr double kAlike = 6.0;

struct Model {
  std::vector<Vec3> balanced;               // per sticker: white-balanced, brightness removed, linear
  std::vector<Vec3> feature;                // the same in CIELAB
  std::array<Vec3, kColours> ref{};         // per colour class, CIELAB
  std::array<Vec3, kColours> ref_linear{};  // and linear (brightness removed)
  Vec3 gain{1, 1, 1};                       // the white balance
  double sigma = 10.0;
  std::vector<double> cost;   // per sticker and class
  std::vector<char> clipped;  // per sticker: some channel at the sensor's limit
  std::vector<double> noise;  // per sticker: its own uncertainty (CIELAB), larger when dim
};

std::vector<Vec3> balanced(const std::vector<Vec3>& lin, const Vec3& gain) {
  std::vector<Vec3> b(lin.size());
  for (size_t i = 0; i < lin.size(); ++i) {
    Vec3 c = brightness_removed(lin[i]);
    b[i] = brightness_removed({c[0] * gain[0], c[1] * gain[1], c[2] * gain[2]});
  }
  return b;
}

void set_features(Model& m, const std::vector<Vec3>& lin, const Vec3& gain) {
  m.gain = gain;
  m.balanced = balanced(lin, gain);
  m.feature.resize(lin.size());
  for (size_t i = 0; i < lin.size(); ++i) m.feature[i] = lab_from_linear(m.balanced[i]);
}

// Glare is the lamp's light reflected: after white balance, white added to the sticker's
// own colour. A sticker under glare lies between its class's colour and white.
constexpr double kGlareMix[] = {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8};
constexpr int kMixes = sizeof kGlareMix / sizeof kGlareMix[0];
// A clipped reading (an over-bright face, glare) lost the ratio of its channels: it is
// compared with what each class looks like when the sensor clips it, at these
// exposures above the one that just reaches the limit.
constexpr double kOverExposure[] = {1.15, 1.3, 1.5, 1.8, 2.2, 3.0, 5.0};
constexpr int kExposures = sizeof kOverExposure / sizeof kOverExposure[0];

// Class k's colour as the sensor clips it: the balanced colour (with glare t) back in the
// camera's light, scaled, clipped at 1, then balanced and brightness removed as a reading is.
Vec3 clipped_look(const Model& m, const Vec3& balanced_colour, double exposure) {
  Vec3 raw{};
  for (int j = 0; j < 3; ++j) raw[j] = balanced_colour[j] / m.gain[j];
  raw = brightness_removed(raw);
  Vec3 out{};
  for (int j = 0; j < 3; ++j) out[j] = std::min(1.0, raw[j] * exposure) * m.gain[j];
  return lab_from_linear(brightness_removed(out));
}

void compute_costs(Model& m) {
  const int n = static_cast<int>(m.feature.size());
  m.cost.assign(n * kColours, 0);
  std::array<std::array<Vec3, kMixes>, kColours> mix{};
  // Clipped looks: [exposure][glare 0 or mix t] per class.
  std::array<std::array<std::array<Vec3, kMixes + 1>, kExposures>, kColours> clip{};
  bool any_clipped = std::find(m.clipped.begin(), m.clipped.end(), 1) != m.clipped.end();
  for (int k = 0; k < kColours; ++k)
    for (int t = 0; t <= kMixes; ++t) {
      Vec3 c = m.ref_linear[k];
      if (t > 0)
        for (int j = 0; j < 3; ++j) c[j] = (1 - kGlareMix[t - 1]) * c[j] + kGlareMix[t - 1];
      if (t > 0) mix[k][t - 1] = lab_from_linear(brightness_removed(c));
      if (any_clipped)
        for (int e = 0; e < kExposures; ++e) clip[k][e][t] = clipped_look(m, c, kOverExposure[e]);
    }
  for (int i = 0; i < n; ++i) {
    const double sigma = std::hypot(m.sigma, m.noise[i]);
    for (int k = 0; k < kColours; ++k) {
      double d = distance(m.feature[i], m.ref[k]) / sigma;
      double g = d;
      for (int t = 0; t < kMixes; ++t) g = std::min(g, distance(m.feature[i], mix[k][t]) / sigma);
      if (m.clipped[i])
        for (int e = 0; e < kExposures; ++e) {
          d = std::min(d, distance(m.feature[i], clip[k][e][0]) / sigma);
          for (int t = 1; t <= kMixes; ++t) g = std::min(g, distance(m.feature[i], clip[k][e][t]) / sigma);
        }
      double c = -std::log(std::exp(-0.5 * d * d) + std::exp(-kGlareCost - 0.5 * g * g) + std::exp(-kOutlierCost));
      m.cost[i * kColours + k] = c;
    }
  }
}

// White balance: the class whose stickers are least saturated is white; the gains make
// its mean colour grey. Glare on a white sticker is light of the same colour: no harm.
Vec3 white_gain(const std::vector<Vec3>& lin, const std::vector<int>& cls) {
  std::array<double, kColours> sat{};
  std::array<int, kColours> count{};
  for (size_t i = 0; i < lin.size(); ++i)
    if (cls[i] >= 0) sat[cls[i]] += saturation(lin[i]), ++count[cls[i]];
  int white = -1;
  for (int k = 0; k < kColours; ++k)
    if (count[k] && (white < 0 || sat[k] / count[k] < sat[white] / count[white])) white = k;
  Vec3 mean{0, 0, 0};
  for (size_t i = 0; i < lin.size(); ++i)
    if (cls[i] == white) {
      Vec3 c = brightness_removed(lin[i]);
      for (int j = 0; j < 3; ++j) mean[j] += c[j];
    }
  return {1 / std::max(mean[0], 1e-3), 1 / std::max(mean[1], 1e-3), 1 / std::max(mean[2], 1e-3)};
}

// References: each class's mean over its nearest two thirds (glare and misreads left
// out); sigma: their spread.
void update_references(Model& m, const std::vector<int>& cls) {
  double spread = 0;
  int counted = 0;
  for (int k = 0; k < kColours; ++k) {
    std::vector<std::pair<double, int>> members;
    for (size_t i = 0; i < cls.size(); ++i)
      if (cls[i] == k) members.push_back({distance(m.feature[i], m.ref[k]), static_cast<int>(i)});
    if (members.empty()) continue;
    std::sort(members.begin(), members.end());
    size_t keep = std::max<size_t>(1, (members.size() * 2 + 2) / 3);
    Vec3 mean{0, 0, 0}, mean_linear{0, 0, 0};
    for (size_t j = 0; j < keep; ++j)
      for (int c = 0; c < 3; ++c)
        mean[c] += m.feature[members[j].second][c] / keep, mean_linear[c] += m.balanced[members[j].second][c] / keep;
    m.ref[k] = mean;
    m.ref_linear[k] = brightness_removed(mean_linear);
    for (size_t j = 0; j < keep; ++j) {
      double d = distance(m.feature[members[j].second], mean);
      spread += d * d;
      ++counted;
    }
  }
  if (counted > kColours) m.sigma = std::clamp(std::sqrt(spread / (counted - kColours)), kMinSigma, kMaxSigma);
}

std::vector<int> classes_of(const PieceFit& fit, const std::array<int, kColours>& class_of_face) {
  std::vector<int> cls(fit.face.size());
  for (size_t i = 0; i < cls.size(); ++i) cls[i] = class_of_face[fit.face[i]];
  return cls;
}

// Six groups of equal size (nine or four stickers): k-means whose assignment step is a
// min-cost assignment, from the given centres; pinned[i] >= 0 keeps sticker i in that
// group. The equal sizes make it robust to a poor start (a glared 3x3x3 centre): the
// stickers of that colour have nowhere else to go. Returns the groups, and their total
// squared distance in *total.
std::vector<int> balanced_kmeans(const std::vector<Vec3>& f, std::array<Vec3, kColours> centre,
                                 const std::vector<int>& pinned, int rounds, double* total) {
  const int n = static_cast<int>(f.size()), per = n / kColours;
  std::vector<int> free, slot_class;
  std::array<int, kColours> slots;
  slots.fill(per);
  for (int i = 0; i < n; ++i)
    if (pinned[i] < 0) free.push_back(i);
    else --slots[pinned[i]];
  for (int k = 0; k < kColours; ++k)
    for (int s = 0; s < slots[k]; ++s) slot_class.push_back(k);
  const int m = static_cast<int>(free.size());
  std::vector<int> cls = pinned;
  for (int round = 0; round < rounds; ++round) {
    std::vector<double> cost(m * m);
    for (int r = 0; r < m; ++r) {
      std::array<double, kColours> d2{};
      for (int k = 0; k < kColours; ++k) d2[k] = std::pow(distance(f[free[r]], centre[k]), 2);
      for (int j = 0; j < m; ++j) cost[r * m + j] = d2[slot_class[j]];
    }
    std::vector<int> col = min_cost_assignment(cost, m);
    std::vector<int> next = pinned;
    for (int r = 0; r < m; ++r) next[free[r]] = slot_class[col[r]];
    *total = 0;
    for (int i = 0; i < n; ++i) *total += std::pow(distance(f[i], centre[next[i]]), 2);
    if (next == cls) break;
    cls = next;
    for (int k = 0; k < kColours; ++k) {
      Vec3 mean{0, 0, 0};
      for (int i = 0; i < n; ++i)
        if (cls[i] == k)
          for (int c = 0; c < 3; ++c) mean[c] += f[i][c] / per;
      centre[k] = mean;
    }
  }
  return cls;
}

// 2x2x2, no centres: six groups of four from farthest-point seedings begun at each
// face's first sticker; the distinct groupings, tightest first.
std::vector<std::vector<int>> balanced_clusters(const std::vector<Vec3>& f) {
  const int n = static_cast<int>(f.size()), per = n / kColours;
  std::vector<std::pair<double, std::vector<int>>> found;
  for (int start = 0; start < n; start += per) {
    std::array<Vec3, kColours> centre{};
    std::vector<double> near(n, std::numeric_limits<double>::infinity());
    int pick = start;
    for (int k = 0; k < kColours; ++k) {
      centre[k] = f[pick];
      for (int i = 0; i < n; ++i) near[i] = std::min(near[i], distance(f[i], centre[k]));
      pick = static_cast<int>(std::max_element(near.begin(), near.end()) - near.begin());
    }
    double total = 0;
    std::vector<int> cls = balanced_kmeans(f, centre, std::vector<int>(n, -1), 10, &total);
    // The same grouping under other class numbers is not another start.
    std::vector<int> canonical(n), renumber(kColours, -1);
    for (int i = 0, next = 0; i < n; ++i) {
      if (renumber[cls[i]] < 0) renumber[cls[i]] = next++;
      canonical[i] = renumber[cls[i]];
    }
    bool seen = false;
    for (const auto& g : found) seen = seen || g.second == canonical;
    if (!seen) found.push_back({total, canonical});
  }
  std::sort(found.begin(), found.end());
  std::vector<std::vector<int>> out;
  for (auto& g : found) out.push_back(std::move(g.second));
  return out;
}

// 2x2x2: which class shows which face is not known; the stickers of the DBL corner name
// D, B and L (the core's convention), so try the classes likely there (within one
// outlier's cost of the likeliest) and every way of giving the other three to U, R, F.
PieceFit fit_cube2(const Model& m, std::array<int, kColours>& class_of_face) {
  const int dbl[3] = {kCornerFacelets2[DBL][0], kCornerFacelets2[DBL][1], kCornerFacelets2[DBL][2]};
  auto triple_cost = [&](int d, int b, int l) {
    return m.cost[dbl[0] * kColours + d] + m.cost[dbl[1] * kColours + b] + m.cost[dbl[2] * kColours + l];
  };
  // The four likeliest distinct triples (a misread DBL sticker is among them).
  std::vector<std::pair<double, std::array<int, 3>>> triples;
  for (int d = 0; d < kColours; ++d)
    for (int b = 0; b < kColours; ++b)
      for (int l = 0; l < kColours; ++l)
        if (d != b && b != l && d != l) triples.push_back({triple_cost(d, b, l), {d, b, l}});
  std::partial_sort(triples.begin(), triples.begin() + 4, triples.end());
  PieceFit best;
  best.cost = std::numeric_limits<double>::infinity();
  for (int t = 0; t < 4; ++t) {
    const auto [d, b, l] = triples[t].second;
    {
      std::array<int, kColours> map{};
      map[static_cast<int>(Face::D)] = d, map[static_cast<int>(Face::B)] = b, map[static_cast<int>(Face::L)] = l;
      std::array<int, 3> rest{};
      for (int k = 0, j = 0; k < kColours; ++k)
        if (k != d && k != b && k != l) rest[j++] = k;
      do {
        map[static_cast<int>(Face::U)] = rest[0], map[static_cast<int>(Face::R)] = rest[1];
        map[static_cast<int>(Face::F)] = rest[2];
        PieceFit fit = fit_pieces(Puzzle::Cube2, m.cost, map);
        if (best.face.empty() || fit.cost < best.cost) best = fit, class_of_face = map;
      } while (std::next_permutation(rest.begin(), rest.end()));
    }
  }
  return best;
}

// Three rounds: costs from the references, the likeliest valid cube, white balance and
// references again from it.
PieceFit refine(Puzzle p, const std::vector<Vec3>& lin, Model& m, std::array<int, kColours>& class_of_face) {
  PieceFit fit;
  for (int round = 0; round < 3; ++round) {
    compute_costs(m);
    fit = p == Puzzle::Cube3 ? fit_pieces(p, m.cost, class_of_face) : fit_cube2(m, class_of_face);
    if (round == 2) break;
    std::vector<int> cls = classes_of(fit, class_of_face);
    set_features(m, lin, white_gain(lin, cls));
    update_references(m, cls);
  }
  return fit;
}

// Minus the log-likelihood of the readings under a fit and its model (the references'
// spread counts: three dimensions of a normal distribution per sticker).
double score(const PieceFit& fit, const Model& m, const std::array<int, kColours>& class_of_face) {
  std::vector<int> cls = classes_of(fit, class_of_face);
  int overruled = 0;
  for (size_t i = 0; i < cls.size(); ++i) {
    const double* c = &m.cost[i * kColours];
    overruled += c[cls[i]] - *std::min_element(c, c + kColours) >= kOverruled;
  }
  return 1000.0 * overruled + fit.cost + 3.0 * static_cast<double>(m.feature.size()) * std::log(m.sigma);
}

}  // namespace

Message sticker_text(Puzzle p, int index) {
  const int side = size_of(p), per = side * side;
  const int face = index / per, row = index % per / side + 1, column = index % side + 1;
  return message("scan_sticker",
                 {{"index", index}, {"face", std::string(1, kFaceNames[face])}, {"row", row}, {"column", column}});
}

std::string sticker_name(Puzzle p, int index) { return sticker_text(p, index).english(); }

ScanResult scan_colours(Puzzle p, const std::vector<Vec3>& rgb) {
  ScanResult out;
  if (p == Puzzle::Cube4) {  // its piece model is not part of the scan (yet)
    out.problems.emplace_back(-1, message("scan_not_cube4"));
    return out;
  }
  const int n = sticker_count(p);
  if (static_cast<int>(rgb.size()) != n) {
    out.problems.emplace_back(
        -1, message("scan_sticker_total", {{"puzzle", puzzle_name(p)}, {"expected", n}, {"count", rgb.size()}}));
    return out;
  }
  std::vector<Vec3> lin(n);
  for (int i = 0; i < n; ++i) lin[i] = linear_from_srgb(rgb[i]);

  Model start;
  start.clipped.resize(n);
  start.noise.resize(n);
  for (int i = 0; i < n; ++i) {
    const double brightest = std::max({rgb[i][0], rgb[i][1], rgb[i][2]});
    start.clipped[i] = brightest >= kClipped;
    start.noise[i] = kDimNoise / std::max(brightest, 1.0);
  }
  std::array<int, kColours> class_of_face{0, 1, 2, 3, 4, 5};
  Model m = start;
  std::vector<int> cls(n, -1);
  PieceFit fit;
  if (p == Puzzle::Cube3) {
    // The centres name the classes: class k is face k's colour. Two starts: the centres
    // as references, and groups of nine begun from them (a centre under glare is a poor
    // reference alone, but two centres that look alike make the groups guess); the
    // likelier end wins.
    for (int k = 0; k < kColours; ++k) cls[9 * k + 4] = k;
    set_features(m, lin, white_gain(lin, cls));
    for (int k = 0; k < kColours; ++k) m.ref[k] = m.feature[9 * k + 4], m.ref_linear[k] = m.balanced[9 * k + 4];
    Model grouped = m;
    fit = refine(p, lin, m, class_of_face);
    std::array<Vec3, kColours> centre = grouped.ref;
    double total = 0;
    std::vector<int> groups = balanced_kmeans(grouped.feature, centre, cls, kCentreRounds, &total);
    set_features(grouped, lin, white_gain(lin, groups));
    update_references(grouped, groups);
    PieceFit other = refine(p, lin, grouped, class_of_face);
    if (score(other, grouped, class_of_face) < score(fit, m, class_of_face)) fit = other, m = grouped;
  } else {
    // Glare can pull a few stickers into a group of their own and merge two colours:
    // several groupings are refined and the likelier end wins, as for the 3x3x3.
    set_features(m, lin, {1, 1, 1});
    std::vector<std::vector<int>> starts = balanced_clusters(m.feature);
    double best = std::numeric_limits<double>::infinity();
    for (size_t s = 0; s < starts.size() && s < kCube2Starts; ++s) {
      Model trial = start;
      set_features(trial, lin, white_gain(lin, starts[s]));
      update_references(trial, starts[s]);
      std::array<int, kColours> map{0, 1, 2, 3, 4, 5};
      PieceFit f = refine(p, lin, trial, map);
      double sc = score(f, trial, map);
      if (sc < best) best = sc, fit = f, m = trial, class_of_face = map;
    }
  }
  cls = classes_of(fit, class_of_face);

  std::string letters(n, '?');
  for (int i = 0; i < n; ++i) letters[i] = kFaceNames[fit.face[i]];
  out.confidence.resize(n);
  std::array<int, kColours> face_of_class{};
  for (int f = 0; f < kColours; ++f) face_of_class[class_of_face[f]] = f;
  for (int i = 0; i < n; ++i) {
    const double* c = &m.cost[i * kColours];
    double sum = 0;
    for (int k = 0; k < kColours; ++k) sum += std::exp(-c[k]);
    out.confidence[i] = std::exp(-c[cls[i]]) / sum;
  }

  for (int a = 0; a < kColours; ++a)
    for (int b = a + 1; b < kColours; ++b) {
      double d = distance(m.ref[a], m.ref[b]);
      if (d >= kAlike) continue;
      out.problems.emplace_back(-1, message("scan_alike", {{"a", std::string(1, kFaceNames[face_of_class[a]])},
                                                           {"b", std::string(1, kFaceNames[face_of_class[b]])},
                                                           {"centres", p == Puzzle::Cube3 ? "yes" : "no"},
                                                           {"distance", static_cast<int>(std::lround(d))}}));
    }
  // Stickers the fit overrules: a few are a misread the pieces correct, more a bad
  // scan. One that reads white may be glare (light of the lamp's colour added to any
  // sticker), so more of those are let through.
  int white = 0;
  for (int k = 1; k < kColours; ++k)
    if (std::hypot(m.ref[k][1], m.ref[k][2]) < std::hypot(m.ref[white][1], m.ref[white][2])) white = k;
  std::vector<ScanProblem> overruled;
  int glare_like = 0;
  for (int i = 0; i < n; ++i) {
    const double* c = &m.cost[i * kColours];
    int alone = static_cast<int>(std::min_element(c, c + kColours) - c);
    if (c[cls[i]] - c[alone] < kOverruled) continue;
    glare_like += alone == white;
    auto de = [&](int k) { return static_cast<int>(std::lround(distance(m.feature[i], m.ref[k]))); };
    overruled.emplace_back(i, message("scan_overruled", {{"sticker", sticker_text(p, i)},
                                                         {"reads", std::string(1, kFaceNames[face_of_class[alone]])},
                                                         {"distance", de(alone)},
                                                         {"glare", alone == white ? "yes" : "no"},
                                                         {"needs", std::string(1, kFaceNames[fit.face[i]])},
                                                         {"needs_distance", de(cls[i])}}));
  }
  const int allowed = p == Puzzle::Cube3 ? 2 : 1, allowed_glare = p == Puzzle::Cube3 ? 6 : 4;
  const int other = static_cast<int>(overruled.size()) - glare_like;
  if (other > allowed || glare_like > allowed_glare || other + glare_like > allowed_glare)
    out.problems.insert(out.problems.end(), overruled.begin(), overruled.end());

  Validation v = validate(p, letters);
  if (!v.ok()) {
    for (const Problem& problem : v.problems)
      out.problems.emplace_back(-1, message("scan_internal", {{"what", problem.text}}));
  }
  out.nearest = v.ok() ? v.facelets : letters;
  if (out.problems.empty()) out.facelets = v.facelets;
  return out;
}

}  // namespace cube::scan
