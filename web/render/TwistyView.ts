// The three.js view of a twisty puzzle (Pyraminx, Skewb): flat coloured stickers on a
// dark body, orbit controls, and turn animation. It knows no puzzle rules: each
// sticker's outline and each turn's axis, angle and stickers come from the core
// (TwistyLayout, twistyLayout()), a step is the core's TwistStep, and after every step
// the stickers are repainted from the core's sticker string. Any puzzle whose core
// layout gives outlines and turns as rotations draws here: the view needs only
// `TwistyLayout`. The stage (canvas, camera, frames, size) is ThreeView's, as CubeView's.

import * as THREE from 'three';

import type { TwistStep, TwistyLayout } from '../worker/api';
import { BODY_COLOR, HIGHLIGHT_COLOR, UNKNOWN_COLOR } from './colors';
import type { PlaybackView } from './playback';
import { type SceneRenderer, ThreeView } from './ThreeView';
import { facePaints, type TwistyViewAngle } from './twisty-colours';

export interface TwistyViewOptions {
  /** Duration of one turn at speed 1, in ms. */
  turnMs?: number;
  label?: string;
  /** A renderer shared by many views (the widget); the view then owns a 2D canvas. */
  renderer?: SceneRenderer;
}

const STICKER_SHRINK = 0.84;
const LIFT = 0.012;

export class TwistyView extends ThreeView<TwistStep> implements PlaybackView<TwistStep> {
  /** Called with a sticker's index when it is clicked (pressed and released in place). */
  onStickerClick: ((index: number) => void) | null = null;

  private readonly turnMs: number;
  private readonly bodyMaterial = new THREE.MeshStandardMaterial({
    color: BODY_COLOR,
    roughness: 0.55,
    side: THREE.DoubleSide,
  });
  private readonly ringMaterial = new THREE.MeshBasicMaterial({ color: HIGHLIGHT_COLOR, side: THREE.DoubleSide });
  private readonly unknownPaint = new THREE.MeshStandardMaterial({
    color: UNKNOWN_COLOR,
    roughness: 0.7,
    side: THREE.DoubleSide,
  });
  private paints = new Map<string, THREE.Material>();
  private layout: TwistyLayout | null = null;
  private radius = 2;
  /** Each sticker: a pivot at the centre (turned while it moves), its paint and its ring. */
  private pivots: THREE.Group[] = [];
  private stickers: THREE.Mesh[] = [];
  private rings: THREE.Mesh[] = [];
  private stickerString = '';
  private moving: THREE.Group[] = [];
  private movingTurn: { axis: THREE.Vector3; radians: number } | null = null;
  private readonly raycaster = new THREE.Raycaster();
  private press: { x: number; y: number } | null = null;

  constructor(container: HTMLElement, options: TwistyViewOptions = {}) {
    super(container, {
      label: options.label ?? 'Puzzle, 3D view. Drag to turn the view.',
      classes: ['cube-canvas', 'twisty-canvas'],
      renderer: options.renderer,
    });
    this.turnMs = options.turnMs ?? 360;
    this.canvas.addEventListener('pointerdown', (e) => {
      this.press = { x: e.clientX, y: e.clientY };
    });
    this.canvas.addEventListener('pointerup', (e) => this.onPointerUp(e));
    this.begin();
  }

  /** Builds the puzzle from the core's layout, seen from `angle`. */
  setLayout(layout: TwistyLayout, angle?: TwistyViewAngle): void {
    this.cancel();
    this.clearPuzzle();
    this.layout = layout;
    if (angle) this.angle = angle;
    for (const m of this.paints.values()) m.dispose();
    this.paints = new Map(
      [...facePaints(layout)].map(([face, color]) => [
        face,
        new THREE.MeshStandardMaterial({ color, roughness: 0.38, side: THREE.DoubleSide }),
      ]),
    );
    this.radius = 0;
    for (const s of layout.stickers) {
      const points = s.outline.map((p) => new THREE.Vector3(...p));
      const middle = points.reduce((a, p) => a.add(p), new THREE.Vector3()).divideScalar(points.length);
      const normal = new THREE.Vector3()
        .subVectors(points[1], points[0])
        .cross(new THREE.Vector3().subVectors(points[2], points[0]))
        .normalize();
      if (normal.dot(middle) < 0) normal.negate();
      for (const p of points) this.radius = Math.max(this.radius, p.length());
      const pivot = new THREE.Group();
      pivot.add(new THREE.Mesh(polygon(points, middle, 1, normal, 0), this.bodyMaterial));
      const ring = new THREE.Mesh(polygon(points, middle, 0.97, normal, LIFT / 2), this.ringMaterial);
      ring.visible = false;
      pivot.add(ring);
      const sticker = new THREE.Mesh(polygon(points, middle, STICKER_SHRINK, normal, LIFT), this.unknownPaint);
      pivot.add(sticker);
      this.puzzle.add(pivot);
      this.pivots.push(pivot);
      this.stickers.push(sticker);
      this.rings.push(ring);
    }
    this.fitCamera(true);
    if (this.stickerString) this.paint(this.stickerString);
  }

  /** Shows a sticker string (face letters) at once. */
  setState(stickers: string): void {
    this.cancel();
    this.paint(stickers);
  }

  /** The sticker string last drawn. */
  get state(): string {
    return this.stickerString;
  }

  /** Outlines the stickers at these indices (a validation problem's piece); [] clears. */
  highlight(indices: readonly number[]): void {
    const on = new Set(indices);
    this.rings.forEach((r, i) => {
      r.visible = on.has(i);
    });
    this.invalidate();
  }

  /** The same turn the other way (display only: the state after it is given). */
  reversed(step: TwistStep): TwistStep {
    return { ...step, clockwise: !step.clockwise };
  }

  label(step: TwistStep): string {
    return step.name;
  }

  protected disposePuzzle(): void {
    this.clearPuzzle();
    for (const m of this.paints.values()) m.dispose();
    this.bodyMaterial.dispose();
    this.ringMaterial.dispose();
    this.unknownPaint.dispose();
  }

  /** The farthest outline point from the centre, with a margin. */
  protected boundingRadius(): number {
    return this.radius * 1.08;
  }

  protected started(): void {
    this.startTurn();
    this.invalidate();
  }

  protected stopped(): void {
    this.resetMoving();
    this.invalidate();
  }

  protected showState(stickers: string): void {
    this.paint(stickers);
  }

  private paint(stickers: string): void {
    this.stickerString = stickers;
    this.stickers.forEach((s, i) => {
      s.material = this.paints.get(stickers[i] ?? '') ?? this.unknownPaint;
    });
    this.invalidate();
  }

  /** The stickers the step's turn moves, and its rotation: the core's, by the step's name. */
  private startTurn(): void {
    const a = this.track!;
    const step = a.steps[a.index];
    const turn = this.layout?.turns.find((t) => t.name === step.name);
    if (!turn) {
      this.moving = [];
      this.movingTurn = null;
      return;
    }
    // Clockwise seen looking at the corner is a negative angle about its outward axis.
    const radians = THREE.MathUtils.degToRad(Math.abs(turn.degrees)) * (step.clockwise ? -1 : 1);
    this.movingTurn = { axis: new THREE.Vector3(...turn.axis).normalize(), radians };
    this.moving = turn.stickers.map((i) => this.pivots[i]).filter((p) => p !== undefined);
  }

  protected step(dt: number): void {
    const a = this.track;
    if (!a || a.paused) return;
    a.progress = Math.min(1, a.progress + dt / (this.turnMs / this.speed));
    if (this.movingTurn) {
      const q = new THREE.Quaternion().setFromAxisAngle(
        this.movingTurn.axis,
        this.movingTurn.radians * easeInOut(a.progress),
      );
      for (const p of this.moving) p.quaternion.copy(q);
    }
    this.invalidate();
    if (a.progress < 1) return;
    this.resetMoving();
    this.stepDone();
    if (this.track) this.startTurn();
  }

  private resetMoving(): void {
    for (const p of this.moving) p.quaternion.identity();
    this.moving = [];
    this.movingTurn = null;
  }

  private onPointerUp(e: PointerEvent): void {
    const p = this.press;
    this.press = null;
    if (!p || !this.onStickerClick || this.track) return;
    if (Math.hypot(e.clientX - p.x, e.clientY - p.y) > 8) return;
    this.raycaster.setFromCamera(this.toDevice(e.clientX, e.clientY), this.camera);
    const hit = this.raycaster.intersectObjects(this.pivots, true)[0];
    if (!hit) return;
    const index = this.pivots.findIndex((pv) => pv.children.includes(hit.object));
    if (index >= 0) this.onStickerClick(index);
  }

  private clearPuzzle(): void {
    for (const pivot of this.pivots) {
      for (const child of pivot.children) (child as THREE.Mesh).geometry.dispose();
      this.puzzle.remove(pivot);
    }
    this.pivots = [];
    this.stickers = [];
    this.rings = [];
    this.moving = [];
  }
}

/** A flat polygon around `middle`, scaled by `scale`, lifted along `normal`. */
function polygon(
  points: THREE.Vector3[],
  middle: THREE.Vector3,
  scale: number,
  normal: THREE.Vector3,
  lift: number,
): THREE.BufferGeometry {
  const at = points.map((p) => p.clone().sub(middle).multiplyScalar(scale).add(middle).addScaledVector(normal, lift));
  const positions: number[] = [];
  for (let i = 1; i + 1 < at.length; i++) for (const p of [at[0], at[i], at[i + 1]]) positions.push(p.x, p.y, p.z);
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
  g.computeVertexNormals();
  return g;
}

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}
