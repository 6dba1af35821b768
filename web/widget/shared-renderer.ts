// One WebGL renderer for every <cube-player> on the page. Chromium allows ~16 WebGL
// contexts per page and drops the oldest beyond that, so each player owns a plain 2D
// canvas and this renderer draws its scene offscreen and copies the pixels over — only
// when the player's view changed or animates (PuzzleView renders on demand).
import * as THREE from 'three';
import type { SceneRenderer } from '../render/scene-renderer';
import { createWebGLRenderer, frameInterval } from '../render/webgl-renderer';
import { span, spanStart } from '../worker/timeline';

let renderer: THREE.WebGLRenderer | null = null;
/** Draws so far; the first few (the players' first frames) are timed on the performance timeline. */
let draws = 0;
const TIMED_DRAWS = 24;

function webgl(): THREE.WebGLRenderer {
  if (!renderer) {
    renderer = createWebGLRenderer(); // antialiased on a GPU only
    renderer.setPixelRatio(1); // the players' canvases are already in device pixels
    renderer.setClearColor(0x000000, 0);
    renderer.domElement.addEventListener('webglcontextlost', (e) => {
      // A lost context (GPU reset): the next draw starts a fresh renderer.
      e.preventDefault();
      renderer?.dispose();
      renderer = null;
    });
  }
  return renderer;
}

/** Draws a scene into the player's 2D canvas through the shared WebGL context. */
export const sharedRenderer: SceneRenderer = {
  draw(scene, camera, canvas) {
    const t0 = draws < TIMED_DRAWS ? spanStart() : 0;
    const w = canvas.width;
    const h = canvas.height;
    if (w === 0 || h === 0) return;
    const gl = webgl();
    const size = gl.getSize(new THREE.Vector2());
    if (size.x !== w || size.y !== h) gl.setSize(w, h, false);
    gl.render(scene, camera);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, w, h);
    // Copied in the same task as the render, before the drawing buffer is cleared.
    ctx.drawImage(gl.domElement, 0, 0);
    if (draws++ < TIMED_DRAWS) span(`3D draw #${draws}`, t0);
  },
  frameInterval: () => frameInterval(webgl().getContext()),
};
