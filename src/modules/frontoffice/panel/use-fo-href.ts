import { useCallback } from 'react';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { useLayoutName } from '../../../lib/ui/use-layout-name';

/** The address of a front office screen in the current layout, with its search parameters. */
export function useFoHref() {
  const layout = useLayoutName();
  return useCallback(
    (screen: ScreenDeclaration, params: Record<string, string> = {}) => {
      const search = new URLSearchParams(params).toString();
      return `/${layout}/${screen.path}${search ? `?${search}` : ''}`;
    },
    [layout],
  );
}
