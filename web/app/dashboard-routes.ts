import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageKey } from '../../common/domain/pages.ts';
import { paths } from '../../common/paths.ts';
import { loadOverview } from './preload.ts';

export type DashboardRoute = {
  path: string;
  /** Page key the server checks too (SPEC §6). */
  page?: PageKey;
  admin?: boolean;
  component: LazyExoticComponent<ComponentType>;
};

const examHub = lazy(() => import('../features/exam/pages/hub-page.tsx'));
const quiz = lazy(() => import('../features/exam/pages/quiz-page.tsx'));
const quizActivity = lazy(() => import('../features/exam/pages/activity-page.tsx'));
const adminQuiz = lazy(() => import('../features/exam/admin/admin-quiz-page.tsx'));

/** Every screen behind the session check, with its access rule (SPEC §2 route table). */
export const dashboardRoutes: DashboardRoute[] = [
  { path: paths.dashboard, component: lazy(loadOverview) },
  { path: paths.courses, page: 'courses', component: examHub },
  {
    path: '/dashboard/courses/:courseId',
    page: 'courses',
    component: lazy(() => import('../features/courses/course-detail-page.tsx')),
  },
  { path: paths.quiz, page: 'courses', component: quiz },
  { path: paths.quizRandom, page: 'courses', component: quiz },
  { path: paths.quizWrong, page: 'courses', component: quiz },
  { path: paths.quizActivity, page: 'courses', component: quizActivity },
  { path: '/dashboard/quiz/category/:categoryId', page: 'courses', component: quiz },
  {
    path: paths.knowledge,
    page: 'courses',
    component: lazy(() => import('../features/courses/knowledge-page.tsx')),
  },
  { path: paths.videos, page: 'videos', component: lazy(() => import('./videos-route.tsx')) },
  {
    path: paths.lexicon,
    page: 'lexicon',
    component: lazy(() => import('../features/lexicon/lexicon-page.tsx')),
  },
  { path: paths.news, page: 'news', component: lazy(() => import('../features/news/news-page.tsx')) },
  { path: paths.settings, component: lazy(() => import('../features/settings/settings-page.tsx')) },
  {
    path: paths.bookSession,
    admin: true,
    component: lazy(() => import('../features/booking/booking-page.tsx')),
  },
  {
    path: paths.aiAssistant,
    admin: true,
    component: lazy(() => import('../features/assistant/assistant-page.tsx')),
  },
  {
    path: paths.examTrainer,
    admin: true,
    component: lazy(() => import('../features/assistant/trainer-page.tsx')),
  },
  { path: paths.admin, admin: true, component: lazy(() => import('./admin-screen.tsx')) },
  { path: paths.adminQuiz, admin: true, component: adminQuiz },
  {
    path: paths.adminSettings,
    admin: true,
    component: lazy(() => import('../features/api-keys/api-keys-page.tsx')),
  },
];
