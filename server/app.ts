import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CASE_TOPICS, drugKindOf } from '../common/domain/case.ts';
import { composeBackground } from './compose/background.ts';
import type { Database } from './db/client.ts';
import type { Scheduler } from './db/jobs.ts';
import type { Env } from './env.ts';
import { registerAccessRequests } from './features/access-requests/access-requests.routes.ts';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.ts';
import { createApiKeysService } from './features/api-keys/api-keys.service.ts';
import { assistantRoutes } from './features/assistant/assistant.routes.ts';
import { createAssistantService } from './features/assistant/assistant.service.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { createAuditService, registerAudit } from './features/audit/audit.ts';
import { createAccountService } from './features/auth/account.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { type AuthService, createAuthService } from './features/auth/auth.service.ts';
import { demoAccountRoutes } from './features/auth/demo.routes.ts';
import { sessionRoutes } from './features/auth/sessions.routes.ts';
import { caseRoutes } from './features/case/case.routes.ts';
import { createCaseService } from './features/case/case.service.ts';
import { counsellorRoutes } from './features/counsellor/counsellor.routes.ts';
import { asUser, createCounsellorService } from './features/counsellor/counsellor.service.ts';
import { createSharingService } from './features/counsellor/sharing.service.ts';
import { coursesRoutes } from './features/courses/courses.routes.ts';
import { createCoursesService } from './features/courses/courses.service.ts';
import { coursesAdminRoutes } from './features/courses/courses-admin.routes.ts';
import { createCoursesAdminService } from './features/courses/courses-admin.service.ts';
import { examAdminRoutes } from './features/exam/admin.routes.ts';
import { createExamAdminService } from './features/exam/admin.service.ts';
import { examRoutes } from './features/exam/exam.routes.ts';
import { createExamService } from './features/exam/exam.service.ts';
import { createQuestionKeyCache } from './features/exam/question-keys.ts';
import { reviewsRoutes } from './features/exam/reviews.routes.ts';
import { createReviewsService } from './features/exam/reviews.service.ts';
import { simulationRoutes } from './features/exam/simulation.routes.ts';
import { createSimulationService } from './features/exam/simulation.service.ts';
import { healthRoutes } from './features/health.routes.ts';
import { integrationRoutes } from './features/integration/integration.routes.ts';
import { createIntegrationService } from './features/integration/integration.service.ts';
import { crmLinkRoutes } from './features/integration/links.routes.ts';
import { loadQuestionBanks } from './features/interview/bank-translations.ts';
import { interviewRoutes } from './features/interview/interview.routes.ts';
import { createInterviewService } from './features/interview/interview.service.ts';
import { type InterviewModel, remoteInterviewModel } from './features/interview/remote.ts';
import { leistungstestRoutes } from './features/leistungstest/leistungstest.routes.ts';
import { createLeistungstestService } from './features/leistungstest/leistungstest.service.ts';
import { lexiconAdminRoutes, lexiconRoutes } from './features/lexicon/lexicon.routes.ts';
import { createLexiconService } from './features/lexicon/lexicon.service.ts';
import { meRoutes } from './features/me/me.routes.ts';
import { createMeService } from './features/me/me.service.ts';
import { newsAdminRoutes, newsRoutes } from './features/news/news.routes.ts';
import { createNewsService } from './features/news/news.service.ts';
import { overviewRoutes } from './features/overview/overview.routes.ts';
import { createOverviewService } from './features/overview/overview.service.ts';
import { planRoutes } from './features/plan/plan.routes.ts';
import { createPlanService } from './features/plan/plan.service.ts';
import { legalRoutes } from './features/privacy/legal.routes.ts';
import { createLegalPages, defaultLegalDir, warnIfIncomplete } from './features/privacy/legal.ts';
import { adminErasureRoutes } from './features/privacy/privacy.routes.ts';
import { createPrivacyService } from './features/privacy/privacy.service.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { translationsAdminRoutes } from './features/translations/translations.routes.ts';
import { createTranslationsService } from './features/translations/translations.service.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { createUsersService } from './features/users/users.service.ts';
import { videoAdminRoutes } from './features/videos/video-admin.routes.ts';
import { createVideoAdminService } from './features/videos/video-admin.service.ts';
import { videoRoutes } from './features/videos/videos.routes.ts';
import { createVideoService } from './features/videos/videos.service.ts';
import type { AiEngine } from './integrations/ai/engine.ts';
import { remoteEngine } from './integrations/ai/remote.ts';
import {
  createMailer,
  logTransport,
  type Mailer,
  type MailTransport,
  smtpTransport,
} from './integrations/mail/mailer.ts';
import { type Clock, systemClock } from './kernel/clock.ts';
import { lowerHashCostForTests } from './kernel/crypto.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDrain } from './plugins/drain.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { defaultMediaRoot, registerMedia } from './plugins/media.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createRateLimiter } from './plugins/rate-limit.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { BODY_LIMIT, registerSecurity } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { registerWeb } from './plugins/web.ts';

export type AppDeps = {
  database: Database;
  env: Env;
  clock?: Clock;
  /** Overrides the SMTP/log transport (tests). */
  mailTransport?: MailTransport;
  /** Serve the built SPA from this folder (main.ts passes dist/web). */
  webRoot?: string;
  logger?: boolean | object;
  /** Overrides the configured AI engine (tests). */
  aiEngine?: AiEngine;
  /** Overrides the interviewer's model (tests); null forces the offline interviewer. */
  interviewModel?: InterviewModel | null;
  /** Folder served at /media (default content/media). */
  mediaRoot?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Services tests and the CLI reach directly (mail flush, account setup, background jobs). */
    services: { mailer: Mailer; auth: AuthService; scheduler: Scheduler };
    /** Every route registered (method and URL), for the access tests. */
    routeTable: { method: string; url: string }[];
  }
}

export type App = FastifyInstance;

export const defaultWebRoot = fileURLToPath(new URL('../dist/web', import.meta.url));

/** The composition root: every service is built here from its dependencies. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { database, env } = deps;
  const db = database.db;
  const clock = deps.clock ?? systemClock;
  if (env.nodeEnv === 'test') lowerHashCostForTests();

  const app = Fastify({
    logger: deps.logger ?? { level: env.logLevel },
    // TRUST_PROXY hops: the socket peer and the hops before it are proxies; the next address is the client.
    trustProxy: env.trustProxy > 0 ? (_address: string, hop: number) => hop < env.trustProxy : false,
    bodyLimit: BODY_LIMIT,
    // While run.ts closes the server, a request on a connection that is still open is served, not
    // refused with 503 (the drain, decision 045, already moved the load balancers away).
    return503OnClosing: false,
    // Request URLs can carry one-time tokens (/reset-password?token=…): plugins/request-log.ts logs paths.
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  registerMetrics(app, database, { token: env.metricsToken });
  const routeTable: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerDrain(app, { database: database.kind });
  await registerSecurity(app, { appUrl: env.appUrl });
  registerAudit(app, db);
  registerIdempotency(app, db); // its onSend stores the answer before compression
  await registerCompression(app);

  const transport = deps.mailTransport ?? (env.smtpUrl ? smtpTransport(env.smtpUrl) : logTransport(app.log));
  const mailer = createMailer({ db, transport, from: env.mailFrom, log: app.log });
  const auth = createAuthService({ db, env, mailer, clock, log: app.log });
  const limiter = createRateLimiter(db);

  await app.register(fastifyCookie);
  await app.register(sessionPlugin, { auth, secureCookies: env.secureCookies });
  await registerOpenApi(app);
  await app.register(healthRoutes, { prefix: '/api/health', database });
  const legal = createLegalPages(env.legalDir ?? defaultLegalDir);
  await app.register(legalRoutes, { prefix: '/api/legal', legal });
  warnIfIncomplete(legal, app.log);
  const privacy = createPrivacyService({ db });
  const { registrationsPerHour } = env;
  await app.register(authRoutes, { prefix: '/api/auth', auth, limiter, registrationsPerHour });
  const users = createUsersService({ db, inviter: auth, registrationPages: env.registrationPages });
  const apiKeys = createApiKeysService({ db, clock });
  await app.register(usersRoutes, { prefix: '/api/admin/users', users });
  await app.register(demoAccountRoutes, { prefix: '/api/admin/demo-accounts', db });
  await app.register(adminErasureRoutes, { prefix: '/api/admin/users', privacy });
  await app.register(auditRoutes, { prefix: '/api/admin/audit', audit: createAuditService({ db }) });
  await app.register(apiKeysRoutes, { prefix: '/api/admin/api-keys', apiKeys, serviceName: env.crmName });
  const aiEngine = deps.aiEngine ?? (env.ai ? remoteEngine(env.ai) : undefined);
  const assistant = createAssistantService({ db, engine: aiEngine, log: app.log });
  await app.register(assistantRoutes, { prefix: '/api/assistant', assistant, limiter });
  const integration = createIntegrationService({ db, auth, users });
  await app.register(integrationRoutes, { prefix: '/api/integration/v1', apiKeys, integration, limiter });
  await app.register(videoRoutes, { prefix: '/api/videos', videos: createVideoService({ db, clock }) });
  await app.register(videoAdminRoutes, { prefix: '/api/admin', admin: createVideoAdminService({ db }) });
  const lexicon = createLexiconService({ db });
  await app.register(lexiconRoutes, { prefix: '/api/lexicon', lexicon });
  await app.register(lexiconAdminRoutes, { prefix: '/api/admin/lexicon', lexicon });
  const translations = createTranslationsService({ db, mediaRoot: deps.mediaRoot ?? defaultMediaRoot });
  await app.register(translationsAdminRoutes, { prefix: '/api/admin/translations', translations });
  const courses = createCoursesService({ db, glossary: lexicon, clock });
  await app.register(coursesRoutes, { prefix: '/api/courses', courses });
  const coursesAdmin = createCoursesAdminService({ db });
  await app.register(coursesAdminRoutes, { prefix: '/api/admin/courses', admin: coursesAdmin });
  const news = createNewsService({ db, clock });
  await app.register(newsRoutes, { prefix: '/api/news', news });
  await app.register(newsAdminRoutes, { prefix: '/api/admin/news', news });
  const questionKeys = createQuestionKeyCache(db);
  const exam = createExamService({ db, keys: questionKeys, clock });
  await app.register(examRoutes, { prefix: '/api/exam', exam });
  const simulations = createSimulationService({ db, clock });
  await app.register(simulationRoutes, { prefix: '/api/exam/simulations', simulations });
  await app.register(examAdminRoutes, { prefix: '/api/admin/exam', admin: createExamAdminService({ db }) });
  const workbook = createCaseService({ db, aiConfigured: env.ai !== undefined });
  await app.register(caseRoutes, { prefix: '/api/case', workbook });
  // The configured model unless a test gives one (null: the offline interviewer).
  const interviewModel =
    deps.interviewModel === undefined && env.ai ? remoteInterviewModel(env.ai) : deps.interviewModel;
  const interview = createInterviewService({
    db,
    banks: loadQuestionBanks(),
    clock,
    workbookOf: workbook.workbook,
    setAiConsent: workbook.setAiConsent,
    model: interviewModel ?? undefined,
    log: app.log,
  });
  await app.register(interviewRoutes, { prefix: '/api/trainer', limiter, interview });
  const leistungstest = createLeistungstestService({ db, clock });
  await app.register(leistungstestRoutes, { leistungstest });
  const me = createMeService({ db, accessContact: env.accessContact, log: app.log });
  await app.register(meRoutes, { prefix: '/api/me', me });
  await registerAccessRequests(app, { db, appUrl: env.appUrl, mailer, pagesOf: me.pages });
  const overview = createOverviewService({ db, pagesOf: me.pages });
  await app.register(overviewRoutes, { prefix: '/api/overview', overview });
  const plan = createPlanService({
    db,
    clock,
    openWork: async (user) => {
      const [{ counts, open }, { progress }] = await Promise.all([
        overview.forUser(user, 'de'),
        workbook.get(user.id),
      ]);
      return {
        chapters: open.courses ? counts.chapters.total - counts.chapters.completed : 0,
        videos: open.videos ? counts.videos.total - counts.videos.completed : 0,
        questions: open.courses ? counts.questions.total - counts.questions.mastered : 0,
        caseTopics: CASE_TOPICS.filter((topic) => progress[topic] < 100),
      };
    },
    drugKind: async (user) => drugKindOf(await workbook.workbook(user.id)),
  });
  await app.register(planRoutes, { prefix: '/api/plan', plan });
  const reviews = createReviewsService({ db, clock, keys: questionKeys, mpuDateOf: plan.mpuDate });
  await app.register(reviewsRoutes, { prefix: '/api/reviews', reviews });
  // A counsellor sees the learner's own figures and only what the learner shares (issue 30).
  const counsellor = createCounsellorService({
    db,
    progressOf: async (learner) => {
      const user = asUser(learner);
      const [{ shares, readiness }, { dueCount }, { reports }] = await Promise.all([
        overview.forUser(user, 'de'),
        reviews.due(user),
        interview.trend(user),
      ]);
      const { quiz, video: videos, chapter: chapters } = shares;
      return { readiness, quiz, videos, chapters, dueReviews: dueCount, interviews: reports.length };
    },
    caseOf: (learnerId) => workbook.get(learnerId),
    reportsOf: (learner) => interview.reports(asUser(learner)),
    planOf: (learner) => plan.get(asUser(learner)),
    leistungstestOf: (learnerId) => leistungstest.history(learnerId),
    pagesOf: me.pages,
  });
  const sharing = createSharingService({ db, reportsOf: interview.reports });
  await app.register(counsellorRoutes, { counsellor, sharing });
  await app.register(crmLinkRoutes, { prefix: '/api/settings/crm-links', db });
  await app.register(sessionRoutes, { prefix: '/api/settings/sessions', db });
  await app.register(settingsRoutes, {
    prefix: '/api/settings',
    settings: createSettingsService({ db, clock, exportData: privacy.exportData }),
    account: createAccountService({ db, env, mailer, clock, log: app.log, erase: privacy.erase }),
    limiter,
  });
  // Periodic jobs once per interval across instances (run.ts starts them; decision 064), reminders.
  const background = { clock, mailer, reviews, plan, overview, pagesOf: me.pages };
  const { scheduler } = await composeBackground(app, deps, background);

  if (env.nodeEnv === 'test') {
    // Browser-test fixtures only; never registered in production (server/test/e2e-fixtures.routes.ts).
    const { e2eFixtureRoutes } = await import('./test/e2e-fixtures.routes.ts');
    await app.register(e2eFixtureRoutes, { prefix: '/api/test', db });
  }
  await registerMedia(app, deps.mediaRoot ?? defaultMediaRoot);
  await registerWeb(app, deps.webRoot);

  app.decorate('services', { mailer, auth, scheduler });
  return app;
}
