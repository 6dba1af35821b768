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
    'Zwei Steine sind vertauscht (so ist der Würfel nicht lösbar), und die Farben verraten nicht, welche zwei: Das Vertauschen zweier beliebiger Kanten oder zweier beliebiger Ecken ergibt einen lösbaren Würfel. Das Vertauschen von {a} und {b} bringt einen davon an seinen Platz; prüfe, welche zwei an deinem Würfel vertauscht sind.',
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
};
