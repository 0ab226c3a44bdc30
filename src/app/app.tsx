import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { lazyPart } from '../components/lazy-part';
import { useMessageDialogs, useToastRequests } from '../lib/messages/messages';
import { registerNavigator } from '../lib/navigation/navigation';
import { useAppShell } from '../lib/offline/app-shell-store';
import { useSessionStore } from '../lib/session/session-store';
import { SESSION_KEY } from '../lib/session/session-storage';
import { installTextLengthDefaults } from '../lib/ui/text-length-defaults';
import { useUiStore } from '../lib/ui/ui-store';
import { createAppRouter } from './router';

// Messages are rare: the toast and modal code load after the first screen, or with the first message if sooner.
const Toasts = lazyPart(() => import('../components/toasts').then((m) => m.Toasts));
const MessageDialogs = lazyPart(() => import('../components/message-dialogs').then((m) => m.MessageDialogs));
const NewVersionOffer = lazyPart(() => import('../components/new-version-offer').then((m) => m.NewVersionOffer));
/** After the first screen: by then a terminal may go offline before the app shell has cached them. */
const WARM_AFTER_MS = 2000;

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
    const timer = setTimeout(
      () => [Toasts, MessageDialogs, NewVersionOffer].forEach((part) => part.warm()),
      WARM_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    // Signing in or out in another tab is seen here too.
    const onStorage = (event: StorageEvent) => event.key === SESSION_KEY && useSessionStore.getState().reload();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <>
      <RouterProvider router={router} />
      {wantsToasts && <Toasts.Part />}
      {hasDialog && <MessageDialogs.Part />}
      {newVersion && <NewVersionOffer.Part />}
    </>
  );
}
