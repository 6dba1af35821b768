// The Square-1 on the page: its view of both layers (Sq1View) and its moves played by
// the core (playSq1, counted in slashes); played-page.ts does the rest.

import { Sq1View } from '../render/Sq1View';
import type { Sq1Step } from '../worker/api';
import { byId } from './dom';
import type { PageParts } from './page-parts';
import { PlayedPage } from './played-page';

export class Sq1Page extends PlayedPage<Sq1Step> {
  constructor(page: PageParts) {
    super(page, {
      view: new Sq1View(byId('stage'), {
        label: 'Square-1: the top layer seen from above, the bottom seen from below, the middle layer’s front',
      }),
      idPrefix: 'sq1-',
      play: (core, alg, start) => core.playSq1(alg, start),
      metric: 'twist',
      emptyText: 'Empty: the scramble starts from the solved Square-1.',
      randomTitle: 'A uniformly random state (TNoodle draws its scrambles from these) as the start state',
      solvedText: 'The Square-1 is solved. Type a scramble or press Random scramble.',
    });
  }
}
