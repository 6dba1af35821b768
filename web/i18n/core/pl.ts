// The core's messages in Polish (codes and parameters: en.ts).
import type { CoreMessages } from './en';

const KIND = '{kind, select, corner {róg} middle_edge {środkowa krawędź} wing {skrzydełko} other {krawędź}}';
const KIND_CAP = '{kind, select, corner {Róg} middle_edge {Środkowa krawędź} wing {Skrzydełko} other {Krawędź}}';
const NO =
  '{kind, select, corner {żaden róg nie ma} middle_edge {żadna środkowa krawędź nie ma} wing {żadne skrzydełko nie ma} other {żadna krawędź nie ma}}';
const T_KIND = '{kind, select, tip {czubek} centre {środek} corner {róg} other {krawędź}}';
const T_KIND_CAP = '{kind, select, tip {Czubek} centre {Środek} corner {Róg} other {Krawędź}}';
const T_KINDS = '{kind, select, tip {czubki} centre {środki} corner {rogi} other {krawędzie}}';
const T_KINDS_GEN = '{kind, select, tip {czubków} centre {środków} corner {rogów} other {krawędzi}}';
const READ_FROM =
  '{puzzle} odczytuje się względem tego rogu (jego kolory wyznaczają ściany D, B i L), więc popraw go najpierw.';
const UNREACHABLE = 'To nie jest stan, do którego {puzzle} dochodzi obrotami';
const TIMES = '{times, plural, =2 {dwa razy} one {# raz} few {# razy} many {# razy} other {# razy}}';
const STICKERS = '{count, plural, one {# naklejka} few {# naklejki} many {# naklejek} other {# naklejki}}';

export const pl: CoreMessages = {
  symbol: '„{symbol}”',
  piece_place: '{position} (naklejki {stickers})',
  piece_at: `${KIND} {colours} na {where}`,
  pieces_swapped: 'zamienione {a} i {b}',
  wing_place: 'skrzydełko {number} krawędzi {edge}',
  centre_orbit: '{kind, select, x {środki X} plus {środki +} other {środki ukośne}} jak {sticker}',
  centre_orbit_all: 'środki',
  symbol_stickers:
    '{count, plural, one {# naklejka „{symbol}”} few {# naklejki „{symbol}”} many {# naklejek „{symbol}”} other {# naklejki „{symbol}”}}',
  symbol_count: '{count} × „{symbol}”',
  odd_symbol: `„{symbol}” (${STICKERS})`,
  centres_clash_first: 'Środki {faces} są {count, plural, =2 {oba} other {wszystkie}} „{symbol}”',
  centres_clash: 'środki {faces} są {count, plural, =2 {oba} other {wszystkie}} „{symbol}”',
  centre_should_be: 'środek {face} pokazuje „{shows}”, a powinien „{should}”',
  why_same_colour_twice: `${NO} dwa razy tego samego koloru`,
  why_opposite_faces: '„{a}” i „{b}” należą do przeciwległych ścian',
  why_no_such_piece: `${NO} takiego wyglądu`,
  why_mirror_corner: 'prawdziwy róg {colours} ma te kolory w odwrotnej kolejności (dwie jego naklejki są zamienione)',
  sticker_total:
    '{puzzle} potrzebuje {expected} naklejek, a wpisano {count}{whitespace, select, yes { (spacje i końce wierszy się nie liczą).} other {.}}',
  colour_total: 'Wpis używa {count, plural, =6 {6} other {tylko #}} różnych kolorów ({symbols}), a kostka ma 6.',
  colour_total_odd:
    'Wpis używa {count} różnych kolorów ({symbols}), a kostka ma 6. {odd_count, plural, one {Nadmiarowy jest} other {Nadmiarowe są}} prawdopodobnie {odd}.',
  sticker_counts: 'Jest {counts}; każdy kolor potrzebuje {per_face}.',
  centres_not_different: '{clashes}, a żaden środek nie jest {unused}; wszystkie sześć środków musi być różnych.',
  centres_misplaced: 'Środki nie pasują do pozostałych elementów: sądząc po elementach, {fixes}.',
  reference_corner_same_colour: `Róg na {where} pokazuje {shows}, ale żaden róg nie ma dwa razy tego samego koloru. ${READ_FROM}`,
  reference_corner_misfit: `Róg na {where} pokazuje {shows}, co nie pasuje do pozostałych rogów: {why}. ${READ_FROM}`,
  impossible_piece: `${KIND_CAP} na {where} pokazuje {shows}, czego ${NO}: {why}.`,
  duplicate_piece: `${KIND_CAP} {colours} występuje ${TIMES}: na {places}.`,
  missing_piece: `Brakuje elementu: ${KIND} {colours}.`,
  corner_twist_sum:
    'Skręcenia rogów się nie sumują: jakiś róg został obrócony w miejscu, a kolory nie mówią który (każdy róg obrócony {turn, select, ccw {przeciwnie do ruchu wskazówek zegara} other {zgodnie z ruchem wskazówek zegara}}, patrząc na niego, daje kostkę do ułożenia). Wybierz róg, który jest obrócony na twojej kostce.',
  edge_flip_sum:
    'Orientacje {kind, select, middle_edge {środkowych krawędzi} other {krawędzi}} się nie sumują: jakaś {kind, select, middle_edge {środkowa krawędź} other {krawędź}} została odwrócona w miejscu, a kolory nie mówią która (każda odwrócona {kind, select, middle_edge {środkowa krawędź} other {krawędź}} daje kostkę do ułożenia). Wybierz {kind, select, middle_edge {środkową krawędź} other {krawędź}}, która jest odwrócona na twojej kostce.',
  parity_swap:
    'Dwa elementy są zamienione (w tym stanie kostki nie da się ułożyć), a kolory nie mówią które: zamiana dowolnych dwóch krawędzi lub dowolnych dwóch rogów daje kostkę do ułożenia. Zamiana {a} i {b} stawia jeden z nich na miejscu; sprawdź, które dwa są zamienione na twojej kostce.',
  duplicate_wing: `Skrzydełko {colours}, którego miejsce to {place}, występuje ${TIMES}: na {places}. (Każda krawędź ma dwa skrzydełka w tej samej odległości od końców, lustrzane względem siebie: jedno z nich to drugie skrzydełko.)`,
  missing_wing: 'Brakuje skrzydełka {colours}, którego miejsce to {place}.',
  centre_counts:
    '{orbit} pokazują {counts} naklejek; {puzzle} ma po cztery {one_orbit, select, yes {naklejki środków} other {takie}} każdego koloru. (Środki jednego koloru są wymienne, więc nie ma znaczenia, który gdzie jest ani czy są już na swojej ścianie: liczy się tylko ich liczba.)',
  at_column: 'kolumna {column}: {what}',
  token: '„{text}”',
  token_end: 'koniec wpisu',
  token_byte: 'bajt 0x{hex} (nie UTF-8)',
  token_code_point: 'U+{hex}',
  alg_too_long: 'algorytm rozwija się do ponad {max} ruchów',
  alg_too_deep: 'nawiasy zagnieżdżone głębiej niż {max}',
  unmatched_paren: '„)” nie ma pasującego „(”',
  unmatched_bracket: '„]” nie ma pasującego „[”',
  stray_comma: '„,” oddziela tylko dwie części komutatora [A, B]',
  stray_colon: '„:” oddziela tylko dwie części koniugatu [A: B]',
  layer_zero: '{token}: warstwy numeruje się od 1 przy ścianie (1R to R, 2R następna warstwa)',
  not_a_cube_move:
    '{token} nie jest ruchem kostki {puzzle}{why, select, slice {: nie ma ona jednej środkowej warstwy (jej wewnętrzne warstwy to 2R, 2L, 2U, 2D, 2F, 2B)} whole {: obrót wszystkich {size} warstw to obrót kostki (x, y lub z)} depth {: ma ona {size} warstw} other {}} (przyjmuje {accepted})',
  accepted_moves:
    '{size, plural, =2 {U R F D L B, Uw… lub u… (dwie warstwy: cała kostka), x y z} =3 {U R F D L B, Uw… lub u…, 2R… (środkowa warstwa), M E S, x y z} other {U R F D L B, Uw… lub u…, 2Rw…-{below}Rw… (tyle warstw), 2R…-#R… (jedna wewnętrzna warstwa), x y z}}',
  niss_nested: '„^(” (ruchy po stronie odwrotnej) nie może być wewnątrz grupy, nawiasu ani innego „^(”',
  not_a_move: '{token} nie jest ruchem (oczekiwano U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)',
  second_amount: "{token} to druga krotność (napisz jedną liczbę, potem jeden prim, jak w R2')",
  amount_alone: '{token} musi stać zaraz po ruchu lub nawiasie zamykającym, bez spacji',
  unclosed_group: 'oczekiwano „)” zamykającego grupę otwartą w kolumnie {open}, znaleziono {found}',
  unclosed_niss:
    'oczekiwano „)” zamykającego grupę strony odwrotnej „{opener}” otwartą w kolumnie {open}, znaleziono {found}',
  niss_amount: 'grupa strony odwrotnej „{opener}…)” nie przyjmuje krotności ani primu',
  bracket_separator:
    'oczekiwano „,” lub „:” w nawiasie otwartym w kolumnie {open} ([A, B] lub [A: B]), znaleziono {found}',
  unclosed_bracket: 'oczekiwano „]” zamykającego nawias otwarty w kolumnie {open}, znaleziono {found}',
  twisty_sticker_total: '{puzzle} ma {expected} naklejek; podano {count}',
  twisty_bad_symbol: 'Naklejka {index} to „{symbol}”: {puzzle} ma ściany {faces} (lub kolory {colours})',
  twisty_mixed_symbols: 'Naklejki mieszają litery ścian ({faces}) i kolory ({colours})',
  twisty_colour_count: 'Naklejek {face}: {count}; {puzzle} ma {per_face}',
  twisty_centres_same: 'Środki {a} i {b} są oba {face}',
  twisty_centres_arrangement: 'Środki są ułożone jak na żadnym {puzzle} (sąsiedzi każdego środka nie są jego własnymi)',
  twisty_impossible_piece: `${T_KIND_CAP} na {slot} pokazuje {shows}: żaden element {puzzle} nie ma tych kolorów w tej kolejności`,
  twisty_piece_fixed: `${T_KIND_CAP} na {slot} to element {piece} (${T_KIND}), który nie może opuścić {piece}`,
  twisty_piece_twice: `${T_KIND_CAP} {piece} jest zarówno na {first}, jak i na {second}`,
  twisty_piece_missing: `Brakuje elementu: ${T_KIND} {piece}`,
  twisty_kinds: T_KINDS,
  twisty_piece_at: `${T_KIND} na {slot}`,
  twisty_named_piece_at: `${T_KIND} {piece} na {slot}`,
  twisty_flipped: `${UNREACHABLE}. {named, select, yes {${T_KIND_CAP} {piece}} other {${T_KIND_CAP}}} na {slot} jest odwrócony w miejscu: odwróć element, aby to naprawić.`,
  twisty_twisted: `${UNREACHABLE}. {named, select, yes {${T_KIND_CAP} {piece}} other {${T_KIND_CAP}}} na {slot} jest obrócony w miejscu: obróć element {turn, select, ccw {przeciwnie do ruchu wskazówek zegara} other {zgodnie z ruchem wskazówek zegara}} (patrząc na niego), aby to naprawić.`,
  twisty_swapped: `${UNREACHABLE}. Dwa elementy (${T_KINDS}) są zamienione: {a} i {b}; zamiana ich to naprawia.`,
  twisty_unreachable_swap: `${UNREACHABLE}: dwa elementy (${T_KINDS}) są zamienione (nieparzysta permutacja ${T_KINDS_GEN})`,
  twisty_unreachable_twist: `${UNREACHABLE}: skręcenia ${T_KINDS_GEN} się nie sumują: jeden element jest {turned, select, flipped {odwrócony} other {obrócony}} na swoim miejscu (lub elementy są zamienione)`,
  twisty_invariant_twist: `Skręcenia ${T_KINDS_GEN} się nie sumują: jeden element jest obrócony w miejscu`,
  twisty_invariant_parity: '{kinds}: nieparzysta permutacja (parzystość): dwa elementy są zamienione',
  clock_hours: 'godzina {hours}',
  clock_dial: '{place} {side, select, front {z przodu} other {z tyłu}}',
  clock_length:
    'stan zegara ma 22 symbole: 9 tarcz z przodu, 9 z tyłu (0-9, a dla 10, b dla 11) i 4 piny (U w górze, d w dole), np. 000000000/000000000/dddd; znaleziono {count}',
  clock_dial_symbol:
    'kolumna {column}: tarcza {dial} to „{symbol}”; tarcza to 0-9, a (godzina 10) lub b (11), 0 oznacza godzinę 12',
  clock_pin_symbol: 'kolumna {column}: pin {pin} to „{symbol}”; pin to U (w górze) lub d (w dole)',
  clock_wheel:
    'kolumna {column}: tarcza {back} pokazuje {back_shows}, ale to to samo koło co tarcza {front} (kolumna {front_column}), która pokazuje {front_shows}: koło pokazujące h po jednej stronie pokazuje 12 - h po drugiej, więc {back} powinna pokazywać {back_should} (lub {front} {front_should})',
  board_empty: 'nie podano płytek: wpisz 9 liczb wierszami, np. 1 2 3 4 5 6 7 8 0 (0 to puste pole)',
  board_item: 'pozycja {index} („{text}”, kolumna {column})',
  board_not_a_number: '{item} nie jest liczbą: użyj 1-8 dla płytek i 0 (lub _) dla pustego pola',
  board_out_of_range: '{item} to {value}, a płytki to 1-8 (0 to puste pole)',
  board_count:
    'znaleziono {count, plural, one {# liczbę} few {# liczby} many {# liczb} other {# liczby}}; plansza 3x3 potrzebuje 9: płytki 1-8 i 0 dla pustego pola, wierszami',
  board_tile_repeated:
    '{tile, plural, =0 {puste pole (0)} other {płytka #}} występuje {times, plural, =2 {dwa razy} =3 {trzy razy} one {# raz} few {# razy} many {# razy} other {# razy}} (pozycje {items})',
  board_tile_missing: '{tile, plural, =0 {nie ma pustego pola (0)} other {brakuje płytki #}}',
  board_tiles: '{problems}; każda z płytek 1-8 i puste pole muszą wystąpić dokładnie raz',
  sq1_slot: '{layer, select, top {górne} other {dolne}} miejsce {slot} (kolumna {column})',
  sq1_piece: '{kind, select, corner {róg} other {krawędź}} {place} ({letter})',
  sq1_fields:
    'stan Square-1 to trzy pola rozdzielone „/”: 12 miejsc górnej warstwy, 12 dolnej i środkowa warstwa (0 lub 1), jak AABCCDEEFGGH/IJJKLLMNNOPP/0; tu jest {count}',
  sq1_layer_slots:
    '{layer, select, top {górna} other {dolna}} warstwa ma {count} miejsc ({degrees} stopni): warstwa wypełnia 360 stopni, 12 miejsc po 30 (róg zapisuje się w dwóch, krawędź w jednym)',
  sq1_middle: 'środkowa warstwa to jeden symbol, 0 (jak ułożona) lub 1 (jej prawa połowa odwrócona), nie „{text}”',
  sq1_symbol:
    'kolumna {column}: „{symbol}” na miejscu „{slot}” nie jest elementem: elementy to A-P (rogi A C E G J L N P, pisane dwukrotnie; krawędzie B D F H I K M O)',
  sq1_missing: 'brakuje elementu: {piece}',
  sq1_written:
    '{piece} występuje {times, plural, one {# raz} few {# razy} many {# razy} other {# razy}} ({slots, list, comma}): {kind, select, corner {róg zajmuje dwa sąsiednie miejsca} other {krawędź zajmuje jedno miejsce}}',
  sq1_split:
    '{piece} jest w dwóch miejscach ({slots, list, comma}): róg zajmuje dwa sąsiednie miejsca w jednej warstwie',
  // ---- langs2: the other puzzles' notation, the bindings' arguments, the camera scan ----
  twisty_parse: 'kolumna {column}: {what}; {puzzle} przyjmuje {accepted}',
  twisty_not_a_turn_symbol: '„{symbol}” nie jest ruchem',
  twisty_not_a_turn: '„{turn}” nie jest ruchem łamigłówki {puzzle}',
  pyraminx_accepted: "U L R B (dwie warstwy) i u l r b (wierzchołki), każdy z ' dla przeciwnego kierunku",
  skewb_accepted: "R U L B, każdy z ' dla przeciwnego kierunku",
  megaminx_accepted:
    "U F R L BL BR D B DL DR FR FL, osobno (72 stopnie zgodnie z ruchem wskazówek zegara), z 2 (144), 2' lub '; oraz ruchy scrambli WCA R++ R-- D++ D--",
  start_stickers: 'stan początkowy ma {count} naklejek; łamigłówka {puzzle} ma {expected}',
  sq1_not_a_move: '„{symbol}” nie jest ruchem Square-1: pisz (x,y) dla obrotu i / dla slasha',
  sq1_amount_expected:
    'oczekiwano wartości {layer, select, top {górnej} other {dolnej}} warstwy, liczby dwunastych od -11 do 11{end, select, yes {, a nie końca} other {, a nie „{symbol}”}}',
  sq1_amount_range:
    '{layer, select, top {górna} other {dolna}} warstwa obraca się najwyżej o 11 dwunastych w każdą stronę (-11..11), nie {text}',
  sq1_comma: 'oczekiwano „,” między wartościami górnej i dolnej warstwy, jak w (1,0)',
  sq1_close: 'oczekiwano „)” zamykającego obrót otwarty w kolumnie {open}',
  sq1_slash_blocked:
    'slash {number} jest niemożliwy: {piece} leży w poprzek cięcia w {layer, select, top {górnej} other {dolnej}} warstwie (jej pola {a} i {b}); najpierw obróć tę warstwę',
  start_state_problem: 'stan początkowy: {what}',
  clock_not_rotation: '„{token}” nie jest obrotem zegara: WCA odwraca zegar tylko ruchem y2',
  clock_not_a_move:
    '„{token}” nie jest ruchem zegara: notacja zegara WCA: zestaw pinów UR DR DL UL U R D L ALL z godzinami 0-6 i + (zgodnie ze wskazówkami) lub - (UR3+, ALL2-), y2 do odwrócenia oraz same litery pinów dla pinów zostawionych w górze (UR DL)',
  clock_needs_hours: '„{token}” potrzebuje godzin po {pins}: liczby 0-6 i + lub - ({pins}3+)',
  clock_too_many_hours: '„{token}” obraca o więcej niż 6 godzin: WCA pisze 0-6 w każdą stronę (7+ to 5-)',
  clock_needs_sign: '„{token}” potrzebuje + (zgodnie ze wskazówkami) lub - (przeciwnie) po godzinach',
  clock_bad_end: '„{token}” kończy się na „{end}”: godziny kończą się + (zgodnie ze wskazówkami) lub - (przeciwnie)',
  slides_not_a_slide:
    'przesunięcia: kolumna {column}: „{symbol}” nie jest przesunięciem; użyj U, D, L lub R (kierunek, w którym idzie puste pole)',
  slide_off_board: 'przesunięcie {number} ({slide}) wyprowadziłoby puste pole poza planszę',
  board_which: '{board, select, start {start} other {cel}}: {what}',
  board_unsolvable:
    'nierozwiązywalne: start ma {start_parity, select, odd {nieparzystą} other {parzystą}} liczbę inwersji ({start_count}), a cel {goal_parity, select, odd {nieparzystą} other {parzystą}} ({goal_count}); przesunięcie nigdy nie zmienia tej parzystości (przesunięcie w bok zachowuje kolejność płytek przy czytaniu, w górę lub w dół przenosi płytkę obok dwóch innych), więc żaden ciąg przesunięć nie prowadzi od jednego do drugiego. Zamiana dwóch płytek startu uczyniłaby go rozwiązywalnym.',
  unknown_puzzle: 'nieznana łamigłówka „{name}”',
  not_a_cube: '{puzzle} nie jest kostką',
  bad_seed: 'ziarno musi być liczbą całkowitą od 0 do 2^53',
  bad_count: 'liczba musi być od 0 do 1000000',
  no_stickers: 'łamigłówka {puzzle} nie ma naklejek do narysowania',
  no_dial: 'nie ma tarczy ani pinu {dial}',
  not_a_move_of: 'ruch {number} ({move}) nie istnieje w łamigłówce {puzzle}',
  scan_not_cube4: 'skan kamerą czyta 2x2x2 i 3x3x3, nie 4x4x4',
  scan_sticker_total: 'łamigłówka {puzzle} ma {expected} naklejek, nie {count}',
  scan_sticker: 'naklejka {index} (ściana {face}, rząd {row}, kolumna {column})',
  scan_alike:
    'kolory {a} i {b} wyglądają podobnie ({centres, select, yes {środki, } other {}}odległość CIELAB {distance}): więcej światła albo mniej kolorowe światło może je rozróżnić',
  scan_overruled:
    '{sticker} czyta się jako kolor {reads} (odległość CIELAB {distance}{glare, select, yes {, odblask?} other {}}), ale najbliższa poprawna kostka potrzebuje tam {needs} (odległość {needs_distance})',
  scan_internal: 'błąd wewnętrzny: {what}',
};
