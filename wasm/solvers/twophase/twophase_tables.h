// Everything the two-phase search reads: symmetry-reduced coordinates, move tables and
// pruning tables in min2phase's design (1.07 MB in the byte format, 1.26 MB in memory
// with the derived tables). Built deterministically in under 0.1 s natively, or
// loaded from the bytes of an earlier build (IndexedDB cache in the browser) after
// verifying names, versions, checksums and value ranges.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/message_out.h"
#include "tables/prune_table.h"

namespace cube::twophase {

inline constexpr int kTwistSym = 324;  // twist classes under the 8 even U-D symmetries
inline constexpr int kFlipSym = 336;   // flip classes under the same 8
inline constexpr int kPermSym = 2768;  // corner (or U/D edge) permutation classes under 16
inline constexpr int kCCombP = 140;    // D-corner positions x corner permutation parity

// Name and version of the table set in the byte format (tables/table_file.h). The
// version changes whenever any table's content or layout changes.
inline constexpr const char* kTableSetName = "cubesolver.twophase";
inline constexpr uint32_t kTableSetVersion = 1;

struct Tables {
  // Phase 1: twist (sym) x flip (sym) x UD-slice (raw). Sym coordinates are
  // class << 3 | k with k one of the 8 even symmetries.
  std::vector<uint16_t> twist_r2s;      // [2187] raw twist -> sym coordinate
  std::vector<uint16_t> flip_r2s;       // [2048] raw flip -> sym coordinate
  std::vector<uint16_t> flip_s2rf;      // [336 * 8] raw flip of conj(representative, k)
  std::vector<uint16_t> twist_move;     // [324 * 18] sym coordinate after a move
  std::vector<uint16_t> flip_move;      // [336 * 18]
  std::vector<uint16_t> slice_move;     // [495 * 18] raw
  std::vector<uint16_t> slice_conj;     // [495 * 8] slice conjugated by symmetry k
  tables::PruneTable slice_twist_prun;  // twist class * 495 + slice
  tables::PruneTable slice_flip_prun;   // flip class * 495 + slice
  tables::PruneTable twist_flip_prun;   // twist class << 11 | raw flip

  // Phase 2: corner perm (sym) x U/D-edge perm (sym) x E-slice perm (raw). Sym
  // coordinates are class << 4 | s with s one of the 16 U-D symmetries. Moves are the
  // 10 phase-2 moves in the order of tables::kPhase2Moves.
  std::vector<uint16_t> cperm_r2s;      // [40320]
  std::vector<uint16_t> eperm_r2s;      // [40320]
  std::vector<uint16_t> cperm_move;     // [2768 * 10]
  std::vector<uint16_t> eperm_move;     // [2768 * 10]
  std::vector<uint16_t> cperm_inv;      // [2768] sym coordinate of the representative's inverse
  std::vector<uint16_t> eperm_inv;      // [2768]
  std::vector<uint8_t> perm2combp;      // [2768] D-corner positions + 70 * parity of the corner rep
  std::vector<uint8_t> mperm_move;      // [24 * 10]
  std::vector<uint8_t> mperm_conj;      // [24 * 16]
  std::vector<uint8_t> ccombp_conj;     // [140 * 16]
  tables::PruneTable mcperm_prun;       // corner class * 24 + E-slice perm
  tables::PruneTable epermccombp_prun;  // edge class * 140 + corner combination/parity

  // Derived when built or loaded (not in the byte format): the phase-1 sym move
  // tables indexed by the whole sym coordinate, [(class << 3 | k) * 18 + m].
  std::vector<uint16_t> twist_move_full;
  std::vector<uint16_t> flip_move_full;
  void derive();

  size_t bytes() const;  // memory held by the tables
};

// progress(fraction done, 0..1) is called now and then during the build.
std::shared_ptr<const Tables> build_tables(const std::function<void(double)>& progress = {});

// The byte format (see tables/table_file.h) and back. from_bytes returns null and
// sets *error when anything does not verify.
std::vector<uint8_t> tables_to_bytes(const Tables& t);
std::shared_ptr<const Tables> tables_from_bytes(const uint8_t* data, size_t size, MessageOut error = nullptr);

// The process-wide tables the solver uses by default. default_tables() builds and
// installs them on first use (thread-safe); install_tables() sets them (e.g. loaded
// from a cache) and installed_tables() returns them or null.
void install_tables(std::shared_ptr<const Tables> t);
std::shared_ptr<const Tables> installed_tables();
std::shared_ptr<const Tables> default_tables();

}  // namespace cube::twophase
