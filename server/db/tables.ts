import * as appState from './schema/app-state.ts';
import * as assistant from './schema/assistant.ts';
import * as audit from './schema/audit.ts';
import * as auth from './schema/auth.ts';
import * as caseWorkbook from './schema/case.ts';
import * as content from './schema/content.ts';
import * as counsellor from './schema/counsellor.ts';
import * as courses from './schema/courses.ts';
import * as enums from './schema/enums.ts';
import * as exam from './schema/exam.ts';
import * as idempotency from './schema/idempotency.ts';
import * as integration from './schema/integration.ts';
import * as interview from './schema/interview.ts';
import * as jobs from './schema/jobs.ts';
import * as leistungstest from './schema/leistungstest.ts';
import * as lexicon from './schema/lexicon.ts';
import * as memory from './schema/memory.ts';
import * as news from './schema/news.ts';
import * as plan from './schema/plan.ts';
import * as progress from './schema/progress.ts';
import * as reminders from './schema/reminders.ts';
import * as users from './schema/users.ts';
import * as videos from './schema/videos.ts';

/** Every table and enum, for Drizzle's relational queries. Features import tables from schema/*.ts. */
export const schema = {
  ...enums,
  ...users,
  ...auth,
  ...videos,
  ...courses,
  ...exam,
  ...lexicon,
  ...news,
  ...integration,
  ...content,
  ...caseWorkbook,
  ...appState,
  ...interview,
  ...plan,
  ...memory,
  ...audit,
  ...assistant,
  ...idempotency,
  ...leistungstest,
  ...jobs,
  ...reminders,
  ...progress,
  ...counsellor,
};
export type Schema = typeof schema;
