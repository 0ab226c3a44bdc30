import { createContext, useContext } from 'react';
import type { CurrentScreen } from './module-manifest';

export const CurrentScreenContext = createContext<CurrentScreen | null>(null);

/** The declaration (module, path, title, code) of the screen being shown, if any. */
export function useCurrentScreen(): CurrentScreen | null {
  return useContext(CurrentScreenContext);
}
