import type { ReactNode } from 'react';

/** A part of the check-in form under its own small heading, which names it (its id: `${id}-title`). */
export function CheckinPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mb-2">
      <h2 id={`${id}-title`} className="h6">
        {title}
      </h2>
      {children}
    </section>
  );
}
