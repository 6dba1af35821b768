// The <cube-player> attributes (and the /embed query parameters, which have the same
// names), read into a configuration. Only the form of each value is checked here:
// moves, states and solver names are checked by the core, in the worker
// (cube-player.ts). Every error names its attribute.
import { type CoreSaid, formatCoreMessage } from '../i18n/core';
import type { Lang } from '../i18n/language';
import { type AnyPuzzle, DEFAULT_PUZZLE, findPuzzle, PUZZLE_NAMES_TEXT, puzzleRow } from '../puzzles';
import { MAX_FRAGMENT_PARAM_LENGTH } from '../share/share';
import type { Projection } from './cube-svg';
import { readScheme, type Scheme } from './schemes';
import { STAGE_NAMES } from './stages';

export type Controls = 'none' | 'bar' | 'full';
export type ViewKind = '3d' | '2d' | 'net' | 'image';

export interface PlayerConfig {
  puzzle: AnyPuzzle;
  scramble: string;
  /** Start state as typed: facelets or an 8-puzzle board ('' = solved). */
  state: string;
  /** VisualCube's fd / fc: start stickers (face letters, x grey, t none), '' when not given. */
  stickers: string;
  alg: string;
  /** VisualCube's case: the moves that solve the case (their inverse is applied). */
  caseAlg: string;
  /** A solver name, '' for the puzzle's default; null: do not solve. */
  solve: string | null;
  controls: Controls;
  autoplay: boolean;
  loop: boolean;
  tempo: number;
  view: ViewKind;
  projection: Projection;
  scheme: Scheme;
  orientation: string;
  background: string;
  stageNames: boolean;
  stage: string;
  /** Width of the player (image: of the picture) in px; 0: the default. */
  size: number;
}

/** Every attribute the element reads (VisualCube's names too). */
export const ATTRIBUTES = [
  'puzzle',
  'pzl',
  'scramble',
  'state',
  'fd',
  'fc',
  'alg',
  'case',
  'solve',
  'controls',
  'autoplay',
  'loop',
  'tempo',
  'view',
  'colors',
  'sch',
  'orientation',
  'background',
  'bg',
  'stage-names',
  'stage',
  'size',
] as const;
export type AttributeName = (typeof ATTRIBUTES)[number];

export class AttributeError extends Error {
  /** What the core said, when the detail is its (problems, a parse error): said again in the player's language. */
  readonly said: readonly CoreSaid[];

  constructor(
    readonly attribute: string,
    detail: string | readonly CoreSaid[],
  ) {
    super(`Attribute "${attribute}": ${typeof detail === 'string' ? detail : detail.map((s) => s.message).join('; ')}`);
    this.said = typeof detail === 'string' ? [] : detail;
  }

  /** The message with the core's part in `lang`. */
  in(lang: Lang): string {
    if (this.said.length === 0) return this.message;
    return `Attribute "${this.attribute}": ${this.said.map((s) => formatCoreMessage(s, lang)).join('; ')}`;
  }
}

/** A thrown value's words in `lang`: the core's code when the error carries one (a table build's, serve.ts). */
export function reasonIn(e: unknown, lang: Lang): string {
  if (!(e instanceof Error)) return String(e);
  const text = (e as { text?: CoreSaid['text'] }).text;
  return text ? formatCoreMessage({ message: e.message, text }, lang) : e.message;
}

/**
 * Longest accepted value (moves, states): what people type, never megabytes. The same
 * bound as a link's fragment (share.ts), so the iframe page (/embed#alg=…) plays every
 * alg the page's links carry.
 */
const MAX_LENGTH = MAX_FRAGMENT_PARAM_LENGTH;

type Get = (name: AttributeName) => string | null;

function oneOf<T extends string>(attribute: string, value: string, allowed: readonly T[]): T {
  const v = value.trim().toLowerCase() as T;
  if (allowed.includes(v)) return v;
  throw new AttributeError(attribute, `"${value}" is not one of ${allowed.join(', ')}`);
}

function flag(attribute: string, value: string | null): boolean {
  if (value === null) return false;
  const v = value.trim().toLowerCase();
  if (['', 'true', 'on', 'yes', '1', attribute].includes(v)) return true;
  if (['false', 'off', 'no', '0'].includes(v)) return false;
  throw new AttributeError(attribute, `"${value}" is not true or false (or leave the value out)`);
}

/** VisualCube's fd (face letters) or fc (colour letters) as one symbol per sticker. */
function stickersOf(attribute: 'fd' | 'fc', value: string, count: number): string {
  const v = value.trim();
  if (v.length !== count) throw new AttributeError(attribute, `has ${v.length} stickers; this puzzle has ${count}`);
  const out: string[] = [];
  for (const [i, c] of [...v.toLowerCase()].entries()) {
    if (attribute === 'fd') {
      if ('urfdlb'.includes(c)) out.push(c.toUpperCase());
      else if (c === 'n' || c === 'o' || c === 'x') out.push('x');
      else if (c === 't') out.push('t');
      else throw new AttributeError(attribute, `sticker ${i + 1} is "${v[i]}"; use u r f d l b, n (grey) or t (none)`);
    } else if ('wyrogbkdlsnpt'.includes(c)) {
      out.push(c === 'n' ? 'x' : c);
    } else {
      throw new AttributeError(
        attribute,
        `sticker ${i + 1} is "${v[i]}"; use the colour letters w y r o g b (n grey, t none)`,
      );
    }
  }
  return out.join('');
}

function text(attribute: string, value: string | null): string {
  const v = (value ?? '').trim();
  if (v.length > MAX_LENGTH)
    throw new AttributeError(attribute, `is ${v.length} characters long; at most ${MAX_LENGTH}`);
  return v;
}

/** Anything that makes the browser fetch a file (url(), image-set(), …); a backslash could spell one. */
const FETCHES = /\b(url|image|image-set|cross-fade|element|paint|src)\s*\(|\\/i;
const GRADIENT = /^(repeating-)?(linear|radial|conic)-gradient\(/i;

/**
 * A colour or gradients: never an image, or an embed link could make every reader's
 * browser fetch a third-party URL. VisualCube writes colours without '#'.
 */
function backgroundOf(attribute: string, value: string): string {
  if (value === '') return '';
  const v = /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? `#${value}` : value;
  const checked =
    typeof CSS === 'undefined' || CSS.supports('color', v) || (GRADIENT.test(v) && CSS.supports('background-image', v));
  if (FETCHES.test(v) || !checked) {
    throw new AttributeError(
      attribute,
      `"${value}" is not a colour or a gradient (e.g. #f4f4f4, transparent, linear-gradient(#fff, #ddd)); images are not allowed`,
    );
  }
  return v;
}

/** Reads the attributes; throws AttributeError for the first bad one. */
export function readConfig(get: Get): PlayerConfig {
  const puzzleText = get('puzzle') ?? get('pzl');
  const puzzleAttr = get('puzzle') !== null ? 'puzzle' : 'pzl';
  const row = puzzleText === null || puzzleText.trim() === '' ? puzzleRow(DEFAULT_PUZZLE) : findPuzzle(puzzleText);
  if (!row) throw new AttributeError(puzzleAttr, `"${puzzleText}" is not a puzzle; use ${PUZZLE_NAMES_TEXT}`);
  const puzzle = row.name as AnyPuzzle;
  const twisty = row.view === 'twisty';
  const board = row.view === 'board';

  const viewText = get('view');
  let view: ViewKind = '3d';
  let projection: Projection = 'iso';
  if (viewText !== null && viewText.trim() !== '') {
    const v = oneOf('view', viewText, ['3d', '2d', 'net', 'image', 'plan', 'trans', 'normal'] as const);
    if (v === 'plan' || v === 'trans') {
      view = 'image';
      projection = v;
    } else {
      view = v === 'normal' ? 'image' : v;
    }
  }
  if (board && (view === 'net' || view === 'image')) {
    throw new AttributeError('view', `"${viewText}" is for the cubes; the 8-puzzle shows its board (view 3d or 2d)`);
  }
  if (row.view === 'dials' && (view === 'net' || view === 'image')) {
    throw new AttributeError('view', `"${viewText}" is for the cubes; the ${puzzle} shows both faces (view 3d or 2d)`);
  }
  if (row.view === 'sq1' && (view === 'net' || view === 'image')) {
    throw new AttributeError('view', `"${viewText}" is for the cubes; the ${puzzle} shows both layers (view 3d or 2d)`);
  }
  if (twisty && view === 'image') {
    throw new AttributeError('view', `"${viewText}" is for the cubes; the ${puzzle} shows 3d or its net (2d, net)`);
  }

  const schemeAttr = get('colors') !== null ? 'colors' : 'sch';
  const scheme = readScheme(get(schemeAttr) ?? '');
  if (typeof scheme === 'string') throw new AttributeError(schemeAttr, scheme);

  const tempoText = get('tempo');
  const tempo = tempoText === null || tempoText.trim() === '' ? 1 : Number(tempoText);
  if (!Number.isFinite(tempo) || tempo < 0.1 || tempo > 10) {
    throw new AttributeError('tempo', `"${tempoText}" is not a speed between 0.1 and 10 (1 is normal)`);
  }

  const sizeText = get('size');
  const size = sizeText === null || sizeText.trim() === '' ? 0 : Number(sizeText.trim().replace(/px$/, ''));
  if (!Number.isInteger(size) || size < 0 || (size > 0 && size < 32) || size > 2048) {
    throw new AttributeError('size', `"${sizeText}" is not a size in pixels between 32 and 2048`);
  }

  const bgAttr = get('background') !== null ? 'background' : 'bg';
  const background = backgroundOf(bgAttr, text(bgAttr, get(bgAttr)));

  const stage = text('stage', get('stage')).toLowerCase();
  if (stage !== '' && !STAGE_NAMES.includes(stage)) {
    throw new AttributeError('stage', `"${stage}" is not a stage; use one of ${STAGE_NAMES.join(', ')}`);
  }
  // The stage masks name a 3x3x3's pieces (centres, edges, corners), which bigger cubes lack.
  if (stage !== '' && row.cubeSize > 3) throw new AttributeError('stage', 'is for the 3x3x3 and the 2x2x2');

  const state = text('state', get('state'));
  let stickers = '';
  for (const name of ['fd', 'fc'] as const) {
    const v = get(name);
    if (v === null || v.trim() === '') continue;
    if (row.view !== 'cube') throw new AttributeError(name, 'is for the cubes (give "state" instead)');
    if (state !== '') throw new AttributeError(name, 'give either "state" or "fd"/"fc", not both');
    if (stickers !== '') throw new AttributeError(name, 'give either "fd" or "fc", not both');
    stickers = stickersOf(name, v, row.stateLength);
  }

  const alg = text('alg', get('alg'));
  const solveText = get('solve');
  const solve =
    solveText === null
      ? null
      : text('solve', solveText)
          .toLowerCase()
          .replace(/^(true|yes|on)$/, '');
  if (solve !== null && alg !== '')
    throw new AttributeError('solve', 'give either "alg" (moves to play) or "solve" (a solver), not both');

  return {
    puzzle,
    scramble: text('scramble', get('scramble')),
    state,
    stickers,
    alg,
    caseAlg: text('case', get('case')),
    solve,
    controls: get('controls') === null ? 'bar' : oneOf('controls', get('controls')!, ['none', 'bar', 'full'] as const),
    autoplay: flag('autoplay', get('autoplay')),
    loop: flag('loop', get('loop')),
    tempo,
    view,
    projection,
    scheme,
    orientation: text('orientation', get('orientation')),
    background,
    stageNames: flag('stage-names', get('stage-names')),
    stage,
    size,
  };
}
