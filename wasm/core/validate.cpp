#include "validate.h"

#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "cube_layout.h"
#include "cubie.h"
#include "piece_lookup.h"
#include "symbols.h"

namespace cube {
namespace {

constexpr const char* kFaceLetters = "URFDLB";

using Scheme = std::array<int, 6>;  // symbol -> face it stands for

// How many pieces may stay impossible under another colour scheme for the centres
// (or the 2x2x2 reference corner) to be blamed instead of the pieces.
constexpr int kFewPieces = 2;

// A user's symbol as a message part ("'W'"), quoted as each language quotes.
Message quoted(const std::string& s) { return message("symbol", {{"symbol", s}}); }
MessageArg quoted_list(const std::vector<std::string>& symbols) {
  std::vector<MessageArg> items;
  for (const std::string& s : symbols) items.push_back(quoted(s));
  return MessageArg::list(std::move(items));
}

// The typed cube: what every sticker shows, and where the pieces are.
class TypedCube {
 public:
  TypedCube(Puzzle p, StickerSymbols symbols) : puzzle_(p), n_(size_of(p)), in_(std::move(symbols)) {}

  Puzzle puzzle() const { return puzzle_; }
  int n() const { return n_; }
  // Odd cubes: fixed centres name the faces, and corners, middle edges and those centres
  // follow the 3x3x3's rules. Even cubes are read from the DBL corner.
  bool has_fixed_centres() const { return n_ % 2 == 1; }
  const CubeLayout& layout() const { return *cube_layout(n_); }
  int symbol(int sticker) const { return in_.symbol_of[sticker]; }
  const std::string& name(int symbol) const { return in_.names[symbol]; }
  int symbol_count() const { return static_cast<int>(in_.names.size()); }
  int stickers() const { return sticker_count(puzzle_); }
  int per_face() const { return n_ * n_; }

  int corner_positions() const { return kCorners; }
  int edge_positions() const { return has_fixed_centres() ? kEdges : 0; }
  // "edge" on the 3x3x3; a bigger cube's has wings too (a message's `kind`).
  const char* edge_word() const { return n_ == 3 ? "edge" : "middle_edge"; }
  std::vector<int> corner_stickers(int pos) const {
    const std::array<int, 3>& f = layout().corner[pos];
    return {f[0], f[1], f[2]};
  }
  std::vector<int> edge_stickers(int pos) const { return {layout().midge[pos][0], layout().midge[pos][1]}; }
  int fixed_centre(int face) const { return layout().fixed_centre[face]; }

  // "U9": face and 1-based place on that face.
  std::string sticker_name(int i) const {
    return std::string(1, kFaceLetters[i / per_face()]) + std::to_string(i % per_face() + 1);
  }
  // "URF (stickers U9, R1, F3)".
  Message where(MessageArg position, const std::vector<int>& stickers) const {
    std::string s;
    for (size_t k = 0; k < stickers.size(); ++k) s += (k ? ", " : "") + sticker_name(stickers[k]);
    return message("piece_place", {{"position", std::move(position)}, {"stickers", s}});
  }
  // "W, W, G": what the stickers show, as typed.
  std::string shows(const std::vector<int>& stickers) const {
    std::string s;
    for (size_t k = 0; k < stickers.size(); ++k) s += (k ? ", " : "") + name(symbol(stickers[k]));
    return s;
  }

 private:
  Puzzle puzzle_;
  int n_;
  StickerSymbols in_;
};

// ---- Colour schemes --------------------------------------------------------

// Positions whose stickers, read through `scheme`, form no real piece.
int impossible_pieces(const TypedCube& cube, const Scheme& scheme) {
  int bad = 0;
  for (int pos = 0; pos < cube.corner_positions(); ++pos) {
    std::vector<int> s = cube.corner_stickers(pos);
    bad += identify_corner(scheme[cube.symbol(s[0])], scheme[cube.symbol(s[1])], scheme[cube.symbol(s[2])]).piece < 0;
  }
  for (int pos = 0; pos < cube.edge_positions(); ++pos) {
    std::vector<int> s = cube.edge_stickers(pos);
    bad += identify_edge(scheme[cube.symbol(s[0])], scheme[cube.symbol(s[1])]).piece < 0;
  }
  return bad;
}

template <class Visit>
void for_each_scheme(Visit visit) {
  Scheme s{0, 1, 2, 3, 4, 5};
  do visit(s);
  while (std::next_permutation(s.begin(), s.end()));
}

std::string piece_colours(const TypedCube& cube, const Scheme& scheme, bool corner, int piece) {
  std::array<int, 6> symbol_of_face{};
  for (int s = 0; s < 6; ++s) symbol_of_face[scheme[s]] = s;
  std::string out;
  for (int k = 0; k < (corner ? 3 : 2); ++k) {
    if (k) out += '-';
    out += cube.name(symbol_of_face[corner ? corner_face(piece, k) : edge_face(piece, k)]);
  }
  return out;
}

// Why three faces (as the user's symbols) are no corner, or two no edge.
Message why_impossible(const TypedCube& cube, const Scheme& scheme, const std::vector<int>& stickers,
                       const char* kind) {
  const size_t k = stickers.size();
  for (size_t i = 0; i < k; ++i)
    for (size_t j = i + 1; j < k; ++j)
      if (cube.symbol(stickers[i]) == cube.symbol(stickers[j]))
        return message("why_same_colour_twice", {{"kind", kind}});
  for (size_t i = 0; i < k; ++i)
    for (size_t j = i + 1; j < k; ++j) {
      const int a = cube.symbol(stickers[i]), b = cube.symbol(stickers[j]);
      if (opposite_faces(scheme[a], scheme[b]))
        return message("why_opposite_faces", {{"a", cube.name(a)}, {"b", cube.name(b)}});
    }
  if (k != 3) return message("why_no_such_piece", {{"kind", kind}});  // (every other edge is real)
  // Three faces, none opposite: the mirror image of a real corner.
  const int a = scheme[cube.symbol(stickers[0])], b = scheme[cube.symbol(stickers[1])],
            c = scheme[cube.symbol(stickers[2])];
  const int mirror = identify_corner(a, c, b).piece;
  return message("why_mirror_corner", {{"colours", piece_colours(cube, scheme, true, mirror)}});
}

// ---- Checks ----------------------------------------------------------------

void add(Validation& v, std::string code, Message text, std::vector<int> stickers = {}) {
  std::string english = text.english();
  v.problems.push_back({std::move(code), std::move(english), std::move(stickers), {}, std::move(text)});
}

void check_counts(const TypedCube& cube, Validation& v) {
  std::vector<int> count(cube.symbol_count(), 0);
  for (int i = 0; i < cube.stickers(); ++i) ++count[cube.symbol(i)];
  std::vector<MessageArg> wrong;
  std::vector<int> highlight;
  int first_count = 0;
  for (int s = 0; s < cube.symbol_count(); ++s) {
    if (count[s] == cube.per_face()) continue;
    if (wrong.empty()) first_count = count[s];
    wrong.push_back(message("symbol_stickers", {{"count", count[s]}, {"symbol", cube.name(s)}}));
    // The extra stickers of an over-used colour hide the mistyped one.
    if (count[s] > cube.per_face())
      for (int i = 0; i < cube.stickers(); ++i)
        if (cube.symbol(i) == s) highlight.push_back(i);
  }
  if (wrong.empty()) return;
  std::sort(highlight.begin(), highlight.end());
  add(v, "sticker-count",
      message("sticker_counts", {{"first_count", first_count},
                                 {"counts", MessageArg::list(std::move(wrong))},
                                 {"per_face", cube.per_face()}}),
      highlight);
}

// 3x3x3: the centres name the faces. Returns false when they cannot.
bool scheme_from_centres(const TypedCube& cube, Validation& v, Scheme& scheme) {
  std::array<int, 6> centre{};
  for (int f = 0; f < 6; ++f) centre[f] = cube.symbol(cube.fixed_centre(f));
  std::vector<MessageArg> clashes;
  std::vector<int> highlight;
  std::array<bool, 6> used{};
  for (int f = 0; f < 6; ++f) {
    used[centre[f]] = true;
    std::vector<int> same;
    for (int g = 0; g < 6; ++g)
      if (centre[g] == centre[f]) same.push_back(g);
    if (same.size() < 2 || same[0] != f) continue;  // report each clash once
    std::vector<MessageArg> faces;
    for (int g : same) {
      faces.emplace_back(std::string(1, kFaceLetters[g]));
      highlight.push_back(cube.fixed_centre(g));
    }
    // The first clash begins the sentence.
    clashes.emplace_back(message(
        clashes.empty() ? "centres_clash_first" : "centres_clash",
        {{"faces", MessageArg::list(std::move(faces))}, {"count", same.size()}, {"symbol", cube.name(centre[f])}}));
  }
  if (!clashes.empty()) {
    std::vector<std::string> unused;
    for (int s = 0; s < 6; ++s)
      if (!used[s]) unused.push_back(cube.name(s));
    std::sort(highlight.begin(), highlight.end());
    add(v, "centres",
        message("centres_not_different",
                {{"clashes", MessageArg::list(std::move(clashes))}, {"unused", quoted_list(unused)}}),
        highlight);
    return false;
  }
  for (int f = 0; f < 6; ++f) scheme[centre[f]] = f;

  // Centres typed in the wrong places make many pieces look impossible at once.
  // Blame the centres only when changing them explains more than blaming pieces,
  // and leaves (almost) every piece real; a cube typed all wrong is not their fault.
  const int blamed_pieces = impossible_pieces(cube, scheme);
  if (blamed_pieces == 0) return true;
  Scheme best = scheme;
  int best_cost = blamed_pieces, best_changes = 0;
  for_each_scheme([&](const Scheme& s) {
    int changes = 0;
    for (int f = 0; f < 6; ++f) changes += s[centre[f]] != f;
    const int left = impossible_pieces(cube, s);
    const int cost = left + changes;
    if (left <= kFewPieces && (cost < best_cost || (cost == best_cost && changes < best_changes))) {
      best = s;
      best_cost = cost;
      best_changes = changes;
    }
  });
  if (best_changes == 0) return true;
  std::vector<MessageArg> fixes;
  std::vector<int> centres;
  for (int f = 0; f < 6; ++f) {
    if (best[centre[f]] == f) continue;
    int should = 0;
    while (best[should] != f) ++should;
    fixes.emplace_back(message(
        "centre_should_be",
        {{"face", std::string(1, kFaceLetters[f])}, {"shows", cube.name(centre[f])}, {"should", cube.name(should)}}));
    centres.push_back(cube.fixed_centre(f));
  }
  add(v, "centres", message("centres_misplaced", {{"fixes", MessageArg::list(std::move(fixes))}}), centres);
  return true;  // the typed centres still give a mapping to report facelets with
}

// 2x2x2: the corner in the DBL position names D, B and L; the other corners name
// U, R and F. Returns false when that corner cannot name anything.
bool scheme_from_reference_corner(const TypedCube& cube, Validation& v, Scheme& scheme) {
  const std::vector<int> ref = cube.corner_stickers(DBL);  // D, B, L stickers
  const int d = cube.symbol(ref[0]), b = cube.symbol(ref[1]), l = cube.symbol(ref[2]);
  const Message where = cube.where(kCornerNames[DBL], ref);
  if (d == b || d == l || b == l) {
    add(v, "reference-corner",
        message("reference_corner_same_colour",
                {{"where", where}, {"shows", cube.shows(ref)}, {"puzzle", puzzle_name(cube.puzzle())}}),
        ref);
    return false;
  }
  int best_any = 1 << 30, best_here = 1 << 30;
  Scheme any{}, here{};
  // The six readings that keep the reference corner first; all 720 only when none of
  // them makes every corner real (a valid cube costs 6 readings, not 720).
  for_each_scheme([&](const Scheme& s) {
    if (s[d] != 3 || s[b] != 5 || s[l] != 4) return;
    const int bad = impossible_pieces(cube, s);
    if (bad < best_here) best_here = bad, here = s;
  });
  scheme = here;
  if (best_here == 0) return true;
  for_each_scheme([&](const Scheme& s) {
    const int bad = impossible_pieces(cube, s);
    if (bad < best_any) best_any = bad, any = s;
  });
  if (best_here > best_any && best_any <= kFewPieces) {
    // Read the best way, the other corners agree with each other but not with DBL.
    add(v, "reference-corner",
        message("reference_corner_misfit", {{"where", where},
                                            {"shows", cube.shows(ref)},
                                            {"why", why_impossible(cube, any, ref, "corner")},
                                            {"puzzle", puzzle_name(cube.puzzle())}}),
        ref);
  }
  return true;
}

struct Found {
  int piece = -1;
  int orientation = 0;
};

// Piece-level checks once every symbol stands for a face.
void check_pieces(const TypedCube& cube, const Scheme& scheme, Validation& v) {
  auto face = [&](int sticker) { return scheme[cube.symbol(sticker)]; };
  const int n_corners = cube.corner_positions(), n_edges = cube.edge_positions();
  std::vector<Found> corners(n_corners), edges(n_edges);

  for (int pos = 0; pos < n_corners; ++pos) {
    const std::vector<int> s = cube.corner_stickers(pos);
    const PieceReading r = identify_corner(face(s[0]), face(s[1]), face(s[2]));
    corners[pos] = {r.piece, r.orientation};
    if (r.piece < 0)
      add(v, "impossible-corner",
          message("impossible_piece", {{"kind", "corner"},
                                       {"where", cube.where(kCornerNames[pos], s)},
                                       {"shows", cube.shows(s)},
                                       {"why", why_impossible(cube, scheme, s, "corner")}}),
          s);
  }
  for (int pos = 0; pos < n_edges; ++pos) {
    const std::vector<int> s = cube.edge_stickers(pos);
    const PieceReading r = identify_edge(face(s[0]), face(s[1]));
    edges[pos] = {r.piece, r.orientation};
    if (r.piece < 0)
      add(v, "impossible-edge",
          message("impossible_piece", {{"kind", cube.edge_word()},
                                       {"where", cube.where(kEdgeNames[pos], s)},
                                       {"shows", cube.shows(s)},
                                       {"why", why_impossible(cube, scheme, s, cube.edge_word())}}),
          s);
  }

  // Every real piece must be there exactly once (duplicates listed before the
  // missing pieces they usually stand in for).
  std::vector<Problem> missing;
  auto check_presence = [&](bool corner, const std::vector<Found>& found) {
    const int pieces = corner ? kCorners : kEdges;
    const char* kind = corner ? "corner" : cube.edge_word();
    bool complete = true;
    for (int piece = 0; piece < pieces; ++piece) {
      std::vector<MessageArg> places;
      std::vector<int> stickers;
      for (size_t pos = 0; pos < found.size(); ++pos) {
        if (found[pos].piece != piece) continue;
        const std::vector<int> s = corner ? cube.corner_stickers(pos) : cube.edge_stickers(pos);
        places.push_back(cube.where(corner ? kCornerNames[pos] : kEdgeNames[pos], s));
        stickers.insert(stickers.end(), s.begin(), s.end());
      }
      const std::string colours = piece_colours(cube, scheme, corner, piece);
      if (places.size() >= 2) {
        complete = false;
        const size_t times = places.size();
        add(v, corner ? "duplicate-corner" : "duplicate-edge",
            message("duplicate_piece", {{"colours", colours},
                                        {"kind", kind},
                                        {"times", times},
                                        {"places", MessageArg::list(std::move(places))}}),
            stickers);
      } else if (places.empty()) {
        complete = false;
        Message text = message("missing_piece", {{"colours", colours}, {"kind", kind}});
        missing.push_back({corner ? "missing-corner" : "missing-edge", text.english(), {}, {}, text});
      }
    }
    return complete;
  };
  const bool corners_ok = check_presence(true, corners);
  const bool edges_ok = n_edges == 0 || check_presence(false, edges);
  v.problems.insert(v.problems.end(), missing.begin(), missing.end());

  // Whole piece sets: orientation sums, then permutation parity. A twist, a flip or a
  // swap made in place cannot be located from the colours (any corner turned back, any
  // edge flipped, any two pieces of a kind swapped gives a state that solves): the
  // message says so, every candidate is outlined, and each is offered put right.
  auto with_letters = [&](const std::vector<int>& stickers, const std::vector<int>& faces) {
    std::string fixed = v.facelets;
    for (size_t i = 0; i < stickers.size(); ++i) fixed[stickers[i]] = kFaceLetters[faces[i]];
    return fixed;
  };
  auto piece_at = [&](bool corner, int pos, int piece) {
    const std::vector<int> s = corner ? cube.corner_stickers(pos) : cube.edge_stickers(pos);
    return message("piece_at", {{"colours", piece_colours(cube, scheme, corner, piece)},
                                {"kind", corner ? "corner" : cube.edge_word()},
                                {"where", cube.where(corner ? kCornerNames[pos] : kEdgeNames[pos], s)}});
  };
  auto candidate = [](const Message& label, std::vector<int> stickers, std::string facelets) {
    return Problem::Candidate{label.english(), std::move(stickers), std::move(facelets), label, {}};
  };
  auto problem = [](std::string code, Message text, std::vector<int> stickers = {}) {
    std::string english = text.english();
    return Problem{std::move(code), std::move(english), std::move(stickers), {}, std::move(text)};
  };
  if (corners_ok) {
    int twist = 0;
    for (const Found& f : corners) twist += f.orientation;
    twist %= 3;
    if (twist != 0) {
      // Orientation 1 is a clockwise twist, so an excess of 1 is undone counter-clockwise.
      Problem p = problem("twisted-corner", message("corner_twist_sum", {{"turn", twist == 1 ? "ccw" : "cw"}}));
      for (int pos = 0; pos < n_corners; ++pos) {
        const std::vector<int> st = cube.corner_stickers(pos);
        // The stickers' colours turned a third so that this corner's twist cancels the excess.
        for (int r = 1; r < 3; ++r) {
          const std::vector<int> faces = {face(st[r % 3]), face(st[(r + 1) % 3]), face(st[(r + 2) % 3])};
          const PieceReading turned = identify_corner(faces[0], faces[1], faces[2]);
          if ((twist - corners[pos].orientation + turned.orientation + 3) % 3 != 0) continue;
          p.stickers.insert(p.stickers.end(), st.begin(), st.end());
          p.candidates.push_back(candidate(piece_at(true, pos, corners[pos].piece), st, with_letters(st, faces)));
          break;
        }
      }
      v.problems.push_back(std::move(p));
    }
  }
  if (edges_ok && n_edges > 0) {
    int flips = 0;
    for (const Found& f : edges) flips += f.orientation;
    if (flips % 2 != 0) {
      Problem p = problem("flipped-edge", message("edge_flip_sum", {{"kind", cube.edge_word()}}));
      for (int pos = 0; pos < n_edges; ++pos) {
        const std::vector<int> st = cube.edge_stickers(pos);
        p.stickers.insert(p.stickers.end(), st.begin(), st.end());
        p.candidates.push_back(
            candidate(piece_at(false, pos, edges[pos].piece), st, with_letters(st, {face(st[1]), face(st[0])})));
      }
      v.problems.push_back(std::move(p));
    }
  }
  if (corners_ok && edges_ok && n_edges > 0) {
    // Parity of the two permutations together, from their cycles.
    int parity = 0;
    auto scan = [&](const std::vector<Found>& found) {
      std::vector<bool> seen(found.size(), false);
      for (size_t start = 0; start < found.size(); ++start) {
        int length = 0;
        for (size_t pos = start; !seen[pos]; pos = found[pos].piece) {
          seen[pos] = true;
          ++length;
        }
        if (length > 0) parity ^= (length - 1) & 1;
      }
    };
    scan(corners);
    scan(edges);
    if (parity != 0) {
      // Any two corners or any two edges swapped back gives a state that solves: every
      // pair is a candidate, each piece named so that the user can pick the two.
      Problem p = problem("parity", message("parity_swap"));
      auto pairs = [&](bool corner, const std::vector<Found>& found) {
        const int n = static_cast<int>(found.size());
        std::vector<std::vector<int>> stickers;
        std::vector<Message> pieces;
        for (int pos = 0; pos < n; ++pos) {
          stickers.push_back(corner ? cube.corner_stickers(pos) : cube.edge_stickers(pos));
          pieces.push_back(piece_at(corner, pos, found[pos].piece));
          p.stickers.insert(p.stickers.end(), stickers[pos].begin(), stickers[pos].end());
        }
        for (int a = 0; a < n; ++a)
          for (int b = a + 1; b < n; ++b) {
            std::vector<int> both = stickers[a];
            both.insert(both.end(), stickers[b].begin(), stickers[b].end());
            // The two pieces exchanged, each keeping its stickers' order.
            std::vector<int> faces;
            for (int s : stickers[b]) faces.push_back(face(s));
            for (int s : stickers[a]) faces.push_back(face(s));
            Problem::Candidate c = candidate(message("pieces_swapped", {{"a", pieces[a]}, {"b", pieces[b]}}), both,
                                             with_letters(both, faces));
            c.parts = {pieces[a], pieces[b]};
            p.candidates.push_back(std::move(c));
          }
      };
      pairs(true, corners);
      pairs(false, edges);
      v.problems.push_back(std::move(p));
    }
  }
}

// Big cubes: every wing real and present once in its orbit (a wing cannot flip in place,
// so there is no flip to check).
void check_wings(const TypedCube& cube, const Scheme& scheme, Validation& v) {
  const CubeLayout& l = cube.layout();
  auto face = [&](int sticker) { return scheme[cube.symbol(sticker)]; };
  std::vector<Problem> missing;
  for (int o = 0; o < static_cast<int>(l.wings.size()); ++o) {
    const std::array<std::array<int, 2>, 24>& orbit = l.wings[o];
    auto where = [&](int pos) { return cube.where(l.wing_name(o, pos), {orbit[pos][0], orbit[pos][1]}); };
    std::vector<int> found(24, -1);
    for (int pos = 0; pos < 24; ++pos) {
      const std::vector<int> st{orbit[pos][0], orbit[pos][1]};
      found[pos] = l.identify_wing(o, pos, face(st[0]), face(st[1]));
      if (found[pos] < 0)
        add(v, "impossible-wing",
            message("impossible_piece", {{"kind", "wing"},
                                         {"where", where(pos)},
                                         {"shows", cube.shows(st)},
                                         {"why", why_impossible(cube, scheme, st, "wing")}}),
            st);
    }
    for (int wing = 0; wing < 24; ++wing) {
      std::vector<MessageArg> places;
      std::vector<int> stickers;
      for (int pos = 0; pos < 24; ++pos) {
        if (found[pos] != wing) continue;
        places.push_back(where(pos));
        stickers.insert(stickers.end(), orbit[pos].begin(), orbit[pos].end());
      }
      const std::string colours = piece_colours(cube, scheme, false, wing / 2);
      if (places.size() >= 2) {
        const size_t times = places.size();
        add(v, "duplicate-wing",
            message("duplicate_wing", {{"colours", colours},
                                       {"place", l.wing_name(o, wing)},
                                       {"times", times},
                                       {"places", MessageArg::list(std::move(places))}}),
            stickers);
      } else if (places.empty()) {
        Message text = message("missing_wing", {{"colours", colours}, {"place", l.wing_name(o, wing)}});
        missing.push_back({"missing-wing", text.english(), {}, {}, text});
      }
    }
  }
  v.problems.insert(v.problems.end(), missing.begin(), missing.end());
}

// Big cubes: four stickers of each colour in every centre orbit (which of them sits
// where does not matter: one colour's centre pieces are interchangeable).
void check_centres(const TypedCube& cube, Validation& v) {
  const CubeLayout& l = cube.layout();
  for (int o = 0; o < static_cast<int>(l.centres.size()); ++o) {
    std::vector<int> count(cube.symbol_count(), 0);
    for (int s : l.centres[o]) ++count[cube.symbol(s)];
    std::vector<MessageArg> wrong;
    std::vector<int> highlight;
    for (int sym = 0; sym < cube.symbol_count(); ++sym) {
      if (count[sym] == 4) continue;
      wrong.emplace_back(message("symbol_count", {{"count", count[sym]}, {"symbol", cube.name(sym)}}));
      if (count[sym] > 4)
        for (int s : l.centres[o])
          if (cube.symbol(s) == sym) highlight.push_back(s);
    }
    if (wrong.empty()) continue;
    std::sort(highlight.begin(), highlight.end());
    Message orbit = l.centres.size() == 1 ? message("centre_orbit_all") : l.centre_name(o);
    add(v, "centres",
        message("centre_counts", {{"orbit", orbit},
                                  {"counts", MessageArg::list(std::move(wrong))},
                                  {"puzzle", puzzle_name(cube.puzzle())},
                                  {"one_orbit", l.centres.size() == 1 ? "yes" : "no"}}),
        highlight);
  }
}

}  // namespace

Validation validate(Puzzle p, std::string_view input) {
  Validation v;
  const int expected = sticker_count(p);
  StickerSymbols symbols = read_symbols(input, expected);

  if (symbols.sticker_count != expected) {
    add(v, "length",
        message("sticker_total", {{"puzzle", puzzle_name(p)},
                                  {"expected", expected},
                                  {"count", symbols.sticker_count},
                                  {"whitespace", symbols.had_whitespace ? "yes" : "no"}}));
    return v;
  }

  TypedCube cube(p, std::move(symbols));
  if (cube.symbol_count() != 6) {
    std::vector<int> count(cube.symbol_count(), 0);
    for (int i = 0; i < expected; ++i) ++count[cube.symbol(i)];
    std::vector<std::string> names;
    for (int s = 0; s < cube.symbol_count(); ++s) names.push_back(cube.name(s));
    Message text = message("colour_total", {{"count", cube.symbol_count()}, {"symbols", quoted_list(names)}});
    std::vector<int> highlight;
    if (cube.symbol_count() > 6) {
      // The rarest symbols are the likely typos.
      std::vector<int> order(cube.symbol_count());
      for (int s = 0; s < cube.symbol_count(); ++s) order[s] = s;
      std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return count[a] > count[b]; });
      std::vector<MessageArg> odd;
      for (size_t k = 6; k < order.size(); ++k) {
        const int s = order[k];
        odd.emplace_back(message("odd_symbol", {{"symbol", cube.name(s)}, {"count", count[s]}}));
        for (int i = 0; i < expected; ++i)
          if (cube.symbol(i) == s) highlight.push_back(i);
      }
      std::sort(highlight.begin(), highlight.end());
      const size_t odd_count = odd.size();
      text = message("colour_total_odd", {{"count", cube.symbol_count()},
                                          {"symbols", quoted_list(names)},
                                          {"odd_count", odd_count},
                                          {"odd", MessageArg::list(std::move(odd))}});
    }
    add(v, "symbols", text, highlight);
    return v;
  }

  check_counts(cube, v);
  Scheme scheme{};
  const size_t before = v.problems.size();
  const bool mapped =
      cube.has_fixed_centres() ? scheme_from_centres(cube, v, scheme) : scheme_from_reference_corner(cube, v, scheme);
  if (!mapped) return v;
  for (int i = 0; i < expected; ++i) v.facelets += kFaceLetters[scheme[cube.symbol(i)]];
  // A wrong centre or reference corner would make every piece report look wrong too.
  if (v.problems.size() > before) return v;
  check_pieces(cube, scheme, v);
  if (cube.n() >= 4) {
    check_wings(cube, scheme, v);
    check_centres(cube, v);
  }
  return v;
}

}  // namespace cube
