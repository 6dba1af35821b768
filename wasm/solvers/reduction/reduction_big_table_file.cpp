#include "solvers/reduction/reduction_big_table_file.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

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

FivePhaseSet unfilled_five_phase_set() {
  FivePhaseSet s;
  s.first = unfilled_five_phase_tables();
  s.three = std::make_unique<FivePhase3Tables>(make_five_phase_3_tables());
  s.four = std::make_unique<FivePhase4Tables>(make_five_phase_4_tables());
  s.five = std::make_unique<FivePhase5Tables>(make_five_phase_5_tables());
  return s;
}

// The stream that fills a five-phase set's unfilled tables (phases 3-5 size some only as
// they fill them: those take the stored size, checksummed, written from filled tables).
// The unfilled set (its move tables and symmetry classes, ~2.6 CPU-s natively) is made
// only once the bytes that arrived with the first piece have verified as far as they go
// without it (a stream with no targets: the magic, the set's name and version, every
// table's checksum and the whole's): a copy in one piece (a file read whole, a blob) is
// refused at no cost for any fault but a table of the wrong version or size or a missing
// one, which need the tables; a chunked import for a fault in its first chunk.
class FivePhaseStream final : public tables::CopyStream {
 public:
  explicit FivePhaseStream(std::shared_ptr<FivePhaseSet> set)
      : set_(std::move(set)), check_(big_table_set_name(5), kFivePhaseTableSetVersion, {}) {}

  bool take(const uint8_t*& data, size_t& size, MessageOut error) override {
    if (!fill_) {
      if (size == 0) return true;  // nothing yet (an empty copy ends incomplete: truncated)
      check_.limit(limit_);
      const uint8_t* ahead = data;
      size_t left = size;
      if (!check_.take(ahead, left, error)) return false;
      *set_ = unfilled_five_phase_set();
      std::vector<tables::TableTarget> targets;
      for (const auto& [name, dist] : five_phase_tables_named(*set_->first, *set_->three, *set_->four, *set_->five))
        targets.push_back({name, kDistancesVersion, dist, dist->empty()});
      fill_ = std::make_unique<tables::SetStream>(big_table_set_name(5), kFivePhaseTableSetVersion, std::move(targets));
      fill_->limit(limit_);
    }
    return fill_->take(data, size, error);
  }
  bool complete() const override { return fill_ && fill_->complete(); }

 private:
  std::shared_ptr<FivePhaseSet> set_;
  tables::SetStream check_;
  std::unique_ptr<tables::SetStream> fill_;
};

}  // namespace

std::optional<FivePhaseSet> read_five_phase_tables(const uint8_t* data, size_t size, MessageOut error) {
  auto s = std::make_shared<FivePhaseSet>();
  FivePhaseStream stream(s);
  if (!tables::stream_whole(stream, data, size, error)) return std::nullopt;
  return std::move(*s);
}

tables::ArrivingTables arriving_five_phase_tables() {
  auto s = std::make_shared<FivePhaseSet>();
  return {std::make_unique<FivePhaseStream>(s), [s] {
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
