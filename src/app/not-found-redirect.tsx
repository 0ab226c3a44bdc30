import { Navigate } from 'react-router-dom';
import { useLayoutName } from '../lib/ui/use-layout-name';

/** Unknown paths inside a layout tree go to that layout's others/404. */
export function NotFoundRedirect() {
  return <Navigate to={`/${useLayoutName()}/others/404`} replace />;
}
