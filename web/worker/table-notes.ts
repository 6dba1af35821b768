// What the solver worker says about a table load, download or build: its English (a
// status's `note`, an error's message) and the same as a code of the core's messages
// (`noteText`, an error's `text`), so that the page says it in its language. The codes
// are the registry's (wasm/core/message_catalog.cpp, "the solver worker's notes"); the
// core's own errors nest in them as their `why`.
import type { CoreArg, CoreText } from './api';

export interface Said {
  message: string; // English
  text?: CoreText;
}

/** `message` with its code: `english` must be the code's English template filled with `params`. */
export function said(english: string, code: string, params: Record<string, CoreArg> = {}): Said {
  return { message: english, text: { code, params } };
}

/** What the module said when it failed (`error`, and `text` when it has a code). */
export function moduleSaid(r: { error: string; text?: CoreText }): Said {
  return r.text ? { message: r.error, text: r.text } : { message: r.error };
}

/** A said thing as a parameter of another: nested when it has a code, else its English. */
export function why(s: Said | string): CoreArg {
  return typeof s === 'string' ? s : (s.text ?? s.message);
}

/** Notes said one after another: "a; b; c" (its code nests them pairwise). */
export function joinNotes(notes: Said[]): Said | undefined {
  if (notes.length === 0) return undefined;
  return notes.reduce((first, then) => {
    const message = `${first.message}; ${then.message}`;
    return first.text && then.text ? said(message, 'note_pair', { first: first.text, second: then.text }) : { message };
  });
}

/** An Error that carries its code across the worker boundary (serve.ts copies `text`). */
export function errorOf(s: Said, name?: string): Error & { text?: CoreText } {
  const e: Error & { text?: CoreText } = new Error(s.message);
  if (name) e.name = name;
  if (s.text) e.text = s.text;
  return e;
}

/** MiB with one decimal at most, as the notes write sizes. */
export function mib(bytes: number): number {
  return Math.round((bytes / 2 ** 20) * 10) / 10;
}
