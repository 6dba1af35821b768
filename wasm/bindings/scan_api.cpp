// scanColours: the camera scan's colour decision (scan/scan.h) for the page's worker;
// scanLive: its live read of one face (scan/live_read.h).
#include "api.h"
#include "js.h"
#include "scan/live_read.h"
#include "scan/scan.h"

namespace bindings {

namespace {
// A flat array, three numbers (R G B, 0-255) per colour; a partial last one is dropped.
std::vector<cube::scan::Vec3> colours_of(const val& rgb) {
  const std::vector<double> flat = emscripten::vecFromJSArray<double>(rgb);
  std::vector<cube::scan::Vec3> out(flat.size() / 3);
  for (size_t i = 0; i < out.size(); ++i) out[i] = {flat[3 * i], flat[3 * i + 1], flat[3 * i + 2]};
  return out;
}
}  // namespace

val scan_live(const val& rgb, const val& references) {
  std::vector<int> nearest = cube::scan::nearest_references(colours_of(rgb), colours_of(references));
  val out = val::array();
  for (size_t i = 0; i < nearest.size(); ++i) out.set(i, nearest[i]);
  return out;
}

val scan_colours(const std::string& puzzle, const val& rgb) {
  val error = val::undefined();
  auto p = cube_or_error(puzzle, error);
  if (!p) return error;
  // A flat array, three numbers (R G B, 0-255) per sticker in the facelet order.
  const std::vector<double> flat = emscripten::vecFromJSArray<double>(rgb);
  std::vector<cube::scan::Vec3> stickers(flat.size() / 3);
  for (size_t i = 0; i < stickers.size(); ++i) stickers[i] = {flat[3 * i], flat[3 * i + 1], flat[3 * i + 2]};
  if (flat.size() % 3 != 0) stickers.push_back({-1, -1, -1});  // counted, and refused
  cube::scan::ScanResult r = cube::scan::scan_colours(*p, stickers);
  val problems = val::array();
  for (size_t i = 0; i < r.problems.size(); ++i) {
    val item = val::object();
    item.set("sticker", r.problems[i].sticker);
    item.set("message", r.problems[i].message);
    item.set("text", message_val(r.problems[i].text));
    problems.set(i, item);
  }
  val out = val::object();
  out.set("ok", r.ok());
  out.set("facelets", r.facelets);
  out.set("nearest", r.nearest);
  out.set("confidence", array_of(r.confidence));
  out.set("problems", problems);
  return out;
}

}  // namespace bindings
