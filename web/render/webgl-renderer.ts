// A three.js WebGL renderer that antialiases only on a GPU. Multisampling drawn on the
// CPU (SwiftShader, llvmpipe: no GPU, or none allowed) costs more than it gives: a
// widget player's frame took ~2.5x as long with it (168 px: ~40 ms against ~16 ms),
// and the page's cube, typed at with a 99,998-move scramble, held the main thread for
// 89-161 ms a key with it against 0-59 ms without (docs/BENCHMARKS.md).
import * as THREE from 'three';

type Context = WebGLRenderingContext | WebGL2RenderingContext;
/** Asked once a context: the name is a synchronous query to the GPU process (~1 ms). */
const onCpu = new WeakMap<Context, boolean>();

/** Whether a context draws on the CPU (SwiftShader, llvmpipe, ...). */
export function drawsOnCpu(gl: Context): boolean {
  let known = onCpu.get(gl);
  if (known === undefined) {
    let name = String(gl.getParameter(gl.RENDERER));
    if (name === 'WebKit WebGL') {
      // Chromium names the real renderer only through this extension.
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      if (info) name = String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL));
    }
    known = /swiftshader|llvmpipe|softpipe|software/i.test(name);
    onCpu.set(gl, known);
  }
  return known;
}

/**
 * The least time between two frames of an animation drawn by `gl`: 30 a second where it
 * draws on the CPU, as many as the screen shows on a GPU. On the CPU a 3x3x3's frame costs
 * ~30 ms, so the 57 frames a second it got took a whole core from the solver and the page;
 * at 30 a turn still reads as smooth (docs/BENCHMARKS.md, "Animations at 30 frames a
 * second on the CPU").
 */
export function frameInterval(gl: Context): number {
  return drawsOnCpu(gl) ? 1000 / 30 : 0;
}

/** A renderer with a transparent background, antialiased on a GPU only. */
export function createWebGLRenderer(): THREE.WebGLRenderer {
  let renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true });
  if (drawsOnCpu(renderer.getContext())) {
    renderer.dispose();
    renderer.forceContextLoss();
    renderer = new THREE.WebGLRenderer({ antialias: false, alpha: true });
  }
  return renderer;
}
