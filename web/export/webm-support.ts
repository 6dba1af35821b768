// Whether this browser records WebM, apart from the encoders (clip-encoders.ts): the
// page asks it when it starts, and loads the encoders only when a clip is made.

/** The WebM type this browser makes (through WebCodecs, else its MediaRecorder), or null. */
export function webmType(): string | null {
  return typeof VideoEncoder !== 'undefined' ? 'video/webm' : recorderWebmType();
}

/** The WebM type this browser's MediaRecorder writes, or null. */
export function recorderWebmType(): string | null {
  if (typeof MediaRecorder === 'undefined' || typeof HTMLCanvasElement.prototype.captureStream !== 'function') {
    return null;
  }
  return (
    ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t)) ??
    null
  );
}

export const NO_WEBM =
  'This browser cannot make WebM video (it has neither WebCodecs nor a MediaRecorder for video/webm on a canvas); save a GIF instead.';
