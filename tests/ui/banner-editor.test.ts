// Banner/logo editor geometry: the spec's ranges hold whatever the sliders send; banner height is width/4.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IDENTITY, ROTATE_MAX, ROTATE_MIN, SCALE_MAX, SCALE_MIN, bannerHeight, placement, transformReducer, type EditorAction,
} from '../../src/ui/components/banner-editor/geometry';

const action: fc.Arbitrary<EditorAction> = fc.oneof(
  fc.record({ type: fc.constant('scale' as const), value: fc.double() }),
  fc.record({ type: fc.constant('rotate' as const), value: fc.double() }),
  fc.constant({ type: 'reset' as const }),
);

describe('banner editor geometry', () => {
  it('keeps scale in 0.1-1.9 and rotate in -180..180 (integer) after any actions', () => {
    fc.assert(fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
      const s = actions.reduce(transformReducer, IDENTITY);
      expect(s.scale).toBeGreaterThanOrEqual(SCALE_MIN);
      expect(s.scale).toBeLessThanOrEqual(SCALE_MAX);
      expect(s.rotate).toBeGreaterThanOrEqual(ROTATE_MIN);
      expect(s.rotate).toBeLessThanOrEqual(ROTATE_MAX);
      expect(Number.isInteger(s.rotate)).toBe(true);
    }));
  });

  it('takes in-range values as they are', () => {
    fc.assert(fc.property(fc.double({ min: SCALE_MIN, max: SCALE_MAX, noNaN: true }), fc.integer({ min: -180, max: 180 }), (scale, rotate) => {
      const s = transformReducer(transformReducer(IDENTITY, { type: 'scale', value: scale }), { type: 'rotate', value: rotate });
      expect(s).toEqual({ scale, rotate });
    }));
    expect(transformReducer({ scale: 1.5, rotate: 40 }, { type: 'reset' })).toEqual(IDENTITY);
    expect(transformReducer(IDENTITY, { type: 'scale', value: 5 }).scale).toBe(1.9);
    expect(transformReducer(IDENTITY, { type: 'rotate', value: -999 }).rotate).toBe(-180);
  });

  it('makes banners a quarter as high as wide', () => {
    expect(bannerHeight(1200)).toBe(300);
    expect(bannerHeight(600)).toBe(150);
    fc.assert(fc.property(fc.integer({ min: 4, max: 10_000 }), (w) => {
      expect(Math.abs(bannerHeight(w) - w / 4)).toBeLessThanOrEqual(0.5);
    }));
  });

  it('at scale 1 the image covers the output, centred; scale multiplies it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 4, max: 2000 }),
      fc.double({ min: SCALE_MIN, max: SCALE_MAX, noNaN: true }), (iw, ih, ow, scale) => {
        const out = { width: ow, height: bannerHeight(ow) };
        const p1 = placement({ width: iw, height: ih }, out, IDENTITY);
        expect(p1.w).toBeGreaterThanOrEqual(out.width - 1e-6);
        expect(p1.h).toBeGreaterThanOrEqual(out.height - 1e-6);
        expect(p1.x).toBeCloseTo(-p1.w / 2);
        expect(p1.cx).toBe(out.width / 2);
        const ps = placement({ width: iw, height: ih }, out, { scale, rotate: 0 });
        expect(ps.w / p1.w).toBeCloseTo(scale);
        expect(ps.w / ps.h).toBeCloseTo(iw / ih);
      }));
    expect(placement({ width: 100, height: 100 }, { width: 100, height: 25 }, { scale: 1, rotate: 90 }).radians).toBeCloseTo(Math.PI / 2);
  });
});
