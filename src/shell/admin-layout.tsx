import { useMemo } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { useSession } from '../lib/session/session-store';
import { sidebarColorValue } from '../lib/ui/sidebar-colors';
import { isMobileWidth, useUiStore } from '../lib/ui/ui-store';
import { useLayoutName } from '../lib/ui/use-layout-name';
import { menuFor } from '../menus/menu-for';
import { Customizer } from './customizer';
import { Footer } from './footer';
import { Header } from './header/header';
import { ModuleSpinner } from './module-spinner';
import { CommandPalette } from './palette/command-palette';
import { ShortcutsHelp } from './shortcuts/shortcuts-help';
import { Sidebar } from './sidebar/sidebar';
import { useNavigationEffects, useResponsiveSidebar } from './use-shell-effects';

/** The signed-in frame: icon sidebar + child panel, header, routed content, footer, overlays. */
export function AdminLayout() {
  const session = useSession();
  const layout = useLayoutName();
  const navigation = useNavigation();
  const { sidenavOpen, sidebarColor, setSidenavOpen } = useUiStore();
  const items = useMemo(() => menuFor(session), [session]);
  useNavigationEffects();
  useResponsiveSidebar();
  if (!session) return null;
  const style = { '--sidebar-bg': sidebarColorValue(sidebarColor) } as React.CSSProperties;
  return (
    <div className={`app-admin-wrap ${layout}${sidenavOpen ? ' sidenav-open' : ''}`} style={style}>
      <button
        type="button"
        className="skip-link btn btn-primary"
        onClick={() => document.getElementById('main-content')?.focus()}
      >
        Skip to content
      </button>
      <Header session={session} />
      <Sidebar items={items} />
      {sidenavOpen && isMobileWidth(window.innerWidth) && (
        <div className="sidebar-backdrop" aria-hidden="true" onClick={() => setSidenavOpen(false)} />
      )}
      <div className="main-content-wrap">
        <main id="main-content" className="main-content" tabIndex={-1}>
          {navigation.state === 'loading' && <ModuleSpinner label="Loading the screen" />}
          <Outlet />
        </main>
        <Footer company={session.addr.company || `Company ${session.usr.cCode}`} />
      </div>
      <Customizer />
      <ShortcutsHelp />
      <CommandPalette />
    </div>
  );
}
