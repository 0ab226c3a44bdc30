import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useCurrentScreen } from '../../engine/current-screen';
import './demo-areas.scss';

interface PageProps {
  /** What the page shows, in a sentence under the heading. */
  intro: string;
  children: ReactNode;
}

/** A catalogue page: the screen's title as its heading, a one-line introduction, then its examples. */
export function CataloguePage({ intro, children }: PageProps) {
  const title = useCurrentScreen()?.title ?? 'Component catalogue';
  return (
    <section aria-labelledby="screen-title" className="demo-catalogue">
      <h1 id="screen-title" className="h3 mb-2">
        {title}
      </h1>
      <p className="text-muted mb-4">{intro}</p>
      {children}
    </section>
  );
}

interface ExampleProps {
  title: string;
  /** The component and the file it comes from, e.g. "LoadingButton — src/components/loading-button.tsx". */
  source: string;
  children: ReactNode;
  className?: string;
}

/** One example: a titled card whose caption names the component and its file, so a developer can find it. */
export function Example({ title, source, children, className }: ExampleProps) {
  const id = `example-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card as="section" aria-labelledby={id} className={className ?? 'mb-4'}>
      <Card.Body>
        <h2 id={id} className="h5 mb-1">
          {title}
        </h2>
        <p className="small text-muted mb-3">
          <code>{source}</code>
        </p>
        {children}
      </Card.Body>
    </Card>
  );
}
