#include "solvers/reduction/reduction_big_table_file.h"

#include <memory>
#include <optional>

#include "solvers/reduction/five_phase_solver.h"
#include "tables/table_file.h"
#include "tables/table_stream.h"

namespace cube::reduction {
namespace {

// Every distance table's own version: bump it when its layout changes (and the set's).
constexpr uint32_t kDistancesVersion = 1;

using NamedTables = std::vector<std::pair<std::string, std::vector<uint8_t>*>>;

// Every phase's distance tables under the names the set stores them by.
NamedTables five_phase_tables_named(FivePhaseTables& first, FivePhase3Tables& three, FivePhase4Tables& four,
                                    FivePhase5Tables& five) {
  NamedTables out = first.distance_tables_to_fill();
  const std::pair<const char*, NamedTables> phases[] = {{"phase3/", three.distance_tables_to_fill()},
                                                        {"phase4/", four.distance_tables_to_fill()},
                                                        {"phase5/", five.distance_tables_to_fill()}};
  for (const auto& [prefix, tables] : phases)
    for (const auto& [name, dist] : tables) out.emplace_back(prefix + name, dist);
  return out;
}

}  // namespace

std::vector<uint8_t> save_five_phase_tables() {
  build_every_five_phase_table();
  tables::TableWriter w(big_table_set_name(5), kFivePhaseTableSetVersion);
  for (const auto& [name, dist] : five_phase_tables().distance_tables()) w.add(name, kDistancesVersion, *dist);
  const std::pair<const char*, std::vector<std::pair<std::string, const std::vector<uint8_t>*>>> phases[] = {
      {"phase3/", five_phase_3_tables().distance_tables()},
      {"phase4/", five_phase_4_tables().distance_tables()},
      {"phase5/", five_phase_5_tables().distance_tables()}};
  for (const auto& [prefix, tables] : phases)
    for (const auto& [name, dist] : tables) w.add(prefix + name, kDistancesVersion, *dist);
  return w.finish();
}

namespace {

// The stream that fills a five-phase set's unfilled tables (phases 3-5 size some only as
// they fill them: those take the stored size, checksummed, written from filled tables).
std::unique_ptr<tables::CopyStream> five_phase_stream(FivePhaseSet& s) {
  std::vector<tables::TableTarget> targets;
  for (const auto& [name, dist] : five_phase_tables_named(*s.first, *s.three, *s.four, *s.five))
    targets.push_back({name, kDistancesVersion, dist, dist->empty()});
  return std::make_unique<tables::SetStream>(big_table_set_name(5), kFivePhaseTableSetVersion, std::move(targets));
}

FivePhaseSet unfilled_five_phase_set() {
  FivePhaseSet s;
  s.first = unfilled_five_phase_tables();
  s.three = std::make_unique<FivePhase3Tables>(make_five_phase_3_tables());
  s.four = std::make_unique<FivePhase4Tables>(make_five_phase_4_tables());
  s.five = std::make_unique<FivePhase5Tables>(make_five_phase_5_tables());
  return s;
}

}  // namespace

std::optional<FivePhaseSet> read_five_phase_tables(const uint8_t* data, size_t size, MessageOut error) {
  FivePhaseSet s = unfilled_five_phase_set();
  if (!tables::stream_whole(*five_phase_stream(s), data, size, error)) return std::nullopt;
  return s;
}

tables::ArrivingTables arriving_five_phase_tables() {
  auto s = std::make_shared<FivePhaseSet>(unfilled_five_phase_set());
  return {five_phase_stream(*s), [s] {
            install_five_phase_tables(std::move(s->first));
            install_five_phase_3_tables(std::move(s->three));
            install_five_phase_4_tables(std::move(s->four));
            install_five_phase_5_tables(std::move(s->five));
          }};
}

bool load_five_phase_tables(const uint8_t* data, size_t size, MessageOut error) {
  return tables::load_arriving(arriving_five_phase_tables(), data, size, error);
}

std::string big_table_set_name(int n) {
  const std::string size = std::to_string(n);
  return "cubesolver.reduction-" + size + "x" + size + "x" + size;
}

uint32_t big_table_set_version(int n) {
  return n == 5 ? kFivePhaseTableSetVersion : n == 6 ? kSixTableSetVersion : kSevenTableSetVersion;
}

std::string big_table_key(int n) { return big_table_set_name(n) + "/v" + std::to_string(big_table_set_version(n)); }

}  // namespace cube::reduction
