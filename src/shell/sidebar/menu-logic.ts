import type { MenuItem } from '../../menus/menu-types';

/**
 * The active item is the one whose route (with its query, if it has one) is contained in the current URL, path and
 * query; a group is active through its children.
 */
export function isItemActive(item: MenuItem, pathname: string): boolean {
  if (item.type === 'dropDown') return (item.sub ?? []).some((child) => isItemActive(child, pathname));
  if (item.type === 'extLink' || !item.state) return false;
  return pathname.includes(item.state);
}

/** Name of the group among `items` that holds the current route (the one to open), if any. */
export function activeGroupName(items: readonly MenuItem[], pathname: string): string | null {
  return items.find((item) => item.type === 'dropDown' && isItemActive(item, pathname))?.name ?? null;
}
