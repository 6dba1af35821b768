// The registry of every message the core gives a person: code -> English template
// (message.h's syntax). The page's languages (web/i18n/core/) hold one template per code
// each, and a unit test holds their English to this table (`cubesolver messages`).
// Parameters are data: piece and sticker names (notation), the user's symbols, numbers;
// words that a language translates travel as `select` keys (kind: corner, edge, ...).
#include <vector>

#include "message.h"

namespace cube {

const std::vector<MessageSpec>& message_catalog() {
  static const std::vector<MessageSpec> catalog = {
      // ---- parts of messages ----
      {"symbol", "'{symbol}'"},
      {"piece_place", "{position} (stickers {stickers})"},
      {"piece_at",
       "the {colours} {kind, select, corner {corner} middle_edge {middle edge} wing {wing} other {edge}} at {where}"},
      {"pieces_swapped", "{a} and {b} swapped"},
      {"wing_place", "{edge} wing {number}"},
      {"centre_orbit", "{kind, select, x {X-centres} plus {+-centres} other {oblique centres}} like {sticker}"},
      {"centre_orbit_all", "centres"},
      {"symbol_stickers", "{count, plural, one {# '{symbol}' sticker} other {# '{symbol}' stickers}}"},
      {"symbol_count", "{count} '{symbol}'"},
      {"odd_symbol", "'{symbol}' ({count, plural, one {# sticker} other {# stickers}})"},
      {"centres_clash_first", "The {faces} centres are {count, plural, =2 {both} other {all}} '{symbol}'"},
      {"centres_clash", "the {faces} centres are {count, plural, =2 {both} other {all}} '{symbol}'"},
      {"centre_should_be", "the {face} centre shows '{shows}' but should be '{should}'"},
      {"why_same_colour_twice",
       "no {kind, select, corner {corner} middle_edge {middle edge} wing {wing} other {edge}} has the same colour "
       "twice"},
      {"why_opposite_faces", "'{a}' and '{b}' belong to opposite faces"},
      {"why_no_such_piece",
       "no {kind, select, corner {corner} middle_edge {middle edge} wing {wing} other {edge}} looks like this"},
      {"why_mirror_corner",
       "the real {colours} corner has these colours the other way round (two of its stickers are swapped)"},

      // ---- cube validation (wasm/core/validate.cpp) ----
      {"sticker_total",
       "A {puzzle} needs {expected} stickers, but the input has {count}{whitespace, select, yes { (spaces and line "
       "breaks are not counted).} other {.}}"},
      {"colour_total",
       "The input uses {count, plural, =6 {6} other {only #}} different colours ({symbols}), but a cube has 6."},
      {"colour_total_odd",
       "The input uses {count} different colours ({symbols}), but a cube has 6. The odd {odd_count, plural, one {one "
       "out is} other {ones out are}} probably {odd}."},
      {"sticker_counts", "There {first_count, plural, one {is} other {are}} {counts}; each colour needs {per_face}."},
      {"centres_not_different", "{clashes}, and no centre is {unused}; the six centres must all be different."},
      {"centres_misplaced", "The centres don't fit the other pieces: judging by the pieces, {fixes}."},
      {"reference_corner_same_colour",
       "The corner at {where} shows {shows}, but no corner has the same colour twice. A {puzzle} is read relative to "
       "this corner (its colours name the D, B and L faces), so fix it first."},
      {"reference_corner_misfit",
       "The corner at {where} shows {shows}, which does not fit the other corners: {why}. A {puzzle} is read relative "
       "to this corner (its colours name the D, B and L faces), so fix it first."},
      {"impossible_piece",
       "The {kind, select, corner {corner} middle_edge {middle edge} wing {wing} other {edge}} at {where} shows "
       "{shows}, which no {kind, select, corner {corner} middle_edge {middle edge} wing {wing} other {edge}} has: "
       "{why}."},
      {"duplicate_piece",
       "The {colours} {kind, select, corner {corner} middle_edge {middle edge} other {edge}} appears {times, plural, "
       "=2 "
       "{twice} other {# times}}: at {places}."},
      {"missing_piece",
       "The {colours} {kind, select, corner {corner} middle_edge {middle edge} other {edge}} is missing."},
      {"corner_twist_sum",
       "The corner twists don't add up: a corner has been twisted in place, and the colours cannot tell which one (any "
       "corner turned {turn, select, ccw {counter-clockwise} other {clockwise}}, looking at it, gives a cube that "
       "solves). Pick the corner that is twisted on your cube."},
      {"edge_flip_sum",
       "The {kind, select, middle_edge {middle edge} other {edge}} flips don't add up: {kind, select, middle_edge {a "
       "middle edge} other {an edge}} has been flipped in place, and the colours cannot tell which one (any {kind, "
       "select, middle_edge {middle edge} other {edge}} flipped over gives a cube that solves). Pick the {kind, "
       "select, "
       "middle_edge {middle edge} other {edge}} that is flipped on your cube."},
      {"parity_swap",
       "Two pieces are swapped (the cube cannot be solved as it is), and the colours cannot tell which two: swapping "
       "any two edges, or any two corners, gives a cube that solves. Pick the two pieces that are swapped on your "
       "cube."},
      {"duplicate_wing",
       "The {colours} wing whose place is {place} appears {times, plural, =2 {twice} other {# times}}: at {places}. "
       "(Each edge has two wings at the same distance from its ends, mirror images of each other: one of these is the "
       "other wing.)"},
      {"missing_wing", "The {colours} wing whose place is {place} is missing."},
      {"centre_counts",
       "The {orbit} show {counts} stickers; a {puzzle} has four {one_orbit, select, yes {centre stickers} other {of "
       "these}} of each colour. (Centre pieces of one colour are interchangeable, so it does not matter which of them "
       "sits where, or whether they are yet on their own face: only how many there are.)"},
      // ---- notation (wasm/core/notation.cpp) ----
      {"at_column", "column {column}: {what}"},
      {"token", "'{text}'"},
      {"token_end", "end of input"},
      {"token_byte", "byte 0x{hex} (not UTF-8)"},
      {"token_code_point", "U+{hex}"},
      {"alg_too_long", "the alg expands to more than {max} moves"},
      {"alg_too_deep", "brackets nested more than {max} deep"},
      {"unmatched_paren", "')' has no matching '('"},
      {"unmatched_bracket", "']' has no matching '['"},
      {"stray_comma", "',' only separates the two parts of a commutator [A, B]"},
      {"stray_colon", "':' only separates the two parts of a conjugate [A: B]"},
      {"layer_zero", "{token}: layers are numbered from 1 at the face (1R is R, 2R the next layer)"},
      {"not_a_cube_move",
       "{token} is not a move of the {puzzle}{why, select, slice {: it has no single middle layer (its inner layers "
       "are 2R, 2L, 2U, 2D, 2F, 2B)} whole {: turning all {size} layers is a rotation (x, y or z)} depth {: it has "
       "{size} layers} other {}} (it accepts {accepted})"},
      {"accepted_moves",
       "{size, plural, =2 {U R F D L B, Uw… or u… (two layers: the whole cube), x y z} =3 {U R F D L B, Uw… or u…, 2R… "
       "(the middle layer), M E S, x y z} other {U R F D L B, Uw… or u…, 2Rw…-{below}Rw… (that many layers), 2R…-#R… "
       "(one inner layer), x y z}}"},
      {"niss_nested", "'^(' (moves on the inverse side) cannot be inside a group, a bracket or another '^('"},
      {"not_a_move", "{token} is not a move (expected one of U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)"},
      {"second_amount", "{token} is a second amount (write one count, then one prime, as in R2')"},
      {"amount_alone", "{token} must follow a move or a closing bracket directly, with no space"},
      {"unclosed_group", "expected ')' to close the group opened at column {open}, found {found}"},
      {"unclosed_niss",
       "expected ')' to close the inverse-side group '{opener}' opened at column {open}, found {found}"},
      {"niss_amount", "an inverse-side group '{opener}…)' takes no count or prime"},
      {"bracket_separator",
       "expected ',' or ':' in the bracket opened at column {open} ([A, B] or [A: B]), found {found}"},
      {"unclosed_bracket", "expected ']' to close the bracket opened at column {open}, found {found}"},
      // ---- Pyraminx, Skewb, Megaminx (wasm/puzzles/twisty/) ----
      {"twisty_sticker_total", "A {puzzle} has {expected} stickers; got {count}"},
      {"twisty_bad_symbol",
       "Sticker {index} is '{symbol}': a {puzzle} has the faces {faces} (or the colours {colours})"},
      {"twisty_mixed_symbols", "The stickers mix face letters ({faces}) and colours ({colours})"},
      {"twisty_colour_count", "{count} stickers are {face}; a {puzzle} has {per_face}"},
      {"twisty_centres_same", "The {a} and {b} centres are both {face}"},
      {"twisty_centres_arrangement",
       "The centres are arranged as on no {puzzle} (each centre's neighbours are not its own)"},
      {"twisty_impossible_piece",
       "The {kind, select, tip {tip} centre {centre} corner {corner} other {edge}} at {slot} shows {shows}: no {kind, "
       "select, tip {tip} centre {centre} corner {corner} other {edge}} of a {puzzle} has these colours in this order"},
      {"twisty_piece_fixed",
       "The {kind, select, tip {tip} centre {centre} corner {corner} other {edge}} at {slot} is the {piece} {kind, "
       "select, tip {tip} centre {centre} corner {corner} other {edge}}, which cannot leave {piece}"},
      {"twisty_piece_twice",
       "The {piece} {kind, select, tip {tip} centre {centre} corner {corner} other {edge}} is at both {first} and "
       "{second}"},
      {"twisty_piece_missing",
       "The {piece} {kind, select, tip {tip} centre {centre} corner {corner} other {edge}} is missing"},
      {"twisty_kinds", "{kind, select, tip {tips} centre {centres} corner {corners} other {edges}}"},
      {"twisty_piece_at", "the {kind, select, tip {tip} centre {centre} corner {corner} other {edge}} at {slot}"},
      {"twisty_named_piece_at",
       "the {piece} {kind, select, tip {tip} centre {centre} corner {corner} other {edge}} at {slot}"},
      {"twisty_flipped",
       "Not a state a {puzzle} can reach by turning. {named, select, yes {The {piece} {kind, select, tip {tip} centre "
       "{centre} corner {corner} other {edge}}} other {The {kind, select, tip {tip} centre {centre} corner {corner} "
       "other {edge}}}} at {slot} is "
       "flipped in place: flip it over to fix it."},
      {"twisty_twisted",
       "Not a state a {puzzle} can reach by turning. {named, select, yes {The {piece} {kind, select, tip {tip} centre "
       "{centre} corner {corner} other {edge}}} other {The {kind, select, tip {tip} centre {centre} corner {corner} "
       "other {edge}}}} at {slot} is "
       "twisted in place: twist it {turn, select, ccw {counter-clockwise} other {clockwise}} (looking at it) to fix "
       "it."},
      {"twisty_swapped",
       "Not a state a {puzzle} can reach by turning. Two {kind, select, tip {tips} centre {centres} corner {corners} "
       "other {edges}} are swapped: {a} and {b}; swapping them fixes it."},
      {"twisty_unreachable_swap",
       "Not a state a {puzzle} can reach by turning: two {kind, select, tip {tips} centre {centres} corner {corners} "
       "other {edges}} are swapped (an odd permutation of the {kind, select, tip {tips} centre {centres} corner "
       "{corners} other {edges}})"},
      {"twisty_unreachable_twist",
       "Not a state a {puzzle} can reach by turning: the {kind, select, tip {tips} centre {centres} corner {corners} "
       "other {edges}}' twists do not add up: {kind, select, edge {an edge} tip {a "
       "tip} centre {a centre} other {a corner}} is {turned, select, flipped {flipped} other {twisted}} in its place "
       "(or "
       "pieces are swapped)"},
      {"twisty_invariant_twist",
       "The {kind, select, tip {tips} centre {centres} corner {corners} other {edges}}' twists do not add up: one "
       "{kind, select, tip {tip} centre {centre} corner {corner} other {edge}} is twisted in place"},
      {"twisty_invariant_parity", "The {kinds} are in an odd permutation (parity): two of them are swapped"},
      // ---- Clock (wasm/puzzles/clock/) ----
      {"clock_hours", "{hours} o'clock"},
      {"clock_dial", "{side, select, front {front} other {back}} {place}"},
      {"clock_length",
       "a clock state has 22 symbols: the 9 front dials, the 9 back dials (0-9, a for 10, b for 11) and the 4 pins (U "
       "up, d down), e.g. 000000000/000000000/dddd; found {count}"},
      {"clock_dial_symbol",
       "column {column}: the {dial} dial is '{symbol}'; a dial is 0-9, a (10 o'clock) or b (11), 0 being 12 o'clock"},
      {"clock_pin_symbol", "column {column}: the {pin} pin is '{symbol}'; a pin is U (up) or d (down)"},
      {"clock_wheel",
       "column {column}: the {back} dial shows {back_shows}, but it is the same wheel as the {front} dial (column "
       "{front_column}), which shows {front_shows}: a wheel showing h on one side shows 12 - h on the other, so the "
       "{back} should show {back_should} (or the {front} {front_should})"},
      // ---- 8-puzzle (wasm/puzzles/8puzzle/) ----
      {"board_empty", "no tiles given: type 9 numbers row by row, e.g. 1 2 3 4 5 6 7 8 0 (0 is the blank)"},
      {"board_item", "item {index} ('{text}', column {column})"},
      {"board_not_a_number", "{item} is not a number: use 1 to 8 for the tiles and 0 (or _) for the blank"},
      {"board_out_of_range", "{item} is {value}, but the tiles are 1 to 8 (and 0 is the blank)"},
      {"board_count",
       "found {count, plural, one {# number} other {# numbers}}; a 3x3 board needs 9: the tiles 1 to 8 and 0 for the "
       "blank, row by row"},
      {"board_tile_repeated",
       "{tile, plural, =0 {the blank (0)} other {tile #}} appears {times, plural, =2 {twice} =3 {three times} other {# "
       "times}} (items {items})"},
      {"board_tile_missing", "{tile, plural, =0 {there is no blank (0)} other {tile # is missing}}"},
      {"board_tiles", "{problems}; each of 1 to 8 and the blank must appear exactly once"},
      // ---- Square-1 (wasm/puzzles/sq1/) ----
      {"sq1_slot", "{layer, select, top {top} other {bottom}} slot {slot} (column {column})"},
      {"sq1_piece", "the {place} {kind, select, corner {corner} other {edge}} ({letter})"},
      {"sq1_fields",
       "a Square-1 state is three fields separated by '/': the top layer's 12 slots, the bottom's 12 and the middle "
       "layer (0 or 1), as AABCCDEEFGGH/IJJKLLMNNOPP/0; this has {count}"},
      {"sq1_layer_slots",
       "the {layer, select, top {top} other {bottom}} layer has {count} slots ({degrees} degrees): a layer fills 360 "
       "degrees, 12 slots of 30 (a corner is written in two, an edge in one)"},
      {"sq1_middle", "the middle layer is one symbol, 0 (as solved) or 1 (its right half turned over), not '{text}'"},
      {"sq1_symbol",
       "column {column}: '{symbol}' in the {slot} is not a piece: the pieces are A-P (corners A C E G J L N P, written "
       "twice; edges B D F H I K M O)"},
      {"sq1_missing", "{piece} is missing"},
      {"sq1_written",
       "{piece} is written {times, plural, one {once} other {# times}} ({slots, list, comma}): {kind, select, corner "
       "{a corner fills "
       "two slots side by side} other {an edge fills one slot}}"},
      {"sq1_split",
       "{piece} is in two places ({slots, list, comma}): a corner fills two slots side by side in one layer"},
      // ---- solver replies: refusals, limits, how proven (wasm/solvers/) ----
      {"solve_cancelled", "cancelled"},
      {"stickers_not_a_cube", "the stickers do not make a cube"},
      {"not_solvable_cube", "not a solvable cube (pieces, twist, flip or parity)"},
      {"input_part",
       "{part, select, start {start} goal {goal} moves {moves} move_set {move set} scramble {scramble} skeleton "
       "{skeleton} other {{part}}}: {what}"},
      {"sentences", "{first} {then}"},
      {"no_solution_found", "no solution found"},
      {"no_solution_within", "no solution of at most {max} moves"},
      {"no_solution_within_bound", "no solution of at most {max} moves (the shortest has at least {bound})"},
      {"shortest_over_limit",
       "the shortest solution has {length} {unit, select, turns {turns} slides {slides} other {moves}}, more than the "
       "limit of {max}"},
      {"found_over_limit",
       "the solution found has {length} {unit, select, slashes {slashes} other {turns}}, more than the limit of {max}"},
      {"method_over_limit",
       "the {method, select, lbl {layer-by-layer} other {Thistlethwaite}} solution has {length} moves, over the limit "
       "of {max}"},
      {"reduction_over_limit",
       "the reduction found {length} moves, more than the limit of {max} (it does not look for the shortest)"},
      {"budget_ended", "the time budget ended before a solution was found"},
      {"budget_ended_shortest", "the time budget ended before the shortest solution was found"},
      {"budget_ended_listing", "the time budget ended before all the solutions asked for were found"},
      {"budget_ended_bound",
       "the time budget ended before a solution was found; every solution has at least {bound} moves"},
      {"budget_ended_within", "time budget ended before a solution of at most {max} moves was found"},
      {"budget_ended_depth",
       "time budget ended: no solution of at most {max} moves found (search reached depth {depth})"},
      {"cancelled_at_depth", "cancelled: search reached depth {depth}"},
      {"not_proven_depth", "not proven optimal: search reached depth {depth}"},
      {"fallback_proven", "two-phase solution proven optimal: none of {limit} moves or fewer"},
      {"optimal_listed_cut",
       "{count} optimal solutions listed when the {why, select, cancelled {search was cancelled} other {time budget "
       "ended}}; there may be more"},
      {"optimal_listed_first", "the first {count} optimal solutions (as many as asked for); there may be more"},
      {"optimal_listed_all", "every optimal solution: {count}"},
      {"three_stage_failed", "3x3x3 stage: {why}"},

      // ---- stages of a solution (Stage::code: the name, and code + "_why") ----
      {"stage_five_phase_1", "Centres: one axis"},
      {"stage_five_phase_1_why",
       "one axis's centre colours (X- and +-centres) onto that axis's two faces, with every block turn"},
      {"stage_five_phase_2", "Centres: every axis"},
      {"stage_five_phase_2_why",
       "the other centres split between their two axes and the wings' permutation made even, keeping the first "
       "axis's centres (its faces' outer turns left out, the other wide turns halved)"},
      {"stage_five_phase_3a", "Edges: classes"},
      {"stage_five_phase_3a_why",
       "every wing into the class of places the last phases turn it through and the middle edges oriented, the "
       "centres kept on their axes (outer turns and wide half turns)"},
      {"stage_five_phase_3b", "Edges: slices"},
      {"stage_five_phase_3b_why",
       "the middle slice's edges out of the way of the slice the next phase pairs, the centres as it needs them "
       "(U, D, R, L, F2, B2 and wide half turns)"},
      {"stage_five_phase_4", "Edges: one slice paired"},
      {"stage_five_phase_4_why",
       "the four edges of one slice paired in that slice, and the centres as the last phase needs them (two faces' "
       "quarter turns, the other turns halved)"},
      {"stage_five_phase_5", "Centres and edges home"},
      {"stage_five_phase_5_why", "every centre home and every edge paired (U and D quarter turns, the others halved)"},
      {"stage_reduced_3x3x3", "3x3x3"},
      {"stage_reduced_3x3x3_why", "the reduced cube solved as a 3x3x3 by the two-phase solver, outer turns only"},
      {"stage_inner_4x4x4", "Inner 4x4x4"},
      {"stage_inner_4x4x4_why",
       "the inner layers read as a 4x4x4 (each side's two outer layers as one) reduced by the 4x4x4's centre and "
       "pairing phases: the inner X-centres home and the inner wings paired, no parity left"},
      {"stage_inner_5x5x5", "Inner 5x5x5"},
      {"stage_inner_5x5x5_why",
       "the inner layers read as a 5x5x5 (each side's two outer layers as one) reduced by the five-phase reduction's "
       "phases 1-5: the inner centres home and the inner edges whole"},
      {"stage_bar_glue", "Bars glued to edges"},
      {"stage_bar_glue_why",
       "face turns that put beside each inner edge sticker a centre of the colour its row will need: the inner cube's "
       "reduction turns only deeper layers, which carry each such pair together, so pairing the inner edges makes "
       "those rows of centres one colour too"},
      {"stage_centre_bars", "Centre bars"},
      {"stage_centre_bars_why",
       "each row of centres beside the inner block made one colour by centre commutators that keep the inner cube: "
       "each face's centres are then a 5x5x5's"},
      {"clock_optimal",
       "optimal: every one of the {examined} ways to solve it with the 18 WCA pin sets was examined; {count, plural, "
       "one {# has} other {# have}} the fewest moves"},
      {"sq1_split_budget", "two-phase: the budget ended before every shorter split between the phases was tried"},
      {"sq1_split_shortest", "two-phase: the shortest of all splits between shape and square-square"},
      {"sq1_optimal_proven", "optimal: no solution has fewer than {slashes} slashes"},
      {"sq1_not_proven", "not proven optimal: the budget ended; every solution has at least {bound} slashes"},
      {"board_tiles_once", "each of the tiles 1 to 8 and the blank 0 must appear exactly once"},
      {"moves_no_quarter_turns", "moves: {moves} has no quarter turns to search QTM with"},
      {"pocket_dbl_fixed",
       "no cube that matches the goal has the start's DBL corner as it is, and {moves} never moves that corner; allow "
       "D, L or B turns, or mark the DBL stickers (D3, B4, L3) x"},
      {"pocket_orbits",
       "no sequence of {moves} turns can reach the goal: some corner would have to go where these turns never take it"},
      {"pocket_unreachable",
       "no sequence of {moves} turns reaches the goal (all {states} cubes these turns reach from the start were "
       "searched)"},
      {"pocket_gave_up",
       "gave up after {states} cubes without reaching the goal; it may be out of reach of {moves} turns"},
      {"pocket_start_unreachable",
       "start: not a reachable 2x2x2 state (corners repeated or twist sum not a multiple of 3)"},
      {"pocket_goal_count", "expected 24 stickers (in the start's colours, x or ? for any), found {count}"},
      {"pocket_goal_impossible", "no 2x2x2 cube looks like this (the stickers given cannot all be right at once)."},
      {"move_set_not_a_face",
       "column {column}: '{symbol}' is not a face turn; use U R F D L B, each optionally followed by 2 or '{wide, "
       "select, yes { (lower case is a wide turn; a 2x2x2 move set takes face turns)} other {}}"},
      {"move_set_empty", "no turns given"},
      {"pocket_goal_letters", "goal: expected 24 stickers in face letters U R F D L B, or x for any"},
      {"goal_needed",
       "solver 'goal' needs a goal: a preset (cross, xcross@U, eoline, ...), a pattern with x for any sticker, or a "
       "chain \"cross, pair, pair\""},
      {"goal_unreachable",
       "no sequence of {moves} turns reaches the goal from this start: they can never bring {known, select, yes "
       "{{pieces}} other {the pieces}} into the places and orientations the goal asks for"},
      {"goal_step_failed", "step {step} ({name}): {why}"},
      // ---- goal patterns and presets (wasm/solvers/goal/) ----
      {"goal_empty", "empty; give a preset (cross, xcross, eoline, 2x2x2, f2l, ...) or a pattern of 54 stickers"},
      {"goal_empty_2x2", "empty; give a pattern of 24 stickers, face or first-layer"},
      {"goal_start_count", "expected 54 stickers (3x3x3) or 24 (2x2x2), found {count}"},
      {"goal_2x2_for_3x3", "a 2x2x2 pattern (24 stickers) for a 3x3x3 start"},
      {"goal_sets_on_2x2",
       "sets of colours [..] are for 3x3x3 patterns; a 2x2x2 pattern takes one colour or x per sticker"},
      {"goal_unknown_preset",
       "unknown preset '{text}'; presets are {known} (add @U, @DR ... for another bottom and front face)"},
      {"goal_preset_faces",
       "'{text}': after '@' give the bottom face and optionally the front face, e.g. {name}@U or {name}@DR"},
      {"goal_preset_front", "'{text}': the front face cannot be the bottom face or opposite it"},
      {"goal_sticker_count",
       "expected 54 stickers (in the start's colours; x or ? for any; [..] for a set of colours), found {count}"},
      {"goal_set_unclosed", "the set of colours at sticker {sticker} has no closing ']'"},
      {"goal_set_colour", "'{symbol}' in the set at sticker {sticker} is not one of the start's colours ({colours})"},
      {"goal_set_empty", "the set at sticker {sticker} allows no colour at all"},
      {"goal_set_stray_close", "']' at sticker {sticker} closes no set"},
      {"goal_sticker_colour",
       "sticker {index} ({sticker}) is '{symbol}', which is not one of the start's colours ({colours}) nor x or ? for "
       "any colour"},
      {"goal_centre_fixed",
       "the centre of face {face} (sticker {sticker}) never moves and always shows its own colour, which the pattern "
       "does not allow"},
      {"goal_no_such_piece",
       "no {kind, select, corner {corner} other {edge}} has the colours the pattern asks for at {where}"},
      {"goal_piece_twice",
       "the pattern asks for the same {kind, select, corner {corner} other {edge}} in two places; nothing is left for "
       "{where}"},
      {"goal_odd_flips", "the pattern has an odd number of flipped edges, which no cube has"},
      {"goal_twists", "the pattern's corner twists do not add up to whole turns, which no cube has"},
      {"goal_parity", "the pattern swaps two pieces and nothing else, which no cube can do"},
      // ---- solver table: titles, help, goal hints (wasm/solvers/*/…_entry.cpp) ----
      {"solver_clock_title", "Clock optimal"},
      {"solver_clock_help",
       "Optimal in the WCA's count (each dial turn one move; y2 and the pins free): every one of the "
       "20,736 solutions the 18 WCA pin sets allow is examined and the shortest kept, fewest hours "
       "turned first among equals."},
      {"solver_fmc_title", "Fewest moves steps (EO, DR, HTR, finish)"},
      {"solver_fmc_help",
       "Fewest-moves steps, each optimal: goal eo, dr, htr or finish, an axis (fb, rl, ud), "
       "niss normal|inverse|both and within K (every solution up to the optimum + K); moves in "
       "^( ) go on the inverse side. No goal: the four steps in turn."},
      {"solver_fmc_goal_hint",
       "A step: eo, dr, htr or finish; an axis (fb, rl, ud); niss normal|inverse|both; "
       "within K. Empty: the four steps in turn"},
      {"solver_goal_title", "Goal / steps (partial goals)"},
      {"solver_goal_help", "Goal / steps (partial goals)"},
      {"solver_goal_goal_hint",
       "A preset (cross, xcross@U, eoline, face on U), a pattern of stickers with x for any, or "
       "a chain “cross, pair, pair”; “cn: cross” for any colour"},
      {"solver_lbl_title", "Layer by layer (beginner's method)"},
      {"solver_lbl_help",
       "Layer by layer, as people learn it: longer solutions, one step at a time; playback pauses "
       "after each step."},
      {"solver_megaminx_title", "Megaminx step by step"},
      {"solver_megaminx_help",
       "Step by step, as people solve it: the first layer and the second block by block, each "
       "step a search over the turns of a few faces; then the last layer in two looks (orientation, "
       "permutation) from tables of algorithms found by search. Every turn counts one (U2 too)."},
      {"solver_optimal_title", "Optimal (fewest moves)"},
      {"solver_optimal_help",
       "Optimal: the fewest moves possible, proven by searching every shorter length (random "
       "states: 17–18 moves, seconds to minutes). The small table suits phones; the large one "
       "searches ~10× fewer nodes, the medium one lies between. When the time budget ends you get the "
       "two-phase solution, marked not proven optimal. All optimal solutions: the optimal length is "
       "then searched to its end, up to ~13× longer."},
      {"solver_pocket_title", "2x2x2 optimal"},
      {"solver_pocket_help",
       "Optimal: the fewest moves possible, from a table of every 2×2×2 state; to any goal pattern, "
       "with any set of turns."},
      {"solver_pocket_goal_hint",
       "24 stickers in the start's colours, x for any (e.g. UUUUxxxx… = top face done); empty = "
       "solved"},
      {"solver_pyraminx_title", "Pyraminx optimal"},
      {"solver_pyraminx_help",
       "Optimal: the fewest turns possible, tips included, from a table of all 933,120 Pyraminx states "
       "without tips (built in a fraction of a second); the tips are turned first."},
      {"solver_reduction_title", "Reduction (4x4x4-7x7x7)"},
      {"solver_reduction_help",
       "Reduction: the U-D and R-L centres first (on the 6x6x6 and 7x7x7 the X-centres, then the "
       "other centres by commutators), then each edge's wings paired (on the 4x4x4 as the centres "
       "are finished; on the bigger cubes once the centres are home), with no edge flip parity left "
       "(the 6x6x6's edge swap parity fixed by one algorithm), and the reduced cube solved as a "
       "3x3x3 by the two-phase solver. Lengths count every outer or wide turn as 1 (OBTM); not the "
       "shortest solutions. The 5x5x5 instead in five phases (after cs0x7f's cube555): one axis's centres, "
       "the other centres split between their axes, then the edges paired and every centre home in three "
       "phases, then the 3x3x3."},
      {"solver_skewb_title", "Skewb optimal"},
      {"solver_skewb_help",
       "Optimal: the fewest turns possible (WCA metric: R U L B and their inverses count one each), "
       "from a table of all 3,149,280 Skewb states (built in a fraction of a second)."},
      {"solver_sliding_title", "8-puzzle optimal"},
      {"solver_sliding_help",
       "Optimal: the fewest slides possible, from a table of all 181,440 boards the goal can be "
       "reached from."},
      {"solver_sliding_goal_hint", "9 numbers row by row, 0 or _ for the blank; empty = 1 2 3 / 4 5 6 / 7 8 _"},
      {"solver_sq1_title", "Square-1 two-phase"},
      {"solver_sq1_help",
       "Two-phase in the twist metric (each slash one move, turns free), as Chen Shuang's sq12phase: "
       "the shape to a cube by the exact distances of the 3678 slashable shapes, then the "
       "square-square group by pruning tables over corners and edges; the shortest split between "
       "the phases is looked for within the time budget (0.3 s by default)."},
      {"solver_sq1_optimal_title", "Square-1 optimal"},
      {"solver_sq1_optimal_help",
       "The fewest slashes (twist metric): IDA* over the whole state, bounded by the exact distances of "
       "the shape with the top's corners and of the shape with the top's edges; the two-phase "
       "solution first, then proven or improved within the time budget (10 s by default; said "
       "'not proven' when it ends)."},
      {"solver_thistlethwaite_title", "Thistlethwaite (4 phases, ≤ 45 moves)"},
      {"solver_thistlethwaite_help",
       "Thistlethwaite: four phases through nested subgroups, ≤ 45 moves; playback pauses after "
       "each phase."},
      {"solver_twophase_title", "Two-phase (≤ 20 moves)"},
      {"solver_twophase_help",
       "Two-phase finds ≤ 20 moves in milliseconds; max length 21 or more returns even faster. "
       "\"Show steps\" above the moves shows its two phases."},
      // ---- goal presets' titles (wasm/solvers/goal/goal_presets.cpp) ----
      {"goal_preset_cross", "Cross"},
      {"goal_preset_xcross", "Extended cross (cross + one F2L pair)"},
      {"goal_preset_xxcross", "Cross + two F2L pairs"},
      {"goal_preset_xxxcross", "Cross + three F2L pairs"},
      {"goal_preset_pair", "One more F2L pair"},
      {"goal_preset_f2l", "First two layers"},
      {"goal_preset_first_layer", "First layer"},
      {"goal_preset_eoline", "EOLine (ZZ)"},
      {"goal_preset_eocross", "EOCross (ZZ)"},
      {"goal_preset_eo", "Edges oriented (ZZ EO)"},
      {"goal_preset_2x2x2", "2x2x2 block (Petrus)"},
      {"goal_preset_2x2x3", "2x2x3 block (Petrus)"},
      {"goal_preset_roux_fb", "Roux first block"},
      {"goal_preset_face", "One face of one colour"},
      // ---- FMC steps (wasm/solvers/fmc/) ----
      {"fmc_goal_no_step", "no step: expected eo, dr, htr or finish"},
      {"fmc_goal_unknown_step", "unknown step '{word}' (expected eo, dr, htr or finish)"},
      {"fmc_goal_finish_axis", "finish takes no axis (half turns keep every axis)"},
      {"fmc_goal_niss", "niss must be normal, inverse or both, not '{value}'"},
      {"fmc_goal_within", "within takes a number of moves from 0 to 99, not '{value}'"},
      {"fmc_goal_unknown_word",
       "unknown word '{word}' in the step (expected an axis fb, rl or ud, niss MODE, within K{scratch, select, yes { "
       "or scratch)} other {)}}"},
      {"fmc_htr_no_dr",
       "HTR starts from domino reduction (DR), and this state is in DR on no axis: take the DR step first (--goal dr)"},
      {"fmc_htr_other_axis",
       "HTR on {axis} starts from DR on {axis}, and this state is in DR on {axes, list, comma} only"},
      {"fmc_finish_no_htr",
       "finish starts from half-turn reduction (HTR): this state is not solvable by half turns; take the HTR step "
       "first "
       "(--goal htr)"},
      {"fmc_unreachable",
       "{step, select, finish {finish} other {{step}}}{on, select, axis { on {axis}} any { on any axis} other {}} "
       "cannot be reached from this state with the moves {moves} {niss, select, normal {on the normal side} inverse "
       "{on the inverse side} other {with NISS}}"},
      {"fmc_no_step_within", "no {step, select, finish {finish} other {{step}}} of at most {max} moves"},
      {"fmc_step_failed", "{step, select, finish {finish} other {{step}}}: {why}"},
      {"fmc_steps_over_limit", "the four steps take {length} moves, more than {max}"},
      // ---- langs2: the other puzzles' notation, the bindings' arguments, the camera scan ----
      // Pyraminx, Skewb, Megaminx turns (wasm/puzzles/twisty/twisty_notation.cpp)
      {"twisty_parse", "column {column}: {what}; the {puzzle} accepts {accepted}"},
      {"twisty_not_a_turn_symbol", "'{symbol}' is not a turn"},
      {"twisty_not_a_turn", "'{turn}' is not a {puzzle} turn"},
      {"pyraminx_accepted", "U L R B (two layers) and u l r b (tips), each with ' for the other way"},
      {"skewb_accepted", "R U L B, each with ' for the other way"},
      {"megaminx_accepted",
       "U F R L BL BR D B DL DR FR FL, each alone (72 degrees clockwise), with 2 (144), 2' or '; and the WCA "
       "scramble turns R++ R-- D++ D--"},
      {"start_stickers", "the start state has {count} stickers; a {puzzle} has {expected}"},
      // Square-1 moves (wasm/puzzles/sq1/sq1_notation.cpp)
      {"sq1_not_a_move", "'{symbol}' is not a Square-1 move: write (x,y) for a turn and / for a slash"},
      {"sq1_amount_expected",
       "expected the {layer, select, top {top} other {bottom}}'s amount, a number of twelfths -11..11{end, select, "
       "yes {, not the end} other {, not '{symbol}'}}"},
      {"sq1_amount_range",
       "the {layer, select, top {top} other {bottom}} turns at most 11 twelfths either way (-11..11), not {text}"},
      {"sq1_comma", "expected ',' between the top's and the bottom's amounts, as in (1,0)"},
      {"sq1_close", "expected ')' to close the turn that opens at column {open}"},
      {"sq1_slash_blocked",
       "slash {number} cannot be made: {piece} lies across the cut in the {layer, select, top {top} other {bottom}} "
       "layer (its slots {a} and {b}); turn that layer first"},
      {"start_state_problem", "the start state: {what}"},
      // Clock moves (wasm/puzzles/clock/clock_notation.cpp)
      {"clock_not_rotation", "'{token}' is not a clock rotation: the WCA turns the clock over with y2 only"},
      {"clock_not_a_move",
       "'{token}' is not a clock move: WCA clock notation: a pin set UR DR DL UL U R D L ALL with hours 0-6 and + "
       "(clockwise) or - (UR3+, ALL2-), y2 to turn the puzzle over, and pin letters alone for the pins left up (UR "
       "DL)"},
      {"clock_needs_hours", "'{token}' needs the hours after {pins}: a number 0-6 and + or - ({pins}3+)"},
      {"clock_too_many_hours", "'{token}' turns more than 6 hours: the WCA writes 0-6 each way (7+ is 5-)"},
      {"clock_needs_sign", "'{token}' needs + (clockwise) or - (anticlockwise) after the hours"},
      {"clock_bad_end", "'{token}' ends in '{end}': the hours end with + (clockwise) or - (anticlockwise)"},
      // 8-puzzle slides (wasm/puzzles/8puzzle/sliding_board.cpp, wasm/bindings/sliding_api.cpp)
      {"slides_not_a_slide",
       "slides: column {column}: '{symbol}' is not a slide; use U, D, L or R (the direction the blank moves)"},
      {"slide_off_board", "slide {number} ({slide}) would move the blank off the board"},
      {"board_which", "{board, select, start {start} other {goal}}: {what}"},
      {"board_unsolvable",
       "unsolvable: the start has {start_parity, select, odd {an odd} other {an even}} number of inversions "
       "({start_count}) and the goal {goal_parity, select, odd {an odd} other {an even}} number ({goal_count}); a "
       "slide never changes this parity (a sideways slide keeps the tiles' reading order, an up or down slide moves "
       "one tile past two others), so no sequence of slides turns one into the other. Swapping two tiles of the start "
       "would make it solvable."},
      // The bindings' arguments (wasm/bindings)
      {"unknown_puzzle", "unknown puzzle '{name}'"},
      {"not_a_cube", "the {puzzle} is not a cube"},
      {"bad_seed", "the seed must be a whole number from 0 to 2^53"},
      {"bad_count", "the count must be from 0 to 1000000"},
      {"no_stickers", "the {puzzle} has no stickers to draw"},
      {"no_dial", "no dial or pin {dial}"},
      {"not_a_move_of", "move {number} ({move}) does not exist on the {puzzle}"},
      // The camera scan (wasm/scan/scan.cpp)
      {"scan_not_cube4", "the camera scan reads the 2x2x2 and the 3x3x3, not the 4x4x4"},
      {"scan_sticker_total", "a {puzzle} has {expected} stickers, not {count}"},
      {"scan_sticker", "sticker {index} ({face} face, row {row}, column {column})"},
      {"scan_alike",
       "the {a} and {b} colours look alike ({centres, select, yes {centres } other {}}CIELAB distance {distance}): "
       "more light, or less coloured light, may tell them apart"},
      {"scan_overruled",
       "{sticker} reads as the {reads} colour (CIELAB distance {distance}{glare, select, yes {, glare?} other {}}), "
       "but the nearest valid cube needs {needs} there (distance {needs_distance})"},
      {"scan_internal", "internal: {what}"},
      // ---- table choices: the optimal solver's table sizes (wasm/solvers/optimal/optimal_entry.cpp) ----
      {"table_small", "Small"},
      {"table_medium", "Medium"},
      {"table_large", "Large"},
      {"table_xlarge", "Extra large"},
      {"table_small_label", "Small: {megabytes} MB (phones; builds in about half a minute)"},
      {"table_medium_label", "Medium: {megabytes} MB (laptops; builds in about half a minute)"},
      {"table_large_label", "Large: {gigabytes} GB (desktops; ~{fewer}× fewer nodes; minutes to build)"},
      {"table_xlarge_label",
       "Extra large: {gigabytes} GB (browsers that allow {allowed} GB; ~{fewer}× fewer nodes than large)"},
      {"table_expect",
       "random states ~{median} s (median), {depth, plural, one {# move} other {# moves}} ~{seconds} s"},
      {"table_expect_range",
       "random states ~{low}-{high} s (median), {depth, plural, one {# move} other {# moves}} ~{seconds} s"},
      {"table_expect_xlarge",
       "a little faster than large ({low}-{high}x fewer nodes); a {depth}-move state ~{seconds} s"},
      // ---- end of table choices ----
      // ---- requests, table cache, internal errors (langs4) ----
      // The registry's request checks (wasm/solvers/registry.cpp)
      {"unknown_puzzle_of", "unknown puzzle '{name}' (expected {puzzles, list, or})"},
      {"no_solver_yet", "no solver solves the {puzzle} yet"},
      {"unknown_solver", "unknown solver '{name}' (known: {solvers, list, comma})"},
      {"solver_not_for_puzzle", "solver '{solver}' does not solve the {puzzle} (use {solvers, list, or})"},
      {"solver_takes_no",
       "solver '{solver}' takes no {option, select, moves {move set} other {goal}} (solvers that take one: {solvers, "
       "list, or})"},
      {"solver_table_names", "{solver}: {tables, list, or}"},
      {"solver_no_table_option", "solver '{solver}' takes no table option (only {which, list, semicolon})"},
      {"unknown_table", "unknown table '{table}' for solver '{solver}' (expected {tables, list, or})"},
      {"bad_threads", "threads must be from 1 to 64, not {threads}"},
      {"solver_no_threads", "solver '{solver}' takes no threads option (only {solvers, list, or})"},
      {"unknown_metric", "unknown metric '{metric}' (expected {metrics, list, or})"},
      {"solver_one_metric", "solver '{solver}' counts in {only} only, not '{metric}'"},
      // Tables: building, exporting, importing (registry.cpp)
      {"tables_no_memory",
       "not enough memory to {doing, select, export {export} other {build}} the tables of '{solver}'"},
      {"tables_not_built", "the tables of '{solver}' could not be built"},
      {"tables_build_failed", "the table build failed: {what}"},
      {"tables_none", "solver '{solver}' has no tables to {doing, select, export {export} other {import}}"},
      {"tables_no_memory_load", "not enough memory to load the tables of '{solver}' ({mib} MiB)"},
      {"tables_cannot_load", "the tables of '{solver}' cannot be loaded"},
      {"table_import_finished", "the import is finished"},
      {"table_chunk_misfit", "table chunk at {offset} does not fit the table blob"},
      {"table_chunk_checksum", "table chunk at {offset} checksum mismatch"},
      {"table_blob_incomplete", "table blob incomplete: {filled} of {total} bytes"},
      {"table_chunk_no_memory", "not enough memory for a table chunk"},
      // A stored copy that does not verify (wasm/tables/table_file.cpp and the solvers' loaders)
      {"table_file_bad_magic", "not a table file (bad magic)"},
      {"table_file_checksum", "table file checksum mismatch (corrupt or truncated)"},
      {"table_file_header", "table file header truncated"},
      {"table_file_other_set", "table file holds set '{set}', expected '{expected}'"},
      {"table_file_set_version", "table set '{set}' has version {version}, expected {expected}"},
      {"table_file_truncated", "table file truncated"},
      {"table_checksum", "table '{table}' checksum mismatch"},
      {"table_file_trailing", "table file has trailing bytes"},
      {"table_version", "table '{table}' has version {version}, expected {expected}"},
      {"table_size", "table '{table}' has {bytes} bytes, expected {expected}"},
      {"table_missing", "table '{table}' is missing"},
      {"table_set_unexpected", "table set has unexpected tables"},
      {"table_out_of_range", "table '{table}' holds an out-of-range value"},
      {"pocket_table_bad",
       "pocket table: {what, select, depths {bad depth counts} other {solved state is not at distance 0}}"},
      {"megaminx_tables_unread",
       "the Megaminx's {part, select, last_block {last-block} other {last-layer}} tables do not read (another "
       "version, or damaged)"},
      {"megaminx_tables_size",
       "the Megaminx's {part, select, last_block {last-block pattern} other {step}} tables are not the size this "
       "build makes"},
      {"megaminx_table_count", "the Megaminx table set has {count} tables, not 3"},
      {"megaminx_table_name", "the Megaminx table set's table {number} is '{name}', not '{expected}'"},
      // The optimal solver's tables (wasm/solvers/optimal/)
      {"optimal_no_memory_build", "not enough memory to build the {size} optimal table (about {mib} MiB)"},
      {"optimal_no_memory_load", "not enough memory to load the {size} optimal table ({mib} MiB)"},
      {"optimal_build_failed", "optimal table build failed: {what}"},
      {"optimal_not_built", "the optimal tables could not be built"},
      {"optimal_other_size", "these are the {size} optimal tables, but the {selected} ones are selected"},
      {"optimal_table_wrong_size", "table '{table}' missing or of the wrong size"},
      {"optimal_unexpected_tables", "optimal table set has unexpected tables"},
      {"optimal_out_of_range", "optimal tables hold out-of-range values"},
      // How each optimal table size was measured (the table list's hover text; docs/BENCHMARKS.md)
      {"table_measured",
       "random states: median {median} s, {proven} of {count} proven within {budget} s ({depth} moves: "
       "{depth_median} s median); built in {built} s (Chromium {chromium}, {threads} threads, 2-core Xeon VM, quiet, "
       "{date})"},
      {"table_measured_large",
       "random states: median {low}-{high} s (two runs), {proven} of {count} proven within {budget} s ({depth} "
       "moves: {depth_low}-{depth_high} s median); built in {built} s, or the prebuilt file downloaded in {download} "
       "s (Chromium {chromium}, {threads} threads, 2-core Xeon VM, quiet, {date})"},
      {"table_measured_xlarge",
       "native, one thread: {depth}-move positions median {cpu} s of CPU (large: {cpu_large} s), {low}-{high}× fewer "
       "nodes; {states} random states median {median} s (large: {median_large} s) (2-core Xeon VM, load "
       "{load_low}-{load_high}); in Chromium {chromium}, {threads} threads: a {depth}-move state proven in {proven} "
       "s, built in {built} s (quiet), the prebuilt file downloaded in {download} s ({date})"},
      // The Megaminx solver's steps (wasm/solvers/megaminx/)
      {"megaminx_step_failed",
       "{step, select, last_block_edges {the last block's edges are not all in the U and BR faces} last_block {the "
       "last block found no solution with U and BR} last_layer_pieces {the last layer's pieces are not all in the U "
       "face} last_layer_case {a last-layer case the tables do not hold} other {the step '{step}' found no "
       "solution}}"},
      // What should never happen (the reductions, the optimal and two-phase searches)
      {"internal_bug",
       "{what, select, inner_cube {the inner cube's reduction found nothing (a bug: please report the state)} "
       "pseudo_five {the cube read as a 5x5x5 is not a valid one (a bug: please report the state)} centre_commutators "
       "{the centre commutators got stuck (a bug: "
       "please report the state)} not_3x3x3 {the reduced cube is not a 3x3x3 (a bug: please report the state)} "
       "megaminx_orientation {the last block's edges have no orientation U and BR keep} megaminx_flips {U or BR "
       "flips an edge} optimal_prune {internal error: the optimal pruning table is damaged} other {internal error: "
       "a solution failed its check (damaged tables?)}}"},
      // A smart cube's reported pieces (wasm/core/reported_cubies.cpp, wasm/bindings/smartcube_api.cpp)
      {"smart_cubies", "the cubies must be an object {shape}"},  // shape: "{ cp, co, ep, eo }" (braces as data)
      {"smart_array", "{name} must be an array of {count} numbers"},
      {"smart_item",
       "{name}[{index}] {what, select, not_a_number {is not a number} other {must be a whole number from 0 to 255}}"},
      {"smart_sticker",
       "{kind, select, corner {corner} other {edge}} position {position} names sticker {sticker}{why, select, range "
       "{, not one of 0..53} centre {, a centre} other { a second time}}"},
      {"smart_piece",
       "{kind, select, corner {corner} other {edge}} position {position} holds piece {piece} {kind, select, corner "
       "{twisted} other {flipped}} {turn} ({kind, select, corner {pieces 0..7, twists 0..2} other {pieces 0..11, "
       "flips 0..1}})"},
      // The solver worker's notes on a table load, download or build (web/worker/solver.ts,
      // prebuilt-table.ts): said by the worker, registered here so that one registry holds
      // every code the page formats; the core's own errors nest in them as {why}.
      {"note_pair", "{first}; {second}"},
      {"note_chunk", "chunk {index} of {count}: {why}"},
      {"note_cache_unreadable",
       "IndexedDB could not be read ({why}){built, select, yes {; tables built instead} other {}}"},
      {"note_stored_empty", "the stored copy is empty"},
      {"note_cache_damaged",
       "the cached copy failed verification ({why}); deleted{after, select, downloaded { and downloaded again} rebuilt "
       "{ and rebuilt} other {}}"},
      {"note_not_exported", "the tables could not be exported ({why})"},
      {"note_not_stored", "the tables could not be stored in IndexedDB ({why}); they will be built again next time"},
      {"note_quota",
       "QuotaExceededError: the browser gave no room for their {mib} MiB; a private window keeps far less than it "
       "reports"},
      {"note_prebuilt_unused",
       "the prebuilt table was not used ({why}){here, select, yes {; built here instead} other {}}"},
      {"note_module_stopped", "the module stopped while building the tables ({what})"},
      {"note_cached_not_loaded", "cached in IndexedDB, not loaded yet"},
      {"note_not_built", "not built yet"},
      {"note_cache_cleared", "cache cleared; these tables stay loaded until the page reloads"},
      {"note_no_store", "IndexedDB is not available here: tables are built on every visit"},
      {"download_not_started", "the download did not start ({why})"},
      {"download_status", "the host answered {status} for the file"},
      {"download_compressed", "the host sends the file compressed ({encoding}), so its size is unknown"},
      {"download_broke_off", "the download broke off after {received} MiB of {total} MiB ({why})"},
      {"download_too_long", "the file is longer than the {total} MiB the host announced"},
      {"download_refused_at", "the file was refused at {at} MiB ({why})"},
      {"download_stopped", "the download stopped after {received} MiB of {total} MiB"},
      {"download_refused_end", "the file was refused at its end ({why})"},
      {"download_checksum", "the file failed its checksum check ({why})"},
      {"core_file_not_loaded",
       "The solver core file ({file}) did not load ({tries} tries: {why}). Check the network connection, then press "
       "Retry."},
      {"solver_worker_stopped", "the solver worker stopped"},
      {"solver_worker_stopped_why", "the solver worker stopped: {why}"},
      {"worker_script_not_loaded",
       "The solver worker's script did not load ({tries} tries). Check the network connection, then press Retry."},
      {"worker_script_not_loaded_why",
       "The solver worker's script did not load ({tries} tries: {why}). Check the network connection, then press "
       "Retry."},
      // ---- end of requests, table cache, internal errors ----
  };
  return catalog;
}

}  // namespace cube
