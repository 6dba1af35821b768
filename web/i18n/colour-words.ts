// Colour and face names in the page's language. The lower layers (web/render) name
// colours in English words ("sky blue") and faces by letter; the page shows them
// through these. The face names and "any" are the player's words (widget/views.json),
// which a <cube-player>'s net says too (view-words.ts).
import { currentLocale } from './language';
import { t } from './messages';
import type { PageKey } from './page-keys';
import { faceWord } from './view-words';
import { wt } from './widget-messages';

const COLOURS: Readonly<Record<string, PageKey>> = {
  white: 'colours.white',
  red: 'colours.red',
  green: 'colours.green',
  yellow: 'colours.yellow',
  orange: 'colours.orange',
  blue: 'colours.blue',
  purple: 'colours.purple',
  grey: 'colours.grey',
  lime: 'colours.lime',
  pink: 'colours.pink',
  cream: 'colours.cream',
  'sky blue': 'colours.skyBlue',
  magenta: 'colours.magenta',
  'light blue': 'colours.lightBlue',
  amber: 'colours.amber',
  'dark teal': 'colours.darkTeal',
  unknown: 'colours.unknown',
};

/** An English colour word as the page's language says it (a word it does not know, as it is). */
export function colourName(english: string): string {
  if (english === 'any') return wt(currentLocale(), 'views.any');
  const key = COLOURS[english];
  return key ? t(key) : english;
}

/** A cube face's name ("Up" for U) in the page's language; another letter as it is. */
export function faceName(letter: string): string {
  return faceWord(currentLocale(), letter);
}

const SCHEMES: Readonly<Record<string, PageKey>> = {
  standard: 'colours.schemeStandard',
  japanese: 'colours.schemeJapanese',
  'high-contrast': 'colours.schemeHighContrast',
};

/** A colour scheme preset's title by its name. */
export function schemeTitle(name: string, english: string): string {
  const key = SCHEMES[name];
  return key ? t(key) : english;
}
