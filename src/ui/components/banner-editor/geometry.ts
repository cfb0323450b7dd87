// Pure geometry of the banner and logo editors (spec: banner height is width/4; scale 0.1-1.9; rotate -180
// to 180). No DOM here, so the rules are tested with properties.

export const SCALE_MIN = 0.1;
export const SCALE_MAX = 1.9;
export const ROTATE_MIN = -180;
export const ROTATE_MAX = 180;
/** width of the source image preview (spec: image preview width 150 px) */
export const PREVIEW_WIDTH = 150;
export const BANNER_WIDTH = 1200;
export const LOGO_SIZE = 256;

export type Transform = { scale: number; rotate: number };
export const IDENTITY: Transform = { scale: 1, rotate: 0 };

const clamp = (v: number, lo: number, hi: number, fallback: number): number => (Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : fallback);

export const clampScale = (v: number): number => clamp(v, SCALE_MIN, SCALE_MAX, 1);
export const clampRotate = (v: number): number => clamp(Math.round(v), ROTATE_MIN, ROTATE_MAX, 0);

/** the banner's output height: width/4, at least 1 px */
export const bannerHeight = (width: number): number => Math.max(1, Math.round(width / 4));

export type Size = { width: number; height: number };

/**
 * Where the image goes on an output canvas of `out` size: the image covers the canvas at scale 1 (the
 * smaller side fits), is multiplied by the user's scale and rotated about the canvas centre. Returned as
 * the draw call's arguments after ctx.translate(cx, cy) and ctx.rotate(radians).
 */
export function placement(image: Size, out: Size, t: Transform): { cx: number; cy: number; radians: number; x: number; y: number; w: number; h: number } {
  const iw = Math.max(1, image.width);
  const ih = Math.max(1, image.height);
  const cover = Math.max(out.width / iw, out.height / ih);
  const k = cover * clampScale(t.scale);
  const w = iw * k;
  const h = ih * k;
  return { cx: out.width / 2, cy: out.height / 2, radians: (clampRotate(t.rotate) * Math.PI) / 180, x: -w / 2, y: -h / 2, w, h };
}

export type EditorAction = { type: 'scale'; value: number } | { type: 'rotate'; value: number } | { type: 'reset' };

/** the editor's state: every value it holds stays inside the spec's ranges */
export function transformReducer(state: Transform, action: EditorAction): Transform {
  switch (action.type) {
    case 'scale':
      return { ...state, scale: clampScale(action.value) };
    case 'rotate':
      return { ...state, rotate: clampRotate(action.value) };
    case 'reset':
      return IDENTITY;
  }
}
