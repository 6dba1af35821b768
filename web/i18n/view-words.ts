// The words of the Clock's and the 8-puzzle's pictures (their accessible names, the
// Clock's face titles) in one language, from the player's catalog (web/i18n/widget/
// views.json): the page gives its language's to the render layer's defaults
// (web/app/net-words.ts), each <cube-player> its own element's to its view.
import type { ClockWords } from '../render/ClockView';
import type { BoardWords } from '../render/SlidingBoardView';
import type { Locale } from './language';
import { wt } from './widget-messages';

export function clockWords(locale: Locale): ClockWords {
  return {
    front: wt(locale, 'views.front'),
    backSeen: wt(locale, 'views.backSeen'),
    dial: (front, place, hours) => wt(locale, front ? 'views.dialFront' : 'views.dialBack', { place, hours }),
    pin: (place, up) => wt(locale, up ? 'views.pinUp' : 'views.pinDown', { place }),
    whole: (name, front, back, up) =>
      wt(locale, 'views.clockWhole', { name, front, back, up: up || wt(locale, 'views.noPins') }),
  };
}

export function boardWords(locale: Locale): BoardWords {
  return {
    tile: (tile, row, column, home) => wt(locale, home ? 'views.tileHome' : 'views.tile', { tile, row, column }),
    movable: (name) => wt(locale, 'views.movable', { name }),
    gap: wt(locale, 'views.gap'),
  };
}
