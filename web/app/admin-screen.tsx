import { lazy } from 'react';
import { AdminPage, type AdminSection } from '../features/admin/admin-page.tsx';

const placeholder = lazy(() => import('../features/placeholder/coming-soon-page.tsx'));

/** The sections of /dashboard/admin; each feature contributes its own (composed here, SPEC §2). */
const sections: AdminSection[] = [
  {
    id: 'users',
    labelKey: 'sections.users',
    component: lazy(() => import('../features/users/admin-users-section.tsx')),
  },
  { id: 'videos', labelKey: 'sections.videos', component: placeholder },
  {
    id: 'courses',
    labelKey: 'sections.courses',
    component: lazy(() => import('../features/courses/admin/courses-admin-section.tsx')),
  },
];

export default function AdminScreen() {
  return <AdminPage sections={sections} />;
}
