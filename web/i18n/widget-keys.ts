// The player's and the widget's message keys, typed from web/i18n/widget/*.json as
// page-keys.ts types the page's: an unknown key or a message missing in a language fails tsc.
import type { Lang } from './language';
import type element from './widget/element.json';
import type player from './widget/player.json';
import type views from './widget/views.json';

type Complete<T extends Record<string, Record<Lang, string>>> = T;

interface WidgetSources {
  element: Complete<typeof element>;
  player: Complete<typeof player>;
  views: Complete<typeof views>;
}

export type WidgetKey = { [S in keyof WidgetSources]: `${S}.${keyof WidgetSources[S] & string}` }[keyof WidgetSources];
