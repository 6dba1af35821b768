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
    'Две детали переставлены (в таком виде кубик не решить), и по цветам нельзя сказать, какие две: перестановка любых двух рёбер или любых двух углов даёт решаемый кубик. Если поменять {a} и {b}, одна из них встанет на место; проверьте, какие две переставлены на вашем кубике.',
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
};
