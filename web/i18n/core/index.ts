// The core's messages (wasm/core/message.h: a code and its parameters) in the user's
// language. One typed map per language: a code missing in any of them, or one the
// English map does not have, fails the type check. A message without a code (the core's
// messages not yet given one) shows its English `message`.
import type { CoreArg, CoreText } from '../../worker/api';
import { currentLanguage, type Lang } from '../language';
import { ar } from './ar';
import { de } from './de';
import { type CoreCode, type CoreMessages, en } from './en';
import { es } from './es';
import { fillTemplate } from './format';
import { fr } from './fr';
import { ja } from './ja';
import { pl } from './pl';
import { ptBR } from './pt-BR';
import { ru } from './ru';
import { zhCN } from './zh-CN';

export const CORE_MESSAGES: Readonly<Record<Lang, CoreMessages>> = {
  en,
  'zh-CN': zhCN,
  es,
  de,
  fr,
  ru,
  'pt-BR': ptBR,
  ja,
  pl,
  ar,
};

function isCode(code: string): code is CoreCode {
  return Object.hasOwn(en, code);
}

/** `text` in `lang`; undefined when its code is not one of the registry's (a newer core). */
export function formatCoreText(text: CoreText, lang: Lang = currentLanguage()): string | undefined {
  if (!isCode(text.code)) return undefined;
  let unknown = false;
  const nested = (inner: CoreText): string => {
    const said = formatCoreText(inner, lang);
    if (said === undefined) unknown = true;
    return said ?? '';
  };
  const said = fillTemplate(CORE_MESSAGES[lang][text.code], text.params, lang, nested);
  return unknown ? undefined : said;
}

/** What the core says: an English message and, for the messages given codes, the same as a code. */
export interface CoreSaid {
  message: string;
  text?: CoreText;
}

/** What the core said (a problem, a parse error), in `lang`. */
export function formatCoreMessage(said: CoreSaid, lang: Lang = currentLanguage()): string {
  return (said.text && formatCoreText(said.text, lang)) ?? said.message;
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
