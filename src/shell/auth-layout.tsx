import { Outlet } from 'react-router-dom';
import { BrandMark } from '../components/brand-mark';

/** Hosts the sessions screens: a centred card, no sidebar. */
export function AuthLayout() {
  return (
    <main className="auth-layout">
      <div className="auth-card card shadow-sm">
        <div className="card-body p-4">
          <BrandMark className="mb-3" />
          <Outlet />
        </div>
      </div>
    </main>
  );
}
