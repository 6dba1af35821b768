// Small DOM builders for the page's feedback: the caret under a parse error, the
// problem list, the facelet map with bad stickers marked. Text only ever goes in
// through textContent.

import { formatCoreMessage, placesOnly } from '../i18n/core';
import { t } from '../i18n/messages';
import { sentence } from '../player/words';
import type { ParseError, Problem, ProblemCandidate } from '../worker/api';

/** How many characters around the error column the caret view shows. */
const CONTEXT = 28;

/**
 * Fills `pre` with the line of `text` holding the error and a caret under the column
 * (1-based code points from the start of the text, newlines included). Column 0 (an
 * error about the whole text) leaves it empty.
 */
export function renderCaret(pre: HTMLElement, text: string, error: ParseError): void {
  pre.replaceChildren();
  const chars = [...text];
  if (error.column < 1 || error.column > chars.length + 1) return;
  const at = error.column - 1;
  let lineStart = at;
  while (lineStart > 0 && chars[lineStart - 1] !== '\n') lineStart--;
  let lineEnd = at;
  while (lineEnd < chars.length && chars[lineEnd] !== '\n') lineEnd++;

  const from = Math.max(lineStart, at - CONTEXT);
  const to = Math.min(lineEnd, at + CONTEXT);
  const before = (from > lineStart ? '…' : '') + chars.slice(from, at).join('');
  const bad = at < lineEnd ? chars[at] : ' ';
  const after = chars.slice(at + 1, to).join('') + (to < lineEnd ? '…' : '');

  const mark = document.createElement('mark');
  mark.textContent = bad;
  const caret = document.createElement('span');
  caret.className = 'caret';
  caret.textContent = `${' '.repeat([...before].length)}^`;
  pre.append(before, mark, after, '\n', caret);
}

/**
 * The problems, one item each; a problem the colours cannot locate (a twist, a flip, a
 * swap) lists the pieces it may be on as buttons: `pick` hears the one chosen (a swap:
 * the pair of the two pieces picked).
 */
export function renderProblems(
  list: HTMLElement,
  problems: readonly Problem[],
  pick: (candidate: ProblemCandidate) => void,
): void {
  list.replaceChildren(
    ...problems.map((p) => {
      const li = document.createElement('li');
      li.dataset.code = p.code;
      li.textContent = sentence(formatCoreMessage(p));
      if (p.candidates.length > 0) li.append(candidateButtons(p.candidates, pick));
      return li;
    }),
  );
}

/**
 * A one-line verdict and, when its problem is one the colours cannot locate, the pieces
 * to pick from (the painter's, beside its net; named "paint-candidate", "paint-piece").
 */
export function renderVerdict(
  el: HTMLElement,
  verdict: string,
  problem: Problem | null,
  pick: (candidate: ProblemCandidate) => void,
): void {
  el.replaceChildren(...(verdict ? [verdict] : []));
  if (problem?.candidates.length) el.append(candidateButtons(problem.candidates, pick, 'paint'));
}

/** The pieces a problem the colours cannot locate may be on, as buttons (see renderProblems). */
function candidateButtons(
  candidates: readonly ProblemCandidate[],
  pick: (c: ProblemCandidate) => void,
  where: 'problem' | 'paint' = 'problem',
): HTMLElement {
  if (candidates[0]?.parts) return pairPicker(candidates, pick, where);
  const group = document.createElement('div');
  group.className = 'candidates';
  group.setAttribute('role', 'group');
  const one = candidates.length === 1;
  group.setAttribute('aria-label', t(one ? 'notes.fixOffered' : 'notes.whichPiece'));
  group.append(t(one ? 'notes.fix' : 'notes.onYourCube'));
  for (const c of candidates) {
    const button = pieceButton(c.piece, c.label);
    button.dataset.testid = `${where}-candidate`;
    button.title = t('notes.putRight', { piece: button.title });
    button.addEventListener('click', () => pick(c));
    group.append(button);
  }
  return group;
}

/**
 * A swap: every piece of the pairs, once each. The first piece picked is held (pieces of
 * the other kind cannot pair with it); the second chooses the pair, and `pick` hears it.
 */
function pairPicker(
  pairs: readonly ProblemCandidate[],
  pick: (c: ProblemCandidate) => void,
  where: 'problem' | 'paint',
): HTMLElement {
  const group = document.createElement('div');
  group.className = 'candidates';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', t('notes.whichTwo'));
  group.append(t('notes.pickTwo'));
  const status = document.createElement('span');
  status.setAttribute('aria-live', 'polite');
  // A piece is known by its stickers: a pair holds the first part's, then the second's.
  const keyOf = (c: ProblemCandidate, part: number) => {
    const half = c.stickers.length / 2;
    return c.stickers.slice(part * half, (part + 1) * half).join();
  };
  const buttons = new Map<string, HTMLButtonElement>();
  let first: string | null = null;
  const hold = (key: string | null) => {
    first = key;
    const held = key === null ? undefined : buttons.get(key);
    for (const [k, b] of buttons) {
      b.setAttribute('aria-pressed', String(k === key));
      b.disabled = held !== undefined && k.split(',').length !== key?.split(',').length;
    }
    status.textContent = held ? ` ${t('notes.pickOther', { piece: held.textContent ?? '' })}` : '';
  };
  for (const c of pairs)
    c.parts?.forEach((part, i) => {
      const key = keyOf(c, i);
      if (buttons.has(key)) return;
      const button = pieceButton(part.piece, part.label);
      button.dataset.testid = `${where}-piece`;
      button.addEventListener('click', () => {
        if (first === null || first === key) return hold(first === key ? null : key);
        const held = first;
        const pair = pairs.find((p) => [keyOf(p, 0), keyOf(p, 1)].sort().join('|') === [held, key].sort().join('|'));
        if (pair) pick(pair);
      });
      buttons.set(key, button);
      group.append(button);
    });
  hold(null);
  group.append(status);
  return group;
}

/**
 * A button naming a piece without its stickers' names ("(stickers U9, R1, F3)" as each
 * language writes it); its title is the whole name.
 */
function pieceButton(english: string, label: ProblemCandidate['label']): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'quiet';
  const piece = label ? formatCoreMessage({ message: english, text: label }) : english;
  const bare = english.replace(/ \(stickers [^)]*\)/g, '');
  button.textContent = label ? formatCoreMessage({ message: bare, text: placesOnly(label) }) : bare;
  button.title = piece;
  return button;
}

const FACES = 'URFDLB';

/**
 * The typed facelets face by face (`U  UUU UUU UUU`), stickers named by a problem
 * marked. `perFace` is n² (9 or 4).
 */
export function renderFaceletMap(pre: HTMLElement, facelets: string, perFace: number, bad: ReadonlySet<number>): void {
  pre.replaceChildren();
  const chars = [...facelets];
  const width = Math.round(Math.sqrt(perFace));
  for (let f = 0; f < 6; f++) {
    const row = document.createElement('span');
    row.className = 'face-row';
    row.append(`${FACES[f]}  `);
    for (let k = 0; k < perFace; k++) {
      const i = f * perFace + k;
      if (k > 0 && k % width === 0) row.append(' ');
      const c = chars[i] ?? '·';
      if (bad.has(i)) {
        const m = document.createElement('mark');
        m.textContent = c;
        m.title = t('notes.sticker', { n: i + 1 });
        row.append(m);
      } else {
        row.append(c);
      }
    }
    pre.append(row, f < 5 ? '\n' : '');
  }
  if (chars.length > 6 * perFace) {
    const extra = document.createElement('span');
    extra.className = 'extra';
    extra.textContent = `\n${t('notes.more', { count: chars.length - 6 * perFace })}`;
    pre.append(extra);
  }
}
