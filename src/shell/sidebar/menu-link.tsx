import { Link } from 'react-router-dom';
import type { MenuItem } from '../../menus/menu-types';
import { useLayoutName } from '../../lib/ui/use-layout-name';

interface Props {
  item: MenuItem;
  active: boolean;
  className?: string;
  children: React.ReactNode;
}

/** A link item (inside the current layout prefix) or an extLink (new tab). */
export function MenuLink({ item, active, className = '', children }: Props) {
  const layout = useLayoutName();
  const classes = `${className}${active ? ' active' : ''}`;
  if (item.type === 'extLink') {
    return (
      <a className={classes} href={item.state} target="_blank" rel="noopener noreferrer" title={item.tooltip}>
        {children}
      </a>
    );
  }
  const to = item.state?.startsWith('/sessions') ? item.state : `/${layout}${item.state ?? ''}`;
  return (
    <Link className={classes} to={to} aria-current={active ? 'page' : undefined} title={item.tooltip}>
      {children}
    </Link>
  );
}
