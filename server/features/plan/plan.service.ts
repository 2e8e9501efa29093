import ical from 'ical-generator';
import { todayInGermany } from '../../../common/domain/dates.ts';
import { effectiveReasons } from '../../../common/domain/mpu.ts';
import {
  buildTimeline,
  type DrugKind,
  type OpenWork,
  type PlanDates,
} from '../../../common/domain/timeline.ts';
import dePlan from '../../../common/i18n/de/plan.json' with { type: 'json' };
import type { PlanResponse } from '../../../common/schemas/plan.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './plan.repo.ts';

const noDates: PlanDates = {
  mpuDate: null,
  withdrawnOn: null,
  banEnd: null,
  abstinenceStart: null,
  proofPlan: null,
  proofDates: [],
};

/** 'Mein Weg zur MPU' (issue 11): the learner's own dates and the timeline computed from them. */
export function createPlanService(deps: {
  db: Db;
  clock: Clock;
  /** What is still open for this learner (composed in app.ts from the overview and the workbook). */
  openWork: (user: SessionUser) => Promise<OpenWork>;
  /** Cannabis only or other drugs, from the learner's own workbook (composed in app.ts). */
  drugKind?: (user: SessionUser) => Promise<DrugKind | null>;
}) {
  const { db, clock, openWork } = deps;

  async function datesOf(userId: string): Promise<PlanDates> {
    return (await repo.findDates(db, userId)) ?? noDates;
  }

  async function plan(user: SessionUser, dates: PlanDates): Promise<PlanResponse> {
    const today = todayInGermany(clock.now());
    const [open, drugKind] = await Promise.all([openWork(user), deps.drugKind?.(user) ?? null]);
    return {
      today,
      dates,
      timeline: buildTimeline({ today, dates, reasons: effectiveReasons(user), open, drugKind }),
    };
  }

  return {
    /** For the reviews' deadline (composed in app.ts). */
    async mpuDate(userId: string): Promise<string | null> {
      return (await datesOf(userId)).mpuDate;
    },
    async get(user: SessionUser): Promise<PlanResponse> {
      return plan(user, await datesOf(user.id));
    },
    async save(user: SessionUser, input: PlanDates): Promise<PlanResponse> {
      const dates = { ...input, proofDates: [...new Set(input.proofDates)].sort() };
      await repo.saveDates(db, user.id, dates);
      return plan(user, dates);
    },
    /** The milestones as an iCalendar file (all-day events, German texts). */
    async calendar(user: SessionUser): Promise<string> {
      const { timeline } = await plan(user, await datesOf(user.id));
      const texts = dePlan;
      const calendar = ical({ name: texts.title, prodId: { company: 'mpu', product: 'plan' } });
      for (const milestone of timeline.milestones) {
        const [y, m, d] = milestone.date.split('-').map(Number) as [number, number, number];
        const note = milestone.caveat ? texts.caveat : '';
        calendar.createEvent({
          id: `${milestone.kind}-${milestone.date}@mpu-plan`,
          start: new Date(Date.UTC(y, m - 1, d)),
          allDay: true,
          summary: texts.milestone[milestone.kind],
          description: [texts.rule[milestone.kind], note].filter(Boolean).join('\n\n'),
        });
      }
      return calendar.toString();
    },
  };
}
export type PlanService = ReturnType<typeof createPlanService>;
