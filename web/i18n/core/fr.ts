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
    'Deux pièces sont échangées (le cube ne peut pas être résolu tel quel), et les couleurs ne disent pas lesquelles : échanger deux arêtes quelconques, ou deux coins quelconques, donne un cube qui se résout. Échanger {a} et {b} remet l’une d’elles à sa place ; vérifiez lesquelles sont échangées sur votre cube.',
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
};
