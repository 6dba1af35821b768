// A camera for the scan's end-to-end test and benchmark: getUserMedia answered by a
// canvas's capture stream (640 x 480), on which a cube face is drawn in perspective,
// lit (a tinted light, a brightness gradient, a glare spot) with sensor noise on every
// frame. The test says what to show through `window.fakeCamera`: a face's sticker
// letters, or a denied / missing camera, or a camera that stops.

/** What the test controls in the page (window.fakeCamera). */
export interface FakeCamera {
  /** What the next getUserMedia does. */
  mode: 'ok' | 'deny' | 'none';
  /** Draws a face: its stickers' letters row by row (n x n), lit by `light`. */
  show(letters: string, light?: FaceLight): void;
  /** The camera stops as if unplugged (its track ends). */
  unplug(): void;
  /** Frames drawn so far. */
  frames: number;
}

export interface FaceLight {
  brightness: number; // 1 = the paint as it is
  tint: [number, number, number]; // the light's colour, per channel
  gradient: number; // brightness change from one side of the face to the other
  glare: number; // sticker index under a glare spot, -1 for none
  tilt: number; // -1..1: how far the face is turned (perspective)
}

/** Runs in the page before its scripts (page.addInitScript). Self-contained. */
export function installFakeCamera(): void {
  // Paint of a real cube's stickers (the Rubik's brand colours as commonly published).
  const PAINT: Record<string, [number, number, number]> = {
    U: [255, 255, 255],
    R: [183, 18, 52],
    F: [0, 155, 72],
    D: [255, 213, 0],
    L: [255, 88, 0],
    B: [0, 70, 173],
  };
  const W = 640;
  const H = 480;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const g = canvas.getContext('2d')!;
  let face = '';
  let light: FaceLight = { brightness: 1, tint: [1, 1, 1], gradient: 0, glare: -1, tilt: 0 };
  let stream: MediaStream | null = null;
  let timer = 0;
  let seed = 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };

  // Grey noise around mid-grey (overlay leaves mid-grey as it is): about +-8 steps.
  const noise = [0, 1, 2, 3].map(() => {
    const c = document.createElement('canvas');
    c.width = W + 64;
    c.height = H + 64;
    const n = c.getContext('2d')!;
    const image = n.createImageData(c.width, c.height);
    for (let i = 0; i < image.data.length; i += 4) {
      const v = 128 + (random() - 0.5) * 16;
      image.data[i] = v + (random() - 0.5) * 6;
      image.data[i + 1] = v + (random() - 0.5) * 6;
      image.data[i + 2] = v + (random() - 0.5) * 6;
      image.data[i + 3] = 255;
    }
    n.putImageData(image, 0, 0);
    return c;
  });

  // The unit square to a quadrilateral (a homography), for a face seen in perspective.
  function projector(q: number[][]): (u: number, v: number) => [number, number] {
    const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q; // TL TR BR BL
    const dx1 = x1 - x2;
    const dx2 = x3 - x2;
    const dy1 = y1 - y2;
    const dy2 = y3 - y2;
    const sx = x0 - x1 + x2 - x3;
    const sy = y0 - y1 + y2 - y3;
    const den = dx1 * dy2 - dx2 * dy1;
    const a13 = (sx * dy2 - dx2 * sy) / den;
    const a23 = (dx1 * sy - sx * dy1) / den;
    const a11 = x1 - x0 + a13 * x1;
    const a21 = x3 - x0 + a23 * x3;
    const a12 = y1 - y0 + a13 * y1;
    const a22 = y3 - y0 + a23 * y3;
    return (u, v) => {
      const w = a13 * u + a23 * v + 1;
      return [(a11 * u + a21 * v + x0) / w, (a12 * u + a22 * v + y0) / w];
    };
  }

  function draw(): void {
    // A room behind the cube, then the cube's black body, then its stickers.
    g.fillStyle = '#6d6a64';
    g.fillRect(0, 0, W, H);
    if (face) {
      const n = Math.round(Math.sqrt(face.length));
      const t = light.tilt * 28;
      // The face fills a little more than the page's grid (the middle 60% of 480).
      const quad = [
        [150 + t, 72 - t * 0.4],
        [490 + t, 72 + t * 0.4],
        [490 - t, 408 - t * 0.4],
        [150 - t, 408 + t * 0.4],
      ];
      const at = projector(quad);
      const body = quad.map(([x, y]) => [x, y]);
      g.fillStyle = '#151515';
      g.beginPath();
      for (const [i, [x, y]] of body.entries()) i ? g.lineTo(x, y) : g.moveTo(x, y);
      g.closePath();
      g.fill();
      const gap = 0.06;
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          const u0 = (c + gap) / n;
          const u1 = (c + 1 - gap) / n;
          const v0 = (r + gap) / n;
          const v1 = (r + 1 - gap) / n;
          const shade = light.brightness * (1 + light.gradient * (((c + 0.5) / n) * 2 - 1));
          const paint = PAINT[face[r * n + c]] ?? [128, 128, 128];
          const rgb = paint.map((p, k) => Math.min(255, Math.round(p * shade * light.tint[k])));
          g.fillStyle = `rgb(${rgb[0]}, ${rgb[1]}, ${rgb[2]})`;
          g.beginPath();
          const corners = [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)];
          g.moveTo(...corners[0]);
          for (const p of corners.slice(1)) g.lineTo(...p);
          g.closePath();
          g.fill();
          if (r * n + c === light.glare) {
            const [gx, gy] = at((c + 0.45) / n, (r + 0.4) / n);
            const spot = g.createRadialGradient(gx, gy, 2, gx, gy, 260 / n / 2);
            spot.addColorStop(0, 'rgba(255, 255, 255, 0.85)');
            spot.addColorStop(1, 'rgba(255, 255, 255, 0)');
            g.fillStyle = spot;
            g.fillRect(gx - 200, gy - 200, 400, 400);
          }
        }
      }
    }
    // Sensor noise, new on every frame: one of a few noise pictures, at a random offset,
    // laid over the frame (cheaper than touching every pixel in JavaScript).
    g.globalCompositeOperation = 'overlay';
    g.drawImage(noise[Math.floor(random() * noise.length)], -Math.floor(random() * 64), -Math.floor(random() * 64));
    g.globalCompositeOperation = 'source-over';
    camera.frames++;
  }

  const camera: FakeCamera = {
    mode: 'ok',
    frames: 0,
    show(letters, l) {
      face = letters;
      if (l) light = l;
      draw();
    },
    unplug() {
      clearInterval(timer);
      for (const track of stream?.getVideoTracks() ?? []) {
        track.stop();
        track.dispatchEvent(new Event('ended'));
      }
    },
  };
  (window as unknown as { fakeCamera: FakeCamera }).fakeCamera = camera;

  const media = navigator.mediaDevices;
  if (!media) return;
  media.getUserMedia = async () => {
    if (camera.mode === 'deny') throw new DOMException('Permission denied', 'NotAllowedError');
    if (camera.mode === 'none') throw new DOMException('Requested device not found', 'NotFoundError');
    clearInterval(timer);
    draw();
    stream = canvas.captureStream(30);
    timer = window.setInterval(draw, 1000 / 30);
    return stream;
  };
}
