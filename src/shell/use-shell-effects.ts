import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { writeModuleName } from '../lib/session/session-storage';
import { isMobileWidth, useUiStore } from '../lib/ui/ui-store';
import { PRODUCT_NAME } from '../components/brand-mark';
import { useScreenHandle } from '../engine/use-screen-handle';

/** On every navigation: close the child panel (and the sidebar on phones), remember the module, set the title. */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();
  const handle = useScreenHandle();
  useEffect(() => {
    const ui = useUiStore.getState();
    ui.setChildnavOpen(false);
    if (isMobileWidth(window.innerWidth)) ui.setSidenavOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (handle) writeModuleName(handle.module);
    document.title = handle ? `${handle.title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [handle]);
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
