/** The two admin layouts; the selected one's name prefixes every URL outside sessions/. */
export const LAYOUTS = [
  { name: 'applayout-sidebar-large', title: 'Large sidebar' },
  { name: 'applayout-sidebar-compact', title: 'Compact sidebar' },
] as const;

export type LayoutName = (typeof LAYOUTS)[number]['name'];
export const DEFAULT_LAYOUT: LayoutName = 'applayout-sidebar-large';

export function isLayoutName(value: string | undefined): value is LayoutName {
  return LAYOUTS.some((layout) => layout.name === value);
}

/** Splits '/applayout-sidebar-large/accounts/x' into the layout and '/accounts/x'. */
export function splitLayoutPrefix(pathname: string): { layout: LayoutName | null; rest: string } {
  const [, first, ...others] = pathname.split('/');
  if (isLayoutName(first)) return { layout: first, rest: `/${others.join('/')}` };
  return { layout: null, rest: pathname };
}

/** Puts `layout` in front of a path (replacing any layout already there). */
export function withLayoutPrefix(pathname: string, layout: LayoutName): string {
  const { rest } = splitLayoutPrefix(pathname);
  const clean = rest.startsWith('/') ? rest : `/${rest}`;
  return `/${layout}${clean === '/' ? '' : clean}`;
}

/** Paths under sessions/ never carry a layout prefix. */
export function needsLayoutPrefix(pathname: string): boolean {
  if (pathname === '/sessions' || pathname.startsWith('/sessions/')) return false;
  return splitLayoutPrefix(pathname).layout === null;
}
