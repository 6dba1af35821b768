// The core's messages in Arabic (codes and parameters: en.ts). Counts are written as
// "noun: number" where Arabic's six plural forms would otherwise change the noun.
import type { CoreMessages } from './en';

const KIND = '{kind, select, corner {الزاوية} middle_edge {الحافة الوسطى} wing {الجناح} other {الحافة}}';
const NO =
  '{kind, select, corner {لا توجد زاوية} middle_edge {لا توجد حافة وسطى} wing {لا يوجد جناح} other {لا توجد حافة}}';
const T_KIND = '{kind, select, tip {الرأس} centre {المركز} corner {الزاوية} other {الحافة}}';
const T_KINDS = '{kind, select, tip {الرؤوس} centre {المراكز} corner {الزوايا} other {الحواف}}';
const READ_FROM = 'يُقرأ {puzzle} بالنسبة إلى هذه الزاوية (ألوانها تسمّي الأوجه D وB وL)، فأصلحها أولًا.';
const UNREACHABLE = 'هذه ليست حالة يمكن أن يصل إليها {puzzle} بالتدوير';
const TURN = '{turn, select, ccw {عكس اتجاه عقارب الساعة} other {مع اتجاه عقارب الساعة}}';
const TIMES = '{times, plural, =2 {مرتين} other {# مرات}}';

export const ar: CoreMessages = {
  symbol: '«{symbol}»',
  piece_place: '{position} (الملصقات {stickers})',
  piece_at: `${KIND} {colours} في {where}`,
  pieces_swapped: 'تبديل {a} و{b}',
  wing_place: 'الجناح {number} من {edge}',
  centre_orbit: '{kind, select, x {مراكز X} plus {مراكز +} other {المراكز المائلة}} مثل {sticker}',
  centre_orbit_all: 'المراكز',
  symbol_stickers: 'ملصقات «{symbol}»: {count}',
  symbol_count: '«{symbol}»: {count}',
  odd_symbol: '«{symbol}» (عدد الملصقات: {count})',
  centres_clash_first: 'مراكز {faces} {count, plural, =2 {كلاهما} other {كلها}} «{symbol}»',
  centres_clash: 'مراكز {faces} {count, plural, =2 {كلاهما} other {كلها}} «{symbol}»',
  centre_should_be: 'مركز {face} يُظهر «{shows}» لكن ينبغي أن يكون «{should}»',
  why_same_colour_twice: `${NO} بلونين متماثلين`,
  why_opposite_faces: '«{a}» و«{b}» ينتميان إلى وجهين متقابلين',
  why_no_such_piece: `${NO} بهذا الشكل`,
  why_mirror_corner: 'الزاوية الحقيقية {colours} ألوانها بالترتيب المعاكس (ملصقان منها مُبدَّلان)',
  sticker_total:
    'يحتاج {puzzle} إلى {expected} ملصقًا، لكن المُدخل فيه {count}{whitespace, select, yes { (لا تُحسب المسافات وفواصل الأسطر).} other {.}}',
  colour_total: 'يستخدم المُدخل {count, plural, =6 {6} other {# فقط من}} الألوان المختلفة ({symbols})، والمكعب له 6.',
  colour_total_odd: 'يستخدم المُدخل {count} من الألوان المختلفة ({symbols})، والمكعب له 6. الزائد على الأرجح: {odd}.',
  sticker_counts: 'الموجود: {counts}؛ كل لون يحتاج إلى {per_face}.',
  centres_not_different: '{clashes}، ولا يوجد مركز {unused}؛ يجب أن تكون المراكز الستة مختلفة كلها.',
  centres_misplaced: 'المراكز لا تناسب بقية القطع: بحسب القطع، {fixes}.',
  reference_corner_same_colour: `الزاوية في {where} تُظهر {shows}، لكن لا توجد زاوية بلونين متماثلين. ${READ_FROM}`,
  reference_corner_misfit: `الزاوية في {where} تُظهر {shows}، وهذا لا يناسب بقية الزوايا: {why}. ${READ_FROM}`,
  impossible_piece: `${KIND} في {where} تُظهر {shows}، و${NO} كهذه: {why}.`,
  duplicate_piece: `${KIND} {colours} تظهر ${TIMES}: في {places}.`,
  missing_piece: `${KIND} {colours} مفقودة.`,
  corner_twist_sum: `مجموع لفّات الزوايا غير صحيح: لُفّت زاوية في مكانها، والألوان لا تدل على أيّها (أي زاوية تُلفّ ${TURN} وأنت تنظر إليها تعطي مكعبًا قابلًا للحل). اختر الزاوية الملفوفة في مكعبك.`,
  edge_flip_sum:
    'مجموع انقلابات {kind, select, middle_edge {الحواف الوسطى} other {الحواف}} غير صحيح: قُلبت {kind, select, middle_edge {حافة وسطى} other {حافة}} في مكانها، والألوان لا تدل على أيّها (أي {kind, select, middle_edge {حافة وسطى} other {حافة}} مقلوبة تعطي مكعبًا قابلًا للحل). اختر {kind, select, middle_edge {الحافة الوسطى} other {الحافة}} المقلوبة في مكعبك.',
  parity_swap:
    'قطعتان مُبدَّلتان (لا يمكن حل المكعب كما هو)، والألوان لا تدل على أيّهما: تبديل أي حافتين أو أي زاويتين يعطي مكعبًا قابلًا للحل. اختر القطعتين المُبدَّلتين في مكعبك.',
  duplicate_wing: `الجناح {colours} الذي مكانه {place} يظهر ${TIMES}: في {places}. (لكل حافة جناحان على البعد نفسه من طرفيها، كلٌّ منهما صورة مرآة للآخر: أحدهما هو الجناح الآخر.)`,
  missing_wing: 'الجناح {colours} الذي مكانه {place} مفقود.',
  centre_counts:
    '{orbit} تُظهر من الملصقات: {counts}؛ في {puzzle} أربعة {one_orbit, select, yes {ملصقات مركزية} other {من هذه}} من كل لون. (قطع المركز ذات اللون الواحد قابلة للتبادل، فلا يهم أيّها أين، ولا إن كانت على وجهها بعد: العدد وحده هو المهم.)',
  at_column: 'العمود {column}: {what}',
  token: '«{text}»',
  token_end: 'نهاية المُدخل',
  token_byte: 'البايت 0x{hex} (ليس UTF-8)',
  token_code_point: 'U+{hex}',
  alg_too_long: 'تتوسع الخوارزمية إلى أكثر من {max} حركة',
  alg_too_deep: 'الأقواس متداخلة لأكثر من {max} مستوى',
  unmatched_paren: '«)» بلا «(» مقابل',
  unmatched_bracket: '«]» بلا «[» مقابل',
  stray_comma: '«,» تفصل فقط بين جزأي المبدِّل [A, B]',
  stray_colon: '«:» تفصل فقط بين جزأي المرافق [A: B]',
  layer_zero: '{token}: تُرقَّم الطبقات من 1 عند الوجه (1R هي R، و2R الطبقة التالية)',
  not_a_cube_move:
    '{token} ليست حركة في {puzzle}{why, select, slice {: ليس له طبقة وسطى واحدة (طبقاته الداخلية 2R, 2L, 2U, 2D, 2F, 2B)} whole {: تدوير الطبقات {size} كلها هو تدوير للمكعب (x أو y أو z)} depth {: له {size} طبقات} other {}} (يقبل {accepted})',
  accepted_moves:
    '{size, plural, =2 {U R F D L B، Uw… أو u… (طبقتان: المكعب كله)، x y z} =3 {U R F D L B، Uw… أو u…، 2R… (الطبقة الوسطى)، M E S، x y z} other {U R F D L B، Uw… أو u…، 2Rw…-{below}Rw… (بهذا العدد من الطبقات)، 2R…-#R… (طبقة داخلية واحدة)، x y z}}',
  niss_nested: 'لا يمكن أن يكون «^(» (حركات الجهة المعكوسة) داخل مجموعة أو قوس أو «^(» آخر',
  not_a_move: '{token} ليست حركة (المتوقع أحد U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)',
  second_amount: "{token} عدد ثانٍ (اكتب عددًا واحدًا ثم علامة ' واحدة، كما في R2')",
  amount_alone: 'يجب أن يأتي {token} مباشرة بعد حركة أو قوس إغلاق، دون مسافة',
  unclosed_group: 'كان المتوقع «)» لإغلاق المجموعة المفتوحة في العمود {open}، ووُجد {found}',
  unclosed_niss: 'كان المتوقع «)» لإغلاق مجموعة الجهة المعكوسة «{opener}» المفتوحة في العمود {open}، ووُجد {found}',
  niss_amount: 'مجموعة الجهة المعكوسة «{opener}…)» لا تأخذ عددًا ولا علامة عكس',
  bracket_separator: 'كان المتوقع «,» أو «:» في القوس المفتوح في العمود {open} ([A, B] أو [A: B])، ووُجد {found}',
  unclosed_bracket: 'كان المتوقع «]» لإغلاق القوس المفتوح في العمود {open}، ووُجد {found}',
  twisty_sticker_total: 'عدد ملصقات {puzzle} هو {expected}؛ والمُدخل {count}',
  twisty_bad_symbol: 'الملصق {index} هو «{symbol}»: أوجه {puzzle} هي {faces} (أو الألوان {colours})',
  twisty_mixed_symbols: 'الملصقات تخلط بين حروف الأوجه ({faces}) والألوان ({colours})',
  twisty_colour_count: 'ملصقات {face}: {count}؛ وفي {puzzle}: {per_face}',
  twisty_centres_same: 'المركزان {a} و{b} كلاهما {face}',
  twisty_centres_arrangement: 'المراكز مرتبة على نحو لا يوجد في أي {puzzle} (جيران كل مركز ليسوا جيرانه)',
  twisty_impossible_piece: `${T_KIND} في {slot} تُظهر {shows}: لا توجد قطعة في {puzzle} بهذه الألوان بهذا الترتيب`,
  twisty_piece_fixed: `${T_KIND} في {slot} هي القطعة {piece} (${T_KIND})، ولا يمكنها مغادرة {piece}`,
  twisty_piece_twice: `${T_KIND} {piece} موجودة في {first} وفي {second} معًا`,
  twisty_piece_missing: `${T_KIND} {piece} مفقودة`,
  twisty_kinds: T_KINDS,
  twisty_piece_at: `${T_KIND} في {slot}`,
  twisty_named_piece_at: `${T_KIND} {piece} في {slot}`,
  twisty_flipped: `${UNREACHABLE}. {named, select, yes {${T_KIND} {piece}} other {${T_KIND}}} في {slot} مقلوبة في مكانها: اقلب القطعة لإصلاح ذلك.`,
  twisty_twisted: `${UNREACHABLE}. {named, select, yes {${T_KIND} {piece}} other {${T_KIND}}} في {slot} ملفوفة في مكانها: لُفّ القطعة ${TURN} (وأنت تنظر إليها) لإصلاح ذلك.`,
  twisty_swapped: `${UNREACHABLE}. قطعتان من ${T_KINDS} مُبدَّلتان: {a} و{b}؛ تبديلهما يصلح ذلك.`,
  twisty_unreachable_swap: `${UNREACHABLE}: قطعتان من ${T_KINDS} مُبدَّلتان (تبديل فردي لـ${T_KINDS})`,
  twisty_unreachable_twist: `${UNREACHABLE}: مجموع لفّات ${T_KINDS} غير صحيح: قطعة {turned, select, flipped {مقلوبة} other {ملفوفة}} في مكانها (أو قطع مُبدَّلة)`,
  twisty_invariant_twist: `مجموع لفّات ${T_KINDS} غير صحيح: قطعة ملفوفة في مكانها`,
  twisty_invariant_parity: '{kinds} في تبديل فردي (التكافؤ): قطعتان منها مُبدَّلتان',
  clock_hours: 'الساعة {hours}',
  clock_dial: '{place} {side, select, front {الأمامي} other {الخلفي}}',
  clock_length:
    'لحالة الساعة 22 رمزًا: الأقراص الأمامية التسعة، والخلفية التسعة (0-9، وa للعاشرة، وb للحادية عشرة) والدبابيس الأربعة (U للأعلى، وd للأسفل)، مثل 000000000/000000000/dddd؛ الموجود {count}',
  clock_dial_symbol:
    'العمود {column}: القرص {dial} هو «{symbol}»؛ القرص 0-9 أو a (العاشرة) أو b (الحادية عشرة)، و0 هي الثانية عشرة',
  clock_pin_symbol: 'العمود {column}: الدبوس {pin} هو «{symbol}»؛ الدبوس U (للأعلى) أو d (للأسفل)',
  clock_wheel:
    'العمود {column}: القرص {back} يُظهر {back_shows}، لكنه العجلة نفسها التي للقرص {front} (العمود {front_column})، الذي يُظهر {front_shows}: العجلة التي تُظهر h في جهة تُظهر 12 - h في الأخرى، لذا ينبغي أن يُظهر {back} {back_should} (أو {front} {front_should})',
  board_empty: 'لا توجد قطع: اكتب 9 أرقام صفًا صفًا، مثل 1 2 3 4 5 6 7 8 0 (0 هو الفراغ)',
  board_item: 'العنصر {index} («{text}»، العمود {column})',
  board_not_a_number: '{item} ليس رقمًا: استخدم 1 إلى 8 للقطع و0 (أو _) للفراغ',
  board_out_of_range: '{item} هو {value}، لكن القطع من 1 إلى 8 (و0 هو الفراغ)',
  board_count: 'عدد الأرقام الموجودة: {count}؛ اللوحة 3x3 تحتاج إلى 9: القطع 1 إلى 8 و0 للفراغ، صفًا صفًا',
  board_tile_repeated: `{tile, plural, =0 {الفراغ (0)} other {القطعة #}} تظهر {times, plural, =2 {مرتين} =3 {ثلاث مرات} other {# مرات}} (العناصر {items})`,
  board_tile_missing: '{tile, plural, =0 {لا يوجد فراغ (0)} other {القطعة # مفقودة}}',
  board_tiles: '{problems}؛ يجب أن تظهر كل قطعة من 1 إلى 8 والفراغ مرة واحدة بالضبط',
  sq1_slot: 'الخانة {slot} {layer, select, top {العلوية} other {السفلية}} (العمود {column})',
  sq1_piece: '{kind, select, corner {الزاوية} other {الحافة}} {place} ({letter})',
  sq1_fields:
    'حالة Square-1 ثلاثة حقول يفصلها «/»: خانات الطبقة العليا الـ12، وخانات السفلى الـ12، والطبقة الوسطى (0 أو 1)، مثل AABCCDEEFGGH/IJJKLLMNNOPP/0؛ وهنا {count}',
  sq1_layer_slots:
    'الطبقة {layer, select, top {العليا} other {السفلى}} فيها {count} خانة ({degrees} درجة): الطبقة تملأ 360 درجة، 12 خانة كل منها 30 (تُكتب الزاوية في خانتين، والحافة في خانة)',
  sq1_middle: 'الطبقة الوسطى رمز واحد، 0 (كما في الحل) أو 1 (نصفها الأيمن مقلوب)، وليست «{text}»',
  sq1_symbol:
    'العمود {column}: «{symbol}» في {slot} ليست قطعة: القطع هي A-P (الزوايا A C E G J L N P تُكتب مرتين؛ الحواف B D F H I K M O)',
  sq1_missing: '{piece} مفقودة',
  sq1_written: `{piece} مكتوبة {times, plural, one {مرة واحدة} =2 {مرتين} other {# مرات}} ({slots, list, comma}): {kind, select, corner {الزاوية تملأ خانتين متجاورتين} other {الحافة تملأ خانة واحدة}}`,
  sq1_split: '{piece} في مكانين ({slots, list, comma}): الزاوية تملأ خانتين متجاورتين في طبقة واحدة',
  // ---- langs2: the other puzzles' notation, the bindings' arguments, the camera scan ----
  twisty_parse: 'العمود {column}: {what}؛ يقبل {puzzle} {accepted}',
  twisty_not_a_turn_symbol: '«{symbol}» ليست لفّة',
  twisty_not_a_turn: '«{turn}» ليست لفّة في {puzzle}',
  pyraminx_accepted: "U L R B (طبقتان) و u l r b (الرؤوس)، ومع كل منها ' للاتجاه الآخر",
  skewb_accepted: "R U L B، ومع كل منها ' للاتجاه الآخر",
  megaminx_accepted:
    "U F R L BL BR D B DL DR FR FL، كل منها وحدها (72 درجة مع عقارب الساعة)، أو مع 2 (144) أو 2' أو '؛ ولفّات خلط WCA ‏R++ R-- D++ D--",
  start_stickers: 'في الحالة الابتدائية {count} ملصقًا؛ وفي {puzzle} {expected}',
  sq1_not_a_move: '«{symbol}» ليست حركة Square-1: اكتب (x,y) للّفّة و / للقلب',
  sq1_amount_expected:
    'كان المتوقع مقدار الطبقة {layer, select, top {العليا} other {السفلى}}، عددًا من أجزاء الاثني عشر من -11 إلى 11{end, select, yes {، لا نهاية المُدخل} other {، لا «{symbol}»}}',
  sq1_amount_range:
    'الطبقة {layer, select, top {العليا} other {السفلى}} تدور 11 جزءًا من اثني عشر على الأكثر في كل اتجاه (-11..11)، لا {text}',
  sq1_comma: 'كان المتوقع «,» بين مقداري الطبقة العليا والسفلى، كما في (1,0)',
  sq1_close: 'كان المتوقع «)» لإغلاق اللفّة المفتوحة في العمود {open}',
  sq1_slash_blocked:
    'لا يمكن القلب رقم {number}: {piece} تعبر القطع في الطبقة {layer, select, top {العليا} other {السفلى}} (خانتاها {a} و{b})؛ لُفّ تلك الطبقة أولًا',
  start_state_problem: 'الحالة الابتدائية: {what}',
  clock_not_rotation: '«{token}» ليست قلبًا للساعة: تقلب WCA الساعة بـ y2 فقط',
  clock_not_a_move:
    '«{token}» ليست حركة ساعة: ترميز WCA للساعة: مجموعة دبابيس UR DR DL UL U R D L ALL مع ساعات 0-6 و+ (مع عقارب الساعة) أو - (UR3+، ALL2-)، وy2 لقلبها، وحروف الدبابيس وحدها للدبابيس المتروكة للأعلى (UR DL)',
  clock_needs_hours: '«{token}» تحتاج إلى الساعات بعد {pins}: عدد 0-6 و+ أو - ({pins}3+)',
  clock_too_many_hours: '«{token}» تلف أكثر من 6 ساعات: تكتب WCA ‏0-6 في كل اتجاه (7+ هي 5-)',
  clock_needs_sign: '«{token}» تحتاج إلى + (مع عقارب الساعة) أو - (عكسها) بعد الساعات',
  clock_bad_end: '«{token}» تنتهي بـ «{end}»: تنتهي الساعات بـ + (مع عقارب الساعة) أو - (عكسها)',
  slides_not_a_slide: 'الإزاحات: العمود {column}: «{symbol}» ليست إزاحة؛ استخدم U أو D أو L أو R (اتجاه حركة الفراغ)',
  slide_off_board: 'الإزاحة {number} ({slide}) ستُخرج الفراغ من اللوحة',
  board_which: '{board, select, start {البداية} other {الهدف}}: {what}',
  board_unsolvable:
    'لا حل: عدد الانعكاسات في البداية {start_parity, select, odd {فردي} other {زوجي}} ({start_count}) وفي الهدف {goal_parity, select, odd {فردي} other {زوجي}} ({goal_count})؛ الإزاحة لا تغيّر هذه الزوجية أبدًا (الإزاحة الجانبية تحفظ ترتيب قراءة المربعات، والإزاحة للأعلى أو للأسفل تمرّر مربعًا أمام مربعين آخرين)، لذا لا تحوّل أي سلسلة من الإزاحات إحداهما إلى الأخرى. تبديل مربعين في البداية يجعلها قابلة للحل.',
  unknown_puzzle: 'لغز غير معروف «{name}»',
  not_a_cube: '{puzzle} ليس مكعبًا',
  bad_seed: 'يجب أن تكون البذرة عددًا صحيحًا من 0 إلى 2^53',
  bad_count: 'يجب أن يكون العدد من 0 إلى 1000000',
  no_stickers: 'ليس في {puzzle} ملصقات لرسمها',
  no_dial: 'لا يوجد قرص ولا دبوس {dial}',
  not_a_move_of: 'الحركة {number} ({move}) غير موجودة في {puzzle}',
  scan_not_cube4: 'المسح بالكاميرا يقرأ 2x2x2 و3x3x3، لا 4x4x4',
  scan_sticker_total: 'في {puzzle} {expected} ملصقًا، لا {count}',
  scan_sticker: 'الملصق {index} (الوجه {face}، الصف {row}، العمود {column})',
  scan_alike:
    'لونا {a} و{b} متشابهان ({centres, select, yes {المراكز، } other {}}مسافة CIELAB ‏{distance}): قد يفرّق بينهما ضوء أكثر، أو ضوء أقل تلوّنًا',
  scan_overruled:
    '{sticker} يُقرأ بلون {reads} (مسافة CIELAB ‏{distance}{glare, select, yes {، لمعان؟} other {}})، لكن أقرب مكعب صالح يحتاج هناك إلى {needs} (المسافة {needs_distance})',
  scan_internal: 'خطأ داخلي: {what}',
  // ---- solver replies (wasm/solvers/: message_catalog.cpp's block of the same name) ----
  solve_cancelled: 'أُلغي',
  stickers_not_a_cube: 'الملصقات لا تكوّن مكعبًا',
  not_solvable_cube: 'مكعب غير قابل للحل (القطع أو التفاف الزوايا أو انقلاب الحواف أو التكافؤ)',
  input_part:
    '{part, select, start {البداية} goal {الهدف} moves {الحركات} move_set {مجموعة الحركات} scramble {الخلط} skeleton {الهيكل} other {{part}}}: {what}',
  sentences: '{first} {then}',
  no_solution_found: 'لم يُعثر على حل',
  no_solution_within: 'لا حل من {max} حركة أو أقل',
  no_solution_within_bound: 'لا حل من {max} حركة أو أقل (أقصر حل فيه {bound} على الأقل)',
  shortest_over_limit:
    'أقصر حل فيه {length} {unit, select, turns {دورة} slides {إزاحة} other {حركة}}، أكثر من الحد {max}',
  found_over_limit: 'الحل الذي وُجد فيه {length} {unit, select, slashes {شَرطة} other {دورة}}، أكثر من الحد {max}',
  method_over_limit: 'حل {method, select, lbl {طبقة بطبقة} other {ثيسلثويت}} فيه {length} حركة، فوق الحد {max}',
  reduction_over_limit: 'وجد الاختزال {length} حركة، أكثر من الحد {max} (لا يبحث عن الأقصر)',
  budget_ended: 'انتهى الوقت المخصص قبل العثور على حل',
  budget_ended_shortest: 'انتهى الوقت المخصص قبل العثور على أقصر حل',
  budget_ended_listing: 'انتهى الوقت المخصص قبل العثور على كل الحلول المطلوبة',
  budget_ended_bound: 'انتهى الوقت المخصص قبل العثور على حل؛ كل حل فيه {bound} حركة على الأقل',
  budget_ended_within: 'انتهى الوقت المخصص قبل العثور على حل من {max} حركة أو أقل',
  budget_ended_depth: 'انتهى الوقت: لم يُعثر على حل من {max} حركة أو أقل (بلغ البحث العمق {depth})',
  cancelled_at_depth: 'أُلغي: بلغ البحث العمق {depth}',
  not_proven_depth: 'لم تُثبت الأمثلية: بلغ البحث العمق {depth}',
  fallback_proven: 'ثبت أن حل المرحلتين أمثل: لا حل من {limit} حركة أو أقل',
  optimal_listed_cut:
    'عُرضت {count} من الحلول المثلى عندما {why, select, cancelled {أُلغي البحث} other {انتهى الوقت المخصص}}؛ قد توجد حلول أخرى',
  optimal_listed_first: 'أول {count} من الحلول المثلى (بالعدد المطلوب)؛ قد توجد حلول أخرى',
  optimal_listed_all: 'كل الحلول المثلى: {count}',
  three_stage_failed: 'مرحلة 3x3x3: {why}',
  stage_five_phase_1: 'المراكز: محور واحد',
  stage_five_phase_1_why: 'ألوان مراكز محور واحد (مراكز X و+) إلى وجهَي ذلك المحور، بأي دورة كتلة',
  stage_five_phase_2: 'المراكز: كل المحاور',
  stage_five_phase_2_why:
    'توزيع بقية المراكز على محوريها وجعل تبديل الأجنحة زوجيًا، مع إبقاء مراكز المحور الأول (دون الدورات الخارجية لوجهيه، وبقية الدورات العريضة أنصاف دورات فقط)',
  stage_five_phase_3a: 'الحواف: الفئات',
  stage_five_phase_3a_why:
    'كل جناح إلى فئة المواضع التي تديره المراحل الأخيرة عبرها وتوجيه الحواف الوسطى، مع إبقاء المراكز على محاورها (دورات خارجية وأنصاف دورات عريضة)',
  stage_five_phase_3b: 'الحواف: الشرائح',
  stage_five_phase_3b_why:
    'إبعاد حواف الشريحة الوسطى عن طريق الشريحة التي تقرنها المرحلة التالية، والمراكز كما تحتاجها (U وD وR وL وF2 وB2 وأنصاف دورات عريضة)',
  stage_five_phase_4: 'الحواف: شريحة واحدة مقرونة',
  stage_five_phase_4_why:
    'قرن الحواف الأربع لشريحة واحدة داخل تلك الشريحة، والمراكز كما تحتاجها المرحلة الأخيرة (أرباع دورات لوجهين، وبقية الدورات أنصاف)',
  stage_five_phase_5: 'المراكز والحواف في مكانها',
  stage_five_phase_5_why: 'كل مركز في مكانه وكل حافة مقرونة (أرباع دورات U وD، والبقية أنصاف)',
  stage_reduced_3x3x3: '3x3x3',
  stage_reduced_3x3x3_why: 'حل المكعب المختزل كـ 3x3x3 بحلّال المرحلتين، بدورات خارجية فقط',
  stage_inner_4x4x4: 'المكعب الداخلي 4x4x4',
  stage_inner_4x4x4_why:
    'الطبقات الداخلية مقروءة كمكعب 4x4x4 (الطبقتان الخارجيتان لكل جانب كطبقة واحدة) ومختزلة بمرحلتي المراكز وتزويج الحواف للمكعب 4x4x4: مراكز X الداخلية في أماكنها والحواف الداخلية مزوّجة، بلا تكافؤ',
  stage_inner_5x5x5: 'المكعب الداخلي 5x5x5',
  stage_inner_5x5x5_why:
    'الطبقات الداخلية مقروءة كمكعب 5x5x5 (الطبقتان الخارجيتان لكل جانب كطبقة واحدة) ومختزلة بالمراحل 1-5 من الاختزال الخماسي المراحل: المراكز الداخلية في أماكنها والحواف الداخلية كاملة',
  stage_bar_glue: 'أشرطة ملصقة بالحواف',
  stage_bar_glue_why:
    'أدوار أوجه تضع بجانب كل ملصق حافة داخلية مركزًا باللون الذي سيحتاجه صفه: اختزال المكعب الداخلي لا يدير إلا طبقات أعمق تنقل كل زوج كهذا معًا، فيجعل إقران الحواف الداخلية صفوف المراكز هذه بلون واحد أيضًا',
  stage_centre_bars: 'أشرطة المراكز',
  stage_centre_bars_why:
    'كل صف من المراكز بجانب الكتلة الداخلية بلون واحد، بمبدّلات مراكز تحفظ المكعب الداخلي: مراكز كل وجه عندئذ مراكز مكعب 5x5x5',
  clock_optimal:
    'أمثل: فُحصت كل الطرق الـ {examined} لحلها بوضعيات المسامير الـ 18 لدى WCA؛ {count} منها بأقل عدد من الحركات',
  sq1_split_budget: 'مرحلتان: انتهى الوقت المخصص قبل تجربة كل تقسيم أقصر بين المرحلتين',
  sq1_split_shortest: 'مرحلتان: أقصر كل التقسيمات بين الشكل وsquare-square',
  sq1_optimal_proven: 'أمثل: لا حل فيه أقل من {slashes} شَرطة',
  sq1_not_proven: 'لم تُثبت الأمثلية: انتهى الوقت المخصص؛ كل حل فيه {bound} شَرطة على الأقل',
  board_tiles_once: 'يجب أن تظهر كل بلاطة من 1 إلى 8 والفراغ 0 مرة واحدة بالضبط',
  moves_no_quarter_turns: 'الحركات: {moves} بلا أرباع دورات للبحث بمقياس QTM',
  pocket_dbl_fixed:
    'لا مكعب مطابق للهدف فيه زاوية DBL كما هي في البداية، و{moves} لا تحرك تلك الزاوية أبدًا؛ اسمح بدورات D أو L أو B، أو ضع x على ملصقات DBL (D3، B4، L3)',
  pocket_orbits: 'لا تصل أي سلسلة من دورات {moves} إلى الهدف: على زاوية ما أن تذهب إلى حيث لا تأخذها هذه الدورات أبدًا',
  pocket_unreachable:
    'لا تصل أي سلسلة من دورات {moves} إلى الهدف (بُحث في كل المكعبات الـ {states} التي تبلغها هذه الدورات من البداية)',
  pocket_gave_up: 'توقف البحث بعد {states} مكعبًا دون بلوغ الهدف؛ قد يكون بعيدًا عن متناول دورات {moves}',
  pocket_start_unreachable: 'البداية: ليست حالة 2x2x2 يمكن بلوغها (زوايا مكررة أو مجموع الالتفاف ليس من مضاعفات 3)',
  pocket_goal_count: 'يُنتظر 24 ملصقًا (بألوان البداية، x أو ? لأي لون)، ووُجد {count}',
  pocket_goal_impossible: 'لا يبدو أي مكعب 2x2x2 هكذا (لا يمكن أن تكون الملصقات المعطاة كلها صحيحة معًا).',
  move_set_not_a_face:
    "العمود {column}: «{symbol}» ليس دورة وجه؛ استخدم U R F D L B، ويمكن أن يتبع كلًّا منها 2 أو '{wide, select, yes { (الحرف الصغير دورة عريضة؛ مجموعة حركات 2x2x2 تأخذ دورات الأوجه)} other {}}",
  move_set_empty: 'لم تُعطَ أي دورات',
  pocket_goal_letters: 'الهدف: يُنتظر 24 ملصقًا بحروف الأوجه U R F D L B، أو x لأي لون',
  goal_needed:
    'الحلّال «goal» يحتاج إلى هدف: إعداد مسبق (cross، xcross@U، eoline، ...)، أو نمط بـ x لأي ملصق، أو سلسلة «cross, pair, pair»',
  goal_unreachable:
    'لا تصل أي سلسلة من دورات {moves} إلى الهدف من هذه البداية: لا يمكنها أبدًا أن تضع {known, select, yes {{pieces}} other {القطع}} في الأماكن والاتجاهات التي يطلبها الهدف',
  goal_step_failed: 'الخطوة {step} ({name}): {why}',
  goal_empty: 'فارغ؛ أعطِ إعدادًا مسبقًا (cross، xcross، eoline، 2x2x2، f2l، ...) أو نمطًا من 54 ملصقًا',
  goal_empty_2x2: 'فارغ؛ أعطِ نمطًا من 24 ملصقًا: وجهًا أو الطبقة الأولى',
  goal_start_count: 'يُنتظر 54 ملصقًا (3x3x3) أو 24 (2x2x2)، ووُجد {count}',
  goal_2x2_for_3x3: 'نمط 2x2x2 (24 ملصقًا) لبداية 3x3x3',
  goal_sets_on_2x2: 'مجموعات الألوان [..] لأنماط 3x3x3؛ نمط 2x2x2 يأخذ لونًا واحدًا أو x لكل ملصق',
  goal_unknown_preset: 'إعداد مسبق مجهول «{text}»؛ الإعدادات المسبقة هي {known} (أضف @U، @DR ... لوجه سفلي وأمامي آخر)',
  goal_preset_faces: '«{text}»: بعد «@» أعطِ الوجه السفلي واختياريًا الوجه الأمامي، مثل {name}@U أو {name}@DR',
  goal_preset_front: '«{text}»: لا يمكن أن يكون الوجه الأمامي هو السفلي أو المقابل له',
  goal_sticker_count: 'يُنتظر 54 ملصقًا (بألوان البداية؛ x أو ? لأي لون؛ [..] لمجموعة ألوان)، ووُجد {count}',
  goal_set_unclosed: 'مجموعة الألوان عند الملصق {sticker} بلا «]» تغلقها',
  goal_set_colour: '«{symbol}» في المجموعة عند الملصق {sticker} ليس من ألوان البداية ({colours})',
  goal_set_empty: 'المجموعة عند الملصق {sticker} لا تسمح بأي لون',
  goal_set_stray_close: '«]» عند الملصق {sticker} لا تغلق أي مجموعة',
  goal_sticker_colour: 'الملصق {index} ({sticker}) هو «{symbol}»، وليس من ألوان البداية ({colours}) ولا x أو ? لأي لون',
  goal_centre_fixed: 'مركز الوجه {face} (الملصق {sticker}) لا يتحرك أبدًا ويُظهر لونه دائمًا، وهذا ما لا يسمح به النمط',
  goal_no_such_piece: 'لا {kind, select, corner {زاوية} other {حافة}} لها الألوان التي يطلبها النمط عند {where}',
  goal_piece_twice:
    'يطلب النمط {kind, select, corner {الزاوية} other {الحافة}} نفسها في مكانين؛ فلا يبقى شيء لـ {where}',
  goal_odd_flips: 'في النمط عدد فردي من الحواف المقلوبة، وهذا لا يوجد في أي مكعب',
  goal_twists: 'التفافات الزوايا في النمط لا تُكمل دورات كاملة، وهذا لا يوجد في أي مكعب',
  goal_parity: 'النمط يبدّل قطعتين ولا شيء غيرهما، وهذا ما لا يقدر عليه أي مكعب',
  solver_clock_title: 'الساعة بالحل الأمثل',
  solver_clock_help:
    'أمثل بعدّ WCA (كل تدوير لعجلة حركة واحدة؛ y2 والمسامير مجانًا): تُفحص كل الحلول الـ 20,736 التي تسمح بها وضعيات المسامير الـ 18 لدى WCA ويُحتفظ بالأقصر، ومن بين المتساوية بالأقل في الساعات المدارة.',
  solver_fmc_title: 'خطوات أقل عدد من الحركات (EO، DR، HTR، finish)',
  solver_fmc_help:
    'خطوات أقل عدد من الحركات، كل منها أمثل: الهدف eo أو dr أو htr أو finish، ومحور (fb، rl، ud)، وniss normal|inverse|both وwithin K (كل حل حتى الأمثل + K)؛ الحركات داخل ^( ) على الجانب المعكوس. بلا هدف: الخطوات الأربع بالتتابع.',
  solver_fmc_goal_hint:
    'خطوة: eo أو dr أو htr أو finish؛ محور (fb، rl، ud)؛ niss normal|inverse|both؛ within K. فارغ: الخطوات الأربع بالتتابع',
  solver_goal_title: 'هدف / خطوات (أهداف جزئية)',
  solver_goal_help: 'هدف / خطوات (أهداف جزئية)',
  solver_goal_goal_hint:
    'إعداد مسبق (cross، xcross@U، eoline، face on U)، أو نمط ملصقات بـ x لأي ملصق، أو سلسلة «cross, pair, pair»؛ «cn: cross» لأي لون',
  solver_lbl_title: 'طبقة بطبقة (طريقة المبتدئين)',
  solver_lbl_help: 'طبقة بطبقة كما يتعلمها الناس: حلول أطول، خطوة في كل مرة؛ يتوقف التشغيل بعد كل خطوة.',
  solver_megaminx_title: 'الميغامينكس خطوة بخطوة',
  solver_megaminx_help:
    'خطوة بخطوة كما يحلها الناس: الطبقة الأولى والثانية كتلة كتلة، كل خطوة بحث في دورات بضعة أوجه؛ ثم الطبقة الأخيرة على مرحلتين (الاتجاه، الترتيب) من جداول خوارزميات وجدها البحث. كل دورة تُحسب واحدة (وU2 أيضًا).',
  solver_optimal_title: 'أمثل (أقل عدد من الحركات)',
  solver_optimal_help:
    'أمثل: أقل عدد ممكن من الحركات، مُثبت بالبحث في كل طول أقصر (الحالات العشوائية: 17–18 حركة، من ثوانٍ إلى دقائق). الجدول الصغير يناسب الهواتف؛ والكبير يبحث في عُقد أقل بنحو 10 مرات، والمتوسط بينهما. حين ينتهي الوقت المخصص تحصل على حل المرحلتين موسومًا بأن أمثليته لم تُثبت. كل الحلول المثلى: يُبحث حينها في الطول الأمثل حتى نهايته، بما يصل إلى نحو 13 ضعف الوقت.',
  solver_pocket_title: '2x2x2 بالحل الأمثل',
  solver_pocket_help: 'أمثل: أقل عدد ممكن من الحركات من جدول لكل حالات 2×2×2؛ إلى أي نمط هدف، بأي مجموعة من الدورات.',
  solver_pocket_goal_hint: '24 ملصقًا بألوان البداية، وx لأي لون (مثل UUUUxxxx… = الوجه العلوي مكتمل)؛ فارغ = محلول',
  solver_pyraminx_title: 'البيرامينكس بالحل الأمثل',
  solver_pyraminx_help:
    'أمثل: أقل عدد ممكن من الدورات، والرؤوس ضمنها، من جدول لكل حالات البيرامينكس الـ 933,120 بلا رؤوس (يُبنى في جزء من الثانية)؛ تُدار الرؤوس أولًا.',
  solver_reduction_title: 'الاختزال (4x4x4–7x7x7)',
  solver_reduction_help:
    'الاختزال: أولًا مراكز U-D وR-L (في 6x6x6 و7x7x7 مراكز X، ثم بقية المراكز بالمبدّلات)، ثم تُقرن أجنحة كل حافة (في 4x4x4 أثناء إكمال المراكز؛ وفي المكعبات الأكبر بعد أن تستقر المراكز)، دون تكافؤ انقلاب حواف متبقٍ (تكافؤ تبديل الحواف في 6x6x6 يُصلح بخوارزمية واحدة)، ثم يُحل المكعب المختزل كـ 3x3x3 بحلّال المرحلتين. تحسب الأطوال كل دورة خارجية أو عريضة 1 (OBTM)؛ ليست أقصر الحلول. أما 5x5x5 فيُحل بخمس مراحل (على غرار cube555 لـ cs0x7f): مراكز محور واحد، ثم توزيع بقية المراكز على محاورها، ثم في ثلاث مراحل تُقرن الحواف ويستقر كل مركز في مكانه، ثم 3x3x3.',
  solver_skewb_title: 'السكيوب بالحل الأمثل',
  solver_skewb_help:
    'أمثل: أقل عدد ممكن من الدورات (مقياس WCA: R U L B ومعكوساتها تُحسب واحدة لكل منها)، من جدول لكل حالات السكيوب الـ 3,149,280 (يُبنى في جزء من الثانية).',
  solver_sliding_title: 'لغز الثمانية بالحل الأمثل',
  solver_sliding_help: 'أمثل: أقل عدد ممكن من الإزاحات، من جدول لكل الألواح الـ 181,440 التي يمكن بلوغ الهدف منها.',
  solver_sliding_goal_hint: '9 أرقام صفًا صفًا، 0 أو _ للفراغ؛ فارغ = 1 2 3 / 4 5 6 / 7 8 _',
  solver_sq1_title: 'سكوير-1 بمرحلتين',
  solver_sq1_help:
    'مرحلتان بمقياس twist (كل شَرطة حركة، والدورات مجانًا)، مثل sq12phase لتشين شوانغ: الشكل إلى مكعب بالمسافات الدقيقة لأشكال الشَرطة الـ 3678، ثم مجموعة square-square بجداول تقليم للزوايا والحواف؛ ويُبحث عن أقصر تقسيم بين المرحلتين ضمن الوقت المخصص (0.3 ث افتراضيًا).',
  solver_sq1_optimal_title: 'سكوير-1 بالحل الأمثل',
  solver_sq1_optimal_help:
    'أقل عدد من الشَرطات (مقياس twist): IDA* على الحالة كلها، محدودًا بالمسافات الدقيقة للشكل مع زوايا الأعلى وللشكل مع حواف الأعلى؛ أولًا حل المرحلتين، ثم يُثبت أو يُحسَّن ضمن الوقت المخصص (10 ث افتراضيًا؛ ويُقال «لم يُثبت» حين ينتهي).',
  solver_thistlethwaite_title: 'ثيسلثويت (4 مراحل، ≤ 45 حركة)',
  solver_thistlethwaite_help: 'ثيسلثويت: أربع مراحل عبر زمر جزئية متداخلة، ≤ 45 حركة؛ يتوقف التشغيل بعد كل مرحلة.',
  solver_twophase_title: 'المرحلتان (≤ 20 حركة)',
  solver_twophase_help:
    'تجد خوارزمية المرحلتين ≤ 20 حركة في أجزاء من الثانية؛ ومع طول أقصى 21 أو أكثر تكون أسرع. «عرض المراحل» فوق الحركات يعرض مرحلتيها.',
  goal_preset_cross: 'الصليب',
  goal_preset_xcross: 'صليب موسّع (صليب + زوج F2L واحد)',
  goal_preset_xxcross: 'صليب + زوجا F2L',
  goal_preset_xxxcross: 'صليب + ثلاثة أزواج F2L',
  goal_preset_pair: 'زوج F2L آخر',
  goal_preset_f2l: 'الطبقتان الأوليان',
  goal_preset_first_layer: 'الطبقة الأولى',
  goal_preset_eoline: 'EOLine (ZZ)',
  goal_preset_eocross: 'EOCross (ZZ)',
  goal_preset_eo: 'حواف موجّهة (ZZ EO)',
  goal_preset_2x2x2: 'كتلة 2x2x2 (بيتروس)',
  goal_preset_2x2x3: 'كتلة 2x2x3 (بيتروس)',
  goal_preset_roux_fb: 'الكتلة الأولى (رو)',
  goal_preset_face: 'وجه واحد بلون واحد',
  fmc_goal_no_step: 'لا خطوة: يُنتظر eo أو dr أو htr أو finish',
  fmc_goal_unknown_step: 'خطوة مجهولة «{word}» (يُنتظر eo أو dr أو htr أو finish)',
  fmc_goal_finish_axis: 'finish لا تأخذ محورًا (أنصاف الدورات تحفظ كل المحاور)',
  fmc_goal_niss: 'يجب أن تكون niss إحدى normal أو inverse أو both، لا «{value}»',
  fmc_goal_within: 'within تأخذ عدد حركات من 0 إلى 99، لا «{value}»',
  fmc_goal_unknown_word:
    'كلمة مجهولة «{word}» في الخطوة (يُنتظر محور fb أو rl أو ud، أو niss الوضع، أو within K{scratch, select, yes {، أو scratch)} other {)}}',
  fmc_htr_no_dr: 'تبدأ HTR من اختزال الدومينو (DR)، وهذه الحالة ليست في DR على أي محور: نفّذ خطوة DR أولًا (--goal dr)',
  fmc_htr_other_axis: 'تبدأ HTR على {axis} من DR على {axis}، وهذه الحالة في DR على {axes, list, comma} فقط',
  fmc_finish_no_htr:
    'تبدأ finish من الاختزال إلى أنصاف الدورات (HTR): هذه الحالة لا تُحل بأنصاف الدورات؛ نفّذ خطوة HTR أولًا (--goal htr)',
  fmc_unreachable:
    'لا يمكن بلوغ {step, select, finish {finish} other {{step}}}{on, select, axis { على {axis}} any { على أي محور} other {}} من هذه الحالة بالحركات {moves} {niss, select, normal {على الجانب العادي} inverse {على الجانب المعكوس} other {مع NISS}}',
  fmc_no_step_within: 'لا {step, select, finish {finish} other {{step}}} من {max} حركة أو أقل',
  fmc_step_failed: '{step, select, finish {finish} other {{step}}}: {why}',
  fmc_steps_over_limit: 'الخطوات الأربع تأخذ {length} حركة، أكثر من {max}',
  // ---- end of solver replies ----
  // ---- table choices (wasm/solvers/optimal/optimal_entry.cpp: message_catalog.cpp's block of the same name) ----
  table_small: 'صغير',
  table_medium: 'متوسط',
  table_large: 'كبير',
  table_xlarge: 'كبير جدًا',
  table_small_label: 'صغير: {megabytes} ميغابايت (الهواتف؛ يُبنى في نحو نصف دقيقة)',
  table_medium_label: 'متوسط: {megabytes} ميغابايت (الحواسيب المحمولة؛ يُبنى في نحو نصف دقيقة)',
  table_large_label: 'كبير: {gigabytes} غيغابايت (الحواسيب المكتبية؛ عُقد أقل بنحو {fewer} مرة؛ دقائق للبناء)',
  table_xlarge_label:
    'كبير جدًا: {gigabytes} غيغابايت (المتصفحات التي تسمح بـ {allowed} غيغابايت؛ عُقد أقل بنحو {fewer} مرة من الكبير)',
  table_expect:
    'حالات عشوائية ~{median} ث (الوسيط)، {depth, plural, one {حركة واحدة} two {حركتان} few {# حركات} other {# حركة}} ~{seconds} ث',
  table_expect_range:
    'حالات عشوائية ~{low}–{high} ث (الوسيط)، {depth, plural, one {حركة واحدة} two {حركتان} few {# حركات} other {# حركة}} ~{seconds} ث',
  table_expect_xlarge: 'أسرع قليلًا من الكبير (عُقد أقل بـ {low}–{high} مرة)؛ حالة من {depth} حركة ~{seconds} ث',
  // ---- end of table choices ----
  // ---- requests, table cache, internal errors (message_catalog.cpp's block of the same name) ----
  unknown_puzzle_of: 'لغز غير معروف «{name}» (المتوقع {puzzles, list, or})',
  no_solver_yet: 'لا يوجد بعد حلّال يحل {puzzle}',
  unknown_solver: 'حلّال غير معروف «{name}» (المعروفة: {solvers, list, comma})',
  solver_not_for_puzzle: 'الحلّال «{solver}» لا يحل {puzzle} (استخدم {solvers, list, or})',
  solver_takes_no:
    'الحلّال «{solver}» لا يقبل {option, select, moves {مجموعة حركات} other {هدفًا}} (الحلّالات التي تقبله: {solvers, list, or})',
  solver_table_names: '{solver}: {tables, list, or}',
  solver_no_table_option: 'الحلّال «{solver}» لا يقبل خيار الجدول (فقط {which, list, semicolon})',
  unknown_table: 'جدول غير معروف «{table}» للحلّال «{solver}» (المتوقع {tables, list, or})',
  bad_threads: 'يجب أن يكون عدد الخيوط من 1 إلى 64، لا {threads}',
  solver_no_threads: 'الحلّال «{solver}» لا يقبل خيار الخيوط (فقط {solvers, list, or})',
  unknown_metric: 'طريقة عدّ غير معروفة «{metric}» (المتوقع {metrics, list, or})',
  solver_one_metric: 'الحلّال «{solver}» يعدّ بـ{only} فقط، لا بـ«{metric}»',
  tables_no_memory: 'لا توجد ذاكرة كافية {doing, select, export {لتصدير} other {لبناء}} جداول «{solver}»',
  tables_not_built: 'تعذّر بناء جداول «{solver}»',
  tables_build_failed: 'فشل بناء الجداول: {what}',
  tables_none: 'ليس لدى الحلّال «{solver}» جداول {doing, select, export {للتصدير} other {للاستيراد}}',
  tables_no_memory_load: 'لا توجد ذاكرة كافية لتحميل جداول «{solver}» ({mib} ميبيبايت)',
  tables_cannot_load: 'لا يمكن تحميل جداول «{solver}»',
  table_import_finished: 'انتهى الاستيراد',
  table_chunk_misfit: 'قطعة الجدول عند {offset} لا تتسع في بيانات الجدول',
  table_chunk_checksum: 'المجموع الاختباري لقطعة الجدول عند {offset} غير مطابق',
  table_blob_incomplete: 'بيانات الجداول ناقصة: {filled} من {total} بايت',
  table_chunk_no_memory: 'لا توجد ذاكرة كافية لقطعة جدول',
  table_file_bad_magic: 'ليس ملف جداول (توقيع خاطئ)',
  table_file_checksum: 'المجموع الاختباري لملف الجداول غير مطابق (تالف أو مقطوع)',
  table_file_header: 'ترويسة ملف الجداول مقطوعة',
  table_file_other_set: 'ملف الجداول يحوي المجموعة «{set}»، والمتوقع «{expected}»',
  table_file_set_version: 'مجموعة الجداول «{set}» إصدارها {version}، والمتوقع {expected}',
  table_file_truncated: 'ملف الجداول مقطوع',
  table_checksum: 'المجموع الاختباري للجدول «{table}» غير مطابق',
  table_file_trailing: 'في آخر ملف الجداول بايتات زائدة',
  table_version: 'الجدول «{table}» إصداره {version}، والمتوقع {expected}',
  table_size: 'الجدول «{table}» حجمه {bytes} بايت، والمتوقع {expected}',
  table_missing: 'الجدول «{table}» مفقود',
  table_set_unexpected: 'في مجموعة الجداول جداول غير متوقعة',
  table_out_of_range: 'في الجدول «{table}» قيمة خارج النطاق',
  pocket_table_bad: 'جدول 2x2x2: {what, select, depths {أعداد الأعماق خاطئة} other {الحالة المحلولة ليست على مسافة 0}}',
  megaminx_tables_unread:
    'تعذّرت قراءة جداول {part, select, last_block {الكتلة الأخيرة} other {الطبقة الأخيرة}} في الميغامينكس (إصدار آخر أو تالفة)',
  megaminx_tables_size:
    'جداول {part, select, last_block {أنماط الكتلة الأخيرة} other {الخطوات}} في الميغامينكس ليست بالحجم الذي يبنيه هذا الإصدار',
  megaminx_table_count: 'مجموعة جداول الميغامينكس فيها {count} جداول، لا 3',
  megaminx_table_name: 'الجدول {number} في مجموعة الميغامينكس هو «{name}»، لا «{expected}»',
  optimal_no_memory_build:
    'لا توجد ذاكرة كافية لبناء الجدول الأمثل «{size, select, small {صغير} medium {متوسط} large {كبير} other {كبير جدًا}}» (نحو {mib} ميبيبايت)',
  optimal_no_memory_load:
    'لا توجد ذاكرة كافية لتحميل الجدول الأمثل «{size, select, small {صغير} medium {متوسط} large {كبير} other {كبير جدًا}}» ({mib} ميبيبايت)',
  optimal_build_failed: 'فشل بناء الجدول الأمثل: {what}',
  optimal_not_built: 'تعذّر بناء الجداول المثلى',
  optimal_other_size:
    'هذه هي الجداول المثلى «{size, select, small {صغير} medium {متوسط} large {كبير} other {كبير جدًا}}»، لكن المختار هو «{selected, select, small {صغير} medium {متوسط} large {كبير} other {كبير جدًا}}»',
  optimal_table_wrong_size: 'الجدول «{table}» مفقود أو حجمه خاطئ',
  optimal_unexpected_tables: 'في مجموعة الجداول المثلى جداول غير متوقعة',
  optimal_out_of_range: 'في الجداول المثلى قيم خارج النطاق',
  table_measured:
    'حالات عشوائية: الوسيط {median} ث، أُثبت {proven} من {count} خلال {budget} ث ({depth} حركة: الوسيط {depth_median} ث)؛ بُني في {built} ث (Chromium {chromium}، {threads} خيوط، آلة Xeon افتراضية ثنائية النواة، دون حمل، {date})',
  table_measured_large:
    'حالات عشوائية: الوسيط {low}-{high} ث (تشغيلتان)، أُثبت {proven} من {count} خلال {budget} ث ({depth} حركة: الوسيط {depth_low}-{depth_high} ث)؛ بُني في {built} ث، أو نُزّل الملف الجاهز في {download} ث (Chromium {chromium}، {threads} خيوط، آلة Xeon افتراضية ثنائية النواة، دون حمل، {date})',
  table_measured_xlarge:
    'أصلي، خيط واحد: مواضع من {depth} حركة، الوسيط {cpu} ث من المعالج (الكبير: {cpu_large} ث)، عُقد أقل بـ{low}-{high} مرة؛ {states} حالات عشوائية، الوسيط {median} ث (الكبير: {median_large} ث) (آلة Xeon افتراضية ثنائية النواة، حمل {load_low}-{load_high})؛ في Chromium {chromium}، {threads} خيوط: حالة من {depth} حركة أُثبتت في {proven} ث، بُني في {built} ث (دون حمل)، ونُزّل الملف الجاهز في {download} ث ({date})',
  megaminx_step_failed:
    '{step, select, last_block_edges {ليست كل أحرف الكتلة الأخيرة في الوجهين U وBR} last_block {لم تجد الكتلة الأخيرة حلًا بـU وBR} last_layer_pieces {ليست كل قطع الطبقة الأخيرة في الوجه U} last_layer_case {حالة للطبقة الأخيرة ليست في الجداول} other {لم تجد الخطوة «{step}» حلًا}}',
  internal_bug:
    '{what, select, inner_cube {لم يجد اختزال المكعب الداخلي شيئًا (خطأ برمجي: يُرجى الإبلاغ عن الحالة)} pseudo_five {المكعب المقروء كمكعب 5x5x5 ليس صالحًا (خطأ برمجي: يُرجى الإبلاغ عن الحالة)} centre_commutators {علقت مبدِّلات المراكز (خطأ برمجي: يُرجى الإبلاغ عن الحالة)} not_3x3x3 {المكعب المختزل ليس 3x3x3 (خطأ برمجي: يُرجى الإبلاغ عن الحالة)} megaminx_orientation {ليس لأحرف الكتلة الأخيرة اتجاه يحفظه U وBR (خطأ برمجي)} megaminx_flips {U أو BR يقلب حرفًا (خطأ برمجي)} optimal_prune {خطأ داخلي: جدول التقليم الأمثل تالف} other {خطأ داخلي: حلّ لم يجتز فحصه (جداول تالفة؟)}}',
  smart_cubies: 'يجب أن تكون القطع كائنًا {shape}',
  smart_array: 'يجب أن يكون {name} مصفوفة من {count} أعداد',
  smart_item: '{name}[{index}] {what, select, not_a_number {ليس عددًا} other {يجب أن يكون عددًا صحيحًا من 0 إلى 255}}',
  smart_sticker:
    'موضع {kind, select, corner {الزاوية} other {الحرف}} {position} يسمّي الملصق {sticker}{why, select, range {، وهو ليس من 0..53} centre {، وهو مركز} other { مرة ثانية}}',
  smart_piece:
    'في موضع {kind, select, corner {الزاوية} other {الحرف}} {position} القطعة {piece} {kind, select, corner {ملتوية} other {مقلوبة}} {turn} ({kind, select, corner {القطع 0..7، الالتواءات 0..2} other {القطع 0..11، القلبات 0..1}})',
  note_pair: '{first}؛ {second}',
  note_chunk: 'القطعة {index} من {count}: {why}',
  note_cache_unreadable: 'تعذّرت قراءة IndexedDB ({why}){built, select, yes {؛ فبُنيت الجداول بدلًا من ذلك} other {}}',
  note_stored_empty: 'النسخة المحفوظة فارغة',
  note_cache_damaged:
    'لم تجتز النسخة المخزنة التحقق ({why})؛ حُذفت{after, select, downloaded { ونُزّلت من جديد} rebuilt { وبُنيت من جديد} other {}}',
  note_not_exported: 'تعذّر تصدير الجداول ({why})',
  note_not_stored: 'تعذّر حفظ الجداول في IndexedDB ({why})؛ ستُبنى من جديد في المرة القادمة',
  note_quota: 'QuotaExceededError: لم يمنح المتصفح مكانًا لـ{mib} ميبيبايت؛ النافذة الخاصة تحفظ أقل بكثير مما تعلن',
  note_prebuilt_unused: 'لم يُستخدم الجدول الجاهز ({why}){here, select, yes {؛ فبُني هنا بدلًا منه} other {}}',
  note_module_stopped: 'توقفت الوحدة أثناء بناء الجداول ({what})',
  note_cached_not_loaded: 'مخزنة في IndexedDB، لم تُحمَّل بعد',
  note_not_built: 'لم تُبنَ بعد',
  note_cache_cleared: 'مُسح التخزين المؤقت؛ تبقى هذه الجداول محمّلة حتى إعادة تحميل الصفحة',
  note_no_store: 'IndexedDB غير متاح هنا: تُبنى الجداول في كل زيارة',
  download_not_started: 'لم يبدأ التنزيل ({why})',
  download_status: 'أجاب الخادم بـ{status} عن الملف',
  download_compressed: 'يرسل الخادم الملف مضغوطًا ({encoding})، فحجمه غير معروف',
  download_broke_off: 'انقطع التنزيل بعد {received} من {total} ميبيبايت ({why})',
  download_too_long: 'الملف أطول من {total} ميبيبايت التي أعلنها الخادم',
  download_refused_at: 'رُفض الملف عند {at} ميبيبايت ({why})',
  download_stopped: 'توقف التنزيل بعد {received} من {total} ميبيبايت',
  download_refused_end: 'رُفض الملف عند نهايته ({why})',
  download_checksum: 'لم يجتز الملف فحص المجاميع الاختبارية ({why})',
  core_file_not_loaded:
    'لم يُحمَّل ملف نواة الحلّال ({file}) ({tries} محاولات: {why}). تحقّق من الاتصال بالشبكة ثم اضغط «أعد المحاولة».',
  solver_worker_stopped: 'توقف عامل الحلّال',
  solver_worker_stopped_why: 'توقف عامل الحلّال: {why}',
  worker_script_not_loaded: 'لم يُحمَّل نص عامل الحلّال ({tries} محاولات). تحقّق من الاتصال بالشبكة ثم اضغط «أعد المحاولة».',
  worker_script_not_loaded_why:
    'لم يُحمَّل نص عامل الحلّال ({tries} محاولات: {why}). تحقّق من الاتصال بالشبكة ثم اضغط «أعد المحاولة».',
  // ---- end of requests, table cache, internal errors ----
};
