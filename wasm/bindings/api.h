// The functions the WASM module exports (registered in module.cpp). Each returns a
// plain JavaScript value shaped as in web/worker/api.ts; bad input gives an error
// result ({ ok: false, error }), never an abort.
#pragma once
#include <emscripten/val.h>

#include <string>

namespace bindings {

using emscripten::val;

// AlgResult: canonical text, the moves as layer turns, facelets after every move.
// `start` empty means the solved puzzle.
val play_alg(const std::string& puzzle, const std::string& alg, const std::string& start);
// { ok: true, alg } with moves separated by single spaces, or an error result.
val invert_alg(const std::string& alg);
val simplify_alg(const std::string& alg);

// Validation: { ok, problems: [{ code, message, stickers }], facelets }.
val validate_state(const std::string& puzzle, const std::string& facelets);
// Facelets of a random reachable state; `seed` is a whole number 0 .. 2^53 (the same
// state as `cubesolver scramble --seed` prints). An error result for a bad puzzle or seed.
val random_state(const std::string& puzzle, double seed);
val solved_state(const std::string& puzzle);
// [{ position: [x, y, z], normal: [x, y, z] }] in facelet order (core/geometry.h).
val sticker_layout(const std::string& puzzle);

}  // namespace bindings
