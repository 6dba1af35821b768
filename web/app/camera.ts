// The camera for the scan: opening the front or back one (getUserMedia), and what to
// say when it cannot be opened or stops, in words a person can act on.

import { t } from '../i18n/messages';

export type Facing = 'environment' | 'user';

/** Opens a camera facing `facing`, 640 x 480 if it can; rejects with a CameraError. */
export async function openCamera(facing: Facing): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new CameraError(t('scan.noCamera'));
  }
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: facing }, width: { ideal: 640 }, height: { ideal: 480 } },
    });
  } catch (e) {
    throw new CameraError(cameraProblem(e));
  }
}

export class CameraError extends Error {
  override name = 'CameraError';
}

/** Why getUserMedia failed, as advice. */
export function cameraProblem(e: unknown): string {
  const name = e instanceof DOMException || e instanceof Error ? e.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return t('scan.denied');
    case 'NotFoundError':
    case 'OverconstrainedError':
      return t('scan.notFound');
    case 'NotReadableError':
    case 'AbortError':
      return t('scan.busy');
    default:
      return t('scan.failed', { reason: e instanceof Error ? e.message : String(e) });
  }
}

/** Stops every track of the stream (the camera's light goes off). */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
