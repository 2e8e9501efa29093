import { describe, expect, it } from 'vitest';
import { canConfirm, PSYCHOLOGISTS, SESSION_PRICE_CENTS, TIME_SLOTS } from './booking.ts';

describe('session booking mock-up (SPEC §2, §3, §9)', () => {
  it('offers 4 psychologists, 5 slots with 13:00 unavailable, at 89,00 €', () => {
    expect(PSYCHOLOGISTS).toHaveLength(4);
    expect(TIME_SLOTS.map((s) => s.time)).toEqual(['09:00', '10:30', '13:00', '14:30', '16:00']);
    expect(TIME_SLOTS.filter((s) => !s.available).map((s) => s.time)).toEqual(['13:00']);
    expect(SESSION_PRICE_CENTS).toBe(8900);
  });
  it('confirms only with expert, a date from today on and an available time', () => {
    const today = '2026-11-22';
    expect(canConfirm({ expertId: 'weber', date: today, slotId: 1 }, today)).toBe(true);
    expect(canConfirm({ expertId: 'weber', date: '2026-11-21', slotId: 1 }, today)).toBe(false);
    expect(canConfirm({ date: today, slotId: 1 }, today)).toBe(false);
    expect(canConfirm({ expertId: 'weber', slotId: 1 }, today)).toBe(false);
    expect(canConfirm({ expertId: 'weber', date: today }, today)).toBe(false);
    expect(canConfirm({ expertId: 'weber', date: today, slotId: 3 }, today)).toBe(false);
  });
});
