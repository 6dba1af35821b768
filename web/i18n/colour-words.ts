// Colour and face names in the page's language. The lower layers (web/render) name
// colours in English words ("sky blue") and faces by letter; the page shows them
// through these.
import { t } from './messages';
import type { PageKey } from './page-keys';

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
  any: 'colours.any',
};

/** An English colour word as the page's language says it (a word it does not know, as it is). */
export function colourName(english: string): string {
  const key = COLOURS[english];
  return key ? t(key) : english;
}

const FACES: Readonly<Record<string, PageKey>> = {
  U: 'colours.faceU',
  R: 'colours.faceR',
  F: 'colours.faceF',
  D: 'colours.faceD',
  L: 'colours.faceL',
  B: 'colours.faceB',
};

/** A cube face's name ("Up" for U); another letter as it is. */
export function faceName(letter: string): string {
  const key = FACES[letter];
  return key ? t(key) : letter;
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
