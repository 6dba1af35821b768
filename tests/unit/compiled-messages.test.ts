// The page's and the player's messages as compiled-messages.ts formats them: for every
// message of every catalog in every language, with every plural form and every select
// case, the same text as Lingui's own runtime (@lingui/core's I18n._) gives for the same
// compiled message.
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compiledCatalog } from '../../web/i18n/catalog-plugin';
import { type CompiledMessage, MessageCatalog } from '../../web/i18n/compiled-messages';
import { LANGS, PSEUDO } from '../../web/i18n/language';

const I18N = fileURLToPath(new URL('../../web/i18n', import.meta.url));
const NUMBERS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1234];

/** Each parameter of a compiled message with the values to try: numbers for plurals, every case for selects. */
function parameters(message: CompiledMessage, out = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (typeof message === 'string') return out;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, cases] = token;
    if (type === 'plural') out.set(name, NUMBERS);
    else if (type === 'select' && cases) out.set(name, [...Object.keys(cases), 'zz']);
    else if (!out.has(name)) out.set(name, [`<${name}>`]);
    for (const [key, inner] of Object.entries(cases ?? {}))
      if (key !== 'offset' && typeof inner !== 'number') parameters(inner, out);
  }
  return out;
}

/** Every combination of the values (one parameter varied at a time, the others at their first). */
function samples(params: Map<string, unknown[]>): Record<string, unknown>[] {
  const base = Object.fromEntries([...params].map(([name, values]) => [name, values[0]]));
  const out = [base];
  for (const [name, values] of params) for (const v of values.slice(1)) out.push({ ...base, [name]: v });
  return out;
}

describe('compiled messages', () => {
  for (const part of ['page', 'widget']) {
    it.each([...LANGS, PSEUDO])(`${part}: %s formats as Lingui's runtime does`, (locale) => {
      const messages = compiledCatalog(`${I18N}/${part}`, locale) as Record<string, CompiledMessage>;
      const intl = locale === PSEUDO ? 'en' : locale;
      const ours = new MessageCatalog(intl, messages);
      const lingui = setupI18n();
      lingui.loadAndActivate({ locale: intl, messages: messages as never });
      let compared = 0;
      for (const [id, message] of Object.entries(messages)) {
        for (const values of samples(parameters(message))) {
          expect(ours.format(id, values), `${locale} ${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(messages).length);
      expect(ours.format('no.such.key')).toBe('no.such.key');
    });
  }
});
