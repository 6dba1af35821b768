#include "scan.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>

#include "assignment.h"
#include "core/cubie.h"
#include "core/face.h"
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
// A sticker whose sensor reading is clipped may be glare: light of the lamp's own
// colour, which makes any sticker look white. If it looks white, that counts weakly.
constexpr double kClippedCost = 2.5, kClipped = 250, kWhiteChroma = 30;
// Two references closer than this (CIELAB) cannot be told apart.
constexpr double kAlike = 6.0;

struct Model {
  std::vector<Vec3> feature;         // per sticker: white-balanced, brightness removed, CIELAB
  std::array<Vec3, kColours> ref{};  // per colour class
  double sigma = 10.0;
  std::vector<double> cost;   // per sticker and class
  std::vector<char> clipped;  // per sticker: some channel at the sensor's limit
};

std::vector<Vec3> features(const std::vector<Vec3>& lin, const Vec3& gain) {
  std::vector<Vec3> f(lin.size());
  for (size_t i = 0; i < lin.size(); ++i) {
    Vec3 c = brightness_removed(lin[i]);
    f[i] = lab_from_linear(brightness_removed({c[0] * gain[0], c[1] * gain[1], c[2] * gain[2]}));
  }
  return f;
}

void compute_costs(Model& m) {
  const int n = static_cast<int>(m.feature.size());
  m.cost.assign(n * kColours, 0);
  for (int i = 0; i < n; ++i) {
    const bool glare = m.clipped[i] && std::hypot(m.feature[i][1], m.feature[i][2]) < kWhiteChroma;
    for (int k = 0; k < kColours; ++k) {
      double d = distance(m.feature[i], m.ref[k]) / m.sigma;
      double c = -std::log(std::exp(-0.5 * d * d) + std::exp(-kOutlierCost));
      m.cost[i * kColours + k] = glare ? std::min(c, kClippedCost) : c;
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
    Vec3 mean{0, 0, 0};
    for (size_t j = 0; j < keep; ++j)
      for (int c = 0; c < 3; ++c) mean[c] += m.feature[members[j].second][c] / keep;
    m.ref[k] = mean;
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

// 2x2x2, no centres: six groups of exactly four stickers (k-means whose assignment
// step is a min-cost assignment), from a few farthest-point seedings; the tightest wins.
std::vector<int> balanced_clusters(const std::vector<Vec3>& f) {
  const int n = static_cast<int>(f.size()), per = n / kColours;
  std::vector<int> best_cls;
  double best_total = std::numeric_limits<double>::infinity();
  for (int start = 0; start < n; start += per) {
    std::array<Vec3, kColours> centre{};
    std::vector<double> near(n, std::numeric_limits<double>::infinity());
    int pick = start;
    for (int k = 0; k < kColours; ++k) {
      centre[k] = f[pick];
      for (int i = 0; i < n; ++i) near[i] = std::min(near[i], distance(f[i], centre[k]));
      pick = static_cast<int>(std::max_element(near.begin(), near.end()) - near.begin());
    }
    std::vector<int> cls(n, -1);
    double total = 0;
    for (int round = 0; round < 10; ++round) {
      std::vector<double> cost(n * n);
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
          double d = distance(f[i], centre[j / per]);
          cost[i * n + j] = d * d;
        }
      std::vector<int> col = min_cost_assignment(cost, n);
      std::vector<int> next(n);
      total = 0;
      for (int i = 0; i < n; ++i) next[i] = col[i] / per, total += cost[i * n + col[i]];
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
    if (best_cls.empty() || total < best_total) best_total = total, best_cls = cls;
  }
  return best_cls;
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

}  // namespace

std::string sticker_name(Puzzle p, int index) {
  const int side = size_of(p), per = side * side;
  const int face = index / per, row = index % per / side + 1, column = index % side + 1;
  return "sticker " + std::to_string(index) + " (" + kFaceNames[face] + " face, row " + std::to_string(row) +
         ", column " + std::to_string(column) + ")";
}

ScanResult scan_colours(Puzzle p, const std::vector<Vec3>& rgb) {
  ScanResult out;
  const int n = sticker_count(p);
  if (static_cast<int>(rgb.size()) != n) {
    out.problems.push_back(
        {-1, "a " + puzzle_name(p) + " has " + std::to_string(n) + " stickers, not " + std::to_string(rgb.size())});
    return out;
  }
  std::vector<Vec3> lin(n);
  for (int i = 0; i < n; ++i) lin[i] = linear_from_srgb(rgb[i]);

  Model m;
  m.clipped.resize(n);
  for (int i = 0; i < n; ++i) m.clipped[i] = std::max({rgb[i][0], rgb[i][1], rgb[i][2]}) >= kClipped;
  std::array<int, kColours> class_of_face{0, 1, 2, 3, 4, 5};
  std::vector<int> cls(n, -1);
  if (p == Puzzle::Cube3) {
    // The centres name the classes: class k is face k's colour, centre k its first reference.
    for (int k = 0; k < kColours; ++k) cls[9 * k + 4] = k;
    m.feature = features(lin, white_gain(lin, cls));
    for (int k = 0; k < kColours; ++k) m.ref[k] = m.feature[9 * k + 4];
  } else {
    cls = balanced_clusters(features(lin, {1, 1, 1}));
    m.feature = features(lin, white_gain(lin, cls));
    update_references(m, cls);
  }
  PieceFit fit;
  for (int round = 0; round < 3; ++round) {
    compute_costs(m);
    fit = p == Puzzle::Cube3 ? fit_pieces(p, m.cost, class_of_face) : fit_cube2(m, class_of_face);
    cls = classes_of(fit, class_of_face);
    if (round == 2) break;
    m.feature = features(lin, white_gain(lin, cls));
    update_references(m, cls);
  }

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
      out.problems.push_back({-1, std::string("the ") + kFaceNames[face_of_class[a]] + " and " +
                                      kFaceNames[face_of_class[b]] + " colours look alike (" +
                                      (p == Puzzle::Cube3 ? "centres " : "") + "CIELAB distance " +
                                      std::to_string(static_cast<int>(std::lround(d))) +
                                      "): more light, or less coloured light, may tell them apart"});
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
    auto de = [&](int k) { return std::to_string(static_cast<int>(std::lround(distance(m.feature[i], m.ref[k])))); };
    overruled.push_back({i, sticker_name(p, i) + " reads as the " + kFaceNames[face_of_class[alone]] +
                                " colour (CIELAB distance " + de(alone) + (alone == white ? ", glare?" : "") +
                                "), but the nearest valid cube needs " + kFaceNames[fit.face[i]] + " there (distance " +
                                de(cls[i]) + ")"});
  }
  const int allowed = p == Puzzle::Cube3 ? 2 : 1, allowed_glare = p == Puzzle::Cube3 ? 6 : 4;
  const int other = static_cast<int>(overruled.size()) - glare_like;
  if (other > allowed || glare_like > allowed_glare || other + glare_like > allowed_glare)
    out.problems.insert(out.problems.end(), overruled.begin(), overruled.end());

  Validation v = validate(p, letters);
  if (!v.ok()) {
    for (const Problem& problem : v.problems) out.problems.push_back({-1, "internal: " + problem.message});
  }
  out.nearest = v.ok() ? v.facelets : letters;
  if (out.problems.empty()) out.facelets = v.facelets;
  return out;
}

}  // namespace cube::scan
