// The Embind registration: the names web/worker/core.ts calls.
#include <emscripten/bind.h>

#include "api.h"

EMSCRIPTEN_BINDINGS(cubesolver) {
  using namespace emscripten;
  function("playAlg", &bindings::play_alg);
  function("invertAlg", &bindings::invert_alg);
  function("simplifyAlg", &bindings::simplify_alg);
  function("nissSplit", &bindings::niss_split);
  function("fmcInsertions", &bindings::fmc_insertions);
  function("validate", &bindings::validate_state);
  function("faceletsOfCubies", &bindings::facelets_of_cubies);
  function("scanColours", &bindings::scan_colours);
  function("scanLive", &bindings::scan_live);
  function("randomState", &bindings::random_state);
  function("randomStates", &bindings::random_states);
  function("solvedState", &bindings::solved_state);
  function("stickerLayout", &bindings::sticker_layout);
  function("puzzleGeometry", &bindings::puzzle_geometry);
  function("puzzles", &bindings::puzzles);
  function("solvers", &bindings::solvers);
  function("solve", &bindings::solve);
  function("cancelFlag", &bindings::cancel_flag);
  function("scramble", &bindings::scramble);
  function("tableSetName", &bindings::table_set_name);
  function("tableKey", &bindings::table_key);
  function("tableParts", &bindings::table_parts);
  function("tablesRefusal", &bindings::tables_refusal);
  function("goalPresets", &bindings::goal_presets);
  function("tablesReady", &bindings::tables_ready);
  function("threads", &bindings::threads);
  function("buildTables", &bindings::build_tables);
  function("exportTables", &bindings::export_tables);
  function("importTables", &bindings::import_tables);
  function("exportOpen", &bindings::export_open);
  function("exportChunk", &bindings::export_chunk);
  function("exportClose", &bindings::export_close);
  function("importOpen", &bindings::import_open);
  function("importChunk", &bindings::import_chunk);
  function("importFinish", &bindings::import_finish);
  function("importAbort", &bindings::import_abort);
  function("playClock", &bindings::play_clock);
  function("editClock", &bindings::edit_clock);
  function("playSq1", &bindings::play_sq1);
  function("editSq1", &bindings::edit_sq1);
  function("sq1Pieces", &bindings::sq1_pieces);
  function("readSliding", &bindings::read_sliding);
  function("playSlides", &bindings::play_slides);
  function("randomSliding", &bindings::random_sliding);
  function("readPocket", &bindings::read_pocket);
}
