// The words of the pictures (the Clock's and the 8-puzzle's accessible names, the
// Clock's face titles, a net's face names) in one language, from the player's catalog (web/i18n/widget/
// views.json): the page gives its language's to the render layer's defaults
// (web/app/net-words.ts), each <cube-player> its own element's to its view.
import type { ClockWords } from '../render/ClockView';
import type { NetWords } from '../render/NetView';
import type { BoardWords } from '../render/SlidingBoardView';
import type { Locale } from './language';
import type { WidgetKey } from './widget-keys';
import { wt } from './widget-messages';

const FACES: Readonly<Record<string, WidgetKey>> = {
  U: 'views.faceU',
  R: 'views.faceR',
  F: 'views.faceF',
  D: 'views.faceD',
  L: 'views.faceL',
  B: 'views.faceB',
};

/** A cube face's name ("Up" for U); another letter as it is. */
export function faceWord(locale: Locale, letter: string): string {
  const key = FACES[letter];
  return key ? wt(locale, key) : letter;
}

/** The words of a net's accessible name (a <cube-player>'s picture: faces and "any"). */
export function netWords(locale: Locale): Pick<NetWords, 'face' | 'any'> {
  return { face: (letter) => faceWord(locale, letter), any: wt(locale, 'views.any') };
}

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
