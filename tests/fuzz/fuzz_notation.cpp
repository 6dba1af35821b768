// libFuzzer target: the notation parser on arbitrary bytes. It must never crash, hang
// or grow without bound; whatever it accepts must print canonically to text that
// parses to the same moves, and inverting twice must give the moves back.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/alg.h"
#include "core/notation.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const cube::ParsedAlg parsed = cube::parse_alg(text);
  if (!parsed.ok) {
    check(parsed.moves.empty());
    check(parsed.error.column >= 1 && static_cast<size_t>(parsed.error.column) <= size + 1);
    check(!parsed.error.message.empty() && !parsed.error.expected.empty());
    return 0;
  }
  check(parsed.moves.size() <= 100'000);
  for (const cube::Move& m : parsed.moves) check(m.turns >= 1 && m.turns <= 3);

  const cube::ParsedAlg again = cube::parse_alg(parsed.canonical);
  check(again.ok);
  check(again.moves == parsed.moves);
  check(again.canonical == parsed.canonical);

  check(cube::invert(cube::invert(parsed.moves)) == parsed.moves);
  const std::vector<cube::Move> simple = cube::simplify(parsed.moves);
  check(simple.size() <= parsed.moves.size());
  check(cube::simplify(simple) == simple);
  const cube::MoveCounts counts = cube::count_moves(simple);
  check(counts.stm <= counts.htm && counts.htm <= counts.qtm);
  return 0;
}
