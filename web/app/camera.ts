// The camera for the scan: opening the front or back one (getUserMedia), and what to
// say when it cannot be opened or stops, in words a person can act on.

export type Facing = 'environment' | 'user';

/** Opens a camera facing `facing`, 640 x 480 if it can; rejects with a CameraError. */
export async function openCamera(facing: Facing): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new CameraError(
      'This browser gives the page no camera (it needs a secure page: https or localhost). Paint the colours instead.',
    );
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
      return 'Camera access was denied. Allow the camera for this page (the camera icon in the address bar, or the browser’s site settings), then press Start camera again.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera was found. Connect one and press Start camera again, or paint the colours instead.';
    case 'NotReadableError':
    case 'AbortError':
      return 'The camera could not be started: another program may be using it. Close it and press Start camera again.';
    default:
      return `The camera could not be started (${e instanceof Error ? e.message : String(e)}). Press Start camera to try again.`;
  }
}

/** Stops every track of the stream (the camera's light goes off). */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
