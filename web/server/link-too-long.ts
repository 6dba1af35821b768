// The page's own servers (`npm start`'s vite preview, `npm run dev`) answer a request
// whose headers pass Node's limit (http.maxHeaderSize, 16 KiB: a hand-made link with its
// moves in the query) with the page and a notice saying why, where Node alone answers
// an empty HTTP 431 that the browser shows as a blank page. The limit stays: it bounds
// what one request may make the server hold. Links the page makes carry long values
// after # (web/share/share.ts), which the browser never sends.
import { readFile } from 'node:fs/promises';
import { maxHeaderSize } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import type { Logger, Plugin } from 'vite';

type Headers = Record<string, string | number | readonly string[] | undefined>;

/** What the page says; `limit` in bytes. */
export function linkTooLongText(limit: number): string {
  return (
    `This link is too long for the server: its address passes the ${Math.round(limit / 1024)} KiB ` +
    'the server reads, so it sent the page without reading the link. Links made by the page carry ' +
    'long values after #, which the browser never sends: share the link from the Share field.'
  );
}

/** The page with `text` as a notice in its notices area (#notices), readable without scripts. */
export function withNotice(html: string, text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const notice = `<div class="notice warning" data-testid="server-notice"><p>${escaped}</p></div>`;
  return html.replace(/(<div id="notices"[^>]*>)/, `$1${notice}`);
}

/** The raw HTTP/1.1 response: status 431, the page, and the server's usual headers (isolation). */
function response(html: string, headers: Headers): string {
  const lines = [
    'HTTP/1.1 431 Request Header Fields Too Large',
    'Content-Type: text/html; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(html)}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`),
    ),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${html}`;
}

interface ClientErrors {
  on(event: 'clientError', listener: (err: Error & { code?: string }, socket: Duplex) => void): unknown;
  removeAllListeners(event: 'clientError'): unknown;
}

/**
 * Answers `server`'s requests whose headers overflow with `page()` and the notice. The
 * request's path is never read (it lies past the limit), so every such request gets
 * the main page. Vite's own listener (an empty 431) is replaced; this one answers the
 * other errors as it does.
 */
export function answerLongRequests(
  server: ClientErrors,
  page: () => Promise<string>,
  headers: Headers = {},
  logger?: Pick<Logger, 'warn'>,
): void {
  // The parser fails again on each later chunk of the same request: answer once.
  const answered = new WeakSet<Duplex>();
  server.removeAllListeners('clientError');
  server.on('clientError', (err, socket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    // Read the rest of the request while answering: closing with it unread resets the
    // connection, and the browser may drop the answer with it.
    socket.on('error', () => {});
    socket.on('data', () => {});
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    // Other errors answered as Node answers them when no listener is set.
    if (err.code !== 'HPE_HEADER_OVERFLOW') {
      const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
      return;
    }
    logger?.warn('A request too long for the server (HTTP 431): answered with the page and a notice.');
    void page()
      .then((html) => socket.end(response(withNotice(html, linkTooLongText(maxHeaderSize)), headers)))
      .catch(() => socket.end('HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n'));
  });
}

/** The Vite plugin: the built page for `vite preview`, the transformed page for the dev server. */
export function linkTooLong(): Plugin {
  return {
    name: 'cubesolver-link-too-long',
    configurePreviewServer(server) {
      const { root, build, preview, logger } = server.config;
      const file = join(root, build.outDir, 'index.html');
      const page = () => readFile(file, 'utf8');
      if (server.httpServer) answerLongRequests(server.httpServer, page, preview.headers, logger);
    },
    configureServer(server) {
      const { root, server: options, logger } = server.config;
      const page = async () => server.transformIndexHtml('/', await readFile(join(root, 'index.html'), 'utf8'));
      if (server.httpServer) answerLongRequests(server.httpServer, page, options.headers, logger);
    },
  };
}
