import { useCurrentScreen } from '../engine/current-screen';

/** The honest page for a route whose screen a later issue builds. */
export function NotBuiltScreen() {
  const screen = useCurrentScreen();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {screen?.title ?? 'Screen'}
      </h1>
      <p>This screen is not built yet.</p>
    </section>
  );
}
