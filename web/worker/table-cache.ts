// The prune-table cache: table bytes in IndexedDB (the `idb` package), keyed by the
// table set's name with its format version ("cubesolver.twophase/v1"). Bytes are stored
// in chunks (4 MiB by default), so table sets far larger than one structured-clone
// record (up to ~1 GiB) store and load without one huge allocation per record.
//
// Sets are written and read chunk by chunk through callbacks (the module hands out and
// takes in one chunk at a time), so even the optimal solver's large table (846 MB)
// never exists whole in JavaScript, nor twice anywhere. Each chunk's checksum (from the
// module) is kept in the set's record and given back with the chunk on load.
//
// A set is written chunks first and its record last, so a set whose record exists is
// complete; chunks without a record (an interrupted write) are deleted on the next
// save or remove. Nothing here verifies the bytes: the WASM module does (each chunk's
// checksum, then names, versions and checksums of the whole), and the caller removes a
// copy that fails it.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export const DB_NAME = 'cubesolver-tables';
const DB_VERSION = 1;
export const DEFAULT_CHUNK_BYTES = 4 * 1024 * 1024;
/** Chunks written per transaction: bounds the memory a write holds at once. */
const CHUNKS_PER_TRANSACTION = 8;
/** An IndexedDB that does not answer within this time counts as unavailable. */
const OPEN_TIMEOUT_MS = 5000;

export interface StoredSet {
  key: string; // table set name with version
  bytes: number;
  chunks: number;
  chunkBytes: number;
  storedAt: number; // Date.now()
  /** Each chunk's checksum (16 hex digits, the module's checksum64); absent in old records. */
  checksums?: string[];
}

/** One stored chunk, given to the loader in order. */
export interface StoredChunk {
  index: number;
  count: number; // chunks in the set
  total: number; // the set's bytes
  offset: number; // in the set's bytes
  bytes: Uint8Array;
  checksum?: string;
}

/** Hands out bytes [offset, offset + size) of the set being saved, with their checksum. */
export type ChunkReader = (offset: number, size: number) => { bytes: Uint8Array; checksum: string };
/** Takes a loaded chunk; throws to stop the load (e.g. the chunk failed its checksum). */
export type ChunkTaker = (chunk: StoredChunk) => void;
/** fraction 0..1 of the chunks written or read. */
export type ChunkProgress = (fraction: number) => void;

interface TableDB extends DBSchema {
  sets: { key: string; value: StoredSet };
  // [set key, chunk index] -> bytes
  chunks: { key: [string, number]; value: Uint8Array };
}

/** The cache as the solver sees it; tests use an in-memory one. */
export interface TableStore {
  /**
   * Gives the set's chunks to `take` in order, a few at a time; its record, or null when
   * it is not stored (or incomplete: then `take` may have had some chunks).
   */
  load(key: string, take: ChunkTaker, onProgress?: ChunkProgress): Promise<StoredSet | null>;
  /** Stores `bytes` bytes read from `read` chunk by chunk (replacing the set). */
  save(key: string, bytes: number, read: ChunkReader, onProgress?: ChunkProgress): Promise<void>;
  remove(key: string): Promise<void>;
  list(): Promise<StoredSet[]>;
  clear(): Promise<void>;
}

/** Says why the cache cannot be used: no IndexedDB, blocked, private mode. */
export class CacheUnavailableError extends Error {
  override name = 'CacheUnavailableError';
}

function chunkRange(key: string): IDBKeyRange {
  return IDBKeyRange.bound([key, 0], [key, Number.MAX_SAFE_INTEGER]);
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CacheUnavailableError(`${what} did not answer in ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

export class IndexedDbTableStore implements TableStore {
  private db: Promise<IDBPDatabase<TableDB>> | undefined;

  constructor(
    private readonly dbName = DB_NAME,
    private readonly chunkBytes = DEFAULT_CHUNK_BYTES,
  ) {}

  /** Opens the database ahead of the first load (errors wait for that load). */
  warm(): void {
    this.open().catch(() => undefined);
  }

  private open(): Promise<IDBPDatabase<TableDB>> {
    if (!this.db) {
      if (typeof indexedDB === 'undefined') {
        return Promise.reject(new CacheUnavailableError('IndexedDB is not available here'));
      }
      const forget = () => (this.db = undefined);
      const opening = openDB<TableDB>(this.dbName, DB_VERSION, {
        upgrade(db) {
          if (!db.objectStoreNames.contains('sets')) db.createObjectStore('sets', { keyPath: 'key' });
          if (!db.objectStoreNames.contains('chunks')) db.createObjectStore('chunks');
        },
        blocking() {
          // A newer page wants to upgrade the database: let it, and reopen next time.
          forget();
          void opening.then((db) => db.close());
        },
        terminated: forget,
      });
      this.db = withTimeout(opening, OPEN_TIMEOUT_MS, 'IndexedDB');
      // A failed open is retried on the next call.
      this.db.catch(() => (this.db = undefined));
    }
    return this.db;
  }

  async load(key: string, take: ChunkTaker, onProgress?: ChunkProgress): Promise<StoredSet | null> {
    const db = await this.open();
    const meta = await db.get('sets', key);
    if (!meta) return null;
    for (let first = 0; first < meta.chunks; first += CHUNKS_PER_TRANSACTION) {
      // A few chunks per read: only they are held, whatever the size of the set.
      const last = Math.min(meta.chunks, first + CHUNKS_PER_TRANSACTION) - 1;
      const range = IDBKeyRange.bound([key, first], [key, last]);
      const chunks = await db.getAll('chunks', range);
      // Missing chunks: incomplete, as good as absent (the caller rebuilds).
      if (chunks.length !== last - first + 1) return null;
      chunks.forEach((c, k) => {
        const index = first + k;
        const bytes = c instanceof Uint8Array ? c : new Uint8Array(c as ArrayBufferLike);
        take({
          index,
          count: meta.chunks,
          total: meta.bytes,
          offset: index * meta.chunkBytes,
          bytes,
          checksum: meta.checksums?.[index],
        });
      });
      onProgress?.((last + 1) / meta.chunks);
    }
    return meta;
  }

  async save(key: string, bytes: number, read: ChunkReader, onProgress?: ChunkProgress): Promise<void> {
    const db = await this.open();
    await this.remove(key);
    const count = Math.ceil(bytes / this.chunkBytes);
    const checksums: string[] = [];
    try {
      for (let first = 0; first < count; first += CHUNKS_PER_TRANSACTION) {
        // Read before the transaction opens: it would close while waiting.
        const last = Math.min(count, first + CHUNKS_PER_TRANSACTION);
        const parts: Uint8Array[] = [];
        for (let i = first; i < last; i++) {
          const at = i * this.chunkBytes;
          const part = read(at, Math.min(this.chunkBytes, bytes - at));
          parts.push(part.bytes);
          checksums.push(part.checksum);
        }
        const tx = db.transaction('chunks', 'readwrite');
        parts.forEach((part, k) => void tx.store.put(part, [key, first + k]));
        await tx.done;
        onProgress?.(last / count);
      }
      const record: StoredSet = {
        key,
        bytes,
        chunks: count,
        chunkBytes: this.chunkBytes,
        storedAt: Date.now(),
        checksums,
      };
      await db.put('sets', record);
    } catch (e) {
      // Quota exceeded or an aborted transaction: leave nothing half-written.
      await this.remove(key).catch(() => undefined);
      throw e;
    }
  }

  async remove(key: string): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(['sets', 'chunks'], 'readwrite');
    void tx.objectStore('sets').delete(key);
    void tx.objectStore('chunks').delete(chunkRange(key));
    await tx.done;
  }

  async list(): Promise<StoredSet[]> {
    const db = await this.open();
    return db.getAll('sets');
  }

  async clear(): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(['sets', 'chunks'], 'readwrite');
    void tx.objectStore('sets').clear();
    void tx.objectStore('chunks').clear();
    await tx.done;
  }
}

/** A store in memory (tests, and a stand-in shape for other back ends). */
export class MemoryTableStore implements TableStore {
  /** The chunks of each set (tests corrupt them here). */
  readonly sets = new Map<string, Uint8Array[]>();
  private readonly checksums = new Map<string, string[]>();

  constructor(private readonly chunkBytes = DEFAULT_CHUNK_BYTES) {}

  async load(key: string, take: ChunkTaker, onProgress?: ChunkProgress): Promise<StoredSet | null> {
    const chunks = this.sets.get(key);
    if (!chunks) return null;
    const checksums = this.checksums.get(key);
    const total = chunks.reduce((n, c) => n + c.byteLength, 0);
    chunks.forEach((c, index) => {
      const offset = index * this.chunkBytes;
      take({ index, count: chunks.length, total, offset, bytes: c.slice(), checksum: checksums?.[index] });
      onProgress?.((index + 1) / chunks.length);
    });
    return this.record(key, chunks);
  }

  async save(key: string, bytes: number, read: ChunkReader, onProgress?: ChunkProgress): Promise<void> {
    const chunks: Uint8Array[] = [];
    const checksums: string[] = [];
    for (let at = 0; at < bytes; at += this.chunkBytes) {
      const part = read(at, Math.min(this.chunkBytes, bytes - at));
      chunks.push(part.bytes);
      checksums.push(part.checksum);
      onProgress?.(Math.min(1, (at + this.chunkBytes) / bytes));
    }
    this.sets.set(key, chunks);
    this.checksums.set(key, checksums);
  }

  async remove(key: string): Promise<void> {
    this.sets.delete(key);
    this.checksums.delete(key);
  }

  async list(): Promise<StoredSet[]> {
    return [...this.sets].map(([key, chunks]) => this.record(key, chunks));
  }

  async clear(): Promise<void> {
    this.sets.clear();
    this.checksums.clear();
  }

  private record(key: string, chunks: Uint8Array[]): StoredSet {
    return {
      key,
      bytes: chunks.reduce((n, c) => n + c.byteLength, 0),
      chunks: chunks.length,
      chunkBytes: this.chunkBytes,
      storedAt: 0,
      checksums: this.checksums.get(key),
    };
  }
}
