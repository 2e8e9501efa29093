import { lazy } from 'react';
import { AdminPage, type AdminSection } from '../features/admin/pages/admin-page.tsx';

/** The sections of /dashboard/admin; each feature contributes its own (composed here, SPEC §2). */
const sections: AdminSection[] = [
  {
    id: 'users',
    labelKey: 'sections.users',
    component: lazy(() => import('../features/users/pages/admin-users-section.tsx')),
  },
  {
    id: 'videos',
    labelKey: 'sections.videos',
    component: lazy(() => import('../features/videos/admin/video-management.tsx')),
  },
  {
    id: 'courses',
    labelKey: 'sections.courses',
    component: lazy(() => import('../features/courses/admin/courses-admin-section.tsx')),
  },
  {
    id: 'leistungstest',
    labelKey: 'sections.leistungstest',
    component: lazy(() => import('../features/leistungstest/admin/usage-section.tsx')),
  },
];

export default function AdminScreen() {
  return <AdminPage sections={sections} />;
}
