// The Square-1 on the page: its view of both layers (Sq1View) and its moves played by
// the core (playSq1, counted in slashes); played-page.ts does the rest.

import { t } from '../i18n/messages';
import { Sq1View } from '../render/Sq1View';
import type { Sq1Step } from '../worker/api';
import { byId } from './dom';
import type { PageParts } from './page-parts';
import { PlayedPage } from './played-page';

export class Sq1Page extends PlayedPage<Sq1Step> {
  constructor(page: PageParts) {
    super(page, {
      view: new Sq1View(byId('stage'), {
        label: t('played.sq1Label'),
      }),
      idPrefix: 'sq1-',
      play: (core, alg, start) => core.playSq1(alg, start),
      metric: 'twist',
      emptyText: t('played.sq1Empty'),
      randomTitle: t('played.sq1RandomTitle'),
      solvedText: t('played.sq1Solved'),
    });
  }
}
