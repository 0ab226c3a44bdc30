import type { ComponentType } from 'react';
import type { CurrentScreen } from '../engine/module-manifest';
import { useSession } from '../lib/session/session-store';
import { canOpenScreen } from '../menus/screen-access';
import { NotPermittedScreen } from '../shell/not-permitted-screen';

/** The route guard of the signed-in area: the screen mounts (and asks for data) only when permitted. */
export function ScreenGate({ screen, Screen }: { screen: CurrentScreen; Screen: ComponentType }) {
  const session = useSession();
  return canOpenScreen(session, screen) ? <Screen /> : <NotPermittedScreen />;
}
