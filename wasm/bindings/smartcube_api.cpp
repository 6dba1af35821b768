// faceletsOfCubies: a smart cube's reported cubie arrays (web/smartcube) to facelets,
// validated as a painted state is.
#include <string>
#include <vector>

#include "api.h"
#include "core/reported_cubies.h"
#include "js.h"

namespace bindings {

namespace {

// `count` whole numbers from `v` (a JavaScript array), or false and the problem in `why`.
bool read_ints(const val& v, size_t count, const std::string& name, std::vector<int>& out, cube::Message& why) {
  if (!v.isArray() || v["length"].as<size_t>() != count) {
    why = cube::message("smart_array", {{"name", name}, {"count", count}});
    return false;
  }
  out.clear();
  for (size_t i = 0; i < count; ++i) {
    const val item = v[i];
    if (item.typeOf().as<std::string>() != "number") {
      why = cube::message("smart_item", {{"name", name}, {"index", i}, {"what", "not_a_number"}});
      return false;
    }
    const double d = item.as<double>();
    if (d != static_cast<double>(static_cast<int>(d)) || d < 0 || d > 255) {
      why = cube::message("smart_item", {{"name", name}, {"index", i}, {"what", "range"}});
      return false;
    }
    out.push_back(static_cast<int>(d));
  }
  return true;
}

}  // namespace

val facelets_of_cubies(const val& report) {
  if (report.typeOf().as<std::string>() != "object" || report.isNull()) {
    return error_result(0, "{ cp, co, ep, eo }", cube::message("smart_cubies", {{"shape", "{ cp, co, ep, eo }"}}));
  }
  cube::CubieCube c;
  cube::StickerTables tables = cube::kociemba_sticker_tables();
  std::vector<int> v;
  cube::Message why;
  auto fill = [&](const char* name, auto& target) {
    if (!read_ints(report[name], target.size(), name, v, why)) return false;
    for (size_t i = 0; i < v.size(); ++i) target[i] = static_cast<uint8_t>(v[i]);
    return true;
  };
  if (!fill("cp", c.cp) || !fill("co", c.co) || !fill("ep", c.ep) || !fill("eo", c.eo)) {
    return error_result(0, "{ cp, co, ep, eo }", why);
  }
  // The device's own numbering of the positions, when it is not Kociemba's.
  if (!report["corners"].isUndefined()) {
    if (!read_ints(report["corners"].call<val>("flat"), 24, "corners (flattened)", v, why)) {
      return error_result(0, "8 corners of 3 stickers", why);
    }
    for (int i = 0; i < 24; ++i) tables.corners[i / 3][i % 3] = v[i];
  }
  if (!report["edges"].isUndefined()) {
    if (!read_ints(report["edges"].call<val>("flat"), 24, "edges (flattened)", v, why)) {
      return error_result(0, "12 edges of 2 stickers", why);
    }
    for (int i = 0; i < 24; ++i) tables.edges[i / 2][i % 2] = v[i];
  }
  const auto facelets = cube::facelets_of_reported(c, tables, &why);
  if (!facelets) return error_result(0, "a cube's pieces", why);
  return validate_state("3x3x3", *facelets);
}

}  // namespace bindings
