import {
  AppWindow,
  BookOpen,
  Boxes,
  Circle,
  FileText,
  FormInput,
  LayoutDashboard,
  LogIn,
  Shapes,
  Table,
  type LucideIcon,
} from 'lucide-react';

/** The icons menus may name; only these are bundled. */
const ICONS = {
  dashboard: LayoutDashboard,
  components: Boxes,
  apps: AppWindow,
  forms: FormInput,
  tables: Table,
  sessions: LogIn,
  pages: FileText,
  icons: Shapes,
  documentation: BookOpen,
} satisfies Record<string, LucideIcon>;

export type MenuIconName = keyof typeof ICONS;

export function MenuIcon({ name, size = 24 }: { name: MenuIconName | undefined; size?: number }) {
  const Icon = name ? ICONS[name] : Circle;
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}
