// A WebGL renderer of its own for recording a clip from a view that draws on the
// page's own context (the page's 3D view): the clip's frames are drawn at the clip's
// size without touching the canvas on screen. (The widget records through the renderer
// its players share.)

import * as THREE from 'three';
import type { SceneRenderer } from '../render/scene-renderer';
import { createWebGLRenderer } from '../render/webgl-renderer';

export interface OwnedRenderer extends SceneRenderer {
  dispose(): void;
}

export function createOffscreenRenderer(): OwnedRenderer {
  const gl: THREE.WebGLRenderer = createWebGLRenderer();
  gl.setPixelRatio(1);
  gl.setClearColor(0x000000, 0);
  return {
    draw(scene, camera, canvas) {
      if (canvas.width === 0 || canvas.height === 0) return;
      const size = gl.getSize(new THREE.Vector2());
      if (size.x !== canvas.width || size.y !== canvas.height) gl.setSize(canvas.width, canvas.height, false);
      gl.render(scene, camera);
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      // In the same task as the render, before the drawing buffer is cleared.
      ctx.drawImage(gl.domElement, 0, 0);
    },
    dispose() {
      gl.dispose();
      gl.forceContextLoss();
    },
  };
}
