// The page's dev server (`npm run dev`, vite.config.ts) sends the threaded build's
// pthread worker script as the build has it: a classic script, with no import statement.
// Vite's import analysis used to add one (its client's helper for the script's dynamic
// import()), and every pthread worker then failed with "Cannot use import statement
// outside a module". The module that names the script's URL is still Vite's.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = readFileSync(`${root}build/wasm/cubesolver-mt.worker.js`, 'utf8');

describe('the dev server', () => {
  let server: ViteDevServer;
  let base: string;

  beforeAll(async () => {
    // Port 0: any free port, so that checkouts side by side do not collide.
    server = await createServer({ root, logLevel: 'silent', server: { port: 0, strictPort: false } });
    await server.listen();
    const address = server.httpServer?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('the dev server is not listening');
    base = `http://localhost:${address.port}`;
  });
  afterAll(() => server?.close());

  it('sends the pthread worker script as it is, cross-origin isolated', async () => {
    const response = await fetch(`${base}/build/wasm/cubesolver-mt.worker.js?no-inline`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    const text = await response.text();
    expect(text).toBe(script);
    expect(text).not.toMatch(/^\s*import\s/m);
  });

  it('still serves the module that names its URL', async () => {
    const response = await fetch(`${base}/build/wasm/cubesolver-mt.worker.js?url&no-inline`);
    expect(await response.text()).toMatch(/^export default "\/build\/wasm\/cubesolver-mt\.worker\.js\?no-inline"/);
  });
});
