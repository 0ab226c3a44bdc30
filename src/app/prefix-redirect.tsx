import { Navigate, useLocation } from 'react-router-dom';
import { needsLayoutPrefix, withLayoutPrefix } from '../lib/ui/layouts';
import { useUiStore } from '../lib/ui/ui-store';

/**
 * Catch-all outside the layout trees: a URL lacking the layout prefix (and not under sessions)
 * goes to the same URL with the selected layout's name in front, query kept; anything else
 * that matched nothing goes to others/404.
 */
export function PrefixRedirect() {
  const { pathname, search } = useLocation();
  const layout = useUiStore((state) => state.layout);
  const target = needsLayoutPrefix(pathname)
    ? `${withLayoutPrefix(pathname, layout)}${search}`
    : `/${layout}/others/404`;
  return <Navigate to={target} replace />;
}
