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

const placeholder = lazy(() => import('../features/placeholder/coming-soon-page.tsx'));

/** Every screen behind the session check, with its access rule (SPEC §2 route table). */
export const dashboardRoutes: DashboardRoute[] = [
  { path: paths.dashboard, component: lazy(loadOverview) },
  { path: paths.courses, page: 'courses', component: placeholder },
  { path: '/dashboard/courses/:courseId', page: 'courses', component: placeholder },
  { path: paths.quiz, page: 'courses', component: placeholder },
  { path: paths.quizRandom, page: 'courses', component: placeholder },
  { path: '/dashboard/quiz/category/:categoryId', page: 'courses', component: placeholder },
  { path: paths.knowledge, page: 'courses', component: placeholder },
  { path: paths.videos, page: 'videos', component: placeholder },
  { path: paths.lexicon, page: 'lexicon', component: placeholder },
  { path: paths.news, page: 'news', component: placeholder },
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
  { path: paths.adminQuiz, admin: true, component: placeholder },
  {
    path: paths.adminSettings,
    admin: true,
    component: lazy(() => import('../features/api-keys/api-keys-page.tsx')),
  },
];
