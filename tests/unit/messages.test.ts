// The message sources (web/i18n/page/*.json, web/i18n/widget/*.json): every key has a
// text in every language, each parses as ICU MessageFormat with the same placeholders
// as its English, and each plural names every form its language's Intl.PluralRules
// uses (Russian's few and many, Arabic's zero to many); the catalogs built per language
// hold every key, and the pseudo-language keeps no English letter outside placeholders.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compiledCatalog } from '../../web/i18n/catalog-plugin';
import { LANGS, PSEUDO } from '../../web/i18n/language';

const I18N = resolve(__dirname, '../../web/i18n');
const PARTS = ['page', 'widget'].filter((p) => readdirSync(I18N).includes(p));

type Source = Record<string, Record<string, string>>;
const sources = PARTS.flatMap((part) =>
  readdirSync(join(I18N, part))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ part, file: f, messages: JSON.parse(readFileSync(join(I18N, part, f), 'utf8')) as Source })),
);

/** The placeholders of a message (plural and select arguments included), sorted. */
function placeholders(tokens: Token[], found = new Set<string>()): string[] {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') found.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      found.add(token.arg);
      for (const c of token.cases) placeholders(c.tokens, found);
    }
  }
  return [...found].sort();
}

/** The plural forms each plural argument of a message names. */
function pluralForms(tokens: Token[]): string[][] {
  return tokens.flatMap((t) =>
    t.type === 'plural' ? [t.cases.map((c) => c.key), ...t.cases.flatMap((c) => pluralForms(c.tokens))] : [],
  );
}

describe('message sources', () => {
  it('exist: the page has parts, each with messages', () => {
    expect(sources.length).toBeGreaterThan(5);
    for (const s of sources) expect(Object.keys(s.messages).length, s.file).toBeGreaterThan(0);
  });

  it('have every key in every language, with the placeholders of its English', () => {
    const wrong: string[] = [];
    for (const { part, file, messages } of sources) {
      for (const [key, texts] of Object.entries(messages)) {
        const english = placeholders(parse(texts.en));
        for (const lang of LANGS) {
          const text = texts[lang];
          if (typeof text !== 'string' || text.trim() === '') {
            wrong.push(`${part}/${file} ${key}: no ${lang} text`);
            continue;
          }
          const found = placeholders(parse(text));
          if (found.join() !== english.join())
            wrong.push(`${part}/${file} ${key} ${lang}: {${found}} not {${english}}`);
        }
        const extra = Object.keys(texts).filter((l) => !(LANGS as readonly string[]).includes(l));
        if (extra.length) wrong.push(`${part}/${file} ${key}: unknown languages ${extra}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('name every plural form each language uses (Intl.PluralRules)', () => {
    const wrong: string[] = [];
    for (const { file, messages } of sources) {
      for (const [key, texts] of Object.entries(messages)) {
        for (const lang of LANGS) {
          const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
          for (const forms of pluralForms(parse(texts[lang]))) {
            const missing = needed.filter((c) => !forms.includes(c));
            if (missing.length) wrong.push(`${file} ${key} ${lang}: no ${missing.join(', ')}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('build one catalog per language with every key; the pseudo-language has no English letter left', () => {
    for (const part of PARTS) {
      const english = Object.keys(compiledCatalog(join(I18N, part), 'en')).sort();
      for (const lang of LANGS) expect(Object.keys(compiledCatalog(join(I18N, part), lang)).sort()).toEqual(english);
      const pseudo = compiledCatalog(join(I18N, part), PSEUDO);
      // The text of compiled messages: strings, and the choices of plural tokens ([name, type, {form: message}]).
      const texts = (message: unknown): string[] =>
        typeof message === 'string'
          ? [message]
          : Array.isArray(message)
            ? message.flatMap((m) =>
                typeof m === 'string'
                  ? [m]
                  : Array.isArray(m) && m[2] && typeof m[2] === 'object'
                    ? Object.values(m[2] as Record<string, unknown>).flatMap(texts)
                    : [],
              )
            : [];
      const left = Object.entries(pseudo).filter(([, m]) => texts(m).some((s) => /[A-Za-z]/.test(s)));
      expect(left.map(([key]) => key)).toEqual([]);
    }
  });
});
