import { Menu, Search, Settings } from 'lucide-react';
import { hasQueuedWork, OutboxBadge } from '../../lib/offline/outbox-badge';
import type { SessionRecord } from '../../lib/session/session-types';
import { useUiStore } from '../../lib/ui/ui-store';
import { ExpiryWarning } from './expiry-warning';
import { FullScreenToggle } from './full-screen-toggle';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';

export function Header({ session }: { session: SessionRecord }) {
  const { sidenavOpen, setSidenavOpen, setChildnavOpen, setSearchOpen, setCustomizerOpen } = useUiStore();
  const toggleMenu = () => {
    setSidenavOpen(!sidenavOpen);
    if (sidenavOpen) setChildnavOpen(false);
  };
  return (
    <header className="main-header">
      <button
        type="button"
        className="btn btn-link header-icon menu-toggle"
        aria-label={sidenavOpen ? 'Hide the menu' : 'Show the menu'}
        aria-expanded={sidenavOpen}
        aria-controls="main-menu"
        onClick={toggleMenu}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      <div className="header-company">
        <span className="company-name">{session.addr.company || `Company ${session.usr.cCode}`}</span>
        {session.expiryMessage && <ExpiryWarning message={session.expiryMessage} />}
      </div>
      <div className="header-actions">
        {hasQueuedWork() && <OutboxBadge />}
        <button
          type="button"
          className="btn btn-link header-icon"
          aria-label="Search products and screens"
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          title="Search products and screens (Ctrl+K)"
          onClick={() => setSearchOpen(true)}
        >
          <Search size={20} aria-hidden="true" />
        </button>
        <FullScreenToggle />
        <button
          type="button"
          className="btn btn-link header-icon"
          aria-label="Customize the layout"
          onClick={() => setCustomizerOpen(true)}
        >
          <Settings size={20} aria-hidden="true" />
        </button>
        <NotificationsMenu />
        <UserMenu session={session} />
      </div>
    </header>
  );
}
