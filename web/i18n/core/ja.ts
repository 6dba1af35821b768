// The core's messages in Japanese (codes and parameters: en.ts).
import type { CoreMessages } from './en';

const KIND = '{kind, select, corner {コーナー} middle_edge {センターエッジ} wing {ウイング} other {エッジ}}';
const T_KIND = '{kind, select, tip {ティップ} centre {センター} corner {コーナー} other {エッジ}}';
const READ_FROM =
  '{puzzle}はこのコーナーを基準に読み取ります（その色が D・B・L 面を決めます）。まずこれを直してください。';
const UNREACHABLE = '{puzzle}を回して到達できる状態ではありません';
const TURN = '{turn, select, ccw {反時計回り} other {時計回り}}';

export const ja: CoreMessages = {
  symbol: '「{symbol}」',
  piece_place: '{position}（ステッカー {stickers}）',
  piece_at: `{where}にある{colours}の${KIND}`,
  pieces_swapped: '{a}と{b}の入れ替え',
  wing_place: '{edge}のウイング{number}',
  centre_orbit: '{sticker}のような{kind, select, x {Xセンター} plus {+センター} other {斜めセンター}}',
  centre_orbit_all: 'センター',
  symbol_stickers: '「{symbol}」のステッカー{count}枚',
  symbol_count: '「{symbol}」{count}枚',
  odd_symbol: '「{symbol}」（{count}枚）',
  centres_clash_first: '{faces}のセンターは{count, plural, =2 {どちらも} other {すべて}}「{symbol}」です',
  centres_clash: '{faces}のセンターは{count, plural, =2 {どちらも} other {すべて}}「{symbol}」です',
  centre_should_be: '{face}のセンターは「{shows}」ですが、「{should}」であるはずです',
  why_same_colour_twice: `同じ色を2つ持つ${KIND}はありません`,
  why_opposite_faces: '「{a}」と「{b}」は向かい合う面の色です',
  why_no_such_piece: `このような${KIND}はありません`,
  why_mirror_corner: '本物の{colours}のコーナーはこれらの色が逆順です（ステッカーが2枚入れ替わっています）',
  sticker_total:
    '{puzzle}にはステッカーが{expected}枚必要ですが、入力は{count}枚です{whitespace, select, yes {（空白と改行は数えません）。} other {。}}',
  colour_total: '入力には{count, plural, =6 {6} other {#}}種類の色しかありません（{symbols}）。キューブは6色です。',
  colour_total_odd:
    '入力には{count}種類の色があります（{symbols}）が、キューブは6色です。余分なのはおそらく{odd}です。',
  sticker_counts: '{counts}があります。各色{per_face}枚必要です。',
  centres_not_different: '{clashes}。どのセンターも{unused}ではありません。6つのセンターはすべて異なる必要があります。',
  centres_misplaced: 'センターが他のパーツと合いません。パーツから判断すると、{fixes}。',
  reference_corner_same_colour: `{where}のコーナーは{shows}ですが、同じ色を2つ持つコーナーはありません。${READ_FROM}`,
  reference_corner_misfit: `{where}のコーナーは{shows}で、他のコーナーと合いません：{why}。${READ_FROM}`,
  impossible_piece: `{where}の${KIND}は{shows}ですが、そのような${KIND}はありません：{why}。`,
  duplicate_piece: `{colours}の${KIND}が{times}回現れます：{places}。`,
  missing_piece: `{colours}の${KIND}がありません。`,
  corner_twist_sum: `コーナーのひねりが合いません。どれかのコーナーがその場でひねられていて、色からはどれか分かりません（どのコーナーでも、見て${TURN}に回せば解ける状態になります）。お手元のキューブでひねられているコーナーを選んでください。`,
  edge_flip_sum:
    '{kind, select, middle_edge {センターエッジ} other {エッジ}}の向きが合いません。どれかの{kind, select, middle_edge {センターエッジ} other {エッジ}}がその場で反転していて、色からはどれか分かりません（どの{kind, select, middle_edge {センターエッジ} other {エッジ}}を反転しても解ける状態になります）。お手元のキューブで反転している{kind, select, middle_edge {センターエッジ} other {エッジ}}を選んでください。',
  parity_swap:
    '2つのパーツが入れ替わっていて（このままでは解けません）、色からはどの2つか分かりません。任意の2つのエッジ、または任意の2つのコーナーを入れ替えれば解ける状態になります。{a}と{b}を入れ替えると片方が正しい位置に戻ります。お手元のキューブでどの2つが入れ替わっているか確かめてください。',
  duplicate_wing:
    '位置が{place}の{colours}のウイングが{times}回現れます：{places}。（各エッジには端から同じ距離に鏡像の関係にある2つのウイングがあり、そのうち1つはもう一方のウイングです。）',
  missing_wing: '位置が{place}の{colours}のウイングがありません。',
  centre_counts:
    '{orbit}は{counts}のステッカーを示しています。{puzzle}には各色{one_orbit, select, yes {センターステッカーが} other {これが}}4枚あります。（同じ色のセンターパーツは区別がないので、どれがどこにあるか、すでに自分の面にあるかは関係ありません。数だけが問題です。）',
  at_column: '{column}文字目：{what}',
  token: '「{text}」',
  token_end: '入力の終わり',
  token_byte: 'バイト 0x{hex}（UTF-8 ではありません）',
  token_code_point: 'U+{hex}',
  alg_too_long: '手順を展開すると{max}手を超えます',
  alg_too_deep: '括弧の入れ子が{max}段を超えています',
  unmatched_paren: '「)」に対応する「(」がありません',
  unmatched_bracket: '「]」に対応する「[」がありません',
  stray_comma: '「,」は交換子 [A, B] の2つの部分を区切るだけです',
  stray_colon: '「:」は共役 [A: B] の2つの部分を区切るだけです',
  layer_zero: '{token}：層は面から1で数えます（1R は R、2R はその次の層）',
  not_a_cube_move:
    '{token}は{puzzle}の回転記号ではありません{why, select, slice {：中央の層が1つではありません（内側の層は 2R, 2L, 2U, 2D, 2F, 2B）} whole {：{size}層すべてを回すのは持ち替えです（x, y, z）} depth {：層は{size}つです} other {}}（使えるのは {accepted}）',
  accepted_moves:
    '{size, plural, =2 {U R F D L B、Uw… または u…（2層：キューブ全体）、x y z} =3 {U R F D L B、Uw… または u…、2R…（中央の層）、M E S、x y z} other {U R F D L B、Uw… または u…、2Rw…-{below}Rw…（その数の層）、2R…-#R…（内側の1層）、x y z}}',
  niss_nested: '「^(」（逆側の手順）はグループ、括弧、別の「^(」の中には置けません',
  not_a_move: '{token}は回転記号ではありません（U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z のいずれか）',
  second_amount: "{token}は2つ目の回数です（回数を1つ、次にプライムを1つ、R2' のように書きます）",
  amount_alone: '{token}は回転記号か閉じ括弧の直後に、空白なしで書きます',
  unclosed_group: '{open}文字目で開いたグループを閉じる「)」が必要ですが、{found}がありました',
  unclosed_niss: '{open}文字目で開いた逆側グループ「{opener}」を閉じる「)」が必要ですが、{found}がありました',
  niss_amount: '逆側グループ「{opener}…)」には回数もプライムも付けられません',
  bracket_separator: '{open}文字目で開いた括弧に「,」か「:」が必要です（[A, B] または [A: B]）が、{found}がありました',
  unclosed_bracket: '{open}文字目で開いた括弧を閉じる「]」が必要ですが、{found}がありました',
  twisty_sticker_total: '{puzzle}のステッカーは{expected}枚ですが、{count}枚です',
  twisty_bad_symbol: 'ステッカー{index}は「{symbol}」です。{puzzle}の面は {faces}（色は {colours}）です',
  twisty_mixed_symbols: 'ステッカーに面の文字（{faces}）と色（{colours}）が混在しています',
  twisty_colour_count: '{face}のステッカーが{count}枚あります。{puzzle}では{per_face}枚です',
  twisty_centres_same: '{a}と{b}のセンターがどちらも{face}です',
  twisty_centres_arrangement:
    'センターの並びがどの{puzzle}とも一致しません（各センターの隣が本来のものではありません）',
  twisty_impossible_piece: `{slot}の${T_KIND}は{shows}です。この順にこれらの色を持つ{puzzle}のパーツはありません`,
  twisty_piece_fixed: `{slot}の${T_KIND}は{piece}の${T_KIND}ですが、それは{piece}から動けません`,
  twisty_piece_twice: `{piece}の${T_KIND}が{first}と{second}の両方にあります`,
  twisty_piece_missing: `{piece}の${T_KIND}がありません`,
  twisty_kinds: T_KIND,
  twisty_piece_at: `{slot}の${T_KIND}`,
  twisty_named_piece_at: `{slot}にある{piece}の${T_KIND}`,
  twisty_flipped: `${UNREACHABLE}。{named, select, yes {{slot}にある{piece}の${T_KIND}} other {{slot}の${T_KIND}}}がその場で反転しています。裏返せば直ります。`,
  twisty_twisted: `${UNREACHABLE}。{named, select, yes {{slot}にある{piece}の${T_KIND}} other {{slot}の${T_KIND}}}がその場でひねられています。（見て）${TURN}にひねれば直ります。`,
  twisty_swapped: `${UNREACHABLE}。2つの${T_KIND}が入れ替わっています：{a}と{b}。入れ替えれば直ります。`,
  twisty_unreachable_swap: `${UNREACHABLE}：2つの${T_KIND}が入れ替わっています（${T_KIND}の奇置換）`,
  twisty_unreachable_twist: `${UNREACHABLE}：${T_KIND}のひねりが合いません。1つのパーツがその場で{turned, select, flipped {反転して} other {ひねられて}}います（またはパーツが入れ替わっています）`,
  twisty_invariant_twist: `${T_KIND}のひねりが合いません。1つがその場でひねられています`,
  twisty_invariant_parity: '{kinds}が奇置換（パリティ）です。2つが入れ替わっています',
  clock_hours: '{hours}時',
  clock_dial: '{side, select, front {表} other {裏}}の{place}',
  clock_length:
    'クロックの状態は22文字です：表の文字盤9つ、裏の文字盤9つ（0-9、10 は a、11 は b）、ピン4つ（U 上、d 下）。例：000000000/000000000/dddd。入力は{count}文字です',
  clock_dial_symbol:
    '{column}文字目：{dial}の文字盤が「{symbol}」です。文字盤は 0-9、a（10時）、b（11時）で、0 は12時です',
  clock_pin_symbol: '{column}文字目：{pin}のピンが「{symbol}」です。ピンは U（上）か d（下）です',
  clock_wheel:
    '{column}文字目：{back}の文字盤は{back_shows}ですが、{front}の文字盤（{front_column}文字目、{front_shows}）と同じ歯車です。片面で h を示す歯車は反対面で 12 - h を示すので、{back}は{back_should}のはずです（または{front}が{front_should}）',
  board_empty: 'タイルがありません：9つの数を行ごとに入力してください。例：1 2 3 4 5 6 7 8 0（0 は空き）',
  board_item: '{index}番目の項目（「{text}」、{column}文字目）',
  board_not_a_number: '{item}は数ではありません。タイルは 1〜8、空きは 0（または _）です',
  board_out_of_range: '{item}は{value}ですが、タイルは 1〜8 です（0 は空き）',
  board_count: '数が{count}個あります。3x3 の盤には9個必要です：タイル 1〜8 と空きの 0 を行ごとに',
  board_tile_repeated: '{tile, plural, =0 {空き（0）} other {タイル#}}が{times}回現れます（項目 {items}）',
  board_tile_missing: '{tile, plural, =0 {空き（0）がありません} other {タイル#がありません}}',
  board_tiles: '{problems}。1〜8 の各タイルと空きはちょうど1回ずつ必要です',
  sq1_slot: '{layer, select, top {上段} other {下段}}のスロット{slot}（{column}文字目）',
  sq1_piece: '{place}の{kind, select, corner {コーナー} other {エッジ}}（{letter}）',
  sq1_fields:
    'スクエア1の状態は「/」で区切った3つの欄です：上段の12スロット、下段の12スロット、中段（0 か 1）。例：AABCCDEEFGGH/IJJKLLMNNOPP/0。入力は{count}欄です',
  sq1_layer_slots:
    '{layer, select, top {上段} other {下段}}のスロットが{count}個（{degrees}度）です。1段は360度で、30度のスロットが12個です（コーナーは2つ、エッジは1つに書きます）',
  sq1_middle: '中段は1文字で、0（揃った状態）か 1（右半分が裏返し）です。「{text}」ではありません',
  sq1_symbol:
    '{column}文字目：{slot}の「{symbol}」はパーツではありません。パーツは A-P です（コーナー A C E G J L N P は2回、エッジ B D F H I K M O）',
  sq1_missing: '{piece}がありません',
  sq1_written:
    '{piece}が{times}回書かれています（{slots, list, comma}）：{kind, select, corner {コーナーは隣り合う2スロットを占めます} other {エッジは1スロットを占めます}}',
  sq1_split: '{piece}が2か所にあります（{slots, list, comma}）：コーナーは同じ段の隣り合う2スロットを占めます',
  // ---- langs2: the other puzzles' notation, the bindings' arguments, the camera scan ----
  twisty_parse: '{column}文字目：{what}。{puzzle}で使えるのは {accepted}',
  twisty_not_a_turn_symbol: '「{symbol}」は回転ではありません',
  twisty_not_a_turn: '「{turn}」は{puzzle}の回転ではありません',
  pyraminx_accepted: "U L R B（2層）と u l r b（先端）、逆向きはそれぞれ '",
  skewb_accepted: "R U L B、逆向きはそれぞれ '",
  megaminx_accepted:
    "U F R L BL BR D B DL DR FR FL を単独で（時計回りに72度）、2（144度）、2' または ' を付けて。さらに WCA スクランブルの回転 R++ R-- D++ D--",
  start_stickers: '開始状態のステッカーは {count} 枚です。{puzzle}は {expected} 枚です',
  sq1_not_a_move: '「{symbol}」はスクエア1の手ではありません：回転は (x,y)、スラッシュは / と書きます',
  sq1_amount_expected:
    '{layer, select, top {上} other {下}}の層の量（-11〜11 の 12 分の 1 回転の数）が必要です{end, select, yes {が、入力が終わっています} other {が、「{symbol}」があります}}',
  sq1_amount_range:
    '{layer, select, top {上} other {下}}の層が回せるのは各方向に最大 11（-11..11）で、{text} ではありません',
  sq1_comma: '上と下の量の間に「,」が必要です（例：(1,0)）',
  sq1_close: '{open}文字目で始まる回転を閉じる「)」が必要です',
  sq1_slash_blocked:
    'スラッシュ {number} はできません：{piece}が{layer, select, top {上} other {下}}の層で切れ目をまたいでいます（スロット {a} と {b}）。先にその層を回してください',
  start_state_problem: '開始状態：{what}',
  clock_not_rotation: '「{token}」はクロックの持ち替えではありません：WCA ではクロックを y2 でのみ裏返します',
  clock_not_a_move:
    '「{token}」はクロックの手ではありません：WCA のクロック記法：ピンの組 UR DR DL UL U R D L ALL に時間 0〜6 と +（時計回り）または -（UR3+、ALL2-）、裏返しは y2、上げたままのピンはピンの文字だけ（UR DL）',
  clock_needs_hours: '「{token}」には {pins} の後に時間が必要です：0〜6 の数と + または -（{pins}3+）',
  clock_too_many_hours: '「{token}」は 6 時間を超えて回しています：WCA では各方向 0〜6 と書きます（7+ は 5-）',
  clock_needs_sign: '「{token}」には時間の後に +（時計回り）または -（反時計回り）が必要です',
  clock_bad_end: '「{token}」の末尾が「{end}」です：時間の後は +（時計回り）または -（反時計回り）です',
  slides_not_a_slide:
    'スライド：{column}文字目：「{symbol}」はスライドではありません。U、D、L、R（空きマスが動く向き）を使ってください',
  slide_off_board: 'スライド {number}（{slide}）は空きマスを盤の外に出してしまいます',
  board_which: '{board, select, start {開始} other {目標}}：{what}',
  board_unsolvable:
    '解けません：開始の転倒数は{start_parity, select, odd {奇数} other {偶数}}（{start_count}）、目標は{goal_parity, select, odd {奇数} other {偶数}}（{goal_count}）です。スライドはこの偶奇を変えません（横のスライドはタイルの読む順を保ち、上下のスライドは 1 枚のタイルを 2 枚の横を通り越させます）。そのため、どんなスライドの列でも一方から他方へは行けません。開始のタイルを 2 枚入れ替えれば解けるようになります。',
  unknown_puzzle: '不明なパズル「{name}」',
  not_a_cube: '{puzzle}はキューブではありません',
  bad_seed: 'シードは 0 から 2^53 までの整数でなければなりません',
  bad_count: '数は 0 から 1000000 まででなければなりません',
  no_stickers: '{puzzle}には描くステッカーがありません',
  no_dial: '文字盤またはピン {dial} はありません',
  not_a_move_of: '手 {number}（{move}）は{puzzle}にはありません',
  scan_not_cube4: 'カメラスキャンが読めるのは 2x2x2 と 3x3x3 で、4x4x4 は読めません',
  scan_sticker_total: '{puzzle}のステッカーは {expected} 枚で、{count} 枚ではありません',
  scan_sticker: 'ステッカー {index}（{face} 面、{row} 行目、{column} 列目）',
  scan_alike:
    '{a} と {b} の色が似ています（{centres, select, yes {センター、} other {}}CIELAB 距離 {distance}）：光を増やすか、色の付いていない光にすると区別できるかもしれません',
  scan_overruled:
    '{sticker}は {reads} の色に見えます（CIELAB 距離 {distance}{glare, select, yes {、反射？} other {}}）が、最も近い正しいキューブではそこは {needs} です（距離 {needs_distance}）',
  scan_internal: '内部エラー：{what}',
};
