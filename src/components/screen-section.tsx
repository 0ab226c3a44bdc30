import type { ReactNode } from 'react';

/** A screen under its title: the page's one heading (id `screen-title`), which names the screen. */
export function ScreenSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {title}
      </h1>
      {children}
    </section>
  );
}
