// The three.js stage the 3D view builds on (PuzzleView, every sticker puzzle): the canvas (its own WebGL renderer, or a 2D canvas drawn
// through a renderer shared by many views), the scene with its lights, the camera and
// orbit controls, drawing on demand (frames only while something changes), following
// the container's size, and fitting the camera to the puzzle. A view adds its puzzle to
// `puzzle`, says how large it is and how to advance an animation; it knows no rules.

import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { AnimatedView, type PlayStep, type Recordable, type RecordOptions } from './playback';
import type { SceneRenderer } from './scene-renderer';
import { createWebGLRenderer, frameInterval } from './webgl-renderer';

/**
 * An event that makes a view draw at once: dispatched on its canvas just before reading
 * the pixels (drawImage, toDataURL) in the same task, while the frame is still there.
 */
export const RENDER_NOW = 'cube-render-now';

/** Where the camera looks from at first (and after Reset view), and which way is up. */
export interface ViewAngle {
  direction: readonly [number, number, number];
  up: readonly [number, number, number];
}

/** A corner view showing U, F and R, upright. */
export const CORNER_VIEW: ViewAngle = { direction: [0.62, 0.72, 1], up: [0, 1, 0] };

export interface ThreeViewOptions {
  /** Accessible name of the canvas. */
  label: string;
  /** Classes of the canvas. */
  classes: readonly string[];
  /**
   * Draws through a renderer shared by many views (the widget: browsers allow only
   * ~16 WebGL contexts per page); the view then owns a plain 2D canvas.
   */
  renderer?: SceneRenderer;
  /** How fast a drag orbits the camera (OrbitControls' rotateSpeed). */
  rotateSpeed?: number;
}

export abstract class ThreeView<S extends PlayStep> extends AnimatedView<S> implements Recordable<S> {
  /** A clip of the 3D view is square. */
  readonly aspect = 1;
  readonly canvas: HTMLCanvasElement;
  protected readonly scene = new THREE.Scene();
  protected readonly camera = new THREE.PerspectiveCamera(32, 1, 0.1, 200);
  /** The puzzle drawn: a view's meshes go in here (turned as a whole to hold it another way). */
  protected readonly puzzle = new THREE.Group();
  /** Made by begin(), after the view's own canvas listeners (a press on a sticker may keep it from orbiting). */
  protected controls!: OrbitControls;
  /** Where the camera looks from at first and on Reset view. */
  protected angle: ViewAngle = CORNER_VIEW;

  private readonly container: HTMLElement;
  private readonly renderer: THREE.WebGLRenderer | null;
  private readonly shared: SceneRenderer | null;
  private readonly rotateSpeed: number;
  private resizeObserver: ResizeObserver | null = null;
  private dirty = true;
  private frame = 0;
  private disposed = false;
  /** While a clip is recorded (record()): the frame loop neither steps nor draws. */
  private recording = false;
  private width = 0;
  private height = 0;
  /** When the last frame was drawn (the animation frame's time). */
  private drawnAt = -Infinity;

  constructor(container: HTMLElement, options: ThreeViewOptions) {
    super();
    this.container = container;
    this.rotateSpeed = options.rotateSpeed ?? 1;
    this.shared = options.renderer ?? null;
    if (this.shared) {
      this.renderer = null;
      this.canvas = document.createElement('canvas');
    } else {
      // The drawing buffer is not preserved (a copy per frame costs memory and time);
      // whoever reads the pixels asks for a frame first (RENDER_NOW) in the same task.
      this.renderer = createWebGLRenderer();
      this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
      this.renderer.setClearColor(0x000000, 0);
      this.canvas = this.renderer.domElement;
    }
    this.canvas.classList.add(...options.classes);
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-label', options.label);
    this.canvas.addEventListener('webglcontextlost', (e) => e.preventDefault());
    this.canvas.addEventListener('webglcontextrestored', () => this.invalidate());
    this.canvas.addEventListener(RENDER_NOW, () => this.render());
    container.appendChild(this.canvas);

    // Lights ride with the camera, so every side looks lit the same way.
    this.scene.add(new THREE.HemisphereLight(0xffffff, 0x8d8d9a, 1.9));
    const key = new THREE.DirectionalLight(0xffffff, 1.5);
    key.position.set(-2, 4, 6);
    this.camera.add(key);
    this.scene.add(this.camera);
    this.scene.add(this.puzzle);
  }

  /** Back to the first view of the puzzle. */
  resetView(): void {
    this.fitCamera(true);
  }

  /** The state drawn (a facelet or sticker string). */
  abstract get state(): string;

  /**
   * Plays `steps` from `start` frame by frame, not in real time, for a clip: each frame
   * advances the animation by 1000 / fps ms at `speed`, is drawn by `renderer` into
   * `frame` (a 2D canvas of the clip's size, from the camera as it is now) and handed to
   * `onFrame` (which may take its time: encoding). The canvas on screen is not drawn
   * meanwhile; afterwards the view shows what it showed before. False when `onFrame`
   * answered false (cancelled).
   */
  async record(start: string, steps: S[], states: string[], options: RecordOptions): Promise<boolean> {
    const before = this.state;
    this.cancel();
    this.recording = true;
    const camera = new THREE.PerspectiveCamera().copy(this.camera, false);
    camera.aspect = options.frame.width / options.frame.height;
    // Fit the whole puzzle at the clip's aspect too (the screen's may be wider).
    const vFov = THREE.MathUtils.degToRad(camera.fov);
    const hFov = 2 * Math.atan(Math.tan(vFov / 2) * camera.aspect);
    const distance = this.boundingRadius() / Math.sin(Math.min(vFov, hFov) / 2);
    camera.position.setLength(distance);
    camera.updateProjectionMatrix();
    const renderer = options.renderer();
    const draw = () => {
      this.puzzle.updateMatrixWorld();
      renderer.draw(this.scene, camera, options.frame);
    };
    try {
      this.showState(start);
      let done = 0;
      const played = this.animate(steps, states, options.speed);
      draw();
      if (!(await options.onFrame(done))) return false;
      while (this.track) {
        this.step(1000 / options.fps);
        done = this.track ? this.track.index : steps.length;
        draw();
        if (!(await options.onFrame(done))) return false;
      }
      return await played;
    } finally {
      this.cancel();
      this.recording = false;
      this.showState(before);
      this.invalidate();
    }
  }

  /** Draws now (normally done on the next animation frame). */
  render(): void {
    this.dirty = false;
    if (this.shared) this.shared.draw(this.scene, this.camera, this.canvas);
    else this.renderer?.render(this.scene, this.camera);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.cancel();
    cancelAnimationFrame(this.frame);
    this.resizeObserver?.disconnect();
    this.controls?.dispose();
    this.disposePuzzle();
    this.renderer?.dispose();
    this.canvas.remove();
  }

  /**
   * Starts the stage: the orbit controls, following the container's size, the frame
   * loop. A view calls it last in its constructor, once its own fields and canvas
   * listeners are in place.
   */
  protected begin(): void {
    this.controls = new OrbitControls(this.camera, this.canvas);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.12;
    this.controls.enablePan = false;
    this.controls.rotateSpeed = this.rotateSpeed;
    this.controls.addEventListener('change', () => this.invalidate());
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(this.container);
    this.resize();
    this.requestFrame();
  }

  /** The next frame draws. */
  protected invalidate(): void {
    this.dirty = true;
    this.requestFrame();
  }

  /**
   * False while the view has nothing worth a frame (a puzzle built, its state not yet
   * come): the frames wait, so the page shows no grey puzzle before the colours.
   */
  protected drawable(): boolean {
    return true;
  }

  /** Advances the animation by `dt` ms (called on each frame while a track plays). */
  protected abstract step(dt: number): void;
  /** The radius of a sphere around the puzzle, in its units: the camera keeps it all in sight. */
  protected abstract boundingRadius(): number;
  /** Frees the view's own geometry and materials (dispose). */
  protected abstract disposePuzzle(): void;

  /** Places the camera so the whole puzzle fits, keeping the view direction unless reset. */
  protected fitCamera(reset: boolean): void {
    const vFov = THREE.MathUtils.degToRad(this.camera.fov);
    const hFov = 2 * Math.atan(Math.tan(vFov / 2) * this.camera.aspect);
    const distance = this.boundingRadius() / Math.sin(Math.min(vFov, hFov) / 2);
    const first = new THREE.Vector3(...this.angle.direction).normalize();
    const direction = reset || this.camera.position.lengthSq() === 0 ? first : this.camera.position.clone().normalize();
    if (reset) this.camera.up.set(...this.angle.up);
    this.camera.position.copy(direction.multiplyScalar(distance));
    this.camera.near = distance / 10;
    this.camera.far = distance * 10;
    this.camera.updateProjectionMatrix();
    this.camera.lookAt(0, 0, 0);
    if (this.controls) {
      this.controls.target.set(0, 0, 0);
      this.controls.minDistance = distance * 0.6;
      this.controls.maxDistance = distance * 2.5;
      this.controls.update();
    }
    this.invalidate();
  }

  /** Where a point of the scene is drawn, in client coordinates. */
  protected toClient(world: THREE.Vector3): { x: number; y: number } {
    const rect = this.canvas.getBoundingClientRect();
    const ndc = world.clone().project(this.camera);
    return { x: rect.left + ((ndc.x + 1) / 2) * rect.width, y: rect.top + ((1 - ndc.y) / 2) * rect.height };
  }

  /** A client point as the camera's normalised device coordinates (for a raycaster). */
  protected toDevice(clientX: number, clientY: number): THREE.Vector2 {
    const rect = this.canvas.getBoundingClientRect();
    return new THREE.Vector2(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
  }

  private tick(time: number): void {
    this.frame = 0;
    if (this.disposed) return;
    const dt = Math.min(100, Math.max(0, time - this.lastTime));
    this.lastTime = time;
    const orbiting = this.controls.update();
    if (orbiting) this.dirty = true;
    // While a clip is recorded (record()), it steps and draws the frames itself.
    if (this.track && !this.recording) this.step(dt);
    let waiting = false;
    if (this.dirty && this.width > 0 && !this.recording && this.drawable()) {
      // A frame this soon after the last is left to a later one (3 ms early still counts:
      // the frames' times jitter), which draws the animation as it is by then.
      const least = this.renderer ? frameInterval(this.renderer.getContext()) : (this.shared?.frameInterval?.() ?? 0);
      waiting = time - this.drawnAt < least - 3;
      if (!waiting) {
        this.drawnAt = time;
        this.render();
      }
    }
    // Frames only while something moves (a track, the orbit's damping) or waits to be
    // drawn: an idle page draws nothing and asks for no frames (an endless loop kept ~6%
    // of a core busy).
    if (orbiting || waiting || (this.track && !this.recording)) this.requestFrame();
  }

  /** One frame, unless one is coming (none before begin(): the controls are made there). */
  private requestFrame(): void {
    if (!this.frame && this.controls && !this.disposed) this.frame = requestAnimationFrame((t) => this.tick(t));
  }

  private resize(): void {
    const w = Math.max(1, Math.floor(this.container.clientWidth));
    const h = Math.max(1, Math.floor(this.container.clientHeight));
    if (w === this.width && h === this.height) return;
    this.width = w;
    this.height = h;
    if (this.renderer) this.renderer.setSize(w, h, false);
    else {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      this.canvas.width = Math.round(w * ratio);
      this.canvas.height = Math.round(h * ratio);
    }
    this.camera.aspect = w / h;
    this.fitCamera(false);
    if (this.drawable()) this.render();
  }
}
