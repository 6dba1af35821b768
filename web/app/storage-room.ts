// Room for the tables in this browser's storage: whether the browser keeps this site's
// data (navigator.storage.persisted / persist) and how much it leaves (estimate). Read
// before any table choice (the optimal solver's, 72 MiB to 1.9 GiB) is built, so that a
// table that cannot be stored is said before minutes of building, not after.
import { t } from '../i18n/messages';
import { formatBytes } from './solve-text';

/** Tables from this size (the core's TableChoiceInfo.bytes) ask for room before they are built. */
export const ASK_ROOM_BYTES = 256 * 2 ** 20;

export interface Room {
  /** The browser keeps this site's data (true), may clear it when space runs low (false), or does not say (null). */
  persisted: boolean | null;
  /** Bytes this site may still store; null when the browser does not say. */
  free: number | null;
  /**
   * Bytes this site's IndexedDB holds now (the cached tables), when the browser breaks
   * its usage down (Chromium's usageDetails); null otherwise (Firefox, Safari): the
   * total usage may be any other data of the site.
   */
  stored: number | null;
}

/** Reads the room; with `ask`, first asks the browser to keep this site's data. */
export async function readRoom(ask: boolean): Promise<Room> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  let persisted: boolean | null = null;
  let free: number | null = null;
  let stored: number | null = null;
  try {
    if (ask && storage?.persist) persisted = await storage.persist();
    else if (storage?.persisted) persisted = await storage.persisted();
  } catch {
    persisted = null;
  }
  try {
    const e = (await storage?.estimate?.()) as
      | (StorageEstimate & { usageDetails?: { indexedDB?: number } })
      | undefined;
    if (e?.quota !== undefined) free = Math.max(0, e.quota - (e.usage ?? 0));
    stored = e?.usageDetails?.indexedDB ?? null;
  } catch {
    free = null;
  }
  return { persisted, free, stored };
}

/** The table list's line: "Storage: kept by the browser; 1.9 GB free." */
export function roomText(r: Room): string {
  const kept =
    r.persisted === true ? t('tables.kept') : r.persisted === false ? t('tables.notKept') : t('tables.keptUnknown');
  const free = r.free === null ? '' : t('tables.freeHere', { size: formatBytes(r.free) });
  return t('tables.storage', { kept, free });
}

/**
 * What to say before building a table of `bytes` that the storage cannot hold (null when
 * it fits, the browser does not say, or a copy seems stored already: the site's
 * IndexedDB holds that much). Without a breakdown of the usage, the free room alone
 * decides, and the words allow for a copy stored already. `smaller`: a table to offer instead.
 */
export function roomShortText(r: Room, bytes: number, what: string, smaller?: string): string | null {
  if (r.free === null || r.free >= bytes) return null;
  if (r.stored !== null && r.stored >= bytes * 0.9) return null;
  const unless = r.stored === null ? t('tables.unlessStored') : '';
  const orPick = smaller ? t('tables.orPick', { smaller }) : '';
  return t('tables.tooBig', { what, needs: formatBytes(bytes), free: formatBytes(r.free), unless, orPick });
}
