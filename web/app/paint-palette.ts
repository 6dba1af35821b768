// The painting palette: the puzzle's face colours (from the core's geometry; the cubes'
// in the colour scheme in use), "unknown" (a start-state sticker not painted yet) and
// "don't care" (a goal sticker that does not matter), as radio swatches.

import { colourName } from '../i18n/colour-words';
import { t } from '../i18n/messages';
import { cssColor, FACE_COLORS, FACES } from '../render/colors';
import { facePaints, faceWords } from '../render/face-paints';
import type { PuzzleGeometry } from '../worker/api';

export type PaintTarget = 'start' | 'goal';

/** A sticker the core will not recognise as a colour: reported as an odd symbol until painted. */
export const UNKNOWN = '?';
/** A goal sticker that does not matter (goal patterns, DESIGN.md). */
export const ANY = 'x';

interface Swatch {
  symbol: string;
  name: string;
  paint?: number;
  only?: PaintTarget;
}

/** Fills `root` with the swatches of `geometry`'s faces, `chosen` checked; `pick` hears the symbol chosen. */
export function renderPalette(
  root: HTMLElement,
  geometry: PuzzleGeometry,
  chosen: string,
  pick: (symbol: string) => void,
): void {
  const paints = facePaints(geometry);
  const words = faceWords(geometry);
  // The cubes' stickers are painted in the scheme chosen in Appearance.
  const scheme = geometry.faces === FACES.join('');
  const swatches: Swatch[] = [...geometry.faces].map((face) => ({
    symbol: face,
    name: t('paint.swatch', { colour: colourName(words.get(face) ?? ''), letter: face }),
    paint: scheme ? FACE_COLORS[face] : paints.get(face),
  }));
  swatches.push(
    { symbol: UNKNOWN, name: t('paint.unknownSwatch'), only: 'start' },
    { symbol: ANY, name: t('paint.anySwatch'), only: 'goal' },
  );
  root.replaceChildren(...swatches.map((s) => swatch(s, chosen, pick)));
}

function swatch(s: Swatch, chosen: string, pick: (symbol: string) => void): HTMLLabelElement {
  const label = document.createElement('label');
  label.className = 'swatch';
  label.title = s.name;
  if (s.only) label.dataset.only = s.only;
  const input = document.createElement('input');
  input.type = 'radio';
  input.name = 'paint-colour';
  input.value = s.symbol;
  input.checked = s.symbol === chosen;
  input.dataset.testid = `paint-${s.symbol === UNKNOWN ? 'unknown' : s.symbol}`;
  input.setAttribute('aria-label', s.name);
  input.addEventListener('change', () => pick(s.symbol));
  const chip = document.createElement('span');
  chip.className = 'swatch-chip';
  if (s.paint !== undefined) chip.style.background = cssColor(s.paint);
  else chip.classList.add(s.symbol === ANY ? 'any' : 'unknown');
  label.append(input, chip);
  return label;
}
