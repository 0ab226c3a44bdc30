import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** What a template demo screen says once its 1500 ms demo answer has arrived. */
export function DemoOutcome({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert-success" role="status">
      <p className="mb-2">{children}</p>
      <Link to="/sessions/login">Go to the company sign-in</Link>
    </div>
  );
}

export function DemoNote() {
  return (
    <p className="small text-muted mt-3 mb-0">
      This is the template's demo screen: it checks no credentials and opens no business session. Staff sign in with
      their company code on the <Link to="/sessions/login">sign-in page</Link>.
    </p>
  );
}
