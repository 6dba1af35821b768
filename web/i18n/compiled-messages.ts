// The page's and the player's messages formatted at run time. catalog-plugin.ts compiles
// every message with Lingui's compiler at build time (@lingui/message-utils: ICU
// MessageFormat to arrays), so what runs in the browser is only this walk over them:
// text, {name}, {n, plural, ...} (Intl.PluralRules; # through Intl.NumberFormat) and
// {x, select, ...}, as Lingui's own runtime formats them (I18n._ and its interpolate),
// without the rest of that runtime (events, date and time formats, a message compiler
// hook): 6.8 kB of script on the first load for a few dozen lines.

/** A compiled message: text, or tokens (text, `[name]`, `[name, 'plural' | 'select', cases]`). */
export type CompiledMessage = string | readonly CompiledToken[];
export type CompiledToken = string | readonly [name: string, type?: string, cases?: CompiledCases];
type CompiledCases = { readonly offset?: number } & Readonly<Record<string, CompiledMessage | number>>;
/** One part's catalog in one language: message id → compiled message. */
export type CompiledCatalog = Readonly<Record<string, CompiledMessage>>;

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function pluralOf(locale: string, n: number): string {
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

function numberText(locale: string, n: number): string {
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}

/** A catalog of one language: formats its messages by id. */
export class MessageCatalog {
  constructor(
    readonly locale: string,
    private readonly messages: CompiledCatalog,
  ) {}

  /** The message `id` with `values` filled in; the id itself when the catalog has none (as Lingui). */
  format(id: string, values: Readonly<Record<string, unknown>> = {}): string {
    const message = this.messages[id];
    return message === undefined ? id : this.fill(message, values, undefined);
  }

  /** `number`: inside a plural's case, the number a `#` stands for. */
  private fill(message: CompiledMessage, values: Readonly<Record<string, unknown>>, number?: number): string {
    if (typeof message === 'string') return message;
    let out = '';
    for (const token of message) {
      if (typeof token === 'string') {
        out += token === '#' && number !== undefined ? numberText(this.locale, number) : token;
        continue;
      }
      const [name, type, cases] = token;
      const value = values[name];
      if (type === 'plural' && cases) {
        const offset = cases.offset ?? 0;
        const n = Number(value);
        const chosen = cases[String(n)] ?? cases[pluralOf(this.locale, n - offset)] ?? cases.other;
        if (typeof chosen !== 'number' && chosen !== undefined) out += this.fill(chosen, values, n - offset);
      } else if (type === 'select' && cases) {
        const chosen = cases[String(value)] ?? cases.other;
        if (typeof chosen !== 'number' && chosen !== undefined) out += this.fill(chosen, values, number);
      } else if (value !== null && value !== undefined) {
        out += String(value);
      }
    }
    return out;
  }
}
