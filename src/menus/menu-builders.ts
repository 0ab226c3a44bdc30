import type { MenuIconName } from './menu-icon-name';
import type { PermissionCode } from '../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../lib/screens/screen-declaration';
import type { MenuItem } from './menu-types';

type GroupOptions = Pick<MenuItem, 'description' | 'icon' | 'hiddenFor' | 'administratorOnly' | 'tooltip'>;

/** A link to a declared screen, with the screen's own code; the label defaults to its title. */
export function link(target: ScreenDeclaration, name: string = target.title, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    name,
    type: 'link',
    state: `/${target.path}`,
    ...(target.code ? { code: target.code } : {}),
    ...(target.administratorOnly ? { administratorOnly: true } : {}),
    ...extra,
  };
}

/** A menu entry whose label belongs here but whose route is another screen's (kept as the spec gives it). */
export function placeholder(name: string, code: PermissionCode, target: ScreenDeclaration): MenuItem {
  return { name, type: 'link', state: `/${target.path}`, code, placeholder: true };
}

export function group(name: string, sub: readonly MenuItem[], options: GroupOptions = {}): MenuItem {
  return { name, type: 'dropDown', sub, ...options };
}

/** A top-level module group with its icon and sidebar description. */
export function moduleGroup(
  name: string,
  icon: MenuIconName,
  description: string,
  sub: readonly MenuItem[],
  options: GroupOptions = {},
): MenuItem {
  return group(name, sub, { icon, description, ...options });
}
