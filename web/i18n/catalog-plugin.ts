// Builds one catalog per language from the message sources. A source (web/i18n/page/*.json,
// web/i18n/widget/*.json) holds one part of the page's strings with every language side by
// side ({"solve": {"en": "Solve", "de": "Lösen", ...}}), so a translator sees them together;
// the virtual module `virtual:messages/<part>/<locale>` is that part's strings of one
// language only, ICU MessageFormat compiled for Lingui at build time (the page carries no
// message parser), so a page loads the language it speaks and no other. A message missing
// in a language or not parsing fails the build (tsc fails on the first too, page-keys.ts).
// `en-XA`, the pseudo-language the tests read, is English accented and bracketed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { LANGS, matchLocale, PSEUDO } from './language.ts';
import { pseudo } from './pseudo.ts';

const PREFIX = 'virtual:messages/';
const PARTS = ['page', 'widget'] as const;

type Source = Record<string, Record<string, string>>;

/** The messages of one part (`page`, `widget`) in `locale`, keyed `file.key`, compiled. */
export function compiledCatalog(dir: string, locale: string): Record<string, unknown> {
  const catalog: Record<string, unknown> = {};
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  for (const file of files.sort()) {
    const source = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Source;
    for (const [key, texts] of Object.entries(source)) {
      const id = `${file.slice(0, -'.json'.length)}.${key}`;
      const missing = LANGS.filter((l) => typeof texts[l] !== 'string');
      if (missing.length) throw new Error(`${dir}/${file}: "${key}" has no ${missing.join(', ')} text`);
      const text = locale === PSEUDO ? texts.en : texts[locale];
      try {
        const compiled = compileMessageOrThrow(text, locale === PSEUDO ? pseudo : undefined);
        catalog[id] = locale === PSEUDO ? ['⟦', ...compiled, '⟧'] : compiled;
      } catch (e) {
        throw new Error(`${dir}/${file}: "${key}" in ${locale} does not parse: ${(e as Error).message}`);
      }
    }
  }
  return catalog;
}

export function messageCatalogs(root: string): Plugin {
  return {
    name: 'cubesolver-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [part, tag] = id.slice(PREFIX.length + 1).split('/');
      const locale = matchLocale(tag);
      if (
        !PARTS.includes(part as (typeof PARTS)[number]) ||
        locale === undefined ||
        locale.toLowerCase() !== tag.toLowerCase()
      )
        this.error(`no message catalog ${id.slice(1)}`);
      const dir = join(root, part);
      for (const f of readdirSync(dir)) if (f.endsWith('.json')) this.addWatchFile(join(dir, f));
      try {
        return `export default ${JSON.stringify(compiledCatalog(dir, locale))};`;
      } catch (e) {
        this.error((e as Error).message);
      }
    },
  };
}
