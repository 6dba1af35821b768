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
    'Duas peças estão trocadas (o cubo não pode ser resolvido assim), e as cores não dizem quais: trocar quaisquer duas arestas, ou quaisquer duas quinas, dá um cubo que se resolve. Trocar {a} e {b} põe uma delas no lugar; verifique quais duas estão trocadas no seu cubo.',
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
};
