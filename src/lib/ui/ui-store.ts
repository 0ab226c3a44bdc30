import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_LAYOUT, type LayoutName } from './layouts';
import { DEFAULT_SIDEBAR_COLOR, type SidebarColorName } from './sidebar-colors';

/** Widths up to this many pixels are phones: the sidebar starts closed and closes on navigation. */
export const MOBILE_MAX_WIDTH = 767;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

interface UiState {
  layout: LayoutName;
  sidebarColor: SidebarColorName;
  rtl: boolean;
  sidenavOpen: boolean;
  childnavOpen: boolean;
  searchOpen: boolean;
  customizerOpen: boolean;
  setLayout: (layout: LayoutName) => void;
  setSidebarColor: (color: SidebarColorName) => void;
  setRtl: (rtl: boolean) => void;
  setSidenavOpen: (open: boolean) => void;
  setChildnavOpen: (open: boolean) => void;
  setSearchOpen: (open: boolean) => void;
  setCustomizerOpen: (open: boolean) => void;
}

const initialWidth = typeof window === 'undefined' ? 1280 : window.innerWidth;

/** UI preferences; layout, colour and direction are remembered across reloads. */
export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      layout: DEFAULT_LAYOUT,
      sidebarColor: DEFAULT_SIDEBAR_COLOR,
      rtl: false,
      sidenavOpen: !isMobileWidth(initialWidth),
      childnavOpen: false,
      searchOpen: false,
      customizerOpen: false,
      setLayout: (layout) => set({ layout }),
      setSidebarColor: (sidebarColor) => set({ sidebarColor }),
      setRtl: (rtl) => set({ rtl }),
      setSidenavOpen: (sidenavOpen) => set(sidenavOpen ? { sidenavOpen } : { sidenavOpen, childnavOpen: false }),
      setChildnavOpen: (childnavOpen) => set({ childnavOpen }),
      setSearchOpen: (searchOpen) => set({ searchOpen }),
      setCustomizerOpen: (customizerOpen) => set({ customizerOpen }),
    }),
    {
      name: 'erp-ui',
      partialize: (state) => ({ layout: state.layout, sidebarColor: state.sidebarColor, rtl: state.rtl }),
    },
  ),
);
