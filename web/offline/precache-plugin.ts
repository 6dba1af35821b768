// Vite plugin: after the build, writes dist/sw.js from web/offline/service-worker.js
// with the list of every file the page needs (found in the output directory, so the
// worker chunk and the .wasm it emits are included) and a version hashed over their
// contents. Build-time only; nothing here runs in the browser.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const SW_NAME = 'sw.js';
/** Files the page never loads. */
const SKIP = /(^|\/)(sw\.js|.*\.map|bench\/.*)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function precache(template: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cubesolver-precache',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    closeBundle() {
      const out = resolve(config.root, config.build.outDir);
      const files = filesUnder(out)
        .map((p) => relative(out, p).split(sep).join('/'))
        .filter((p) => !SKIP.test(p))
        .sort();
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update(readFileSync(join(out, f)));
      const source = readFileSync(template, 'utf8')
        .replace('self.__PRECACHE_LIST__', JSON.stringify(files))
        .replace('self.__PRECACHE_VERSION__', JSON.stringify(hash.digest('hex').slice(0, 16)));
      writeFileSync(join(out, SW_NAME), source);
    },
  };
}
