// What draws a three.js scene into a 2D canvas: the WebGL renderer the widget's players
// share, a clip's own offscreen one (a type only: the views and the clips agree on it).

import type * as THREE from 'three';

/** Renders a scene into a 2D canvas (its pixel size set by the view). */
export interface SceneRenderer {
  draw(scene: THREE.Scene, camera: THREE.Camera, canvas: HTMLCanvasElement): void;
  /** The least ms between an animation's frames (webgl-renderer.ts, frameInterval). */
  frameInterval?(): number;
}
