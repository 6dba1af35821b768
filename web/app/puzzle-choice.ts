// The puzzle buttons: one radio per row of the web's puzzle list (web/puzzles.ts), made
// before the page's parts look for them, the default puzzle checked.

import { DEFAULT_PUZZLE, PUZZLES } from '../puzzles';

/** Fills `group` with the puzzles' radios (name "puzzle", value the canonical name). */
export function fillPuzzleChoice(group: HTMLElement): void {
  group.replaceChildren(
    ...PUZZLES.map((row) => {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'puzzle';
      input.value = row.name;
      input.dataset.testid = `puzzle-${row.name}`;
      input.checked = row.name === DEFAULT_PUZZLE;
      const text = document.createElement('span');
      text.textContent = row.label;
      label.append(input, text);
      return label;
    }),
  );
}
