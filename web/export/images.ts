// Pictures out as files: the 3D view's canvas as PNG (drawn at once and read in the same
// task: the WebGL views keep no drawing buffer), an SVG text as PNG (drawn by the
// browser's image decoder), and a Blob handed to the reader as a download.

import { RENDER_NOW } from '../render/ThreeView';

export function canvasBlob(canvas: HTMLCanvasElement, type = 'image/png'): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`the browser made no ${type}`))), type),
  );
}

/** The 3D view's canvas as a PNG, at its size in device pixels. */
export function viewPng(canvas: HTMLCanvasElement): Promise<Blob> {
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  // Drawn and copied in one task, before the WebGL drawing buffer is cleared.
  canvas.dispatchEvent(new Event(RENDER_NOW));
  copy.getContext('2d')?.drawImage(canvas, 0, 0);
  return canvasBlob(copy);
}

/** An SVG document drawn as a PNG, `scale` device pixels per SVG pixel. */
export async function svgPng(svg: string, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.naturalWidth * scale);
    canvas.height = Math.round(image.naturalHeight * scale);
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await canvasBlob(canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** An SVG element (the twisty nets) as a standalone document with a size in pixels. */
export function svgText(svg: SVGSVGElement, width: number): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const box = svg.viewBox.baseVal;
  const height = box && box.width > 0 ? Math.round((width * box.height) / box.width) : width;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return new XMLSerializer().serializeToString(copy);
}

/** Hands `blob` to the reader as a file named `name`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
