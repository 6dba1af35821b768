// A link too long for the server (web/server/link-too-long.ts): a real Node server and
// the Vite dev server answer a 1 MB query with the page and a notice, not an empty 431.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

import { answerLongRequests, linkTooLongText, withNotice } from '../../web/server/link-too-long';

const PAGE = '<!doctype html><body><div id="notices" class="notices" role="status"></div><main>page</main></body>';

/** GET `path` on `port` (node:http: no client-side limit on the address). */
function get(port: number, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, host: 'localhost' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, 'localhost', () => resolve((server.address() as AddressInfo).port)));
}

describe('a link too long for the server', () => {
  const servers: { close(): unknown }[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it('puts the notice in the page, as text', () => {
    const html = withNotice(PAGE, 'a <b> & c');
    expect(html).toContain(
      '<div id="notices" class="notices" role="status"><div class="notice warning" data-testid="server-notice"><p>a &lt;b&gt; &amp; c</p></div></div>',
    );
    expect(linkTooLongText(16384)).toMatch(/^This link is too long for the server: its address passes the 16 KiB/);
    expect(linkTooLongText(16384)).toContain('Links made by the page carry long values after #');
  });

  it('answers a 1 MB query with the page, the notice and the headers, once', async () => {
    const server = createServer((_req, res) => res.end('served'));
    let pages = 0;
    answerLongRequests(
      server,
      async () => {
        pages++;
        return PAGE;
      },
      { 'Cross-Origin-Opener-Policy': 'same-origin' },
    );
    servers.push(server);
    const port = await listen(server);
    const long = await get(port, `/?scramble=${'R'.repeat(1_000_000)}`);
    expect(long.status).toBe(431);
    expect(long.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(long.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(long.body).toContain('<main>page</main>');
    expect(long.body).toContain(linkTooLongText(16384));
    // The parser fails on each later chunk of the same request: still one answer.
    expect(pages).toBe(1);
    expect(await get(port, '/?scramble=R+U')).toMatchObject({ status: 200, body: 'served' });
  });

  it('the dev server too (vite.config.ts)', async () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const vite = await createViteServer({
      root,
      configFile: `${root}vite.config.ts`,
      logLevel: 'silent',
      server: { port: 0, strictPort: false, hmr: false, watch: null },
    });
    servers.push(vite);
    await vite.listen();
    const address = vite.httpServer?.address() as AddressInfo | undefined;
    if (!address) throw new Error('the dev server did not listen');
    const port = address.port;
    const long = await get(port, `/?scramble=${'R'.repeat(1_000_000)}`);
    expect(long.status).toBe(431);
    expect(long.body).toContain('This link is too long for the server');
    expect(long.body).toContain('<h1>cubesolver</h1>');
    expect(long.body).toContain('/@vite/client'); // the dev server's page, transformed
    expect(long.body).toContain('8-puzzle — solve it'); // with its first sentence (tagline.ts)
  });
});
