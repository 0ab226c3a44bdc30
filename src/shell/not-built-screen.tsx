import { useCurrentScreen } from '../engine/current-screen';

/**
 * The honest page for a route the menus name but whose screen is not built yet (rather than a blank page or an error).
 */
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
