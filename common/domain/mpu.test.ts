import { describe, expect, it } from 'vitest';
import {
  effectiveReasons,
  normalizeReasons,
  primaryReason,
  REGISTRATION_REASONS,
  reasonsLabel,
} from './mpu.ts';

describe('MPU reasons', () => {
  it('offers four reasons at registration, not criminal', () => {
    expect(REGISTRATION_REASONS).toEqual(['alcohol', 'drugs', 'points', 'medizinalcannabis']);
  });
  it('prefers mpu_reasons when non-empty, else the single mpu_reason', () => {
    expect(effectiveReasons({ mpuReason: 'alcohol', mpuReasons: ['drugs', 'points'] })).toEqual([
      'drugs',
      'points',
    ]);
    expect(effectiveReasons({ mpuReason: 'alcohol', mpuReasons: [] })).toEqual(['alcohol']);
    expect(effectiveReasons({ mpuReason: null, mpuReasons: [] })).toEqual([]);
  });
  it('sets mpu_reason to the first selected reason, or empty', () => {
    expect(primaryReason(['points', 'alcohol'])).toBe('points');
    expect(primaryReason([])).toBeNull();
  });
  it('keeps a canonical order without duplicates', () => {
    expect(normalizeReasons(['points', 'alcohol', 'points'])).toEqual(['alcohol', 'points']);
  });
  it('labels the header dropdown by the count of reasons (SPEC §5)', () => {
    expect(reasonsLabel([])).toEqual({ key: 'reasons.none' });
    expect(reasonsLabel(['drugs'])).toEqual({ key: 'mpuType.drugs', type: 'drugs' });
    expect(reasonsLabel(['drugs', 'alcohol', 'points'])).toEqual({ key: 'reasons.many', count: 3 });
  });
});
