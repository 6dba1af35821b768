// The core's messages in Brazilian Portuguese (codes and parameters: en.ts).
import type { CoreMessages } from './en';

const THE = '{kind, select, corner {a quina} middle_edge {a aresta central} wing {a asa} other {a aresta}}';
const THE_CAP = '{kind, select, corner {A quina} middle_edge {A aresta central} wing {A asa} other {A aresta}}';
const NO =
  '{kind, select, corner {nenhuma quina} middle_edge {nenhuma aresta central} wing {nenhuma asa} other {nenhuma aresta}}';
const T_THE = '{kind, select, tip {a ponta} centre {o centro} corner {a quina} other {a aresta}}';
const T_THE_CAP = '{kind, select, tip {A ponta} centre {O centro} corner {A quina} other {A aresta}}';
const T_KINDS = '{kind, select, tip {pontas} centre {centros} corner {quinas} other {arestas}}';
const READ_FROM =
  'Um {puzzle} é lido em relação a esta quina (suas cores nomeiam as faces D, B e L), então corrija-a primeiro.';
const UNREACHABLE = 'Não é um estado que um {puzzle} alcança girando';

export const ptBR: CoreMessages = {
  symbol: '“{symbol}”',
  piece_place: '{position} (adesivos {stickers})',
  piece_at: `${THE} {colours} em {where}`,
  pieces_swapped: '{a} e {b} trocadas',
  wing_place: 'asa {number} de {edge}',
  centre_orbit: '{kind, select, x {centros em X} plus {centros em +} other {centros oblíquos}} como {sticker}',
  centre_orbit_all: 'centros',
  symbol_stickers: '{count, plural, one {# adesivo “{symbol}”} other {# adesivos “{symbol}”}}',
  symbol_count: '{count} × “{symbol}”',
  odd_symbol: '“{symbol}” ({count, plural, one {# adesivo} other {# adesivos}})',
  centres_clash_first: 'Os centros {faces} são {count, plural, =2 {ambos} other {todos}} “{symbol}”',
  centres_clash: 'os centros {faces} são {count, plural, =2 {ambos} other {todos}} “{symbol}”',
  centre_should_be: 'o centro {face} mostra “{shows}” mas deveria ser “{should}”',
  why_same_colour_twice: `${NO} tem a mesma cor duas vezes`,
  why_opposite_faces: '“{a}” e “{b}” pertencem a faces opostas',
  why_no_such_piece: `${NO} é assim`,
  why_mirror_corner: 'a quina real {colours} tem essas cores ao contrário (dois de seus adesivos estão trocados)',
  sticker_total:
    'Um {puzzle} precisa de {expected} adesivos, mas a entrada tem {count}{whitespace, select, yes { (espaços e quebras de linha não contam).} other {.}}',
  colour_total: 'A entrada usa {count, plural, =6 {6} other {só #}} cores diferentes ({symbols}), mas um cubo tem 6.',
  colour_total_odd:
    'A entrada usa {count} cores diferentes ({symbols}), mas um cubo tem 6. {odd_count, plural, one {A que sobra provavelmente é} other {As que sobram provavelmente são}} {odd}.',
  sticker_counts: 'Há {counts}; cada cor precisa de {per_face}.',
  centres_not_different: '{clashes}, e nenhum centro é {unused}; os seis centros devem ser todos diferentes.',
  centres_misplaced: 'Os centros não combinam com as outras peças: a julgar pelas peças, {fixes}.',
  reference_corner_same_colour: `A quina em {where} mostra {shows}, mas nenhuma quina tem a mesma cor duas vezes. ${READ_FROM}`,
  reference_corner_misfit: `A quina em {where} mostra {shows}, o que não combina com as outras quinas: {why}. ${READ_FROM}`,
  impossible_piece: `${THE_CAP} em {where} mostra {shows}, o que ${NO} tem: {why}.`,
  duplicate_piece: `${THE_CAP} {colours} aparece {times, plural, =2 {duas vezes} other {# vezes}}: em {places}.`,
  missing_piece: `Falta ${THE} {colours}.`,
  corner_twist_sum:
    'As torções das quinas não fecham: uma quina foi girada no lugar, e as cores não dizem qual (qualquer quina girada no sentido {turn, select, ccw {anti-horário} other {horário}}, olhando para ela, dá um cubo que se resolve). Escolha a quina que está girada no seu cubo.',
  edge_flip_sum:
    'As orientações das {kind, select, middle_edge {arestas centrais} other {arestas}} não fecham: uma {kind, select, middle_edge {aresta central} other {aresta}} foi virada no lugar, e as cores não dizem qual (qualquer {kind, select, middle_edge {aresta central} other {aresta}} virada dá um cubo que se resolve). Escolha a {kind, select, middle_edge {aresta central} other {aresta}} que está virada no seu cubo.',
  parity_swap:
    'Duas peças estão trocadas (o cubo não pode ser resolvido assim), e as cores não dizem quais: trocar quaisquer duas arestas, ou quaisquer duas quinas, dá um cubo que se resolve. Escolha as duas peças que estão trocadas no seu cubo.',
  duplicate_wing:
    'A asa {colours} cujo lugar é {place} aparece {times, plural, =2 {duas vezes} other {# vezes}}: em {places}. (Cada aresta tem duas asas à mesma distância das pontas, imagens espelhadas uma da outra: uma delas é a outra asa.)',
  missing_wing: 'Falta a asa {colours} cujo lugar é {place}.',
  centre_counts:
    'Os {orbit} mostram {counts} adesivos; um {puzzle} tem quatro {one_orbit, select, yes {adesivos de centro} other {destes}} de cada cor. (Peças de centro de uma cor são intercambiáveis: não importa qual está onde, nem se já estão na própria face; só conta quantas são.)',
  at_column: 'coluna {column}: {what}',
  token: '“{text}”',
  token_end: 'o fim da entrada',
  token_byte: 'o byte 0x{hex} (não é UTF-8)',
  token_code_point: 'U+{hex}',
  alg_too_long: 'o algoritmo se expande para mais de {max} movimentos',
  alg_too_deep: 'parênteses aninhados com mais de {max} níveis',
  unmatched_paren: '“)” não tem “(” correspondente',
  unmatched_bracket: '“]” não tem “[” correspondente',
  stray_comma: '“,” só separa as duas partes de um comutador [A, B]',
  stray_colon: '“:” só separa as duas partes de um conjugado [A: B]',
  layer_zero: '{token}: as camadas são numeradas a partir de 1 na face (1R é R, 2R a camada seguinte)',
  not_a_cube_move:
    '{token} não é um movimento do {puzzle}{why, select, slice {: ele não tem uma única camada do meio (suas camadas internas são 2R, 2L, 2U, 2D, 2F, 2B)} whole {: girar todas as {size} camadas é uma rotação (x, y ou z)} depth {: ele tem {size} camadas} other {}} (ele aceita {accepted})',
  accepted_moves:
    '{size, plural, =2 {U R F D L B, Uw… ou u… (duas camadas: o cubo inteiro), x y z} =3 {U R F D L B, Uw… ou u…, 2R… (a camada do meio), M E S, x y z} other {U R F D L B, Uw… ou u…, 2Rw…-{below}Rw… (tantas camadas), 2R…-#R… (uma camada interna), x y z}}',
  niss_nested: '“^(” (movimentos no lado inverso) não pode ficar dentro de um grupo, colchete ou outro “^(”',
  not_a_move: '{token} não é um movimento (esperado U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)',
  second_amount: "{token} é uma segunda quantidade (escreva um número, depois uma linha, como em R2')",
  amount_alone: '{token} deve vir logo após um movimento ou um fechamento, sem espaço',
  unclosed_group: 'esperado “)” para fechar o grupo aberto na coluna {open}, encontrado {found}',
  unclosed_niss:
    'esperado “)” para fechar o grupo do lado inverso “{opener}” aberto na coluna {open}, encontrado {found}',
  niss_amount: 'um grupo do lado inverso “{opener}…)” não aceita número nem linha',
  bracket_separator: 'esperado “,” ou “:” no colchete aberto na coluna {open} ([A, B] ou [A: B]), encontrado {found}',
  unclosed_bracket: 'esperado “]” para fechar o colchete aberto na coluna {open}, encontrado {found}',
  twisty_sticker_total: 'Um {puzzle} tem {expected} adesivos; recebidos {count}',
  twisty_bad_symbol: 'O adesivo {index} é “{symbol}”: um {puzzle} tem as faces {faces} (ou as cores {colours})',
  twisty_mixed_symbols: 'Os adesivos misturam letras de faces ({faces}) e cores ({colours})',
  twisty_colour_count: '{count} adesivos são {face}; um {puzzle} tem {per_face}',
  twisty_centres_same: 'Os centros {a} e {b} são ambos {face}',
  twisty_centres_arrangement:
    'Os centros estão dispostos como em nenhum {puzzle} (os vizinhos de cada centro não são os seus)',
  twisty_impossible_piece: `${T_THE_CAP} em {slot} mostra {shows}: nenhuma peça de um {puzzle} tem essas cores nessa ordem`,
  twisty_piece_fixed: `${T_THE_CAP} em {slot} é ${T_THE} {piece}, que não pode sair de {piece}`,
  twisty_piece_twice: `${T_THE_CAP} {piece} está tanto em {first} quanto em {second}`,
  twisty_piece_missing: `Falta ${T_THE} {piece}`,
  twisty_kinds: T_KINDS,
  twisty_piece_at: `${T_THE} em {slot}`,
  twisty_named_piece_at: `${T_THE} {piece} em {slot}`,
  twisty_flipped: `${UNREACHABLE}. {named, select, yes {${T_THE_CAP} {piece}} other {${T_THE_CAP}}} em {slot} está virada no lugar: vire a peça para corrigir.`,
  twisty_twisted: `${UNREACHABLE}. {named, select, yes {${T_THE_CAP} {piece}} other {${T_THE_CAP}}} em {slot} está girada no lugar: gire a peça no sentido {turn, select, ccw {anti-horário} other {horário}} (olhando para ela) para corrigir.`,
  twisty_swapped: `${UNREACHABLE}. Duas peças (${T_KINDS}) estão trocadas: {a} e {b}; trocá-las corrige.`,
  twisty_unreachable_swap: `${UNREACHABLE}: duas peças (${T_KINDS}) estão trocadas (uma permutação ímpar das ${T_KINDS})`,
  twisty_unreachable_twist: `${UNREACHABLE}: as torções das ${T_KINDS} não fecham: uma peça está {turned, select, flipped {virada} other {girada}} no seu lugar (ou há peças trocadas)`,
  twisty_invariant_twist: `As torções das ${T_KINDS} não fecham: uma peça está girada no lugar`,
  twisty_invariant_parity: '{kinds}: permutação ímpar (paridade): duas peças estão trocadas',
  clock_hours: '{hours} horas',
  clock_dial: '{place} {side, select, front {da frente} other {de trás}}',
  clock_length:
    'um estado do Clock tem 22 símbolos: os 9 mostradores da frente, os 9 de trás (0-9, a para 10, b para 11) e os 4 pinos (U para cima, d para baixo), p. ex. 000000000/000000000/dddd; encontrados {count}',
  clock_dial_symbol:
    'coluna {column}: o mostrador {dial} é “{symbol}”; um mostrador é 0-9, a (10 horas) ou b (11), e 0 é 12 horas',
  clock_pin_symbol: 'coluna {column}: o pino {pin} é “{symbol}”; um pino é U (para cima) ou d (para baixo)',
  clock_wheel:
    'coluna {column}: o mostrador {back} marca {back_shows}, mas é a mesma roda do mostrador {front} (coluna {front_column}), que marca {front_shows}: uma roda que marca h de um lado marca 12 - h do outro, então {back} deveria marcar {back_should} (ou {front} {front_should})',
  board_empty: 'nenhuma peça dada: digite 9 números linha por linha, p. ex. 1 2 3 4 5 6 7 8 0 (0 é o espaço vazio)',
  board_item: 'o item {index} (“{text}”, coluna {column})',
  board_not_a_number: '{item} não é um número: use 1 a 8 para as peças e 0 (ou _) para o espaço vazio',
  board_out_of_range: '{item} é {value}, mas as peças vão de 1 a 8 (e 0 é o espaço vazio)',
  board_count:
    '{count, plural, one {# número encontrado} other {# números encontrados}}; um tabuleiro 3x3 precisa de 9: as peças 1 a 8 e 0 para o espaço vazio, linha por linha',
  board_tile_repeated:
    '{tile, plural, =0 {o espaço vazio (0)} other {a peça #}} aparece {times, plural, =2 {duas vezes} =3 {três vezes} other {# vezes}} (itens {items})',
  board_tile_missing: '{tile, plural, =0 {não há espaço vazio (0)} other {falta a peça #}}',
  board_tiles: '{problems}; cada peça de 1 a 8 e o espaço vazio devem aparecer exatamente uma vez',
  sq1_slot: 'posição {slot} {layer, select, top {de cima} other {de baixo}} (coluna {column})',
  sq1_piece: '{kind, select, corner {a quina} other {a aresta}} {place} ({letter})',
  sq1_fields:
    'um estado do Square-1 são três campos separados por “/”: as 12 posições da camada de cima, as 12 da de baixo e a camada do meio (0 ou 1), como AABCCDEEFGGH/IJJKLLMNNOPP/0; este tem {count}',
  sq1_layer_slots:
    'a camada {layer, select, top {de cima} other {de baixo}} tem {count} posições ({degrees} graus): uma camada ocupa 360 graus, 12 posições de 30 (uma quina se escreve em duas, uma aresta em uma)',
  sq1_middle: 'a camada do meio é um símbolo, 0 (como resolvida) ou 1 (sua metade direita virada), não “{text}”',
  sq1_symbol:
    'coluna {column}: “{symbol}” na {slot} não é uma peça: as peças são A-P (quinas A C E G J L N P, escritas duas vezes; arestas B D F H I K M O)',
  sq1_missing: 'falta {piece}',
  sq1_written:
    '{piece} está escrita {times, plural, one {uma vez} other {# vezes}} ({slots, list, comma}): {kind, select, corner {uma quina ocupa duas posições lado a lado} other {uma aresta ocupa uma posição}}',
  sq1_split:
    '{piece} está em dois lugares ({slots, list, comma}): uma quina ocupa duas posições lado a lado numa camada',
  // ---- langs2: the other puzzles' notation, the bindings' arguments, the camera scan ----
  twisty_parse: 'coluna {column}: {what}; o {puzzle} aceita {accepted}',
  twisty_not_a_turn_symbol: '“{symbol}” não é um giro',
  twisty_not_a_turn: '“{turn}” não é um giro do {puzzle}',
  pyraminx_accepted: "U L R B (duas camadas) e u l r b (pontas), cada um com ' para o outro sentido",
  skewb_accepted: "R U L B, cada um com ' para o outro sentido",
  megaminx_accepted:
    "U F R L BL BR D B DL DR FR FL, sozinhos (72 graus no sentido horário), com 2 (144), 2' ou '; e os giros de embaralhamento da WCA R++ R-- D++ D--",
  start_stickers: 'o estado inicial tem {count} adesivos; um {puzzle} tem {expected}',
  sq1_not_a_move: '“{symbol}” não é um movimento do Square-1: escreva (x,y) para um giro e / para um slash',
  sq1_amount_expected:
    'esperava-se o valor da camada {layer, select, top {de cima} other {de baixo}}, um número de doze avos de -11 a 11{end, select, yes {, não o fim} other {, não “{symbol}”}}',
  sq1_amount_range:
    'a camada {layer, select, top {de cima} other {de baixo}} gira no máximo 11 doze avos em cada sentido (-11..11), não {text}',
  sq1_comma: 'esperava-se “,” entre os valores de cima e de baixo, como em (1,0)',
  sq1_close: 'esperava-se “)” para fechar o giro aberto na coluna {open}',
  sq1_slash_blocked:
    'o slash {number} não pode ser feito: {piece} atravessa o corte na camada {layer, select, top {de cima} other {de baixo}} (suas casas {a} e {b}); gire essa camada antes',
  start_state_problem: 'o estado inicial: {what}',
  clock_not_rotation: '“{token}” não é uma rotação do Clock: a WCA vira o Clock só com y2',
  clock_not_a_move:
    '“{token}” não é um movimento do Clock: notação WCA do Clock: um conjunto de pinos UR DR DL UL U R D L ALL com horas 0-6 e + (horário) ou - (UR3+, ALL2-), y2 para virá-lo, e letras de pinos sozinhas para os pinos deixados para cima (UR DL)',
  clock_needs_hours: '“{token}” precisa das horas depois de {pins}: um número 0-6 e + ou - ({pins}3+)',
  clock_too_many_hours: '“{token}” gira mais de 6 horas: a WCA escreve 0-6 em cada sentido (7+ é 5-)',
  clock_needs_sign: '“{token}” precisa de + (horário) ou - (anti-horário) depois das horas',
  clock_bad_end: '“{token}” termina em “{end}”: as horas terminam com + (horário) ou - (anti-horário)',
  slides_not_a_slide:
    'deslizes: coluna {column}: “{symbol}” não é um deslize; use U, D, L ou R (a direção em que o vazio anda)',
  slide_off_board: 'o deslize {number} ({slide}) tiraria o vazio do tabuleiro',
  board_which: '{board, select, start {início} other {objetivo}}: {what}',
  board_unsolvable:
    'sem solução: o início tem um número {start_parity, select, odd {ímpar} other {par}} de inversões ({start_count}) e o objetivo um número {goal_parity, select, odd {ímpar} other {par}} ({goal_count}); um deslize nunca muda essa paridade (um deslize lateral mantém a ordem de leitura das peças, um para cima ou para baixo passa uma peça por duas outras), então nenhuma sequência de deslizes leva de um ao outro. Trocar duas peças do início o tornaria solucionável.',
  unknown_puzzle: 'quebra-cabeça desconhecido “{name}”',
  not_a_cube: 'o {puzzle} não é um cubo',
  bad_seed: 'a semente deve ser um número inteiro de 0 a 2^53',
  bad_count: 'a quantidade deve estar entre 0 e 1000000',
  no_stickers: 'o {puzzle} não tem adesivos para desenhar',
  no_dial: 'não há mostrador nem pino {dial}',
  not_a_move_of: 'o movimento {number} ({move}) não existe no {puzzle}',
  scan_not_cube4: 'a leitura pela câmera lê o 2x2x2 e o 3x3x3, não o 4x4x4',
  scan_sticker_total: 'um {puzzle} tem {expected} adesivos, não {count}',
  scan_sticker: 'adesivo {index} (face {face}, linha {row}, coluna {column})',
  scan_alike:
    'as cores de {a} e {b} se parecem ({centres, select, yes {centros, } other {}}distância CIELAB {distance}): mais luz, ou uma luz menos colorida, pode distingui-las',
  scan_overruled:
    '{sticker} é lido como a cor de {reads} (distância CIELAB {distance}{glare, select, yes {, reflexo?} other {}}), mas o cubo válido mais próximo precisa de {needs} ali (distância {needs_distance})',
  scan_internal: 'interno: {what}',
  // ---- solver replies (wasm/solvers/: message_catalog.cpp's block of the same name) ----
  solve_cancelled: 'cancelado',
  stickers_not_a_cube: 'os adesivos não formam um cubo',
  not_solvable_cube: 'não é um cubo solucionável (peças, torção, inversão ou paridade)',
  input_part:
    '{part, select, start {início} goal {objetivo} moves {movimentos} move_set {conjunto de movimentos} scramble {embaralhamento} skeleton {esqueleto} other {{part}}}: {what}',
  sentences: '{first} {then}',
  no_solution_found: 'nenhuma solução encontrada',
  no_solution_within: 'nenhuma solução de no máximo {max, plural, one {# movimento} other {# movimentos}}',
  no_solution_within_bound:
    'nenhuma solução de no máximo {max, plural, one {# movimento} other {# movimentos}} (a mais curta tem pelo menos {bound})',
  shortest_over_limit:
    'a solução mais curta tem {length} {unit, select, turns {giros} slides {deslizes} other {movimentos}}, mais que o limite de {max}',
  found_over_limit:
    'a solução encontrada tem {length} {unit, select, slashes {slashes} other {giros}}, mais que o limite de {max}',
  method_over_limit:
    'a solução {method, select, lbl {camada por camada} other {de Thistlethwaite}} tem {length} movimentos, acima do limite de {max}',
  reduction_over_limit:
    'a redução encontrou {length} movimentos, mais que o limite de {max} (ela não procura a mais curta)',
  budget_ended: 'o tempo acabou antes de uma solução ser encontrada',
  budget_ended_shortest: 'o tempo acabou antes de a solução mais curta ser encontrada',
  budget_ended_listing: 'o tempo acabou antes de todas as soluções pedidas serem encontradas',
  budget_ended_bound:
    'o tempo acabou antes de uma solução ser encontrada; toda solução tem pelo menos {bound, plural, one {# movimento} other {# movimentos}}',
  budget_ended_within:
    'o tempo acabou antes de uma solução de no máximo {max, plural, one {# movimento} other {# movimentos}} ser encontrada',
  budget_ended_depth:
    'o tempo acabou: nenhuma solução de no máximo {max, plural, one {# movimento} other {# movimentos}} encontrada (a busca chegou à profundidade {depth})',
  cancelled_at_depth: 'cancelado: a busca chegou à profundidade {depth}',
  not_proven_depth: 'ótima não comprovada: a busca chegou à profundidade {depth}',
  fallback_proven: 'solução de duas fases comprovada ótima: nenhuma com {limit} movimentos ou menos',
  optimal_listed_cut:
    '{count} soluções ótimas listadas quando {why, select, cancelled {a busca foi cancelada} other {o tempo acabou}}; pode haver mais',
  optimal_listed_first: 'as primeiras {count} soluções ótimas (tantas quanto pedidas); pode haver mais',
  optimal_listed_all: 'todas as soluções ótimas: {count}',
  three_stage_failed: 'etapa 3x3x3: {why}',
  stage_five_phase_1: 'Centros: um eixo',
  stage_five_phase_1_why:
    'as cores de centro de um eixo (centros X e +) nas duas faces desse eixo, com qualquer giro de bloco',
  stage_five_phase_2: 'Centros: todos os eixos',
  stage_five_phase_2_why:
    'os outros centros divididos entre seus dois eixos e a permutação das asas tornada par, mantendo os centros do primeiro eixo (sem os giros externos de suas faces, os outros giros largos só duplos)',
  stage_five_phase_3a: 'Arestas: classes',
  stage_five_phase_3a_why:
    'cada asa na classe de posições pelas quais as últimas fases a giram e as arestas do meio orientadas, os centros mantidos em seus eixos (giros externos e giros largos duplos)',
  stage_five_phase_3b: 'Arestas: camadas',
  stage_five_phase_3b_why:
    'as arestas da camada do meio fora do caminho da camada que a próxima fase pareia, os centros como ela precisa (U, D, R, L, F2, B2 e giros largos duplos)',
  stage_five_phase_4: 'Arestas: uma camada pareada',
  stage_five_phase_4_why:
    'as quatro arestas de uma camada pareadas nessa camada, e os centros como a última fase precisa (quartos de volta de duas faces, os outros giros duplos)',
  stage_five_phase_5: 'Centros e arestas no lugar',
  stage_five_phase_5_why: 'cada centro no lugar e cada aresta pareada (quartos de volta de U e D, os outros duplos)',
  stage_reduced_3x3x3: '3x3x3',
  stage_reduced_3x3x3_why: 'o cubo reduzido resolvido como um 3x3x3 pelo resolvedor de duas fases, só giros externos',
  stage_inner_4x4x4: '4x4x4 interno',
  stage_inner_4x4x4_why:
    'as camadas internas lidas como um 4x4x4 (as duas camadas externas de cada lado como uma) e reduzidas pelas fases de centros e pareamento do 4x4x4: os centros X internos no lugar e as arestas internas pareadas, sem paridade',
  stage_inner_5x5x5: '5x5x5 interno',
  stage_inner_5x5x5_why:
    'as camadas internas lidas como um 5x5x5 (as duas camadas externas de cada lado como uma) e reduzidas pelas fases 1-5 da redução em cinco fases: os centros internos no lugar e as arestas internas inteiras',
  stage_bar_glue: 'Barras coladas às arestas',
  stage_bar_glue_why:
    'giros de face que põem ao lado de cada adesivo de aresta interna um centro da cor de que sua fileira vai precisar: a redução do cubo interno só gira camadas mais profundas, que levam cada par junto, então parear as arestas internas deixa também essas fileiras de centros de uma só cor',
  stage_centre_bars: 'Barras de centros',
  stage_centre_bars_why:
    'cada fileira de centros ao lado do bloco interno de uma só cor, por comutadores de centros que mantêm o cubo interno: os centros de cada face são então os de um 5x5x5',
  clock_optimal:
    'ótima: cada uma das {examined} maneiras de resolvê-lo com as 18 posições de pinos da WCA foi examinada; {count, plural, one {# tem} other {# têm}} o menor número de movimentos',
  sq1_split_budget: 'duas fases: o tempo acabou antes de tentar cada divisão mais curta entre as fases',
  sq1_split_shortest: 'duas fases: a mais curta de todas as divisões entre forma e square-square',
  sq1_optimal_proven: 'ótima: nenhuma solução tem menos de {slashes} slashes',
  sq1_not_proven: 'ótima não comprovada: o tempo acabou; toda solução tem pelo menos {bound} slashes',
  board_tiles_once: 'cada uma das peças 1 a 8 e o espaço vazio 0 devem aparecer exatamente uma vez',
  moves_no_quarter_turns: 'movimentos: {moves} não tem quartos de volta para buscar em QTM',
  pocket_dbl_fixed:
    'nenhum cubo que corresponde ao objetivo tem a quina DBL do início como está, e {moves} nunca move essa quina; permita giros D, L ou B, ou marque os adesivos de DBL (D3, B4, L3) com x',
  pocket_orbits:
    'nenhuma sequência de giros {moves} pode alcançar o objetivo: alguma quina teria de ir aonde esses giros nunca a levam',
  pocket_unreachable:
    'nenhuma sequência de giros {moves} alcança o objetivo (todos os {states} cubos que esses giros alcançam a partir do início foram explorados)',
  pocket_gave_up:
    'desistiu após {states} cubos sem alcançar o objetivo; ele pode estar fora do alcance dos giros {moves}',
  pocket_start_unreachable:
    'início: não é um estado 2x2x2 alcançável (quinas repetidas ou soma das torções não múltipla de 3)',
  pocket_goal_count: 'esperados 24 adesivos (nas cores do início, x ou ? para qualquer), encontrados {count}',
  pocket_goal_impossible:
    'nenhum cubo 2x2x2 tem essa aparência (os adesivos dados não podem estar todos certos ao mesmo tempo).',
  move_set_not_a_face:
    "coluna {column}: “{symbol}” não é um giro de face; use U R F D L B, cada um opcionalmente seguido de 2 ou '{wide, select, yes { (minúscula é um giro largo; um conjunto de movimentos do 2x2x2 recebe giros de face)} other {}}",
  move_set_empty: 'nenhum giro dado',
  pocket_goal_letters: 'objetivo: esperados 24 adesivos em letras de faces U R F D L B, ou x para qualquer um',
  goal_needed:
    'o resolvedor “goal” precisa de um objetivo: uma predefinição (cross, xcross@U, eoline, ...), um padrão com x para qualquer adesivo, ou uma cadeia “cross, pair, pair”',
  goal_unreachable:
    'nenhuma sequência de giros {moves} alcança o objetivo a partir deste início: eles nunca conseguem levar {known, select, yes {{pieces}} other {as peças}} aos lugares e orientações que o objetivo pede',
  goal_step_failed: 'passo {step} ({name}): {why}',
  goal_empty: 'vazio; dê uma predefinição (cross, xcross, eoline, 2x2x2, f2l, ...) ou um padrão de 54 adesivos',
  goal_empty_2x2: 'vazio; dê um padrão de 24 adesivos, face ou primeira camada',
  goal_start_count: 'esperados 54 adesivos (3x3x3) ou 24 (2x2x2), encontrados {count}',
  goal_2x2_for_3x3: 'um padrão de 2x2x2 (24 adesivos) para um início de 3x3x3',
  goal_sets_on_2x2:
    'conjuntos de cores [..] são para padrões de 3x3x3; um padrão de 2x2x2 recebe uma cor ou x por adesivo',
  goal_unknown_preset:
    'predefinição desconhecida “{text}”; as predefinições são {known} (acrescente @U, @DR ... para outra face de baixo e da frente)',
  goal_preset_faces:
    '“{text}”: depois de “@” dê a face de baixo e, opcionalmente, a da frente, p. ex. {name}@U ou {name}@DR',
  goal_preset_front: '“{text}”: a face da frente não pode ser a de baixo nem a oposta a ela',
  goal_sticker_count:
    'esperados 54 adesivos (nas cores do início; x ou ? para qualquer; [..] para um conjunto de cores), encontrados {count}',
  goal_set_unclosed: 'o conjunto de cores no adesivo {sticker} não tem “]” de fechamento',
  goal_set_colour: '“{symbol}” no conjunto do adesivo {sticker} não é uma das cores do início ({colours})',
  goal_set_empty: 'o conjunto do adesivo {sticker} não permite nenhuma cor',
  goal_set_stray_close: '“]” no adesivo {sticker} não fecha nenhum conjunto',
  goal_sticker_colour:
    'o adesivo {index} ({sticker}) é “{symbol}”, que não é uma das cores do início ({colours}) nem x ou ? para qualquer',
  goal_centre_fixed:
    'o centro da face {face} (adesivo {sticker}) nunca se move e sempre mostra a própria cor, o que o padrão não permite',
  goal_no_such_piece: 'nenhuma {kind, select, corner {quina} other {aresta}} tem as cores que o padrão pede em {where}',
  goal_piece_twice:
    'o padrão pede a mesma {kind, select, corner {quina} other {aresta}} em dois lugares; não sobra nada para {where}',
  goal_odd_flips: 'o padrão tem um número ímpar de arestas invertidas, o que nenhum cubo tem',
  goal_twists: 'as torções de quinas do padrão não somam voltas inteiras, o que nenhum cubo tem',
  goal_parity: 'o padrão troca duas peças e nada mais, o que nenhum cubo consegue',
  solver_clock_title: 'Clock ótimo',
  solver_clock_help:
    'Ótimo na contagem da WCA (cada giro de roda um movimento; y2 e os pinos livres): cada uma das 20.736 soluções que as 18 posições de pinos da WCA permitem é examinada e a mais curta é mantida; entre iguais, a que gira menos horas.',
  solver_fmc_title: 'Etapas de fewest moves (EO, DR, HTR, finish)',
  solver_fmc_help:
    'Etapas de fewest moves, cada uma ótima: objetivo eo, dr, htr ou finish, um eixo (fb, rl, ud), niss normal|inverse|both e within K (toda solução até o ótimo + K); movimentos entre ^( ) vão no lado inverso. Sem objetivo: as quatro etapas em sequência.',
  solver_fmc_goal_hint:
    'Uma etapa: eo, dr, htr ou finish; um eixo (fb, rl, ud); niss normal|inverse|both; within K. Vazio: as quatro etapas em sequência',
  solver_goal_title: 'Objetivo / etapas (objetivos parciais)',
  solver_goal_help: 'Objetivo / etapas (objetivos parciais)',
  solver_goal_goal_hint:
    'Uma predefinição (cross, xcross@U, eoline, face on U), um padrão de adesivos com x para qualquer um, ou uma cadeia “cross, pair, pair”; “cn: cross” para qualquer cor',
  solver_lbl_title: 'Camada por camada (método iniciante)',
  solver_lbl_help:
    'Camada por camada, como se aprende: soluções mais longas, uma etapa por vez; a reprodução pausa após cada etapa.',
  solver_megaminx_title: 'Megaminx passo a passo',
  solver_megaminx_help:
    'Passo a passo, como se resolve: a primeira camada e a segunda bloco a bloco, cada passo uma busca sobre os giros de poucas faces; depois a última camada em dois looks (orientação, permutação) a partir de tabelas de algoritmos encontrados por busca. Cada giro conta um (U2 também).',
  solver_optimal_title: 'Ótimo (menos movimentos)',
  solver_optimal_help:
    'Ótimo: o menor número de movimentos possível, comprovado buscando cada comprimento mais curto (estados aleatórios: 17–18 movimentos, de segundos a minutos). A tabela pequena serve para celulares; a grande explora ~10× menos nós, e a média fica entre as duas. Quando o tempo acaba, você recebe a solução de duas fases, marcada como ótima não comprovada. Todas as soluções ótimas: o comprimento ótimo é então explorado até o fim, até ~13× mais tempo.',
  solver_pocket_title: '2x2x2 ótimo',
  solver_pocket_help:
    'Ótimo: o menor número de movimentos possível, a partir de uma tabela de todos os estados do 2×2×2; para qualquer padrão objetivo, com qualquer conjunto de giros.',
  solver_pocket_goal_hint:
    '24 adesivos nas cores do início, x para qualquer um (p. ex. UUUUxxxx… = face de cima pronta); vazio = resolvido',
  solver_pyraminx_title: 'Pyraminx ótimo',
  solver_pyraminx_help:
    'Ótimo: o menor número de giros possível, pontas incluídas, a partir de uma tabela de todos os 933.120 estados do Pyraminx sem as pontas (construída numa fração de segundo); as pontas são giradas primeiro.',
  solver_reduction_title: 'Redução (4x4x4–7x7x7)',
  solver_reduction_help:
    'Redução: primeiro os centros U-D e R-L (no 6x6x6 e no 7x7x7 os centros X, depois os outros centros por comutadores), depois as asas de cada aresta pareadas (no 4x4x4 enquanto os centros são terminados; nos cubos maiores quando os centros estão no lugar), sem paridade de inversão de aresta restante (a paridade de troca de arestas do 6x6x6 corrigida por um algoritmo), e o cubo reduzido resolvido como um 3x3x3 pelo resolvedor de duas fases. Os comprimentos contam cada giro externo ou largo como 1 (OBTM); não são as soluções mais curtas. O 5x5x5, em vez disso, em cinco fases (segundo o cube555 de cs0x7f): os centros de um eixo, os outros centros divididos entre seus eixos, depois em três fases as arestas pareadas e cada centro no lugar, e então o 3x3x3.',
  solver_skewb_title: 'Skewb ótimo',
  solver_skewb_help:
    'Ótimo: o menor número de giros possível (métrica WCA: R U L B e seus inversos contam um cada), a partir de uma tabela de todos os 3.149.280 estados do Skewb (construída numa fração de segundo).',
  solver_sliding_title: '8-puzzle ótimo',
  solver_sliding_help:
    'Ótimo: o menor número de deslizes possível, a partir de uma tabela de todos os 181.440 tabuleiros dos quais o objetivo pode ser alcançado.',
  solver_sliding_goal_hint: '9 números linha por linha, 0 ou _ para o espaço vazio; vazio = 1 2 3 / 4 5 6 / 7 8 _',
  solver_sq1_title: 'Square-1 de duas fases',
  solver_sq1_help:
    'Duas fases na métrica twist (cada slash um movimento, giros livres), como o sq12phase de Chen Shuang: a forma até um cubo pelas distâncias exatas das 3678 formas que aceitam slash, depois o grupo square-square por tabelas de poda sobre quinas e arestas; a divisão mais curta entre as fases é buscada dentro do tempo (0,3 s por padrão).',
  solver_sq1_optimal_title: 'Square-1 ótimo',
  solver_sq1_optimal_help:
    'O menor número de slashes (métrica twist): IDA* sobre o estado inteiro, limitado pelas distâncias exatas da forma com as quinas de cima e da forma com as arestas de cima; primeiro a solução de duas fases, depois comprovada ou melhorada dentro do tempo (10 s por padrão; dita “não comprovada” quando ele acaba).',
  solver_thistlethwaite_title: 'Thistlethwaite (4 fases, ≤ 45 movimentos)',
  solver_thistlethwaite_help:
    'Thistlethwaite: quatro fases por subgrupos aninhados, ≤ 45 movimentos; a reprodução pausa após cada fase.',
  solver_twophase_title: 'Duas fases (≤ 20 movimentos)',
  solver_twophase_help:
    'Duas fases encontra ≤ 20 movimentos em milissegundos; com comprimento máximo 21 ou mais fica ainda mais rápido. “Mostrar etapas” acima dos movimentos mostra suas duas fases.',
  goal_preset_cross: 'Cruz',
  goal_preset_xcross: 'Cruz estendida (cruz + um par F2L)',
  goal_preset_xxcross: 'Cruz + dois pares F2L',
  goal_preset_xxxcross: 'Cruz + três pares F2L',
  goal_preset_pair: 'Mais um par F2L',
  goal_preset_f2l: 'Duas primeiras camadas',
  goal_preset_first_layer: 'Primeira camada',
  goal_preset_eoline: 'EOLine (ZZ)',
  goal_preset_eocross: 'EOCross (ZZ)',
  goal_preset_eo: 'Arestas orientadas (ZZ EO)',
  goal_preset_2x2x2: 'Bloco 2x2x2 (Petrus)',
  goal_preset_2x2x3: 'Bloco 2x2x3 (Petrus)',
  goal_preset_roux_fb: 'Primeiro bloco (Roux)',
  goal_preset_face: 'Uma face de uma só cor',
  fmc_goal_no_step: 'nenhum passo: esperado eo, dr, htr ou finish',
  fmc_goal_unknown_step: 'passo desconhecido “{word}” (esperado eo, dr, htr ou finish)',
  fmc_goal_finish_axis: 'finish não recebe eixo (meias voltas preservam todos os eixos)',
  fmc_goal_niss: 'niss deve ser normal, inverse ou both, não “{value}”',
  fmc_goal_within: 'within recebe um número de movimentos de 0 a 99, não “{value}”',
  fmc_goal_unknown_word:
    'palavra desconhecida “{word}” no passo (esperado um eixo fb, rl ou ud, niss MODO, within K{scratch, select, yes { ou scratch)} other {)}}',
  fmc_htr_no_dr:
    'HTR parte da redução dominó (DR), e este estado não está em DR em nenhum eixo: faça primeiro o passo DR (--goal dr)',
  fmc_htr_other_axis: 'HTR em {axis} parte de DR em {axis}, e este estado só está em DR em {axes, list, comma}',
  fmc_finish_no_htr:
    'finish parte da redução a meias voltas (HTR): este estado não se resolve com meias voltas; faça primeiro o passo HTR (--goal htr)',
  fmc_unreachable:
    '{step, select, finish {finish} other {{step}}}{on, select, axis { em {axis}} any { em qualquer eixo} other {}} não pode ser alcançado a partir deste estado com os movimentos {moves} {niss, select, normal {no lado normal} inverse {no lado inverso} other {com NISS}}',
  fmc_no_step_within:
    'nenhum {step, select, finish {finish} other {{step}}} de no máximo {max, plural, one {# movimento} other {# movimentos}}',
  fmc_step_failed: '{step, select, finish {finish} other {{step}}}: {why}',
  fmc_steps_over_limit: 'os quatro passos somam {length} movimentos, mais que {max}',
  // ---- end of solver replies ----
  // ---- table choices (wasm/solvers/optimal/optimal_entry.cpp: message_catalog.cpp's block of the same name) ----
  table_small: 'Pequena',
  table_medium: 'Média',
  table_large: 'Grande',
  table_xlarge: 'Extragrande',
  table_small_label: 'Pequena: {megabytes} MB (celulares; construída em cerca de meio minuto)',
  table_medium_label: 'Média: {megabytes} MB (notebooks; construída em cerca de meio minuto)',
  table_large_label: 'Grande: {gigabytes} GB (desktops; ~{fewer}× menos nós; minutos para construir)',
  table_xlarge_label:
    'Extragrande: {gigabytes} GB (navegadores que permitem {allowed} GB; ~{fewer}× menos nós que a grande)',
  table_expect:
    'estados aleatórios ~{median} s (mediana), {depth, plural, one {# movimento} other {# movimentos}} ~{seconds} s',
  table_expect_range:
    'estados aleatórios ~{low}-{high} s (mediana), {depth, plural, one {# movimento} other {# movimentos}} ~{seconds} s',
  table_expect_xlarge:
    'um pouco mais rápida que a grande ({low}-{high}× menos nós); um estado de {depth} movimentos ~{seconds} s',
  // ---- end of table choices ----
  // ---- requests, table cache, internal errors (message_catalog.cpp's block of the same name) ----
  unknown_puzzle_of: 'quebra-cabeça desconhecido “{name}” (esperado: {puzzles, list, or})',
  no_solver_yet: 'nenhum resolvedor resolve o {puzzle} ainda',
  unknown_solver: 'resolvedor desconhecido “{name}” (conhecidos: {solvers, list, comma})',
  solver_not_for_puzzle: 'o resolvedor “{solver}” não resolve o {puzzle} (use {solvers, list, or})',
  solver_takes_no:
    'o resolvedor “{solver}” não aceita {option, select, moves {conjunto de movimentos} other {objetivo}} (os que aceitam: {solvers, list, or})',
  solver_table_names: '{solver}: {tables, list, or}',
  solver_no_table_option: 'o resolvedor “{solver}” não aceita opção de tabela (só {which, list, semicolon})',
  unknown_table: 'tabela desconhecida “{table}” para o resolvedor “{solver}” (esperado: {tables, list, or})',
  bad_threads: 'as threads devem ir de 1 a 64, não {threads}',
  solver_no_threads: 'o resolvedor “{solver}” não aceita opção de threads (só {solvers, list, or})',
  unknown_metric: 'métrica desconhecida “{metric}” (esperado: {metrics, list, or})',
  solver_one_metric: 'o resolvedor “{solver}” só conta em {only}, não em “{metric}”',
  tables_no_memory:
    'memória insuficiente para {doing, select, export {exportar} other {gerar}} as tabelas de “{solver}”',
  tables_not_built: 'não foi possível gerar as tabelas de “{solver}”',
  tables_build_failed: 'a geração das tabelas falhou: {what}',
  tables_none: 'o resolvedor “{solver}” não tem tabelas para {doing, select, export {exportar} other {importar}}',
  tables_no_memory_load: 'memória insuficiente para carregar as tabelas de “{solver}” ({mib} MiB)',
  tables_cannot_load: 'não é possível carregar as tabelas de “{solver}”',
  table_import_finished: 'a importação já terminou',
  table_chunk_misfit: 'o bloco de tabela em {offset} não cabe nos dados da tabela',
  table_chunk_checksum: 'a soma de verificação do bloco de tabela em {offset} não confere',
  table_blob_incomplete: 'dados de tabela incompletos: {filled} de {total} bytes',
  table_chunk_no_memory: 'memória insuficiente para um bloco de tabela',
  table_file_bad_magic: 'não é um arquivo de tabelas (assinatura errada)',
  table_file_checksum: 'a soma de verificação do arquivo de tabelas não confere (corrompido ou truncado)',
  table_file_header: 'o cabeçalho do arquivo de tabelas está truncado',
  table_file_other_set: 'o arquivo de tabelas contém o conjunto “{set}”, esperado “{expected}”',
  table_file_set_version: 'o conjunto de tabelas “{set}” tem a versão {version}, esperada {expected}',
  table_file_truncated: 'o arquivo de tabelas está truncado',
  table_checksum: 'a soma de verificação da tabela “{table}” não confere',
  table_file_trailing: 'o arquivo de tabelas tem bytes a mais no fim',
  table_version: 'a tabela “{table}” tem a versão {version}, esperada {expected}',
  table_size: 'a tabela “{table}” tem {bytes} bytes, esperados {expected}',
  table_missing: 'falta a tabela “{table}”',
  table_set_unexpected: 'o conjunto de tabelas contém tabelas inesperadas',
  table_out_of_range: 'a tabela “{table}” contém um valor fora do intervalo',
  pocket_table_bad:
    'tabela do 2x2x2: {what, select, depths {contagens por profundidade erradas} other {o estado resolvido não está à distância 0}}',
  megaminx_tables_unread:
    'as tabelas {part, select, last_block {do último bloco} other {da última camada}} do Megaminx não podem ser lidas (outra versão, ou danificadas)',
  megaminx_tables_size:
    'as tabelas {part, select, last_block {de padrões do último bloco} other {dos passos}} do Megaminx não têm o tamanho que esta versão gera',
  megaminx_table_count: 'o conjunto de tabelas do Megaminx tem {count} tabelas, não 3',
  megaminx_table_name: 'a tabela {number} do conjunto do Megaminx é “{name}”, não “{expected}”',
  optimal_no_memory_build:
    'memória insuficiente para gerar a tabela ótima “{size, select, small {pequena} medium {média} large {grande} other {extragrande}}” (cerca de {mib} MiB)',
  optimal_no_memory_load:
    'memória insuficiente para carregar a tabela ótima “{size, select, small {pequena} medium {média} large {grande} other {extragrande}}” ({mib} MiB)',
  optimal_build_failed: 'a geração da tabela ótima falhou: {what}',
  optimal_not_built: 'não foi possível gerar as tabelas ótimas',
  optimal_other_size:
    'estas são as tabelas ótimas “{size, select, small {pequena} medium {média} large {grande} other {extragrande}}”, mas a escolhida é “{selected, select, small {pequena} medium {média} large {grande} other {extragrande}}”',
  optimal_table_wrong_size: 'a tabela “{table}” falta ou tem o tamanho errado',
  optimal_unexpected_tables: 'o conjunto de tabelas ótimas contém tabelas inesperadas',
  optimal_out_of_range: 'as tabelas ótimas contêm valores fora do intervalo',
  table_measured:
    'estados aleatórios: mediana {median} s, {proven} de {count} provados em {budget} s ({depth} movimentos: mediana {depth_median} s); gerada em {built} s (Chromium {chromium}, {threads} threads, VM Xeon de 2 núcleos, sem carga, {date})',
  table_measured_large:
    'estados aleatórios: mediana {low}-{high} s (duas execuções), {proven} de {count} provados em {budget} s ({depth} movimentos: mediana {depth_low}-{depth_high} s); gerada em {built} s, ou o arquivo pré-gerado baixado em {download} s (Chromium {chromium}, {threads} threads, VM Xeon de 2 núcleos, sem carga, {date})',
  table_measured_xlarge:
    'nativo, uma thread: posições de {depth} movimentos, mediana {cpu} s de CPU (grande: {cpu_large} s), {low}-{high}× menos nós; {states} estados aleatórios, mediana {median} s (grande: {median_large} s) (VM Xeon de 2 núcleos, carga {load_low}-{load_high}); no Chromium {chromium}, {threads} threads: um estado de {depth} movimentos provado em {proven} s, gerada em {built} s (sem carga), o arquivo pré-gerado baixado em {download} s ({date})',
  megaminx_step_failed:
    '{step, select, last_block_edges {as arestas do último bloco não estão todas nas faces U e BR} last_block {o último bloco não achou solução com U e BR} last_layer_pieces {as peças da última camada não estão todas na face U} last_layer_case {um caso de última camada que as tabelas não contêm} other {o passo “{step}” não achou solução}}',
  internal_bug:
    '{what, select, inner_cube {a redução do cubo interno não achou nada (um bug: por favor, informe o estado)} pseudo_five {o cubo lido como um 5x5x5 não é um válido (um bug: por favor, informe o estado)} centre_commutators {os comutadores dos centros travaram (um bug: por favor, informe o estado)} not_3x3x3 {o cubo reduzido não é um 3x3x3 (um bug: por favor, informe o estado)} megaminx_orientation {as arestas do último bloco não têm uma orientação que U e BR mantenham (um bug)} megaminx_flips {U ou BR vira uma aresta (um bug)} optimal_prune {erro interno: a tabela de poda ótima está danificada} other {erro interno: uma solução falhou na verificação (tabelas danificadas?)}}',
  smart_cubies: 'os cubies devem ser um objeto {shape}',
  smart_array: '{name} deve ser um array de {count} números',
  smart_item: '{name}[{index}] {what, select, not_a_number {não é um número} other {deve ser um inteiro de 0 a 255}}',
  smart_sticker:
    'a posição de {kind, select, corner {canto} other {aresta}} {position} indica o adesivo {sticker}{why, select, range {, que não está entre 0 e 53} centre {, um centro} other { pela segunda vez}}',
  smart_piece:
    'a posição de {kind, select, corner {canto} other {aresta}} {position} tem a peça {piece} {kind, select, corner {girada} other {virada}} {turn} ({kind, select, corner {peças 0..7, giros 0..2} other {peças 0..11, viradas 0..1}})',
  note_pair: '{first}; {second}',
  note_chunk: 'bloco {index} de {count}: {why}',
  note_cache_unreadable:
    'não foi possível ler o IndexedDB ({why}){built, select, yes {; as tabelas foram geradas no lugar} other {}}',
  note_stored_empty: 'a cópia salva está vazia',
  note_cache_damaged:
    'a cópia em cache falhou na verificação ({why}); apagada{after, select, downloaded { e baixada de novo} rebuilt { e gerada de novo} other {}}',
  note_not_exported: 'não foi possível exportar as tabelas ({why})',
  note_not_stored: 'não foi possível salvar as tabelas no IndexedDB ({why}); elas serão geradas de novo da próxima vez',
  note_quota:
    'QuotaExceededError: o navegador não deu espaço para os seus {mib} MiB; uma janela anônima guarda bem menos do que informa',
  note_prebuilt_unused:
    'a tabela pré-gerada não foi usada ({why}){here, select, yes {; gerada aqui no lugar} other {}}',
  note_module_stopped: 'o módulo parou ao gerar as tabelas ({what})',
  note_cached_not_loaded: 'em cache no IndexedDB, ainda não carregadas',
  note_not_built: 'ainda não geradas',
  note_cache_cleared: 'cache limpo; estas tabelas continuam carregadas até a página ser recarregada',
  note_no_store: 'o IndexedDB não está disponível aqui: as tabelas são geradas a cada visita',
  download_not_started: 'o download não começou ({why})',
  download_status: 'o servidor respondeu {status} para o arquivo',
  download_compressed: 'o servidor envia o arquivo comprimido ({encoding}), então o tamanho é desconhecido',
  download_broke_off: 'o download foi interrompido após {received} MiB de {total} MiB ({why})',
  download_too_long: 'o arquivo é maior que os {total} MiB anunciados pelo servidor',
  download_refused_at: 'o arquivo foi recusado em {at} MiB ({why})',
  download_stopped: 'o download parou após {received} MiB de {total} MiB',
  download_refused_end: 'o arquivo foi recusado no fim ({why})',
  download_checksum: 'o arquivo falhou na verificação das somas ({why})',
  core_file_not_loaded:
    'O arquivo do núcleo do resolvedor ({file}) não carregou ({tries} tentativas: {why}). Verifique a conexão de rede e toque em Tentar de novo.',
  solver_worker_stopped: 'o worker do resolvedor parou',
  solver_worker_stopped_why: 'o worker do resolvedor parou: {why}',
  worker_script_not_loaded:
    'O script do worker do resolvedor não carregou ({tries} tentativas). Verifique a conexão de rede e toque em Tentar de novo.',
  worker_script_not_loaded_why:
    'O script do worker do resolvedor não carregou ({tries} tentativas: {why}). Verifique a conexão de rede e toque em Tentar de novo.',
  // ---- end of requests, table cache, internal errors ----
};
