import { X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from '../../components/menu-icon';
import { useUiStore } from '../../lib/ui/ui-store';
import type { MenuItem } from '../../menus/menu-types';
import { ChildPanel } from './child-panel';
import { MenuLink } from './menu-link';
import { activeGroupName, isItemActive } from './menu-logic';

/** Left icon sidebar; a dropDown item opens its children in the second-level panel. */
export function Sidebar({ items }: { items: readonly MenuItem[] }) {
  // With its query: a menu entry may open one part of a screen (`/admin/system?section=mail-settings`).
  const { pathname: path, search } = useLocation();
  const pathname = `${path}${search}`;
  const { sidenavOpen, childnavOpen, setChildnavOpen, setSidenavOpen } = useUiStore();
  const [selected, setSelected] = useState<string | null>(null);
  const shown = selected ?? activeGroupName(items, pathname);
  const group = items.find((item) => item.name === shown && item.type === 'dropDown');

  const openGroup = (name: string) => {
    const reopen = !(childnavOpen && shown === name);
    setSelected(name);
    setChildnavOpen(reopen);
  };

  return (
    <>
      <nav className={`sidebar-left${sidenavOpen ? ' open' : ''}`} aria-label="Main menu" id="main-menu">
        <button
          type="button"
          className="sidebar-close btn btn-link"
          aria-label="Close the menu"
          onClick={() => setSidenavOpen(false)}
        >
          <X size={20} aria-hidden="true" />
        </button>
        <ul className="navigation-left">
          {items.map((item, index) => {
            const active = isItemActive(item, pathname);
            const label = (
              <>
                <MenuIcon name={item.icon} />
                <span className="nav-text">{item.name}</span>
              </>
            );
            return (
              <li
                key={`${index}-${item.name}`}
                className={`nav-item${active ? ' active' : ''}`}
                title={item.tooltip ?? item.description}
              >
                {item.type === 'dropDown' ? (
                  <button
                    type="button"
                    className={`nav-item-hold${shown === item.name && childnavOpen ? ' selected' : ''}`}
                    aria-expanded={childnavOpen && shown === item.name}
                    aria-controls="child-panel"
                    onClick={() => openGroup(item.name)}
                  >
                    {label}
                  </button>
                ) : (
                  <MenuLink item={item} active={active} className="nav-item-hold">
                    {label}
                  </MenuLink>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <ChildPanel group={group} open={sidenavOpen && childnavOpen} onClose={() => setChildnavOpen(false)} />
    </>
  );
}
