// A prebuilt table file downloaded into the module: the host serves the file that
// `cubesolver tables` wrote (the byte format of tables/table_file.h), and the body is
// streamed into the module's table import chunk by chunk as it arrives, so even the
// large optimal table (~1 GB) is never held whole in JavaScript. The check is the
// format's own: every table's checksum and the whole file's (64-bit, checksum64 in
// table_file.h), verified by the core when the import finishes, with the set's name and
// version. Not SHA-256 through crypto.subtle: digest() takes the whole file at once (a
// second copy of up to 1 GB), and the host that serves the file serves the page too, so
// a hash from it would prove no more than the format's checksums do against damage.
import type { PrebuiltTable } from './api';
import type { CubeModule } from './core';
import { mib, moduleSaid, type Said, said, why } from './table-notes';

/** Bytes handed to the module at a time. */
const CHUNK_BYTES = 4 * 1024 * 1024;

type TableRequest = Parameters<CubeModule['importOpen']>[0];

/** The download's outcome: installed in the module, or why not (the caller builds then). */
export type Downloaded = { ok: true; bytes: number } | { ok: false; why: Said; memory?: boolean };

/** A thrown value's words. */
function reasonOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The core's words when memory runs out (registry.cpp, optimal_tables.cpp, table_chunks_api.cpp). */
export function isMemoryMessage(message: string): boolean {
  return /not enough memory/i.test(message);
}

/**
 * Fetches `prebuilt.url` into the module as the tables of `tables`, reporting the
 * fraction received. Never throws for a bad file or a failed network: it says why.
 */
export async function downloadPrebuilt(
  m: CubeModule,
  tables: TableRequest,
  prebuilt: PrebuiltTable,
  onProgress: (fraction: number, bytes: number) => void,
  fetchFile: typeof fetch = (input, init) => fetch(input, init),
): Promise<Downloaded> {
  let response: Response;
  try {
    response = await fetchFile(prebuilt.url);
  } catch (e) {
    const reason = reasonOf(e);
    return { ok: false, why: said(`the download did not start (${reason})`, 'download_not_started', { why: reason }) };
  }
  if (!response.ok || !response.body) {
    const status = response.status;
    return { ok: false, why: said(`the host answered ${status} for the file`, 'download_status', { status }) };
  }
  const encoding = response.headers.get('content-encoding');
  if (encoding && encoding !== 'identity') {
    const note = `the host sends the file compressed (${encoding}), so its size is unknown`;
    return { ok: false, why: said(note, 'download_compressed', { encoding }) };
  }
  const total = Number(response.headers.get('content-length') ?? prebuilt.bytes) || prebuilt.bytes;
  const opened = m.importOpen(tables, total);
  if (!opened.ok) return { ok: false, why: moduleSaid(opened), memory: isMemoryMessage(opened.error) };

  const reader = response.body.getReader();
  const chunk = new Uint8Array(Math.min(CHUNK_BYTES, total));
  let filled = 0; // bytes in `chunk`
  let offset = 0; // of `chunk`'s first byte in the file
  let received = 0;
  const fail = (reason: Said): Downloaded => {
    m.importAbort();
    void reader.cancel().catch(() => undefined);
    return { ok: false, why: reason };
  };
  const flush = (): Said | undefined => {
    if (filled === 0) return undefined;
    const taken = m.importChunk(offset, chunk.subarray(0, filled), '');
    offset += filled;
    filled = 0;
    return taken.ok ? undefined : moduleSaid(taken);
  };
  const all = mib(total);
  onProgress(0, total);
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await reader.read();
    } catch (e) {
      const [got, reason] = [mib(received), reasonOf(e)];
      const note = `the download broke off after ${got} MiB of ${all} MiB (${reason})`;
      return fail(said(note, 'download_broke_off', { received: got, total: all, why: reason }));
    }
    if (part.done) break;
    let bytes = part.value;
    received += bytes.byteLength;
    if (received > total) {
      return fail(
        said(`the file is longer than the ${all} MiB the host announced`, 'download_too_long', { total: all }),
      );
    }
    while (bytes.byteLength > 0) {
      const n = Math.min(bytes.byteLength, chunk.byteLength - filled);
      chunk.set(bytes.subarray(0, n), filled);
      filled += n;
      bytes = bytes.subarray(n);
      if (filled === chunk.byteLength) {
        const refused = flush();
        if (refused) {
          const at = mib(offset);
          const note = `the file was refused at ${at} MiB (${refused.message})`;
          return fail(said(note, 'download_refused_at', { at, why: why(refused) }));
        }
      }
    }
    onProgress(received / total, total);
  }
  if (received < total) {
    const got = mib(received);
    const note = `the download stopped after ${got} MiB of ${all} MiB`;
    return fail(said(note, 'download_stopped', { received: got, total: all }));
  }
  const refused = flush();
  if (refused) {
    const note = `the file was refused at its end (${refused.message})`;
    return fail(said(note, 'download_refused_end', { why: why(refused) }));
  }
  const finished = m.importFinish();
  if (!finished.ok) {
    const note = `the file failed its checksum check (${finished.error})`;
    return { ok: false, why: said(note, 'download_checksum', { why: why(moduleSaid(finished)) }) };
  }
  return { ok: true, bytes: total };
}
