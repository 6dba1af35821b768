// The bytes the page's first load fetches before it runs (docs/BENCHMARKS.md, "First
// load"): dist/index.html, the scripts and style sheets it names (module preloads
// included), and, with a language given, that language's message chunks, which the page
// imports before it writes any text: the page's words, the player's, and for a language
// other than English the core's messages (English is the core's own text). Raw and
// gzipped (level 9).
//   node scripts/first-load-bytes.mjs [lang]
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const lang = process.argv[2];
const html = readFileSync('dist/index.html', 'utf8');
const files = ['index.html', ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])];
if (lang) {
  // The page's words and the player's (web/i18n/page, web/i18n/widget), the core's
  // (web/i18n/core): they load first.
  for (const part of lang === 'en' ? ['page', 'widget'] : ['page', 'widget', 'core']) {
    const chunk = readdirSync('dist/assets').find((f) =>
      new RegExp(`^messages-${part}-${lang}-[\\w-]{8}\\.js$`).test(f),
    );
    if (!chunk) throw new Error(`no ${part} catalog chunk for ${lang} in dist/assets`);
    files.push(`assets/${chunk}`);
  }
}
let raw = 0;
let gz = 0;
for (const f of files) {
  const bytes = readFileSync(`dist/${f}`);
  raw += bytes.length;
  gz += gzipSync(bytes, { level: 9 }).length;
  console.log(`${String(bytes.length).padStart(8)} ${String(gzipSync(bytes, { level: 9 }).length).padStart(7)}  ${f}`);
}
console.log(`${String(raw).padStart(8)} ${String(gz).padStart(7)}  total (raw, gzip)`);
