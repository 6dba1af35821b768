// The core's messages (wasm/core/message.h: a code and its parameters) in the user's
// language. One typed map per language: a code missing in any of them, or one the
// English map does not have, fails the type check. A message without a code (the core's
// messages not yet given one) shows its English `message`.
import type { CoreArg, CoreText } from '../../worker/api';
import { currentLanguage, currentLocale, type Lang, PSEUDO } from '../language';
import { pseudo } from '../pseudo';
import type { CoreCode, CoreMessages } from './en';

export type { CoreMessages };

import { fillTemplate } from './format';

/**
 * One chunk per language, English's too: only the chosen one is fetched. Until it is, a
 * message shows the core's own English (`message`, the C++ formatter's text).
 */
const LOADERS: Readonly<Record<Lang, () => Promise<CoreMessages>>> = {
  en: () => import('./en').then((m) => m.en),
  'zh-CN': () => import('./zh-CN').then((m) => m.zhCN),
  es: () => import('./es').then((m) => m.es),
  de: () => import('./de').then((m) => m.de),
  fr: () => import('./fr').then((m) => m.fr),
  ru: () => import('./ru').then((m) => m.ru),
  'pt-BR': () => import('./pt-BR').then((m) => m.ptBR),
  ja: () => import('./ja').then((m) => m.ja),
  pl: () => import('./pl').then((m) => m.pl),
  ar: () => import('./ar').then((m) => m.ar),
};

const loaded = new Map<Lang, CoreMessages>();
const loading = new Map<Lang, Promise<CoreMessages>>();

/** The core's messages in `lang`, fetched once (the page and the widget load them with their own words). */
export function coreMessagesOf(lang: Lang): Promise<CoreMessages> {
  let load = loading.get(lang);
  if (!load) {
    load = LOADERS[lang]().then((map) => {
      loaded.set(lang, map);
      return map;
    });
    loading.set(lang, load);
    load.catch(() => loading.delete(lang)); // a failed chunk may load on a later try
  }
  return load;
}

/** Loads `lang`'s messages for formatCoreMessage; English needs none (the core's own text is English). */
export async function loadCoreMessages(lang: Lang): Promise<void> {
  if (lang !== 'en') await coreMessagesOf(lang);
}

/**
 * `text` in `lang`; undefined until that language is loaded (loadCoreMessages), and for a
 * code its map lacks (a newer core): the caller shows the core's English then.
 */
export function formatCoreText(text: CoreText, lang: Lang = currentLanguage()): string | undefined {
  const map = loaded.get(lang);
  if (!map || !Object.hasOwn(map, text.code)) return undefined;
  let unknown = false;
  const nested = (inner: CoreText): string => {
    const said = formatCoreText(inner, lang);
    if (said === undefined) unknown = true;
    return said ?? '';
  };
  const said = fillTemplate(map[text.code as CoreCode], text.params, lang, nested);
  return unknown ? undefined : said;
}

/** What the core says: an English message and, for the messages given codes, the same as a code. */
export interface CoreSaid {
  message: string;
  text?: CoreText;
}

/**
 * What the core said (a problem, a parse error, a solver's reply or words), in `lang`
 * (the page's by default: on the pseudo-language's page, its English accented).
 */
export function formatCoreMessage(said: CoreSaid, lang?: Lang): string {
  if (lang === undefined && currentLocale() === PSEUDO) return pseudo(said.message);
  return (said.text && formatCoreText(said.text, lang ?? currentLanguage())) ?? said.message;
}

/** `text` with each place named alone: a piece_place's sticker list dropped ("URF", not "URF (stickers …)"). */
export function placesOnly(text: CoreText): CoreText {
  const strip = (a: CoreArg): CoreArg => {
    if (Array.isArray(a)) return a.map(strip);
    if (typeof a !== 'object') return a;
    return a.code === 'piece_place' ? (a.params.position ?? '') : placesOnly(a);
  };
  return { code: text.code, params: Object.fromEntries(Object.entries(text.params).map(([k, v]) => [k, strip(v)])) };
}
