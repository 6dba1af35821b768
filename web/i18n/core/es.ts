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
    'Hay dos piezas intercambiadas (el cubo no se puede resolver así) y los colores no dicen cuáles: intercambiar dos aristas cualesquiera, o dos esquinas cualesquiera, da un cubo que se resuelve. Elige las dos piezas que están intercambiadas en tu cubo.',
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
  // ---- solver replies (wasm/solvers/: message_catalog.cpp's block of the same name) ----
  solve_cancelled: 'cancelado',
  stickers_not_a_cube: 'las pegatinas no forman un cubo',
  not_solvable_cube: 'no es un cubo resoluble (piezas, giro, volteo o paridad)',
  input_part:
    '{part, select, start {inicio} goal {objetivo} moves {movimientos} move_set {conjunto de movimientos} scramble {mezcla} skeleton {esqueleto} other {{part}}}: {what}',
  sentences: '{first} {then}',
  no_solution_found: 'no se encontró ninguna solución',
  no_solution_within: 'no hay solución de {max, plural, one {# movimiento} other {# movimientos}} o menos',
  no_solution_within_bound:
    'no hay solución de {max, plural, one {# movimiento} other {# movimientos}} o menos (la más corta tiene al menos {bound})',
  shortest_over_limit:
    'la solución más corta tiene {length} {unit, select, turns {giros} slides {deslizamientos} other {movimientos}}, más que el límite de {max}',
  found_over_limit:
    'la solución encontrada tiene {length} {unit, select, slashes {slashes} other {giros}}, más que el límite de {max}',
  method_over_limit:
    'la solución {method, select, lbl {capa por capa} other {de Thistlethwaite}} tiene {length} movimientos, por encima del límite de {max}',
  reduction_over_limit:
    'la reducción encontró {length} movimientos, más que el límite de {max} (no busca la más corta)',
  budget_ended: 'el tiempo se acabó antes de encontrar una solución',
  budget_ended_shortest: 'el tiempo se acabó antes de encontrar la solución más corta',
  budget_ended_listing: 'el tiempo se acabó antes de encontrar todas las soluciones pedidas',
  budget_ended_bound:
    'el tiempo se acabó antes de encontrar una solución; toda solución tiene al menos {bound, plural, one {# movimiento} other {# movimientos}}',
  budget_ended_within:
    'el tiempo se acabó antes de encontrar una solución de {max, plural, one {# movimiento} other {# movimientos}} o menos',
  budget_ended_depth:
    'se acabó el tiempo: no se encontró solución de {max, plural, one {# movimiento} other {# movimientos}} o menos (la búsqueda llegó a la profundidad {depth})',
  cancelled_at_depth: 'cancelado: la búsqueda llegó a la profundidad {depth}',
  not_proven_depth: 'no se ha probado que sea óptima: la búsqueda llegó a la profundidad {depth}',
  fallback_proven: 'solución de dos fases probada óptima: no hay ninguna de {limit} movimientos o menos',
  optimal_listed_cut:
    '{count} soluciones óptimas listadas cuando {why, select, cancelled {se canceló la búsqueda} other {se acabó el tiempo}}; puede haber más',
  optimal_listed_first: 'las primeras {count} soluciones óptimas (tantas como se pidieron); puede haber más',
  optimal_listed_all: 'todas las soluciones óptimas: {count}',
  three_stage_failed: 'etapa 3x3x3: {why}',
  stage_five_phase_1: 'Centros: un eje',
  stage_five_phase_1_why:
    'los colores de centro de un eje (centros X y +) a las dos caras de ese eje, con cualquier giro de bloque',
  stage_five_phase_2: 'Centros: todos los ejes',
  stage_five_phase_2_why:
    'los demás centros repartidos entre sus dos ejes y la permutación de las alas hecha par, conservando los centros del primer eje (sin los giros exteriores de sus caras, los demás giros anchos solo dobles)',
  stage_five_phase_3a: 'Aristas: clases',
  stage_five_phase_3a_why:
    'cada ala a la clase de posiciones por las que la giran las últimas fases y las aristas centrales orientadas, los centros en sus ejes (giros exteriores y giros anchos dobles)',
  stage_five_phase_3b: 'Aristas: capas',
  stage_five_phase_3b_why:
    'las aristas de la capa central fuera del camino de la capa que empareja la fase siguiente, los centros como ella los necesita (U, D, R, L, F2, B2 y giros anchos dobles)',
  stage_five_phase_4: 'Aristas: una capa emparejada',
  stage_five_phase_4_why:
    'las cuatro aristas de una capa emparejadas en esa capa, y los centros como los necesita la última fase (cuartos de vuelta de dos caras, los demás giros dobles)',
  stage_five_phase_5: 'Centros y aristas en su sitio',
  stage_five_phase_5_why:
    'cada centro en su sitio y cada arista emparejada (cuartos de vuelta de U y D, los demás dobles)',
  stage_reduced_3x3x3: '3x3x3',
  stage_reduced_3x3x3_why:
    'el cubo reducido resuelto como un 3x3x3 con el solucionador de dos fases, solo giros exteriores',
  stage_inner_4x4x4: '4x4x4 interior',
  stage_inner_4x4x4_why:
    'las capas interiores leídas como un 4x4x4 (las dos capas exteriores de cada lado como una) y reducidas con las fases de centros y emparejado del 4x4x4: los centros X interiores en su sitio y las aristas interiores emparejadas, sin paridad',
  stage_inner_5x5x5: '5x5x5 interior',
  stage_inner_5x5x5_why:
    'las capas interiores leídas como un 5x5x5 (las dos capas exteriores de cada lado como una) y reducidas con las fases 1-5 de la reducción en cinco fases: los centros interiores en su sitio y las aristas interiores completas',
  stage_bar_glue: 'Barras pegadas a las aristas',
  stage_bar_glue_why:
    'giros de cara que ponen junto a cada pegatina de arista interior un centro del color que necesitará su fila: la reducción del cubo interior solo gira capas más profundas, que llevan cada par junto, así que emparejar las aristas interiores deja también esas filas de centros de un solo color',
  stage_centre_bars: 'Barras de centros',
  stage_centre_bars_why:
    'cada fila de centros junto al bloque interior de un solo color, con conmutadores de centros que conservan el cubo interior: los centros de cada cara son entonces los de un 5x5x5',
  clock_optimal:
    'óptima: se examinaron las {examined} formas de resolverlo con las 18 posiciones de pines de la WCA; {count, plural, one {# tiene} other {# tienen}} la menor cantidad de movimientos',
  sq1_split_budget: 'dos fases: el tiempo se acabó antes de probar cada división más corta entre las fases',
  sq1_split_shortest: 'dos fases: la más corta de todas las divisiones entre forma y square-square',
  sq1_optimal_proven: 'óptima: ninguna solución tiene menos de {slashes} slashes',
  sq1_not_proven: 'no se ha probado que sea óptima: el tiempo se acabó; toda solución tiene al menos {bound} slashes',
  board_tiles_once: 'cada una de las fichas 1 a 8 y el hueco 0 deben aparecer exactamente una vez',
  moves_no_quarter_turns: 'movimientos: {moves} no tiene cuartos de vuelta para buscar en QTM',
  pocket_dbl_fixed:
    'ningún cubo que cumpla el objetivo tiene la esquina DBL del inicio tal como está, y {moves} nunca mueve esa esquina; permite giros D, L o B, o marca las pegatinas de DBL (D3, B4, L3) con x',
  pocket_orbits:
    'ninguna secuencia de giros {moves} puede alcanzar el objetivo: alguna esquina tendría que ir adonde estos giros nunca la llevan',
  pocket_unreachable:
    'ninguna secuencia de giros {moves} alcanza el objetivo (se exploraron los {states} cubos que estos giros alcanzan desde el inicio)',
  pocket_gave_up:
    'se abandonó tras {states} cubos sin alcanzar el objetivo; puede estar fuera del alcance de los giros {moves}',
  pocket_start_unreachable:
    'inicio: no es un estado 2x2x2 alcanzable (esquinas repetidas o suma de giros no múltiplo de 3)',
  pocket_goal_count: 'se esperan 24 pegatinas (en los colores del inicio, x o ? para cualquiera), hay {count}',
  pocket_goal_impossible: 'ningún cubo 2x2x2 se ve así (las pegatinas dadas no pueden ser todas correctas a la vez).',
  move_set_not_a_face:
    "columna {column}: «{symbol}» no es un giro de cara; usa U R F D L B, cada uno seguido opcionalmente de 2 o '{wide, select, yes { (la minúscula es un giro ancho; un conjunto de movimientos de 2x2x2 lleva giros de cara)} other {}}",
  move_set_empty: 'no se dio ningún giro',
  pocket_goal_letters: 'objetivo: se esperan 24 pegatinas en letras de caras U R F D L B, o x para cualquiera',
  goal_needed:
    'el solucionador «goal» necesita un objetivo: un preajuste (cross, xcross@U, eoline, ...), un patrón con x para cualquier pegatina, o una cadena «cross, pair, pair»',
  goal_unreachable:
    'ninguna secuencia de giros {moves} alcanza el objetivo desde este inicio: nunca pueden llevar {known, select, yes {{pieces}} other {las piezas}} a los lugares y orientaciones que pide el objetivo',
  goal_step_failed: 'paso {step} ({name}): {why}',
  goal_empty: 'vacío; da un preajuste (cross, xcross, eoline, 2x2x2, f2l, ...) o un patrón de 54 pegatinas',
  goal_empty_2x2: 'vacío; da un patrón de 24 pegatinas, cara o primera capa',
  goal_start_count: 'se esperan 54 pegatinas (3x3x3) o 24 (2x2x2), hay {count}',
  goal_2x2_for_3x3: 'un patrón de 2x2x2 (24 pegatinas) para un inicio de 3x3x3',
  goal_sets_on_2x2:
    'los conjuntos de colores [..] son para patrones de 3x3x3; un patrón de 2x2x2 lleva un color o x por pegatina',
  goal_unknown_preset:
    'preajuste desconocido «{text}»; los preajustes son {known} (añade @U, @DR ... para otra cara inferior y frontal)',
  goal_preset_faces: '«{text}»: tras «@» da la cara inferior y, si quieres, la frontal, p. ej. {name}@U o {name}@DR',
  goal_preset_front: '«{text}»: la cara frontal no puede ser la inferior ni su opuesta',
  goal_sticker_count:
    'se esperan 54 pegatinas (en los colores del inicio; x o ? para cualquiera; [..] para un conjunto de colores), hay {count}',
  goal_set_unclosed: 'el conjunto de colores en la pegatina {sticker} no tiene «]» de cierre',
  goal_set_colour: '«{symbol}» en el conjunto de la pegatina {sticker} no es uno de los colores del inicio ({colours})',
  goal_set_empty: 'el conjunto de la pegatina {sticker} no permite ningún color',
  goal_set_stray_close: '«]» en la pegatina {sticker} no cierra ningún conjunto',
  goal_sticker_colour:
    'la pegatina {index} ({sticker}) es «{symbol}», que no es uno de los colores del inicio ({colours}) ni x o ? para cualquiera',
  goal_centre_fixed:
    'el centro de la cara {face} (pegatina {sticker}) nunca se mueve y siempre muestra su propio color, lo que el patrón no permite',
  goal_no_such_piece:
    '{kind, select, corner {ninguna esquina} other {ninguna arista}} tiene los colores que el patrón pide en {where}',
  goal_piece_twice:
    'el patrón pide {kind, select, corner {la misma esquina} other {la misma arista}} en dos lugares; no queda nada para {where}',
  goal_odd_flips: 'el patrón tiene un número impar de aristas volteadas, algo que ningún cubo tiene',
  goal_twists: 'los giros de esquinas del patrón no suman vueltas enteras, algo que ningún cubo tiene',
  goal_parity: 'el patrón intercambia dos piezas y nada más, algo que ningún cubo puede hacer',
  solver_clock_title: 'Clock óptimo',
  solver_clock_help:
    'Óptimo según el conteo de la WCA (cada giro de rueda un movimiento; y2 y los pines libres): se examinan las 20.736 soluciones que permiten las 18 posiciones de pines de la WCA y se queda la más corta; entre iguales, la que gira menos horas.',
  solver_fmc_title: 'Pasos de fewest moves (EO, DR, HTR, finish)',
  solver_fmc_help:
    'Pasos de fewest moves, cada uno óptimo: objetivo eo, dr, htr o finish, un eje (fb, rl, ud), niss normal|inverse|both y within K (toda solución hasta el óptimo + K); los movimientos entre ^( ) van en el lado inverso. Sin objetivo: los cuatro pasos seguidos.',
  solver_fmc_goal_hint:
    'Un paso: eo, dr, htr o finish; un eje (fb, rl, ud); niss normal|inverse|both; within K. Vacío: los cuatro pasos seguidos',
  solver_goal_title: 'Objetivo / pasos (objetivos parciales)',
  solver_goal_help: 'Objetivo / pasos (objetivos parciales)',
  solver_goal_goal_hint:
    'Un preajuste (cross, xcross@U, eoline, face on U), un patrón de pegatinas con x para cualquiera, o una cadena «cross, pair, pair»; «cn: cross» para cualquier color',
  solver_lbl_title: 'Capa por capa (método principiante)',
  solver_lbl_help:
    'Capa por capa, como se aprende: soluciones más largas, un paso cada vez; la reproducción se detiene tras cada paso.',
  solver_megaminx_title: 'Megaminx paso a paso',
  solver_megaminx_help:
    'Paso a paso, como se resuelve: la primera capa y la segunda bloque a bloque, cada paso una búsqueda sobre los giros de unas pocas caras; luego la última capa en dos looks (orientación, permutación) a partir de tablas de algoritmos hallados por búsqueda. Cada giro cuenta uno (U2 también).',
  solver_optimal_title: 'Óptimo (menos movimientos)',
  solver_optimal_help:
    'Óptimo: la menor cantidad de movimientos posible, probada buscando en cada longitud más corta (estados aleatorios: 17–18 movimientos, de segundos a minutos). La tabla pequeña sirve para móviles; la grande explora ~10× menos nodos y la mediana queda entre ambas. Si se acaba el tiempo, obtienes la solución de dos fases, marcada como no probada óptima. Todas las soluciones óptimas: la longitud óptima se explora entonces hasta el final, hasta ~13× más tiempo.',
  solver_pocket_title: '2x2x2 óptimo',
  solver_pocket_help:
    'Óptimo: la menor cantidad de movimientos posible, con una tabla de todos los estados del 2×2×2; hacia cualquier patrón objetivo, con cualquier conjunto de giros.',
  solver_pocket_goal_hint:
    '24 pegatinas en los colores del inicio, x para cualquiera (p. ej. UUUUxxxx… = cara superior hecha); vacío = resuelto',
  solver_pyraminx_title: 'Pyraminx óptimo',
  solver_pyraminx_help:
    'Óptimo: la menor cantidad de giros posible, puntas incluidas, con una tabla de los 933.120 estados del Pyraminx sin puntas (construida en una fracción de segundo); las puntas se giran primero.',
  solver_reduction_title: 'Reducción (4x4x4–7x7x7)',
  solver_reduction_help:
    'Reducción: primero los centros U-D y R-L (en el 6x6x6 y el 7x7x7 los centros X, y luego los demás centros con conmutadores), después se emparejan las alas de cada arista (en el 4x4x4 mientras se terminan los centros; en los cubos mayores cuando los centros están en su sitio), sin paridad de volteo de aristas (la paridad de intercambio de aristas del 6x6x6 se corrige con un algoritmo), y el cubo reducido se resuelve como un 3x3x3 con el solucionador de dos fases. Las longitudes cuentan cada giro exterior o ancho como 1 (OBTM); no son las soluciones más cortas. El 5x5x5, en cambio, en cinco fases (según cube555 de cs0x7f): los centros de un eje, los demás centros repartidos entre sus ejes, luego en tres fases las aristas emparejadas y cada centro en su sitio, y después el 3x3x3.',
  solver_skewb_title: 'Skewb óptimo',
  solver_skewb_help:
    'Óptimo: la menor cantidad de giros posible (métrica WCA: R U L B y sus inversos cuentan uno cada uno), con una tabla de los 3.149.280 estados del Skewb (construida en una fracción de segundo).',
  solver_sliding_title: '8-puzzle óptimo',
  solver_sliding_help:
    'Óptimo: la menor cantidad de deslizamientos posible, con una tabla de los 181.440 tableros desde los que se puede llegar al objetivo.',
  solver_sliding_goal_hint: '9 números fila por fila, 0 o _ para el hueco; vacío = 1 2 3 / 4 5 6 / 7 8 _',
  solver_sq1_title: 'Square-1 de dos fases',
  solver_sq1_help:
    'Dos fases en la métrica twist (cada slash un movimiento, los giros libres), como el sq12phase de Chen Shuang: la forma hasta un cubo por las distancias exactas de las 3678 formas que admiten slash, y luego el grupo square-square con tablas de poda sobre esquinas y aristas; la división más corta entre las fases se busca dentro del tiempo (0,3 s por defecto).',
  solver_sq1_optimal_title: 'Square-1 óptimo',
  solver_sq1_optimal_help:
    'La menor cantidad de slashes (métrica twist): IDA* sobre el estado completo, acotado por las distancias exactas de la forma con las esquinas de arriba y de la forma con las aristas de arriba; primero la solución de dos fases, luego probada o mejorada dentro del tiempo (10 s por defecto; se dice «no probada» si se acaba).',
  solver_thistlethwaite_title: 'Thistlethwaite (4 fases, ≤ 45 movimientos)',
  solver_thistlethwaite_help:
    'Thistlethwaite: cuatro fases a través de subgrupos anidados, ≤ 45 movimientos; la reproducción se detiene tras cada fase.',
  solver_twophase_title: 'Dos fases (≤ 20 movimientos)',
  solver_twophase_help:
    'Dos fases encuentra ≤ 20 movimientos en milisegundos; con longitud máxima de 21 o más es aún más rápido. «Mostrar pasos» encima de los movimientos muestra sus dos fases.',
  goal_preset_cross: 'Cruz',
  goal_preset_xcross: 'Cruz extendida (cruz + un par F2L)',
  goal_preset_xxcross: 'Cruz + dos pares F2L',
  goal_preset_xxxcross: 'Cruz + tres pares F2L',
  goal_preset_pair: 'Un par F2L más',
  goal_preset_f2l: 'Dos primeras capas',
  goal_preset_first_layer: 'Primera capa',
  goal_preset_eoline: 'EOLine (ZZ)',
  goal_preset_eocross: 'EOCross (ZZ)',
  goal_preset_eo: 'Aristas orientadas (ZZ EO)',
  goal_preset_2x2x2: 'Bloque 2x2x2 (Petrus)',
  goal_preset_2x2x3: 'Bloque 2x2x3 (Petrus)',
  goal_preset_roux_fb: 'Primer bloque (Roux)',
  goal_preset_face: 'Una cara de un solo color',
  fmc_goal_no_step: 'ningún paso: se espera eo, dr, htr o finish',
  fmc_goal_unknown_step: 'paso desconocido «{word}» (se espera eo, dr, htr o finish)',
  fmc_goal_finish_axis: 'finish no lleva eje (los medios giros conservan todos los ejes)',
  fmc_goal_niss: 'niss debe ser normal, inverse o both, no «{value}»',
  fmc_goal_within: 'within lleva un número de movimientos de 0 a 99, no «{value}»',
  fmc_goal_unknown_word:
    'palabra desconocida «{word}» en el paso (se espera un eje fb, rl o ud, niss MODO, within K{scratch, select, yes { o scratch)} other {)}}',
  fmc_htr_no_dr:
    'HTR parte de la reducción dominó (DR), y este estado no está en DR en ningún eje: haz primero el paso DR (--goal dr)',
  fmc_htr_other_axis: 'HTR en {axis} parte de DR en {axis}, y este estado solo está en DR en {axes, list, comma}',
  fmc_finish_no_htr:
    'finish parte de la reducción a medios giros (HTR): este estado no se resuelve con medios giros; haz primero el paso HTR (--goal htr)',
  fmc_unreachable:
    '{step, select, finish {finish} other {{step}}}{on, select, axis { en {axis}} any { en cualquier eje} other {}} no se puede alcanzar desde este estado con los movimientos {moves} {niss, select, normal {en el lado normal} inverse {en el lado inverso} other {con NISS}}',
  fmc_no_step_within:
    'ningún {step, select, finish {finish} other {{step}}} de {max, plural, one {# movimiento} other {# movimientos}} o menos',
  fmc_step_failed: '{step, select, finish {finish} other {{step}}}: {why}',
  fmc_steps_over_limit: 'los cuatro pasos suman {length} movimientos, más de {max}',
  // ---- end of solver replies ----
  // ---- table choices (wasm/solvers/optimal/optimal_entry.cpp: message_catalog.cpp's block of the same name) ----
  table_small: 'Pequeña',
  table_medium: 'Mediana',
  table_large: 'Grande',
  table_xlarge: 'Extragrande',
  table_small_label: 'Pequeña: {megabytes} MB (móviles; se construye en medio minuto aprox.)',
  table_medium_label: 'Mediana: {megabytes} MB (portátiles; se construye en medio minuto aprox.)',
  table_large_label:
    'Grande: {gigabytes} GB (ordenadores de escritorio; ~{fewer}× menos nodos; minutos para construirse)',
  table_xlarge_label:
    'Extragrande: {gigabytes} GB (navegadores que permiten {allowed} GB; ~{fewer}× menos nodos que la grande)',
  table_expect:
    'estados aleatorios ~{median} s (mediana), {depth, plural, one {# movimiento} other {# movimientos}} ~{seconds} s',
  table_expect_range:
    'estados aleatorios ~{low}-{high} s (mediana), {depth, plural, one {# movimiento} other {# movimientos}} ~{seconds} s',
  table_expect_xlarge:
    'algo más rápida que la grande ({low}-{high}× menos nodos); un estado de {depth} movimientos ~{seconds} s',
  // ---- end of table choices ----
  // ---- requests, table cache, internal errors (message_catalog.cpp's block of the same name) ----
  unknown_puzzle_of: 'puzle desconocido «{name}» (se espera {puzzles, list, or})',
  no_solver_yet: 'todavía ningún solucionador resuelve el {puzzle}',
  unknown_solver: 'solucionador desconocido «{name}» (conocidos: {solvers, list, comma})',
  solver_not_for_puzzle: 'el solucionador «{solver}» no resuelve el {puzzle} (usa {solvers, list, or})',
  solver_takes_no:
    'el solucionador «{solver}» no admite {option, select, moves {un conjunto de movimientos} other {un objetivo}} (los que lo admiten: {solvers, list, or})',
  solver_table_names: '{solver}: {tables, list, or}',
  solver_no_table_option: 'el solucionador «{solver}» no admite la opción de tabla (solo {which, list, semicolon})',
  unknown_table: 'tabla desconocida «{table}» para el solucionador «{solver}» (se espera {tables, list, or})',
  bad_threads: 'los hilos deben ir de 1 a 64, no {threads}',
  solver_no_threads: 'el solucionador «{solver}» no admite la opción de hilos (solo {solvers, list, or})',
  unknown_metric: 'métrica desconocida «{metric}» (se espera {metrics, list, or})',
  solver_one_metric: 'el solucionador «{solver}» solo cuenta en {only}, no en «{metric}»',
  tables_no_memory:
    'no hay memoria suficiente para {doing, select, export {exportar} other {construir}} las tablas de «{solver}»',
  tables_not_built: 'no se pudieron construir las tablas de «{solver}»',
  tables_build_failed: 'la construcción de las tablas falló: {what}',
  tables_none: 'el solucionador «{solver}» no tiene tablas que {doing, select, export {exportar} other {importar}}',
  tables_no_memory_load: 'no hay memoria suficiente para cargar las tablas de «{solver}» ({mib} MiB)',
  tables_cannot_load: 'no se pueden cargar las tablas de «{solver}»',
  table_import_finished: 'la importación ya terminó',
  table_chunk_misfit: 'el fragmento de tabla en {offset} no cabe en los datos de la tabla',
  table_chunk_checksum: 'la suma de comprobación del fragmento de tabla en {offset} no coincide',
  table_blob_incomplete: 'datos de tabla incompletos: {filled} de {total} bytes',
  table_chunk_no_memory: 'no hay memoria suficiente para un fragmento de tabla',
  table_file_bad_magic: 'no es un archivo de tablas (firma incorrecta)',
  table_file_checksum: 'la suma de comprobación del archivo de tablas no coincide (dañado o truncado)',
  table_file_header: 'la cabecera del archivo de tablas está truncada',
  table_file_other_set: 'el archivo de tablas contiene el conjunto «{set}», se esperaba «{expected}»',
  table_file_set_version: 'el conjunto de tablas «{set}» tiene la versión {version}, se esperaba la {expected}',
  table_file_truncated: 'el archivo de tablas está truncado',
  table_checksum: 'la suma de comprobación de la tabla «{table}» no coincide',
  table_file_trailing: 'el archivo de tablas tiene bytes de más al final',
  table_version: 'la tabla «{table}» tiene la versión {version}, se esperaba la {expected}',
  table_size: 'la tabla «{table}» tiene {bytes} bytes, se esperaban {expected}',
  table_missing: 'falta la tabla «{table}»',
  table_set_unexpected: 'el conjunto de tablas contiene tablas inesperadas',
  table_out_of_range: 'la tabla «{table}» contiene un valor fuera de rango',
  pocket_table_bad:
    'tabla del 2x2x2: {what, select, depths {recuentos por profundidad erróneos} other {el estado resuelto no está a distancia 0}}',
  megaminx_tables_unread:
    'las tablas {part, select, last_block {del último bloque} other {de la última capa}} del Megaminx no se pueden leer (otra versión, o dañadas)',
  megaminx_tables_size:
    'las tablas {part, select, last_block {de patrones del último bloque} other {de los pasos}} del Megaminx no tienen el tamaño que genera esta versión',
  megaminx_table_count: 'el conjunto de tablas del Megaminx tiene {count} tablas, no 3',
  megaminx_table_name: 'la tabla {number} del conjunto del Megaminx es «{name}», no «{expected}»',
  optimal_no_memory_build:
    'no hay memoria suficiente para construir la tabla óptima «{size, select, small {pequeña} medium {mediana} large {grande} other {extragrande}}» (unos {mib} MiB)',
  optimal_no_memory_load:
    'no hay memoria suficiente para cargar la tabla óptima «{size, select, small {pequeña} medium {mediana} large {grande} other {extragrande}}» ({mib} MiB)',
  optimal_build_failed: 'la construcción de la tabla óptima falló: {what}',
  optimal_not_built: 'no se pudieron construir las tablas óptimas',
  optimal_other_size:
    'estas son las tablas óptimas «{size, select, small {pequeña} medium {mediana} large {grande} other {extragrande}}», pero la elegida es «{selected, select, small {pequeña} medium {mediana} large {grande} other {extragrande}}»',
  optimal_table_wrong_size: 'la tabla «{table}» falta o no tiene el tamaño correcto',
  optimal_unexpected_tables: 'el conjunto de tablas óptimas contiene tablas inesperadas',
  optimal_out_of_range: 'las tablas óptimas contienen valores fuera de rango',
  table_measured:
    'estados aleatorios: mediana {median} s, {proven} de {count} demostrados en {budget} s ({depth} movimientos: mediana {depth_median} s); construida en {built} s (Chromium {chromium}, {threads} hilos, VM Xeon de 2 núcleos, sin carga, {date})',
  table_measured_large:
    'estados aleatorios: mediana {low}-{high} s (dos ejecuciones), {proven} de {count} demostrados en {budget} s ({depth} movimientos: mediana {depth_low}-{depth_high} s); construida en {built} s, o el archivo precompilado descargado en {download} s (Chromium {chromium}, {threads} hilos, VM Xeon de 2 núcleos, sin carga, {date})',
  table_measured_xlarge:
    'nativo, un hilo: posiciones de {depth} movimientos, mediana {cpu} s de CPU (grande: {cpu_large} s), {low}-{high}× menos nodos; {states} estados aleatorios, mediana {median} s (grande: {median_large} s) (VM Xeon de 2 núcleos, carga {load_low}-{load_high}); en Chromium {chromium}, {threads} hilos: un estado de {depth} movimientos demostrado en {proven} s, construida en {built} s (sin carga), el archivo precompilado descargado en {download} s ({date})',
  megaminx_step_failed:
    '{step, select, last_block_edges {las aristas del último bloque no están todas en las caras U y BR} last_block {el último bloque no encontró solución con U y BR} last_layer_pieces {las piezas de la última capa no están todas en la cara U} last_layer_case {un caso de última capa que las tablas no contienen} other {el paso «{step}» no encontró solución}}',
  internal_bug:
    '{what, select, inner_cube {la reducción del cubo interior no encontró nada (un error: por favor, informa del estado)} pseudo_five {el cubo leído como un 5x5x5 no es uno válido (un error: por favor, informa del estado)} centre_commutators {los conmutadores de los centros se atascaron (un error: por favor, informa del estado)} not_3x3x3 {el cubo reducido no es un 3x3x3 (un error: por favor, informa del estado)} megaminx_orientation {las aristas del último bloque no tienen una orientación que U y BR conserven (un error)} megaminx_flips {U o BR voltea una arista (un error)} optimal_prune {error interno: la tabla de poda óptima está dañada} other {error interno: una solución no pasó su comprobación (¿tablas dañadas?)}}',
  smart_cubies: 'los cubies deben ser un objeto {shape}',
  smart_array: '{name} debe ser un arreglo de {count} números',
  smart_item: '{name}[{index}] {what, select, not_a_number {no es un número} other {debe ser un entero de 0 a 255}}',
  smart_sticker:
    'la posición de {kind, select, corner {esquina} other {arista}} {position} nombra la pegatina {sticker}{why, select, range {, que no está entre 0 y 53} centre {, un centro} other { por segunda vez}}',
  smart_piece:
    'la posición de {kind, select, corner {esquina} other {arista}} {position} tiene la pieza {piece} {kind, select, corner {girada} other {volteada}} {turn} ({kind, select, corner {piezas 0..7, giros 0..2} other {piezas 0..11, volteos 0..1}})',
  note_pair: '{first}; {second}',
  note_chunk: 'fragmento {index} de {count}: {why}',
  note_cache_unreadable:
    'no se pudo leer IndexedDB ({why}){built, select, yes {; las tablas se construyeron en su lugar} other {}}',
  note_stored_empty: 'la copia guardada está vacía',
  note_cache_damaged:
    'la copia en caché no pasó la verificación ({why}); eliminada{after, select, downloaded { y descargada de nuevo} rebuilt { y reconstruida} other {}}',
  note_not_exported: 'no se pudieron exportar las tablas ({why})',
  note_not_stored: 'no se pudieron guardar las tablas en IndexedDB ({why}); se construirán de nuevo la próxima vez',
  note_quota:
    'QuotaExceededError: el navegador no dio espacio para sus {mib} MiB; una ventana privada guarda mucho menos de lo que indica',
  note_prebuilt_unused:
    'no se usó la tabla precompilada ({why}){here, select, yes {; se construyó aquí en su lugar} other {}}',
  note_module_stopped: 'el módulo se detuvo al construir las tablas ({what})',
  note_cached_not_loaded: 'en caché en IndexedDB, aún no cargadas',
  note_not_built: 'aún no construidas',
  note_cache_cleared: 'caché vaciada; estas tablas siguen cargadas hasta que se recargue la página',
  note_no_store: 'IndexedDB no está disponible aquí: las tablas se construyen en cada visita',
  download_not_started: 'la descarga no empezó ({why})',
  download_status: 'el servidor respondió {status} para el archivo',
  download_compressed: 'el servidor envía el archivo comprimido ({encoding}), así que su tamaño es desconocido',
  download_broke_off: 'la descarga se cortó tras {received} MiB de {total} MiB ({why})',
  download_too_long: 'el archivo es más largo que los {total} MiB que anunció el servidor',
  download_refused_at: 'el archivo fue rechazado en {at} MiB ({why})',
  download_stopped: 'la descarga se detuvo tras {received} MiB de {total} MiB',
  download_refused_end: 'el archivo fue rechazado al final ({why})',
  download_checksum: 'el archivo no pasó su comprobación de sumas ({why})',
  core_file_not_loaded:
    'El archivo del núcleo del solucionador ({file}) no se cargó ({tries} intentos: {why}). Revisa la conexión de red y pulsa Reintentar.',
  solver_worker_stopped: 'el worker del solucionador se detuvo',
  solver_worker_stopped_why: 'el worker del solucionador se detuvo: {why}',
  worker_script_not_loaded:
    'El script del worker del solucionador no se cargó ({tries} intentos). Revisa la conexión de red y pulsa Reintentar.',
  worker_script_not_loaded_why:
    'El script del worker del solucionador no se cargó ({tries} intentos: {why}). Revisa la conexión de red y pulsa Reintentar.',
  // ---- end of requests, table cache, internal errors ----
};
