// A prebuilt table file as a host serves it beside the page: `cubesolver tables` (the
// native CLI) writes it into build/tables — or verifies the copy an earlier run wrote —
// and a small HTTP server answers the page's tables/<file> through a route from the
// page's own origin. Used where a spec needs the table but not its build in the page
// (optimal.spec) and where the download itself is tested (table-sizes.spec).
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';

const CLI = fileURLToPath(new URL('../../build/native/cubesolver', import.meta.url));
const DIR = fileURLToPath(new URL('../../build/tables', import.meta.url));
/** Held while the CLI runs: it writes through one temporary name, so two specs take turns. */
const LOCK = `${DIR}.lock`;
/** A lock older than this was left by a run that was stopped: taken over. */
const STALE_MS = 5 * 60_000;

/** The file `cubesolver tables --solver <solver> --table <table>` writes: its path and size. */
export function prebuiltFile(solver: string, table: string): { path: string; bytes: number } {
  const since = Date.now();
  for (;;) {
    try {
      mkdirSync(LOCK, { recursive: false });
      break;
    } catch {
      let age = 0;
      try {
        age = Date.now() - statSync(LOCK).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      if (age > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      else if (Date.now() - since > STALE_MS) throw new Error(`${LOCK} held for ${age} ms`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    const made = execFileSync(CLI, ['tables', '--solver', solver, '--table', table, '--dir', DIR]).toString();
    const [path, size] = made.trim().split(' ');
    return { path, bytes: Number(size) };
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Serves `path` to the pages of `context` as tables/<its name> (HEAD and GET; anything
 * else under tables/ is a 404); returns a function that stops the server.
 */
export async function serveTable(context: BrowserContext, path: string): Promise<() => void> {
  const name = path.split('/').pop()!;
  const bytes = statSync(path).size;
  const host: Server = createServer((req, res) => {
    if (!req.url?.endsWith(`/tables/${name}`)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(bytes) });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(path).pipe(res);
  });
  await new Promise<void>((resolve) => host.listen(0, resolve));
  const port = (host.address() as AddressInfo).port;
  await context.route('**/tables/**', (route) =>
    route.continue({ url: `http://localhost:${port}${new URL(route.request().url()).pathname}` }),
  );
  return () => host.close();
}
