// The core's messages in Russian (codes and parameters: en.ts).
import type { CoreMessages } from './en';

const KIND = '{kind, select, corner {угол} middle_edge {центральное ребро} wing {крыло} other {ребро}}';
const KIND_CAP = '{kind, select, corner {Угол} middle_edge {Центральное ребро} wing {Крыло} other {Ребро}}';
const NO =
  '{kind, select, corner {ни у одного угла} middle_edge {ни у одного центрального ребра} wing {ни у одного крыла} other {ни у одного ребра}}';
const T_KIND = '{kind, select, tip {вершина} centre {центр} corner {угол} other {ребро}}';
const T_KIND_CAP = '{kind, select, tip {Вершина} centre {Центр} corner {Угол} other {Ребро}}';
const T_KINDS = '{kind, select, tip {вершины} centre {центры} corner {углы} other {рёбра}}';
const T_KINDS_GEN = '{kind, select, tip {вершин} centre {центров} corner {углов} other {рёбер}}';
const READ_FROM =
  '{puzzle} читается относительно этого угла (его цвета задают грани D, B и L), поэтому сначала исправьте его.';
const UNREACHABLE = 'Это не состояние, которого {puzzle} может достичь поворотами';
const TIMES = '{times, plural, =2 {дважды} one {# раз} few {# раза} many {# раз} other {# раза}}';

export const ru: CoreMessages = {
  symbol: '«{symbol}»',
  piece_place: '{position} (наклейки {stickers})',
  piece_at: `${KIND} {colours} на месте {where}`,
  pieces_swapped: '{a} и {b} переставлены',
  wing_place: 'крыло {number} ребра {edge}',
  centre_orbit: '{kind, select, x {X-центры} plus {+-центры} other {косые центры}} как {sticker}',
  centre_orbit_all: 'центры',
  symbol_stickers:
    '{count, plural, one {# наклейка «{symbol}»} few {# наклейки «{symbol}»} many {# наклеек «{symbol}»} other {# наклейки «{symbol}»}}',
  symbol_count: '{count} × «{symbol}»',
  odd_symbol: '«{symbol}» ({count, plural, one {# наклейка} few {# наклейки} many {# наклеек} other {# наклейки}})',
  centres_clash_first: 'Центры {faces} {count, plural, =2 {оба} other {все}} «{symbol}»',
  centres_clash: 'центры {faces} {count, plural, =2 {оба} other {все}} «{symbol}»',
  centre_should_be: 'центр {face} показывает «{shows}», а должен «{should}»',
  why_same_colour_twice: `${NO} нет одного цвета дважды`,
  why_opposite_faces: '«{a}» и «{b}» принадлежат противоположным граням',
  why_no_such_piece: `${NO} нет такого вида`,
  why_mirror_corner: 'у настоящего угла {colours} эти цвета в обратном порядке (две его наклейки переставлены)',
  sticker_total:
    'Для {puzzle} нужно {expected} наклеек, а во вводе {count}{whitespace, select, yes { (пробелы и переводы строк не считаются).} other {.}}',
  colour_total: 'Во вводе {count, plural, =6 {6} other {только #}} разных цветов ({symbols}), а у кубика их 6.',
  colour_total_odd:
    'Во вводе {count} разных цветов ({symbols}), а у кубика их 6. {odd_count, plural, one {Лишний, вероятно,} other {Лишние, вероятно,}} {odd}.',
  sticker_counts: 'Сейчас {counts}; каждого цвета нужно {per_face}.',
  centres_not_different: '{clashes}, и ни один центр не {unused}; все шесть центров должны быть разными.',
  centres_misplaced: 'Центры не подходят к остальным деталям: судя по деталям, {fixes}.',
  reference_corner_same_colour: `Угол на месте {where} показывает {shows}, но ни у одного угла нет одного цвета дважды. ${READ_FROM}`,
  reference_corner_misfit: `Угол на месте {where} показывает {shows}, что не подходит к остальным углам: {why}. ${READ_FROM}`,
  impossible_piece: `${KIND_CAP} на месте {where} показывает {shows}, а такого ${NO} нет: {why}.`,
  duplicate_piece: `${KIND_CAP} {colours} встречается ${TIMES}: на местах {places}.`,
  missing_piece: `Нет детали: ${KIND} {colours}.`,
  corner_twist_sum:
    'Повороты углов не сходятся: какой-то угол повёрнут на месте, и по цветам нельзя сказать, какой (любой угол, повёрнутый {turn, select, ccw {против часовой стрелки} other {по часовой стрелке}}, если смотреть на него, даёт решаемый кубик). Выберите угол, который повёрнут на вашем кубике.',
  edge_flip_sum:
    'Ориентации {kind, select, middle_edge {центральных рёбер} other {рёбер}} не сходятся: какое-то {kind, select, middle_edge {центральное ребро} other {ребро}} перевёрнуто на месте, и по цветам нельзя сказать, какое (любое перевёрнутое {kind, select, middle_edge {центральное ребро} other {ребро}} даёт решаемый кубик). Выберите {kind, select, middle_edge {центральное ребро} other {ребро}}, которое перевёрнуто на вашем кубике.',
  parity_swap:
    'Две детали переставлены (в таком виде кубик не решить), и по цветам нельзя сказать, какие две: перестановка любых двух рёбер или любых двух углов даёт решаемый кубик. Выберите две детали, которые переставлены на вашем кубике.',
  duplicate_wing: `Крыло {colours} с местом {place} встречается ${TIMES}: на местах {places}. (У каждого ребра два крыла на одном расстоянии от концов, зеркальные друг другу: одно из них — другое крыло.)`,
  missing_wing: 'Нет крыла {colours} с местом {place}.',
  centre_counts:
    '{orbit} показывают {counts} наклеек; у {puzzle} по четыре {one_orbit, select, yes {центральные наклейки} other {таких}} каждого цвета. (Центральные детали одного цвета взаимозаменяемы, поэтому неважно, какая где стоит и на своей ли она уже грани: важно только их число.)',
  at_column: 'столбец {column}: {what}',
  token: '«{text}»',
  token_end: 'конец ввода',
  token_byte: 'байт 0x{hex} (не UTF-8)',
  token_code_point: 'U+{hex}',
  alg_too_long: 'алгоритм разворачивается в более чем {max} ходов',
  alg_too_deep: 'скобки вложены глубже {max} уровней',
  unmatched_paren: 'у «)» нет парной «(»',
  unmatched_bracket: 'у «]» нет парной «[»',
  stray_comma: '«,» только разделяет две части коммутатора [A, B]',
  stray_colon: '«:» только разделяет две части сопряжения [A: B]',
  layer_zero: '{token}: слои нумеруются от 1 с грани (1R — это R, 2R — следующий слой)',
  not_a_cube_move:
    '{token} — не ход кубика {puzzle}{why, select, slice {: у него нет единственного среднего слоя (его внутренние слои — 2R, 2L, 2U, 2D, 2F, 2B)} whole {: поворот всех {size} слоёв — это перехват (x, y или z)} depth {: у него {size} слоёв} other {}} (он принимает {accepted})',
  accepted_moves:
    '{size, plural, =2 {U R F D L B, Uw… или u… (два слоя: весь кубик), x y z} =3 {U R F D L B, Uw… или u…, 2R… (средний слой), M E S, x y z} other {U R F D L B, Uw… или u…, 2Rw…-{below}Rw… (столько слоёв), 2R…-#R… (один внутренний слой), x y z}}',
  niss_nested: '«^(» (ходы на обратной стороне) не может стоять внутри группы, скобки или другого «^(»',
  not_a_move: '{token} — не ход (ожидается U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)',
  second_amount: "{token} — второе количество (напишите одно число, затем один штрих, как в R2')",
  amount_alone: '{token} должно идти сразу после хода или закрывающей скобки, без пробела',
  unclosed_group: 'ожидалась «)», закрывающая группу из столбца {open}, найдено {found}',
  unclosed_niss: 'ожидалась «)», закрывающая группу обратной стороны «{opener}» из столбца {open}, найдено {found}',
  niss_amount: 'группа обратной стороны «{opener}…)» не принимает ни числа, ни штриха',
  bracket_separator: 'ожидалась «,» или «:» в скобке из столбца {open} ([A, B] или [A: B]), найдено {found}',
  unclosed_bracket: 'ожидалась «]», закрывающая скобку из столбца {open}, найдено {found}',
  twisty_sticker_total: 'У {puzzle} {expected} наклеек; получено {count}',
  twisty_bad_symbol: 'Наклейка {index} — «{symbol}»: у {puzzle} грани {faces} (или цвета {colours})',
  twisty_mixed_symbols: 'В наклейках смешаны буквы граней ({faces}) и цвета ({colours})',
  twisty_colour_count: 'Наклеек {face}: {count}; у {puzzle} их {per_face}',
  twisty_centres_same: 'Центры {a} и {b} оба {face}',
  twisty_centres_arrangement:
    'Центры расположены не так, как на любом {puzzle} (соседи каждого центра — не его собственные)',
  twisty_impossible_piece: `${T_KIND_CAP} на месте {slot} показывает {shows}: ни у одной детали {puzzle} нет этих цветов в таком порядке`,
  twisty_piece_fixed: `${T_KIND_CAP} на месте {slot} — это деталь {piece} (${T_KIND}), которая не может покинуть {piece}`,
  twisty_piece_twice: `${T_KIND_CAP} {piece} стоит и на {first}, и на {second}`,
  twisty_piece_missing: `Нет детали: ${T_KIND} {piece}`,
  twisty_kinds: T_KINDS,
  twisty_piece_at: `${T_KIND} на месте {slot}`,
  twisty_named_piece_at: `${T_KIND} {piece} на месте {slot}`,
  twisty_flipped: `${UNREACHABLE}. {named, select, yes {${T_KIND_CAP} {piece}} other {${T_KIND_CAP}}} на месте {slot} перевёрнута на месте: переверните деталь, чтобы исправить.`,
  twisty_twisted: `${UNREACHABLE}. {named, select, yes {${T_KIND_CAP} {piece}} other {${T_KIND_CAP}}} на месте {slot} повёрнута на месте: поверните деталь {turn, select, ccw {против часовой стрелки} other {по часовой стрелке}} (глядя на неё), чтобы исправить.`,
  twisty_swapped: `${UNREACHABLE}. Два элемента (${T_KINDS}) переставлены: {a} и {b}; поменяйте их местами.`,
  twisty_unreachable_swap: `${UNREACHABLE}: два элемента (${T_KINDS}) переставлены (нечётная перестановка ${T_KINDS_GEN})`,
  twisty_unreachable_twist: `${UNREACHABLE}: повороты ${T_KINDS_GEN} не сходятся: одна деталь {turned, select, flipped {перевёрнута} other {повёрнута}} на своём месте (или детали переставлены)`,
  twisty_invariant_twist: `Повороты ${T_KINDS_GEN} не сходятся: одна деталь повёрнута на месте`,
  twisty_invariant_parity: '{kinds}: нечётная перестановка (чётность): две детали переставлены',
  clock_hours: '{hours} ч',
  clock_dial: '{side, select, front {передний} other {задний}} {place}',
  clock_length:
    'у состояния часов 22 символа: 9 передних циферблатов, 9 задних (0-9, a для 10, b для 11) и 4 штырька (U вверх, d вниз), например 000000000/000000000/dddd; найдено {count}',
  clock_dial_symbol:
    'столбец {column}: циферблат {dial} — «{symbol}»; циферблат — это 0-9, a (10 часов) или b (11), 0 означает 12 часов',
  clock_pin_symbol: 'столбец {column}: штырёк {pin} — «{symbol}»; штырёк — U (вверх) или d (вниз)',
  clock_wheel:
    'столбец {column}: циферблат {back} показывает {back_shows}, но это то же колесо, что и циферблат {front} (столбец {front_column}), который показывает {front_shows}: колесо, показывающее h с одной стороны, показывает 12 - h с другой, поэтому {back} должен показывать {back_should} (или {front} — {front_should})',
  board_empty: 'фишки не заданы: введите 9 чисел по строкам, например 1 2 3 4 5 6 7 8 0 (0 — пустая клетка)',
  board_item: 'элемент {index} («{text}», столбец {column})',
  board_not_a_number: '{item} — не число: используйте 1-8 для фишек и 0 (или _) для пустой клетки',
  board_out_of_range: '{item} равен {value}, но фишки — от 1 до 8 (а 0 — пустая клетка)',
  board_count:
    'найдено {count, plural, one {# число} few {# числа} many {# чисел} other {# числа}}; для поля 3x3 нужно 9: фишки 1-8 и 0 для пустой клетки, по строкам',
  board_tile_repeated: `{tile, plural, =0 {пустая клетка (0)} other {фишка #}} встречается {times, plural, =2 {дважды} =3 {трижды} one {# раз} few {# раза} many {# раз} other {# раза}} (элементы {items})`,
  board_tile_missing: '{tile, plural, =0 {нет пустой клетки (0)} other {нет фишки #}}',
  board_tiles: '{problems}; каждая фишка от 1 до 8 и пустая клетка должны встречаться ровно один раз',
  sq1_slot: '{layer, select, top {верхний} other {нижний}} слот {slot} (столбец {column})',
  sq1_piece: '{kind, select, corner {угол} other {ребро}} {place} ({letter})',
  sq1_fields:
    'состояние Square-1 — это три поля через «/»: 12 слотов верхнего слоя, 12 нижнего и средний слой (0 или 1), как AABCCDEEFGGH/IJJKLLMNNOPP/0; здесь их {count}',
  sq1_layer_slots:
    'в {layer, select, top {верхнем} other {нижнем}} слое {count} слотов ({degrees} градусов): слой занимает 360 градусов, 12 слотов по 30 (угол пишется в двух, ребро в одном)',
  sq1_middle: 'средний слой — один символ, 0 (как в собранном) или 1 (его правая половина перевёрнута), а не «{text}»',
  sq1_symbol:
    'столбец {column}: «{symbol}» в слоте «{slot}» — не деталь: детали — A-P (углы A C E G J L N P пишутся дважды; рёбра B D F H I K M O)',
  sq1_missing: 'нет детали: {piece}',
  sq1_written:
    '{piece} записан(о) {times, plural, one {# раз} few {# раза} many {# раз} other {# раза}} ({slots, list, comma}): {kind, select, corner {угол занимает два соседних слота} other {ребро занимает один слот}}',
  sq1_split: '{piece} стоит в двух местах ({slots, list, comma}): угол занимает два соседних слота в одном слое',
  // ---- langs2: the other puzzles' notation, the bindings' arguments, the camera scan ----
  twisty_parse: 'столбец {column}: {what}; {puzzle} принимает {accepted}',
  twisty_not_a_turn_symbol: '«{symbol}» — не поворот',
  twisty_not_a_turn: '«{turn}» — не поворот головоломки {puzzle}',
  pyraminx_accepted: "U L R B (два слоя) и u l r b (вершины), каждый с ' для обратного направления",
  skewb_accepted: "R U L B, каждый с ' для обратного направления",
  megaminx_accepted:
    "U F R L BL BR D B DL DR FR FL, по одному (72 градуса по часовой стрелке), с 2 (144), 2' или '; и повороты скрамблов WCA R++ R-- D++ D--",
  start_stickers: 'в начальном состоянии {count} наклеек; у головоломки {puzzle} их {expected}',
  sq1_not_a_move: '«{symbol}» — не ход Square-1: пишите (x,y) для поворота и / для слэша',
  sq1_amount_expected:
    'ожидалась величина {layer, select, top {верхнего} other {нижнего}} слоя, число двенадцатых от -11 до 11{end, select, yes {, а не конец} other {, а не «{symbol}»}}',
  sq1_amount_range:
    '{layer, select, top {верхний} other {нижний}} слой поворачивается не более чем на 11 двенадцатых в каждую сторону (-11..11), а не на {text}',
  sq1_comma: 'ожидалась «,» между величинами верхнего и нижнего слоёв, как в (1,0)',
  sq1_close: 'ожидалась «)», закрывающая поворот, открытый в столбце {open}',
  sq1_slash_blocked:
    'слэш {number} невозможен: {piece} лежит поперёк разреза в {layer, select, top {верхнем} other {нижнем}} слое (его ячейки {a} и {b}); сначала поверните этот слой',
  start_state_problem: 'начальное состояние: {what}',
  clock_not_rotation: '«{token}» — не переворот часов: WCA переворачивает часы только ходом y2',
  clock_not_a_move:
    '«{token}» — не ход часов: нотация часов WCA: набор штырьков UR DR DL UL U R D L ALL с часами 0-6 и + (по часовой) или - (UR3+, ALL2-), y2 для переворота и одни буквы штырьков для штырьков, оставленных поднятыми (UR DL)',
  clock_needs_hours: 'после {pins} в «{token}» нужны часы: число 0-6 и + или - ({pins}3+)',
  clock_too_many_hours: '«{token}» поворачивает больше чем на 6 часов: WCA пишет 0-6 в каждую сторону (7+ — это 5-)',
  clock_needs_sign: 'в «{token}» после часов нужен + (по часовой) или - (против часовой)',
  clock_bad_end: '«{token}» заканчивается на «{end}»: часы заканчиваются на + (по часовой) или - (против часовой)',
  slides_not_a_slide:
    'сдвиги: столбец {column}: «{symbol}» — не сдвиг; используйте U, D, L или R (куда идёт пустая клетка)',
  slide_off_board: 'сдвиг {number} ({slide}) вывел бы пустую клетку за край поля',
  board_which: '{board, select, start {начало} other {цель}}: {what}',
  board_unsolvable:
    'нерешаемо: в начале {start_parity, select, odd {нечётное} other {чётное}} число инверсий ({start_count}), а в цели {goal_parity, select, odd {нечётное} other {чётное}} ({goal_count}); сдвиг никогда не меняет эту чётность (сдвиг вбок сохраняет порядок фишек при чтении, сдвиг вверх или вниз переносит фишку через две другие), поэтому никакая последовательность сдвигов не переводит одно в другое. Если поменять местами две фишки начала, задача станет решаемой.',
  unknown_puzzle: 'неизвестная головоломка «{name}»',
  not_a_cube: '{puzzle} — не кубик',
  bad_seed: 'зерно должно быть целым числом от 0 до 2^53',
  bad_count: 'количество должно быть от 0 до 1000000',
  no_stickers: 'у головоломки {puzzle} нет наклеек для рисования',
  no_dial: 'нет циферблата или штырька {dial}',
  not_a_move_of: 'хода {number} ({move}) нет у головоломки {puzzle}',
  scan_not_cube4: 'сканирование камерой читает 2x2x2 и 3x3x3, но не 4x4x4',
  scan_sticker_total: 'у головоломки {puzzle} {expected} наклеек, а не {count}',
  scan_sticker: 'наклейка {index} (грань {face}, ряд {row}, столбец {column})',
  scan_alike:
    'цвета {a} и {b} похожи ({centres, select, yes {центры, } other {}}расстояние CIELAB {distance}): больше света или менее цветной свет может их различить',
  scan_overruled:
    '{sticker} читается как цвет {reads} (расстояние CIELAB {distance}{glare, select, yes {, блик?} other {}}), но ближайшему допустимому кубику там нужен {needs} (расстояние {needs_distance})',
  scan_internal: 'внутренняя ошибка: {what}',
  // ---- solver replies (wasm/solvers/: message_catalog.cpp's block of the same name) ----
  solve_cancelled: 'отменено',
  stickers_not_a_cube: 'наклейки не складываются в кубик',
  not_solvable_cube: 'кубик не собирается (детали, поворот углов, переворот рёбер или чётность)',
  input_part:
    '{part, select, start {начало} goal {цель} moves {ходы} move_set {набор ходов} scramble {скрамбл} skeleton {скелет} other {{part}}}: {what}',
  sentences: '{first} {then}',
  no_solution_found: 'решение не найдено',
  no_solution_within: 'нет решения не длиннее {max, plural, one {# хода} other {# ходов}}',
  no_solution_within_bound:
    'нет решения не длиннее {max, plural, one {# хода} other {# ходов}} (самое короткое — не менее {bound})',
  shortest_over_limit:
    'в самом коротком решении {length} {unit, select, turns {поворотов} slides {сдвигов} other {ходов}} — больше предела {max}',
  found_over_limit:
    'в найденном решении {length} {unit, select, slashes {слэшей} other {поворотов}} — больше предела {max}',
  method_over_limit:
    'в решении {method, select, lbl {послойным методом} other {Тистлтуэйта}} {length} ходов — больше предела {max}',
  reduction_over_limit: 'редукция нашла {length} ходов — больше предела {max} (она не ищет самое короткое)',
  budget_ended: 'время истекло раньше, чем нашлось решение',
  budget_ended_shortest: 'время истекло раньше, чем нашлось самое короткое решение',
  budget_ended_listing: 'время истекло раньше, чем нашлись все запрошенные решения',
  budget_ended_bound:
    'время истекло раньше, чем нашлось решение; в любом решении не менее {bound, plural, one {# хода} other {# ходов}}',
  budget_ended_within:
    'время истекло раньше, чем нашлось решение не длиннее {max, plural, one {# хода} other {# ходов}}',
  budget_ended_depth:
    'время истекло: решение не длиннее {max, plural, one {# хода} other {# ходов}} не найдено (поиск дошёл до глубины {depth})',
  cancelled_at_depth: 'отменено: поиск дошёл до глубины {depth}',
  not_proven_depth: 'оптимальность не доказана: поиск дошёл до глубины {depth}',
  fallback_proven: 'двухфазное решение доказано оптимальным: нет ни одного длиной {limit} ходов или меньше',
  optimal_listed_cut:
    'оптимальных решений перечислено: {count}, когда {why, select, cancelled {поиск был отменён} other {истекло время}}; их может быть больше',
  optimal_listed_first: 'первые оптимальные решения: {count} (сколько запрошено); их может быть больше',
  optimal_listed_all: 'все оптимальные решения: {count}',
  three_stage_failed: 'этап 3x3x3: {why}',
  stage_five_phase_1: 'Центры: одна ось',
  stage_five_phase_1_why: 'цвета центров одной оси (X- и +-центры) на две грани этой оси, любыми поворотами блоков',
  stage_five_phase_2: 'Центры: все оси',
  stage_five_phase_2_why:
    'остальные центры разводятся по своим двум осям, а перестановка крыльев делается чётной, центры первой оси сохраняются (без внешних поворотов её граней, остальные широкие повороты только на 180°)',
  stage_five_phase_3a: 'Рёбра: классы',
  stage_five_phase_3a_why:
    'каждое крыло в класс мест, через которые его поворачивают последние фазы, и средние рёбра ориентированы, центры остаются на своих осях (внешние повороты и широкие повороты на 180°)',
  stage_five_phase_3b: 'Рёбра: слои',
  stage_five_phase_3b_why:
    'рёбра среднего слоя убираются с пути слоя, который спаривает следующая фаза, центры — как ей нужно (U, D, R, L, F2, B2 и широкие повороты на 180°)',
  stage_five_phase_4: 'Рёбра: один слой спарен',
  stage_five_phase_4_why:
    'четыре ребра одного слоя спариваются в этом слое, а центры — как нужно последней фазе (четвертные повороты двух граней, остальные на 180°)',
  stage_five_phase_5: 'Центры и рёбра на местах',
  stage_five_phase_5_why: 'каждый центр на месте и каждое ребро спарено (четвертные повороты U и D, остальные на 180°)',
  stage_reduced_3x3x3: '3x3x3',
  stage_reduced_3x3x3_why: 'сведённый кубик собирается как 3x3x3 двухфазным решателем, только внешними поворотами',
  stage_inner_4x4x4: 'Внутренний 4x4x4',
  stage_inner_4x4x4_why:
    'внутренние слои читаются как 4x4x4 (два внешних слоя каждой стороны как один) и сводятся фазами центров и сборки рёбер 4x4x4: внутренние X-центры на месте, внутренние рёбра собраны, паритета нет',
  stage_inner_5x5x5: 'Внутренний 5x5x5',
  stage_inner_5x5x5_why:
    'внутренние слои читаются как 5x5x5 (два внешних слоя каждой стороны как один) и сводятся фазами 1-5 пятифазного сведения: внутренние центры на месте, внутренние рёбра целые',
  stage_bar_glue: 'Полосы приклеены к рёбрам',
  stage_bar_glue_why:
    'повороты граней, ставящие рядом с каждой наклейкой внутреннего ребра центр того цвета, который нужен его ряду: редукция внутреннего кубика поворачивает только более глубокие слои, переносящие каждую такую пару вместе, так что сборка внутренних рёбер делает и эти ряды центров одноцветными',
  stage_centre_bars: 'Полосы центров',
  stage_centre_bars_why:
    'каждый ряд центров рядом с внутренним блоком сделан одного цвета коммутаторами центров, сохраняющими внутренний кубик: центры каждой грани тогда как у 5x5x5',
  clock_optimal:
    'оптимально: проверены все {examined} способов собрать их с 18 положениями штифтов WCA; наименьшее число ходов — у {count, plural, one {# способа} other {# способов}}',
  sq1_split_budget: 'две фазы: время истекло раньше, чем были испробованы все более короткие разбиения между фазами',
  sq1_split_shortest: 'две фазы: самое короткое из всех разбиений между формой и square-square',
  sq1_optimal_proven: 'оптимально: ни в одном решении нет меньше {slashes} слэшей',
  sq1_not_proven: 'оптимальность не доказана: время истекло; в любом решении не менее {bound} слэшей',
  board_tiles_once: 'каждая из фишек от 1 до 8 и пустая клетка 0 должны встречаться ровно один раз',
  moves_no_quarter_turns: 'ходы: в {moves} нет поворотов на четверть, чтобы искать в QTM',
  pocket_dbl_fixed:
    'ни в одном кубике, подходящем под цель, угол DBL не стоит так, как в начале, а {moves} никогда не двигает этот угол; разрешите повороты D, L или B или отметьте наклейки DBL (D3, B4, L3) как x',
  pocket_orbits:
    'никакая последовательность поворотов {moves} не приводит к цели: какой-то угол должен попасть туда, куда эти повороты его никогда не переносят',
  pocket_unreachable:
    'никакая последовательность поворотов {moves} не приводит к цели (просмотрены все {states} кубиков, достижимых этими поворотами из начала)',
  pocket_gave_up:
    'поиск прекращён после {states} кубиков без достижения цели; возможно, она недостижима поворотами {moves}',
  pocket_start_unreachable: 'начало: недостижимое состояние 2x2x2 (углы повторяются или сумма поворотов не кратна 3)',
  pocket_goal_count: 'ожидается 24 наклейки (в цветах начала, x или ? — любой), найдено {count}',
  pocket_goal_impossible: 'ни один кубик 2x2x2 так не выглядит (заданные наклейки не могут быть верны одновременно).',
  move_set_not_a_face:
    "столбец {column}: «{symbol}» — не поворот грани; используйте U R F D L B, за каждой можно поставить 2 или '{wide, select, yes { (строчная буква — широкий поворот; набор ходов 2x2x2 принимает повороты граней)} other {}}",
  move_set_empty: 'повороты не указаны',
  pocket_goal_letters: 'цель: ожидается 24 наклейки буквами граней U R F D L B или x для любой',
  goal_needed:
    'решателю «goal» нужна цель: шаблон (cross, xcross@U, eoline, ...), узор с x для любой наклейки или цепочка «cross, pair, pair»',
  goal_unreachable:
    'никакая последовательность поворотов {moves} не приводит к цели из этого начала: они никогда не поставят {known, select, yes {{pieces}} other {детали}} на места и в ориентации, которых требует цель',
  goal_step_failed: 'шаг {step} ({name}): {why}',
  goal_empty: 'пусто; укажите шаблон (cross, xcross, eoline, 2x2x2, f2l, ...) или узор из 54 наклеек',
  goal_empty_2x2: 'пусто; укажите узор из 24 наклеек: грань или первый слой',
  goal_start_count: 'ожидается 54 наклейки (3x3x3) или 24 (2x2x2), найдено {count}',
  goal_2x2_for_3x3: 'узор 2x2x2 (24 наклейки) для начала 3x3x3',
  goal_sets_on_2x2: 'наборы цветов [..] бывают только в узорах 3x3x3; узор 2x2x2 принимает один цвет или x на наклейку',
  goal_unknown_preset:
    'неизвестный шаблон «{text}»; шаблоны: {known} (добавьте @U, @DR ... для другой нижней и передней грани)',
  goal_preset_faces:
    '«{text}»: после «@» укажите нижнюю грань и, если нужно, переднюю, например {name}@U или {name}@DR',
  goal_preset_front: '«{text}»: передняя грань не может быть нижней или противоположной ей',
  goal_sticker_count: 'ожидается 54 наклейки (в цветах начала; x или ? — любой; [..] — набор цветов), найдено {count}',
  goal_set_unclosed: 'у набора цветов на наклейке {sticker} нет закрывающей «]»',
  goal_set_colour: '«{symbol}» в наборе на наклейке {sticker} — не один из цветов начала ({colours})',
  goal_set_empty: 'набор на наклейке {sticker} не допускает ни одного цвета',
  goal_set_stray_close: '«]» на наклейке {sticker} не закрывает никакой набор',
  goal_sticker_colour:
    'наклейка {index} ({sticker}) — «{symbol}», это не один из цветов начала ({colours}) и не x или ? для любого цвета',
  goal_centre_fixed:
    'центр грани {face} (наклейка {sticker}) никогда не двигается и всегда показывает свой цвет, а узор этого не допускает',
  goal_no_such_piece:
    'ни {kind, select, corner {один угол} other {одно ребро}} не имеет цветов, которые узор требует в {where}',
  goal_piece_twice:
    'узор требует {kind, select, corner {один и тот же угол} other {одно и то же ребро}} в двух местах; для {where} ничего не остаётся',
  goal_odd_flips: 'в узоре нечётное число перевёрнутых рёбер, чего не бывает ни у одного кубика',
  goal_twists: 'повороты углов в узоре не складываются в целые обороты, чего не бывает ни у одного кубика',
  goal_parity: 'узор меняет местами две детали и больше ничего, чего не может ни один кубик',
  solver_clock_title: 'Clock оптимально',
  solver_clock_help:
    'Оптимально в подсчёте WCA (каждый поворот колеса — один ход; y2 и штифты бесплатно): проверяются все 20 736 решений, которые допускают 18 положений штифтов WCA, и остаётся самое короткое, а среди равных — с наименьшим числом прокрученных часов.',
  solver_fmc_title: 'Шаги FMC (EO, DR, HTR, finish)',
  solver_fmc_help:
    'Шаги FMC, каждый оптимальный: цель eo, dr, htr или finish, ось (fb, rl, ud), niss normal|inverse|both и within K (все решения до оптимума + K); ходы в ^( ) идут на обратной стороне. Без цели: четыре шага подряд.',
  solver_fmc_goal_hint:
    'Шаг: eo, dr, htr или finish; ось (fb, rl, ud); niss normal|inverse|both; within K. Пусто: четыре шага подряд',
  solver_goal_title: 'Цель / шаги (частичные цели)',
  solver_goal_help: 'Цель / шаги (частичные цели)',
  solver_goal_goal_hint:
    'Шаблон (cross, xcross@U, eoline, face on U), узор из наклеек с x для любой или цепочка «cross, pair, pair»; «cn: cross» — для любого цвета',
  solver_lbl_title: 'Послойно (метод для начинающих)',
  solver_lbl_help:
    'Послойно, как учатся собирать: решения длиннее, по шагу за раз; воспроизведение останавливается после каждого шага.',
  solver_megaminx_title: 'Мегаминкс по шагам',
  solver_megaminx_help:
    'По шагам, как его собирают: первый слой и второй — блок за блоком, каждый шаг — поиск по поворотам нескольких граней; затем последний слой в два look (ориентация, перестановка) по таблицам алгоритмов, найденных поиском. Каждый поворот считается за один (U2 тоже).',
  solver_optimal_title: 'Оптимально (меньше всего ходов)',
  solver_optimal_help:
    'Оптимально: наименьшее возможное число ходов, доказанное поиском на каждой меньшей длине (случайные состояния: 17–18 ходов, от секунд до минут). Малая таблица подходит для телефонов; большая просматривает в ~10 раз меньше узлов, средняя — между ними. Когда время истекает, вы получаете двухфазное решение с пометкой, что оптимальность не доказана. Все оптимальные решения: оптимальная длина тогда просматривается до конца, до ~13 раз дольше.',
  solver_pocket_title: '2x2x2 оптимально',
  solver_pocket_help:
    'Оптимально: наименьшее возможное число ходов по таблице всех состояний 2×2×2; к любому целевому узору, с любым набором поворотов.',
  solver_pocket_goal_hint:
    '24 наклейки в цветах начала, x — любая (например, UUUUxxxx… = верхняя грань собрана); пусто = собранный',
  solver_pyraminx_title: 'Пирамидка оптимально',
  solver_pyraminx_help:
    'Оптимально: наименьшее возможное число поворотов, включая вершинки, по таблице всех 933 120 состояний пирамидки без вершинок (строится за доли секунды); вершинки поворачиваются первыми.',
  solver_reduction_title: 'Редукция (4x4x4–7x7x7)',
  solver_reduction_help:
    'Редукция: сначала центры U-D и R-L (на 6x6x6 и 7x7x7 — X-центры, затем остальные центры коммутаторами), затем спариваются крылья каждого ребра (на 4x4x4 — пока доделываются центры; на больших кубах — когда центры на местах), без остающейся чётности переворота рёбер (чётность обмена рёбер на 6x6x6 исправляется одним алгоритмом), а сведённый кубик собирается как 3x3x3 двухфазным решателем. Длина считает каждый внешний или широкий поворот за 1 (OBTM); решения не самые короткие. 5x5x5 вместо этого собирается в пять фаз (по cube555 от cs0x7f): центры одной оси, остальные центры разводятся по своим осям, затем за три фазы спариваются рёбра и все центры встают на места, затем 3x3x3.',
  solver_skewb_title: 'Скьюб оптимально',
  solver_skewb_help:
    'Оптимально: наименьшее возможное число поворотов (метрика WCA: R U L B и обратные считаются по одному), по таблице всех 3 149 280 состояний скьюба (строится за доли секунды).',
  solver_sliding_title: 'Пятнашки 3×3 оптимально',
  solver_sliding_help:
    'Оптимально: наименьшее возможное число сдвигов по таблице всех 181 440 досок, из которых достижима цель.',
  solver_sliding_goal_hint: '9 чисел по строкам, 0 или _ — пустая клетка; пусто = 1 2 3 / 4 5 6 / 7 8 _',
  solver_sq1_title: 'Square-1 в две фазы',
  solver_sq1_help:
    'Две фазы в метрике twist (каждый слэш — ход, повороты бесплатно), как sq12phase Чэнь Шуана: форма до куба по точным расстояниям 3678 форм, допускающих слэш, затем группа square-square по таблицам отсечения по углам и рёбрам; самое короткое разбиение между фазами ищется в пределах времени (по умолчанию 0,3 с).',
  solver_sq1_optimal_title: 'Square-1 оптимально',
  solver_sq1_optimal_help:
    'Меньше всего слэшей (метрика twist): IDA* по всему состоянию с оценкой по точным расстояниям формы с верхними углами и формы с верхними рёбрами; сначала двухфазное решение, затем оно доказывается или улучшается в пределах времени (по умолчанию 10 с; «не доказано», когда оно истекает).',
  solver_thistlethwaite_title: 'Тистлтуэйт (4 фазы, ≤ 45 ходов)',
  solver_thistlethwaite_help:
    'Тистлтуэйт: четыре фазы через вложенные подгруппы, ≤ 45 ходов; воспроизведение останавливается после каждой фазы.',
  solver_twophase_title: 'Двухфазный (≤ 20 ходов)',
  solver_twophase_help:
    'Двухфазный алгоритм находит ≤ 20 ходов за миллисекунды; с максимальной длиной 21 или больше ещё быстрее. «Показать этапы» над ходами показывает две его фазы.',
  goal_preset_cross: 'Крест',
  goal_preset_xcross: 'Расширенный крест (крест + одна пара F2L)',
  goal_preset_xxcross: 'Крест + две пары F2L',
  goal_preset_xxxcross: 'Крест + три пары F2L',
  goal_preset_pair: 'Ещё одна пара F2L',
  goal_preset_f2l: 'Первые два слоя',
  goal_preset_first_layer: 'Первый слой',
  goal_preset_eoline: 'EOLine (ZZ)',
  goal_preset_eocross: 'EOCross (ZZ)',
  goal_preset_eo: 'Рёбра ориентированы (ZZ EO)',
  goal_preset_2x2x2: 'Блок 2x2x2 (Петрус)',
  goal_preset_2x2x3: 'Блок 2x2x3 (Петрус)',
  goal_preset_roux_fb: 'Первый блок (Ру)',
  goal_preset_face: 'Одна грань одного цвета',
  fmc_goal_no_step: 'нет шага: ожидается eo, dr, htr или finish',
  fmc_goal_unknown_step: 'неизвестный шаг «{word}» (ожидается eo, dr, htr или finish)',
  fmc_goal_finish_axis: 'finish не принимает ось (полуповороты сохраняют любую ось)',
  fmc_goal_niss: 'niss должно быть normal, inverse или both, а не «{value}»',
  fmc_goal_within: 'within принимает число ходов от 0 до 99, а не «{value}»',
  fmc_goal_unknown_word:
    'неизвестное слово «{word}» в шаге (ожидается ось fb, rl или ud, niss РЕЖИМ, within K{scratch, select, yes { или scratch)} other {)}}',
  fmc_htr_no_dr:
    'HTR начинается с доминошной редукции (DR), а это состояние не в DR ни по одной оси: сначала выполните шаг DR (--goal dr)',
  fmc_htr_other_axis:
    'HTR по оси {axis} начинается с DR по оси {axis}, а это состояние в DR только по {axes, list, comma}',
  fmc_finish_no_htr:
    'finish начинается с редукции к полуповоротам (HTR): это состояние не собирается полуповоротами; сначала выполните шаг HTR (--goal htr)',
  fmc_unreachable:
    '{step, select, finish {finish} other {{step}}}{on, select, axis { по оси {axis}} any { по любой оси} other {}} не достигается из этого состояния ходами {moves} {niss, select, normal {на обычной стороне} inverse {на обратной стороне} other {с NISS}}',
  fmc_no_step_within:
    'нет {step, select, finish {finish} other {{step}}} не длиннее {max, plural, one {# хода} other {# ходов}}',
  fmc_step_failed: '{step, select, finish {finish} other {{step}}}: {why}',
  fmc_steps_over_limit: 'четыре шага занимают {length} ходов — больше {max}',
  // ---- end of solver replies ----
  // ---- table choices (wasm/solvers/optimal/optimal_entry.cpp: message_catalog.cpp's block of the same name) ----
  table_small: 'Малая',
  table_medium: 'Средняя',
  table_large: 'Большая',
  table_xlarge: 'Очень большая',
  table_small_label: 'Малая: {megabytes} МБ (телефоны; строится примерно за полминуты)',
  table_medium_label: 'Средняя: {megabytes} МБ (ноутбуки; строится примерно за полминуты)',
  table_large_label: 'Большая: {gigabytes} ГБ (настольные компьютеры; в ~{fewer} раз меньше узлов; строится минуты)',
  table_xlarge_label:
    'Очень большая: {gigabytes} ГБ (браузеры, разрешающие {allowed} ГБ; в ~{fewer} раза меньше узлов, чем большая)',
  table_expect:
    'случайные состояния ~{median} с (медиана), {depth, plural, one {# ход} few {# хода} many {# ходов} other {# хода}} ~{seconds} с',
  table_expect_range:
    'случайные состояния ~{low}–{high} с (медиана), {depth, plural, one {# ход} few {# хода} many {# ходов} other {# хода}} ~{seconds} с',
  table_expect_xlarge:
    'немного быстрее большой (в {low}–{high} раза меньше узлов); состояние из {depth} ходов ~{seconds} с',
  // ---- end of table choices ----
  // ---- requests, table cache, internal errors (message_catalog.cpp's block of the same name) ----
  unknown_puzzle_of: 'неизвестная головоломка «{name}» (ожидается {puzzles, list, or})',
  no_solver_yet: 'для {puzzle} пока нет решателя',
  unknown_solver: 'неизвестный решатель «{name}» (известные: {solvers, list, comma})',
  solver_not_for_puzzle: 'решатель «{solver}» не решает {puzzle} (используйте {solvers, list, or})',
  solver_takes_no:
    'решатель «{solver}» не принимает {option, select, moves {набор ходов} other {цель}} (принимают: {solvers, list, or})',
  solver_table_names: '{solver}: {tables, list, or}',
  solver_no_table_option: 'решатель «{solver}» не принимает параметр таблицы (только {which, list, semicolon})',
  unknown_table: 'неизвестная таблица «{table}» для решателя «{solver}» (ожидается {tables, list, or})',
  bad_threads: 'число потоков должно быть от 1 до 64, а не {threads}',
  solver_no_threads: 'решатель «{solver}» не принимает параметр потоков (только {solvers, list, or})',
  unknown_metric: 'неизвестная метрика «{metric}» (ожидается {metrics, list, or})',
  solver_one_metric: 'решатель «{solver}» считает только в {only}, а не в «{metric}»',
  tables_no_memory:
    'недостаточно памяти, чтобы {doing, select, export {экспортировать} other {построить}} таблицы «{solver}»',
  tables_not_built: 'не удалось построить таблицы «{solver}»',
  tables_build_failed: 'построение таблиц не удалось: {what}',
  tables_none: 'у решателя «{solver}» нет таблиц для {doing, select, export {экспорта} other {импорта}}',
  tables_no_memory_load: 'недостаточно памяти, чтобы загрузить таблицы «{solver}» ({mib} МиБ)',
  tables_cannot_load: 'таблицы «{solver}» не удаётся загрузить',
  table_import_finished: 'импорт уже завершён',
  table_chunk_misfit: 'фрагмент таблицы на {offset} не помещается в данные таблицы',
  table_chunk_checksum: 'контрольная сумма фрагмента таблицы на {offset} не совпадает',
  table_blob_incomplete: 'данные таблиц неполные: {filled} из {total} байт',
  table_chunk_no_memory: 'недостаточно памяти для фрагмента таблицы',
  table_file_bad_magic: 'это не файл таблиц (неверная сигнатура)',
  table_file_checksum: 'контрольная сумма файла таблиц не совпадает (повреждён или обрезан)',
  table_file_header: 'заголовок файла таблиц обрезан',
  table_file_other_set: 'в файле таблиц набор «{set}», ожидался «{expected}»',
  table_file_set_version: 'у набора таблиц «{set}» версия {version}, ожидалась {expected}',
  table_file_truncated: 'файл таблиц обрезан',
  table_checksum: 'контрольная сумма таблицы «{table}» не совпадает',
  table_file_trailing: 'в конце файла таблиц лишние байты',
  table_version: 'у таблицы «{table}» версия {version}, ожидалась {expected}',
  table_size: 'в таблице «{table}» {bytes} байт, ожидалось {expected}',
  table_missing: 'нет таблицы «{table}»',
  table_set_unexpected: 'в наборе таблиц неожиданные таблицы',
  table_out_of_range: 'в таблице «{table}» значение вне допустимого диапазона',
  pocket_table_bad:
    'таблица 2x2x2: {what, select, depths {неверные счётчики по глубинам} other {собранное состояние не на расстоянии 0}}',
  megaminx_tables_unread:
    'таблицы {part, select, last_block {последнего блока} other {последнего слоя}} Мегаминкса не читаются (другая версия или повреждены)',
  megaminx_tables_size:
    'таблицы {part, select, last_block {шаблонов последнего блока} other {шагов}} Мегаминкса не того размера, что строит эта сборка',
  megaminx_table_count: 'в наборе таблиц Мегаминкса {count} таблиц, а не 3',
  megaminx_table_name: 'таблица {number} набора Мегаминкса называется «{name}», а не «{expected}»',
  optimal_no_memory_build:
    'недостаточно памяти, чтобы построить оптимальную таблицу «{size, select, small {малая} medium {средняя} large {большая} other {очень большая}}» (около {mib} МиБ)',
  optimal_no_memory_load:
    'недостаточно памяти, чтобы загрузить оптимальную таблицу «{size, select, small {малая} medium {средняя} large {большая} other {очень большая}}» ({mib} МиБ)',
  optimal_build_failed: 'построение оптимальной таблицы не удалось: {what}',
  optimal_not_built: 'не удалось построить оптимальные таблицы',
  optimal_other_size:
    'это оптимальные таблицы «{size, select, small {малая} medium {средняя} large {большая} other {очень большая}}», а выбрана «{selected, select, small {малая} medium {средняя} large {большая} other {очень большая}}»',
  optimal_table_wrong_size: 'таблицы «{table}» нет или она неверного размера',
  optimal_unexpected_tables: 'в наборе оптимальных таблиц неожиданные таблицы',
  optimal_out_of_range: 'в оптимальных таблицах значения вне допустимого диапазона',
  table_measured:
    'случайные состояния: медиана {median} с, {proven} из {count} доказаны за {budget} с ({depth} ходов: медиана {depth_median} с); построена за {built} с (Chromium {chromium}, потоков: {threads}, 2-ядерная ВМ Xeon, без нагрузки, {date})',
  table_measured_large:
    'случайные состояния: медиана {low}–{high} с (два прогона), {proven} из {count} доказаны за {budget} с ({depth} ходов: медиана {depth_low}–{depth_high} с); построена за {built} с, или готовый файл скачан за {download} с (Chromium {chromium}, потоков: {threads}, 2-ядерная ВМ Xeon, без нагрузки, {date})',
  table_measured_xlarge:
    'нативно, один поток: позиции в {depth} ходов, медиана {cpu} с ЦП (большая: {cpu_large} с), в {low}–{high} раза меньше узлов; случайных состояний: {states}, медиана {median} с (большая: {median_large} с) (2-ядерная ВМ Xeon, нагрузка {load_low}–{load_high}); в Chromium {chromium}, потоков: {threads}: состояние в {depth} ходов доказано за {proven} с, построена за {built} с (без нагрузки), готовый файл скачан за {download} с ({date})',
  megaminx_step_failed:
    '{step, select, last_block_edges {рёбра последнего блока не все на гранях U и BR} last_block {для последнего блока не найдено решения поворотами U и BR} last_layer_pieces {детали последнего слоя не все на грани U} last_layer_case {случай последнего слоя, которого нет в таблицах} other {шаг «{step}» не нашёл решения}}',
  internal_bug:
    '{what, select, inner_cube {сведение внутреннего кубика ничего не нашло (ошибка: пожалуйста, сообщите состояние)} pseudo_five {кубик, прочитанный как 5x5x5, не является допустимым (ошибка: пожалуйста, сообщите состояние)} centre_commutators {коммутаторы центров застряли (ошибка: пожалуйста, сообщите состояние)} not_3x3x3 {редуцированный куб не 3x3x3 (ошибка: пожалуйста, сообщите состояние)} megaminx_orientation {у рёбер последнего блока нет ориентации, которую сохраняют U и BR (ошибка)} megaminx_flips {U или BR переворачивает ребро (ошибка)} optimal_prune {внутренняя ошибка: оптимальная таблица отсечения повреждена} other {внутренняя ошибка: решение не прошло проверку (таблицы повреждены?)}}',
  smart_cubies: 'кубики должны быть объектом {shape}',
  smart_array: '{name} должен быть массивом из {count} чисел',
  smart_item: '{name}[{index}] {what, select, not_a_number {не число} other {должно быть целым числом от 0 до 255}}',
  smart_sticker:
    'позиция {kind, select, corner {угла} other {ребра}} {position} называет наклейку {sticker}{why, select, range {, а не одну из 0..53} centre {, это центр} other { второй раз}}',
  smart_piece:
    'в позиции {kind, select, corner {угла} other {ребра}} {position} деталь {piece}, {kind, select, corner {повёрнутая на} other {перевёрнутая на}} {turn} ({kind, select, corner {детали 0..7, повороты 0..2} other {детали 0..11, перевороты 0..1}})',
  note_pair: '{first}; {second}',
  note_chunk: 'фрагмент {index} из {count}: {why}',
  note_cache_unreadable:
    'не удалось прочитать IndexedDB ({why}){built, select, yes {; вместо этого таблицы построены} other {}}',
  note_stored_empty: 'сохранённая копия пуста',
  note_cache_damaged:
    'кэшированная копия не прошла проверку ({why}); удалена{after, select, downloaded { и скачана заново} rebuilt { и построена заново} other {}}',
  note_not_exported: 'не удалось экспортировать таблицы ({why})',
  note_not_stored: 'не удалось сохранить таблицы в IndexedDB ({why}); в следующий раз они будут построены заново',
  note_quota:
    'QuotaExceededError: браузер не дал места для их {mib} МиБ; приватное окно хранит гораздо меньше, чем сообщает',
  note_prebuilt_unused:
    'готовая таблица не использована ({why}){here, select, yes {; вместо этого построена здесь} other {}}',
  note_module_stopped: 'модуль остановился при построении таблиц ({what})',
  note_cached_not_loaded: 'в кэше IndexedDB, ещё не загружены',
  note_not_built: 'ещё не построены',
  note_cache_cleared: 'кэш очищен; эти таблицы остаются загруженными до перезагрузки страницы',
  note_no_store: 'IndexedDB здесь недоступна: таблицы строятся при каждом посещении',
  download_not_started: 'скачивание не началось ({why})',
  download_status: 'сервер ответил {status} на запрос файла',
  download_compressed: 'сервер отправляет файл сжатым ({encoding}), поэтому его размер неизвестен',
  download_broke_off: 'скачивание прервалось после {received} МиБ из {total} МиБ ({why})',
  download_too_long: 'файл длиннее {total} МиБ, объявленных сервером',
  download_refused_at: 'файл отклонён на {at} МиБ ({why})',
  download_stopped: 'скачивание остановилось после {received} МиБ из {total} МиБ',
  download_refused_end: 'файл отклонён в конце ({why})',
  download_checksum: 'файл не прошёл проверку контрольных сумм ({why})',
  core_file_not_loaded:
    'Файл ядра решателя ({file}) не загрузился (попыток: {tries}; {why}). Проверьте подключение к сети и нажмите «Повторить».',
  solver_worker_stopped: 'рабочий поток решателя остановился',
  solver_worker_stopped_why: 'рабочий поток решателя остановился: {why}',
  worker_script_not_loaded:
    'Скрипт рабочего потока решателя не загрузился (попыток: {tries}). Проверьте подключение к сети и нажмите «Повторить».',
  worker_script_not_loaded_why:
    'Скрипт рабочего потока решателя не загрузился (попыток: {tries}; {why}). Проверьте подключение к сети и нажмите «Повторить».',
  // ---- end of requests, table cache, internal errors ----
};
