// A static server for a build of the page whose folder can be swapped while it runs
// (the site's next version), with the headers `vite preview` sends (cross-origin
// isolation) and its clean URLs (`/embed` is embed.html). For the offline spec, which
// needs two versions at one origin.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

export interface SiteServer {
  url: string;
  /** Serves this folder from now on. */
  serve(dir: string): void;
  close(): Promise<void>;
}

export async function siteServer(dir: string): Promise<SiteServer> {
  let root = dir;
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const candidates = path.endsWith('/') ? [join(path, 'index.html')] : [path, `${path}.html`];
    const file = candidates
      .map((p) => join(root, p))
      .find((f) => f.startsWith(root) && existsSync(f) && statSync(f).isFile());
    const headers = {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cache-Control': 'no-cache',
    };
    if (!file) {
      res.writeHead(404, headers).end('not found');
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // localhost, not 127.0.0.1: a secure context, as service workers need.
    url: `http://localhost:${port}`,
    serve: (d) => {
      root = d;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
