import type { FollowUpFamily } from '../../../common/schemas/interview.ts';
import type { Trigger } from './bank.ts';

/** The follow-up family each bank trigger belongs to (eval/README.md; INTERVIEW-GUIDE §b table). */
export const FAMILY_OF_TRIGGER: Record<Trigger, FollowUpFamily> = {
  'amount-gap': 'amount-gap',
  'high-bac': 'tolerance',
  blame: 'own-share',
  'only-few': 'real-frequency',
  'no-risk': 'risk-map',
  'self-check': 'self-check',
  'plan-fit': 'plan-fit',
  'no-date': 'since-when',
  therapy: 'therapy-learnt',
  vague: 'specifics',
  proof: 'proof',
  lapse: 'lapse-plan',
  escalation: 'escalation',
};
