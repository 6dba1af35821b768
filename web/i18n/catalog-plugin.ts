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

/** Every message id of one part's sources (`file.key`). */
function sourceIds(dir: string): string[] {
  const ids: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const source = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Source;
    for (const key of Object.keys(source)) ids.push(`${file.slice(0, -'.json'.length)}.${key}`);
  }
  return ids;
}

/**
 * The page's build names each message by a short id instead of its `file.key` (its
 * index among all ids, sorted, in base 36): in every catalog chunk, in the scripts'
 * string literals that are an id, and in index.html's `data-i18n` attributes. The
 * catalogs, the page's calls and index.html's keys are then ~6 kB smaller, gzipped.
 */
export function shortIds(root: string): Map<string, string> {
  const ids = PARTS.flatMap((part) => sourceIds(join(root, part))).sort();
  return new Map(ids.map((id, i) => [id, i.toString(36)]));
}

/** A quoted id in a script ('solve.solve', "x.y", `x.y`). */
const QUOTED_ID = /(['"`])([a-zA-Z][\w]*\.[a-zA-Z][\w]*)\1/g;
/** index.html's attributes that name messages. */
const HTML_IDS = /(data-i18n(?:-rich|-attr)?=")([^"]*)"/g;

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

/** `virtual:messages/widget/fallback`: the player's English in a build that keeps it in its script. */
const FALLBACK = `${PREFIX}widget/fallback`;

/**
 * `englishFallback`: the widget's build (vite.widget.config.ts) keeps the player's English
 * in its script (widget-messages.ts); the page's leaves it out (null). `shortIds`: the
 * page's build renames the ids (shortIds()).
 */
export function messageCatalogs(root: string, options: { englishFallback?: boolean; shortIds?: boolean } = {}): Plugin {
  const ids = options.shortIds ? shortIds(root) : undefined;
  const short = (id: string) => ids?.get(id) ?? id;
  return {
    name: 'cubesolver-messages',
    transform(code, file) {
      if (!ids || file.includes('node_modules') || file.startsWith('\0') || !/\.[cm]?[jt]s$/.test(file)) return null;
      const renamed = code.replace(QUOTED_ID, (whole, quote: string, id: string) =>
        ids.has(id) ? `${quote}${short(id)}${quote}` : whole,
      );
      return renamed === code ? null : { code: renamed, map: null };
    },
    transformIndexHtml(html) {
      if (!ids) return html;
      return html.replace(HTML_IDS, (_, attr: string, value: string) => {
        const named = value
          .split(';')
          .map((pair) =>
            pair.includes(':')
              ? pair.replace(/:\s*(.+)$/, (__, id: string) => `:${short(id.trim())}`)
              : short(pair.trim()),
          )
          .join(';');
        return `${attr}${named}"`;
      });
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(loaded) {
      if (!loaded.startsWith(`\0${PREFIX}`)) return null;
      if (loaded === `\0${FALLBACK}` && !options.englishFallback) return 'export default null;';
      const id = loaded === `\0${FALLBACK}` ? `\0${PREFIX}widget/en` : loaded;
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
        const catalog = compiledCatalog(dir, locale);
        const renamed = ids ? Object.fromEntries(Object.entries(catalog).map(([id, m]) => [short(id), m])) : catalog;
        return `export default ${JSON.stringify(renamed)};`;
      } catch (e) {
        this.error((e as Error).message);
      }
    },
  };
}
