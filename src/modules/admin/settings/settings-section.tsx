import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

/** One part of the settings screen: a card with its heading (which names its form). */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        {/* Focusable: the screen opened for one section (?section=) moves the focus to its heading. */}
        <h2 id={`${id}-title`} className="h5 card-title mb-3" tabIndex={-1}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The server's refusal of a save, as it said it. */
export function Refusal({ message }: { message: string | null }) {
  return message ? (
    <Alert variant="danger" role="alert">
      {message}
    </Alert>
  ) : null;
}
