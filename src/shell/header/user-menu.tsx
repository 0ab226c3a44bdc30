import { CircleUserRound } from 'lucide-react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { signOutRouteFor } from '../../lib/session/home-route';
import { useSessionStore } from '../../lib/session/session-store';
import type { SessionRecord } from '../../lib/session/session-types';
import { useLayoutName } from '../../lib/ui/use-layout-name';

const ITEMS = [
  { label: 'Home', to: '/dashboard/dashboardmain' },
  { label: 'Messages', to: '/dashboard/mismessages' },
  { label: 'Mails', to: '/dashboard/misinbox' },
  { label: 'Tasks', to: '/dashboard/mistasks' },
  { label: 'Tickets', to: '/dashboard/mistickets' },
  { label: 'Profile', to: '/dashboard/misprofile' },
] as const;

export function UserMenu({ session }: { session: SessionRecord }) {
  const layout = useLayoutName();
  const signOut = useSessionStore((state) => state.signOut);
  const leave = () => {
    const target = signOutRouteFor(session.usr.cCode);
    // The sign-in check sends the signed-out user to this page.
    signOut(target.startsWith('/sessions') ? target : `/${layout}${target}`);
  };
  return (
    <Dropdown align="end">
      {/* Named by its content, so the name always contains the visible user code (WCAG 2.5.3, label in name). */}
      <Dropdown.Toggle variant="link" className="header-icon user-toggle">
        <CircleUserRound size={22} aria-hidden="true" />
        <span className="visually-hidden">User menu for</span> <span className="user-code">{session.usr.uCode}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>
          {session.usr.uCode} · {session.usr.rCode}
        </Dropdown.Header>
        {ITEMS.map((item) => (
          <Dropdown.Item as={Link} to={`/${layout}${item.to}`} key={item.label}>
            {item.label}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={leave}>
          Sign Out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
