// A link's ignored parameters (web/share/share.ts, ShareNote) said in the page's language.
import { t } from '../i18n/messages';
import type { PageKey } from '../i18n/page-keys';
import type { ShareNote } from '../share/share';

const EXPECTED: Readonly<Partial<Record<string, PageKey>>> = {
  colors: 'link.expectColors',
  orient: 'link.expectOrient',
  lang: 'link.expectLang',
  times: 'link.expectTimes',
};

export function linkNoteText(note: ShareNote): string {
  switch (note.kind) {
    case 'too-long':
      return t('link.tooLong', { name: note.name, length: note.length, bound: note.bound });
    case 'too-long-query':
      return t('link.tooLongQuery', { name: note.name, length: note.length, bound: note.bound });
    case 'puzzle':
      return t('link.puzzle', { value: note.value, names: note.names });
    case 'shape': {
      const expected = EXPECTED[note.key];
      return t('link.shape', { name: note.name, value: note.value, expected: expected ? t(expected) : note.key });
    }
  }
}
