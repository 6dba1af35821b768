// The Square-1 on the page: its view of both layers (Sq1View), where a slot chosen and a
// piece pressed in the palette paint the start through the core (sq1-painter.ts), and its
// moves played by the core (playSq1, counted in slashes); played-page.ts does the rest.

import { t } from '../i18n/messages';
import { Sq1View } from '../render/Sq1View';
import type { AnyPuzzle, Sq1Step } from '../worker/api';
import { byId } from './dom';
import type { PageParts } from './page-parts';
import { PlayedPage } from './played-page';
import { Sq1Painter } from './sq1-painter';

export class Sq1Page extends PlayedPage<Sq1Step> {
  private readonly painter: Sq1Painter;

  constructor(page: PageParts) {
    const view = new Sq1View(byId('stage'), {
      label: t('played.sq1Label'),
      interactive: true,
    });
    super(page, {
      view,
      idPrefix: 'sq1-',
      play: (core, alg, start) => core.playSq1(alg, start),
      metric: 'twist',
      emptyText: t('played.sq1Empty'),
      randomTitle: t('played.sq1RandomTitle'),
      solvedText: t('played.sq1Solved'),
    });
    this.painter = new Sq1Painter(page, view, this.inputs, {
      palette: byId('sq1-palette'),
      choice: byId('sq1-paint-choice'),
      problem: byId('sq1-paint-problem'),
    });
  }

  override async read(p: AnyPuzzle, stale: () => boolean): Promise<boolean> {
    if (!(await super.read(p, stale))) return false;
    await this.painter.load();
    this.painter.showRead();
    return true;
  }
}
