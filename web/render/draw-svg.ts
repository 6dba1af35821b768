// An SVG document drawn into a canvas by the browser's image decoder, fitted and
// centred on white: a frame of an SVG view's clip.

export async function drawSvg(svg: string, canvas: HTMLCanvasElement): Promise<void> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const scale = Math.min(canvas.width / image.naturalWidth, canvas.height / image.naturalHeight);
    const [w, h] = [image.naturalWidth * scale, image.naturalHeight * scale];
    ctx.drawImage(image, (canvas.width - w) / 2, (canvas.height - h) / 2, w, h);
  } finally {
    URL.revokeObjectURL(url);
  }
}
