import { useEffect, useState, type ComponentType } from 'react';

/** How often a part that could not be fetched is tried again, besides when the browser comes back online. */
export const PART_RETRY_MS = 10_000;

export interface LazyPart<P> {
  Part: ComponentType<P>;
  /** Fetches the part ahead of its first use, so it is in memory when the network is not. */
  warm(): void;
}

/**
 * A part of the page fetched with its first use, as React.lazy would, but one that cannot take the page down: a chunk
 * that cannot be fetched (the network dropped before the app shell had it cached) shows nothing, and is tried again
 * when the browser is back online and every few seconds, instead of throwing through the whole tree.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchPart = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Part(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      const attempt = () =>
        void fetchPart().then(
          (component) => live && setComponent(() => component),
          () => undefined,
        );
      attempt();
      const timer = setInterval(attempt, PART_RETRY_MS);
      window.addEventListener('online', attempt);
      return () => {
        live = false;
        clearInterval(timer);
        window.removeEventListener('online', attempt);
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }

  return { Part, warm: () => void fetchPart().catch(() => undefined) };
}
