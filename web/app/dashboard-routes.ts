import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AreaId } from '../../common/domain/access.ts';
import { paths } from '../../common/paths.ts';

export type DashboardRoute = {
  path: string;
  /** The area it belongs to: its access rule (common/domain/access.ts), sidebar entry and page title. */
  area: AreaId;
  component: LazyExoticComponent<ComponentType>;
  /** A sub-page's own title before the area's (`nav:pageTitle.<key>`), e.g. 'Protokoll – Administration'. */
  title?: PageTitleKey;
};

export type PageTitleKey =
  | 'counsellorLearner'
  | 'counsellorPrint'
  | 'review'
  | 'course'
  | 'quizAll'
  | 'quizRandom'
  | 'quizWrong'
  | 'quizActivity'
  | 'quizCategory'
  | 'simulation'
  | 'knowledge'
  | 'casePrint'
  | 'adminUsers'
  | 'adminQuiz'
  | 'adminSettings'
  | 'adminAudit';

const examHub = lazy(() => import('../features/exam/pages/hub-page.tsx'));
const quiz = lazy(() => import('../features/exam/pages/quiz-page.tsx'));
const simulation = lazy(() => import('../features/exam/pages/simulation-page.tsx'));
const quizActivity = lazy(() => import('../features/exam/pages/activity-page.tsx'));
const adminQuiz = lazy(() => import('../features/exam/admin/admin-quiz-page.tsx'));

/** Every screen behind the session check, with the area whose access rule it follows (SPEC §2). */
export const dashboardRoutes: DashboardRoute[] = [
  // The same chunk preload.ts starts early on a first visit to /dashboard.
  { path: paths.dashboard, area: 'overview', component: lazy(() => import('./overview-route.tsx')) },
  {
    path: paths.counsellor,
    area: 'counsellor',
    component: lazy(() => import('../features/counsellor/pages/learners-page.tsx')),
  },
  {
    path: paths.counsellorLearner(':learnerId'),
    area: 'counsellor',
    title: 'counsellorLearner',
    component: lazy(() => import('../features/counsellor/pages/learner-page.tsx')),
  },
  {
    path: paths.counsellorPrint(':learnerId'),
    area: 'counsellor',
    title: 'counsellorPrint',
    component: lazy(() => import('./counsellor-print-route.tsx')),
  },
  { path: paths.plan, area: 'plan', component: lazy(() => import('./plan-route.tsx')) },
  {
    path: paths.review,
    area: 'courses',
    title: 'review',
    component: lazy(() => import('../features/exam/pages/review-page.tsx')),
  },
  { path: paths.courses, area: 'courses', component: examHub },
  {
    path: '/dashboard/courses/:courseId',
    area: 'courses',
    title: 'course',
    component: lazy(() => import('../features/courses/pages/course-detail-page.tsx')),
  },
  { path: paths.quiz, area: 'courses', title: 'quizAll', component: quiz },
  { path: paths.quizRandom, area: 'courses', title: 'quizRandom', component: quiz },
  { path: paths.quizWrong, area: 'courses', title: 'quizWrong', component: quiz },
  { path: paths.quizActivity, area: 'courses', title: 'quizActivity', component: quizActivity },
  { path: '/dashboard/quiz/category/:categoryId', area: 'courses', title: 'quizCategory', component: quiz },
  { path: paths.simulation, area: 'courses', title: 'simulation', component: simulation },
  { path: '/dashboard/quiz/simulation/:id', area: 'courses', title: 'simulation', component: simulation },
  {
    path: paths.knowledge,
    area: 'courses',
    title: 'knowledge',
    component: lazy(() => import('../features/courses/pages/knowledge-page.tsx')),
  },
  { path: paths.videos, area: 'videos', component: lazy(() => import('./videos-route.tsx')) },
  {
    path: paths.lexicon,
    area: 'lexicon',
    component: lazy(() => import('../features/lexicon/pages/lexicon-page.tsx')),
  },
  { path: paths.news, area: 'news', component: lazy(() => import('../features/news/pages/news-page.tsx')) },
  {
    path: paths.settings,
    area: 'settings',
    component: lazy(() => import('./settings-route.tsx')),
  },
  {
    path: paths.bookSession,
    area: 'bookSession',
    component: lazy(() => import('../features/booking/pages/booking-page.tsx')),
  },
  {
    path: paths.aiAssistant,
    area: 'aiAssistant',
    component: lazy(() => import('../features/assistant/pages/assistant-page.tsx')),
  },
  {
    path: paths.examTrainer,
    area: 'examTrainer',
    component: lazy(() => import('../features/interview/pages/interview-page.tsx')),
  },
  {
    path: paths.leistungstest,
    area: 'leistungstest',
    component: lazy(() => import('../features/leistungstest/pages/leistungstest-page.tsx')),
  },
  {
    path: paths.myCase,
    area: 'myCase',
    component: lazy(() => import('./case-route.tsx')),
  },
  {
    path: paths.myCasePrint,
    area: 'myCase',
    title: 'casePrint',
    component: lazy(() => import('./case-print-route.tsx')),
  },
  {
    path: paths.admin,
    area: 'admin',
    title: 'adminUsers',
    component: lazy(() => import('./admin-screen.tsx')),
  },
  { path: paths.adminQuiz, area: 'admin', title: 'adminQuiz', component: adminQuiz },
  {
    path: paths.adminAudit,
    area: 'admin',
    title: 'adminAudit',
    component: lazy(() => import('../features/privacy/pages/audit-page.tsx')),
  },
  {
    path: paths.adminSettings,
    area: 'admin',
    title: 'adminSettings',
    component: lazy(() => import('../features/api-keys/pages/api-keys-page.tsx')),
  },
];
