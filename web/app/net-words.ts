// The views' accessible names in the page's language: the render layer's words (the
// nets' NET_WORDS, the Clock's CLOCK_WORDS, the 8-puzzle's BOARD_WORDS, the Square-1's SQ1_WORDS) are English
// until the page gives its own; a widget's views keep them.
import { colourName, faceName } from '../i18n/colour-words';
import { t } from '../i18n/messages';
import { sentence } from '../player/words';
import { CLOCK_WORDS } from '../render/ClockView';
import { NET_WORDS } from '../render/NetView';
import { BOARD_WORDS } from '../render/SlidingBoardView';
import { SQ1_WORDS } from '../render/sq1-slots';

export function translateNetWords(): void {
  NET_WORDS.face = faceName;
  NET_WORDS.any = colourName('any');
  NET_WORDS.unknown = colourName('unknown');
  NET_WORDS.sticker = (face, n, word, faulty) => t(faulty ? 'state.faultySticker' : 'state.sticker', { face, n, word });
  CLOCK_WORDS.front = t('views.front');
  CLOCK_WORDS.backSeen = t('views.backSeen');
  CLOCK_WORDS.dial = (front, place, hours) => t(front ? 'views.dialFront' : 'views.dialBack', { place, hours });
  CLOCK_WORDS.pin = (place, up) => t(up ? 'views.pinUp' : 'views.pinDown', { place });
  CLOCK_WORDS.whole = (name, front, back, up) =>
    t('views.clockWhole', { name, front, back, up: up || t('views.noPins') });
  BOARD_WORDS.tile = (tile, row, column, home) => t(home ? 'views.tileHome' : 'views.tile', { tile, row, column });
  BOARD_WORDS.movable = (name) => t('views.movable', { name });
  BOARD_WORDS.gap = t('views.gap');
  SQ1_WORDS.slot = (top, n, piece) =>
    sentence(t('views.sq1Slot', { slot: t(top ? 'views.sq1TopSlot' : 'views.sq1BottomSlot', { n }), piece }));
  SQ1_WORDS.middle = (flipped) => t(flipped ? 'views.sq1MiddleTurned' : 'views.sq1MiddleSolved');
}
