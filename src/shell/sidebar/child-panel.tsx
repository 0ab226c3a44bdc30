import { ArrowLeft, ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../../menus/menu-types';
import { MenuLink } from './menu-link';
import { activeGroupName, isItemActive } from './menu-logic';

interface Props {
  group: MenuItem | undefined;
  open: boolean;
  onClose: () => void;
}

/** Closes the panel and gives the focus back to the sidebar button that opened it. */
function closeToOpener(onClose: () => void) {
  const opener = document.querySelector<HTMLElement>('[aria-controls="child-panel"][aria-expanded="true"]');
  onClose();
  opener?.focus();
}

/**
 * The second-level panel: the chosen group's items; nested groups fold open one at a time. Escape closes it
 * (wherever the focus is), and so does its Back button, shown on phones, where the panel covers the screen.
 */
export function ChildPanel({ group, open, onClose }: Props) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeToOpener(onClose);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!group) return null;
  return (
    <div id="child-panel" className={`sidebar-left-secondary${open ? ' open' : ''}`} role="region" aria-label={`${group.name} menu`} hidden={!open}>
      <button type="button" className="child-panel-back" onClick={() => closeToOpener(onClose)}>
        <ArrowLeft size={18} aria-hidden="true" />
        Back <span className="visually-hidden">to the main menu</span>
      </button>
      {group.description && <p className="child-panel-description">{group.description}</p>}
      <ChildList items={group.sub ?? []} key={group.name} />
    </div>
  );
}

function ChildList({ items }: { items: readonly MenuItem[] }) {
  const { pathname } = useLocation();
  const [openName, setOpenName] = useState<string | null>(() => activeGroupName(items, pathname));
  return (
    <ul className="childNav">
      {items.map((item, index) => {
        const active = isItemActive(item, pathname);
        if (item.type !== 'dropDown') {
          return (
            <li key={`${index}-${item.name}`} className="nav-item">
              <MenuLink item={item} active={active}>
                <span className="item-name">{item.name}</span>
              </MenuLink>
            </li>
          );
        }
        const expanded = openName === item.name;
        return (
          <li key={`${index}-${item.name}`} className={`nav-item dropdown-sidemenu${expanded ? ' open' : ''}`}>
            <button type="button" aria-expanded={expanded} onClick={() => setOpenName(expanded ? null : item.name)}>
              <span className="item-name">{item.name}</span>
              <ChevronDown size={16} aria-hidden="true" />
            </button>
            {expanded && <ChildList items={item.sub ?? []} />}
          </li>
        );
      })}
    </ul>
  );
}
