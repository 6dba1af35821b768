// The core's messages in German (codes and parameters: en.ts).
import type { CoreMessages } from './en';

const KIND = '{kind, select, corner {Ecke} middle_edge {Mittelkante} wing {Flügelkante} other {Kante}}';
const TTHE = '{kind, select, tip {Die Spitze} centre {Das Mittelstück} corner {Die Ecke} other {Die Kante}}';
const tthe = '{kind, select, tip {die Spitze} centre {das Mittelstück} corner {die Ecke} other {die Kante}}';
const TKINDS = '{kind, select, tip {Spitzen} centre {Mittelstücke} corner {Ecken} other {Kanten}}';
const READ_FROM =
  'Ein {puzzle} wird relativ zu dieser Ecke gelesen (ihre Farben benennen die Seiten D, B und L), also korrigiere sie zuerst.';

export const de: CoreMessages = {
  symbol: '„{symbol}“',
  piece_place: '{position} (Sticker {stickers})',
  piece_at: `die {colours}-${KIND} bei {where}`,
  pieces_swapped: '{a} und {b} vertauscht',
  wing_place: '{edge}-Flügel {number}',
  centre_orbit: '{kind, select, x {X-Mitten} plus {+-Mitten} other {schrägen Mitten}} wie {sticker}',
  centre_orbit_all: 'Mittelstücke',
  symbol_stickers: '{count, plural, one {# „{symbol}“-Sticker} other {# „{symbol}“-Sticker}}',
  symbol_count: '{count} × „{symbol}“',
  odd_symbol: '„{symbol}“ ({count, plural, one {# Sticker} other {# Sticker}})',
  centres_clash_first: 'Die Mittelstücke {faces} sind {count, plural, =2 {beide} other {alle}} „{symbol}“',
  centres_clash: 'die Mittelstücke {faces} sind {count, plural, =2 {beide} other {alle}} „{symbol}“',
  centre_should_be: 'das Mittelstück {face} zeigt „{shows}“, sollte aber „{should}“ sein',
  why_same_colour_twice: `keine ${KIND} hat dieselbe Farbe zweimal`,
  why_opposite_faces: '„{a}“ und „{b}“ gehören zu gegenüberliegenden Seiten',
  why_no_such_piece: `keine ${KIND} sieht so aus`,
  why_mirror_corner:
    'die echte {colours}-Ecke hat diese Farben in umgekehrter Reihenfolge (zwei ihrer Sticker sind vertauscht)',
  sticker_total:
    'Ein {puzzle} braucht {expected} Sticker, die Eingabe hat aber {count}{whitespace, select, yes { (Leerzeichen und Zeilenumbrüche zählen nicht).} other {.}}',
  colour_total:
    'Die Eingabe verwendet {count, plural, =6 {6} other {nur #}} verschiedene Farben ({symbols}), ein Würfel hat aber 6.',
  colour_total_odd:
    'Die Eingabe verwendet {count} verschiedene Farben ({symbols}), ein Würfel hat aber 6. {odd_count, plural, one {Der Ausreißer ist} other {Die Ausreißer sind}} wahrscheinlich {odd}.',
  sticker_counts: 'Es gibt {counts}; jede Farbe braucht {per_face}.',
  centres_not_different:
    '{clashes}, und kein Mittelstück ist {unused}; die sechs Mittelstücke müssen alle verschieden sein.',
  centres_misplaced: 'Die Mittelstücke passen nicht zu den anderen Steinen: nach den Steinen zu urteilen {fixes}.',
  reference_corner_same_colour: `Die Ecke bei {where} zeigt {shows}, aber keine Ecke hat dieselbe Farbe zweimal. ${READ_FROM}`,
  reference_corner_misfit: `Die Ecke bei {where} zeigt {shows}, was nicht zu den anderen Ecken passt: {why}. ${READ_FROM}`,
  impossible_piece: `Die ${KIND} bei {where} zeigt {shows}, was keine ${KIND} hat: {why}.`,
  duplicate_piece: `Die {colours}-${KIND} kommt {times, plural, =2 {zweimal} other {#-mal}} vor: bei {places}.`,
  missing_piece: `Die {colours}-${KIND} fehlt.`,
  corner_twist_sum:
    'Die Eckverdrehungen gehen nicht auf: Eine Ecke wurde an ihrem Platz verdreht, und die Farben verraten nicht, welche (jede Ecke, {turn, select, ccw {gegen den Uhrzeigersinn} other {im Uhrzeigersinn}} gedreht, wenn man auf sie schaut, ergibt einen lösbaren Würfel). Wähle die Ecke, die an deinem Würfel verdreht ist.',
  edge_flip_sum:
    'Die {kind, select, middle_edge {Mittelkanten} other {Kanten}}-Kippungen gehen nicht auf: Eine {kind, select, middle_edge {Mittelkante} other {Kante}} wurde an ihrem Platz gekippt, und die Farben verraten nicht, welche (jede gekippte {kind, select, middle_edge {Mittelkante} other {Kante}} ergibt einen lösbaren Würfel). Wähle die {kind, select, middle_edge {Mittelkante} other {Kante}}, die an deinem Würfel gekippt ist.',
  parity_swap:
    'Zwei Steine sind vertauscht (so ist der Würfel nicht lösbar), und die Farben verraten nicht, welche zwei: Das Vertauschen zweier beliebiger Kanten oder zweier beliebiger Ecken ergibt einen lösbaren Würfel. Wähle die zwei Steine, die an deinem Würfel vertauscht sind.',
  duplicate_wing:
    'Die {colours}-Flügelkante mit dem Platz {place} kommt {times, plural, =2 {zweimal} other {#-mal}} vor: bei {places}. (Jede Kante hat zwei Flügel im gleichen Abstand von ihren Enden, Spiegelbilder voneinander: einer davon ist der andere Flügel.)',
  missing_wing: 'Die {colours}-Flügelkante mit dem Platz {place} fehlt.',
  centre_counts:
    'Die {orbit} zeigen {counts} Sticker; ein {puzzle} hat {one_orbit, select, yes {vier Mittel-Sticker} other {vier davon}} jeder Farbe. (Mittelstücke einer Farbe sind austauschbar, also ist egal, welches wo sitzt oder ob sie schon auf ihrer Seite sind: nur ihre Anzahl zählt.)',
  at_column: 'Spalte {column}: {what}',
  token: '„{text}“',
  token_end: 'Ende der Eingabe',
  token_byte: 'Byte 0x{hex} (kein UTF-8)',
  token_code_point: 'U+{hex}',
  alg_too_long: 'der Algorithmus ergibt mehr als {max} Züge',
  alg_too_deep: 'Klammern tiefer als {max} verschachtelt',
  unmatched_paren: '„)“ hat keine passende „(“',
  unmatched_bracket: '„]“ hat keine passende „[“',
  stray_comma: '„,“ trennt nur die beiden Teile eines Kommutators [A, B]',
  stray_colon: '„:“ trennt nur die beiden Teile eines Konjugats [A: B]',
  layer_zero: '{token}: Schichten werden ab 1 an der Seite gezählt (1R ist R, 2R die nächste Schicht)',
  not_a_cube_move:
    '{token} ist kein Zug des {puzzle}{why, select, slice {: er hat keine einzelne Mittelschicht (seine inneren Schichten sind 2R, 2L, 2U, 2D, 2F, 2B)} whole {: alle {size} Schichten zu drehen ist eine Rotation (x, y oder z)} depth {: er hat {size} Schichten} other {}} (er nimmt {accepted})',
  accepted_moves:
    '{size, plural, =2 {U R F D L B, Uw… oder u… (zwei Schichten: der ganze Würfel), x y z} =3 {U R F D L B, Uw… oder u…, 2R… (die Mittelschicht), M E S, x y z} other {U R F D L B, Uw… oder u…, 2Rw…-{below}Rw… (so viele Schichten), 2R…-#R… (eine innere Schicht), x y z}}',
  niss_nested:
    '„^(“ (Züge auf der inversen Seite) darf nicht in einer Gruppe, einer Klammer oder einem anderen „^(“ stehen',
  not_a_move: '{token} ist kein Zug (erwartet: U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)',
  second_amount: "{token} ist eine zweite Anzahl (schreibe eine Zahl, dann einen Strich, wie in R2')",
  amount_alone: '{token} muss direkt auf einen Zug oder eine schließende Klammer folgen, ohne Leerzeichen',
  unclosed_group: '„)“ erwartet, um die in Spalte {open} geöffnete Gruppe zu schließen, gefunden: {found}',
  unclosed_niss:
    '„)“ erwartet, um die in Spalte {open} geöffnete Gruppe der inversen Seite „{opener}“ zu schließen, gefunden: {found}',
  niss_amount: 'eine Gruppe der inversen Seite „{opener}…)“ nimmt keine Anzahl und keinen Strich',
  bracket_separator:
    '„,“ oder „:“ erwartet in der in Spalte {open} geöffneten Klammer ([A, B] oder [A: B]), gefunden: {found}',
  unclosed_bracket: '„]“ erwartet, um die in Spalte {open} geöffnete Klammer zu schließen, gefunden: {found}',
  twisty_sticker_total: 'Ein {puzzle} hat {expected} Sticker; erhalten: {count}',
  twisty_bad_symbol: 'Sticker {index} ist „{symbol}“: ein {puzzle} hat die Seiten {faces} (oder die Farben {colours})',
  twisty_mixed_symbols: 'Die Sticker mischen Seitenbuchstaben ({faces}) und Farben ({colours})',
  twisty_colour_count: '{count} Sticker sind {face}; ein {puzzle} hat {per_face}',
  twisty_centres_same: 'Die Mittelstücke {a} und {b} sind beide {face}',
  twisty_centres_arrangement:
    'Die Mittelstücke sind wie auf keinem {puzzle} angeordnet (die Nachbarn jedes Mittelstücks sind nicht seine eigenen)',
  twisty_impossible_piece: `${TTHE} bei {slot} zeigt {shows}: kein Stein eines {puzzle} hat diese Farben in dieser Reihenfolge`,
  twisty_piece_fixed: `${TTHE} bei {slot} ist ${tthe} {piece} und kann {piece} nicht verlassen`,
  twisty_piece_twice: `${TTHE} {piece} ist sowohl bei {first} als auch bei {second}`,
  twisty_piece_missing: `${TTHE} {piece} fehlt`,
  twisty_kinds: TKINDS,
  twisty_piece_at: `${tthe} bei {slot}`,
  twisty_named_piece_at: `${tthe} {piece} bei {slot}`,
  twisty_flipped: `Kein Zustand, den ein {puzzle} durch Drehen erreicht. {named, select, yes {${TTHE} {piece}} other {${TTHE}}} bei {slot} ist an Ort und Stelle gekippt: kippe den Stein um, um das zu beheben.`,
  twisty_twisted: `Kein Zustand, den ein {puzzle} durch Drehen erreicht. {named, select, yes {${TTHE} {piece}} other {${TTHE}}} bei {slot} ist an Ort und Stelle verdreht: drehe den Stein {turn, select, ccw {gegen den Uhrzeigersinn} other {im Uhrzeigersinn}} (auf ihn geschaut), um das zu beheben.`,
  twisty_swapped: `Kein Zustand, den ein {puzzle} durch Drehen erreicht. Zwei ${TKINDS} sind vertauscht: {a} und {b}; sie zu tauschen behebt es.`,
  twisty_unreachable_swap: `Kein Zustand, den ein {puzzle} durch Drehen erreicht: zwei ${TKINDS} sind vertauscht (eine ungerade Permutation der ${TKINDS})`,
  twisty_unreachable_twist: `Kein Zustand, den ein {puzzle} durch Drehen erreicht: die Verdrehungen der ${TKINDS} gehen nicht auf: ein Stein ist an seinem Platz {turned, select, flipped {gekippt} other {verdreht}} (oder Steine sind vertauscht)`,
  twisty_invariant_twist: `Die Verdrehungen der ${TKINDS} gehen nicht auf: ein Stein ist an seinem Platz verdreht`,
  twisty_invariant_parity: 'Die {kinds} sind ungerade permutiert (Parität): zwei davon sind vertauscht',
  clock_hours: '{hours} Uhr',
  clock_dial: '{side, select, front {vorderes} other {hinteres}} {place}',
  clock_length:
    'ein Clock-Zustand hat 22 Zeichen: die 9 vorderen Zifferblätter, die 9 hinteren (0-9, a für 10, b für 11) und die 4 Pins (U oben, d unten), z. B. 000000000/000000000/dddd; gefunden: {count}',
  clock_dial_symbol:
    'Spalte {column}: das Zifferblatt {dial} ist „{symbol}“; ein Zifferblatt ist 0-9, a (10 Uhr) oder b (11), 0 steht für 12 Uhr',
  clock_pin_symbol: 'Spalte {column}: der Pin {pin} ist „{symbol}“; ein Pin ist U (oben) oder d (unten)',
  clock_wheel:
    'Spalte {column}: das Zifferblatt {back} zeigt {back_shows}, ist aber dasselbe Rad wie das Zifferblatt {front} (Spalte {front_column}), das {front_shows} zeigt: ein Rad, das auf einer Seite h zeigt, zeigt auf der anderen 12 - h, also sollte {back} {back_should} zeigen (oder {front} {front_should})',
  board_empty: 'keine Steine angegeben: tippe 9 Zahlen zeilenweise, z. B. 1 2 3 4 5 6 7 8 0 (0 ist das Loch)',
  board_item: 'Eintrag {index} („{text}“, Spalte {column})',
  board_not_a_number: '{item} ist keine Zahl: nimm 1 bis 8 für die Steine und 0 (oder _) für das Loch',
  board_out_of_range: '{item} ist {value}, aber die Steine sind 1 bis 8 (und 0 ist das Loch)',
  board_count:
    '{count, plural, one {# Zahl} other {# Zahlen}} gefunden; ein 3x3-Brett braucht 9: die Steine 1 bis 8 und 0 für das Loch, zeilenweise',
  board_tile_repeated:
    '{tile, plural, =0 {das Loch (0)} other {Stein #}} kommt {times, plural, =2 {zweimal} =3 {dreimal} other {#-mal}} vor (Einträge {items})',
  board_tile_missing: '{tile, plural, =0 {es gibt kein Loch (0)} other {Stein # fehlt}}',
  board_tiles: '{problems}; jede Zahl von 1 bis 8 und das Loch müssen genau einmal vorkommen',
  sq1_slot: '{layer, select, top {oberer} other {unterer}} Platz {slot} (Spalte {column})',
  sq1_piece: 'die {place}-{kind, select, corner {Ecke} other {Kante}} ({letter})',
  sq1_fields:
    'ein Square-1-Zustand besteht aus drei durch „/“ getrennten Feldern: den 12 Plätzen der oberen Schicht, den 12 der unteren und der Mittelschicht (0 oder 1), wie AABCCDEEFGGH/IJJKLLMNNOPP/0; dieser hat {count}',
  sq1_layer_slots:
    'die {layer, select, top {obere} other {untere}} Schicht hat {count} Plätze ({degrees} Grad): eine Schicht füllt 360 Grad, 12 Plätze zu 30 (eine Ecke steht in zwei, eine Kante in einem)',
  sq1_middle: 'die Mittelschicht ist ein Zeichen, 0 (wie gelöst) oder 1 (ihre rechte Hälfte umgedreht), nicht „{text}“',
  sq1_symbol:
    'Spalte {column}: „{symbol}“ im {slot} ist kein Stein: die Steine sind A-P (Ecken A C E G J L N P, doppelt geschrieben; Kanten B D F H I K M O)',
  sq1_missing: '{piece} fehlt',
  sq1_written:
    '{piece} steht {times, plural, one {einmal} other {#-mal}} da ({slots, list, comma}): {kind, select, corner {eine Ecke füllt zwei Plätze nebeneinander} other {eine Kante füllt einen Platz}}',
  sq1_split:
    '{piece} ist an zwei Stellen ({slots, list, comma}): eine Ecke füllt zwei Plätze nebeneinander in einer Schicht',
  // ---- langs2: the other puzzles' notation, the bindings' arguments, the camera scan ----
  twisty_parse: 'Spalte {column}: {what}; beim {puzzle} gibt es {accepted}',
  twisty_not_a_turn_symbol: '„{symbol}“ ist keine Drehung',
  twisty_not_a_turn: '„{turn}“ ist keine Drehung des {puzzle}',
  pyraminx_accepted: "U L R B (zwei Schichten) und u l r b (Spitzen), jeweils mit ' für die Gegenrichtung",
  skewb_accepted: "R U L B, jeweils mit ' für die Gegenrichtung",
  megaminx_accepted:
    "U F R L BL BR D B DL DR FR FL, jeweils allein (72 Grad im Uhrzeigersinn), mit 2 (144), 2' oder '; und die Scramble-Drehungen der WCA R++ R-- D++ D--",
  start_stickers: 'der Startzustand hat {count} Sticker; ein {puzzle} hat {expected}',
  sq1_not_a_move: '„{symbol}“ ist kein Square-1-Zug: schreibe (x,y) für eine Drehung und / für einen Slash',
  sq1_amount_expected:
    'erwartet wurde der Betrag der {layer, select, top {oberen} other {unteren}} Schicht, eine Zahl von Zwölfteln -11..11{end, select, yes {, nicht das Ende} other {, nicht „{symbol}“}}',
  sq1_amount_range:
    'die {layer, select, top {obere} other {untere}} Schicht dreht höchstens 11 Zwölftel in jede Richtung (-11..11), nicht {text}',
  sq1_comma: '„,“ zwischen den Beträgen der oberen und der unteren Schicht erwartet, wie in (1,0)',
  sq1_close: '„)“ erwartet, um die in Spalte {open} geöffnete Drehung zu schließen',
  sq1_slash_blocked:
    'Slash {number} ist nicht möglich: {piece} liegt in der {layer, select, top {oberen} other {unteren}} Schicht über dem Schnitt (ihre Felder {a} und {b}); drehe zuerst diese Schicht',
  start_state_problem: 'der Startzustand: {what}',
  clock_not_rotation: '„{token}“ ist keine Drehung der ganzen Uhr: die WCA dreht die Uhr nur mit y2 um',
  clock_not_a_move:
    '„{token}“ ist kein Zug der Uhr: WCA-Notation der Uhr: ein Pin-Satz UR DR DL UL U R D L ALL mit Stunden 0-6 und + (im Uhrzeigersinn) oder - (UR3+, ALL2-), y2 zum Umdrehen und Pin-Buchstaben allein für die Pins, die oben bleiben (UR DL)',
  clock_needs_hours: '„{token}“ braucht die Stunden nach {pins}: eine Zahl 0-6 und + oder - ({pins}3+)',
  clock_too_many_hours: '„{token}“ dreht mehr als 6 Stunden: die WCA schreibt 0-6 in jede Richtung (7+ ist 5-)',
  clock_needs_sign: '„{token}“ braucht nach den Stunden + (im Uhrzeigersinn) oder - (gegen den Uhrzeigersinn)',
  clock_bad_end:
    '„{token}“ endet auf „{end}“: die Stunden enden mit + (im Uhrzeigersinn) oder - (gegen den Uhrzeigersinn)',
  slides_not_a_slide:
    'Schiebezüge: Spalte {column}: „{symbol}“ ist kein Schiebezug; nutze U, D, L oder R (die Richtung, in die die Lücke wandert)',
  slide_off_board: 'Schiebezug {number} ({slide}) würde die Lücke vom Brett schieben',
  board_which: '{board, select, start {Start} other {Ziel}}: {what}',
  board_unsolvable:
    'unlösbar: der Start hat eine {start_parity, select, odd {ungerade} other {gerade}} Zahl von Inversionen ({start_count}) und das Ziel eine {goal_parity, select, odd {ungerade} other {gerade}} ({goal_count}); ein Schiebezug ändert diese Parität nie (ein seitlicher Zug behält die Lesereihenfolge der Plättchen, ein Zug nach oben oder unten schiebt ein Plättchen an zwei anderen vorbei), also führt keine Folge von Zügen vom einen zum anderen. Vertausche zwei Plättchen des Starts, dann ist es lösbar.',
  unknown_puzzle: 'unbekanntes Puzzle „{name}“',
  not_a_cube: '{puzzle} ist kein Würfel',
  bad_seed: 'der Seed muss eine ganze Zahl von 0 bis 2^53 sein',
  bad_count: 'die Anzahl muss zwischen 0 und 1000000 liegen',
  no_stickers: '{puzzle} hat keine Sticker zum Zeichnen',
  no_dial: 'kein Zifferblatt und kein Pin {dial}',
  not_a_move_of: 'Zug {number} ({move}) gibt es beim {puzzle} nicht',
  scan_not_cube4: 'der Kamera-Scan liest den 2x2x2 und den 3x3x3, nicht den 4x4x4',
  scan_sticker_total: 'ein {puzzle} hat {expected} Sticker, nicht {count}',
  scan_sticker: 'Sticker {index} (Seite {face}, Reihe {row}, Spalte {column})',
  scan_alike:
    'die Farben von {a} und {b} sehen gleich aus ({centres, select, yes {Mittelstücke, } other {}}CIELAB-Abstand {distance}): mehr Licht oder weniger farbiges Licht kann sie unterscheiden',
  scan_overruled:
    '{sticker} wird als Farbe von {reads} gelesen (CIELAB-Abstand {distance}{glare, select, yes {, Spiegelung?} other {}}), aber der nächste gültige Würfel braucht dort {needs} (Abstand {needs_distance})',
  scan_internal: 'intern: {what}',
  // ---- solver replies (wasm/solvers/: message_catalog.cpp's block of the same name) ----
  solve_cancelled: 'abgebrochen',
  stickers_not_a_cube: 'die Sticker ergeben keinen Würfel',
  not_solvable_cube: 'kein lösbarer Würfel (Steine, Verdrehung, Kippung oder Parität)',
  input_part:
    '{part, select, start {Start} goal {Ziel} moves {Züge} move_set {Zugmenge} scramble {Verwürfelung} skeleton {Skelett} other {{part}}}: {what}',
  sentences: '{first} {then}',
  no_solution_found: 'keine Lösung gefunden',
  no_solution_within: 'keine Lösung mit höchstens {max, plural, one {# Zug} other {# Zügen}}',
  no_solution_within_bound:
    'keine Lösung mit höchstens {max, plural, one {# Zug} other {# Zügen}} (die kürzeste hat mindestens {bound})',
  shortest_over_limit:
    'die kürzeste Lösung hat {length} {unit, select, turns {Drehungen} slides {Schiebezüge} other {Züge}}, mehr als das Limit von {max}',
  found_over_limit:
    'die gefundene Lösung hat {length} {unit, select, slashes {Slashes} other {Drehungen}}, mehr als das Limit von {max}',
  method_over_limit:
    'die {method, select, lbl {Schicht-für-Schicht-Lösung} other {Thistlethwaite-Lösung}} hat {length} Züge, über dem Limit von {max}',
  reduction_over_limit:
    'die Reduktion hat {length} Züge gefunden, mehr als das Limit von {max} (sie sucht nicht die kürzeste)',
  budget_ended: 'die Zeit war um, bevor eine Lösung gefunden wurde',
  budget_ended_shortest: 'die Zeit war um, bevor die kürzeste Lösung gefunden wurde',
  budget_ended_listing: 'die Zeit war um, bevor alle gewünschten Lösungen gefunden wurden',
  budget_ended_bound:
    'die Zeit war um, bevor eine Lösung gefunden wurde; jede Lösung hat mindestens {bound, plural, one {# Zug} other {# Züge}}',
  budget_ended_within:
    'die Zeit war um, bevor eine Lösung mit höchstens {max, plural, one {# Zug} other {# Zügen}} gefunden wurde',
  budget_ended_depth:
    'Zeit abgelaufen: keine Lösung mit höchstens {max, plural, one {# Zug} other {# Zügen}} gefunden (Suche bis Tiefe {depth})',
  cancelled_at_depth: 'abgebrochen: Suche bis Tiefe {depth}',
  not_proven_depth: 'nicht als optimal bewiesen: Suche bis Tiefe {depth}',
  fallback_proven: 'Zwei-Phasen-Lösung als optimal bewiesen: keine hat {limit} Züge oder weniger',
  optimal_listed_cut:
    '{count} optimale Lösungen aufgelistet, als {why, select, cancelled {die Suche abgebrochen wurde} other {die Zeit um war}}; es kann weitere geben',
  optimal_listed_first: 'die ersten {count} optimalen Lösungen (so viele wie gewünscht); es kann weitere geben',
  optimal_listed_all: 'alle optimalen Lösungen: {count}',
  three_stage_failed: '3x3x3-Phase: {why}',
  stage_five_phase_1: 'Mitten: eine Achse',
  stage_five_phase_1_why:
    'die Mittenfarben einer Achse (X- und +-Mitten) auf die beiden Seiten dieser Achse, mit jeder Blockdrehung',
  stage_five_phase_2: 'Mitten: jede Achse',
  stage_five_phase_2_why:
    'die übrigen Mitten auf ihre zwei Achsen verteilt und die Permutation der Flügel gerade gemacht, die Mitten der ersten Achse bleiben (ohne die äußeren Drehungen ihrer Seiten, die anderen breiten Drehungen nur halb)',
  stage_five_phase_3a: 'Kanten: Klassen',
  stage_five_phase_3a_why:
    'jeder Flügel in die Klasse der Plätze, durch die ihn die letzten Phasen drehen, und die Mittelkanten orientiert, die Mitten bleiben auf ihren Achsen (äußere Drehungen und breite halbe Drehungen)',
  stage_five_phase_3b: 'Kanten: Schichten',
  stage_five_phase_3b_why:
    'die Kanten der mittleren Schicht aus dem Weg der Schicht, die die nächste Phase paart, die Mitten so, wie sie sie braucht (U, D, R, L, F2, B2 und breite halbe Drehungen)',
  stage_five_phase_4: 'Kanten: eine Schicht gepaart',
  stage_five_phase_4_why:
    'die vier Kanten einer Schicht in dieser Schicht gepaart und die Mitten so, wie die letzte Phase sie braucht (Vierteldrehungen zweier Seiten, die anderen Drehungen halb)',
  stage_five_phase_5: 'Mitten und Kanten an ihrem Platz',
  stage_five_phase_5_why:
    'jede Mitte an ihrem Platz und jede Kante gepaart (Vierteldrehungen von U und D, die anderen halb)',
  stage_reduced_3x3x3: '3x3x3',
  stage_reduced_3x3x3_why: 'der reduzierte Würfel vom Zwei-Phasen-Löser als 3x3x3 gelöst, nur äußere Drehungen',
  stage_inner_4x4x4: 'Innerer 4x4x4',
  stage_inner_4x4x4_why:
    'die inneren Schichten als 4x4x4 gelesen (die zwei äußeren Schichten jeder Seite als eine) und mit den Mitten- und Paarungsphasen des 4x4x4 reduziert: die inneren X-Mitten an ihrem Platz, die inneren Kantenstücke gepaart, keine Parität übrig',
  stage_inner_5x5x5: 'Innerer 5x5x5',
  stage_inner_5x5x5_why:
    'die inneren Schichten als 5x5x5 gelesen (die zwei äußeren Schichten jeder Seite als eine) und mit den Phasen 1-5 der Fünf-Phasen-Reduktion reduziert: die inneren Mitten an ihrem Platz, die inneren Kanten ganz',
  stage_bar_glue: 'Balken an Kanten geheftet',
  stage_bar_glue_why:
    'Flächendrehungen, die neben jeden inneren Kantensticker eine Mitte der Farbe setzen, die seine Reihe braucht: die Reduktion des inneren Würfels dreht nur tiefere Schichten, die jedes solche Paar zusammen tragen, so macht das Paaren der inneren Kanten auch diese Reihen von Mitten einfarbig',
  stage_centre_bars: 'Mittenbalken',
  stage_centre_bars_why:
    'jede Reihe von Mitten neben dem inneren Block einfarbig gemacht, mit Mitten-Kommutatoren, die den inneren Würfel behalten: die Mitten jeder Seite sind dann die eines 5x5x5',
  clock_optimal:
    'optimal: alle {examined} Lösungswege mit den 18 WCA-Pin-Stellungen wurden geprüft; {count, plural, one {# hat} other {# haben}} die wenigsten Züge',
  sq1_split_budget: 'Zwei-Phasen: die Zeit war um, bevor jede kürzere Aufteilung zwischen den Phasen versucht wurde',
  sq1_split_shortest: 'Zwei-Phasen: die kürzeste aller Aufteilungen zwischen Form und Square-Square',
  sq1_optimal_proven: 'optimal: keine Lösung hat weniger als {slashes} Slashes',
  sq1_not_proven: 'nicht als optimal bewiesen: die Zeit war um; jede Lösung hat mindestens {bound} Slashes',
  board_tiles_once: 'jeder der Steine 1 bis 8 und das Loch 0 müssen genau einmal vorkommen',
  moves_no_quarter_turns: 'Züge: {moves} hat keine Vierteldrehungen, um in QTM zu suchen',
  pocket_dbl_fixed:
    'kein Würfel, der zum Ziel passt, hat die DBL-Ecke des Starts so, wie sie ist, und {moves} bewegt diese Ecke nie; erlaube D-, L- oder B-Drehungen oder markiere die DBL-Sticker (D3, B4, L3) mit x',
  pocket_orbits:
    'keine Folge von {moves}-Drehungen kann das Ziel erreichen: eine Ecke müsste dorthin, wohin diese Drehungen sie nie bringen',
  pocket_unreachable:
    'keine Folge von {moves}-Drehungen erreicht das Ziel (alle {states} Würfel, die diese Drehungen vom Start aus erreichen, wurden durchsucht)',
  pocket_gave_up:
    'nach {states} Würfeln ohne das Ziel aufgegeben; es ist vielleicht mit {moves}-Drehungen nicht erreichbar',
  pocket_start_unreachable:
    'Start: kein erreichbarer 2x2x2-Zustand (Ecken doppelt oder Summe der Verdrehungen kein Vielfaches von 3)',
  pocket_goal_count: 'erwartet 24 Sticker (in den Farben des Starts, x oder ? für beliebig), gefunden: {count}',
  pocket_goal_impossible:
    'kein 2x2x2-Würfel sieht so aus (die angegebenen Sticker können nicht alle zugleich stimmen).',
  move_set_not_a_face:
    "Spalte {column}: „{symbol}“ ist keine Seitendrehung; nimm U R F D L B, jeweils wahlweise gefolgt von 2 oder '{wide, select, yes { (Kleinbuchstaben sind breite Drehungen; eine 2x2x2-Zugmenge nimmt Seitendrehungen)} other {}}",
  move_set_empty: 'keine Drehungen angegeben',
  pocket_goal_letters: 'Ziel: erwartet 24 Sticker in den Seitenbuchstaben U R F D L B oder x für beliebig',
  goal_needed:
    'der Löser „goal“ braucht ein Ziel: eine Vorgabe (cross, xcross@U, eoline, ...), ein Muster mit x für beliebige Sticker oder eine Kette „cross, pair, pair“',
  goal_unreachable:
    'keine Folge von {moves}-Drehungen erreicht das Ziel von diesem Start aus: sie bringen {known, select, yes {{pieces}} other {die Steine}} nie an die Plätze und in die Ausrichtungen, die das Ziel verlangt',
  goal_step_failed: 'Schritt {step} ({name}): {why}',
  goal_empty: 'leer; gib eine Vorgabe (cross, xcross, eoline, 2x2x2, f2l, ...) oder ein Muster aus 54 Stickern an',
  goal_empty_2x2: 'leer; gib ein Muster aus 24 Stickern an, eine Seite oder die erste Schicht',
  goal_start_count: 'erwartet 54 Sticker (3x3x3) oder 24 (2x2x2), gefunden: {count}',
  goal_2x2_for_3x3: 'ein 2x2x2-Muster (24 Sticker) für einen 3x3x3-Start',
  goal_sets_on_2x2:
    'Farbmengen [..] gibt es nur in 3x3x3-Mustern; ein 2x2x2-Muster nimmt eine Farbe oder x pro Sticker',
  goal_unknown_preset:
    'unbekannte Vorgabe „{text}“; Vorgaben sind {known} (mit @U, @DR ... für eine andere Unter- und Vorderseite)',
  goal_preset_faces:
    '„{text}“: gib nach „@“ die Unterseite und wahlweise die Vorderseite an, z. B. {name}@U oder {name}@DR',
  goal_preset_front: '„{text}“: die Vorderseite kann nicht die Unterseite oder ihr gegenüber sein',
  goal_sticker_count:
    'erwartet 54 Sticker (in den Farben des Starts; x oder ? für beliebig; [..] für eine Farbmenge), gefunden: {count}',
  goal_set_unclosed: 'der Farbmenge bei Sticker {sticker} fehlt die schließende „]“',
  goal_set_colour: '„{symbol}“ in der Menge bei Sticker {sticker} ist keine der Farben des Starts ({colours})',
  goal_set_empty: 'die Menge bei Sticker {sticker} erlaubt gar keine Farbe',
  goal_set_stray_close: '„]“ bei Sticker {sticker} schließt keine Menge',
  goal_sticker_colour:
    'Sticker {index} ({sticker}) ist „{symbol}“, keine der Farben des Starts ({colours}) und weder x noch ? für beliebig',
  goal_centre_fixed:
    'das Mittelstück der Seite {face} (Sticker {sticker}) bewegt sich nie und zeigt immer seine eigene Farbe, was das Muster nicht erlaubt',
  goal_no_such_piece:
    'keine {kind, select, corner {Ecke} other {Kante}} hat die Farben, die das Muster bei {where} verlangt',
  goal_piece_twice:
    'das Muster verlangt dieselbe {kind, select, corner {Ecke} other {Kante}} an zwei Stellen; für {where} bleibt nichts übrig',
  goal_odd_flips: 'das Muster hat eine ungerade Zahl gekippter Kanten, was kein Würfel hat',
  goal_twists: 'die Eckverdrehungen des Musters ergeben keine ganzen Drehungen, was kein Würfel hat',
  goal_parity: 'das Muster vertauscht zwei Steine und sonst nichts, was kein Würfel kann',
  solver_clock_title: 'Clock optimal',
  solver_clock_help:
    'Optimal in der Zählweise der WCA (jede Drehung eines Rades ein Zug; y2 und die Pins frei): alle 20.736 Lösungen, die die 18 WCA-Pin-Stellungen erlauben, werden geprüft und die kürzeste behalten, bei Gleichstand die mit den wenigsten gedrehten Stunden.',
  solver_fmc_title: 'Fewest-Moves-Schritte (EO, DR, HTR, finish)',
  solver_fmc_help:
    'Fewest-Moves-Schritte, jeder optimal: Ziel eo, dr, htr oder finish, eine Achse (fb, rl, ud), niss normal|inverse|both und within K (jede Lösung bis zum Optimum + K); Züge in ^( ) gehören zur inversen Seite. Ohne Ziel: die vier Schritte nacheinander.',
  solver_fmc_goal_hint:
    'Ein Schritt: eo, dr, htr oder finish; eine Achse (fb, rl, ud); niss normal|inverse|both; within K. Leer: die vier Schritte nacheinander',
  solver_goal_title: 'Ziel / Schritte (Teilziele)',
  solver_goal_help: 'Ziel / Schritte (Teilziele)',
  solver_goal_goal_hint:
    'Eine Vorgabe (cross, xcross@U, eoline, face on U), ein Muster aus Stickern mit x für beliebig oder eine Kette „cross, pair, pair“; „cn: cross“ für jede Farbe',
  solver_lbl_title: 'Schicht für Schicht (Anfängermethode)',
  solver_lbl_help:
    'Schicht für Schicht, wie man es lernt: längere Lösungen, ein Schritt nach dem anderen; die Wiedergabe hält nach jedem Schritt an.',
  solver_megaminx_title: 'Megaminx Schritt für Schritt',
  solver_megaminx_help:
    'Schritt für Schritt, wie man ihn löst: die erste Schicht und die zweite Block für Block, jeder Schritt eine Suche über die Drehungen weniger Seiten; dann die letzte Schicht in zwei Looks (Orientierung, Permutation) aus Tabellen von Algorithmen, die eine Suche gefunden hat. Jede Drehung zählt eins (auch U2).',
  solver_optimal_title: 'Optimal (wenigste Züge)',
  solver_optimal_help:
    'Optimal: die wenigsten möglichen Züge, bewiesen durch die Suche über jede kürzere Länge (zufällige Zustände: 17–18 Züge, Sekunden bis Minuten). Die kleine Tabelle passt für Handys; die große durchsucht ~10× weniger Knoten, die mittlere liegt dazwischen. Endet die Zeit, bekommst du die Zwei-Phasen-Lösung, als nicht optimal bewiesen markiert. Alle optimalen Lösungen: die optimale Länge wird dann bis zum Ende durchsucht, bis zu ~13× länger.',
  solver_pocket_title: '2x2x2 optimal',
  solver_pocket_help:
    'Optimal: die wenigsten möglichen Züge, aus einer Tabelle aller 2×2×2-Zustände; zu jedem Zielmuster, mit jeder Auswahl an Drehungen.',
  solver_pocket_goal_hint:
    '24 Sticker in den Farben des Starts, x für beliebig (z. B. UUUUxxxx… = obere Seite fertig); leer = gelöst',
  solver_pyraminx_title: 'Pyraminx optimal',
  solver_pyraminx_help:
    'Optimal: die wenigsten möglichen Drehungen, Spitzen eingeschlossen, aus einer Tabelle aller 933.120 Pyraminx-Zustände ohne Spitzen (in einem Bruchteil einer Sekunde erstellt); die Spitzen werden zuerst gedreht.',
  solver_reduction_title: 'Reduktion (4x4x4–7x7x7)',
  solver_reduction_help:
    'Reduktion: zuerst die U-D- und R-L-Mitten (beim 6x6x6 und 7x7x7 die X-Mitten, dann die übrigen Mitten mit Kommutatoren), dann die Flügel jeder Kante gepaart (beim 4x4x4 während die Mitten fertig werden; bei den größeren Würfeln sobald die Mitten an ihrem Platz sind), ohne verbleibende Kantenkipp-Parität (die Kantentausch-Parität des 6x6x6 mit einem Algorithmus behoben), und der reduzierte Würfel wird vom Zwei-Phasen-Löser als 3x3x3 gelöst. Längen zählen jede äußere oder breite Drehung als 1 (OBTM); nicht die kürzesten Lösungen. Der 5x5x5 stattdessen in fünf Phasen (nach cs0x7fs cube555): die Mitten einer Achse, die übrigen Mitten auf ihre Achsen verteilt, dann in drei Phasen die Kanten gepaart und jede Mitte an ihrem Platz, dann der 3x3x3.',
  solver_skewb_title: 'Skewb optimal',
  solver_skewb_help:
    'Optimal: die wenigsten möglichen Drehungen (WCA-Zählweise: R U L B und ihre Inversen zählen je eins), aus einer Tabelle aller 3.149.280 Skewb-Zustände (in einem Bruchteil einer Sekunde erstellt).',
  solver_sliding_title: '8-Puzzle optimal',
  solver_sliding_help:
    'Optimal: die wenigsten möglichen Schiebezüge, aus einer Tabelle aller 181.440 Bretter, von denen aus das Ziel erreichbar ist.',
  solver_sliding_goal_hint: '9 Zahlen zeilenweise, 0 oder _ für das Loch; leer = 1 2 3 / 4 5 6 / 7 8 _',
  solver_sq1_title: 'Square-1 Zwei-Phasen',
  solver_sq1_help:
    'Zwei-Phasen in der Twist-Zählweise (jeder Slash ein Zug, Drehungen frei), wie Chen Shuangs sq12phase: die Form zum Würfel über die exakten Distanzen der 3678 slashbaren Formen, dann die Square-Square-Gruppe über Pruning-Tabellen für Ecken und Kanten; die kürzeste Aufteilung zwischen den Phasen wird innerhalb der Zeit gesucht (standardmäßig 0,3 s).',
  solver_sq1_optimal_title: 'Square-1 optimal',
  solver_sq1_optimal_help:
    'Die wenigsten Slashes (Twist-Zählweise): IDA* über den ganzen Zustand, begrenzt durch die exakten Distanzen der Form mit den oberen Ecken und der Form mit den oberen Kanten; zuerst die Zwei-Phasen-Lösung, dann innerhalb der Zeit bewiesen oder verbessert (standardmäßig 10 s; „nicht bewiesen“, wenn sie endet).',
  solver_thistlethwaite_title: 'Thistlethwaite (4 Phasen, ≤ 45 Züge)',
  solver_thistlethwaite_help:
    'Thistlethwaite: vier Phasen durch verschachtelte Untergruppen, ≤ 45 Züge; die Wiedergabe hält nach jeder Phase an.',
  solver_twophase_title: 'Zwei-Phasen (≤ 20 Züge)',
  solver_twophase_help:
    'Zwei-Phasen findet ≤ 20 Züge in Millisekunden; mit maximaler Länge 21 oder mehr geht es noch schneller. „Schritte zeigen“ über den Zügen zeigt die zwei Phasen.',
  goal_preset_cross: 'Kreuz',
  goal_preset_xcross: 'Erweitertes Kreuz (Kreuz + ein F2L-Paar)',
  goal_preset_xxcross: 'Kreuz + zwei F2L-Paare',
  goal_preset_xxxcross: 'Kreuz + drei F2L-Paare',
  goal_preset_pair: 'Noch ein F2L-Paar',
  goal_preset_f2l: 'Die ersten zwei Schichten',
  goal_preset_first_layer: 'Erste Schicht',
  goal_preset_eoline: 'EOLine (ZZ)',
  goal_preset_eocross: 'EOCross (ZZ)',
  goal_preset_eo: 'Kanten orientiert (ZZ EO)',
  goal_preset_2x2x2: '2x2x2-Block (Petrus)',
  goal_preset_2x2x3: '2x2x3-Block (Petrus)',
  goal_preset_roux_fb: 'Erster Block (Roux)',
  goal_preset_face: 'Eine Seite in einer Farbe',
  fmc_goal_no_step: 'kein Schritt: erwartet eo, dr, htr oder finish',
  fmc_goal_unknown_step: 'unbekannter Schritt „{word}“ (erwartet eo, dr, htr oder finish)',
  fmc_goal_finish_axis: 'finish nimmt keine Achse (Halbdrehungen erhalten jede Achse)',
  fmc_goal_niss: 'niss muss normal, inverse oder both sein, nicht „{value}“',
  fmc_goal_within: 'within nimmt eine Zugzahl von 0 bis 99, nicht „{value}“',
  fmc_goal_unknown_word:
    'unbekanntes Wort „{word}“ im Schritt (erwartet: eine Achse fb, rl oder ud, niss MODUS, within K{scratch, select, yes { oder scratch)} other {)}}',
  fmc_htr_no_dr:
    'HTR beginnt bei Domino-Reduktion (DR), und dieser Zustand ist auf keiner Achse in DR: zuerst den DR-Schritt (--goal dr)',
  fmc_htr_other_axis:
    'HTR auf {axis} beginnt bei DR auf {axis}, und dieser Zustand ist nur auf {axes, list, comma} in DR',
  fmc_finish_no_htr:
    'finish beginnt bei der Halbdrehungs-Reduktion (HTR): dieser Zustand ist nicht mit Halbdrehungen lösbar; zuerst den HTR-Schritt (--goal htr)',
  fmc_unreachable:
    '{step, select, finish {finish} other {{step}}}{on, select, axis { auf {axis}} any { auf irgendeiner Achse} other {}} ist von diesem Zustand aus mit den Zügen {moves} {niss, select, normal {auf der normalen Seite} inverse {auf der inversen Seite} other {mit NISS}} nicht erreichbar',
  fmc_no_step_within:
    'kein {step, select, finish {finish} other {{step}}} mit höchstens {max, plural, one {# Zug} other {# Zügen}}',
  fmc_step_failed: '{step, select, finish {finish} other {{step}}}: {why}',
  fmc_steps_over_limit: 'die vier Schritte brauchen {length} Züge, mehr als {max}',
  // ---- end of solver replies ----
  // ---- table choices (wasm/solvers/optimal/optimal_entry.cpp: message_catalog.cpp's block of the same name) ----
  table_small: 'Klein',
  table_medium: 'Mittel',
  table_large: 'Groß',
  table_xlarge: 'Extra groß',
  table_small_label: 'Klein: {megabytes} MB (Smartphones; in etwa einer halben Minute erstellt)',
  table_medium_label: 'Mittel: {megabytes} MB (Laptops; in etwa einer halben Minute erstellt)',
  table_large_label: 'Groß: {gigabytes} GB (Desktop-Rechner; ~{fewer}× weniger Knoten; Minuten zum Erstellen)',
  table_xlarge_label:
    'Extra groß: {gigabytes} GB (Browser, die {allowed} GB erlauben; ~{fewer}× weniger Knoten als groß)',
  table_expect: 'zufällige Zustände ~{median} s (Median), {depth, plural, one {# Zug} other {# Züge}} ~{seconds} s',
  table_expect_range:
    'zufällige Zustände ~{low}–{high} s (Median), {depth, plural, one {# Zug} other {# Züge}} ~{seconds} s',
  table_expect_xlarge:
    'etwas schneller als groß ({low}–{high}× weniger Knoten); ein Zustand mit {depth} Zügen ~{seconds} s',
  // ---- end of table choices ----
  // ---- requests, table cache, internal errors (message_catalog.cpp's block of the same name) ----
  unknown_puzzle_of: 'unbekanntes Puzzle „{name}“ (erwartet: {puzzles, list, or})',
  no_solver_yet: 'noch kein Löser löst den {puzzle}',
  unknown_solver: 'unbekannter Löser „{name}“ (bekannt: {solvers, list, comma})',
  solver_not_for_puzzle: 'Löser „{solver}“ löst den {puzzle} nicht (nimm {solvers, list, or})',
  solver_takes_no:
    'Löser „{solver}“ nimmt {option, select, moves {keine Zugmenge} other {kein Ziel}} (Löser, die eines nehmen: {solvers, list, or})',
  solver_table_names: '{solver}: {tables, list, or}',
  solver_no_table_option: 'Löser „{solver}“ nimmt keine Tabellenoption (nur {which, list, semicolon})',
  unknown_table: 'unbekannte Tabelle „{table}“ für Löser „{solver}“ (erwartet: {tables, list, or})',
  bad_threads: 'die Threads müssen zwischen 1 und 64 liegen, nicht {threads}',
  solver_no_threads: 'Löser „{solver}“ nimmt keine Threads-Option (nur {solvers, list, or})',
  unknown_metric: 'unbekannte Metrik „{metric}“ (erwartet: {metrics, list, or})',
  solver_one_metric: 'Löser „{solver}“ zählt nur in {only}, nicht in „{metric}“',
  tables_no_memory:
    'nicht genug Speicher, um die Tabellen von „{solver}“ zu {doing, select, export {exportieren} other {erstellen}}',
  tables_not_built: 'die Tabellen von „{solver}“ konnten nicht erstellt werden',
  tables_build_failed: 'die Tabellenerstellung ist fehlgeschlagen: {what}',
  tables_none: 'Löser „{solver}“ hat keine Tabellen zum {doing, select, export {Exportieren} other {Importieren}}',
  tables_no_memory_load: 'nicht genug Speicher, um die Tabellen von „{solver}“ zu laden ({mib} MiB)',
  tables_cannot_load: 'die Tabellen von „{solver}“ können nicht geladen werden',
  table_import_finished: 'der Import ist abgeschlossen',
  table_chunk_misfit: 'der Tabellenblock bei {offset} passt nicht in die Tabellendaten',
  table_chunk_checksum: 'der Tabellenblock bei {offset} hat eine falsche Prüfsumme',
  table_blob_incomplete: 'Tabellendaten unvollständig: {filled} von {total} Bytes',
  table_chunk_no_memory: 'nicht genug Speicher für einen Tabellenblock',
  table_file_bad_magic: 'keine Tabellendatei (falsche Kennung)',
  table_file_checksum: 'die Prüfsumme der Tabellendatei stimmt nicht (beschädigt oder abgeschnitten)',
  table_file_header: 'der Kopf der Tabellendatei ist abgeschnitten',
  table_file_other_set: 'die Tabellendatei enthält den Satz „{set}“, erwartet war „{expected}“',
  table_file_set_version: 'der Tabellensatz „{set}“ hat Version {version}, erwartet war {expected}',
  table_file_truncated: 'die Tabellendatei ist abgeschnitten',
  table_checksum: 'die Prüfsumme der Tabelle „{table}“ stimmt nicht',
  table_file_trailing: 'die Tabellendatei hat überzählige Bytes am Ende',
  table_version: 'die Tabelle „{table}“ hat Version {version}, erwartet war {expected}',
  table_size: 'die Tabelle „{table}“ hat {bytes} Bytes, erwartet waren {expected}',
  table_missing: 'die Tabelle „{table}“ fehlt',
  table_set_unexpected: 'der Tabellensatz enthält unerwartete Tabellen',
  table_out_of_range: 'die Tabelle „{table}“ enthält einen Wert außerhalb des Bereichs',
  pocket_table_bad:
    '2x2x2-Tabelle: {what, select, depths {falsche Tiefenzählung} other {der gelöste Zustand hat nicht die Entfernung 0}}',
  megaminx_tables_unread:
    'die {part, select, last_block {Letzter-Block-Tabellen} other {Letzte-Schicht-Tabellen}} des Megaminx lassen sich nicht lesen (andere Version oder beschädigt)',
  megaminx_tables_size:
    'die {part, select, last_block {Letzter-Block-Mustertabellen} other {Schritt-Tabellen}} des Megaminx haben nicht die Größe, die dieser Build erzeugt',
  megaminx_table_count: 'der Megaminx-Tabellensatz hat {count} Tabellen, nicht 3',
  megaminx_table_name: 'Tabelle {number} des Megaminx-Tabellensatzes heißt „{name}“, nicht „{expected}“',
  optimal_no_memory_build:
    'nicht genug Speicher, um die optimale Tabelle „{size, select, small {klein} medium {mittel} large {groß} other {extra groß}}“ zu erstellen (etwa {mib} MiB)',
  optimal_no_memory_load:
    'nicht genug Speicher, um die optimale Tabelle „{size, select, small {klein} medium {mittel} large {groß} other {extra groß}}“ zu laden ({mib} MiB)',
  optimal_build_failed: 'die Erstellung der optimalen Tabelle ist fehlgeschlagen: {what}',
  optimal_not_built: 'die optimalen Tabellen konnten nicht erstellt werden',
  optimal_other_size:
    'das sind die optimalen Tabellen „{size, select, small {klein} medium {mittel} large {groß} other {extra groß}}“, gewählt ist aber „{selected, select, small {klein} medium {mittel} large {groß} other {extra groß}}“',
  optimal_table_wrong_size: 'die Tabelle „{table}“ fehlt oder hat die falsche Größe',
  optimal_unexpected_tables: 'der optimale Tabellensatz enthält unerwartete Tabellen',
  optimal_out_of_range: 'die optimalen Tabellen enthalten Werte außerhalb des Bereichs',
  table_measured:
    'zufällige Zustände: Median {median} s, {proven} von {count} innerhalb von {budget} s bewiesen ({depth} Züge: Median {depth_median} s); erstellt in {built} s (Chromium {chromium}, {threads} Threads, 2-Kern-Xeon-VM, ruhig, {date})',
  table_measured_large:
    'zufällige Zustände: Median {low}–{high} s (zwei Läufe), {proven} von {count} innerhalb von {budget} s bewiesen ({depth} Züge: Median {depth_low}–{depth_high} s); erstellt in {built} s, oder die vorgefertigte Datei in {download} s heruntergeladen (Chromium {chromium}, {threads} Threads, 2-Kern-Xeon-VM, ruhig, {date})',
  table_measured_xlarge:
    'nativ, ein Thread: Stellungen mit {depth} Zügen Median {cpu} s CPU (groß: {cpu_large} s), {low}–{high}× weniger Knoten; {states} zufällige Zustände Median {median} s (groß: {median_large} s) (2-Kern-Xeon-VM, Last {load_low}–{load_high}); in Chromium {chromium}, {threads} Threads: ein Zustand mit {depth} Zügen in {proven} s bewiesen, erstellt in {built} s (ruhig), die vorgefertigte Datei in {download} s heruntergeladen ({date})',
  megaminx_step_failed:
    '{step, select, last_block_edges {die Kanten des letzten Blocks liegen nicht alle in den Seiten U und BR} last_block {der letzte Block fand keine Lösung mit U und BR} last_layer_pieces {die Steine der letzten Schicht liegen nicht alle in der Seite U} last_layer_case {ein Fall der letzten Schicht, den die Tabellen nicht enthalten} other {der Schritt „{step}“ fand keine Lösung}}',
  internal_bug:
    '{what, select, inner_cube {die Reduktion des inneren Würfels fand nichts (ein Fehler: bitte melde den Zustand)} pseudo_five {der als 5x5x5 gelesene Würfel ist kein gültiger (ein Fehler: bitte melde den Zustand)} centre_commutators {die Kommutatoren der Mittelstücke kamen nicht weiter (ein Fehler: bitte melde den Zustand)} not_3x3x3 {der reduzierte Würfel ist kein 3x3x3 (ein Fehler: bitte melde den Zustand)} megaminx_orientation {die Kanten des letzten Blocks haben keine Orientierung, die U und BR erhalten (ein Fehler)} megaminx_flips {U oder BR kippt eine Kante (ein Fehler)} optimal_prune {interner Fehler: die optimale Pruning-Tabelle ist beschädigt} other {interner Fehler: eine Lösung hat ihre Prüfung nicht bestanden (beschädigte Tabellen?)}}',
  smart_cubies: 'die Cubies müssen ein Objekt {shape} sein',
  smart_array: '{name} muss ein Array aus {count} Zahlen sein',
  smart_item:
    '{name}[{index}] {what, select, not_a_number {ist keine Zahl} other {muss eine ganze Zahl von 0 bis 255 sein}}',
  smart_sticker:
    '{kind, select, corner {Eckposition} other {Kantenposition}} {position} nennt Sticker {sticker}{why, select, range {, nicht einen von 0..53} centre {, ein Mittelstück} other { ein zweites Mal}}',
  smart_piece:
    '{kind, select, corner {Eckposition} other {Kantenposition}} {position} hält Stein {piece}, {kind, select, corner {verdreht} other {gekippt}} {turn} ({kind, select, corner {Steine 0..7, Drehungen 0..2} other {Steine 0..11, Kippungen 0..1}})',
  note_pair: '{first}; {second}',
  note_chunk: 'Block {index} von {count}: {why}',
  note_cache_unreadable:
    'IndexedDB konnte nicht gelesen werden ({why}){built, select, yes {; die Tabellen wurden stattdessen erstellt} other {}}',
  note_stored_empty: 'die gespeicherte Kopie ist leer',
  note_cache_damaged:
    'die zwischengespeicherte Kopie hat die Prüfung nicht bestanden ({why}); gelöscht{after, select, downloaded { und neu heruntergeladen} rebuilt { und neu erstellt} other {}}',
  note_not_exported: 'die Tabellen konnten nicht exportiert werden ({why})',
  note_not_stored:
    'die Tabellen konnten nicht in IndexedDB gespeichert werden ({why}); beim nächsten Mal werden sie neu erstellt',
  note_quota:
    'QuotaExceededError: der Browser gab keinen Platz für ihre {mib} MiB; ein privates Fenster hält weit weniger, als es angibt',
  note_prebuilt_unused:
    'die vorgefertigte Tabelle wurde nicht verwendet ({why}){here, select, yes {; stattdessen hier erstellt} other {}}',
  note_module_stopped: 'das Modul hielt beim Erstellen der Tabellen an ({what})',
  note_cached_not_loaded: 'in IndexedDB zwischengespeichert, noch nicht geladen',
  note_not_built: 'noch nicht erstellt',
  note_cache_cleared: 'Cache geleert; diese Tabellen bleiben geladen, bis die Seite neu geladen wird',
  note_no_store: 'IndexedDB ist hier nicht verfügbar: die Tabellen werden bei jedem Besuch erstellt',
  download_not_started: 'der Download hat nicht begonnen ({why})',
  download_status: 'der Server antwortete {status} für die Datei',
  download_compressed: 'der Server sendet die Datei komprimiert ({encoding}), daher ist ihre Größe unbekannt',
  download_broke_off: 'der Download brach nach {received} MiB von {total} MiB ab ({why})',
  download_too_long: 'die Datei ist länger als die {total} MiB, die der Server angekündigt hat',
  download_refused_at: 'die Datei wurde bei {at} MiB abgelehnt ({why})',
  download_stopped: 'der Download endete nach {received} MiB von {total} MiB',
  download_refused_end: 'die Datei wurde an ihrem Ende abgelehnt ({why})',
  download_checksum: 'die Datei hat ihre Prüfsummenprüfung nicht bestanden ({why})',
  core_file_not_loaded:
    'Die Datei des Lösungskerns ({file}) wurde nicht geladen ({tries} Versuche: {why}). Prüfe die Netzwerkverbindung und drücke dann „Erneut versuchen“.',
  solver_worker_stopped: 'der Worker des Lösers hat angehalten',
  solver_worker_stopped_why: 'der Worker des Lösers hat angehalten: {why}',
  worker_script_not_loaded:
    'Das Skript des Lösungs-Workers wurde nicht geladen ({tries} Versuche). Prüfe die Netzwerkverbindung und drücke dann „Erneut versuchen“.',
  worker_script_not_loaded_why:
    'Das Skript des Lösungs-Workers wurde nicht geladen ({tries} Versuche: {why}). Prüfe die Netzwerkverbindung und drücke dann „Erneut versuchen“.',
  // ---- end of requests, table cache, internal errors ----
};
