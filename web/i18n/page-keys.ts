// The page's message keys, typed from the sources (web/i18n/page/*.json): t('solve.button')
// with a key no source has fails tsc, and so does a source with a message missing in any
// language (Complete). A new source file is added to PageSources here.
import type { Lang } from './language';
import type colours from './page/colours.json';
import type count from './page/count.json';
import type fmc from './page/fmc.json';
import type inputs from './page/inputs.json';
import type link from './page/link.json';
import type main from './page/main.json';
import type notes from './page/notes.json';
import type paint from './page/paint.json';
import type panels from './page/panels.json';
import type played from './page/played.json';
import type scan from './page/scan.json';
import type share from './page/share.json';
import type smart from './page/smart.json';
import type solve from './page/solve.json';
import type solving from './page/solving.json';
import type state from './page/state.json';
import type stickers from './page/stickers.json';
import type tables from './page/tables.json';
import type tagline from './page/tagline.json';
import type viewer from './page/viewer.json';

/** Every message of a source has a text in every language. */
type Complete<T extends Record<string, Record<Lang, string>>> = T;

interface PageSources {
  smart: Complete<typeof smart>;
  link: Complete<typeof link>;
  played: Complete<typeof played>;
  share: Complete<typeof share>;
  fmc: Complete<typeof fmc>;
  notes: Complete<typeof notes>;
  scan: Complete<typeof scan>;
  paint: Complete<typeof paint>;
  stickers: Complete<typeof stickers>;
  tables: Complete<typeof tables>;
  colours: Complete<typeof colours>;
  count: Complete<typeof count>;
  inputs: Complete<typeof inputs>;
  main: Complete<typeof main>;
  panels: Complete<typeof panels>;
  solve: Complete<typeof solve>;
  solving: Complete<typeof solving>;
  state: Complete<typeof state>;
  tagline: Complete<typeof tagline>;
  viewer: Complete<typeof viewer>;
}

export type PageKey = { [S in keyof PageSources]: `${S}.${keyof PageSources[S] & string}` }[keyof PageSources];
