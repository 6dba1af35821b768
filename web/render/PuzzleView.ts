// The three.js view of every sticker puzzle (the cubes, the Pyraminx, the Skewb): black
// piece bodies with coloured stickers, orbit controls, turn animation, stickers to
// click and layers to drag. It knows no puzzle: where each sticker and piece is, and the
// axes turns rotate about with the cuts between their layers, come from the core's
// geometry of the puzzle's row (puzzleGeometry); which layers a step turns comes from
// the core's step (MoveStep, TwistStep); after every step the stickers are repainted
// from the core's sticker string. The stage (canvas, camera, frames, size) is ThreeView's.

import * as THREE from 'three';
import { ConvexGeometry } from 'three/examples/jsm/geometries/ConvexGeometry.js';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { MoveStep, PuzzleGeometry, TwistStep } from '../worker/api';
import { BODY_COLOR, HIGHLIGHT_COLOR, paintOf, UNKNOWN_COLOR } from './colors';
import { facePaints } from './face-paints';
import { easeInOut, type PlaybackView } from './playback';
import type { SceneRenderer } from './scene-renderer';
import { ThreeView } from './ThreeView';
import { litAtVerticesOnCpu } from './vertex-lit';

/** A step the view animates: a cube's move (quarter turns) or a twisty puzzle's turn (a sense). */
export type PuzzleStep = MoveStep | TwistStep;

// Sizes relative to the core's geometry: a body shrinks a little towards its centre
// (a gap between pieces), a sticker within its face, lifted off the body.
const BODY_SCALE = 0.9825;
const BOX_ROUNDING = 0.08; // of a box body's side
const STICKER_SCALE = 0.81;
const STICKER_ROUNDING = 0.16; // of a sticker's shortest side
const RING_SCALE = 0.95;
const LIFT = 0.002; // of the geometry's radius

/** A layer turn asked for by dragging across a sticker (see PuzzleView.onLayerDrag). */
export interface LayerTurn {
  axis: string; // the geometry's axis name, as MoveStep.axis
  layer: number; // layer index from the negative end of the axis, as in MoveStep.layers
  quarterTurns: 1 | 3; // 1 = clockwise seen from the positive end of the axis
  sticker: number; // the sticker index the drag started on
}

/** How far (CSS px) a press may move and still be a click rather than a drag. */
const DRAG_THRESHOLD = 8;

export interface PuzzleViewOptions {
  /** Base duration of the smallest turn at speed 1, in ms. */
  turnMs?: number;
  /** Accessible name of the canvas. */
  label?: string;
  /** Draws through a renderer shared by many views (the widget); the view then owns a 2D canvas. */
  renderer?: SceneRenderer;
  /** Paint of each face letter of a cube, over its WCA colours (a colour scheme). */
  colors?: Readonly<Record<string, number>>;
}

/** How a cube looks: the paint of each face letter, and the whole-cube rotations it is held by. */
interface Look {
  colors: Readonly<Record<string, number>>;
  rotations: readonly MoveStep[];
}

/**
 * A cube's geometry (six faces lettered as the cube's, three axes): the look (a colour
 * scheme, how it is held) is the cube's. The Pyraminx, Skewb and Megaminx keep their WCA
 * colours and stand as first seen (as their nets do): their faces share letters with the
 * cube's, not colours.
 */
function takesLook(geometry: PuzzleGeometry): boolean {
  return geometry.faces === 'URFDLB' && geometry.axes.length === 3;
}

interface Piece {
  group: THREE.Group;
  body: THREE.Mesh;
  /** The centre its body shrinks towards. */
  centre: THREE.Vector3;
  /** Its layer on each axis of the geometry (its stickers': a body may reach the puzzle's centre). */
  layers: number[];
}

/** A press on a sticker, until it is released or becomes a turn. */
interface StickerPress {
  pointerId: number;
  sticker: number;
  x: number;
  y: number;
  turned: boolean;
}

export class PuzzleView extends ThreeView<PuzzleStep> implements PlaybackView<PuzzleStep> {
  /**
   * Called when a sticker is clicked or tapped (pressed and released without dragging).
   * While this or onLayerDrag is set, a press on a sticker does not orbit the camera; a
   * press beside the puzzle still does.
   */
  onStickerClick: ((index: number) => void) | null = null;
  /**
   * Called when a press on a sticker is dragged: the layers through it that move it
   * that way, the closest first (a puzzle may have no move for the closest: a Pyraminx's
   * tip dragged across another corner's axis).
   */
  onLayerDrag: ((turns: LayerTurn[]) => void) | null = null;

  private readonly turnMs: number;
  private look: Look;
  private paints = new Map<string, THREE.MeshStandardMaterial>();
  private readonly unknownPaint = litAtVerticesOnCpu(
    new THREE.MeshStandardMaterial({ color: UNKNOWN_COLOR, roughness: 0.7 }),
  );
  private readonly bodyMaterial = litAtVerticesOnCpu(
    new THREE.MeshStandardMaterial({
      color: BODY_COLOR,
      roughness: 0.55,
      metalness: 0.05,
    }),
  );
  private readonly ringMaterial = new THREE.MeshBasicMaterial({ color: HIGHLIGHT_COLOR, side: THREE.DoubleSide });

  private geometry: PuzzleGeometry | null = null;
  private radius = 0;
  private pieces: Piece[] = [];
  private stickers: THREE.Mesh[] = [];
  private stickerPieces: Piece[] = [];
  private stickerCentres: THREE.Vector3[] = [];
  private stickerNormals: THREE.Vector3[] = [];
  private rings: THREE.Mesh[] = [];
  private stickerString = '';
  /** A state painted on the geometry drawn (drawable: frames wait for the first). */
  private painted = false;
  private highlighted: number[] = [];
  private press: StickerPress | null = null;
  private readonly raycaster = new THREE.Raycaster();
  /** The pieces the step being animated turns, and its rotation. */
  private moving: Piece[] = [];
  private movingTurn: { axis: THREE.Vector3; radians: number; slow: boolean } | null = null;

  constructor(container: HTMLElement, options: PuzzleViewOptions = {}) {
    super(container, {
      label: options.label ?? 'Puzzle, 3D view. Drag or use the arrow keys to turn the view.',
      classes: ['cube-canvas'],
      renderer: options.renderer,
      rotateSpeed: 0.9,
    });
    this.turnMs = options.turnMs ?? 320;
    this.look = { colors: options.colors ?? {}, rotations: [] };
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
    this.begin();
  }

  /** Layers on the geometry's first axis: n for the n x n x n cube (0 before setGeometry). */
  get size(): number {
    return this.geometry ? this.geometry.axes[0].cuts.length + 1 : 0;
  }

  /** The geometry drawn (null before setGeometry). */
  get shape(): PuzzleGeometry | null {
    return this.geometry;
  }

  /** Builds the puzzle from the core's geometry of its row, seen from its first angle. */
  setGeometry(geometry: PuzzleGeometry): void {
    this.cancel();
    this.clearPuzzle();
    this.geometry = geometry;
    this.angle = { direction: geometry.view.direction, up: geometry.view.up };
    for (const m of this.paints.values()) m.dispose();
    // Coloured by applyLook below, the one place that says a face's colour.
    this.paints = new Map(
      [...geometry.faces].map((face) => [
        face,
        litAtVerticesOnCpu(new THREE.MeshStandardMaterial({ roughness: 0.38, metalness: 0 })),
      ]),
    );
    this.radius = Math.max(...geometry.pieces.flat().map((p) => Math.hypot(...p)));
    const lift = LIFT * this.radius;
    const firstSticker = new Map<number, readonly (readonly number[])[]>();
    for (const s of geometry.stickers) if (!firstSticker.has(s.piece)) firstSticker.set(s.piece, s.outline);

    // Bodies, stickers and rings of one shape share one geometry.
    const boxes = new Map<string, THREE.BufferGeometry>();
    const segments = roundingSegments(this.size);
    const shapes = new Map<string, THREE.BufferGeometry>();
    this.pieces = geometry.pieces.map((points, i) => {
      const vectors = points.map((p) => new THREE.Vector3(...p));
      const centre = vectors.reduce((a, p) => a.add(p), new THREE.Vector3()).divideScalar(vectors.length);
      const group = new THREE.Group();
      const body = bodyMesh(vectors, centre, boxes, this.bodyMaterial, segments);
      group.add(body);
      this.puzzle.add(group);
      const sticker = firstSticker.get(i);
      return { group, body, centre, layers: this.layersOf(sticker ? averageOf(sticker) : centre) };
    });

    for (const s of geometry.stickers) {
      const piece = this.pieces[s.piece];
      // On the shrunk body's face.
      const points = s.outline.map((p) =>
        new THREE.Vector3(...p).sub(piece.centre).multiplyScalar(BODY_SCALE).add(piece.centre),
      );
      const centre = points.reduce((a, p) => a.add(p), new THREE.Vector3()).divideScalar(points.length);
      const normal = new THREE.Vector3()
        .subVectors(points[1], points[0])
        .cross(new THREE.Vector3().subVectors(points[2], points[0]))
        .normalize();
      if (normal.dot(centre.clone().sub(piece.centre)) < 0) normal.negate();
      const place = { points, centre, normal };
      const sticker = flatMesh(place, STICKER_SCALE, 0, lift, this.unknownPaint, shapes);
      const ring = flatMesh(place, RING_SCALE, STICKER_SCALE - 0.02, lift * 1.5, this.ringMaterial, shapes);
      ring.visible = false;
      piece.group.add(sticker, ring);
      this.stickers.push(sticker);
      this.rings.push(ring);
      this.stickerPieces.push(piece);
      this.stickerCentres.push(centre.clone().addScaledVector(normal, lift));
      this.stickerNormals.push(normal);
    }
    this.stickerString = '';
    this.painted = false;
    this.highlighted = [];
    this.applyLook();
    this.fitCamera(true);
    this.invalidate();
  }

  /**
   * Shows a sticker string at once (stops any animation). A cube's letters U R F D L B
   * (or its colour letters W Y G O) and a twisty puzzle's face letters paint the
   * stickers; anything else, or a missing tail, is grey.
   */
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
    const wanted = indices.filter((i) => i >= 0 && i < this.rings.length);
    if (wanted.length === this.highlighted.length && wanted.every((i, k) => i === this.highlighted[k])) return;
    this.highlighted = wanted;
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
  reversed(step: PuzzleStep): PuzzleStep {
    return 'quarterTurns' in step
      ? { ...step, quarterTurns: (4 - step.quarterTurns) as 1 | 2 | 3 }
      : { ...step, clockwise: !step.clockwise };
  }

  label(step: PuzzleStep): string {
    return step.name;
  }

  /**
   * How a cube looks: the colour of each face's stickers, and how it is held (whole
   * cube rotations from the core, e.g. z2 for yellow on top, turned in order about the
   * fixed axes). Display only: the states drawn stay in the standard orientation. Kept
   * for the cubes drawn later; other puzzles are not changed by it (takesLook).
   */
  setAppearance(colors: Readonly<Record<string, number>>, rotations: readonly MoveStep[]): void {
    this.look = { colors, rotations };
    // The page applies its look at every load, the default one too: no frame when unchanged.
    if (this.applyLook()) this.invalidate();
  }

  /** The index of the sticker under a point (client coordinates), or -1. */
  stickerAt(clientX: number, clientY: number): number {
    if (this.track || this.stickers.length === 0) return -1;
    this.puzzle.updateMatrixWorld();
    this.raycaster.setFromCamera(this.toDevice(clientX, clientY), this.camera);
    // Bodies too: a ray through the gap between stickers stops at the body, not at a
    // sticker behind it. Stickers are one-sided, so those facing away are never hit.
    const hit = this.raycaster.intersectObjects([...this.stickers, ...this.pieces.map((p) => p.body)], false)[0];
    return hit ? this.stickers.indexOf(hit.object as THREE.Mesh) : -1;
  }

  /**
   * Where sticker `index` is drawn (client coordinates of its centre), or null when it
   * faces away from the camera. For pointing at stickers (tests, hints).
   */
  stickerPoint(index: number): { x: number; y: number } | null {
    const local = this.stickerCentres[index];
    if (!local) return null;
    this.puzzle.updateMatrixWorld();
    const centre = this.puzzle.localToWorld(local.clone());
    const normal = this.stickerNormals[index].clone().applyQuaternion(this.puzzle.quaternion);
    if (normal.dot(this.camera.position.clone().sub(centre)) <= 0) return null;
    return this.toClient(centre);
  }

  protected override drawable(): boolean {
    return this.painted;
  }

  protected disposePuzzle(): void {
    this.clearPuzzle();
    for (const m of this.paints.values()) m.dispose();
    this.unknownPaint.dispose();
    this.bodyMaterial.dispose();
    this.ringMaterial.dispose();
  }

  /** The puzzle's bounding sphere, with a margin. */
  protected boundingRadius(): number {
    return (this.radius || Math.sqrt(27)) * 1.02 * 1.04;
  }

  // ---------------------------------------------------------------------------------

  private paint(stickers: string): void {
    // The page shows a state more than once as it loads (its inputs, then the player).
    if (this.painted && stickers === this.stickerString) return;
    this.stickerString = stickers;
    this.painted = true;
    const symbols = [...stickers];
    // A cube's input format names its faces by colour letters too (W Y G O).
    const colourLetters = this.geometry?.faces === 'URFDLB';
    this.stickers.forEach((s, i) => {
      const symbol = symbols[i];
      const face = symbol === undefined ? undefined : colourLetters ? paintOf(symbol) : symbol;
      s.material = (face && this.paints.get(face)) || this.unknownPaint;
    });
    this.invalidate();
  }

  protected started(): void {
    this.startTurn();
    this.invalidate();
  }

  /** The puzzle snaps to the state after the last finished step. */
  protected stopped(): void {
    this.resetMoving();
    this.invalidate();
  }

  protected showState(stickers: string): void {
    this.paint(stickers);
  }

  /** Paints and holds the puzzle drawn as the look says (a cube) or as its own; true if anything changed. */
  private applyLook(): boolean {
    if (!this.geometry) return false;
    const cube = takesLook(this.geometry);
    const own = facePaints(this.geometry);
    let changed = false;
    for (const [face, paint] of this.paints) {
      const color = (cube ? this.look.colors[face] : undefined) ?? own.get(face) ?? UNKNOWN_COLOR;
      if (paint.color.getHex() !== color) {
        paint.color.setHex(color);
        changed = true;
      }
    }
    const held = new THREE.Quaternion();
    for (const r of cube ? this.look.rotations : []) {
      const axis = this.axisVector(r.axis);
      const signed = r.quarterTurns === 3 ? -1 : r.quarterTurns;
      if (axis) held.premultiply(new THREE.Quaternion().setFromAxisAngle(axis, (-Math.PI / 2) * signed));
    }
    if (!this.puzzle.quaternion.equals(held)) {
      this.puzzle.quaternion.copy(held);
      changed = true;
    }
    return changed;
  }

  /** The vector of the geometry's axis called `name`, or null. */
  private axisVector(name: string): THREE.Vector3 | null {
    const axis = this.geometry?.axes.find((a) => a.name === name);
    return axis ? new THREE.Vector3(...axis.vector).normalize() : null;
  }

  /** Each axis' layer of a point: the cuts below it. */
  private layersOf(p: THREE.Vector3): number[] {
    return (this.geometry?.axes ?? []).map((a) => {
      const d = p.dot(new THREE.Vector3(...a.vector).normalize());
      return a.cuts.filter((c) => c < d).length;
    });
  }

  /** The pieces the step turns, and its rotation (positive turns are clockwise seen from the axis' end). */
  private startTurn(): void {
    const a = this.track!;
    const step = a.steps[a.index];
    const index = this.geometry?.axes.findIndex((x) => x.name === step.axis) ?? -1;
    if (!this.geometry || index < 0) {
      this.moving = [];
      this.movingTurn = null;
      return;
    }
    const axis = this.geometry.axes[index];
    const unit = THREE.MathUtils.degToRad(axis.degrees);
    // Clockwise is a negative angle about the outward axis; three quarters turn the short way.
    const turns =
      'quarterTurns' in step
        ? step.quarterTurns === 3
          ? -1
          : step.quarterTurns
        : (step.clockwise ? 1 : -1) * step.units;
    const layers = new Set(step.layers);
    this.moving = this.pieces.filter((p) => layers.has(p.layers[index]));
    this.movingTurn = {
      axis: new THREE.Vector3(...axis.vector).normalize(),
      radians: -unit * turns,
      slow: Math.abs(turns) > 1,
    };
  }

  protected step(dt: number): void {
    const a = this.track;
    if (!a || a.paused) return;
    // A half turn takes 1.5 quarter turns' time; feels even, not slow.
    const duration = (this.turnMs * (this.movingTurn?.slow ? 1.5 : 1)) / this.speed;
    a.progress = Math.min(1, a.progress + dt / duration);
    if (this.movingTurn) {
      const q = new THREE.Quaternion().setFromAxisAngle(
        this.movingTurn.axis,
        this.movingTurn.radians * easeInOut(a.progress),
      );
      for (const p of this.moving) p.group.quaternion.copy(q);
    }
    this.invalidate();
    if (a.progress < 1) return;
    this.resetMoving();
    this.stepDone();
    if (this.track) this.startTurn();
  }

  private resetMoving(): void {
    for (const p of this.moving) p.group.quaternion.identity();
    this.moving = [];
    this.movingTurn = null;
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
    if (sticker < 0) return; // beside the puzzle: OrbitControls orbits
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
    const turns = this.turnsFor(p.sticker, drag);
    if (turns.length > 0) this.onLayerDrag(turns);
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
   * The layer turns that move `sticker` along a screen drag: about each axis across the
   * sticker (not along its normal) whose way round shows on screen close to the drag,
   * the closest first, through the sticker's layer on it.
   */
  private turnsFor(sticker: number, drag: THREE.Vector2): LayerTurn[] {
    const normal = this.stickerNormals[sticker];
    const centre = this.stickerCentres[sticker];
    const piece = this.stickerPieces[sticker];
    if (!normal || !centre || !piece || !this.geometry) return [];
    // Positions are in the puzzle's own frame; it may be held turned (setAppearance).
    this.puzzle.updateMatrixWorld();
    const onScreen = (local: THREE.Vector3) => this.toClient(this.puzzle.localToWorld(local.clone()));
    const from = onScreen(centre);
    const ranked: { index: number; score: number }[] = [];
    this.geometry.axes.forEach((a, index) => {
      const axis = new THREE.Vector3(...a.vector).normalize();
      if (Math.abs(axis.dot(normal)) > 0.5) return;
      // A positive (counter-clockwise) rotation about the axis moves the sticker along axis × centre.
      const way = new THREE.Vector3().crossVectors(axis, centre).normalize();
      const to = onScreen(centre.clone().add(way));
      const screen = new THREE.Vector2(to.x - from.x, to.y - from.y).normalize();
      const score = screen.dot(drag) / drag.length();
      // Within 60 degrees of the drag: a way round across it is not what it asks.
      if (Math.abs(score) >= 0.5) ranked.push({ index, score });
    });
    const axes = this.geometry.axes;
    return ranked
      .sort((a, b) => Math.abs(b.score) - Math.abs(a.score))
      .map(({ index, score }) => ({
        axis: axes[index].name,
        layer: piece.layers[index],
        quarterTurns: score > 0 ? 3 : 1,
        sticker,
      }));
  }

  private clearPuzzle(): void {
    this.endPress();
    const geometries = new Set<THREE.BufferGeometry>();
    for (const p of this.pieces) {
      for (const child of p.group.children) geometries.add((child as THREE.Mesh).geometry);
      this.puzzle.remove(p.group);
    }
    for (const g of geometries) g.dispose();
    this.pieces = [];
    this.stickers = [];
    this.rings = [];
    this.stickerPieces = [];
    this.stickerCentres = [];
    this.stickerNormals = [];
    this.moving = [];
    this.movingTurn = null;
  }
}

function averageOf(points: readonly (readonly number[])[]): THREE.Vector3 {
  return points
    .reduce((a, p) => a.add(new THREE.Vector3(p[0], p[1], p[2])), new THREE.Vector3())
    .divideScalar(points.length);
}

/**
 * Segments of a cubie's rounded edge on a cube of `layers`: the 2x2x2-4x4x4's as they were;
 * the bigger cubes' cubies are drawn small, where fewer are not seen, and their thousands
 * of vertices were most of a frame (a 7x7x7's 73 ms on the CPU, 37 with 1 segment and
 * the lights at the vertices; docs/BENCHMARKS.md, "A frame on the CPU").
 */
function roundingSegments(layers: number): number {
  return layers <= 4 ? 3 : layers === 5 ? 2 : 1;
}

/**
 * A piece's body, shrunk towards its centre: a box (a cube's cubie: 8 points on the
 * axes' planes) rounded as cubies are, placed at its centre (boxes of one size share
 * one geometry); any other shape the convex hull of its points.
 */
function bodyMesh(
  points: THREE.Vector3[],
  centre: THREE.Vector3,
  boxes: Map<string, THREE.BufferGeometry>,
  material: THREE.Material,
  segments: number,
): THREE.Mesh {
  const box = new THREE.Box3().setFromPoints(points);
  const size = box.getSize(new THREE.Vector3());
  const corners = points.every((p) =>
    [p.x, p.y, p.z].every(
      (v, k) => Math.abs(v - box.min.getComponent(k)) < 1e-6 || Math.abs(v - box.max.getComponent(k)) < 1e-6,
    ),
  );
  if (points.length !== 8 || !corners) {
    const hull = points.map((p) => p.clone().sub(centre).multiplyScalar(BODY_SCALE).add(centre));
    return new THREE.Mesh(new ConvexGeometry(hull), material);
  }
  const key = [size.x, size.y, size.z].map((v) => v.toFixed(4)).join();
  let shared = boxes.get(key);
  if (!shared) {
    const s = size.clone().multiplyScalar(BODY_SCALE);
    shared = new RoundedBoxGeometry(s.x, s.y, s.z, segments, Math.min(s.x, s.y, s.z) * BOX_ROUNDING);
    boxes.set(key, shared);
  }
  const mesh = new THREE.Mesh(shared, material);
  mesh.position.copy(centre);
  return mesh;
}

/**
 * A flat polygon with rounded corners: the outline `points` scaled by `scale` about
 * `centre` in their plane, lifted along `normal`; with `hole` > 0, a ring (the same
 * outline at scale `hole` cut out). Polygons of one shape share their geometry (`shapes`).
 */
function flatMesh(
  place: { points: THREE.Vector3[]; centre: THREE.Vector3; normal: THREE.Vector3 },
  scale: number,
  hole: number,
  lift: number,
  material: THREE.Material,
  shapes: Map<string, THREE.BufferGeometry>,
): THREE.Mesh {
  const { points, centre, normal } = place;
  const e1 = points[0].clone().sub(centre).normalize();
  const e2 = new THREE.Vector3().crossVectors(normal, e1);
  const flat = points.map((p) => {
    const d = p.clone().sub(centre);
    return new THREE.Vector2(d.dot(e1), d.dot(e2));
  });
  const key = [scale, hole, ...flat.flatMap((p) => [p.x.toFixed(4), p.y.toFixed(4)])].join();
  let geometry = shapes.get(key);
  if (!geometry) {
    const shape = roundedShape(flat, scale, new THREE.Shape());
    if (hole > 0) shape.holes.push(roundedShape(flat, hole, new THREE.Path()));
    geometry = new THREE.ShapeGeometry(shape, 6);
    shapes.set(key, geometry);
  }
  const mesh = new THREE.Mesh(geometry, material);
  mesh.applyMatrix4(
    new THREE.Matrix4().makeBasis(e1, e2, normal).setPosition(centre.clone().addScaledVector(normal, lift)),
  );
  return mesh;
}

/** The outline scaled by `scale` about the origin, its corners rounded, drawn into `path`. */
function roundedShape<P extends THREE.Path>(flat: THREE.Vector2[], scale: number, path: P): P {
  const at = flat.map((p) => p.clone().multiplyScalar(scale));
  const shortest = Math.min(...at.map((p, i) => p.distanceTo(at[(i + 1) % at.length])));
  const r = shortest * STICKER_ROUNDING;
  at.forEach((corner, i) => {
    const prev = at[(i + at.length - 1) % at.length];
    const next = at[(i + 1) % at.length];
    const a = corner.clone().add(prev.clone().sub(corner).setLength(r));
    const b = corner.clone().add(next.clone().sub(corner).setLength(r));
    if (i === 0) path.moveTo(a.x, a.y);
    else path.lineTo(a.x, a.y);
    path.quadraticCurveTo(corner.x, corner.y, b.x, b.y);
  });
  path.closePath();
  return path;
}
