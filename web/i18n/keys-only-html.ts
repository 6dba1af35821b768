// index.html as the build ships it: keys only where the page's words replace the text
// anyway. An element with `data-i18n` (or -rich, -face) has its text set from the
// catalog by translateDocument() before the page is shown, in every language English
// included, and `data-i18n-attr` names the attributes set the same way; so dist/index.html
// leaves that English out (it would load twice for an English reader and in vain for
// every other). The source keeps it, for whoever reads and edits the page. The title and
// the description stay: they are what a link preview or a search result shows.

const TRANSLATED_TEXT = /<([a-zA-Z][\w-]*)(?:\s[^>]*?)?\sdata-i18n(?:-rich|-face)?="[^"]*"[^>]*>/g;
const TRANSLATED_ATTRS = /<[a-zA-Z][\w-]*(?:\s[^>]*?)?\sdata-i18n-attr="([^"]*)"[^>]*>/g;

/** The index of the `</tag>` closing an element whose content starts at `from` (same-name elements nested). */
function closingTag(html: string, tag: string, from: number): number {
  const pattern = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'gi');
  pattern.lastIndex = from;
  let depth = 1;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    if (m[1]) depth -= 1;
    else if (!m[0].endsWith('/>')) depth += 1;
    if (depth === 0) return m.index;
  }
  throw new Error(`index.html: <${tag}> at ${from} is not closed`);
}

/** `html` with the text of translated elements and the translated attributes left out. */
export function keysOnlyHtml(html: string): string {
  let out = '';
  let at = 0;
  for (const m of html.matchAll(TRANSLATED_TEXT)) {
    if ((m.index ?? 0) < at) continue; // inside an element already emptied
    const start = (m.index ?? 0) + m[0].length;
    const end = closingTag(html, m[1], start);
    out += html.slice(at, start);
    at = end;
  }
  out += html.slice(at);
  return out.replace(TRANSLATED_ATTRS, (tag, pairs: string) => {
    let kept = tag;
    for (const pair of pairs.split(';')) {
      const attr = pair.split(':')[0]?.trim();
      if (attr) kept = kept.replace(new RegExp(`\\s${attr}="[^"]*"`), '');
    }
    return kept;
  });
}
