import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession, useSessionStore } from '../lib/session/session-store';

/** The sign-in check of the admin area: based on the stored session record. */
export function RequireSession() {
  const session = useSession();
  const exitTo = useSessionStore((state) => state.exitTo);
  const location = useLocation();
  if (!session) {
    // Signed out on purpose (or the server ended the session): go where that asked for.
    if (exitTo) return <Navigate to={exitTo} replace />;
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/sessions/welcome?returnTo=${returnTo}`} replace />;
  }
  return <Outlet />;
}
