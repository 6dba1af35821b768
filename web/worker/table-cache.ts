// The prune-table cache: table bytes in IndexedDB (the `idb` package), keyed by the
// table set's name with its format version ("cubesolver.twophase/v1"). Bytes are stored
// in chunks (4 MiB by default), so table sets far larger than one structured-clone
// record (up to ~1 GiB) store and load without one huge allocation per record.
//
// A set is written chunks first and its record last, so a set whose record exists is
// complete; chunks without a record (an interrupted write) are deleted on the next
// save or remove. Nothing here verifies the bytes: the WASM module's importTables does
// (names, versions, checksums), and the caller removes a copy that fails it.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

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
}

interface TableDB extends DBSchema {
  sets: { key: string; value: StoredSet };
  // [set key, chunk index] -> bytes
  chunks: { key: [string, number]; value: Uint8Array };
}

/** The cache as the solver sees it; tests use an in-memory one. */
export interface TableStore {
  /** The set's chunks in order, or null when it is not stored (or incomplete). */
  load(key: string): Promise<Uint8Array[] | null>;
  save(key: string, bytes: Uint8Array): Promise<void>;
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

  async load(key: string): Promise<Uint8Array[] | null> {
    const db = await this.open();
    const tx = db.transaction(['sets', 'chunks'], 'readonly');
    const meta = await tx.objectStore('sets').get(key);
    if (!meta) {
      await tx.done;
      return null;
    }
    const chunks = await tx.objectStore('chunks').getAll(chunkRange(key));
    await tx.done;
    const total = chunks.reduce((n, c) => n + c.byteLength, 0);
    // Missing or extra chunks: incomplete, as good as absent (the caller rebuilds).
    if (chunks.length !== meta.chunks || total !== meta.bytes) return null;
    return chunks.map((c) => (c instanceof Uint8Array ? c : new Uint8Array(c as ArrayBufferLike)));
  }

  async save(key: string, bytes: Uint8Array): Promise<void> {
    const db = await this.open();
    await this.remove(key);
    const count = Math.ceil(bytes.byteLength / this.chunkBytes);
    try {
      for (let first = 0; first < count; first += CHUNKS_PER_TRANSACTION) {
        const tx = db.transaction('chunks', 'readwrite');
        const last = Math.min(count, first + CHUNKS_PER_TRANSACTION);
        for (let i = first; i < last; i++) {
          // slice() copies: a view would make IndexedDB clone the whole buffer.
          const part = bytes.slice(i * this.chunkBytes, Math.min(bytes.byteLength, (i + 1) * this.chunkBytes));
          void tx.store.put(part, [key, i]);
        }
        await tx.done;
      }
      const record: StoredSet = {
        key,
        bytes: bytes.byteLength,
        chunks: count,
        chunkBytes: this.chunkBytes,
        storedAt: Date.now(),
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
  readonly sets = new Map<string, Uint8Array[]>();

  constructor(private readonly chunkBytes = DEFAULT_CHUNK_BYTES) {}

  async load(key: string): Promise<Uint8Array[] | null> {
    return this.sets.get(key)?.map((c) => c.slice()) ?? null;
  }

  async save(key: string, bytes: Uint8Array): Promise<void> {
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < bytes.byteLength; at += this.chunkBytes) {
      chunks.push(bytes.slice(at, at + this.chunkBytes));
    }
    this.sets.set(key, chunks);
  }

  async remove(key: string): Promise<void> {
    this.sets.delete(key);
  }

  async list(): Promise<StoredSet[]> {
    return [...this.sets].map(([key, chunks]) => ({
      key,
      bytes: chunks.reduce((n, c) => n + c.byteLength, 0),
      chunks: chunks.length,
      chunkBytes: this.chunkBytes,
      storedAt: 0,
    }));
  }

  async clear(): Promise<void> {
    this.sets.clear();
  }
}
