// The core's messages in French (codes and parameters: en.ts).
import type { CoreMessages } from './en';

const THE = '{kind, select, corner {le coin} middle_edge {l’arête centrale} wing {l’aile} other {l’arête}}';
const THE_CAP = '{kind, select, corner {Le coin} middle_edge {L’arête centrale} wing {L’aile} other {L’arête}}';
const NO =
  '{kind, select, corner {aucun coin} middle_edge {aucune arête centrale} wing {aucune aile} other {aucune arête}}';
const T_THE = '{kind, select, tip {la pointe} centre {le centre} corner {le coin} other {l’arête}}';
const T_THE_CAP = '{kind, select, tip {La pointe} centre {Le centre} corner {Le coin} other {L’arête}}';
const T_KINDS = '{kind, select, tip {pointes} centre {centres} corner {coins} other {arêtes}}';
const READ_FROM =
  'Un {puzzle} se lit par rapport à ce coin (ses couleurs nomment les faces D, B et L) : corrigez-le d’abord.';
const UNREACHABLE = 'Ce n’est pas un état qu’un {puzzle} peut atteindre en tournant';

export const fr: CoreMessages = {
  symbol: '« {symbol} »',
  piece_place: '{position} (autocollants {stickers})',
  piece_at: `${THE} {colours} en {where}`,
  pieces_swapped: '{a} et {b} échangés',
  wing_place: 'aile {number} de {edge}',
  centre_orbit: '{kind, select, x {centres en X} plus {centres en +} other {centres obliques}} comme {sticker}',
  centre_orbit_all: 'centres',
  symbol_stickers: '{count, plural, one {# autocollant « {symbol} »} other {# autocollants « {symbol} »}}',
  symbol_count: '{count} × « {symbol} »',
  odd_symbol: '« {symbol} » ({count, plural, one {# autocollant} other {# autocollants}})',
  centres_clash_first: 'Les centres {faces} sont {count, plural, =2 {tous deux} other {tous}} « {symbol} »',
  centres_clash: 'les centres {faces} sont {count, plural, =2 {tous deux} other {tous}} « {symbol} »',
  centre_should_be: 'le centre {face} montre « {shows} » mais devrait être « {should} »',
  why_same_colour_twice: `${NO} n’a deux fois la même couleur`,
  why_opposite_faces: '« {a} » et « {b} » appartiennent à des faces opposées',
  why_no_such_piece: `${NO} ne ressemble à cela`,
  why_mirror_corner: 'le vrai coin {colours} a ces couleurs dans l’autre sens (deux de ses autocollants sont échangés)',
  sticker_total:
    'Un {puzzle} a besoin de {expected} autocollants, mais la saisie en a {count}{whitespace, select, yes { (les espaces et retours à la ligne ne comptent pas).} other {.}}',
  colour_total:
    'La saisie utilise {count, plural, =6 {6} other {seulement #}} couleurs différentes ({symbols}), mais un cube en a 6.',
  colour_total_odd:
    'La saisie utilise {count} couleurs différentes ({symbols}), mais un cube en a 6. {odd_count, plural, one {L’intrus est} other {Les intrus sont}} probablement {odd}.',
  sticker_counts: 'Il y a {counts} ; chaque couleur en demande {per_face}.',
  centres_not_different: '{clashes}, et aucun centre n’est {unused} ; les six centres doivent tous être différents.',
  centres_misplaced: 'Les centres ne vont pas avec les autres pièces : d’après les pièces, {fixes}.',
  reference_corner_same_colour: `Le coin en {where} montre {shows}, mais aucun coin n’a deux fois la même couleur. ${READ_FROM}`,
  reference_corner_misfit: `Le coin en {where} montre {shows}, ce qui ne va pas avec les autres coins : {why}. ${READ_FROM}`,
  impossible_piece: `${THE_CAP} en {where} montre {shows}, ce qu’${NO} n’a : {why}.`,
  duplicate_piece: `${THE_CAP} {colours} apparaît {times, plural, =2 {deux fois} other {# fois}} : en {places}.`,
  missing_piece: `${THE_CAP} {colours} manque.`,
  corner_twist_sum:
    'Les torsions des coins ne tombent pas juste : un coin a été tourné sur place, et les couleurs ne disent pas lequel (n’importe quel coin tourné dans le sens {turn, select, ccw {antihoraire} other {horaire}}, en le regardant, donne un cube qui se résout). Choisissez le coin qui est tourné sur votre cube.',
  edge_flip_sum:
    'Les orientations des {kind, select, middle_edge {arêtes centrales} other {arêtes}} ne tombent pas juste : une {kind, select, middle_edge {arête centrale} other {arête}} a été retournée sur place, et les couleurs ne disent pas laquelle (n’importe quelle {kind, select, middle_edge {arête centrale} other {arête}} retournée donne un cube qui se résout). Choisissez l’{kind, select, middle_edge {arête centrale} other {arête}} qui est retournée sur votre cube.',
  parity_swap:
    'Deux pièces sont échangées (le cube ne peut pas être résolu tel quel), et les couleurs ne disent pas lesquelles : échanger deux arêtes quelconques, ou deux coins quelconques, donne un cube qui se résout. Choisissez les deux pièces échangées sur votre cube.',
  duplicate_wing:
    'L’aile {colours} dont la place est {place} apparaît {times, plural, =2 {deux fois} other {# fois}} : en {places}. (Chaque arête a deux ailes à la même distance de ses extrémités, images miroir l’une de l’autre : l’une d’elles est l’autre aile.)',
  missing_wing: 'L’aile {colours} dont la place est {place} manque.',
  centre_counts:
    'Les {orbit} montrent {counts} autocollants ; un {puzzle} en a quatre {one_orbit, select, yes {de centre} other {de ceux-ci}} de chaque couleur. (Les pièces centrales d’une même couleur sont interchangeables : peu importe laquelle est où, ou si elles sont déjà sur leur face ; seul leur nombre compte.)',
  at_column: 'colonne {column} : {what}',
  token: '« {text} »',
  token_end: 'fin de la saisie',
  token_byte: 'octet 0x{hex} (pas de l’UTF-8)',
  token_code_point: 'U+{hex}',
  alg_too_long: 'l’algorithme fait plus de {max} mouvements une fois développé',
  alg_too_deep: 'crochets imbriqués sur plus de {max} niveaux',
  unmatched_paren: '« ) » n’a pas de « ( » correspondante',
  unmatched_bracket: '« ] » n’a pas de « [ » correspondant',
  stray_comma: '« , » sépare seulement les deux parties d’un commutateur [A, B]',
  stray_colon: '« : » sépare seulement les deux parties d’un conjugué [A: B]',
  layer_zero: '{token} : les couches sont numérotées à partir de 1 depuis la face (1R est R, 2R la couche suivante)',
  not_a_cube_move:
    '{token} n’est pas un mouvement du {puzzle}{why, select, slice { : il n’a pas de couche centrale unique (ses couches intérieures sont 2R, 2L, 2U, 2D, 2F, 2B)} whole { : tourner les {size} couches est une rotation (x, y ou z)} depth { : il a {size} couches} other {}} (il accepte {accepted})',
  accepted_moves:
    '{size, plural, =2 {U R F D L B, Uw… ou u… (deux couches : tout le cube), x y z} =3 {U R F D L B, Uw… ou u…, 2R… (la couche centrale), M E S, x y z} other {U R F D L B, Uw… ou u…, 2Rw…-{below}Rw… (autant de couches), 2R…-#R… (une couche intérieure), x y z}}',
  niss_nested: '« ^( » (mouvements du côté inverse) ne peut pas être dans un groupe, un crochet ou un autre « ^( »',
  not_a_move: '{token} n’est pas un mouvement (attendu : U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)',
  second_amount: "{token} est un second nombre (écrivez un nombre, puis un prime, comme dans R2')",
  amount_alone: '{token} doit suivre directement un mouvement ou un crochet fermant, sans espace',
  unclosed_group: '« ) » attendue pour fermer le groupe ouvert en colonne {open}, trouvé {found}',
  unclosed_niss:
    '« ) » attendue pour fermer le groupe du côté inverse « {opener} » ouvert en colonne {open}, trouvé {found}',
  niss_amount: 'un groupe du côté inverse « {opener}…) » ne prend ni nombre ni prime',
  bracket_separator:
    '« , » ou « : » attendu dans le crochet ouvert en colonne {open} ([A, B] ou [A: B]), trouvé {found}',
  unclosed_bracket: '« ] » attendu pour fermer le crochet ouvert en colonne {open}, trouvé {found}',
  twisty_sticker_total: 'Un {puzzle} a {expected} autocollants ; reçu {count}',
  twisty_bad_symbol:
    'L’autocollant {index} est « {symbol} » : un {puzzle} a les faces {faces} (ou les couleurs {colours})',
  twisty_mixed_symbols: 'Les autocollants mélangent lettres de faces ({faces}) et couleurs ({colours})',
  twisty_colour_count: '{count} autocollants sont {face} ; un {puzzle} en a {per_face}',
  twisty_centres_same: 'Les centres {a} et {b} sont tous deux {face}',
  twisty_centres_arrangement:
    'Les centres sont disposés comme sur aucun {puzzle} (les voisins de chaque centre ne sont pas les siens)',
  twisty_impossible_piece: `${T_THE_CAP} en {slot} montre {shows} : aucune pièce d’un {puzzle} n’a ces couleurs dans cet ordre`,
  twisty_piece_fixed: `${T_THE_CAP} en {slot} est ${T_THE} {piece}, qui ne peut pas quitter {piece}`,
  twisty_piece_twice: `${T_THE_CAP} {piece} est à la fois en {first} et en {second}`,
  twisty_piece_missing: `${T_THE_CAP} {piece} manque`,
  twisty_kinds: T_KINDS,
  twisty_piece_at: `${T_THE} en {slot}`,
  twisty_named_piece_at: `${T_THE} {piece} en {slot}`,
  twisty_flipped: `${UNREACHABLE}. {named, select, yes {${T_THE_CAP} {piece}} other {${T_THE_CAP}}} en {slot} est retournée sur place : retournez-la pour corriger.`,
  twisty_twisted: `${UNREACHABLE}. {named, select, yes {${T_THE_CAP} {piece}} other {${T_THE_CAP}}} en {slot} est tournée sur place : tournez la pièce dans le sens {turn, select, ccw {antihoraire} other {horaire}} (en la regardant) pour corriger.`,
  twisty_swapped: `${UNREACHABLE}. Deux ${T_KINDS} sont échangé(e)s : {a} et {b} ; les échanger corrige.`,
  twisty_unreachable_swap: `${UNREACHABLE} : deux ${T_KINDS} sont échangé(e)s (une permutation impaire des ${T_KINDS})`,
  twisty_unreachable_twist: `${UNREACHABLE} : les torsions des ${T_KINDS} ne tombent pas juste : une pièce est {turned, select, flipped {retournée} other {tournée}} à sa place (ou des pièces sont échangées)`,
  twisty_invariant_twist: `Les torsions des ${T_KINDS} ne tombent pas juste : une pièce est tournée sur place`,
  twisty_invariant_parity: 'Les {kinds} forment une permutation impaire (parité) : deux d’entre eux sont échangés',
  clock_hours: '{hours} h',
  clock_dial: '{place} {side, select, front {avant} other {arrière}}',
  clock_length:
    'un état de Clock a 22 symboles : les 9 cadrans avant, les 9 cadrans arrière (0-9, a pour 10, b pour 11) et les 4 picots (U haut, d bas), p. ex. 000000000/000000000/dddd ; trouvé {count}',
  clock_dial_symbol:
    'colonne {column} : le cadran {dial} est « {symbol} » ; un cadran vaut 0-9, a (10 h) ou b (11 h), 0 étant 12 h',
  clock_pin_symbol: 'colonne {column} : le picot {pin} est « {symbol} » ; un picot est U (haut) ou d (bas)',
  clock_wheel:
    'colonne {column} : le cadran {back} indique {back_shows}, mais c’est la même roue que le cadran {front} (colonne {front_column}), qui indique {front_shows} : une roue qui indique h d’un côté indique 12 - h de l’autre, donc {back} devrait indiquer {back_should} (ou {front} {front_should})',
  board_empty: 'aucune tuile : tapez 9 nombres ligne par ligne, p. ex. 1 2 3 4 5 6 7 8 0 (0 est la case vide)',
  board_item: 'l’élément {index} (« {text} », colonne {column})',
  board_not_a_number: '{item} n’est pas un nombre : utilisez 1 à 8 pour les tuiles et 0 (ou _) pour la case vide',
  board_out_of_range: '{item} vaut {value}, mais les tuiles vont de 1 à 8 (et 0 est la case vide)',
  board_count:
    '{count, plural, one {# nombre trouvé} other {# nombres trouvés}} ; un plateau 3x3 en demande 9 : les tuiles 1 à 8 et 0 pour la case vide, ligne par ligne',
  board_tile_repeated:
    '{tile, plural, =0 {la case vide (0)} other {la tuile #}} apparaît {times, plural, =2 {deux fois} =3 {trois fois} other {# fois}} (éléments {items})',
  board_tile_missing: '{tile, plural, =0 {il n’y a pas de case vide (0)} other {la tuile # manque}}',
  board_tiles: '{problems} ; chacune des tuiles 1 à 8 et la case vide doivent apparaître exactement une fois',
  sq1_slot: 'emplacement {slot} {layer, select, top {du haut} other {du bas}} (colonne {column})',
  sq1_piece: '{kind, select, corner {le coin} other {l’arête}} {place} ({letter})',
  sq1_fields:
    'un état de Square-1 est trois champs séparés par « / » : les 12 emplacements de la couche du haut, les 12 du bas et la couche du milieu (0 ou 1), comme AABCCDEEFGGH/IJJKLLMNNOPP/0 ; celui-ci en a {count}',
  sq1_layer_slots:
    'la couche {layer, select, top {du haut} other {du bas}} a {count} emplacements ({degrees} degrés) : une couche fait 360 degrés, 12 emplacements de 30 (un coin s’écrit sur deux, une arête sur un)',
  sq1_middle:
    'la couche du milieu est un seul symbole, 0 (comme résolue) ou 1 (sa moitié droite retournée), pas « {text} »',
  sq1_symbol:
    'colonne {column} : « {symbol} » à l’{slot} n’est pas une pièce : les pièces sont A-P (coins A C E G J L N P, écrits deux fois ; arêtes B D F H I K M O)',
  sq1_missing: '{piece} manque',
  sq1_written:
    '{piece} est écrit(e) {times, plural, one {une fois} other {# fois}} ({slots, list, comma}) : {kind, select, corner {un coin occupe deux emplacements côte à côte} other {une arête occupe un emplacement}}',
  sq1_split:
    '{piece} est à deux endroits ({slots, list, comma}) : un coin occupe deux emplacements côte à côte dans une couche',
  // ---- langs2: the other puzzles' notation, the bindings' arguments, the camera scan ----
  twisty_parse: 'colonne {column} : {what} ; le {puzzle} accepte {accepted}',
  twisty_not_a_turn_symbol: '« {symbol} » n’est pas un mouvement',
  twisty_not_a_turn: '« {turn} » n’est pas un mouvement du {puzzle}',
  pyraminx_accepted: "U L R B (deux couches) et u l r b (pointes), chacun avec ' pour l’autre sens",
  skewb_accepted: "R U L B, chacun avec ' pour l’autre sens",
  megaminx_accepted:
    "U F R L BL BR D B DL DR FR FL, seuls (72 degrés dans le sens horaire), avec 2 (144), 2' ou ' ; et les mouvements de mélange de la WCA R++ R-- D++ D--",
  start_stickers: 'l’état de départ a {count} autocollants ; un {puzzle} en a {expected}',
  sq1_not_a_move:
    '« {symbol} » n’est pas un mouvement de Square-1 : écrivez (x,y) pour une rotation et / pour un slash',
  sq1_amount_expected:
    'la valeur de la couche {layer, select, top {du haut} other {du bas}} était attendue, un nombre de douzièmes de -11 à 11{end, select, yes {, pas la fin} other {, pas « {symbol} »}}',
  sq1_amount_range:
    'la couche {layer, select, top {du haut} other {du bas}} tourne d’au plus 11 douzièmes dans chaque sens (-11..11), pas {text}',
  sq1_comma: '« , » attendue entre les valeurs du haut et du bas, comme dans (1,0)',
  sq1_close: '« ) » attendue pour fermer la rotation ouverte à la colonne {open}',
  sq1_slash_blocked:
    'le slash {number} est impossible : {piece} est à cheval sur la coupe dans la couche {layer, select, top {du haut} other {du bas}} (ses cases {a} et {b}) ; tournez d’abord cette couche',
  start_state_problem: 'l’état de départ : {what}',
  clock_not_rotation: '« {token} » n’est pas une rotation du Clock : la WCA retourne le Clock avec y2 seulement',
  clock_not_a_move:
    '« {token} » n’est pas un mouvement du Clock : notation WCA du Clock : un ensemble de picots UR DR DL UL U R D L ALL avec des heures 0-6 et + (sens horaire) ou - (UR3+, ALL2-), y2 pour le retourner, et des lettres de picots seules pour les picots laissés en haut (UR DL)',
  clock_needs_hours: '« {token} » doit avoir les heures après {pins} : un nombre de 0 à 6 et + ou - ({pins}3+)',
  clock_too_many_hours: '« {token} » tourne de plus de 6 heures : la WCA écrit 0-6 dans chaque sens (7+ s’écrit 5-)',
  clock_needs_sign: '« {token} » doit avoir + (sens horaire) ou - (sens antihoraire) après les heures',
  clock_bad_end:
    '« {token} » se termine par « {end} » : les heures se terminent par + (sens horaire) ou - (sens antihoraire)',
  slides_not_a_slide:
    'glissements : colonne {column} : « {symbol} » n’est pas un glissement ; utilisez U, D, L ou R (la direction où va la case vide)',
  slide_off_board: 'le glissement {number} ({slide}) ferait sortir la case vide du plateau',
  board_which: '{board, select, start {départ} other {but}} : {what}',
  board_unsolvable:
    'insoluble : le départ a un nombre {start_parity, select, odd {impair} other {pair}} d’inversions ({start_count}) et le but un nombre {goal_parity, select, odd {impair} other {pair}} ({goal_count}) ; un glissement ne change jamais cette parité (un glissement de côté garde l’ordre de lecture des tuiles, un glissement vers le haut ou le bas fait passer une tuile devant deux autres), donc aucune suite de glissements ne mène de l’un à l’autre. Échanger deux tuiles du départ le rendrait soluble.',
  unknown_puzzle: 'puzzle inconnu « {name} »',
  not_a_cube: 'le {puzzle} n’est pas un cube',
  bad_seed: 'la graine doit être un nombre entier de 0 à 2^53',
  bad_count: 'le nombre doit être compris entre 0 et 1000000',
  no_stickers: 'le {puzzle} n’a pas d’autocollants à dessiner',
  no_dial: 'pas de cadran ni de picot {dial}',
  not_a_move_of: 'le mouvement {number} ({move}) n’existe pas sur le {puzzle}',
  scan_not_cube4: 'le scan par caméra lit le 2x2x2 et le 3x3x3, pas le 4x4x4',
  scan_sticker_total: 'un {puzzle} a {expected} autocollants, pas {count}',
  scan_sticker: 'autocollant {index} (face {face}, rangée {row}, colonne {column})',
  scan_alike:
    'les couleurs de {a} et de {b} se ressemblent ({centres, select, yes {centres, } other {}}distance CIELAB {distance}) : plus de lumière, ou une lumière moins colorée, peut les distinguer',
  scan_overruled:
    '{sticker} se lit comme la couleur de {reads} (distance CIELAB {distance}{glare, select, yes {, reflet ?} other {}}), mais le cube valide le plus proche demande {needs} ici (distance {needs_distance})',
  scan_internal: 'interne : {what}',
  // ---- solver replies (wasm/solvers/: message_catalog.cpp's block of the same name) ----
  solve_cancelled: 'annulé',
  stickers_not_a_cube: 'les stickers ne forment pas un cube',
  not_solvable_cube: 'cube insoluble (pièces, orientation des coins, des arêtes ou parité)',
  input_part:
    '{part, select, start {départ} goal {but} moves {mouvements} move_set {ensemble de mouvements} scramble {mélange} skeleton {squelette} other {{part}}} : {what}',
  sentences: '{first} {then}',
  no_solution_found: 'aucune solution trouvée',
  no_solution_within: 'aucune solution de {max, plural, one {# mouvement} other {# mouvements}} au plus',
  no_solution_within_bound:
    'aucune solution de {max, plural, one {# mouvement} other {# mouvements}} au plus (la plus courte en a au moins {bound})',
  shortest_over_limit:
    'la solution la plus courte a {length} {unit, select, turns {tours} slides {glissements} other {mouvements}}, plus que la limite de {max}',
  found_over_limit:
    'la solution trouvée a {length} {unit, select, slashes {slashs} other {tours}}, plus que la limite de {max}',
  method_over_limit:
    'la solution {method, select, lbl {couche par couche} other {de Thistlethwaite}} a {length} mouvements, au-delà de la limite de {max}',
  reduction_over_limit:
    'la réduction a trouvé {length} mouvements, plus que la limite de {max} (elle ne cherche pas la plus courte)',
  budget_ended: 'le temps imparti s’est écoulé avant qu’une solution soit trouvée',
  budget_ended_shortest: 'le temps imparti s’est écoulé avant que la solution la plus courte soit trouvée',
  budget_ended_listing: 'le temps imparti s’est écoulé avant que toutes les solutions demandées soient trouvées',
  budget_ended_bound:
    'le temps imparti s’est écoulé avant qu’une solution soit trouvée ; toute solution a au moins {bound, plural, one {# mouvement} other {# mouvements}}',
  budget_ended_within:
    'temps écoulé avant qu’une solution de {max, plural, one {# mouvement} other {# mouvements}} au plus soit trouvée',
  budget_ended_depth:
    'temps écoulé : aucune solution de {max, plural, one {# mouvement} other {# mouvements}} au plus trouvée (recherche arrivée à la profondeur {depth})',
  cancelled_at_depth: 'annulé : recherche arrivée à la profondeur {depth}',
  not_proven_depth: 'optimalité non prouvée : recherche arrivée à la profondeur {depth}',
  fallback_proven: 'solution deux phases prouvée optimale : aucune de {limit} mouvements ou moins',
  optimal_listed_cut:
    '{count} solutions optimales listées quand {why, select, cancelled {la recherche a été annulée} other {le temps imparti s’est écoulé}} ; il peut y en avoir d’autres',
  optimal_listed_first: 'les {count} premières solutions optimales (autant que demandé) ; il peut y en avoir d’autres',
  optimal_listed_all: 'toutes les solutions optimales : {count}',
  three_stage_failed: 'étape 3x3x3 : {why}',
  stage_five_phase_1: 'Centres : un axe',
  stage_five_phase_1_why:
    'les couleurs de centre d’un axe (centres X et +) sur les deux faces de cet axe, avec tout tour de bloc',
  stage_five_phase_2: 'Centres : chaque axe',
  stage_five_phase_2_why:
    'les autres centres répartis entre leurs deux axes et la permutation des ailes rendue paire, en gardant les centres du premier axe (sans les tours extérieurs de ses faces, les autres tours larges en demi-tours)',
  stage_five_phase_3a: 'Arêtes : classes',
  stage_five_phase_3a_why:
    'chaque aile dans la classe de positions par lesquelles les dernières phases la tournent et les arêtes du milieu orientées, les centres gardés sur leurs axes (tours extérieurs et demi-tours larges)',
  stage_five_phase_3b: 'Arêtes : tranches',
  stage_five_phase_3b_why:
    'les arêtes de la tranche du milieu hors du chemin de la tranche que la phase suivante apparie, les centres comme elle en a besoin (U, D, R, L, F2, B2 et demi-tours larges)',
  stage_five_phase_4: 'Arêtes : une tranche appariée',
  stage_five_phase_4_why:
    'les quatre arêtes d’une tranche appariées dans cette tranche, et les centres comme la dernière phase en a besoin (quarts de tour de deux faces, les autres tours en demi-tours)',
  stage_five_phase_5: 'Centres et arêtes en place',
  stage_five_phase_5_why:
    'chaque centre en place et chaque arête appariée (quarts de tour de U et D, les autres en demi-tours)',
  stage_reduced_3x3x3: '3x3x3',
  stage_reduced_3x3x3_why:
    'le cube réduit résolu comme un 3x3x3 par le solveur deux phases, tours extérieurs seulement',
  stage_inner_4x4x4: '4x4x4 intérieur',
  stage_inner_4x4x4_why:
    "les couches intérieures lues comme un 4x4x4 (les deux couches extérieures de chaque côté comme une) et réduites par les phases des centres et de l'appariement du 4x4x4 : les centres X intérieurs en place et les arêtes intérieures appariées, sans parité",
  stage_inner_5x5x5: '5x5x5 intérieur',
  stage_inner_5x5x5_why:
    'les couches intérieures lues comme un 5x5x5 (les deux couches extérieures de chaque côté comme une) et réduites par les phases 1-5 de la réduction en cinq phases : les centres intérieurs en place et les arêtes intérieures entières',
  stage_bar_glue: 'Barres collées aux arêtes',
  stage_bar_glue_why:
    "des tours de face qui placent à côté de chaque autocollant d'arête intérieure un centre de la couleur dont sa rangée aura besoin : la réduction du cube intérieur ne tourne que des couches plus profondes, qui emportent chaque paire ensemble, donc apparier les arêtes intérieures rend aussi ces rangées de centres d'une seule couleur",
  stage_centre_bars: 'Barres de centres',
  stage_centre_bars_why:
    "chaque rangée de centres à côté du bloc intérieur d'une seule couleur, par des commutateurs de centres qui gardent le cube intérieur : les centres de chaque face sont alors ceux d'un 5x5x5",
  clock_optimal:
    'optimal : chacune des {examined} façons de le résoudre avec les 18 positions de pins de la WCA a été examinée ; {count, plural, one {# a} other {# ont}} le moins de mouvements',
  sq1_split_budget:
    'deux phases : le temps imparti s’est écoulé avant que chaque découpage plus court entre les phases soit essayé',
  sq1_split_shortest: 'deux phases : le plus court de tous les découpages entre forme et square-square',
  sq1_optimal_proven: 'optimal : aucune solution n’a moins de {slashes} slashs',
  sq1_not_proven: 'optimalité non prouvée : le temps imparti s’est écoulé ; toute solution a au moins {bound} slashs',
  board_tiles_once: 'chacune des tuiles 1 à 8 et la case vide 0 doivent apparaître exactement une fois',
  moves_no_quarter_turns: 'mouvements : {moves} n’a aucun quart de tour pour chercher en QTM',
  pocket_dbl_fixed:
    'aucun cube correspondant au but n’a le coin DBL du départ tel qu’il est, et {moves} ne bouge jamais ce coin ; autorisez les tours D, L ou B, ou marquez les stickers DBL (D3, B4, L3) x',
  pocket_orbits:
    'aucune suite de tours {moves} ne peut atteindre le but : un coin devrait aller là où ces tours ne l’emmènent jamais',
  pocket_unreachable:
    'aucune suite de tours {moves} n’atteint le but (les {states} cubes que ces tours atteignent depuis le départ ont tous été explorés)',
  pocket_gave_up:
    'abandon après {states} cubes sans atteindre le but ; il est peut-être hors de portée des tours {moves}',
  pocket_start_unreachable:
    'départ : pas un état 2x2x2 atteignable (coins répétés ou somme des orientations non multiple de 3)',
  pocket_goal_count:
    '24 stickers attendus (dans les couleurs du départ, x ou ? pour n’importe laquelle), {count} trouvés',
  pocket_goal_impossible:
    'aucun cube 2x2x2 ne ressemble à cela (les stickers donnés ne peuvent pas tous être justes à la fois).',
  move_set_not_a_face:
    "colonne {column} : « {symbol} » n’est pas un tour de face ; utilisez U R F D L B, chacun éventuellement suivi de 2 ou '{wide, select, yes { (une minuscule est un tour large ; un ensemble de mouvements du 2x2x2 prend des tours de face)} other {}}",
  move_set_empty: 'aucun tour donné',
  pocket_goal_letters: 'but : 24 stickers attendus en lettres de faces U R F D L B, ou x pour n’importe lequel',
  goal_needed:
    'le solveur « goal » a besoin d’un but : un préréglage (cross, xcross@U, eoline, ...), un motif avec x pour n’importe quel sticker, ou une chaîne « cross, pair, pair »',
  goal_unreachable:
    'aucune suite de tours {moves} n’atteint le but depuis ce départ : ils ne peuvent jamais amener {known, select, yes {{pieces}} other {les pièces}} aux places et orientations que demande le but',
  goal_step_failed: 'étape {step} ({name}) : {why}',
  goal_empty: 'vide ; donnez un préréglage (cross, xcross, eoline, 2x2x2, f2l, ...) ou un motif de 54 stickers',
  goal_empty_2x2: 'vide ; donnez un motif de 24 stickers, face ou première couche',
  goal_start_count: '54 stickers (3x3x3) ou 24 (2x2x2) attendus, {count} trouvés',
  goal_2x2_for_3x3: 'un motif 2x2x2 (24 stickers) pour un départ 3x3x3',
  goal_sets_on_2x2:
    'les ensembles de couleurs [..] sont pour les motifs 3x3x3 ; un motif 2x2x2 prend une couleur ou x par sticker',
  goal_unknown_preset:
    'préréglage inconnu « {text} » ; les préréglages sont {known} (ajoutez @U, @DR ... pour une autre face du bas et de devant)',
  goal_preset_faces:
    '« {text} » : après « @ », donnez la face du bas et éventuellement celle de devant, p. ex. {name}@U ou {name}@DR',
  goal_preset_front: '« {text} » : la face de devant ne peut pas être celle du bas ni lui être opposée',
  goal_sticker_count:
    '54 stickers attendus (dans les couleurs du départ ; x ou ? pour n’importe laquelle ; [..] pour un ensemble de couleurs), {count} trouvés',
  goal_set_unclosed: 'l’ensemble de couleurs du sticker {sticker} n’a pas de « ] » fermant',
  goal_set_colour: '« {symbol} » dans l’ensemble du sticker {sticker} n’est pas une des couleurs du départ ({colours})',
  goal_set_empty: 'l’ensemble du sticker {sticker} n’autorise aucune couleur',
  goal_set_stray_close: '« ] » au sticker {sticker} ne ferme aucun ensemble',
  goal_sticker_colour:
    'le sticker {index} ({sticker}) est « {symbol} », qui n’est ni une des couleurs du départ ({colours}) ni x ou ? pour n’importe laquelle',
  goal_centre_fixed:
    'le centre de la face {face} (sticker {sticker}) ne bouge jamais et montre toujours sa propre couleur, ce que le motif n’autorise pas',
  goal_no_such_piece:
    '{kind, select, corner {aucun coin} other {aucune arête}} n’a les couleurs que le motif demande en {where}',
  goal_piece_twice:
    'le motif demande {kind, select, corner {le même coin} other {la même arête}} à deux endroits ; rien ne reste pour {where}',
  goal_odd_flips: 'le motif a un nombre impair d’arêtes retournées, ce qu’aucun cube n’a',
  goal_twists: 'les orientations des coins du motif ne font pas des tours entiers, ce qu’aucun cube n’a',
  goal_parity: 'le motif échange deux pièces et rien d’autre, ce qu’aucun cube ne peut faire',
  solver_clock_title: 'Clock optimal',
  solver_clock_help:
    'Optimal selon le décompte de la WCA (chaque tour de molette un mouvement ; y2 et les pins libres) : chacune des 20 736 solutions que permettent les 18 positions de pins de la WCA est examinée et la plus courte gardée, à égalité celle qui tourne le moins d’heures.',
  solver_fmc_title: 'Étapes de fewest moves (EO, DR, HTR, finish)',
  solver_fmc_help:
    'Étapes de fewest moves, chacune optimale : but eo, dr, htr ou finish, un axe (fb, rl, ud), niss normal|inverse|both et within K (toute solution jusqu’à l’optimum + K) ; les mouvements entre ^( ) vont du côté inverse. Sans but : les quatre étapes à la suite.',
  solver_fmc_goal_hint:
    'Une étape : eo, dr, htr ou finish ; un axe (fb, rl, ud) ; niss normal|inverse|both ; within K. Vide : les quatre étapes à la suite',
  solver_goal_title: 'But / étapes (buts partiels)',
  solver_goal_help: 'But / étapes (buts partiels)',
  solver_goal_goal_hint:
    'Un préréglage (cross, xcross@U, eoline, face on U), un motif de stickers avec x pour n’importe lequel, ou une chaîne « cross, pair, pair » ; « cn: cross » pour n’importe quelle couleur',
  solver_lbl_title: 'Couche par couche (méthode débutant)',
  solver_lbl_help:
    'Couche par couche, comme on l’apprend : des solutions plus longues, une étape à la fois ; la lecture fait une pause après chaque étape.',
  solver_megaminx_title: 'Megaminx étape par étape',
  solver_megaminx_help:
    'Étape par étape, comme on le résout : la première couche et la deuxième bloc par bloc, chaque étape une recherche sur les tours de quelques faces ; puis la dernière couche en deux looks (orientation, permutation) à partir de tables d’algorithmes trouvés par recherche. Chaque tour compte pour un (U2 aussi).',
  solver_optimal_title: 'Optimal (le moins de mouvements)',
  solver_optimal_help:
    'Optimal : le moins de mouvements possible, prouvé en cherchant à chaque longueur plus courte (états aléatoires : 17–18 mouvements, de quelques secondes à quelques minutes). La petite table convient aux téléphones ; la grande explore ~10× moins de nœuds, la moyenne est entre les deux. Quand le temps imparti s’écoule, vous obtenez la solution deux phases, marquée optimalité non prouvée. Toutes les solutions optimales : la longueur optimale est alors explorée jusqu’au bout, jusqu’à ~13× plus longtemps.',
  solver_pocket_title: '2x2x2 optimal',
  solver_pocket_help:
    'Optimal : le moins de mouvements possible, à partir d’une table de tous les états du 2×2×2 ; vers n’importe quel motif, avec n’importe quel ensemble de tours.',
  solver_pocket_goal_hint:
    '24 stickers dans les couleurs du départ, x pour n’importe lequel (p. ex. UUUUxxxx… = face du haut faite) ; vide = résolu',
  solver_pyraminx_title: 'Pyraminx optimal',
  solver_pyraminx_help:
    'Optimal : le moins de tours possible, pointes comprises, à partir d’une table des 933 120 états du Pyraminx sans les pointes (construite en une fraction de seconde) ; les pointes sont tournées d’abord.',
  solver_reduction_title: 'Réduction (4x4x4–7x7x7)',
  solver_reduction_help:
    'Réduction : d’abord les centres U-D et R-L (sur le 6x6x6 et le 7x7x7 les centres X, puis les autres centres par commutateurs), puis les ailes de chaque arête appariées (sur le 4x4x4 pendant que les centres s’achèvent ; sur les plus grands cubes une fois les centres en place), sans parité de retournement d’arête restante (la parité d’échange d’arêtes du 6x6x6 corrigée par un algorithme), et le cube réduit résolu comme un 3x3x3 par le solveur deux phases. Les longueurs comptent chaque tour extérieur ou large pour 1 (OBTM) ; pas les solutions les plus courtes. Le 5x5x5, lui, en cinq phases (d’après cube555 de cs0x7f) : les centres d’un axe, les autres centres répartis entre leurs axes, puis en trois phases les arêtes appariées et chaque centre en place, puis le 3x3x3.',
  solver_skewb_title: 'Skewb optimal',
  solver_skewb_help:
    'Optimal : le moins de tours possible (décompte WCA : R U L B et leurs inverses comptent chacun pour un), à partir d’une table des 3 149 280 états du Skewb (construite en une fraction de seconde).',
  solver_sliding_title: 'Taquin optimal',
  solver_sliding_help:
    'Optimal : le moins de glissements possible, à partir d’une table des 181 440 plateaux depuis lesquels le but est atteignable.',
  solver_sliding_goal_hint: '9 nombres ligne par ligne, 0 ou _ pour la case vide ; vide = 1 2 3 / 4 5 6 / 7 8 _',
  solver_sq1_title: 'Square-1 deux phases',
  solver_sq1_help:
    'Deux phases dans le décompte twist (chaque slash un mouvement, les tours libres), comme le sq12phase de Chen Shuang : la forme vers un cube par les distances exactes des 3678 formes slashables, puis le groupe square-square par des tables d’élagage sur les coins et les arêtes ; le découpage le plus court entre les phases est cherché dans le temps imparti (0,3 s par défaut).',
  solver_sq1_optimal_title: 'Square-1 optimal',
  solver_sq1_optimal_help:
    'Le moins de slashs (décompte twist) : IDA* sur l’état entier, borné par les distances exactes de la forme avec les coins du haut et de la forme avec les arêtes du haut ; d’abord la solution deux phases, puis prouvée ou améliorée dans le temps imparti (10 s par défaut ; dite « non prouvée » quand il s’écoule).',
  solver_thistlethwaite_title: 'Thistlethwaite (4 phases, ≤ 45 mouvements)',
  solver_thistlethwaite_help:
    'Thistlethwaite : quatre phases à travers des sous-groupes emboîtés, ≤ 45 mouvements ; la lecture fait une pause après chaque phase.',
  solver_twophase_title: 'Deux phases (≤ 20 mouvements)',
  solver_twophase_help:
    'Deux phases trouve ≤ 20 mouvements en quelques millisecondes ; avec une longueur max de 21 ou plus, c’est encore plus rapide. « Afficher les étapes » au-dessus des mouvements montre ses deux phases.',
  goal_preset_cross: 'Croix',
  goal_preset_xcross: 'Croix étendue (croix + une paire F2L)',
  goal_preset_xxcross: 'Croix + deux paires F2L',
  goal_preset_xxxcross: 'Croix + trois paires F2L',
  goal_preset_pair: 'Une paire F2L de plus',
  goal_preset_f2l: 'Deux premières couches',
  goal_preset_first_layer: 'Première couche',
  goal_preset_eoline: 'EOLine (ZZ)',
  goal_preset_eocross: 'EOCross (ZZ)',
  goal_preset_eo: 'Arêtes orientées (ZZ EO)',
  goal_preset_2x2x2: 'Bloc 2x2x2 (Petrus)',
  goal_preset_2x2x3: 'Bloc 2x2x3 (Petrus)',
  goal_preset_roux_fb: 'Premier bloc (Roux)',
  goal_preset_face: 'Une face d’une seule couleur',
  fmc_goal_no_step: 'aucune étape : attendu eo, dr, htr ou finish',
  fmc_goal_unknown_step: 'étape inconnue « {word} » (attendu eo, dr, htr ou finish)',
  fmc_goal_finish_axis: 'finish ne prend pas d’axe (les demi-tours conservent tous les axes)',
  fmc_goal_niss: 'niss doit valoir normal, inverse ou both, pas « {value} »',
  fmc_goal_within: 'within prend un nombre de mouvements de 0 à 99, pas « {value} »',
  fmc_goal_unknown_word:
    'mot inconnu « {word} » dans l’étape (attendu : un axe fb, rl ou ud, niss MODE, within K{scratch, select, yes { ou scratch)} other {)}}',
  fmc_htr_no_dr:
    'HTR part de la réduction domino (DR), et cet état n’est en DR sur aucun axe : faites d’abord l’étape DR (--goal dr)',
  fmc_htr_other_axis: 'HTR sur {axis} part de DR sur {axis}, et cet état n’est en DR que sur {axes, list, comma}',
  fmc_finish_no_htr:
    'finish part de la réduction en demi-tours (HTR) : cet état ne se résout pas en demi-tours ; faites d’abord l’étape HTR (--goal htr)',
  fmc_unreachable:
    '{step, select, finish {finish} other {{step}}}{on, select, axis { sur {axis}} any { sur un axe quelconque} other {}} ne peut pas être atteint depuis cet état avec les mouvements {moves} {niss, select, normal {du côté normal} inverse {du côté inverse} other {avec NISS}}',
  fmc_no_step_within:
    'aucun {step, select, finish {finish} other {{step}}} de {max, plural, one {# mouvement} other {# mouvements}} au plus',
  fmc_step_failed: '{step, select, finish {finish} other {{step}}} : {why}',
  fmc_steps_over_limit: 'les quatre étapes font {length} mouvements, plus que {max}',
  // ---- end of solver replies ----
  // ---- table choices (wasm/solvers/optimal/optimal_entry.cpp: message_catalog.cpp's block of the same name) ----
  table_small: 'Petite',
  table_medium: 'Moyenne',
  table_large: 'Grande',
  table_xlarge: 'Très grande',
  table_small_label: 'Petite : {megabytes} Mo (téléphones ; construite en une demi-minute environ)',
  table_medium_label: 'Moyenne : {megabytes} Mo (portables ; construite en une demi-minute environ)',
  table_large_label:
    'Grande : {gigabytes} Go (ordinateurs de bureau ; ~{fewer}× moins de nœuds ; quelques minutes de construction)',
  table_xlarge_label:
    'Très grande : {gigabytes} Go (navigateurs qui autorisent {allowed} Go ; ~{fewer}× moins de nœuds que la grande)',
  table_expect:
    'états aléatoires ~{median} s (médiane), {depth, plural, one {# mouvement} other {# mouvements}} ~{seconds} s',
  table_expect_range:
    'états aléatoires ~{low}-{high} s (médiane), {depth, plural, one {# mouvement} other {# mouvements}} ~{seconds} s',
  table_expect_xlarge:
    'un peu plus rapide que la grande ({low}-{high}× moins de nœuds) ; un état à {depth} mouvements ~{seconds} s',
  // ---- end of table choices ----
  // ---- requests, table cache, internal errors (message_catalog.cpp's block of the same name) ----
  unknown_puzzle_of: 'puzzle inconnu « {name} » (attendu : {puzzles, list, or})',
  no_solver_yet: 'aucun solveur ne résout encore le {puzzle}',
  unknown_solver: 'solveur inconnu « {name} » (connus : {solvers, list, comma})',
  solver_not_for_puzzle: 'le solveur « {solver} » ne résout pas le {puzzle} (utilisez {solvers, list, or})',
  solver_takes_no:
    'le solveur « {solver} » ne prend {option, select, moves {pas d’ensemble de mouvements} other {pas d’objectif}} (solveurs qui en prennent un : {solvers, list, or})',
  solver_table_names: '{solver} : {tables, list, or}',
  solver_no_table_option: 'le solveur « {solver} » ne prend pas d’option de table (seulement {which, list, semicolon})',
  unknown_table: 'table inconnue « {table} » pour le solveur « {solver} » (attendu : {tables, list, or})',
  bad_threads: 'les threads doivent aller de 1 à 64, pas {threads}',
  solver_no_threads: 'le solveur « {solver} » ne prend pas d’option de threads (seulement {solvers, list, or})',
  unknown_metric: 'métrique inconnue « {metric} » (attendu : {metrics, list, or})',
  solver_one_metric: 'le solveur « {solver} » ne compte qu’en {only}, pas en « {metric} »',
  tables_no_memory:
    'pas assez de mémoire pour {doing, select, export {exporter} other {construire}} les tables de « {solver} »',
  tables_not_built: 'les tables de « {solver} » n’ont pas pu être construites',
  tables_build_failed: 'la construction des tables a échoué : {what}',
  tables_none: 'le solveur « {solver} » n’a pas de tables à {doing, select, export {exporter} other {importer}}',
  tables_no_memory_load: 'pas assez de mémoire pour charger les tables de « {solver} » ({mib} Mio)',
  tables_cannot_load: 'les tables de « {solver} » ne peuvent pas être chargées',
  table_import_finished: 'l’importation est terminée',
  table_chunk_misfit: 'le morceau de table à {offset} ne tient pas dans les données de la table',
  table_chunk_checksum: 'la somme de contrôle du morceau de table à {offset} ne correspond pas',
  table_blob_incomplete: 'données de table incomplètes : {filled} octets sur {total}',
  table_chunk_no_memory: 'pas assez de mémoire pour un morceau de table',
  table_file_bad_magic: 'ce n’est pas un fichier de tables (mauvaise signature)',
  table_file_checksum: 'la somme de contrôle du fichier de tables ne correspond pas (corrompu ou tronqué)',
  table_file_header: 'l’en-tête du fichier de tables est tronqué',
  table_file_other_set: 'le fichier de tables contient le jeu « {set} », « {expected} » était attendu',
  table_file_set_version: 'le jeu de tables « {set} » est en version {version}, {expected} était attendue',
  table_file_truncated: 'le fichier de tables est tronqué',
  table_checksum: 'la somme de contrôle de la table « {table} » ne correspond pas',
  table_file_trailing: 'le fichier de tables a des octets en trop à la fin',
  table_version: 'la table « {table} » est en version {version}, {expected} était attendue',
  table_size: 'la table « {table} » fait {bytes} octets, {expected} étaient attendus',
  table_missing: 'la table « {table} » manque',
  table_set_unexpected: 'le jeu de tables contient des tables inattendues',
  table_out_of_range: 'la table « {table} » contient une valeur hors limites',
  pocket_table_bad:
    'table du 2x2x2 : {what, select, depths {nombres par profondeur erronés} other {l’état résolu n’est pas à la distance 0}}',
  megaminx_tables_unread:
    'les tables {part, select, last_block {du dernier bloc} other {de la dernière couche}} du Megaminx ne se lisent pas (autre version, ou endommagées)',
  megaminx_tables_size:
    'les tables {part, select, last_block {de motifs du dernier bloc} other {des étapes}} du Megaminx n’ont pas la taille que produit cette version',
  megaminx_table_count: 'le jeu de tables du Megaminx a {count} tables, pas 3',
  megaminx_table_name: 'la table {number} du jeu de tables du Megaminx est « {name} », pas « {expected} »',
  optimal_no_memory_build:
    'pas assez de mémoire pour construire la table optimale « {size, select, small {petite} medium {moyenne} large {grande} other {très grande}} » (environ {mib} Mio)',
  optimal_no_memory_load:
    'pas assez de mémoire pour charger la table optimale « {size, select, small {petite} medium {moyenne} large {grande} other {très grande}} » ({mib} Mio)',
  optimal_build_failed: 'la construction de la table optimale a échoué : {what}',
  optimal_not_built: 'les tables optimales n’ont pas pu être construites',
  optimal_other_size:
    'ce sont les tables optimales « {size, select, small {petite} medium {moyenne} large {grande} other {très grande}} », mais c’est « {selected, select, small {petite} medium {moyenne} large {grande} other {très grande}} » qui est choisie',
  optimal_table_wrong_size: 'la table « {table} » manque ou n’a pas la bonne taille',
  optimal_unexpected_tables: 'le jeu de tables optimales contient des tables inattendues',
  optimal_out_of_range: 'les tables optimales contiennent des valeurs hors limites',
  table_measured:
    'états aléatoires : médiane {median} s, {proven} sur {count} prouvés en {budget} s ({depth} coups : médiane {depth_median} s) ; construite en {built} s (Chromium {chromium}, {threads} threads, VM Xeon 2 cœurs, au calme, {date})',
  table_measured_large:
    'états aléatoires : médiane {low}–{high} s (deux essais), {proven} sur {count} prouvés en {budget} s ({depth} coups : médiane {depth_low}–{depth_high} s) ; construite en {built} s, ou le fichier préconstruit téléchargé en {download} s (Chromium {chromium}, {threads} threads, VM Xeon 2 cœurs, au calme, {date})',
  table_measured_xlarge:
    'natif, un thread : positions à {depth} coups, médiane {cpu} s de CPU (grande : {cpu_large} s), {low}–{high}× moins de nœuds ; {states} états aléatoires, médiane {median} s (grande : {median_large} s) (VM Xeon 2 cœurs, charge {load_low}–{load_high}) ; dans Chromium {chromium}, {threads} threads : un état à {depth} coups prouvé en {proven} s, construite en {built} s (au calme), le fichier préconstruit téléchargé en {download} s ({date})',
  megaminx_step_failed:
    '{step, select, last_block_edges {les arêtes du dernier bloc ne sont pas toutes dans les faces U et BR} last_block {le dernier bloc n’a trouvé aucune solution avec U et BR} last_layer_pieces {les pièces de la dernière couche ne sont pas toutes dans la face U} last_layer_case {un cas de dernière couche que les tables ne contiennent pas} other {l’étape « {step} » n’a trouvé aucune solution}}',
  internal_bug:
    '{what, select, inner_cube {la réduction du cube intérieur n’a rien trouvé (un bug : merci de signaler l’état)} pseudo_five {le cube lu comme un 5x5x5 n’en est pas un valide (un bug : merci de signaler l’état)} centre_commutators {les commutateurs des centres sont restés bloqués (un bug : merci de signaler l’état)} not_3x3x3 {le cube réduit n’est pas un 3x3x3 (un bug : merci de signaler l’état)} megaminx_orientation {les arêtes du dernier bloc n’ont pas d’orientation que U et BR conservent (un bug)} megaminx_flips {U ou BR retourne une arête (un bug)} optimal_prune {erreur interne : la table d’élagage optimale est endommagée} other {erreur interne : une solution a échoué à sa vérification (tables endommagées ?)}}',
  smart_cubies: 'les cubies doivent être un objet {shape}',
  smart_array: '{name} doit être un tableau de {count} nombres',
  smart_item:
    '{name}[{index}] {what, select, not_a_number {n’est pas un nombre} other {doit être un entier de 0 à 255}}',
  smart_sticker:
    'la position {kind, select, corner {de coin} other {d’arête}} {position} désigne l’autocollant {sticker}{why, select, range {, qui n’est pas entre 0 et 53} centre {, un centre} other { une deuxième fois}}',
  smart_piece:
    'la position {kind, select, corner {de coin} other {d’arête}} {position} contient la pièce {piece} {kind, select, corner {tournée de} other {retournée de}} {turn} ({kind, select, corner {pièces 0..7, torsions 0..2} other {pièces 0..11, retournements 0..1}})',
  note_pair: '{first} ; {second}',
  note_chunk: 'morceau {index} sur {count} : {why}',
  note_cache_unreadable:
    'IndexedDB n’a pas pu être lu ({why}){built, select, yes { ; tables construites à la place} other {}}',
  note_stored_empty: 'la copie enregistrée est vide',
  note_cache_damaged:
    'la copie en cache a échoué à la vérification ({why}) ; supprimée{after, select, downloaded { et téléchargée à nouveau} rebuilt { et reconstruite} other {}}',
  note_not_exported: 'les tables n’ont pas pu être exportées ({why})',
  note_not_stored:
    'les tables n’ont pas pu être enregistrées dans IndexedDB ({why}) ; elles seront reconstruites la prochaine fois',
  note_quota:
    'QuotaExceededError : le navigateur n’a pas donné de place pour leurs {mib} Mio ; une fenêtre privée garde bien moins qu’elle n’annonce',
  note_prebuilt_unused:
    'la table préconstruite n’a pas été utilisée ({why}){here, select, yes { ; construite ici à la place} other {}}',
  note_module_stopped: 'le module s’est arrêté pendant la construction des tables ({what})',
  note_cached_not_loaded: 'en cache dans IndexedDB, pas encore chargées',
  note_not_built: 'pas encore construites',
  note_cache_cleared: 'cache vidé ; ces tables restent chargées jusqu’au rechargement de la page',
  note_no_store: 'IndexedDB n’est pas disponible ici : les tables sont construites à chaque visite',
  download_not_started: 'le téléchargement n’a pas commencé ({why})',
  download_status: 'le serveur a répondu {status} pour le fichier',
  download_compressed: 'le serveur envoie le fichier compressé ({encoding}), sa taille est donc inconnue',
  download_broke_off: 'le téléchargement s’est interrompu après {received} Mio sur {total} Mio ({why})',
  download_too_long: 'le fichier est plus long que les {total} Mio annoncés par le serveur',
  download_refused_at: 'le fichier a été refusé à {at} Mio ({why})',
  download_stopped: 'le téléchargement s’est arrêté après {received} Mio sur {total} Mio',
  download_refused_end: 'le fichier a été refusé à sa fin ({why})',
  download_checksum: 'le fichier a échoué à la vérification de ses sommes de contrôle ({why})',
  core_file_not_loaded:
    'Le fichier du cœur du solveur ({file}) ne s’est pas chargé ({tries} essais : {why}). Vérifiez la connexion réseau, puis appuyez sur Réessayer.',
  solver_worker_stopped: 'le worker du solveur s’est arrêté',
  solver_worker_stopped_why: 'le worker du solveur s’est arrêté : {why}',
  worker_script_not_loaded:
    'Le script du worker du solveur ne s’est pas chargé ({tries} essais). Vérifiez la connexion réseau, puis appuyez sur Réessayer.',
  worker_script_not_loaded_why:
    'Le script du worker du solveur ne s’est pas chargé ({tries} essais : {why}). Vérifiez la connexion réseau, puis appuyez sur Réessayer.',
  // ---- end of requests, table cache, internal errors ----
};
