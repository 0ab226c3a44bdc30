import { useScreenHandle } from '../engine/use-screen-handle';

/** The honest page for a route whose screen a later issue builds. */
export function NotBuiltScreen() {
  const handle = useScreenHandle();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {handle?.title ?? 'Screen'}
      </h1>
      <p>This screen is not built yet.</p>
    </section>
  );
}
