import { Navigate, useLocation } from 'react-router-dom';
import { splitLayoutPrefix } from '../lib/ui/layouts';
import { useUiStore } from '../lib/ui/ui-store';

/** Unknown paths inside a layout tree go to that layout's others/404. */
export function NotFoundRedirect() {
  const { pathname } = useLocation();
  const selected = useUiStore((state) => state.layout);
  const layout = splitLayoutPrefix(pathname).layout ?? selected;
  return <Navigate to={`/${layout}/others/404`} replace />;
}
