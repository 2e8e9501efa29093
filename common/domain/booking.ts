/** Private sessions (SPEC §2 Session booking, §3, §9): a mock-up, no booking is transmitted. */
export const SESSION_PRICE_CENTS = 8900;

export const PSYCHOLOGISTS = [
  {
    id: 'weber',
    name: 'Dr. Anna Weber',
    titleKey: 'trafficPsychologist',
    specializationKey: 'alcohol',
    years: 15,
  },
  {
    id: 'yilmaz',
    name: 'Dipl.-Psych. Deniz Yılmaz',
    titleKey: 'trafficPsychologist',
    specializationKey: 'drugs',
    years: 11,
  },
  {
    id: 'hoffmann',
    name: 'Dr. Markus Hoffmann',
    titleKey: 'psychotherapist',
    specializationKey: 'points',
    years: 20,
  },
  {
    id: 'schulz',
    name: 'M. Sc. Lena Schulz',
    titleKey: 'trafficPsychologist',
    specializationKey: 'interview',
    years: 8,
  },
] as const;

export const TIME_SLOTS = [
  { id: 1, time: '09:00', available: true },
  { id: 2, time: '10:30', available: true },
  { id: 3, time: '13:00', available: false },
  { id: 4, time: '14:30', available: true },
  { id: 5, time: '16:00', available: true },
] as const;

/** The confirmation appears only when expert, date and time are chosen, and the date is not in the past. */
export function canConfirm(
  choice: { expertId?: string; date?: string; slotId?: number },
  today: string,
): boolean {
  const slot = TIME_SLOTS.find((s) => s.id === choice.slotId);
  return Boolean(choice.expertId && choice.date && choice.date >= today && slot?.available);
}
