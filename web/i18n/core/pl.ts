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
    'Dwa elementy są zamienione (w tym stanie kostki nie da się ułożyć), a kolory nie mówią które: zamiana dowolnych dwóch krawędzi lub dowolnych dwóch rogów daje kostkę do ułożenia. Wybierz dwa elementy, które są zamienione na twojej kostce.',
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
  // ---- solver replies (wasm/solvers/: message_catalog.cpp's block of the same name) ----
  solve_cancelled: 'anulowano',
  stickers_not_a_cube: 'naklejki nie tworzą kostki',
  not_solvable_cube: 'kostka nie do ułożenia (elementy, skręcenie, przekręcenie lub parzystość)',
  input_part:
    '{part, select, start {start} goal {cel} moves {ruchy} move_set {zestaw ruchów} scramble {pomieszanie} skeleton {szkielet} other {{part}}}: {what}',
  sentences: '{first} {then}',
  no_solution_found: 'nie znaleziono rozwiązania',
  no_solution_within: 'brak rozwiązania do {max, plural, one {# ruchu} other {# ruchów}}',
  no_solution_within_bound:
    'brak rozwiązania do {max, plural, one {# ruchu} other {# ruchów}} (najkrótsze ma co najmniej {bound})',
  shortest_over_limit:
    'najkrótsze rozwiązanie ma {length} {unit, select, turns {obrotów} slides {przesunięć} other {ruchów}}, więcej niż limit {max}',
  found_over_limit:
    'znalezione rozwiązanie ma {length} {unit, select, slashes {slashy} other {obrotów}}, więcej niż limit {max}',
  method_over_limit:
    'rozwiązanie {method, select, lbl {warstwa po warstwie} other {Thistlethwaite’a}} ma {length} ruchów, ponad limit {max}',
  reduction_over_limit: 'redukcja znalazła {length} ruchów, więcej niż limit {max} (nie szuka najkrótszego)',
  budget_ended: 'czas minął, zanim znaleziono rozwiązanie',
  budget_ended_shortest: 'czas minął, zanim znaleziono najkrótsze rozwiązanie',
  budget_ended_listing: 'czas minął, zanim znaleziono wszystkie żądane rozwiązania',
  budget_ended_bound:
    'czas minął, zanim znaleziono rozwiązanie; każde rozwiązanie ma co najmniej {bound, plural, one {# ruch} few {# ruchy} many {# ruchów} other {# ruchu}}',
  budget_ended_within: 'czas minął, zanim znaleziono rozwiązanie do {max, plural, one {# ruchu} other {# ruchów}}',
  budget_ended_depth:
    'czas minął: nie znaleziono rozwiązania do {max, plural, one {# ruchu} other {# ruchów}} (wyszukiwanie doszło do głębokości {depth})',
  cancelled_at_depth: 'anulowano: wyszukiwanie doszło do głębokości {depth}',
  not_proven_depth: 'optymalność nieudowodniona: wyszukiwanie doszło do głębokości {depth}',
  fallback_proven: 'rozwiązanie dwufazowe udowodnione jako optymalne: nie ma żadnego o {limit} ruchach lub mniej',
  optimal_listed_cut:
    'wypisano optymalne rozwiązania: {count}, gdy {why, select, cancelled {wyszukiwanie anulowano} other {czas minął}}; może być ich więcej',
  optimal_listed_first: 'pierwsze optymalne rozwiązania: {count} (tyle, ile żądano); może być ich więcej',
  optimal_listed_all: 'wszystkie optymalne rozwiązania: {count}',
  three_stage_failed: 'etap 3x3x3: {why}',
  stage_five_phase_1: 'Centra: jedna oś',
  stage_five_phase_1_why: 'kolory centrów jednej osi (centra X i +) na dwie ściany tej osi, dowolnymi obrotami bloków',
  stage_five_phase_2: 'Centra: każda oś',
  stage_five_phase_2_why:
    'pozostałe centra rozdzielone między ich dwie osie i permutacja skrzydeł uczyniona parzystą, z zachowaniem centrów pierwszej osi (bez zewnętrznych obrotów jej ścian, pozostałe szerokie obroty tylko o 180°)',
  stage_five_phase_3a: 'Krawędzie: klasy',
  stage_five_phase_3a_why:
    'każde skrzydło do klasy miejsc, przez które obracają je ostatnie fazy, i zorientowane krawędzie środkowe, centra pozostają na swoich osiach (obroty zewnętrzne i szerokie obroty o 180°)',
  stage_five_phase_3b: 'Krawędzie: warstwy',
  stage_five_phase_3b_why:
    'krawędzie środkowej warstwy usunięte z drogi warstwy, którą paruje następna faza, centra tak, jak ich ona potrzebuje (U, D, R, L, F2, B2 i szerokie obroty o 180°)',
  stage_five_phase_4: 'Krawędzie: jedna warstwa sparowana',
  stage_five_phase_4_why:
    'cztery krawędzie jednej warstwy sparowane w tej warstwie, a centra tak, jak potrzebuje ich ostatnia faza (ćwierćobroty dwóch ścian, pozostałe obroty o 180°)',
  stage_five_phase_5: 'Centra i krawędzie na miejscu',
  stage_five_phase_5_why: 'każde centrum na miejscu i każda krawędź sparowana (ćwierćobroty U i D, pozostałe o 180°)',
  stage_reduced_3x3x3: '3x3x3',
  stage_reduced_3x3x3_why: 'zredukowana kostka ułożona jak 3x3x3 solverem dwufazowym, tylko obrotami zewnętrznymi',
  stage_inner_4x4x4: 'Wewnętrzna 4x4x4',
  stage_inner_4x4x4_why:
    'wewnętrzne warstwy czytane jak 4x4x4 (dwie zewnętrzne warstwy każdej strony jako jedna) i zredukowane fazami centrów i parowania 4x4x4: wewnętrzne centra X na miejscu, wewnętrzne krawędzie sparowane, bez parzystości',
  stage_inner_5x5x5: 'Wewnętrzna 5x5x5',
  stage_inner_5x5x5_why:
    'wewnętrzne warstwy czytane jak 5x5x5 (dwie zewnętrzne warstwy każdej strony jako jedna) i zredukowane fazami 1-5 redukcji pięciofazowej: wewnętrzne centra na miejscu, wewnętrzne krawędzie całe',
  stage_bar_glue: 'Paski przyklejone do krawędzi',
  stage_bar_glue_why:
    'obroty ścian, które kładą obok każdej naklejki wewnętrznej krawędzi centrum w kolorze, jakiego potrzebuje jego rząd: redukcja wewnętrznej kostki obraca tylko głębsze warstwy, które przenoszą każdą taką parę razem, więc parowanie wewnętrznych krawędzi czyni też te rzędy centrów jednokolorowymi',
  stage_centre_bars: 'Paski centrów',
  stage_centre_bars_why:
    'każdy rząd centrów obok wewnętrznego bloku w jednym kolorze, komutatorami centrów, które zachowują wewnętrzną kostkę: centra każdej ściany są wtedy centrami 5x5x5',
  clock_optimal:
    'optymalne: sprawdzono każdy z {examined} sposobów ułożenia przy 18 ustawieniach pinów WCA; najmniej ruchów ma {count, plural, one {# sposób} few {# sposoby} many {# sposobów} other {# sposobu}}',
  sq1_split_budget: 'dwie fazy: czas minął, zanim wypróbowano każdy krótszy podział między fazami',
  sq1_split_shortest: 'dwie fazy: najkrótszy ze wszystkich podziałów między kształtem a square-square',
  sq1_optimal_proven: 'optymalne: żadne rozwiązanie nie ma mniej niż {slashes} slashy',
  sq1_not_proven: 'optymalność nieudowodniona: czas minął; każde rozwiązanie ma co najmniej {bound} slashy',
  board_tiles_once: 'każdy z klocków od 1 do 8 i puste pole 0 muszą wystąpić dokładnie raz',
  moves_no_quarter_turns: 'ruchy: {moves} nie ma ćwierćobrotów do szukania w QTM',
  pocket_dbl_fixed:
    'żadna kostka pasująca do celu nie ma narożnika DBL startu takiego, jaki jest, a {moves} nigdy nie rusza tego narożnika; dopuść obroty D, L lub B albo oznacz naklejki DBL (D3, B4, L3) jako x',
  pocket_orbits:
    'żaden ciąg obrotów {moves} nie osiągnie celu: któryś narożnik musiałby trafić tam, dokąd te obroty nigdy go nie przenoszą',
  pocket_unreachable:
    'żaden ciąg obrotów {moves} nie osiąga celu (przeszukano wszystkie kostki, które te obroty osiągają ze startu: {states})',
  pocket_gave_up: 'przerwano po {states} kostkach bez osiągnięcia celu; może być poza zasięgiem obrotów {moves}',
  pocket_start_unreachable:
    'start: nieosiągalny stan 2x2x2 (powtórzone narożniki lub suma skręceń niepodzielna przez 3)',
  pocket_goal_count: 'oczekiwano 24 naklejek (w kolorach startu, x lub ? dla dowolnego), znaleziono {count}',
  pocket_goal_impossible:
    'żadna kostka 2x2x2 tak nie wygląda (podane naklejki nie mogą być jednocześnie wszystkie poprawne).',
  move_set_not_a_face:
    "kolumna {column}: „{symbol}” nie jest obrotem ściany; użyj U R F D L B, każdej opcjonalnie z 2 lub '{wide, select, yes { (mała litera to obrót szeroki; zestaw ruchów 2x2x2 przyjmuje obroty ścian)} other {}}",
  move_set_empty: 'nie podano obrotów',
  pocket_goal_letters: 'cel: oczekiwano 24 naklejek w literach ścian U R F D L B lub x dla dowolnej',
  goal_needed:
    'solver „goal” potrzebuje celu: ustawienia (cross, xcross@U, eoline, ...), wzoru z x dla dowolnej naklejki lub łańcucha „cross, pair, pair”',
  goal_unreachable:
    'żaden ciąg obrotów {moves} nie osiąga celu z tego startu: nigdy nie przeniosą {known, select, yes {{pieces}} other {elementów}} na miejsca i w orientacje, których wymaga cel',
  goal_step_failed: 'krok {step} ({name}): {why}',
  goal_empty: 'pusto; podaj ustawienie (cross, xcross, eoline, 2x2x2, f2l, ...) lub wzór 54 naklejek',
  goal_empty_2x2: 'pusto; podaj wzór 24 naklejek: ścianę lub pierwszą warstwę',
  goal_start_count: 'oczekiwano 54 naklejek (3x3x3) lub 24 (2x2x2), znaleziono {count}',
  goal_2x2_for_3x3: 'wzór 2x2x2 (24 naklejki) dla startu 3x3x3',
  goal_sets_on_2x2: 'zbiory kolorów [..] są dla wzorów 3x3x3; wzór 2x2x2 przyjmuje jeden kolor lub x na naklejkę',
  goal_unknown_preset:
    'nieznane ustawienie „{text}”; ustawienia to {known} (dodaj @U, @DR ... dla innej ściany dolnej i przedniej)',
  goal_preset_faces: '„{text}”: po „@” podaj ścianę dolną i opcjonalnie przednią, np. {name}@U lub {name}@DR',
  goal_preset_front: '„{text}”: ściana przednia nie może być dolną ani do niej przeciwległą',
  goal_sticker_count:
    'oczekiwano 54 naklejek (w kolorach startu; x lub ? dla dowolnego; [..] dla zbioru kolorów), znaleziono {count}',
  goal_set_unclosed: 'zbiór kolorów przy naklejce {sticker} nie ma zamykającego „]”',
  goal_set_colour: '„{symbol}” w zbiorze przy naklejce {sticker} nie jest jednym z kolorów startu ({colours})',
  goal_set_empty: 'zbiór przy naklejce {sticker} nie dopuszcza żadnego koloru',
  goal_set_stray_close: '„]” przy naklejce {sticker} nie zamyka żadnego zbioru',
  goal_sticker_colour:
    'naklejka {index} ({sticker}) to „{symbol}”, co nie jest ani jednym z kolorów startu ({colours}), ani x lub ? dla dowolnego',
  goal_centre_fixed:
    'środek ściany {face} (naklejka {sticker}) nigdy się nie rusza i zawsze pokazuje własny kolor, na co wzór nie pozwala',
  goal_no_such_piece:
    '{kind, select, corner {żaden narożnik nie ma} other {żadna krawędź nie ma}} kolorów, których wzór wymaga przy {where}',
  goal_piece_twice:
    'wzór wymaga {kind, select, corner {tego samego narożnika} other {tej samej krawędzi}} w dwóch miejscach; dla {where} nic nie zostaje',
  goal_odd_flips: 'wzór ma nieparzystą liczbę przekręconych krawędzi, czego nie ma żadna kostka',
  goal_twists: 'skręcenia narożników we wzorze nie sumują się do pełnych obrotów, czego nie ma żadna kostka',
  goal_parity: 'wzór zamienia dwa elementy i nic więcej, czego nie potrafi żadna kostka',
  solver_clock_title: 'Clock optymalnie',
  solver_clock_help:
    'Optymalnie według liczenia WCA (każdy obrót koła to jeden ruch; y2 i piny za darmo): sprawdzane jest każde z 20 736 rozwiązań, na które pozwala 18 ustawień pinów WCA, i zostaje najkrótsze, a spośród równych to z najmniejszą liczbą obróconych godzin.',
  solver_fmc_title: 'Kroki FMC (EO, DR, HTR, finish)',
  solver_fmc_help:
    'Kroki FMC, każdy optymalny: cel eo, dr, htr lub finish, oś (fb, rl, ud), niss normal|inverse|both i within K (każde rozwiązanie do optimum + K); ruchy w ^( ) idą po stronie odwrotnej. Bez celu: cztery kroki po kolei.',
  solver_fmc_goal_hint:
    'Krok: eo, dr, htr lub finish; oś (fb, rl, ud); niss normal|inverse|both; within K. Puste: cztery kroki po kolei',
  solver_goal_title: 'Cel / kroki (cele częściowe)',
  solver_goal_help: 'Cel / kroki (cele częściowe)',
  solver_goal_goal_hint:
    'Ustawienie (cross, xcross@U, eoline, face on U), wzór naklejek z x dla dowolnej lub łańcuch „cross, pair, pair”; „cn: cross” dla dowolnego koloru',
  solver_lbl_title: 'Warstwa po warstwie (metoda dla początkujących)',
  solver_lbl_help:
    'Warstwa po warstwie, jak się tego uczy: dłuższe rozwiązania, krok po kroku; odtwarzanie zatrzymuje się po każdym kroku.',
  solver_megaminx_title: 'Megaminx krok po kroku',
  solver_megaminx_help:
    'Krok po kroku, jak się go układa: pierwsza warstwa i druga blok po bloku, każdy krok to wyszukiwanie wśród obrotów kilku ścian; potem ostatnia warstwa w dwóch lookach (orientacja, permutacja) z tabel algorytmów znalezionych wyszukiwaniem. Każdy obrót liczy się jako jeden (także U2).',
  solver_optimal_title: 'Optymalnie (najmniej ruchów)',
  solver_optimal_help:
    'Optymalnie: najmniejsza możliwa liczba ruchów, udowodniona przeszukaniem każdej krótszej długości (losowe stany: 17–18 ruchów, od sekund do minut). Mała tabela pasuje do telefonów; duża przeszukuje ~10× mniej węzłów, średnia jest pośrodku. Gdy skończy się czas, dostajesz rozwiązanie dwufazowe oznaczone jako nieudowodnione. Wszystkie optymalne rozwiązania: optymalna długość jest wtedy przeszukiwana do końca, nawet ~13× dłużej.',
  solver_pocket_title: '2x2x2 optymalnie',
  solver_pocket_help:
    'Optymalnie: najmniejsza możliwa liczba ruchów, z tabeli wszystkich stanów 2×2×2; do dowolnego wzoru celu, z dowolnym zestawem obrotów.',
  solver_pocket_goal_hint:
    '24 naklejki w kolorach startu, x dla dowolnej (np. UUUUxxxx… = górna ściana gotowa); puste = ułożona',
  solver_pyraminx_title: 'Pyraminx optymalnie',
  solver_pyraminx_help:
    'Optymalnie: najmniejsza możliwa liczba obrotów, z czubkami, z tabeli wszystkich 933 120 stanów Pyraminxa bez czubków (zbudowanej w ułamku sekundy); czubki obracane są najpierw.',
  solver_reduction_title: 'Redukcja (4x4x4–7x7x7)',
  solver_reduction_help:
    'Redukcja: najpierw centra U-D i R-L (na 6x6x6 i 7x7x7 centra X, potem pozostałe centra komutatorami), potem parowane są skrzydła każdej krawędzi (na 4x4x4 w trakcie kończenia centrów; na większych kostkach, gdy centra są na miejscu), bez pozostałej parzystości przekręcenia krawędzi (parzystość zamiany krawędzi na 6x6x6 poprawiana jednym algorytmem), a zredukowana kostka układana jest jak 3x3x3 solverem dwufazowym. Długości liczą każdy obrót zewnętrzny lub szeroki jako 1 (OBTM); nie są to najkrótsze rozwiązania. 5x5x5 zamiast tego w pięciu fazach (wg cube555 autorstwa cs0x7f): centra jednej osi, pozostałe centra rozdzielone między ich osie, potem w trzech fazach sparowane krawędzie i każde centrum na miejscu, a na końcu 3x3x3.',
  solver_skewb_title: 'Skewb optymalnie',
  solver_skewb_help:
    'Optymalnie: najmniejsza możliwa liczba obrotów (metryka WCA: R U L B i ich odwrotności liczą się po jednym), z tabeli wszystkich 3 149 280 stanów Skewba (zbudowanej w ułamku sekundy).',
  solver_sliding_title: 'Piętnastka 3×3 optymalnie',
  solver_sliding_help:
    'Optymalnie: najmniejsza możliwa liczba przesunięć, z tabeli wszystkich 181 440 plansz, z których da się dojść do celu.',
  solver_sliding_goal_hint: '9 liczb wiersz po wierszu, 0 lub _ dla pustego pola; puste = 1 2 3 / 4 5 6 / 7 8 _',
  solver_sq1_title: 'Square-1 dwufazowo',
  solver_sq1_help:
    'Dwie fazy w metryce twist (każdy slash to ruch, obroty za darmo), jak sq12phase Chen Shuanga: kształt do sześcianu według dokładnych odległości 3678 kształtów dopuszczających slash, potem grupa square-square według tabel przycinania dla narożników i krawędzi; najkrótszy podział między fazami szukany jest w limicie czasu (domyślnie 0,3 s).',
  solver_sq1_optimal_title: 'Square-1 optymalnie',
  solver_sq1_optimal_help:
    'Najmniej slashy (metryka twist): IDA* po całym stanie, ograniczone dokładnymi odległościami kształtu z górnymi narożnikami i kształtu z górnymi krawędziami; najpierw rozwiązanie dwufazowe, potem udowodnione lub ulepszone w limicie czasu (domyślnie 10 s; „nieudowodnione”, gdy się skończy).',
  solver_thistlethwaite_title: 'Thistlethwaite (4 fazy, ≤ 45 ruchów)',
  solver_thistlethwaite_help:
    'Thistlethwaite: cztery fazy przez zagnieżdżone podgrupy, ≤ 45 ruchów; odtwarzanie zatrzymuje się po każdej fazie.',
  solver_twophase_title: 'Dwufazowy (≤ 20 ruchów)',
  solver_twophase_help:
    'Algorytm dwufazowy znajduje ≤ 20 ruchów w milisekundy; z maksymalną długością 21 lub więcej jeszcze szybciej. „Pokaż etapy” nad ruchami pokazuje jego dwie fazy.',
  goal_preset_cross: 'Krzyż',
  goal_preset_xcross: 'Rozszerzony krzyż (krzyż + jedna para F2L)',
  goal_preset_xxcross: 'Krzyż + dwie pary F2L',
  goal_preset_xxxcross: 'Krzyż + trzy pary F2L',
  goal_preset_pair: 'Jeszcze jedna para F2L',
  goal_preset_f2l: 'Dwie pierwsze warstwy',
  goal_preset_first_layer: 'Pierwsza warstwa',
  goal_preset_eoline: 'EOLine (ZZ)',
  goal_preset_eocross: 'EOCross (ZZ)',
  goal_preset_eo: 'Krawędzie zorientowane (ZZ EO)',
  goal_preset_2x2x2: 'Blok 2x2x2 (Petrus)',
  goal_preset_2x2x3: 'Blok 2x2x3 (Petrus)',
  goal_preset_roux_fb: 'Pierwszy blok (Roux)',
  goal_preset_face: 'Jedna ściana w jednym kolorze',
  fmc_goal_no_step: 'brak kroku: oczekiwano eo, dr, htr lub finish',
  fmc_goal_unknown_step: 'nieznany krok „{word}” (oczekiwano eo, dr, htr lub finish)',
  fmc_goal_finish_axis: 'finish nie przyjmuje osi (półobroty zachowują każdą oś)',
  fmc_goal_niss: 'niss musi być normal, inverse lub both, nie „{value}”',
  fmc_goal_within: 'within przyjmuje liczbę ruchów od 0 do 99, nie „{value}”',
  fmc_goal_unknown_word:
    'nieznane słowo „{word}” w kroku (oczekiwano osi fb, rl lub ud, niss TRYB, within K{scratch, select, yes { lub scratch)} other {)}}',
  fmc_htr_no_dr:
    'HTR zaczyna się od redukcji domino (DR), a ten stan nie jest w DR na żadnej osi: najpierw wykonaj krok DR (--goal dr)',
  fmc_htr_other_axis: 'HTR na {axis} zaczyna się od DR na {axis}, a ten stan jest w DR tylko na {axes, list, comma}',
  fmc_finish_no_htr:
    'finish zaczyna się od redukcji do półobrotów (HTR): tego stanu nie da się ułożyć półobrotami; najpierw wykonaj krok HTR (--goal htr)',
  fmc_unreachable:
    '{step, select, finish {finish} other {{step}}}{on, select, axis { na {axis}} any { na dowolnej osi} other {}} jest nieosiągalne z tego stanu ruchami {moves} {niss, select, normal {po stronie normalnej} inverse {po stronie odwrotnej} other {z NISS}}',
  fmc_no_step_within:
    'brak {step, select, finish {finish} other {{step}}} do {max, plural, one {# ruchu} other {# ruchów}}',
  fmc_step_failed: '{step, select, finish {finish} other {{step}}}: {why}',
  fmc_steps_over_limit: 'cztery kroki mają {length} ruchów, więcej niż {max}',
  // ---- end of solver replies ----
  // ---- table choices (wasm/solvers/optimal/optimal_entry.cpp: message_catalog.cpp's block of the same name) ----
  table_small: 'Mała',
  table_medium: 'Średnia',
  table_large: 'Duża',
  table_xlarge: 'Bardzo duża',
  table_small_label: 'Mała: {megabytes} MB (telefony; budowa w około pół minuty)',
  table_medium_label: 'Średnia: {megabytes} MB (laptopy; budowa w około pół minuty)',
  table_large_label: 'Duża: {gigabytes} GB (komputery stacjonarne; ~{fewer}× mniej węzłów; budowa trwa minuty)',
  table_xlarge_label:
    'Bardzo duża: {gigabytes} GB (przeglądarki pozwalające na {allowed} GB; ~{fewer}× mniej węzłów niż duża)',
  table_expect:
    'losowe stany ~{median} s (mediana), {depth, plural, one {# ruch} few {# ruchy} many {# ruchów} other {# ruchu}} ~{seconds} s',
  table_expect_range:
    'losowe stany ~{low}–{high} s (mediana), {depth, plural, one {# ruch} few {# ruchy} many {# ruchów} other {# ruchu}} ~{seconds} s',
  table_expect_xlarge:
    'nieco szybsza niż duża ({low}–{high}× mniej węzłów); stan wymagający {depth} ruchów ~{seconds} s',
  // ---- end of table choices ----
  // ---- requests, table cache, internal errors (message_catalog.cpp's block of the same name) ----
  unknown_puzzle_of: 'nieznana łamigłówka „{name}” (oczekiwano: {puzzles, list, or})',
  no_solver_yet: 'żaden solver nie rozwiązuje jeszcze {puzzle}',
  unknown_solver: 'nieznany solver „{name}” (znane: {solvers, list, comma})',
  solver_not_for_puzzle: 'solver „{solver}” nie rozwiązuje {puzzle} (użyj {solvers, list, or})',
  solver_takes_no:
    'solver „{solver}” nie przyjmuje {option, select, moves {zbioru ruchów} other {celu}} (przyjmują go: {solvers, list, or})',
  solver_table_names: '{solver}: {tables, list, or}',
  solver_no_table_option: 'solver „{solver}” nie przyjmuje opcji tablicy (tylko {which, list, semicolon})',
  unknown_table: 'nieznana tablica „{table}” dla solvera „{solver}” (oczekiwano: {tables, list, or})',
  bad_threads: 'liczba wątków musi wynosić od 1 do 64, a nie {threads}',
  solver_no_threads: 'solver „{solver}” nie przyjmuje opcji wątków (tylko {solvers, list, or})',
  unknown_metric: 'nieznana metryka „{metric}” (oczekiwano: {metrics, list, or})',
  solver_one_metric: 'solver „{solver}” liczy tylko w {only}, nie w „{metric}”',
  tables_no_memory: 'za mało pamięci, by {doing, select, export {wyeksportować} other {zbudować}} tablice „{solver}”',
  tables_not_built: 'nie udało się zbudować tablic „{solver}”',
  tables_build_failed: 'budowa tablic nie powiodła się: {what}',
  tables_none: 'solver „{solver}” nie ma tablic do {doing, select, export {eksportu} other {importu}}',
  tables_no_memory_load: 'za mało pamięci, by wczytać tablice „{solver}” ({mib} MiB)',
  tables_cannot_load: 'nie można wczytać tablic „{solver}”',
  table_import_finished: 'import jest już zakończony',
  table_chunk_misfit: 'fragment tablicy przy {offset} nie mieści się w danych tablicy',
  table_chunk_checksum: 'suma kontrolna fragmentu tablicy przy {offset} się nie zgadza',
  table_blob_incomplete: 'niepełne dane tablic: {filled} z {total} bajtów',
  table_chunk_no_memory: 'za mało pamięci na fragment tablicy',
  table_file_bad_magic: 'to nie jest plik tablic (zła sygnatura)',
  table_file_checksum: 'suma kontrolna pliku tablic się nie zgadza (uszkodzony lub ucięty)',
  table_file_header: 'nagłówek pliku tablic jest ucięty',
  table_file_other_set: 'plik tablic zawiera zestaw „{set}”, oczekiwano „{expected}”',
  table_file_set_version: 'zestaw tablic „{set}” ma wersję {version}, oczekiwano {expected}',
  table_file_truncated: 'plik tablic jest ucięty',
  table_checksum: 'suma kontrolna tablicy „{table}” się nie zgadza',
  table_file_trailing: 'plik tablic ma nadmiarowe bajty na końcu',
  table_version: 'tablica „{table}” ma wersję {version}, oczekiwano {expected}',
  table_size: 'tablica „{table}” ma {bytes} bajtów, oczekiwano {expected}',
  table_missing: 'brak tablicy „{table}”',
  table_set_unexpected: 'zestaw tablic zawiera nieoczekiwane tablice',
  table_out_of_range: 'tablica „{table}” zawiera wartość spoza zakresu',
  pocket_table_bad:
    'tablica 2x2x2: {what, select, depths {błędne liczniki głębokości} other {ułożony stan nie jest w odległości 0}}',
  megaminx_tables_unread:
    'tablic {part, select, last_block {ostatniego bloku} other {ostatniej warstwy}} Megaminxa nie da się odczytać (inna wersja lub uszkodzone)',
  megaminx_tables_size:
    'tablice {part, select, last_block {wzorców ostatniego bloku} other {kroków}} Megaminxa nie mają rozmiaru, jaki tworzy ta wersja',
  megaminx_table_count: 'zestaw tablic Megaminxa ma {count} tablic, a nie 3',
  megaminx_table_name: 'tablica {number} zestawu Megaminxa to „{name}”, a nie „{expected}”',
  optimal_no_memory_build:
    'za mało pamięci, by zbudować optymalną tablicę „{size, select, small {mała} medium {średnia} large {duża} other {bardzo duża}}” (około {mib} MiB)',
  optimal_no_memory_load:
    'za mało pamięci, by wczytać optymalną tablicę „{size, select, small {mała} medium {średnia} large {duża} other {bardzo duża}}” ({mib} MiB)',
  optimal_build_failed: 'budowa optymalnej tablicy nie powiodła się: {what}',
  optimal_not_built: 'nie udało się zbudować optymalnych tablic',
  optimal_other_size:
    'to są optymalne tablice „{size, select, small {mała} medium {średnia} large {duża} other {bardzo duża}}”, a wybrana jest „{selected, select, small {mała} medium {średnia} large {duża} other {bardzo duża}}”',
  optimal_table_wrong_size: 'brak tablicy „{table}” lub ma zły rozmiar',
  optimal_unexpected_tables: 'zestaw optymalnych tablic zawiera nieoczekiwane tablice',
  optimal_out_of_range: 'optymalne tablice zawierają wartości spoza zakresu',
  table_measured:
    'losowe stany: mediana {median} s, {proven} z {count} udowodnionych w {budget} s ({depth} ruchów: mediana {depth_median} s); zbudowana w {built} s (Chromium {chromium}, wątki: {threads}, 2-rdzeniowa VM Xeon, bez obciążenia, {date})',
  table_measured_large:
    'losowe stany: mediana {low}–{high} s (dwa przebiegi), {proven} z {count} udowodnionych w {budget} s ({depth} ruchów: mediana {depth_low}–{depth_high} s); zbudowana w {built} s lub gotowy plik pobrany w {download} s (Chromium {chromium}, wątki: {threads}, 2-rdzeniowa VM Xeon, bez obciążenia, {date})',
  table_measured_xlarge:
    'natywnie, jeden wątek: pozycje {depth}-ruchowe, mediana {cpu} s CPU (duża: {cpu_large} s), {low}–{high}× mniej węzłów; losowe stany ({states}): mediana {median} s (duża: {median_large} s) (2-rdzeniowa VM Xeon, obciążenie {load_low}–{load_high}); w Chromium {chromium}, wątki: {threads}: stan {depth}-ruchowy udowodniony w {proven} s, zbudowana w {built} s (bez obciążenia), gotowy plik pobrany w {download} s ({date})',
  megaminx_step_failed:
    '{step, select, last_block_edges {krawędzie ostatniego bloku nie leżą wszystkie na ścianach U i BR} last_block {dla ostatniego bloku nie znaleziono rozwiązania ruchami U i BR} last_layer_pieces {elementy ostatniej warstwy nie leżą wszystkie na ścianie U} last_layer_case {przypadek ostatniej warstwy, którego nie ma w tablicach} other {krok „{step}” nie znalazł rozwiązania}}',
  internal_bug:
    '{what, select, inner_cube {redukcja wewnętrznej kostki nic nie znalazła (błąd: prosimy zgłosić stan)} pseudo_five {kostka czytana jak 5x5x5 nie jest poprawna (błąd: prosimy zgłosić stan)} centre_commutators {komutatory centrów utknęły (błąd: prosimy zgłosić stan)} not_3x3x3 {zredukowana kostka nie jest 3x3x3 (błąd: prosimy zgłosić stan)} megaminx_orientation {krawędzie ostatniego bloku nie mają orientacji, którą zachowują U i BR (błąd)} megaminx_flips {U lub BR obraca krawędź (błąd)} optimal_prune {błąd wewnętrzny: optymalna tablica przycinania jest uszkodzona} other {błąd wewnętrzny: rozwiązanie nie przeszło sprawdzenia (uszkodzone tablice?)}}',
  smart_cubies: 'kostki muszą być obiektem {shape}',
  smart_array: '{name} musi być tablicą {count} liczb',
  smart_item:
    '{name}[{index}] {what, select, not_a_number {nie jest liczbą} other {musi być liczbą całkowitą od 0 do 255}}',
  smart_sticker:
    'pozycja {kind, select, corner {narożnika} other {krawędzi}} {position} wskazuje naklejkę {sticker}{why, select, range {, spoza 0..53} centre {, środek} other { drugi raz}}',
  smart_piece:
    'na pozycji {kind, select, corner {narożnika} other {krawędzi}} {position} jest element {piece} {kind, select, corner {obrócony o} other {odwrócony o}} {turn} ({kind, select, corner {elementy 0..7, obroty 0..2} other {elementy 0..11, odwrócenia 0..1}})',
  note_pair: '{first}; {second}',
  note_chunk: 'fragment {index} z {count}: {why}',
  note_cache_unreadable:
    'nie udało się odczytać IndexedDB ({why}){built, select, yes {; zamiast tego zbudowano tablice} other {}}',
  note_stored_empty: 'zapisana kopia jest pusta',
  note_cache_damaged:
    'kopia z pamięci podręcznej nie przeszła weryfikacji ({why}); usunięta{after, select, downloaded { i pobrana ponownie} rebuilt { i zbudowana ponownie} other {}}',
  note_not_exported: 'nie udało się wyeksportować tablic ({why})',
  note_not_stored: 'nie udało się zapisać tablic w IndexedDB ({why}); następnym razem zostaną zbudowane ponownie',
  note_quota:
    'QuotaExceededError: przeglądarka nie dała miejsca na ich {mib} MiB; okno prywatne mieści o wiele mniej, niż podaje',
  note_prebuilt_unused:
    'nie użyto gotowej tablicy ({why}){here, select, yes {; zamiast tego zbudowano ją tutaj} other {}}',
  note_module_stopped: 'moduł zatrzymał się podczas budowania tablic ({what})',
  note_cached_not_loaded: 'w pamięci podręcznej IndexedDB, jeszcze niewczytane',
  note_not_built: 'jeszcze niezbudowane',
  note_cache_cleared: 'pamięć podręczna wyczyszczona; te tablice pozostają wczytane do przeładowania strony',
  note_no_store: 'IndexedDB nie jest tu dostępna: tablice są budowane przy każdej wizycie',
  download_not_started: 'pobieranie się nie rozpoczęło ({why})',
  download_status: 'serwer odpowiedział {status} dla pliku',
  download_compressed: 'serwer wysyła plik skompresowany ({encoding}), więc jego rozmiar jest nieznany',
  download_broke_off: 'pobieranie przerwało się po {received} MiB z {total} MiB ({why})',
  download_too_long: 'plik jest dłuższy niż {total} MiB zapowiedziane przez serwer',
  download_refused_at: 'plik odrzucono przy {at} MiB ({why})',
  download_stopped: 'pobieranie zatrzymało się po {received} MiB z {total} MiB',
  download_refused_end: 'plik odrzucono na końcu ({why})',
  download_checksum: 'plik nie przeszedł sprawdzenia sum kontrolnych ({why})',
  core_file_not_loaded:
    'Plik rdzenia solvera ({file}) się nie wczytał (prób: {tries}; {why}). Sprawdź połączenie z siecią, potem naciśnij „Spróbuj ponownie”.',
  solver_worker_stopped: 'wątek roboczy solvera zatrzymał się',
  solver_worker_stopped_why: 'wątek roboczy solvera zatrzymał się: {why}',
  worker_script_not_loaded:
    'Skrypt wątku roboczego solvera się nie wczytał (prób: {tries}). Sprawdź połączenie z siecią, potem naciśnij „Spróbuj ponownie”.',
  worker_script_not_loaded_why:
    'Skrypt wątku roboczego solvera się nie wczytał (prób: {tries}; {why}). Sprawdź połączenie z siecią, potem naciśnij „Spróbuj ponownie”.',
  // ---- end of requests, table cache, internal errors ----
};
