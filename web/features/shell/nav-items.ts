import {
  BookOpen,
  Bot,
  CalendarClock,
  GraduationCap,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Newspaper,
  NotebookPen,
  PlayCircle,
  Route,
  Shield,
  Timer,
  UserCog,
  Users,
} from 'lucide-react';
import { AREA_IDS, AREAS, type AreaId, areaState, type Viewer } from '../../../common/domain/access.ts';
import { paths } from '../../../common/paths.ts';

export type NavItem = {
  /** The area (common/domain/access.ts); also the i18n key nav.<id> and the tour step tour.steps.<id>. */
  id: AreaId;
  href: string;
  icon: LucideIcon;
  /** Administration entries sit in their own group. */
  admin: boolean;
  /** Further routes that belong to this entry (highlighted with it). */
  also: readonly string[];
};

const ICONS: Record<AreaId, LucideIcon> = {
  overview: LayoutDashboard,
  counsellor: Users,
  plan: Route,
  courses: ListChecks,
  videos: PlayCircle,
  lexicon: BookOpen,
  news: Newspaper,
  myCase: NotebookPen,
  aiAssistant: Bot,
  examTrainer: GraduationCap,
  leistungstest: Timer,
  bookSession: CalendarClock,
  settings: UserCog,
  admin: Shield,
};

/** The sidebar: one entry per area, in the order of the access table. */
export const NAV_ITEMS: readonly NavItem[] = AREA_IDS.map((id) => {
  const area: { path: string; access: string; also?: readonly string[] } = AREAS[id];
  return { id, href: area.path, icon: ICONS[id], admin: area.access === 'admin', also: area.also ?? [] };
});

/** The entries a viewer sees, each open or locked (locked ones explain how to get access). */
export function navFor(viewer: Viewer): { item: NavItem; locked: boolean }[] {
  return NAV_ITEMS.flatMap((item) => {
    const state = areaState(viewer, item.id);
    return state === 'hidden' ? [] : [{ item, locked: state === 'locked' }];
  });
}

/** The overview is active only on /dashboard itself; other entries also on their sub-routes. */
export function isActive(item: NavItem, location: string): boolean {
  if (item.href === paths.dashboard)
    return location === paths.dashboard || location === `${paths.dashboard}/`;
  return [item.href, ...item.also].some((href) => location === href || location.startsWith(`${href}/`));
}
