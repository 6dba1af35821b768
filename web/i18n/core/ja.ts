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
    '2つのパーツが入れ替わっていて（このままでは解けません）、色からはどの2つか分かりません。任意の2つのエッジ、または任意の2つのコーナーを入れ替えれば解ける状態になります。お手元のキューブで入れ替わっている2つのパーツを選んでください。',
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
  // ---- solver replies (wasm/solvers/: message_catalog.cpp's block of the same name) ----
  solve_cancelled: 'キャンセルしました',
  stickers_not_a_cube: 'このステッカーではキューブになりません',
  not_solvable_cube: '解けないキューブです（パーツ、コーナーのねじれ、エッジの反転、またはパリティ）',
  input_part:
    '{part, select, start {開始} goal {目標} moves {回転} move_set {回転の組} scramble {スクランブル} skeleton {スケルトン} other {{part}}}：{what}',
  sentences: '{first}{then}',
  no_solution_found: '解法が見つかりません',
  no_solution_within: '{max}手以内の解法はありません',
  no_solution_within_bound: '{max}手以内の解法はありません（最短でも{bound}手以上）',
  shortest_over_limit:
    '最短の解法は{length}{unit, select, turns {回転} slides {スライド} other {手}}で、上限の{max}を超えています',
  found_over_limit:
    '見つかった解法は{length}{unit, select, slashes {スラッシュ} other {回転}}で、上限の{max}を超えています',
  method_over_limit:
    '{method, select, lbl {LBL法} other {Thistlethwaite法}}の解法は{length}手で、上限の{max}を超えています',
  reduction_over_limit: 'リダクション法の解法は{length}手で、上限の{max}を超えています（最短は探しません）',
  budget_ended: '解法が見つかる前に制限時間が終わりました',
  budget_ended_shortest: '最短の解法が見つかる前に制限時間が終わりました',
  budget_ended_listing: '求められた解法をすべて見つける前に制限時間が終わりました',
  budget_ended_bound: '解法が見つかる前に制限時間が終わりました。どの解法も{bound}手以上です',
  budget_ended_within: '{max}手以内の解法が見つかる前に制限時間が終わりました',
  budget_ended_depth: '制限時間切れ：{max}手以内の解法は見つかりませんでした（探索は深さ{depth}まで）',
  cancelled_at_depth: 'キャンセルしました：探索は深さ{depth}まで',
  not_proven_depth: '最適性は未証明：探索は深さ{depth}まで',
  fallback_proven: '2フェーズ法の解法が最適と証明されました：{limit}手以下の解法はありません',
  optimal_listed_cut:
    '{why, select, cancelled {探索がキャンセルされた} other {制限時間が終わった}}時点で最適解を{count}個挙げました。ほかにもあるかもしれません',
  optimal_listed_first: '最初の{count}個の最適解（求められた数）。ほかにもあるかもしれません',
  optimal_listed_all: 'すべての最適解：{count}個',
  three_stage_failed: '3x3x3の段階：{why}',
  stage_five_phase_1: 'センター：1つの軸',
  stage_five_phase_1_why: '1つの軸のセンターの色（Xセンターと+センター）をその軸の2つの面へ、すべてのブロック回転で',
  stage_five_phase_2: 'センター：すべての軸',
  stage_five_phase_2_why:
    'ほかのセンターをそれぞれの2つの軸へ分け、ウィングの置換を偶にする。最初の軸のセンターは保つ（その面の外側の回転は使わず、ほかの幅広の回転は180°のみ）',
  stage_five_phase_3a: 'エッジ：クラス',
  stage_five_phase_3a_why:
    '各ウィングを最後のフェーズが回す位置のクラスへ入れ、ミドルエッジの向きをそろえる。センターは軸に保つ（外側の回転と幅広の180°回転）',
  stage_five_phase_3b: 'エッジ：スライス',
  stage_five_phase_3b_why:
    '中央スライスのエッジを次のフェーズがペアにするスライスからどかし、センターをそのフェーズに必要な形に（U、D、R、L、F2、B2と幅広の180°回転）',
  stage_five_phase_4: 'エッジ：1つのスライスをペアに',
  stage_five_phase_4_why:
    '1つのスライスの4つのエッジをそのスライスの中でペアにし、センターを最後のフェーズに必要な形に（2つの面の90°回転、ほかは180°）',
  stage_five_phase_5: 'センターとエッジを完成',
  stage_five_phase_5_why: 'すべてのセンターをそろえ、すべてのエッジをペアに（UとDの90°回転、ほかは180°）',
  stage_reduced_3x3x3: '3x3x3',
  stage_reduced_3x3x3_why: '縮約したキューブを2フェーズ法で3x3x3として解く（外側の回転のみ）',
  stage_inner_4x4x4: '内側の4x4x4',
  stage_inner_4x4x4_why:
    '内側の層を4x4x4として読み（各側の外側2層を1層として）、4x4x4のセンターとペアリングのフェーズで縮約：内側のXセンターは元の位置、内側のウィングはペア、パリティなし',
  stage_inner_5x5x5: '内側の5x5x5',
  stage_inner_5x5x5_why:
    '内側の層を5x5x5として読み（各側の外側2層を1層として）、5フェーズ縮約のフェーズ1-5で縮約：内側のセンターは元の位置、内側のエッジは揃う',
  stage_bar_glue: 'バーをエッジに接着',
  stage_bar_glue_why:
    '内側のエッジの各ステッカーの隣に、その列に必要な色のセンターを置く面の回転：内側のキューブのリダクションはより深い層だけを回し、それが各ペアを一緒に運ぶので、内側のエッジを揃えるとセンターのそれらの列も1色になる',
  stage_centre_bars: 'センターのバー',
  stage_centre_bars_why:
    '内側のブロックの隣のセンターの各列を、内側のキューブを保つセンターの交換子で1色に：各面のセンターは5x5x5のものになる',
  clock_optimal:
    '最適：WCAの18通りのピン設定で解く{examined}通りの方法をすべて調べました。最少手数のものは{count}通りです',
  sq1_split_budget: '2フェーズ：フェーズ間のより短い分け方をすべて試す前に制限時間が終わりました',
  sq1_split_shortest: '2フェーズ：形とsquare-squareの間のすべての分け方のうち最短のもの',
  sq1_optimal_proven: '最適：{slashes}スラッシュ未満の解法はありません',
  sq1_not_proven: '最適性は未証明：制限時間が終わりました。どの解法も{bound}スラッシュ以上です',
  board_tiles_once: '1から8の各タイルと空白0はちょうど1回ずつ現れる必要があります',
  moves_no_quarter_turns: '回転：{moves}にはQTMで探索する90度回転がありません',
  pocket_dbl_fixed:
    '目標に合うキューブのどれも、開始のDBLコーナーをそのままの状態で持っていません。そして{moves}はこのコーナーを動かしません。D、L、Bの回転を許可するか、DBLのステッカー（D3、B4、L3）をxにしてください',
  pocket_orbits:
    '{moves}の回転の列では目標に届きません：あるコーナーが、これらの回転では決して行けない場所に行く必要があります',
  pocket_unreachable:
    '{moves}の回転の列では目標に届きません（これらの回転で開始から届く{states}個のキューブをすべて探索しました）',
  pocket_gave_up:
    '{states}個のキューブを調べても目標に届かず、あきらめました。{moves}の回転では届かないのかもしれません',
  pocket_start_unreachable:
    '開始：到達可能な2x2x2の状態ではありません（コーナーの重複、またはねじれの合計が3の倍数でない）',
  pocket_goal_count: '24枚のステッカー（開始の色で、任意はxか?）が必要ですが、{count}枚です',
  pocket_goal_impossible:
    'このような2x2x2のキューブはありません（指定したステッカーが同時にすべて正しくなることはありません）。',
  move_set_not_a_face:
    "{column}列目：「{symbol}」は面の回転ではありません。U R F D L B を使い、それぞれに 2 か ' を付けられます{wide, select, yes {（小文字はワイド回転です。2x2x2の回転の組は面の回転を取ります）} other {}}",
  move_set_empty: '回転が指定されていません',
  pocket_goal_letters: '目標：面の文字U R F D L Bで24枚のステッカー（任意はx）が必要です',
  goal_needed:
    'ソルバー「goal」には目標が必要です：プリセット（cross、xcross@U、eoline、...）、任意のステッカーをxにしたパターン、またはチェーン「cross, pair, pair」',
  goal_unreachable:
    '{moves}の回転の列ではこの開始から目標に届きません：{known, select, yes {{pieces}} other {パーツ}}を目標の求める位置と向きに決して運べません',
  goal_step_failed: 'ステップ{step}（{name}）：{why}',
  goal_empty:
    '空です。プリセット（cross、xcross、eoline、2x2x2、f2l、...）か54枚のステッカーのパターンを指定してください',
  goal_empty_2x2: '空です。24枚のステッカーのパターン（面または1層目）を指定してください',
  goal_start_count: '54枚（3x3x3）か24枚（2x2x2）のステッカーが必要ですが、{count}枚です',
  goal_2x2_for_3x3: '3x3x3の開始に2x2x2のパターン（24枚）が指定されています',
  goal_sets_on_2x2: '色の集合 [..] は3x3x3のパターン用です。2x2x2のパターンはステッカーごとに1色かxです',
  goal_unknown_preset:
    '不明なプリセット「{text}」。プリセットは {known} です（別の底面と前面には @U、@DR ... を付けます）',
  goal_preset_faces: '「{text}」：「@」の後に底面と、必要なら前面を指定します。例：{name}@U、{name}@DR',
  goal_preset_front: '「{text}」：前面を底面やその反対の面にはできません',
  goal_sticker_count: '54枚のステッカーが必要です（開始の色で。任意はxか?、色の集合は[..]）が、{count}枚です',
  goal_set_unclosed: 'ステッカー{sticker}の色の集合に閉じる「]」がありません',
  goal_set_colour: 'ステッカー{sticker}の集合の「{symbol}」は開始の色（{colours}）のどれでもありません',
  goal_set_empty: 'ステッカー{sticker}の集合はどの色も許していません',
  goal_set_stray_close: 'ステッカー{sticker}の「]」はどの集合も閉じていません',
  goal_sticker_colour:
    'ステッカー{index}（{sticker}）は「{symbol}」で、開始の色（{colours}）のどれでもなく、任意を表すxや?でもありません',
  goal_centre_fixed:
    '{face}面のセンター（ステッカー{sticker}）は動かず常に自分の色を見せますが、パターンがそれを許していません',
  goal_no_such_piece: 'パターンが{where}に求める色を持つ{kind, select, corner {コーナー} other {エッジ}}はありません',
  goal_piece_twice:
    'パターンが同じ{kind, select, corner {コーナー} other {エッジ}}を2か所に求めています。{where}に入るものが残りません',
  goal_odd_flips: 'パターンの反転したエッジが奇数個です。そのようなキューブはありません',
  goal_twists: 'パターンのコーナーのねじれの合計が1回転の倍数になりません。そのようなキューブはありません',
  goal_parity: 'パターンが2つのパーツだけを入れ替えています。どのキューブにもできません',
  solver_clock_title: 'クロック最適',
  solver_clock_help:
    'WCAの数え方で最適（ダイヤルの各回転が1手、y2とピンは数えない）：WCAの18通りのピン設定で可能な20,736通りの解法をすべて調べて最短を残し、同じ手数なら回す時間が最も少ないものを選びます。',
  solver_fmc_title: 'FMCのステップ（EO、DR、HTR、finish）',
  solver_fmc_help:
    'FMCのステップ、それぞれ最適：目標 eo、dr、htr、finish、軸（fb、rl、ud）、niss normal|inverse|both と within K（最適＋K手までのすべての解法）。^( ) 内の手は逆側です。目標なし：4つのステップを順に。',
  solver_fmc_goal_hint:
    'ステップ：eo、dr、htr、finish。軸（fb、rl、ud）。niss normal|inverse|both。within K。空：4つのステップを順に',
  solver_goal_title: '目標／ステップ（部分目標）',
  solver_goal_help: '目標／ステップ（部分目標）',
  solver_goal_goal_hint:
    'プリセット（cross、xcross@U、eoline、face on U）、任意をxにしたステッカーのパターン、またはチェーン「cross, pair, pair」。任意の色なら「cn: cross」',
  solver_lbl_title: 'LBL法（初心者向け）',
  solver_lbl_help: '覚えるときと同じ1層ずつの解き方：解法は長めで、1ステップずつ。再生は各ステップの後で止まります。',
  solver_megaminx_title: 'メガミンクス段階的',
  solver_megaminx_help:
    '人が解くときと同じ段階的な解き方：1層目と2層目をブロックごとに、各ステップは少数の面の回転を探索。最後の層は探索で見つけた手順表から2ルック（向き、位置）で。どの回転も1手（U2も）。',
  solver_optimal_title: '最適（最少手数）',
  solver_optimal_help:
    '最適：可能な最少手数を、それより短いすべての長さを探索して証明します（ランダムな状態：17〜18手、数秒から数分）。小さいテーブルはスマートフォン向け。大きいテーブルは探索ノードが約10分の1で、中はその間です。制限時間が終わると、最適性未証明と記された2フェーズ法の解法が得られます。すべての最適解：最適の長さを最後まで探索するため、最大で約13倍かかります。',
  solver_pocket_title: '2x2x2最適',
  solver_pocket_help: '最適：2×2×2の全状態のテーブルから可能な最少手数で。どの目標パターンへも、どの回転の組でも。',
  solver_pocket_goal_hint: '開始の色で24枚のステッカー、任意はx（例：UUUUxxxx… = 上面完成）。空 = 完成状態',
  solver_pyraminx_title: 'ピラミンクス最適',
  solver_pyraminx_help:
    '最適：先端を含めた可能な最少回転数。先端を除くピラミンクスの全933,120状態のテーブル（1秒足らずで作成）から。先端を最初に回します。',
  solver_reduction_title: 'リダクション（4x4x4〜7x7x7）',
  solver_reduction_help:
    'リダクション法：まずU-DとR-Lのセンター（6x6x6と7x7x7ではXセンター、その後ほかのセンターを交換子で）、次に各エッジのウィングをペアに（4x4x4ではセンターを仕上げながら、大きいキューブではセンターがそろってから）。エッジ反転のパリティは残さず（6x6x6のエッジ交換パリティは1つの手順で解消）、縮約したキューブを2フェーズ法で3x3x3として解きます。長さは外側や幅広の回転をそれぞれ1と数えます（OBTM）。最短の解法ではありません。5x5x5は代わりに5つのフェーズで解きます（cs0x7fのcube555にならって）：1つの軸のセンター、ほかのセンターをそれぞれの軸へ分け、次に3つのフェーズでエッジをペアにしてすべてのセンターをそろえ、最後に3x3x3。',
  solver_skewb_title: 'スキューブ最適',
  solver_skewb_help:
    '最適：可能な最少回転数（WCAの数え方：R U L B とその逆をそれぞれ1手）。スキューブの全3,149,280状態のテーブル（1秒足らずで作成）から。',
  solver_sliding_title: '8パズル最適',
  solver_sliding_help: '最適：目標に到達できる全181,440盤面のテーブルから、可能な最少スライド数で。',
  solver_sliding_goal_hint: '行ごとに9つの数、空白は0か_。空 = 1 2 3 / 4 5 6 / 7 8 _',
  solver_sq1_title: 'スクエア1 2フェーズ',
  solver_sq1_help:
    'ツイスト数え（スラッシュ1回が1手、回転は数えない）の2フェーズ法。Chen Shuangのsq12phaseと同じく、スラッシュ可能な3678の形の正確な距離で形をキューブにし、コーナーとエッジの枝刈りテーブルでsquare-square群を解きます。フェーズ間の最短の分け方を制限時間内に探します（既定0.3秒）。',
  solver_sq1_optimal_title: 'スクエア1最適',
  solver_sq1_optimal_help:
    '最少スラッシュ数（ツイスト数え）：状態全体に対するIDA*で、上段のコーナーを含む形と上段のエッジを含む形の正確な距離を下界にします。まず2フェーズ法の解法、次に制限時間内に証明か改善（既定10秒。終わると「未証明」）。',
  solver_thistlethwaite_title: 'Thistlethwaite法（4フェーズ、45手以内）',
  solver_thistlethwaite_help:
    'Thistlethwaite法：入れ子の部分群を通る4つのフェーズで45手以内。再生は各フェーズの後で止まります。',
  solver_twophase_title: '2フェーズ法（20手以内）',
  solver_twophase_help:
    '2フェーズ法は数ミリ秒で20手以内の解法を見つけます。最大長を21以上にするとさらに速くなります。手順の上の「段階を表示」で2つのフェーズを表示します。',
  goal_preset_cross: 'クロス',
  goal_preset_xcross: 'エクステンデッドクロス（クロス＋F2Lペア1組）',
  goal_preset_xxcross: 'クロス＋F2Lペア2組',
  goal_preset_xxxcross: 'クロス＋F2Lペア3組',
  goal_preset_pair: 'F2Lペアをもう1組',
  goal_preset_f2l: '最初の2層',
  goal_preset_first_layer: '1層目',
  goal_preset_eoline: 'EOLine（ZZ）',
  goal_preset_eocross: 'EOCross（ZZ）',
  goal_preset_eo: 'エッジの向きをそろえる（ZZ EO）',
  goal_preset_2x2x2: '2x2x2ブロック（Petrus）',
  goal_preset_2x2x3: '2x2x3ブロック（Petrus）',
  goal_preset_roux_fb: 'Rouxのファーストブロック',
  goal_preset_face: '1面を1色に',
  fmc_goal_no_step: 'ステップがありません：eo、dr、htr、finishのいずれか',
  fmc_goal_unknown_step: '不明なステップ「{word}」（eo、dr、htr、finishのいずれか）',
  fmc_goal_finish_axis: 'finishは軸を取りません（180度回転はどの軸も保ちます）',
  fmc_goal_niss: 'nissはnormal、inverse、bothのいずれかで、「{value}」ではありません',
  fmc_goal_within: 'withinは0から99の手数を取ります。「{value}」ではありません',
  fmc_goal_unknown_word:
    'ステップ内の不明な語「{word}」（軸fb、rl、ud、niss モード、within K{scratch, select, yes {、またはscratch）} other {）}}',
  fmc_htr_no_dr:
    'HTRはドミノリダクション（DR）から始まりますが、この状態はどの軸でもDRではありません：先にDRのステップを（--goal dr）',
  fmc_htr_other_axis: '{axis}のHTRは{axis}のDRから始まりますが、この状態は{axes, list, comma}でしかDRではありません',
  fmc_finish_no_htr:
    'finishは180度回転リダクション（HTR）から始まります：この状態は180度回転だけでは解けません。先にHTRのステップを（--goal htr）',
  fmc_unreachable:
    'この状態から回転{moves}で{niss, select, normal {通常側で} inverse {逆側で} other {NISSを使って}}{step, select, finish {finish} other {{step}}}{on, select, axis {（{axis}）} any {（任意の軸）} other {}}に到達できません',
  fmc_no_step_within: '{max}手以内の{step, select, finish {finish} other {{step}}}はありません',
  fmc_step_failed: '{step, select, finish {finish} other {{step}}}：{why}',
  fmc_steps_over_limit: '4つのステップで{length}手になり、{max}を超えています',
  // ---- end of solver replies ----
  // ---- table choices (wasm/solvers/optimal/optimal_entry.cpp: message_catalog.cpp's block of the same name) ----
  table_small: '小',
  table_medium: '中',
  table_large: '大',
  table_xlarge: '特大',
  table_small_label: '小: {megabytes} MB（スマートフォン向け。約30秒で作成）',
  table_medium_label: '中: {megabytes} MB（ノートPC向け。約30秒で作成）',
  table_large_label: '大: {gigabytes} GB（デスクトップ向け。探索ノード約{fewer}分の1。作成に数分）',
  table_xlarge_label: '特大: {gigabytes} GB（{allowed} GBを許すブラウザー向け。探索ノードは大の約{fewer}分の1）',
  table_expect: 'ランダムな状態 約{median}秒（中央値）、{depth, plural, other {#手}} 約{seconds}秒',
  table_expect_range: 'ランダムな状態 約{low}～{high}秒（中央値）、{depth, plural, other {#手}} 約{seconds}秒',
  table_expect_xlarge: '大より少し速い（探索ノード{low}～{high}分の1）。{depth}手の状態で約{seconds}秒',
  // ---- end of table choices ----
  // ---- requests, table cache, internal errors (message_catalog.cpp's block of the same name) ----
  unknown_puzzle_of: '不明なパズル「{name}」（{puzzles, list, or}のいずれかを指定）',
  no_solver_yet: '{puzzle}を解くソルバーはまだありません',
  unknown_solver: '不明なソルバー「{name}」（既知：{solvers, list, comma}）',
  solver_not_for_puzzle: 'ソルバー「{solver}」は{puzzle}を解きません（{solvers, list, or}を使ってください）',
  solver_takes_no:
    'ソルバー「{solver}」は{option, select, moves {手の集合} other {ゴール}}を受け付けません（受け付けるソルバー：{solvers, list, or}）',
  solver_table_names: '{solver}：{tables, list, or}',
  solver_no_table_option:
    'ソルバー「{solver}」はテーブルの指定を受け付けません（受け付けるのは {which, list, semicolon}）',
  unknown_table: 'ソルバー「{solver}」に不明なテーブル「{table}」（{tables, list, or}のいずれかを指定）',
  bad_threads: 'スレッド数は1〜64です（{threads}ではなく）',
  solver_no_threads: 'ソルバー「{solver}」はスレッド数の指定を受け付けません（受け付けるのは {solvers, list, or}）',
  unknown_metric: '不明な手数の数え方「{metric}」（{metrics, list, or}のいずれかを指定）',
  solver_one_metric: 'ソルバー「{solver}」は{only}でのみ数えます（「{metric}」ではなく）',
  tables_no_memory: '「{solver}」のテーブルを{doing, select, export {書き出す} other {作る}}メモリーが足りません',
  tables_not_built: '「{solver}」のテーブルを作れませんでした',
  tables_build_failed: 'テーブルの作成に失敗しました：{what}',
  tables_none: 'ソルバー「{solver}」には{doing, select, export {書き出す} other {読み込む}}テーブルがありません',
  tables_no_memory_load: '「{solver}」のテーブルを読み込むメモリーが足りません（{mib} MiB）',
  tables_cannot_load: '「{solver}」のテーブルは読み込めません',
  table_import_finished: '読み込みはもう終わっています',
  table_chunk_misfit: '位置 {offset} のテーブル断片がテーブルのデータに収まりません',
  table_chunk_checksum: '位置 {offset} のテーブル断片のチェックサムが一致しません',
  table_blob_incomplete: 'テーブルのデータが不完全です：{total} バイト中 {filled} バイト',
  table_chunk_no_memory: 'テーブル断片のためのメモリーが足りません',
  table_file_bad_magic: 'テーブルファイルではありません（識別子が違います）',
  table_file_checksum: 'テーブルファイルのチェックサムが一致しません（破損または途中で切れています）',
  table_file_header: 'テーブルファイルのヘッダーが途中で切れています',
  table_file_other_set: 'テーブルファイルのセットは「{set}」です（期待したのは「{expected}」）',
  table_file_set_version: 'テーブルセット「{set}」のバージョンは {version} です（期待したのは {expected}）',
  table_file_truncated: 'テーブルファイルが途中で切れています',
  table_checksum: 'テーブル「{table}」のチェックサムが一致しません',
  table_file_trailing: 'テーブルファイルの末尾に余分なバイトがあります',
  table_version: 'テーブル「{table}」のバージョンは {version} です（期待したのは {expected}）',
  table_size: 'テーブル「{table}」は {bytes} バイトです（期待したのは {expected}）',
  table_missing: 'テーブル「{table}」がありません',
  table_set_unexpected: 'テーブルセットに想定外のテーブルがあります',
  table_out_of_range: 'テーブル「{table}」に範囲外の値があります',
  pocket_table_bad:
    '2x2x2 のテーブル：{what, select, depths {深さごとの数が正しくありません} other {完成状態の距離が 0 ではありません}}',
  megaminx_tables_unread:
    'メガミンクスの{part, select, last_block {最後のブロック} other {最終層}}のテーブルを読めません（別のバージョンか破損）',
  megaminx_tables_size:
    'メガミンクスの{part, select, last_block {最後のブロックのパターン} other {ステップ}}テーブルが、このビルドで作る大きさではありません',
  megaminx_table_count: 'メガミンクスのテーブルセットのテーブル数は {count} です（3 ではなく）',
  megaminx_table_name:
    'メガミンクスのテーブルセットの {number} 番目のテーブルは「{name}」です（「{expected}」ではなく）',
  optimal_no_memory_build:
    '最適解の「{size, select, small {小} medium {中} large {大} other {特大}}」テーブルを作るメモリーが足りません（約 {mib} MiB）',
  optimal_no_memory_load:
    '最適解の「{size, select, small {小} medium {中} large {大} other {特大}}」テーブルを読み込むメモリーが足りません（{mib} MiB）',
  optimal_build_failed: '最適解テーブルの作成に失敗しました：{what}',
  optimal_not_built: '最適解テーブルを作れませんでした',
  optimal_other_size:
    'これは最適解の「{size, select, small {小} medium {中} large {大} other {特大}}」テーブルですが、選ばれているのは「{selected, select, small {小} medium {中} large {大} other {特大}}」です',
  optimal_table_wrong_size: 'テーブル「{table}」がないか、大きさが違います',
  optimal_unexpected_tables: '最適解テーブルのセットに想定外のテーブルがあります',
  optimal_out_of_range: '最適解テーブルに範囲外の値があります',
  table_measured:
    'ランダムな状態：中央値 {median} 秒、{count} 件中 {proven} 件を {budget} 秒以内に証明（{depth} 手：中央値 {depth_median} 秒）；作成 {built} 秒（Chromium {chromium}、{threads} スレッド、2 コア Xeon VM、負荷なし、{date}）',
  table_measured_large:
    'ランダムな状態：中央値 {low}〜{high} 秒（2 回）、{count} 件中 {proven} 件を {budget} 秒以内に証明（{depth} 手：中央値 {depth_low}〜{depth_high} 秒）；作成 {built} 秒、または作成済みファイルのダウンロード {download} 秒（Chromium {chromium}、{threads} スレッド、2 コア Xeon VM、負荷なし、{date}）',
  table_measured_xlarge:
    'ネイティブ、1 スレッド：{depth} 手の局面で CPU 時間の中央値 {cpu} 秒（大：{cpu_large} 秒）、ノード数は {low}〜{high} 分の 1；ランダムな状態 {states} 件で中央値 {median} 秒（大：{median_large} 秒）（2 コア Xeon VM、負荷 {load_low}〜{load_high}）；Chromium {chromium}、{threads} スレッド：{depth} 手の状態を {proven} 秒で証明、作成 {built} 秒（負荷なし）、作成済みファイルのダウンロード {download} 秒（{date}）',
  megaminx_step_failed:
    '{step, select, last_block_edges {最後のブロックのエッジがすべて U 面と BR 面にはありません} last_block {最後のブロックは U と BR で解が見つかりませんでした} last_layer_pieces {最終層のピースがすべて U 面にはありません} last_layer_case {テーブルにない最終層のケースです} other {ステップ「{step}」で解が見つかりませんでした}}',
  internal_bug:
    '{what, select, inner_cube {内側のキューブの縮約が何も見つけられませんでした（不具合です：この状態を報告してください）} pseudo_five {5x5x5として読んだキューブが有効ではありません（不具合です：この状態を報告してください）} centre_commutators {センターのコミュテーターが行き詰まりました（不具合です：この状態を報告してください）} not_3x3x3 {リダクション後のキューブが 3x3x3 になっていません（不具合です：この状態を報告してください）} megaminx_orientation {最後のブロックのエッジに U と BR が保つ向きがありません（不具合です）} megaminx_flips {U か BR がエッジを反転させます（不具合です）} optimal_prune {内部エラー：最適解の枝刈りテーブルが壊れています} other {内部エラー：解が検査に通りませんでした（テーブルの破損？）}}',
  smart_cubies: 'キュービーはオブジェクト {shape} でなければなりません',
  smart_array: '{name} は {count} 個の数の配列でなければなりません',
  smart_item:
    '{name}[{index}] {what, select, not_a_number {が数ではありません} other {は 0〜255 の整数でなければなりません}}',
  smart_sticker:
    '{kind, select, corner {コーナー} other {エッジ}}の位置 {position} がステッカー {sticker} を指しています{why, select, range {（0..53 の範囲外）} centre {（センターです）} other {（2 回目です）}}',
  smart_piece:
    '{kind, select, corner {コーナー} other {エッジ}}の位置 {position} にピース {piece} があり、{kind, select, corner {ねじれ} other {反転}}が {turn} です（{kind, select, corner {ピースは 0..7、ねじれは 0..2} other {ピースは 0..11、反転は 0..1}}）',
  note_pair: '{first}；{second}',
  note_chunk: '断片 {index}/{count}：{why}',
  note_cache_unreadable:
    'IndexedDB を読めませんでした（{why}）{built, select, yes {；代わりにテーブルを作りました} other {}}',
  note_stored_empty: '保存されたコピーが空です',
  note_cache_damaged:
    'キャッシュのコピーが検証に通りませんでした（{why}）；削除{after, select, downloaded {して再ダウンロードしました} rebuilt {して作り直しました} other {しました}}',
  note_not_exported: 'テーブルを書き出せませんでした（{why}）',
  note_not_stored: 'テーブルを IndexedDB に保存できませんでした（{why}）；次回また作ります',
  note_quota:
    'QuotaExceededError：ブラウザーが {mib} MiB の場所を与えませんでした；プライベートウィンドウは表示よりずっと少ししか保存できません',
  note_prebuilt_unused:
    '作成済みテーブルは使われませんでした（{why}）{here, select, yes {；代わりにここで作りました} other {}}',
  note_module_stopped: 'テーブルの作成中にモジュールが止まりました（{what}）',
  note_cached_not_loaded: 'IndexedDB にキャッシュ済み、まだ読み込んでいません',
  note_not_built: 'まだ作っていません',
  note_cache_cleared: 'キャッシュを消去しました；これらのテーブルはページを再読み込みするまで読み込まれたままです',
  note_no_store: 'ここでは IndexedDB が使えません：テーブルは訪問のたびに作られます',
  download_not_started: 'ダウンロードが始まりませんでした（{why}）',
  download_status: 'サーバーはファイルに {status} を返しました',
  download_compressed: 'サーバーがファイルを圧縮して送るため（{encoding}）、大きさがわかりません',
  download_broke_off: 'ダウンロードが {total} MiB 中 {received} MiB で途切れました（{why}）',
  download_too_long: 'ファイルがサーバーの告げた {total} MiB より長いです',
  download_refused_at: 'ファイルが {at} MiB の位置で拒否されました（{why}）',
  download_stopped: 'ダウンロードが {total} MiB 中 {received} MiB で止まりました',
  download_refused_end: 'ファイルが末尾で拒否されました（{why}）',
  download_checksum: 'ファイルがチェックサムの検査に通りませんでした（{why}）',
  core_file_not_loaded:
    'ソルバーのコアファイル（{file}）を読み込めませんでした（{tries} 回試行：{why}）。ネットワーク接続を確認してから「再試行」を押してください。',
  solver_worker_stopped: 'ソルバーのワーカーが止まりました',
  solver_worker_stopped_why: 'ソルバーのワーカーが止まりました：{why}',
  worker_script_not_loaded:
    'ソルバーのワーカーのスクリプトを読み込めませんでした（{tries} 回試行）。ネットワーク接続を確認してから「再試行」を押してください。',
  worker_script_not_loaded_why:
    'ソルバーのワーカーのスクリプトを読み込めませんでした（{tries} 回試行：{why}）。ネットワーク接続を確認してから「再試行」を押してください。',
  // ---- end of requests, table cache, internal errors ----
};
