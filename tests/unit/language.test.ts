// The language choice (web/i18n/language.ts): tags as browsers and links write them,
// matched to the ten languages; the pseudo-language only when named; the catalogs'
// languages are the ones the type lists.
import { describe, expect, it } from 'vitest';
import { directionOf, LANGS, matchLang, matchLocale, PSEUDO } from '../../web/i18n/language';

describe('language choice', () => {
  it('matches browser and link tags to the ten languages', () => {
    expect(LANGS).toEqual(['en', 'zh-CN', 'es', 'de', 'fr', 'ru', 'pt-BR', 'ja', 'pl', 'ar']);
    expect(matchLang('de')).toBe('de');
    expect(matchLang('de-AT')).toBe('de');
    expect(matchLang('PT-br')).toBe('pt-BR');
    expect(matchLang('pt-PT')).toBe('pt-BR'); // one Portuguese
    expect(matchLang('zh')).toBe('zh-CN');
    expect(matchLang('zh-Hans-CN')).toBe('zh-CN');
    expect(matchLang('en_GB')).toBe('en');
    expect(matchLang('ar-EG')).toBe('ar');
    expect(matchLang('ko')).toBeUndefined();
    expect(matchLang('')).toBeUndefined();
    expect(matchLang(null)).toBeUndefined();
  });

  it('knows the pseudo-language only when a link names it', () => {
    expect(matchLocale('en-XA')).toBe(PSEUDO);
    expect(matchLocale('EN-xa')).toBe(PSEUDO);
    expect(matchLang('en-XA')).toBe('en'); // a browser's tag never picks it
  });

  it('writes Arabic right to left, the others left to right', () => {
    expect(LANGS.filter((l) => directionOf(l) === 'rtl')).toEqual(['ar']);
    expect(directionOf(PSEUDO)).toBe('ltr');
  });
});
