#include "solvers/goal/goal_presets.h"

#include <algorithm>
#include <bit>

#include "core/face.h"
#include "solvers/goal/goal_rotation.h"
#include "solvers/solver_entry.h"

namespace cube::goal {
namespace {

using registry::words;

enum { U, R, F, D, L, B };

struct Slot {
  int corner, edge;
};
constexpr Slot kSlots[4] = {{DFR, FR}, {DLF, FL}, {DBL, BL}, {DRB, BR}};
constexpr int kCross[4] = {DR, DF, DL, DB};

struct Def {
  const char* id;
  std::string title;  // words("goal_preset_<id>"): the registry's English
  std::vector<std::string> aliases;
};

const std::vector<Def>& defs() {
  static const std::vector<Def> d = {
      {"cross", words("goal_preset_cross"), {}},
      {"xcross", words("goal_preset_xcross"), {"x-cross"}},
      {"xxcross", words("goal_preset_xxcross"), {"xx-cross"}},
      {"xxxcross", words("goal_preset_xxxcross"), {"xxx-cross"}},
      {"pair", words("goal_preset_pair"), {"f2l-pair"}},
      {"f2l", words("goal_preset_f2l"), {"first-two-layers"}},
      {"first-layer", words("goal_preset_first_layer"), {"layer", "fl"}},
      {"eoline", words("goal_preset_eoline"), {"eo-line"}},
      {"eocross", words("goal_preset_eocross"), {"eo-cross"}},
      {"eo", words("goal_preset_eo"), {"edge-orientation"}},
      {"2x2x2", words("goal_preset_2x2x2"), {"222", "2x2x2-block"}},
      {"2x2x3", words("goal_preset_2x2x3"), {"223", "2x2x3-block"}},
      {"roux-fb", words("goal_preset_roux_fb"), {"fb", "first-block", "roux-first-block"}},
      {"face", words("goal_preset_face"), {"one-face", "top-face"}},
  };
  return d;
}

std::string normalise(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '_' || c == ' ') c = '-';
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    out += c;
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  while (!out.empty() && out.front() == '-') out.erase(out.begin());
  return out;
}

const Def* find_def(const std::string& name) {
  for (const Def& d : defs()) {
    if (name == d.id) return &d;
    for (const std::string& a : d.aliases)
      if (name == a) return &d;
  }
  return nullptr;
}

Pattern centres() {
  Pattern p;
  for (int f = 0; f < 6; ++f) p.set(9 * f + 4, static_cast<uint8_t>(1u << f));
  return p;
}

Pattern with_cross(Pattern p) {
  for (int e : kCross) p.fix_edge(e);
  return p;
}

Pattern oriented(Pattern p) {
  const uint8_t not_rl = static_cast<uint8_t>(kAnyColour & ~((1u << R) | (1u << L)));
  const uint8_t not_ud = static_cast<uint8_t>(kAnyColour & ~((1u << U) | (1u << D)));
  for (int e = 0; e < kEdges; ++e) {
    p.set(kEdgeFacelets3[e][0], p.at(kEdgeFacelets3[e][0]) & not_rl);
    p.set(kEdgeFacelets3[e][1], p.at(kEdgeFacelets3[e][1]) & not_ud);
  }
  return p;
}

// Names of faces and pieces as they are after rotation r.
std::string face_name(int f, const Rotation& r) { return std::string(1, kFaceNames[r.face[f]]); }
std::string piece_name(const char* name, const Rotation& r) { return rotated_piece_name(name, r); }

// The preset's alternatives held the standard way (D bottom, F front), each with a
// description made for rotation r.
std::vector<Alternative> build(const std::string& id, const Rotation& r) {
  std::vector<Alternative> out;
  const std::string on = " on " + face_name(D, r);
  auto slots_of = [&](int count) {
    for (int mask = 0; mask < 16; ++mask) {
      if (std::popcount(static_cast<unsigned>(mask)) != count) continue;
      Pattern p = with_cross(centres());
      std::string names;
      for (int s = 0; s < 4; ++s)
        if ((mask >> s) & 1) {
          p.fix_corner(kSlots[s].corner);
          p.fix_edge(kSlots[s].edge);
          names += (names.empty() ? "" : " ") + piece_name(kEdgeNames[kSlots[s].edge], r);
        }
      out.push_back({p, id + on + ", " + names + (count == 1 ? " pair" : " pairs"), 0});
    }
  };
  if (id == "cross") {
    out.push_back({with_cross(centres()), "cross" + on, 0});
  } else if (id == "xcross" || id == "pair") {
    slots_of(1);
  } else if (id == "xxcross") {
    slots_of(2);
  } else if (id == "xxxcross") {
    slots_of(3);
  } else if (id == "f2l" || id == "first-layer") {
    Pattern p = with_cross(centres());
    for (const Slot& s : kSlots) {
      p.fix_corner(s.corner);
      if (id == "f2l") p.fix_edge(s.edge);
    }
    out.push_back({p, (id == "f2l" ? "first two layers" : "first layer") + on, 0});
  } else if (id == "eoline" || id == "eocross" || id == "eo") {
    Pattern p = oriented(centres());
    if (id == "eoline") p.fix_edge(DF), p.fix_edge(DB);
    if (id == "eocross") p = with_cross(p);
    out.push_back({p,
                   id + (id == "eo" ? "" : on) + ", edges oriented for " + face_name(F, r) + "/" + face_name(B, r) +
                       " quarter turns",
                   0});
  } else if (id == "2x2x2") {
    Pattern p = centres();
    p.fix_corner(DBL);
    for (int e : {DL, DB, BL}) p.fix_edge(e);
    out.push_back({p, "2x2x2 block at " + piece_name("DBL", r), 0});
  } else if (id == "2x2x3") {
    Pattern p = centres();
    for (int c : {DLF, DBL}) p.fix_corner(c);
    for (int e : {DL, DF, DB, FL, BL}) p.fix_edge(e);
    out.push_back({p, "2x2x3 block along " + piece_name("DL", r), 0});
  } else if (id == "roux-fb") {
    Pattern p = centres();
    for (int c : {DLF, DBL}) p.fix_corner(c);
    for (int e : {DL, FL, BL}) p.fix_edge(e);
    out.push_back({p, "first block on " + face_name(L, r) + ", bottom " + face_name(D, r), 0});
  } else if (id == "face") {
    Pattern p = centres();
    for (int i = 0; i < 9; ++i) p.set(9 * D + i, static_cast<uint8_t>(1u << D));
    out.push_back({p, "face " + face_name(D, r) + " one colour", 0});
  }
  return out;
}

}  // namespace

const std::vector<PresetInfo>& presets() {
  static const std::vector<PresetInfo> list = [] {
    std::vector<PresetInfo> l;
    for (const Def& d : defs()) l.push_back({d.id, d.title, d.aliases});
    return l;
  }();
  return list;
}

Goal reorient(const Goal& g, int rotation) {
  Goal out = g;
  out.rotation = rotation;
  const Rotation& r = rotations()[rotation];
  if (!g.preset.empty()) {
    out.alternatives = build(g.preset, r);
    for (Alternative& a : out.alternatives) {
      a.pattern = rotate(a.pattern, r);
      a.rotation = rotation;
    }
    return out;
  }
  // A typed pattern: its alternatives are held as typed (rotation g.rotation); turn them
  // from there to `rotation`.
  const Rotation& undo = rotations()[rotations()[g.rotation].inverse];
  for (Alternative& a : out.alternatives) {
    a.pattern = rotate(rotate(a.pattern, undo), r);
    a.rotation = rotation;
    if (rotation != 0) a.description = g.name + " (cube held " + r.name + ")";
  }
  return out;
}

bool is_preset_name(std::string_view text) {
  std::string t = normalise(text);
  const size_t at = t.find('@'), on = t.find("-on-");
  const std::string name = t.substr(0, std::min(at, on));
  return find_def(normalise(name)) != nullptr;
}

std::optional<Goal> preset_goal(std::string_view text, std::string* error, Message* text_error) {
  auto fail = [&](Message what) -> std::optional<Goal> {
    Message m = message("input_part", {{"part", "goal"}, {"what", std::move(what)}});
    if (error) *error = m.english();
    if (text_error) *text_error = std::move(m);
    return std::nullopt;
  };
  const std::string t = normalise(text);
  size_t split = t.find('@');
  size_t skip = 1;
  if (split == std::string::npos) {
    split = t.find("-on-");
    skip = 4;
  }
  const std::string name = normalise(t.substr(0, split));
  const Def* def = find_def(name);
  if (!def) {
    std::string known;
    for (const Def& d : defs()) known += (known.empty() ? "" : ", ") + std::string(d.id);
    return fail(message("goal_unknown_preset", {{"text", std::string(text)}, {"known", known}}));
  }
  Goal g;
  g.name = def->id;
  g.preset = def->id;
  g.one_more = g.preset == "pair";
  int rotation = 0;
  if (split != std::string::npos) {
    const std::string faces = normalise(t.substr(split + skip));
    auto face = [&](char c) {
      const size_t f = std::string_view("urfdlb").find(c);
      return f == std::string::npos ? -1 : static_cast<int>(f);
    };
    const int bottom = faces.size() >= 1 ? face(faces[0]) : -1;
    int front = faces.size() >= 2 ? face(faces[1]) : -1;
    if (faces.empty() || faces.size() > 2 || bottom < 0 || (faces.size() == 2 && front < 0))
      return fail(message("goal_preset_faces", {{"text", std::string(text)}, {"name", g.name}}));
    if (front < 0)
      for (int f : {2, 0, 1})
        if (f % 3 != bottom % 3) {
          front = f;
          break;
        }
    rotation = rotation_to(bottom, front);
    if (rotation < 0) return fail(message("goal_preset_front", {{"text", std::string(text)}}));
    g.fixed_orientation = true;
  }
  return reorient(g, rotation);
}

}  // namespace cube::goal
