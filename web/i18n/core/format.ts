// Fills a core message's template (wasm/core/message.h's syntax, the same as the C++
// formatter's) in a language: numbers, plurals and lists through Intl.
//   {name}                                   a parameter (text, number, list, nested message)
//   {name, plural, =2 {..} one {..} other {..}}   by Intl.PluralRules; # is the number
//   {name, select, key {..} other {..}}      by a text parameter
//   {name, list, comma}                      a list as a plain series ("a, b, c")
//   {name, list, or}                         a list of alternatives ("a, b or c")
//   {name, list, semicolon}                  a list as "a; b; c"
import type { CoreArg, CoreText } from '../../worker/api';

export type Templates = Readonly<Record<string, string>>;

/** Formats a nested message; given by the caller so that nesting stays in one language. */
type Nested = (text: CoreText) => string;

function isText(a: CoreArg): a is CoreText {
  return typeof a === 'object' && !Array.isArray(a);
}

function argText(a: CoreArg, lang: string, nested: Nested): string {
  if (typeof a === 'number') return new Intl.NumberFormat(lang).format(a);
  if (typeof a === 'string') return a;
  if (Array.isArray(a)) {
    const items = a.map((x) => argText(x, lang, nested));
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
  }
  return nested(a);
}

class Reader {
  i = 0;
  constructor(
    private readonly p: string,
    private readonly params: Record<string, CoreArg>,
    private readonly lang: string,
    private readonly nested: Nested,
    private readonly names?: Map<string, string>,
  ) {}

  /** Text up to the '}' that closes this level; `hash` stands for '#'. */
  text(hash?: string): string {
    let out = '';
    while (this.i < this.p.length && this.p[this.i] !== '}') {
      const c = this.p[this.i];
      if (c === '{') {
        this.i++;
        out += this.placeholder();
      } else if (c === '#' && hash !== undefined) {
        out += hash;
        this.i++;
      } else {
        out += c;
        this.i++;
      }
    }
    return out;
  }

  private skip(): void {
    while (this.p[this.i] === ' ') this.i++;
  }

  private word(): string {
    this.skip();
    const start = this.i;
    while (this.i < this.p.length && !', {}'.includes(this.p[this.i])) this.i++;
    return this.p.slice(start, this.i);
  }

  private placeholder(): string {
    const name = this.word();
    const arg = this.params[name];
    this.skip();
    if (this.p[this.i] === '}') {
      this.i++;
      if (this.names && !this.names.has(name)) this.names.set(name, 'value');
      return arg === undefined ? `{${name}}` : argText(arg, this.lang, this.nested);
    }
    this.i++; // ','
    const kind = this.word();
    this.skip();
    if (this.p[this.i] === ',') this.i++;
    this.names?.set(name, kind);
    if (kind === 'list') {
      // {name, list, comma}: "a, b, c", as the language writes a plain series; or: "a, b
      // or c"; semicolon: "a; b; c" (items holding commas)
      const style = this.word();
      this.skip();
      this.i++;
      const items = Array.isArray(arg) ? arg.map((x) => argText(x, this.lang, this.nested)) : [];
      if (style === 'semicolon') return items.join(this.lang.startsWith('ar') ? '؛ ' : '; ');
      const type = style === 'or' ? 'disjunction' : 'unit';
      return new Intl.ListFormat(this.lang, { type, style: style === 'or' ? 'long' : 'short' }).format(items);
    }
    const n = typeof arg === 'number' ? arg : 0;
    const hash = new Intl.NumberFormat(this.lang).format(n);
    const category = kind === 'plural' ? new Intl.PluralRules(this.lang).select(n) : '';
    let exact: string | undefined;
    let chosen: string | undefined;
    let other = '';
    for (;;) {
      this.skip();
      if (this.i >= this.p.length || this.p[this.i] === '}') break;
      const key = this.word();
      this.skip();
      this.i++; // '{'
      const body = this.text(kind === 'plural' ? hash : undefined);
      this.i++; // '}'
      if (kind === 'plural' && key === `=${n}`) exact = body;
      else if (key === 'other') other = body;
      else if (key === (kind === 'plural' ? category : String(arg))) chosen ??= body;
    }
    this.i++; // closing '}'
    return exact ?? chosen ?? other;
  }
}

/** `template` filled in with `params` in `lang`. */
export function fillTemplate(template: string, params: Record<string, CoreArg>, lang: string, nested: Nested): string {
  return new Reader(template, params, lang, nested).text();
}

/** The parameters a template uses and how ("value", "plural", "select"), for the tests. */
export function templateParams(template: string): Map<string, string> {
  const names = new Map<string, string>();
  new Reader(template, {}, 'en', () => '', names).text();
  return names;
}

export { isText };
