// The three.js view of a cube: black cubie bodies with coloured stickers, orbit
// controls, and move animation. It knows no cube logic: where each sticker sits comes
// from the core's sticker layout, which layers a move turns comes from the core's
// MoveStep, and after every move the stickers are repainted from the core's facelets.

import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';

import type { MoveStep, StickerPlace } from '../worker/api';
import { BODY_COLOR, type ColorScheme, FACE_COLORS, HIGHLIGHT_COLOR, paintOf, UNKNOWN_COLOR } from './colors';
import type { PlaybackView } from './playback';
import { type SceneRenderer, ThreeView } from './ThreeView';

// Geometry, in the layout's units: neighbouring cubies are 2 apart.
const BODY_SIZE = 1.965;
const BODY_RADIUS = 0.16;
const STICKER_SIZE = 1.62;
const STICKER_RADIUS = 0.26;
const STICKER_LIFT = BODY_SIZE / 2 + 0.004;
const RING_OUTER = 1.9;
const RING_RADIUS = 0.3;

const AXES = { x: new THREE.Vector3(1, 0, 0), y: new THREE.Vector3(0, 1, 0), z: new THREE.Vector3(0, 0, 1) };
const AXIS_INDEX = { x: 0, y: 1, z: 2 } as const;

/** A layer turn asked for by dragging across a sticker (see CubeView.onLayerDrag). */
export interface LayerTurn {
  axis: 'x' | 'y' | 'z';
  layer: number; // layer index from the negative end of the axis, as in MoveStep.layers
  quarterTurns: 1 | 3; // 1 = clockwise seen from the positive end of the axis
  sticker: number; // the facelet index the drag started on
}

/** How far (CSS px) a press may move and still be a click rather than a drag. */
const DRAG_THRESHOLD = 8;

export interface CubeViewOptions {
  /** Base duration of a quarter turn at speed 1, in ms. */
  quarterTurnMs?: number;
  /** Accessible name of the canvas. */
  label?: string;
  /**
   * Draws through a renderer shared by many views (the widget: browsers allow only
   * ~16 WebGL contexts per page); the view then owns a plain 2D canvas.
   */
  renderer?: SceneRenderer;
  /** Paint of each face letter (default: colors.ts FACE_COLORS). */
  colors?: Readonly<Record<string, number>>;
}

interface Cubie {
  mesh: THREE.Mesh;
  home: THREE.Vector3;
  layer: [number, number, number]; // layer index along x, y, z
}

/** A press on a sticker, until it is released or becomes a turn. */
interface StickerPress {
  pointerId: number;
  sticker: number;
  x: number;
  y: number;
  turned: boolean;
}

export class CubeView extends ThreeView<MoveStep> implements PlaybackView<MoveStep> {
  /**
   * Called when a sticker is clicked or tapped (pressed and released without dragging),
   * with its facelet index. While this or onLayerDrag is set, a press on a sticker does
   * not orbit the camera; a press beside the cube still does.
   */
  onStickerClick: ((index: number) => void) | null = null;
  /**
   * Called when a press on a sticker is dragged: the layer through that sticker that
   * moves it in the drag's direction (the axis from the sticker's normal and the drag).
   */
  onLayerDrag: ((turn: LayerTurn) => void) | null = null;

  private readonly quarterTurnMs: number;

  private readonly stickerGeometry: THREE.ShapeGeometry;
  private readonly ringGeometry: THREE.ShapeGeometry;
  private bodyGeometry: THREE.BufferGeometry | null = null;
  private readonly paints = new Map<string, THREE.Material>();
  private readonly unknownPaint: THREE.Material;
  private readonly bodyMaterial: THREE.Material;
  private readonly ringMaterial: THREE.Material;

  private n = 0;
  private cubies: Cubie[] = [];
  private stickers: THREE.Mesh[] = [];
  /** For each sticker: its cubie, and its outward normal (the layout's). */
  private stickerCubies: Cubie[] = [];
  private stickerNormals: THREE.Vector3[] = [];
  private press: StickerPress | null = null;
  private readonly raycaster = new THREE.Raycaster();
  private rings: THREE.Mesh[] = [];
  private facelets = '';
  private highlighted: number[] = [];

  /** The cubies the move being animated turns. */
  private moving: Cubie[] = [];

  constructor(container: HTMLElement, options: CubeViewOptions = {}) {
    super(container, {
      label: options.label ?? 'Cube, 3D view. Drag or use the arrow keys to turn the view.',
      classes: ['cube-canvas'],
      renderer: options.renderer,
      rotateSpeed: 0.9,
    });
    this.quarterTurnMs = options.quarterTurnMs ?? 320;
    this.canvas.addEventListener('keydown', (e) => this.onKey(e));
    // Before OrbitControls' own listener, so a press on a sticker can keep it from orbiting.
    this.canvas.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    this.canvas.addEventListener('pointermove', (e) => this.onPointerMove(e));
    this.canvas.addEventListener('pointerup', (e) => this.onPointerUp(e));
    this.canvas.addEventListener('pointercancel', () => this.endPress());
    // touch-action: none stops scrolling, yet Chromium still reads a quick drag as a fling
    // and swallows the next tap anywhere on the page (as the tap that stops it). A
    // cancelled touchmove makes the drag the page's own, so no fling follows.
    this.canvas.addEventListener('touchmove', (e) => e.preventDefault(), { passive: false });

    this.stickerGeometry = new THREE.ShapeGeometry(roundedSquare(STICKER_SIZE, STICKER_RADIUS), 6);
    const ring = roundedSquare(RING_OUTER, RING_RADIUS);
    ring.holes.push(roundedSquare(STICKER_SIZE - 0.04, STICKER_RADIUS - 0.02));
    this.ringGeometry = new THREE.ShapeGeometry(ring, 6);

    for (const [face, color] of Object.entries(options.colors ?? FACE_COLORS)) {
      this.paints.set(face, new THREE.MeshStandardMaterial({ color, roughness: 0.38, metalness: 0 }));
    }
    this.unknownPaint = new THREE.MeshStandardMaterial({ color: UNKNOWN_COLOR, roughness: 0.7 });
    this.bodyMaterial = new THREE.MeshStandardMaterial({ color: BODY_COLOR, roughness: 0.55, metalness: 0.05 });
    this.ringMaterial = new THREE.MeshBasicMaterial({ color: HIGHLIGHT_COLOR, side: THREE.DoubleSide });
    this.begin();
  }

  /** The cube size the view currently draws (2 or 3; 0 before setLayout). */
  get size(): number {
    return this.n;
  }

  /** Builds the puzzle from the core's sticker layout (54 stickers: 3x3x3, 24: 2x2x2). */
  setLayout(layout: StickerPlace[]): void {
    const n = Math.round(Math.sqrt(layout.length / 6));
    if (n < 1 || 6 * n * n !== layout.length) throw new Error(`sticker layout of ${layout.length} stickers`);
    this.cancel();
    this.clearPuzzle();
    this.n = n;
    this.bodyGeometry = new RoundedBoxGeometry(BODY_SIZE, BODY_SIZE, BODY_SIZE, 3, BODY_RADIUS);

    const byPosition = new Map<string, Cubie>();
    const cubieAt = (p: readonly number[]): Cubie => {
      const k = p.join(',');
      let c = byPosition.get(k);
      if (!c) {
        const mesh = new THREE.Mesh(this.bodyGeometry!, this.bodyMaterial);
        const home = new THREE.Vector3(p[0], p[1], p[2]);
        mesh.position.copy(home);
        this.puzzle.add(mesh);
        const layerOf = (v: number): number => Math.round((v + n - 1) / 2);
        c = { mesh, home, layer: [layerOf(p[0]), layerOf(p[1]), layerOf(p[2])] };
        byPosition.set(k, c);
        this.cubies.push(c);
      }
      return c;
    };

    // The hidden core of odd cubes too, so nothing shows through during slice turns.
    for (let x = 0; x < n; x++)
      for (let y = 0; y < n; y++) for (let z = 0; z < n; z++) cubieAt([2 * x - n + 1, 2 * y - n + 1, 2 * z - n + 1]);

    const zAxis = new THREE.Vector3(0, 0, 1);
    for (const place of layout) {
      const cubie = cubieAt(place.position);
      const normal = new THREE.Vector3(...place.normal);
      const sticker = new THREE.Mesh(this.stickerGeometry, this.unknownPaint);
      sticker.quaternion.setFromUnitVectors(zAxis, normal);
      sticker.position.copy(normal).multiplyScalar(STICKER_LIFT);
      const ring = new THREE.Mesh(this.ringGeometry, this.ringMaterial);
      ring.position.z = 0.002;
      ring.visible = false;
      sticker.add(ring);
      cubie.mesh.add(sticker);
      this.stickers.push(sticker);
      this.stickerCubies.push(cubie);
      this.stickerNormals.push(normal);
      this.rings.push(ring);
    }
    this.facelets = '';
    this.highlighted = [];
    this.fitCamera(true);
    this.invalidate();
  }

  /**
   * Shows `facelets` at once (stops any animation). Letters U R F D L B (or the colour
   * letters W Y G O) paint the stickers; anything else, or a missing tail, is grey.
   */
  setState(facelets: string): void {
    this.cancel();
    this.paint(facelets);
  }

  /** The facelet string last drawn. */
  get state(): string {
    return this.facelets;
  }

  /** Outlines the stickers at these facelet indices (errors); [] clears. */
  highlight(indices: readonly number[]): void {
    this.highlighted = indices.filter((i) => i >= 0 && i < this.rings.length);
    const on = new Set(this.highlighted);
    this.rings.forEach((r, i) => {
      r.visible = on.has(i);
    });
    this.invalidate();
  }

  get highlights(): readonly number[] {
    return this.highlighted;
  }

  /** The same turn backwards (display only: the state after it is given). */
  reversed(step: MoveStep): MoveStep {
    return { ...step, quarterTurns: (4 - step.quarterTurns) as 1 | 2 | 3 };
  }

  label(step: MoveStep): string {
    return step.name;
  }

  /**
   * How the cube looks: the colour of each face's stickers, and how it is held (whole
   * cube rotations from the core, e.g. z2 for yellow on top, turned in order about the
   * fixed axes). Display only: the states drawn stay in the standard orientation.
   */
  setAppearance(colors: ColorScheme, rotations: readonly MoveStep[]): void {
    for (const [face, color] of Object.entries(colors)) {
      (this.paints.get(face) as THREE.MeshStandardMaterial | undefined)?.color.setHex(color);
    }
    const held = new THREE.Quaternion();
    for (const r of rotations) {
      const signed = r.quarterTurns === 3 ? -1 : r.quarterTurns;
      held.premultiply(new THREE.Quaternion().setFromAxisAngle(AXES[r.axis], (-Math.PI / 2) * signed));
    }
    this.puzzle.quaternion.copy(held);
    this.invalidate();
  }

  /** The facelet index of the sticker under a point (client coordinates), or -1. */
  stickerAt(clientX: number, clientY: number): number {
    if (this.track || this.stickers.length === 0) return -1;
    this.puzzle.updateMatrixWorld();
    this.raycaster.setFromCamera(this.toDevice(clientX, clientY), this.camera);
    // Bodies too: a ray through the gap between stickers stops at the body, not at a
    // sticker behind it. Stickers are one-sided, so those facing away are never hit.
    const hit = this.raycaster.intersectObjects([...this.stickers, ...this.cubies.map((c) => c.mesh)], false)[0];
    return hit ? this.stickers.indexOf(hit.object as THREE.Mesh) : -1;
  }

  /**
   * Where sticker `index` is drawn (client coordinates of its centre), or null when it
   * faces away from the camera. For pointing at stickers (tests, hints).
   */
  stickerPoint(index: number): { x: number; y: number } | null {
    const sticker = this.stickers[index];
    if (!sticker) return null;
    this.puzzle.updateMatrixWorld();
    const centre = sticker.getWorldPosition(new THREE.Vector3());
    const normal = this.stickerNormals[index].clone().applyQuaternion(this.puzzle.quaternion);
    if (normal.dot(this.camera.position.clone().sub(centre)) <= 0) return null;
    return this.toClient(centre);
  }

  protected disposePuzzle(): void {
    this.clearPuzzle();
    this.stickerGeometry.dispose();
    this.ringGeometry.dispose();
    for (const m of this.paints.values()) m.dispose();
    this.unknownPaint.dispose();
    this.bodyMaterial.dispose();
    this.ringMaterial.dispose();
  }

  /** The cube's bounding sphere, with a margin. */
  protected boundingRadius(): number {
    return (this.n || 3) * Math.sqrt(3) * 1.02 * 1.04;
  }

  // ---------------------------------------------------------------------------------

  private paint(facelets: string): void {
    this.facelets = facelets;
    const symbols = [...facelets];
    this.stickers.forEach((s, i) => {
      const face = symbols[i] === undefined ? undefined : paintOf(symbols[i]);
      s.material = (face && this.paints.get(face)) || this.unknownPaint;
    });
    this.invalidate();
  }

  protected started(): void {
    this.startMove();
    this.invalidate();
  }

  /** The cube snaps to the state after the last finished move. */
  protected stopped(): void {
    this.resetMoving();
    this.invalidate();
  }

  protected showState(facelets: string): void {
    this.paint(facelets);
  }

  private startMove(): void {
    const a = this.track!;
    const move = a.steps[a.index];
    const axis = AXIS_INDEX[move.axis];
    const layers = new Set(move.layers);
    this.moving = this.cubies.filter((c) => layers.has(c.layer[axis]));
  }

  protected step(dt: number): void {
    const a = this.track;
    if (!a || a.paused) return;
    const move = a.steps[a.index];
    // A half turn takes 1.5 quarter turns' time; feels even, not slow.
    const duration = (this.quarterTurnMs * (move.quarterTurns === 2 ? 1.5 : 1)) / this.speed;
    a.progress = Math.min(1, a.progress + dt / duration);
    // Positive quarter turns are clockwise seen from the positive end: a negative angle
    // about the axis in three.js. Three quarters turn the short way round.
    const signed = move.quarterTurns === 3 ? -1 : move.quarterTurns;
    const angle = (-Math.PI / 2) * signed * easeInOut(a.progress);
    const q = new THREE.Quaternion().setFromAxisAngle(AXES[move.axis], angle);
    for (const c of this.moving) {
      c.mesh.position.copy(c.home).applyQuaternion(q);
      c.mesh.quaternion.copy(q);
    }
    this.invalidate();
    if (a.progress < 1) return;

    this.resetMoving();
    this.stepDone();
    if (this.track) this.startMove();
  }

  private resetMoving(): void {
    for (const c of this.moving) {
      c.mesh.position.copy(c.home);
      c.mesh.quaternion.identity();
    }
    this.moving = [];
  }

  /** Arrow keys orbit the view by 15°, Home resets it. */
  private onKey(e: KeyboardEvent): void {
    const step = THREE.MathUtils.degToRad(15);
    const offset = this.camera.position.clone().sub(this.controls.target);
    const spherical = new THREE.Spherical().setFromVector3(offset);
    switch (e.key) {
      case 'ArrowLeft':
        spherical.theta -= step;
        break;
      case 'ArrowRight':
        spherical.theta += step;
        break;
      case 'ArrowUp':
        spherical.phi -= step;
        break;
      case 'ArrowDown':
        spherical.phi += step;
        break;
      case 'Home':
        this.resetView();
        e.preventDefault();
        return;
      default:
        return;
    }
    e.preventDefault();
    spherical.phi = THREE.MathUtils.clamp(spherical.phi, 0.05, Math.PI - 0.05);
    this.camera.position.setFromSpherical(spherical).add(this.controls.target);
    this.camera.lookAt(this.controls.target);
    this.controls.update();
    this.invalidate();
  }

  private onPointerDown(e: PointerEvent): void {
    if (!this.onStickerClick && !this.onLayerDrag) return;
    if (this.press || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const sticker = this.stickerAt(e.clientX, e.clientY);
    if (sticker < 0) return; // beside the cube: OrbitControls orbits
    this.press = { pointerId: e.pointerId, sticker, x: e.clientX, y: e.clientY, turned: false };
    this.controls.enabled = false;
    this.canvas.setPointerCapture?.(e.pointerId);
    e.preventDefault(); // no text selection; the canvas still takes the focus (keys turn layers)
    this.canvas.focus({ preventScroll: true });
  }

  private onPointerMove(e: PointerEvent): void {
    const p = this.press;
    if (!p || p.pointerId !== e.pointerId || p.turned) return;
    const drag = new THREE.Vector2(e.clientX - p.x, e.clientY - p.y);
    if (drag.length() < DRAG_THRESHOLD || !this.onLayerDrag) return;
    p.turned = true;
    const turn = this.turnFor(p.sticker, drag);
    if (turn) this.onLayerDrag(turn);
  }

  private onPointerUp(e: PointerEvent): void {
    const p = this.press;
    if (!p || p.pointerId !== e.pointerId) return;
    this.endPress();
    const moved = Math.hypot(e.clientX - p.x, e.clientY - p.y);
    if (!p.turned && moved < DRAG_THRESHOLD) this.onStickerClick?.(p.sticker);
  }

  private endPress(): void {
    this.press = null;
    this.controls.enabled = true;
  }

  /**
   * The layer turn that moves `sticker` along a screen drag: of the two axes in the
   * sticker's plane, the one whose on-screen direction best matches the drag; the turn
   * is about the axis normal × that direction, through the sticker's layer.
   */
  private turnFor(sticker: number, drag: THREE.Vector2): LayerTurn | null {
    const normal = this.stickerNormals[sticker];
    const cubie = this.stickerCubies[sticker];
    if (!normal || !cubie) return null;
    const centre = cubie.home.clone().addScaledVector(normal, STICKER_LIFT);
    // Positions are in the puzzle's own frame; it may be held turned (setAppearance).
    this.puzzle.updateMatrixWorld();
    const onScreen = (local: THREE.Vector3) => this.toClient(this.puzzle.localToWorld(local.clone()));
    const from = onScreen(centre);
    let best: { along: THREE.Vector3; score: number } | null = null;
    for (const axis of Object.values(AXES)) {
      if (Math.abs(axis.dot(normal)) > 0.5) continue;
      const to = onScreen(centre.clone().add(axis));
      const screen = new THREE.Vector2(to.x - from.x, to.y - from.y).normalize();
      const score = screen.dot(drag) / drag.length();
      if (!best || Math.abs(score) > Math.abs(best.score))
        best = { along: axis.clone().multiplyScalar(Math.sign(score) || 1), score };
    }
    if (!best) return null;
    // A positive rotation about r moves the sticker by r × (its position): r = n × along.
    const r = new THREE.Vector3().crossVectors(normal, best.along);
    const name = (['x', 'y', 'z'] as const).find((k) => Math.abs(r[k]) > 0.5);
    if (!name) return null;
    // three.js turns counter-clockwise seen from the positive end for a positive angle.
    return { axis: name, layer: cubie.layer[AXIS_INDEX[name]], quarterTurns: r[name] > 0 ? 3 : 1, sticker };
  }

  private clearPuzzle(): void {
    this.endPress();
    for (const c of this.cubies) this.puzzle.remove(c.mesh);
    this.cubies = [];
    this.stickers = [];
    this.stickerCubies = [];
    this.stickerNormals = [];
    this.rings = [];
    this.bodyGeometry?.dispose();
    this.bodyGeometry = null;
    this.n = 0;
  }
}

function roundedSquare(size: number, radius: number): THREE.Shape {
  const h = size / 2;
  const r = Math.min(radius, h);
  const s = new THREE.Shape();
  s.moveTo(-h + r, -h);
  s.lineTo(h - r, -h);
  s.quadraticCurveTo(h, -h, h, -h + r);
  s.lineTo(h, h - r);
  s.quadraticCurveTo(h, h, h - r, h);
  s.lineTo(-h + r, h);
  s.quadraticCurveTo(-h, h, -h, h - r);
  s.lineTo(-h, -h + r);
  s.quadraticCurveTo(-h, -h, -h + r, -h);
  return s;
}

function easeInOut(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}
