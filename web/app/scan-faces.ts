// The camera scan's list of faces: each with the colours captured (a small grid), its
// state (captured, next, to do) and a Retake button once captured.

import { t } from '../i18n/messages';
import { faceWord, SCAN_STEPS } from './scan-guide';

export interface FacesShown {
  n: number;
  captured: readonly (Uint8Array | null)[]; // per scan step, R G B per sticker
  next: number; // the step to capture next
  letters: boolean;
}

export function renderFaces(list: HTMLElement, shown: FacesShown, retake: (step: number) => void): void {
  list.replaceChildren(
    ...SCAN_STEPS.map(({ face }, i) => {
      const item = document.createElement('li');
      item.dataset.face = face;
      const read = shown.captured[i];
      const chips = document.createElement('span');
      chips.className = 'scan-chips';
      chips.style.gridTemplateColumns = `repeat(${shown.n}, 1fr)`;
      for (let k = 0; k < shown.n * shown.n; k++) {
        const chip = document.createElement('span');
        if (read) chip.style.background = `rgb(${read[k * 3]}, ${read[k * 3 + 1]}, ${read[k * 3 + 2]})`;
        chips.append(chip);
      }
      const label = document.createElement('span');
      const state = t(read ? 'scan.captured' : i === shown.next ? 'scan.next' : 'scan.toDo');
      const name = faceWord(face, shown.n);
      const named = shown.letters ? t('scan.withLetter', { name, letter: face }) : name;
      label.textContent = t('scan.faceState', { face: named, state });
      item.append(chips, label);
      if (read) {
        const again = document.createElement('button');
        again.type = 'button';
        again.className = 'quiet';
        again.textContent = t('scan.retake');
        again.dataset.testid = `scan-retake-${face}`;
        again.addEventListener('click', () => retake(i));
        item.append(again);
      }
      return item;
    }),
  );
}

/** What a stop keeps: "The 3 faces captured are kept." ('' for none). */
export function keptWords(captured: readonly (Uint8Array | null)[]): string {
  const count = captured.filter((c) => c !== null).length;
  return count ? t('scan.kept', { count }) : '';
}
