// The views' accessible names in the page's language: the render layer's words (the
// nets' NET_WORDS, the Clock's CLOCK_WORDS, the 8-puzzle's BOARD_WORDS, the Square-1 painter's
// SQ1_WORDS) are English until the page gives its own; a widget passes its element's to its views.
import { colourName, faceName } from '../i18n/colour-words';
import { currentLocale } from '../i18n/language';
import { t } from '../i18n/messages';
import { boardWords, clockWords } from '../i18n/view-words';
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
  Object.assign(CLOCK_WORDS, clockWords(currentLocale()));
  Object.assign(BOARD_WORDS, boardWords(currentLocale()));
  SQ1_WORDS.slot = (top, n, piece) =>
    sentence(t('played.sq1Slot', { slot: t(top ? 'played.sq1TopSlot' : 'played.sq1BottomSlot', { n }), piece }));
  SQ1_WORDS.middle = (flipped) => t(flipped ? 'played.sq1MiddleTurnedName' : 'played.sq1MiddleSolvedName');
}
