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
       "any two edges, or any two corners, gives a cube that solves. Swapping {a} and {b} puts one of them home; check "
       "which two are swapped on your cube."},
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
  };
  return catalog;
}

}  // namespace cube
