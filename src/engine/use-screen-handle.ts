import { useMatches } from 'react-router-dom';
import type { ScreenHandle } from './module-manifest';

function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === 'object' && value !== null && 'module' in value && 'title' in value;
}

/** The declaration (module, title) of the screen the current URL shows, if any. */
export function useScreenHandle(): ScreenHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle;
  }
  return undefined;
}
