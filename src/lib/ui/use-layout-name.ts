import { useLocation } from 'react-router-dom';
import { splitLayoutPrefix, type LayoutName } from './layouts';
import { useUiStore } from './ui-store';

/** The layout the URL names (the URL is the truth); the saved preference otherwise. */
export function useLayoutName(): LayoutName {
  const { pathname } = useLocation();
  const preferred = useUiStore((state) => state.layout);
  return splitLayoutPrefix(pathname).layout ?? preferred;
}
