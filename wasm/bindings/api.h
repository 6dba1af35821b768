// The functions the WASM module exports (registered in module.cpp). Each returns a
// plain JavaScript value shaped as in web/worker/api.ts; bad input gives an error
// result ({ ok: false, error }), never an abort.
#pragma once
#include <emscripten/val.h>

#include <string>

#include "core/message.h"
#include "puzzles/twisty/twisty_puzzle.h"
#include "solvers/registry.h"

namespace bindings {

using emscripten::val;

// AlgResult: canonical text, the moves packed (PackedMoves: each distinct move once as a
// layer turn, the order as a Uint16Array of indices, the facelets after every move as
// one string), the facelets after the alg and its counts.
// `start` empty means the solved puzzle.
val play_alg(const std::string& puzzle, const std::string& alg, const std::string& start);
// { ok: true, alg } with moves separated by single spaces, or an error result.
val invert_alg(const std::string& alg);
val simplify_alg(const std::string& alg);
// NissSplit (api.ts): an alg's normal moves and its inverse-side ones (in ^( )) apart,
// the latter also undone (inverted), so a page plays an FMC attempt without parsing.
// `plain`: FMC players' plain "(R U)" at the top level is on the inverse side too.
val niss_split(const std::string& alg, bool plain);
// fmc_api.cpp: FmcInsertions (api.ts): where one commutator finishes an FMC skeleton.
val fmc_insertions(const std::string& scramble, const std::string& skeleton, int count);

// Validation: { ok, problems: [{ code, message, stickers }], facelets }.
val validate_state(const std::string& puzzle, const std::string& facelets);
// smartcube_api.cpp: { cp, co, ep, eo, corners?, edges? } (a smart cube's cubie arrays,
// its own sticker tables when not Kociemba's) -> Validation of the 3x3x3 facelets they
// make, or an error result naming the array or value that is wrong.
val facelets_of_cubies(const val& report);
// scan_api.cpp: the colour decision of the camera scan over a flat array of R G B values.
val scan_colours(const std::string& puzzle, const val& rgb);
val scan_live(const val& rgb, const val& references);
// Facelets of a random reachable state; `seed` is a whole number 0 .. 2^53 (the same
// state as `cubesolver scramble --seed` prints). An error result for a bad puzzle or seed.
val random_state(const std::string& puzzle, double seed);
// `count` random states drawn one after another from one generator seeded with `seed`:
// the states the native benchmarks (`cubesolver bench --seed S --count N`) solve.
val random_states(const std::string& puzzle, double seed, int count);
val solved_state(const std::string& puzzle);
// [{ position: [x, y, z], normal: [x, y, z] }] in facelet order (core/geometry.h).
val sticker_layout(const std::string& puzzle);
// The puzzle table (puzzles/puzzle_table.h), one object a row: [{ name, label, wcaId,
// twizzleId, aliases, view, cubeSize, stateLength, metrics, scrambleKind,
// scrambleMoves, notation, defaultSolver }].
val puzzles();

// Solvers (solver_api.cpp, over solvers/registry.h). Shapes as in web/worker/api.ts.
// Every fact of the solver table (solvers/solver_entry.h), one object a row:
// [{ name, title, help, puzzles, tables, takesGoal, needsGoal, goalPresets, goalExample, goalHint,
//   goalCheckedAsTyped, fmcSteps, takesMoves,
//   takesMetric, takesTimeBudget, takesEffort, listsAllOptimal, takesThreads,
//   reportsProgress, stagesFirst, defaultMaxLength, metrics, tableChoices: [{ name,
//   title, label, bytes, default, memory, measured, expect, titleText, labelText, expectText }], usesTablesOf }].
val solvers();
// SolveRequest object -> SolveReply object (status "bad-input" for a malformed request);
// each solution carries its moves as text, as steps and with the state after each
// (from reply.start, the start as the solver read it).
// request.progress, when a function, is called with { depth, nodes, nodesPerS, ms,
// threads } at each new search depth and at most every 100 ms otherwise (the optimal
// solver).
val solve(val request);
// The address (in the module's memory) of the byte that stops every search running or
// to come when set to 1: the page sets it through the shared memory of the threaded
// build before it stops the worker (web/worker/worker-client.ts).
double cancel_flag();
// { steps, states } of a solution's moves from `start` (solution_steps.cpp): MoveStep /
// SlideStep as playAlg / playSlides give them; undefined when they do not apply.
val solution_steps(const std::string& puzzle, const std::string& moves, const std::string& start);
// clock_api.cpp: ClockResult (api.ts): the Rubik's Clock's moves from `start` ("" = solved)
// as DialSteps with the state after each, or an error result naming the column.
val play_clock(const std::string& alg, const std::string& start);
// { ok: true, state }: a clock state edited by hand (clock::edit: dial 0-17 turned `hours`,
// its wheel's other side following; 18-21 a pin flipped), or an error result.
val edit_clock(const std::string& state, int dial, int hours);
// The same as JSON text ("" and *error, *column when the moves or the start do not read).
std::string clock_steps_json(const std::string& moves, const std::string& start, cube::Message* error, int* column);
// sq1_api.cpp: Sq1Result (api.ts): the Square-1's moves from `start` ("" = solved) as
// Sq1Steps with the state after each, or an error result naming the column (a slash the
// shape refuses among them).
val play_sq1(const std::string& alg, const std::string& start);
// { ok: true, state, next } (Sq1Edit, api.ts): a Square-1 start painted by hand
// (sq1::edit_state: a piece put in slot 0-23, 24 the middle turned over; `next` the
// slot after the piece, -1 for none), or an error result when the state is not 24
// pieces and the middle.
val edit_sq1(const std::string& state, int slot, int piece);
// Sq1Piece[] (api.ts): the 16 pieces, A-P, each a corner or not and its name.
val sq1_pieces();
std::string sq1_steps_json(const std::string& moves, const std::string& start, cube::Message* error, int* column);
// { ok: true, scramble, state } (WCA random-state scramble from `seed`) or an error result.
val scramble(const std::string& puzzle, double seed);
// The table functions name a table set by a request ({ puzzle, solver, goal, moves,
// table }: its goal and table choice pick the set; no puzzle: the solver's first) or by
// a solver name (its default set). Nothing is selected between calls.
// The request a table function names; `error` when it is bad (`text`: the same as a code,
// for what the core checks).
cube::registry::SolveRequest table_request(const val& which, std::string& error, cube::Message* text = nullptr);

// "cubesolver.twophase/v1": the cache key of the solver's default tables ("" when it
// has none).
std::string table_set_name(const std::string& solver);
bool tables_ready(val which);
// Threads this module runs at once (1 without WASM pthreads); the optimal tables use all.
int threads();
// The cache key of the tables a request needs ("" for none or a bad request). Pure.
std::string table_key(val request);
// The parts a request's copy is made of (registry::table_parts): [{ solver, puzzle,
// goal?, moves?, table?, key }], each a table request with its own key; [] for one set.
val table_parts(val request);
// "" when the core takes the table request (its tables may still have no key: the
// 5x5x5 reduction's); else what is wrong with it, as solve() would say. Pure.
std::string tables_refusal(val request);
// The goal solver's presets: [{ name, title }] (solvers/goal/goal_presets.h).
val goal_presets();
// Builds the tables, calling progress(fraction) now and then (at most ~100 times).
// { ok: true } or { ok: false, error: "..." }.
val build_tables(val which, val progress);
// The tables' bytes, copied out of the heap (empty when the solver has none).
val export_tables(val which);
// Installs tables from a Uint8Array (or an array of Uint8Array chunks, in order) after
// verifying them: { ok: true } or { ok: false, error: "why" }. The bytes are gathered
// in one piece below 2 GiB: the xlarge optimal set goes through the chunked import
// (table_chunks_api.cpp), which the page's cache uses for every set.
val import_tables(val which, val bytes);

// Tables in chunks (table_chunks_api.cpp, over registry::TableExport / TableImport),
// one export and one import at a time. Checksums are 16 hex digits (checksum64).
// { ok: true, bytes } (the total), building the tables first if needed; or an error.
val export_open(val which);
// { ok: true, bytes: Uint8Array (a copy), checksum } of bytes [offset, offset + size).
val export_chunk(double offset, double size);
void export_close();
// Starts gathering `total` bytes: { ok: true } or { ok: false, error } (e.g. no memory).
val import_open(val which, double total);
// Takes one chunk after checking its checksum ("" = unchecked): { ok } or { ok: false,
// error: "table chunk at 4194304 checksum mismatch" }.
val import_chunk(double offset, val bytes, const std::string& checksum);
// Verifies the whole and installs it; closes the import.
val import_finish();
void import_abort();

// The 8-puzzle board (sliding_api.cpp). Shapes as in web/worker/api.ts.
// { start: BoardCheck, goal: BoardCheck, unsolvable: "" or the parity rule explained };
// an empty goal is 1 2 3 / 4 5 6 / 7 8 _.
val read_sliding(const std::string& start, const std::string& goal);
// SlidesResult: the blank's slides ("U L D R") applied to `start` one by one, with the
// tile each moves and the board after each; or an error result.
val play_slides(const std::string& start, const std::string& slides);
// A uniformly random board from which `goal` can be reached ("1 3 0 4 2 7 8 5 6").
val random_sliding(const std::string& goal, double seed);

// The Pyraminx and the Skewb (twisty_api.cpp): validate, playAlg, randomState and
// solvedState answer for them in the cubes' shapes (TwistSteps for moves; the
// validation's problems name pieces).
val twisty_play(const cube::twisty::Puzzle& p, const std::string& alg, const std::string& start);

// What the views draw of a sticker puzzle (geometry_api.cpp, api.ts PuzzleGeometry):
// { faces, colours, stickers: [{ outline: [[x,y,z]...], net: [[x,y]...], piece }],
//   pieces: [[[x,y,z]...]], axes: [{ name, vector, cuts, degrees }],
//   view: { direction, up } }; an error result for the board or an unknown name.
val puzzle_geometry(const std::string& puzzle);

// The 2x2x2 solver's inputs (pocket_api.cpp): { goal: GoalCheck | null (the start does
// not read), moves: MovesCheck }, for the start as typed.
val read_pocket(const std::string& start, const std::string& goal, const std::string& moves);

}  // namespace bindings
