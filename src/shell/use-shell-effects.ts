import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isMobileWidth, useUiStore } from '../lib/ui/ui-store';

/** On every navigation: close the child panel, and the sidebar on phones. */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const ui = useUiStore.getState();
    ui.setChildnavOpen(false);
    if (isMobileWidth(window.innerWidth)) ui.setSidenavOpen(false);
  }, [pathname]);
}

/** Sidebar open on desktop, closed on phones; re-evaluated when the window crosses the breakpoint. */
export function useResponsiveSidebar(): void {
  const wasMobile = useRef(isMobileWidth(window.innerWidth));
  useEffect(() => {
    const onResize = () => {
      const mobile = isMobileWidth(window.innerWidth);
      if (mobile !== wasMobile.current) useUiStore.getState().setSidenavOpen(!mobile);
      wasMobile.current = mobile;
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
}
