import {
  BookOpen,
  Bot,
  CalendarClock,
  GraduationCap,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Newspaper,
  PlayCircle,
  Shield,
  UserCog,
} from 'lucide-react';
import type { PageKey } from '../../../common/domain/pages.ts';
import { paths } from '../../../common/paths.ts';

export type NavItem = {
  /** Also the i18n key (nav.<id>) and the tour step (tour.steps.<id>). */
  id: string;
  href: string;
  icon: LucideIcon;
  page?: PageKey;
  admin?: boolean;
  /** Further routes that belong to this entry (highlighted with it). */
  also?: string[];
};

/** The sidebar of SPEC §2, in order; admin-only entries last. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'overview', href: paths.dashboard, icon: LayoutDashboard },
  {
    id: 'courses',
    href: paths.courses,
    icon: ListChecks,
    page: 'courses',
    also: [paths.quiz, paths.knowledge],
  },
  { id: 'videos', href: paths.videos, icon: PlayCircle, page: 'videos' },
  { id: 'lexicon', href: paths.lexicon, icon: BookOpen, page: 'lexicon' },
  { id: 'news', href: paths.news, icon: Newspaper, page: 'news' },
  { id: 'settings', href: paths.settings, icon: UserCog },
  { id: 'bookSession', href: paths.bookSession, icon: CalendarClock, admin: true },
  { id: 'aiAssistant', href: paths.aiAssistant, icon: Bot, admin: true },
  { id: 'examTrainer', href: paths.examTrainer, icon: GraduationCap, admin: true },
  { id: 'admin', href: paths.admin, icon: Shield, admin: true },
];

/** The entries a user sees: admin-only ones only for admins (SPEC §2, §6). */
export function visibleItems(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => isAdmin || !item.admin);
}

/** The overview is active only on /dashboard itself; other entries also on their sub-routes. */
export function isActive(item: NavItem, location: string): boolean {
  if (item.href === paths.dashboard)
    return location === paths.dashboard || location === `${paths.dashboard}/`;
  return [item.href, ...(item.also ?? [])].some(
    (href) => location === href || location.startsWith(`${href}/`),
  );
}
