// The bytes the page's first load fetches before it runs (docs/BENCHMARKS.md, "First
// load"): index.html, the scripts and style sheets it names (module preloads included),
// and, with a language given, that language's message chunks, which the page imports
// before it writes any text: the page's words, the player's (an older build kept
// English's in its script), and for a language other than English the core's messages
// (English is the core's own text; an older build named that chunk `<lang>-<hash>.js`).
// Raw and gzipped (level 9).
//   node scripts/first-load-bytes.mjs [lang] [--dist DIR]   (default dist/)
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const at = args.indexOf('--dist');
const dist = at >= 0 ? args.splice(at, 2)[1] : 'dist';
const lang = args[0];
const html = readFileSync(`${dist}/index.html`, 'utf8');
const files = ['index.html', ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])];
if (lang) {
  const assets = readdirSync(`${dist}/assets`);
  const chunk = (name) => assets.find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  const parts = [
    ['page', chunk(`messages-page-${lang}`)],
    // English's was in the player's script before the page's build left it out.
    ['widget', chunk(`messages-widget-${lang}`) ?? (lang === 'en' ? null : undefined)],
    ['core', lang === 'en' ? null : (chunk(`messages-core-${lang}`) ?? chunk(lang))],
  ];
  for (const [part, found] of parts) {
    if (found === undefined) throw new Error(`no ${part} catalog chunk for ${lang} in ${dist}/assets`);
    if (found) files.push(`assets/${found}`);
  }
}
let raw = 0;
let gz = 0;
for (const f of files) {
  const bytes = readFileSync(`${dist}/${f}`);
  const packed = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gz += packed;
  console.log(`${String(bytes.length).padStart(8)} ${String(packed).padStart(7)}  ${f}`);
}
console.log(`${String(raw).padStart(8)} ${String(gz).padStart(7)}  total (raw, gzip)`);
