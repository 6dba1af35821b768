// The Square-1 painter's palette: the 16 pieces as buttons, each drawn as the view draws it
// (its face and side colours, a corner twice an edge's width) with its letter, named as
// the core names it ("the UFL corner (A)"). A press puts that piece in the slot chosen on
// the view (sq1-painter.ts asks the core).

import { formatCoreMessage } from '../i18n/core';
import { sentence } from '../player/words';
import { sq1PieceIcon } from '../render/Sq1View';
import type { Sq1Piece } from '../worker/api';

/** Fills `root` with a button per piece; `put` hears the piece's number (0-15, A-P). */
export function renderSq1Palette(root: HTMLElement, pieces: Sq1Piece[], put: (piece: number) => void): void {
  root.replaceChildren(
    ...pieces.map((p, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = `sq1-piece ${p.corner ? 'corner' : 'edge'}`;
      button.dataset.testid = `sq1-piece-${p.letter}`;
      const name = sentence(formatCoreMessage({ message: p.name, text: p.text }));
      button.setAttribute('aria-label', name);
      button.title = name;
      // Its letter drawn by CSS (attr), so the button's text is its name alone: the core's words.
      button.dataset.letter = p.letter;
      button.dataset.coreText = '';
      button.append(sq1PieceIcon(i));
      button.addEventListener('click', () => put(i));
      return button;
    }),
  );
}
