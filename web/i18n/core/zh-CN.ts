// The core's messages in Simplified Chinese (codes and parameters: en.ts).
import type { CoreMessages } from './en';

const KIND = '{kind, select, corner {角块} middle_edge {中棱} wing {翼棱} other {棱块}}';
const T_KIND = '{kind, select, tip {顶角} centre {中心块} corner {角块} other {棱块}}';
const READ_FROM = '{puzzle}以这个角块为基准读取（它的颜色确定 D、B、L 面），请先修正它。';
const UNREACHABLE = '这不是{puzzle}通过转动能达到的状态';
const TURN = '{turn, select, ccw {逆时针} other {顺时针}}';

export const zhCN: CoreMessages = {
  symbol: '“{symbol}”',
  piece_place: '{position}（贴纸 {stickers}）',
  piece_at: `位于{where}的{colours}${KIND}`,
  pieces_swapped: '交换{a}和{b}',
  wing_place: '{edge} 的第 {number} 个翼棱',
  centre_orbit: '像 {sticker} 那样的{kind, select, x {X 中心} plus {+ 中心} other {斜中心}}',
  centre_orbit_all: '中心块',
  symbol_stickers: '{count} 个“{symbol}”贴纸',
  symbol_count: '{count} 个“{symbol}”',
  odd_symbol: '“{symbol}”（{count} 个贴纸）',
  centres_clash_first: '{faces} 的中心块{count, plural, =2 {都} other {全都}}是“{symbol}”',
  centres_clash: '{faces} 的中心块{count, plural, =2 {都} other {全都}}是“{symbol}”',
  centre_should_be: '{face} 中心块显示“{shows}”，但应该是“{should}”',
  why_same_colour_twice: `没有${KIND}会有两个相同的颜色`,
  why_opposite_faces: '“{a}”和“{b}”属于相对的两个面',
  why_no_such_piece: `没有这样的${KIND}`,
  why_mirror_corner: '真正的{colours}角块的颜色顺序与此相反（它的两个贴纸被交换了）',
  sticker_total:
    '{puzzle}需要 {expected} 个贴纸，但输入有 {count} 个{whitespace, select, yes {（空格和换行不计）。} other {。}}',
  colour_total: '输入{count, plural, =6 {用了 6} other {只用了 #}} 种颜色（{symbols}），但魔方有 6 种。',
  colour_total_odd: '输入用了 {count} 种颜色（{symbols}），但魔方有 6 种。多出来的可能是{odd}。',
  sticker_counts: '现在有{counts}；每种颜色需要 {per_face} 个。',
  centres_not_different: '{clashes}，而没有中心块是{unused}；六个中心块必须各不相同。',
  centres_misplaced: '中心块与其他块不符：从其他块判断，{fixes}。',
  reference_corner_same_colour: `位于{where}的角块显示{shows}，但没有角块会有两个相同的颜色。${READ_FROM}`,
  reference_corner_misfit: `位于{where}的角块显示{shows}，与其他角块不符：{why}。${READ_FROM}`,
  impossible_piece: `位于{where}的${KIND}显示{shows}，没有${KIND}是这样的：{why}。`,
  duplicate_piece: `{colours}${KIND}出现了 {times} 次：在{places}。`,
  missing_piece: `缺少{colours}${KIND}。`,
  corner_twist_sum: `角块的扭转加起来不对：有一个角块被原地拧过，但从颜色看不出是哪一个（任何一个角块，面对它${TURN}转动后，魔方都能复原）。请选出你的魔方上被拧过的角块。`,
  edge_flip_sum:
    '{kind, select, middle_edge {中棱} other {棱块}}的翻转加起来不对：有一个{kind, select, middle_edge {中棱} other {棱块}}被原地翻转，但从颜色看不出是哪一个（任何一个{kind, select, middle_edge {中棱} other {棱块}}翻过来后，魔方都能复原）。请选出你的魔方上被翻转的{kind, select, middle_edge {中棱} other {棱块}}。',
  parity_swap:
    '有两个块被交换了（魔方这样无法复原），但从颜色看不出是哪两个：交换任意两个棱块或任意两个角块，魔方都能复原。交换{a}和{b}能让其中一个归位；请检查你的魔方上是哪两个块被交换了。',
  duplicate_wing:
    '位置为{place}的{colours}翼棱出现了 {times} 次：在{places}。（每条棱有两个到两端距离相同、互为镜像的翼棱：其中一个就是另一个翼棱。）',
  missing_wing: '缺少位置为{place}的{colours}翼棱。',
  centre_counts:
    '{orbit}显示{counts}个贴纸；{puzzle}的每种颜色有四个{one_orbit, select, yes {中心贴纸} other {这种块}}。（同色的中心块可以互换，所以哪个在哪里、是否已在自己的面上都无关紧要：只看数量。）',
  at_column: '第 {column} 列：{what}',
  token: '“{text}”',
  token_end: '输入结尾',
  token_byte: '字节 0x{hex}（不是 UTF-8）',
  token_code_point: 'U+{hex}',
  alg_too_long: '公式展开后超过 {max} 步',
  alg_too_deep: '括号嵌套超过 {max} 层',
  unmatched_paren: '“)”没有对应的“(”',
  unmatched_bracket: '“]”没有对应的“[”',
  stray_comma: '“,”只用于分隔交换子 [A, B] 的两部分',
  stray_colon: '“:”只用于分隔共轭 [A: B] 的两部分',
  layer_zero: '{token}：层从面开始按 1 编号（1R 即 R，2R 是下一层）',
  not_a_cube_move:
    '{token} 不是{puzzle}的转动{why, select, slice {：它没有唯一的中间层（内层是 2R、2L、2U、2D、2F、2B）} whole {：转动全部 {size} 层是整体转动（x、y 或 z）} depth {：它只有 {size} 层} other {}}（可用：{accepted}）',
  accepted_moves:
    '{size, plural, =2 {U R F D L B，Uw… 或 u…（两层：整个魔方），x y z} =3 {U R F D L B，Uw… 或 u…，2R…（中间层），M E S，x y z} other {U R F D L B，Uw… 或 u…，2Rw…-{below}Rw…（相应层数），2R…-#R…（一个内层），x y z}}',
  niss_nested: '“^(”（逆向一侧的转动）不能放在组、括号或另一个“^(”里',
  not_a_move: '{token} 不是转动（应为 U R F D L B、Uw…、u…、2R…、3Rw…、M E S、x y z 之一）',
  second_amount: "{token} 是第二个次数（先写一个数字，再写一个撇号，如 R2'）",
  amount_alone: '{token} 必须紧跟在转动或右括号之后，不能有空格',
  unclosed_group: '需要“)”来关闭第 {open} 列开始的组，却遇到{found}',
  unclosed_niss: '需要“)”来关闭第 {open} 列开始的逆向组“{opener}”，却遇到{found}',
  niss_amount: '逆向组“{opener}…)”不能带次数或撇号',
  bracket_separator: '第 {open} 列开始的括号中需要“,”或“:”（[A, B] 或 [A: B]），却遇到{found}',
  unclosed_bracket: '需要“]”来关闭第 {open} 列开始的括号，却遇到{found}',
  twisty_sticker_total: '{puzzle}有 {expected} 个贴纸；收到 {count} 个',
  twisty_bad_symbol: '第 {index} 个贴纸是“{symbol}”：{puzzle}的面是 {faces}（颜色是 {colours}）',
  twisty_mixed_symbols: '贴纸混用了面字母（{faces}）和颜色（{colours}）',
  twisty_colour_count: '有 {count} 个贴纸是 {face}；{puzzle}每种有 {per_face} 个',
  twisty_centres_same: '{a} 和 {b} 的中心块都是 {face}',
  twisty_centres_arrangement: '中心块的排列不符合任何{puzzle}（每个中心块的邻居都不是它自己的）',
  twisty_impossible_piece: `位于 {slot} 的${T_KIND}显示 {shows}：{puzzle}没有按这个顺序带这些颜色的块`,
  twisty_piece_fixed: `位于 {slot} 的${T_KIND}是 {piece} 的${T_KIND}，它不能离开 {piece}`,
  twisty_piece_twice: `{piece} 的${T_KIND}同时出现在 {first} 和 {second}`,
  twisty_piece_missing: `缺少 {piece} 的${T_KIND}`,
  twisty_kinds: T_KIND,
  twisty_piece_at: `位于 {slot} 的${T_KIND}`,
  twisty_named_piece_at: `位于 {slot} 的 {piece} ${T_KIND}`,
  twisty_flipped: `${UNREACHABLE}。{named, select, yes {位于 {slot} 的 {piece} ${T_KIND}} other {位于 {slot} 的${T_KIND}}}被原地翻转了：把它翻过来即可。`,
  twisty_twisted: `${UNREACHABLE}。{named, select, yes {位于 {slot} 的 {piece} ${T_KIND}} other {位于 {slot} 的${T_KIND}}}被原地拧过了：（面对它）${TURN}拧回即可。`,
  twisty_swapped: `${UNREACHABLE}。两个${T_KIND}被交换了：{a}和{b}；把它们换回即可。`,
  twisty_unreachable_swap: `${UNREACHABLE}：两个${T_KIND}被交换了（${T_KIND}的奇排列）`,
  twisty_unreachable_twist: `${UNREACHABLE}：${T_KIND}的扭转加起来不对：有一个块在原位被{turned, select, flipped {翻转} other {拧过}}（或有块被交换）`,
  twisty_invariant_twist: `${T_KIND}的扭转加起来不对：有一个被原地拧过`,
  twisty_invariant_parity: '{kinds}是奇排列（奇偶性）：其中两个被交换了',
  clock_hours: '{hours} 点',
  clock_dial: '{side, select, front {正面} other {背面}} {place}',
  clock_length:
    '魔表状态有 22 个符号：正面 9 个表盘、背面 9 个表盘（0-9，a 表示 10，b 表示 11）和 4 个拨钮（U 上，d 下），例如 000000000/000000000/dddd；实际有 {count} 个',
  clock_dial_symbol: '第 {column} 列：{dial} 表盘是“{symbol}”；表盘为 0-9、a（10 点）或 b（11 点），0 表示 12 点',
  clock_pin_symbol: '第 {column} 列：{pin} 拨钮是“{symbol}”；拨钮为 U（上）或 d（下）',
  clock_wheel:
    '第 {column} 列：{back} 表盘显示{back_shows}，但它与 {front} 表盘（第 {front_column} 列，显示{front_shows}）是同一个齿轮：一面显示 h 的齿轮另一面显示 12 - h，所以 {back} 应显示{back_should}（或 {front} 显示{front_should}）',
  board_empty: '没有给出方块：按行输入 9 个数字，例如 1 2 3 4 5 6 7 8 0（0 是空格）',
  board_item: '第 {index} 项（“{text}”，第 {column} 列）',
  board_not_a_number: '{item}不是数字：方块用 1 到 8，空格用 0（或 _）',
  board_out_of_range: '{item}是 {value}，但方块是 1 到 8（0 是空格）',
  board_count: '找到 {count} 个数字；3x3 的棋盘需要 9 个：按行写方块 1 到 8 和代表空格的 0',
  board_tile_repeated: '{tile, plural, =0 {空格（0）} other {方块 #}}出现了 {times} 次（第 {items} 项）',
  board_tile_missing: '{tile, plural, =0 {没有空格（0）} other {缺少方块 #}}',
  board_tiles: '{problems}；1 到 8 的每个方块和空格都必须恰好出现一次',
  sq1_slot: '{layer, select, top {上层} other {下层}}第 {slot} 格（第 {column} 列）',
  sq1_piece: '{place} {kind, select, corner {角块} other {棱块}}（{letter}）',
  sq1_fields:
    'Square-1 状态是用“/”分隔的三段：上层的 12 格、下层的 12 格和中层（0 或 1），如 AABCCDEEFGGH/IJJKLLMNNOPP/0；这里有 {count} 段',
  sq1_layer_slots:
    '{layer, select, top {上层} other {下层}}有 {count} 格（{degrees} 度）：一层是 360 度，共 12 格，每格 30 度（角块写两格，棱块写一格）',
  sq1_middle: '中层是一个符号，0（复原时）或 1（右半边翻转），而不是“{text}”',
  sq1_symbol:
    '第 {column} 列：{slot}中的“{symbol}”不是块：块为 A-P（角块 A C E G J L N P 写两次；棱块 B D F H I K M O）',
  sq1_missing: '缺少{piece}',
  sq1_written:
    '{piece}写了 {times} 次（{slots, list, comma}）：{kind, select, corner {角块占相邻的两格} other {棱块占一格}}',
  sq1_split: '{piece}出现在两处（{slots, list, comma}）：角块占同一层中相邻的两格',
};
