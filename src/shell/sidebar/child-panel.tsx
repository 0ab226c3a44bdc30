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

/** A press outside the panel and its opening buttons (which toggle it themselves). */
function isOutside(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return !target.closest('#child-panel') && !target.closest('[aria-controls="child-panel"]');
}

/**
 * The second-level panel: the chosen group's items; nested groups fold open one at a time. It lies over the page,
 * so it closes on Escape (wherever the focus is), on a press outside it, on choosing an item (the current one too,
 * which navigates nowhere) and with its Back button, shown on phones, where the panel covers the screen.
 */
export function ChildPanel({ group, open, onClose }: Props) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeToOpener(onClose);
    };
    const onPress = (event: PointerEvent) => {
      if (isOutside(event.target)) onClose();
    };
    // A chosen item (by click, tap or Enter) closes the panel even when it is the screen already open.
    const onChoose = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('#child-panel a[href]')) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('click', onChoose);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('click', onChoose);
    };
  }, [open, onClose]);
  if (!group) return null;
  return (
    <div
      id="child-panel"
      className={`sidebar-left-secondary${open ? ' open' : ''}`}
      role="region"
      aria-label={`${group.name} menu`}
      hidden={!open}
    >
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
  // With its query: a menu entry may open one part of a screen (`/admin/system?section=mail-settings`).
  const { pathname: path, search } = useLocation();
  const pathname = `${path}${search}`;
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
