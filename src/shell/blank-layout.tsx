import { Outlet } from 'react-router-dom';

/** Hosts public pages (landing pages, e-commerce): content only. */
export function BlankLayout() {
  return (
    <main className="blank-layout">
      <Outlet />
    </main>
  );
}
