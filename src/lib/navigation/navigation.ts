/**
 * Lets code below the router (the API client's 401 handling) navigate without importing app/.
 * The app registers the router's navigate function at start-up.
 */
type Navigate = (to: string) => Promise<void> | void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export async function navigateTo(to: string): Promise<void> {
  if (navigator) await navigator(to);
  else window.location.hash = `#${to}`;
}
