import {
  BookOpen,
  House,
  ListChecks,
  MessageCircle,
  Settings,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  labelKey: 'nav.dashboard' | 'nav.lessons' | 'nav.quizzes' | 'nav.chat' | 'nav.settings';
  icon: LucideIcon;
  /** Only an exact match marks the item current (the home page would match everything). */
  end?: boolean;
}

export const navItems: NavItem[] = [
  { to: '/', labelKey: 'nav.dashboard', icon: House, end: true },
  { to: '/lessons', labelKey: 'nav.lessons', icon: BookOpen },
  { to: '/quizzes', labelKey: 'nav.quizzes', icon: ListChecks },
  { to: '/chat', labelKey: 'nav.chat', icon: MessageCircle },
  { to: '/settings', labelKey: 'nav.settings', icon: Settings },
];
