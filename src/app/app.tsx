import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useMessageDialogs, useToastRequests } from '../lib/messages/messages';
import { registerNavigator } from '../lib/navigation/navigation';
import { useAppShell } from '../lib/offline/app-shell-store';
import { useSessionStore } from '../lib/session/session-store';
import { SESSION_KEY } from '../lib/session/session-storage';
import { installTextLengthDefaults } from '../lib/ui/text-length-defaults';
import { useUiStore } from '../lib/ui/ui-store';
import { createAppRouter } from './router';

// Messages are rare: the toast and modal code load with the first one.
const Toasts = lazy(() => import('../components/toasts').then((m) => ({ default: m.Toasts })));
const MessageDialogs = lazy(() => import('../components/message-dialogs').then((m) => ({ default: m.MessageDialogs })));
const NewVersionOffer = lazy(() => import('../components/new-version-offer').then((m) => ({ default: m.NewVersionOffer })));

type AppRouter = ReturnType<typeof createAppRouter>;

interface Props {
  router?: AppRouter;
}

/** Router and app-wide messages. Tests pass their own router (memory history). */
export function App({ router: givenRouter }: Props) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  const rtl = useUiStore((state) => state.rtl);
  const hasDialog = useMessageDialogs((state) => state.queue.length > 0);
  const wantsToasts = useToastRequests((state) => state.wanted);
  const newVersion = useAppShell((state) => state.update !== null);

  useEffect(() => {
    registerNavigator((to) => router.navigate(to));
    return () => registerNavigator(null);
  }, [router]);
  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  }, [rtl]);
  useEffect(() => installTextLengthDefaults(), []);
  useEffect(() => {
    // Signing in or out in another tab is seen here too.
    const onStorage = (event: StorageEvent) => event.key === SESSION_KEY && useSessionStore.getState().reload();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <>
      <RouterProvider router={router} />
      {wantsToasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      {hasDialog && (
        <Suspense fallback={null}>
          <MessageDialogs />
        </Suspense>
      )}
      {newVersion && (
        <Suspense fallback={null}>
          <NewVersionOffer />
        </Suspense>
      )}
    </>
  );
}
