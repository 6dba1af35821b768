// The core's messages in Spanish (codes and parameters: en.ts).
import type { CoreMessages } from './en';

const THE = '{kind, select, corner {la esquina} middle_edge {la arista central} wing {el ala} other {la arista}}';
const THE_CAP = '{kind, select, corner {La esquina} middle_edge {La arista central} wing {El ala} other {La arista}}';
const NO =
  '{kind, select, corner {ninguna esquina} middle_edge {ninguna arista central} wing {ningún ala} other {ninguna arista}}';
const T_THE = '{kind, select, tip {la punta} centre {el centro} corner {la esquina} other {la arista}}';
const T_THE_CAP = '{kind, select, tip {La punta} centre {El centro} corner {La esquina} other {La arista}}';
const T_KINDS = '{kind, select, tip {puntas} centre {centros} corner {esquinas} other {aristas}}';
const READ_FROM =
  'Un {puzzle} se lee respecto a esta esquina (sus colores nombran las caras D, B y L), así que corrígela primero.';
const UNREACHABLE = 'No es un estado al que un {puzzle} pueda llegar girando';

export const es: CoreMessages = {
  symbol: '«{symbol}»',
  piece_place: '{position} (pegatinas {stickers})',
  piece_at: `${THE} {colours} en {where}`,
  pieces_swapped: '{a} y {b} intercambiadas',
  wing_place: 'ala {number} de {edge}',
  centre_orbit: '{kind, select, x {centros en X} plus {centros en +} other {centros oblicuos}} como {sticker}',
  centre_orbit_all: 'centros',
  symbol_stickers: '{count, plural, one {# pegatina «{symbol}»} other {# pegatinas «{symbol}»}}',
  symbol_count: '{count} × «{symbol}»',
  odd_symbol: '«{symbol}» ({count, plural, one {# pegatina} other {# pegatinas}})',
  centres_clash_first: 'Los centros {faces} son {count, plural, =2 {ambos} other {todos}} «{symbol}»',
  centres_clash: 'los centros {faces} son {count, plural, =2 {ambos} other {todos}} «{symbol}»',
  centre_should_be: 'el centro {face} muestra «{shows}» pero debería ser «{should}»',
  why_same_colour_twice: `${NO} tiene el mismo color dos veces`,
  why_opposite_faces: '«{a}» y «{b}» pertenecen a caras opuestas',
  why_no_such_piece: `${NO} es así`,
  why_mirror_corner:
    'la esquina real {colours} tiene estos colores al revés (dos de sus pegatinas están intercambiadas)',
  sticker_total:
    'Un {puzzle} necesita {expected} pegatinas, pero la entrada tiene {count}{whitespace, select, yes { (los espacios y saltos de línea no cuentan).} other {.}}',
  colour_total:
    'La entrada usa {count, plural, =6 {6} other {solo #}} colores distintos ({symbols}), pero un cubo tiene 6.',
  colour_total_odd:
    'La entrada usa {count} colores distintos ({symbols}), pero un cubo tiene 6. {odd_count, plural, one {El que sobra es} other {Los que sobran son}} probablemente {odd}.',
  sticker_counts: 'Hay {counts}; cada color necesita {per_face}.',
  centres_not_different: '{clashes}, y ningún centro es {unused}; los seis centros deben ser todos distintos.',
  centres_misplaced: 'Los centros no encajan con las demás piezas: a juzgar por las piezas, {fixes}.',
  reference_corner_same_colour: `La esquina en {where} muestra {shows}, pero ninguna esquina tiene el mismo color dos veces. ${READ_FROM}`,
  reference_corner_misfit: `La esquina en {where} muestra {shows}, que no encaja con las demás esquinas: {why}. ${READ_FROM}`,
  impossible_piece: `${THE_CAP} en {where} muestra {shows}, que ${NO} tiene: {why}.`,
  duplicate_piece: `${THE_CAP} {colours} aparece {times, plural, =2 {dos veces} other {# veces}}: en {places}.`,
  missing_piece: `Falta ${THE} {colours}.`,
  corner_twist_sum:
    'Los giros de las esquinas no cuadran: una esquina se ha girado en su sitio y los colores no dicen cuál (cualquier esquina girada en sentido {turn, select, ccw {antihorario} other {horario}}, mirándola, da un cubo que se resuelve). Elige la esquina que está girada en tu cubo.',
  edge_flip_sum:
    'Las orientaciones de las {kind, select, middle_edge {aristas centrales} other {aristas}} no cuadran: una {kind, select, middle_edge {arista central} other {arista}} se ha volteado en su sitio y los colores no dicen cuál (cualquier {kind, select, middle_edge {arista central} other {arista}} volteada da un cubo que se resuelve). Elige la {kind, select, middle_edge {arista central} other {arista}} que está volteada en tu cubo.',
  parity_swap:
    'Hay dos piezas intercambiadas (el cubo no se puede resolver así) y los colores no dicen cuáles: intercambiar dos aristas cualesquiera, o dos esquinas cualesquiera, da un cubo que se resuelve. Intercambiar {a} y {b} coloca una de ellas; comprueba cuáles están intercambiadas en tu cubo.',
  duplicate_wing:
    'El ala {colours} cuyo lugar es {place} aparece {times, plural, =2 {dos veces} other {# veces}}: en {places}. (Cada arista tiene dos alas a la misma distancia de sus extremos, imágenes especulares una de otra: una de ellas es la otra ala.)',
  missing_wing: 'Falta el ala {colours} cuyo lugar es {place}.',
  centre_counts:
    'Los {orbit} muestran {counts} pegatinas; un {puzzle} tiene cuatro {one_orbit, select, yes {pegatinas de centro} other {de estas}} de cada color. (Las piezas de centro de un color son intercambiables: da igual cuál esté dónde, o si ya están en su cara; solo cuenta cuántas hay.)',
  at_column: 'columna {column}: {what}',
  token: '«{text}»',
  token_end: 'el final de la entrada',
  token_byte: 'el byte 0x{hex} (no es UTF-8)',
  token_code_point: 'U+{hex}',
  alg_too_long: 'el algoritmo se expande a más de {max} movimientos',
  alg_too_deep: 'paréntesis anidados a más de {max} niveles',
  unmatched_paren: '«)» no tiene su «(»',
  unmatched_bracket: '«]» no tiene su «[»',
  stray_comma: '«,» solo separa las dos partes de un conmutador [A, B]',
  stray_colon: '«:» solo separa las dos partes de un conjugado [A: B]',
  layer_zero: '{token}: las capas se numeran desde 1 en la cara (1R es R, 2R la capa siguiente)',
  not_a_cube_move:
    '{token} no es un movimiento del {puzzle}{why, select, slice {: no tiene una única capa central (sus capas interiores son 2R, 2L, 2U, 2D, 2F, 2B)} whole {: girar las {size} capas es una rotación (x, y o z)} depth {: tiene {size} capas} other {}} (acepta {accepted})',
  accepted_moves:
    '{size, plural, =2 {U R F D L B, Uw… o u… (dos capas: todo el cubo), x y z} =3 {U R F D L B, Uw… o u…, 2R… (la capa central), M E S, x y z} other {U R F D L B, Uw… o u…, 2Rw…-{below}Rw… (tantas capas), 2R…-#R… (una capa interior), x y z}}',
  niss_nested: '«^(» (movimientos del lado inverso) no puede ir dentro de un grupo, un corchete u otro «^(»',
  not_a_move: '{token} no es un movimiento (se espera U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)',
  second_amount: "{token} es una segunda cantidad (escribe un número y luego una prima, como en R2')",
  amount_alone: '{token} debe ir justo después de un movimiento o un cierre, sin espacio',
  unclosed_group: 'se esperaba «)» para cerrar el grupo abierto en la columna {open}; se encontró {found}',
  unclosed_niss:
    'se esperaba «)» para cerrar el grupo del lado inverso «{opener}» abierto en la columna {open}; se encontró {found}',
  niss_amount: 'un grupo del lado inverso «{opener}…)» no lleva número ni prima',
  bracket_separator:
    'se esperaba «,» o «:» en el corchete abierto en la columna {open} ([A, B] o [A: B]); se encontró {found}',
  unclosed_bracket: 'se esperaba «]» para cerrar el corchete abierto en la columna {open}; se encontró {found}',
  twisty_sticker_total: 'Un {puzzle} tiene {expected} pegatinas; hay {count}',
  twisty_bad_symbol: 'La pegatina {index} es «{symbol}»: un {puzzle} tiene las caras {faces} (o los colores {colours})',
  twisty_mixed_symbols: 'Las pegatinas mezclan letras de caras ({faces}) y colores ({colours})',
  twisty_colour_count: '{count} pegatinas son {face}; un {puzzle} tiene {per_face}',
  twisty_centres_same: 'Los centros {a} y {b} son ambos {face}',
  twisty_centres_arrangement:
    'Los centros están dispuestos como en ningún {puzzle} (los vecinos de cada centro no son los suyos)',
  twisty_impossible_piece: `${T_THE_CAP} en {slot} muestra {shows}: ninguna pieza de un {puzzle} tiene estos colores en este orden`,
  twisty_piece_fixed: `${T_THE_CAP} en {slot} es ${T_THE} {piece}, que no puede salir de {piece}`,
  twisty_piece_twice: `${T_THE_CAP} {piece} está a la vez en {first} y en {second}`,
  twisty_piece_missing: `Falta ${T_THE} {piece}`,
  twisty_kinds: T_KINDS,
  twisty_piece_at: `${T_THE} en {slot}`,
  twisty_named_piece_at: `${T_THE} {piece} en {slot}`,
  twisty_flipped: `${UNREACHABLE}. {named, select, yes {${T_THE_CAP} {piece}} other {${T_THE_CAP}}} en {slot} está volteada en su sitio: dale la vuelta para arreglarlo.`,
  twisty_twisted: `${UNREACHABLE}. {named, select, yes {${T_THE_CAP} {piece}} other {${T_THE_CAP}}} en {slot} está girada en su sitio: gira la pieza en sentido {turn, select, ccw {antihorario} other {horario}} (mirándola) para arreglarlo.`,
  twisty_swapped: `${UNREACHABLE}. Hay dos ${T_KINDS} intercambiadas: {a} y {b}; intercambiarlas lo arregla.`,
  twisty_unreachable_swap: `${UNREACHABLE}: hay dos ${T_KINDS} intercambiadas (una permutación impar de las ${T_KINDS})`,
  twisty_unreachable_twist: `${UNREACHABLE}: los giros de las ${T_KINDS} no cuadran: una pieza está {turned, select, flipped {volteada} other {girada}} en su sitio (o hay piezas intercambiadas)`,
  twisty_invariant_twist: `Los giros de las ${T_KINDS} no cuadran: una pieza está girada en su sitio`,
  twisty_invariant_parity: 'Las {kinds} están en una permutación impar (paridad): dos de ellas están intercambiadas',
  clock_hours: 'las {hours}',
  clock_dial: '{place} {side, select, front {delantero} other {trasero}}',
  clock_length:
    'un estado del Clock tiene 22 símbolos: los 9 diales delanteros, los 9 traseros (0-9, a para 10, b para 11) y los 4 pines (U arriba, d abajo), p. ej. 000000000/000000000/dddd; hay {count}',
  clock_dial_symbol:
    'columna {column}: el dial {dial} es «{symbol}»; un dial es 0-9, a (las 10) o b (las 11), y 0 son las 12',
  clock_pin_symbol: 'columna {column}: el pin {pin} es «{symbol}»; un pin es U (arriba) o d (abajo)',
  clock_wheel:
    'columna {column}: el dial {back} marca {back_shows}, pero es la misma rueda que el dial {front} (columna {front_column}), que marca {front_shows}: una rueda que marca h en un lado marca 12 - h en el otro, así que {back} debería marcar {back_should} (o {front} {front_should})',
  board_empty: 'no hay fichas: escribe 9 números fila por fila, p. ej. 1 2 3 4 5 6 7 8 0 (0 es el hueco)',
  board_item: 'el elemento {index} («{text}», columna {column})',
  board_not_a_number: '{item} no es un número: usa 1 a 8 para las fichas y 0 (o _) para el hueco',
  board_out_of_range: '{item} es {value}, pero las fichas van de 1 a 8 (y 0 es el hueco)',
  board_count:
    'hay {count, plural, one {# número} other {# números}}; un tablero 3x3 necesita 9: las fichas 1 a 8 y 0 para el hueco, fila por fila',
  board_tile_repeated:
    '{tile, plural, =0 {el hueco (0)} other {la ficha #}} aparece {times, plural, =2 {dos veces} =3 {tres veces} other {# veces}} (elementos {items})',
  board_tile_missing: '{tile, plural, =0 {no hay hueco (0)} other {falta la ficha #}}',
  board_tiles: '{problems}; cada ficha de 1 a 8 y el hueco deben aparecer exactamente una vez',
  sq1_slot: 'hueco {slot} {layer, select, top {de arriba} other {de abajo}} (columna {column})',
  sq1_piece: '{kind, select, corner {la esquina} other {la arista}} {place} ({letter})',
  sq1_fields:
    'un estado del Square-1 son tres campos separados por «/»: los 12 huecos de la capa de arriba, los 12 de la de abajo y la capa central (0 o 1), como AABCCDEEFGGH/IJJKLLMNNOPP/0; este tiene {count}',
  sq1_layer_slots:
    'la capa {layer, select, top {de arriba} other {de abajo}} tiene {count} huecos ({degrees} grados): una capa ocupa 360 grados, 12 huecos de 30 (una esquina se escribe en dos, una arista en uno)',
  sq1_middle: 'la capa central es un símbolo, 0 (como resuelta) o 1 (su mitad derecha volteada), no «{text}»',
  sq1_symbol:
    'columna {column}: «{symbol}» en el {slot} no es una pieza: las piezas son A-P (esquinas A C E G J L N P, escritas dos veces; aristas B D F H I K M O)',
  sq1_missing: 'Falta {piece}',
  sq1_written:
    '{piece} está escrita {times, plural, one {una vez} other {# veces}} ({slots, list, comma}): {kind, select, corner {una esquina ocupa dos huecos contiguos} other {una arista ocupa un hueco}}',
  sq1_split: '{piece} está en dos lugares ({slots, list, comma}): una esquina ocupa dos huecos contiguos en una capa',
  // ---- langs2: the other puzzles' notation, the bindings' arguments, the camera scan ----
  twisty_parse: 'columna {column}: {what}; el {puzzle} acepta {accepted}',
  twisty_not_a_turn_symbol: '«{symbol}» no es un giro',
  twisty_not_a_turn: '«{turn}» no es un giro del {puzzle}',
  pyraminx_accepted: "U L R B (dos capas) y u l r b (puntas), cada uno con ' para el otro sentido",
  skewb_accepted: "R U L B, cada uno con ' para el otro sentido",
  megaminx_accepted:
    "U F R L BL BR D B DL DR FR FL, solos (72 grados en sentido horario), con 2 (144), 2' o '; y los giros de mezcla de la WCA R++ R-- D++ D--",
  start_stickers: 'el estado inicial tiene {count} pegatinas; un {puzzle} tiene {expected}',
  sq1_not_a_move: '«{symbol}» no es un movimiento del Square-1: escribe (x,y) para un giro y / para un slash',
  sq1_amount_expected:
    'se esperaba la cantidad de la capa {layer, select, top {superior} other {inferior}}, un número de doceavos de -11 a 11{end, select, yes {, no el final} other {, no «{symbol}»}}',
  sq1_amount_range:
    'la capa {layer, select, top {superior} other {inferior}} gira como mucho 11 doceavos en cada sentido (-11..11), no {text}',
  sq1_comma: 'se esperaba «,» entre las cantidades de arriba y de abajo, como en (1,0)',
  sq1_close: 'se esperaba «)» para cerrar el giro abierto en la columna {open}',
  sq1_slash_blocked:
    'el slash {number} no se puede hacer: {piece} cruza el corte en la capa {layer, select, top {superior} other {inferior}} (sus casillas {a} y {b}); gira antes esa capa',
  start_state_problem: 'el estado inicial: {what}',
  clock_not_rotation: '«{token}» no es una rotación del Clock: la WCA da la vuelta al Clock solo con y2',
  clock_not_a_move:
    '«{token}» no es un movimiento del Clock: notación WCA del Clock: un grupo de pines UR DR DL UL U R D L ALL con horas 0-6 y + (horario) o - (UR3+, ALL2-), y2 para darle la vuelta, y letras de pines solas para los pines que quedan arriba (UR DL)',
  clock_needs_hours: '«{token}» necesita las horas después de {pins}: un número 0-6 y + o - ({pins}3+)',
  clock_too_many_hours: '«{token}» gira más de 6 horas: la WCA escribe 0-6 en cada sentido (7+ es 5-)',
  clock_needs_sign: '«{token}» necesita + (horario) o - (antihorario) después de las horas',
  clock_bad_end: '«{token}» termina en «{end}»: las horas terminan con + (horario) o - (antihorario)',
  slides_not_a_slide:
    'deslizamientos: columna {column}: «{symbol}» no es un deslizamiento; usa U, D, L o R (la dirección en que va el hueco)',
  slide_off_board: 'el deslizamiento {number} ({slide}) sacaría el hueco del tablero',
  board_which: '{board, select, start {inicio} other {objetivo}}: {what}',
  board_unsolvable:
    'sin solución: el inicio tiene un número {start_parity, select, odd {impar} other {par}} de inversiones ({start_count}) y el objetivo un número {goal_parity, select, odd {impar} other {par}} ({goal_count}); un deslizamiento nunca cambia esta paridad (uno lateral mantiene el orden de lectura de las fichas, uno hacia arriba o abajo pasa una ficha por delante de otras dos), así que ninguna serie de deslizamientos lleva de uno a otro. Intercambiar dos fichas del inicio lo haría resoluble.',
  unknown_puzzle: 'puzle desconocido «{name}»',
  not_a_cube: 'el {puzzle} no es un cubo',
  bad_seed: 'la semilla debe ser un número entero de 0 a 2^53',
  bad_count: 'la cantidad debe estar entre 0 y 1000000',
  no_stickers: 'el {puzzle} no tiene pegatinas que dibujar',
  no_dial: 'no hay esfera ni pin {dial}',
  not_a_move_of: 'el movimiento {number} ({move}) no existe en el {puzzle}',
  scan_not_cube4: 'el escaneo con cámara lee el 2x2x2 y el 3x3x3, no el 4x4x4',
  scan_sticker_total: 'un {puzzle} tiene {expected} pegatinas, no {count}',
  scan_sticker: 'pegatina {index} (cara {face}, fila {row}, columna {column})',
  scan_alike:
    'los colores de {a} y {b} se parecen ({centres, select, yes {centros, } other {}}distancia CIELAB {distance}): más luz, o una luz menos coloreada, puede distinguirlos',
  scan_overruled:
    '{sticker} se lee como el color de {reads} (distancia CIELAB {distance}{glare, select, yes {, ¿reflejo?} other {}}), pero el cubo válido más cercano necesita {needs} ahí (distancia {needs_distance})',
  scan_internal: 'interno: {what}',
};
