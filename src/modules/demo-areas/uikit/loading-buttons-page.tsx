import { useEffect, useRef, useState } from 'react';
import { LoadingButton } from '../../../components/loading-button';
import { CataloguePage, Example } from '../catalogue-page';

/** How long the demonstration's pretend work takes. */
export const LOADING_DEMO_MS = 1500;

const DEMOS = [
  { id: 'save', label: 'Save', loadingText: 'Saving…', variant: 'primary' },
  { id: 'post', label: 'Post voucher', loadingText: 'Posting…', variant: 'success' },
  { id: 'print', label: 'Print', loadingText: 'Preparing…', variant: 'outline-secondary' },
  { id: 'delete', label: 'Delete', loadingText: 'Deleting…', variant: 'outline-danger' },
] as const;

/**
 * UI kit: loading buttons — the app's LoadingButton; a click shows its loading state for 1.5 s, and clicks meanwhile do
 * nothing.
 */
export function LoadingButtonsPage() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<Readonly<Record<string, number>>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const start = (id: string) => {
    if (timers.current.has(id)) return;
    setBusy((previous) => new Set(previous).add(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setBusy((previous) => {
          const next = new Set(previous);
          next.delete(id);
          return next;
        });
        setDone((previous) => ({ ...previous, [id]: (previous[id] ?? 0) + 1 }));
      }, LOADING_DEMO_MS),
    );
  };

  return (
    <CataloguePage intro="A button that shows it is working: disabled, busy, with a spinner and its own words, so a double click saves once.">
      <Example title="Click to see the loading state" source="LoadingButton — src/components/loading-button.tsx">
        <div className="d-flex flex-wrap gap-2 mb-3">
          {DEMOS.map((demo) => (
            <LoadingButton
              key={demo.id}
              type="button"
              variant={demo.variant}
              loading={busy.has(demo.id)}
              loadingText={demo.loadingText}
              onClick={() => start(demo.id)}
            >
              {demo.label}
            </LoadingButton>
          ))}
        </div>
        <ul className="small text-muted mb-0" aria-live="polite">
          {DEMOS.filter((demo) => done[demo.id]).map((demo) => (
            <li key={demo.id}>
              {demo.label}: finished {done[demo.id] === 1 ? 'once' : `${done[demo.id]} times`}.
            </li>
          ))}
        </ul>
      </Example>
      <Example title="Always loading" source="LoadingButton loading (default text 'Please wait')">
        <LoadingButton type="button" loading>
          Save
        </LoadingButton>
      </Example>
    </CataloguePage>
  );
}
