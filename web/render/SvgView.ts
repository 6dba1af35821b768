// What the views drawn in SVG share (the Clock's two faces, the Square-1's layers): the
// state shown, the frame loop stepping a track, the picture as an SVG document ("Save
// image") and a track drawn frame by frame into a canvas ("Save animation", as
// ThreeView.record does for the 3D view). A view draws a state (paint) and a step part
// of the way (drawStep); it knows no rule: states and steps are the core's.

import { drawSvg } from './draw-svg';
import { FrameLoopView } from './FrameLoopView';
import { easeInOut, type PlaybackView, type PlayStep, type RecordOptions } from './playback';

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with its attributes. */
export function svgElement<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

export interface SvgViewOptions {
  kind: string; // the element's class and test id: "clock-view"
  className?: string;
  label: string; // the picture's accessible name
  width: number; // the drawing's size in SVG units
  height: number;
  stepMs: number; // a step's duration at speed 1
}

export abstract class SvgView<S extends PlayStep> extends FrameLoopView<S> implements PlaybackView<S> {
  readonly element: HTMLElement;
  protected readonly svg: SVGSVGElement;
  /** The state last drawn, in the core's text. */
  protected shown = '';
  /** The state a running step started from. */
  protected before = '';

  constructor(
    container: HTMLElement,
    private readonly options: SvgViewOptions,
  ) {
    super(options.stepMs);
    this.element = document.createElement('div');
    this.element.className = `${options.kind}${options.className ? ` ${options.className}` : ''}`;
    this.element.setAttribute('data-testid', options.kind);
    this.element.setAttribute('role', 'img');
    this.element.setAttribute('aria-label', options.label);
    this.svg = svgElement('svg', { viewBox: `0 0 ${options.width} ${options.height}`, width: '100%' });
    this.element.append(this.svg);
    container.append(this.element);
  }

  /** The width of the picture over its height (a clip is made at this shape). */
  get aspect(): number {
    return this.options.width / this.options.height;
  }

  get state(): string {
    return this.shown;
  }

  setState(state: string): void {
    this.cancel();
    this.paint(state);
  }

  /** The picture as drawn now, as an SVG document on a white ground, twice its units in pixels. */
  svgDocument(): string {
    const { width, height } = this.options;
    const copy = this.svg.cloneNode(true) as SVGSVGElement;
    for (const controls of copy.querySelectorAll('[data-controls]')) controls.remove(); // buttons, not the picture
    copy.setAttribute('xmlns', SVG_NS);
    copy.setAttribute('width', String(2 * width));
    copy.setAttribute('height', String(2 * height));
    copy.setAttribute('color', '#1b2b3a');
    copy.setAttribute('data-state', this.shown);
    copy.prepend(svgElement('rect', { x: 0, y: 0, width, height, fill: '#ffffff' }));
    return new XMLSerializer().serializeToString(copy);
  }

  label(step: S): string {
    return step.name;
  }

  abstract reversed(step: S): S;

  /**
   * Plays `steps` from `start` frame by frame at `fps` (not in real time): each frame is
   * drawn into `frame` and handed to `onFrame`; afterwards the view shows what it
   * showed before. False when `onFrame` answered false (cancelled).
   */
  async record(start: string, steps: S[], states: string[], options: RecordOptions): Promise<boolean> {
    const shownBefore = this.shown;
    this.cancel();
    const perStep = Math.max(1, Math.round((this.options.stepMs / options.speed / 1000) * options.fps));
    const draw = async (done: number) => {
      await drawSvg(this.svgDocument(), options.frame);
      return options.onFrame(done);
    };
    try {
      this.showState(start);
      if (!(await draw(0))) return false;
      for (let i = 0; i < steps.length; i++) {
        for (let k = 1; k < perStep; k++) {
          this.drawStep(steps[i], states[i], easeInOut(k / perStep));
          if (!(await draw(i))) return false;
        }
        this.showState(states[i]);
        if (!(await draw(i + 1))) return false;
      }
      return true;
    } finally {
      this.paint(shownBefore);
    }
  }

  protected override started(): void {
    this.before = this.shown;
    super.started();
  }

  protected override showState(state: string): void {
    super.showState(state);
    this.before = state;
  }
}
