// The painting palette: the six face colours, "unknown" (a start-state sticker not
// painted yet) and "don't care" (a goal sticker that does not matter), as radio swatches.

import { FACE_COLORS } from '../render/colors';

export type PaintTarget = 'start' | 'goal';

/** A sticker the core will not recognise as a colour: reported as an odd symbol until painted. */
export const UNKNOWN = '?';
/** A goal sticker that does not matter (goal patterns, DESIGN.md). */
export const ANY = 'x';

interface Swatch {
  symbol: string;
  name: string;
  only?: PaintTarget;
}

const SWATCHES: readonly Swatch[] = [
  { symbol: 'U', name: 'white (U)' },
  { symbol: 'R', name: 'red (R)' },
  { symbol: 'F', name: 'green (F)' },
  { symbol: 'D', name: 'yellow (D)' },
  { symbol: 'L', name: 'orange (L)' },
  { symbol: 'B', name: 'blue (B)' },
  { symbol: UNKNOWN, name: 'unknown', only: 'start' },
  { symbol: ANY, name: "don't care", only: 'goal' },
];

/** Fills `root` with the swatches, `chosen` checked; `pick` hears the symbol chosen. */
export function renderPalette(root: HTMLElement, chosen: string, pick: (symbol: string) => void): void {
  root.replaceChildren(...SWATCHES.map((s) => swatch(s, chosen, pick)));
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
  if (s.symbol in FACE_COLORS) chip.style.background = `#${FACE_COLORS[s.symbol].toString(16).padStart(6, '0')}`;
  else chip.classList.add(s.symbol === ANY ? 'any' : 'unknown');
  label.append(input, chip);
  return label;
}
