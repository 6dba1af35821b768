// Share links: the page state as query parameters people can read and forums keep
// intact (`?puzzle=3x3x3&scramble=R+U+R%27+F2`), and links from alg.cubing.net /
// Twizzle (`alg`, `setup`, `setup-alg`, `puzzle`). The same parameters are read from
// the fragment (`#scramble=…`), which never reaches the server: a link we write whose
// query would be long carries its moves and states there (servers refuse long request
// lines; `vite preview` answers HTTP 431 past ~16 kB).
//
// Pure functions, no DOM. Every value is plain text: the page only ever puts it into
// `textContent` / `value`, never into HTML. Nothing here interprets cube notation —
// parsing and validation belong to the WASM core.

import { type AnyPuzzle, findPuzzle, PUZZLE_NAMES_TEXT } from '../puzzles';

/** Longest value of one parameter read from a link's query, in characters (servers refuse long addresses). */
export const MAX_QUERY_PARAM_LENGTH = 2000;
/**
 * Longest value of one parameter read from a link's fragment, which never reaches the
 * server: a long FMC attempt, a typed 600-move alg. Bounded by what the page handles
 * quickly (docs/BENCHMARKS.md, "Long links": the core parses 100,000 characters in ~10 ms).
 */
export const MAX_FRAGMENT_PARAM_LENGTH = 100_000;

export interface ShareParams {
  puzzle?: AnyPuzzle;
  /** Moves applied to the start state (alg.cubing.net `setup`, Twizzle `setup-alg`). */
  scramble?: string;
  /** Start state: a facelet string (default: solved), or an 8-puzzle board. */
  state?: string;
  solver?: string;
  /** Goal pattern (facelets with `x`/`?` for stickers that do not matter), or an 8-puzzle board. */
  goal?: string;
  /** Allowed move set, e.g. "U R F". */
  moves?: string;
  /** How solutions are counted: "htm" or "qtm". */
  metric?: string;
  /** A solution / algorithm to play. */
  alg?: string;
  /** A recorded solve's times, one a move of `alg`: ms after the move before, joined by commas (record-link.ts). */
  times?: string;
  /** An FMC attempt on the 3x3x3: its steps as `name:moves` joined by `;` (fmc-link.ts). */
  fmc?: string;
  /** Sticker colours: a preset name ("japanese") or six hex colours U-R-F-D-L-B ("ffffff-…"). */
  colors?: string;
  /** How the cube is held: the face on top and the face in front ("DF": yellow on top, green in front). */
  orient?: string;
  /** The page's language (`de`, `pt-BR`): a link made in one opens in it. */
  lang?: string;
}

export interface DecodedShare {
  params: ShareParams;
  /** Human-readable notes on parameters that were rejected (too long, unknown puzzle), in English. */
  warnings: string[];
  /** The same notes as data, for a page that words them in its language (one per warning). */
  notes: ShareNote[];
}

/** Why a link's parameter was ignored. */
export type ShareNote =
  | { kind: 'too-long'; name: string; length: number; bound: number }
  | { kind: 'too-long-query'; name: string; length: number; bound: number }
  | { kind: 'puzzle'; value: string; names: string }
  | { kind: 'shape'; key: Key; name: string; value: string };

/** Longest query a link we write keeps; past it, the long fields go in the fragment. */
export const MAX_QUERY_LENGTH = 2000;

/** Order of the parameters in links we write (also the order people read them in). */
const KEYS = [
  'puzzle',
  'scramble',
  'state',
  'solver',
  'goal',
  'moves',
  'metric',
  'alg',
  'times',
  'fmc',
  'colors',
  'orient',
  'lang',
] as const;
export type Key = (typeof KEYS)[number];

/** Fields that can be long (moves, states): the ones moved to the fragment. */
const LONG_KEYS: ReadonlySet<string> = new Set<Key>(['scramble', 'state', 'goal', 'moves', 'alg', 'times', 'fmc']);

/** Fields holding algorithms: alg.cubing.net's URL escaping is undone for these. */
const ALG_KEYS: ReadonlySet<Key> = new Set<Key>(['scramble', 'alg']);

/** Parameter names accepted for each field, first match wins. */
const SOURCES: Record<Key, readonly string[]> = {
  puzzle: ['puzzle'],
  scramble: ['scramble', 'setup-alg', 'setup'],
  state: ['state'],
  solver: ['solver'],
  goal: ['goal'],
  moves: ['moves'],
  metric: ['metric'],
  alg: ['alg'],
  times: ['times'],
  fmc: ['fmc'],
  colors: ['colors'],
  orient: ['orient'],
  lang: ['lang'],
};

/** The shape each display field must have; anything else is refused with a warning. */
const SHAPES: Partial<Record<Key, { pattern: RegExp; expected: string }>> = {
  colors: {
    pattern: /^(?:[a-z][a-z-]{0,29}|[0-9a-f]{6}(?:-[0-9a-f]{6}){5})$/i,
    expected: 'a scheme name or six hex colours joined by "-"',
  },
  orient: { pattern: /^[URFDLB]{2}$/i, expected: 'two face letters, top then front, e.g. DF' },
  lang: { pattern: /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/i, expected: 'a language tag, e.g. de or pt-BR' },
  times: { pattern: /^\d{1,7}(?:,\d{1,7})*$/, expected: 'whole milliseconds joined by ","' },
};

/** A puzzle's name or alias (any case) as its canonical name (web/puzzles.ts); else undefined. */
export function normalizePuzzle(name: string): AnyPuzzle | undefined {
  return findPuzzle(name)?.name as AnyPuzzle | undefined;
}

/**
 * Undoes alg.cubing.net's URL escaping of algorithms (`_` for a space, `-` for a
 * prime, HTML entities for the literal characters). Neither `_` nor a lone `-` is part
 * of the notation (a Megaminx's `R--` keeps its two), so this is harmless on ordinary
 * `R+U+R%27` links.
 */
export function unescapeAlgParam(value: string): string {
  return value
    .replace(/(?<!-)-(?!-)/g, "'") // a lone '-': a Megaminx's R-- (never escaped so) is kept
    .replace(/&#45;/g, '-')
    .replace(/_/g, ' ')
    .replace(/&#95;/g, '_')
    .replace(/&#2b;/gi, '+');
}

// Control characters other than tab / newline never belong in a parameter.
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find control characters
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * Reads share parameters from a query string (`?a=b&…`, with or without the `?`),
 * a full URL (its fragment's values over its query's), or URLSearchParams (a query).
 * Unknown parameters are ignored; values longer than their part's bound
 * (MAX_QUERY_PARAM_LENGTH, MAX_FRAGMENT_PARAM_LENGTH) are rejected with a warning.
 */
export function decodeShare(input: string | URLSearchParams): DecodedShare {
  const { query, fragment } = typeof input === 'string' ? linkParts(input) : { query: input, fragment: undefined };
  const params: ShareParams = {};
  const warnings: string[] = [];
  const notes: ShareNote[] = [];

  for (const key of KEYS) {
    let name: string | undefined;
    let raw: string | null = null;
    let inFragment = false;
    for (const candidate of SOURCES[key]) {
      inFragment = fragment?.has(candidate) ?? false;
      raw = inFragment ? (fragment?.get(candidate) ?? null) : query.get(candidate);
      if (raw !== null) {
        name = candidate;
        break;
      }
    }
    if (raw === null || name === undefined) continue;

    const length = [...raw].length;
    // Moves and states may be long in the fragment; names and display values never are.
    const bound = inFragment ? maxLength(key) : MAX_QUERY_PARAM_LENGTH;
    if (length > bound) {
      notes.push({ kind: inFragment || !LONG_KEYS.has(key) ? 'too-long' : 'too-long-query', name, length, bound });
      warnings.push(
        inFragment || !LONG_KEYS.has(key)
          ? `The link's "${name}" is too long (${length} characters, at most ${bound}); it was ignored.`
          : `The link's "${name}" is too long for a link's query (${length} characters, at most ${bound}; ` +
              'links made by the page carry long values after #); it was ignored.',
      );
      continue;
    }
    let value = raw.replace(CONTROL, '');
    // The puzzle comes first (KEYS): a puzzle whose moves have + and - keeps them.
    const signed = params.puzzle !== undefined && findPuzzle(params.puzzle)?.signedMoves === true;
    if (ALG_KEYS.has(key) && !signed) value = unescapeAlgParam(value);
    value = value.trim();

    if (key === 'puzzle') {
      if (value === '') continue;
      const puzzle = normalizePuzzle(value);
      if (puzzle) params.puzzle = puzzle;
      else {
        notes.push({ kind: 'puzzle', value: shorten(value), names: PUZZLE_NAMES_TEXT });
        warnings.push(
          `The link's puzzle "${shorten(value)}" is not supported (use ${PUZZLE_NAMES_TEXT}); showing the 3x3x3.`,
        );
      }
      continue;
    }
    if (key === 'state') value = value.replace(/\s+/g, '');
    const shape = SHAPES[key];
    if (shape && value !== '' && !shape.pattern.test(value)) {
      notes.push({ kind: 'shape', key, name, value: shorten(value) });
      warnings.push(`The link's ${name} "${shorten(value)}" was ignored: expected ${shape.expected}.`);
      continue;
    }
    if (value !== '') params[key] = value;
  }
  return { params, warnings, notes };
}

/**
 * The parameters of a link (a URL, `?query#fragment`, or a bare query): the query's,
 * and the fragment's (`#a=b&…`) over them where both name the same parameter.
 */
export function linkParams(link: string): URLSearchParams {
  const { query, fragment } = linkParts(link);
  const params = new URLSearchParams(query);
  for (const [name, value] of fragment ?? []) params.set(name, value);
  return params;
}

/** A link's query parameters and its fragment's (undefined without a `#`), apart. */
function linkParts(link: string): { query: URLSearchParams; fragment: URLSearchParams | undefined } {
  const hash = link.indexOf('#');
  const query = new URLSearchParams(queryPart(hash >= 0 ? link.slice(0, hash) : link));
  return { query, fragment: hash >= 0 ? new URLSearchParams(link.slice(hash + 1)) : undefined };
}

/** The longest value a link we write carries for `key`: long fields go in the fragment. */
function maxLength(key: Key): number {
  return LONG_KEYS.has(key) ? MAX_FRAGMENT_PARAM_LENGTH : MAX_QUERY_PARAM_LENGTH;
}

/**
 * The end of a link for `entries` (`?a=b&c=d`): all in the query while it is at most
 * MAX_QUERY_LENGTH long, else those `long` names go in the fragment (`?a=b#c=d`).
 */
export function linkTail(entries: readonly (readonly [string, string])[], long: (name: string) => boolean): string {
  const all = new URLSearchParams(entries as [string, string][]).toString();
  if (all.length <= MAX_QUERY_LENGTH) return all === '' ? '' : `?${all}`;
  const query = new URLSearchParams(entries.filter(([name]) => !long(name)) as [string, string][]).toString();
  const fragment = new URLSearchParams(entries.filter(([name]) => long(name)) as [string, string][]).toString();
  return `${query === '' ? '' : `?${query}`}#${fragment}`;
}

/**
 * The end of a link for `params` (`?puzzle=3x3x3&scramble=R+U+R%27`, the moves and
 * states in the fragment when long), or '' when there is nothing to share. Empty
 * values are left out; values too long to be read back are left out too (check with
 * `tooLongForLink`).
 */
export function encodeShare(params: ShareParams): string {
  const entries: [string, string][] = [];
  for (const key of KEYS) {
    const value = params[key];
    if (value === undefined) continue;
    const text = key === 'state' ? value.replace(/\s+/g, '') : value.trim();
    if (text === '' || [...text].length > maxLength(key)) continue;
    entries.push([key, text]);
  }
  return linkTail(entries, (name) => LONG_KEYS.has(name));
}

/** The full link: `base` (origin + path; any query or hash is dropped) plus the parameters. */
export function shareUrl(base: string, params: ShareParams): string {
  const cut = base.search(/[?#]/);
  return (cut >= 0 ? base.slice(0, cut) : base) + encodeShare(params);
}

/** Names of the fields whose values are too long to go into a link. */
export function tooLongForLink(params: ShareParams): Key[] {
  return KEYS.filter((k) => {
    const v = params[k];
    return v !== undefined && [...v.trim()].length > maxLength(k);
  });
}

function queryPart(s: string): string {
  const q = s.indexOf('?');
  if (q >= 0) return s.slice(q + 1);
  // A bare query ("puzzle=2x2x2&…") as opposed to a URL without a query.
  return /^[a-z][a-z0-9+.-]*:/i.test(s) ? '' : s;
}

function shorten(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}
