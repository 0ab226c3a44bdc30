import { currentSession } from '../../lib/session/session-store';
import type { SessionRecord } from '../../lib/session/session-types';
import { menuFor } from '../../menus/menu-for';
import type { PaletteEntry, PaletteSource } from './palette-types';
import { readRecents } from './recents';
import { screenId, screenIndex, type ScreenTarget } from './screen-index';
import { rankScreens, TIER } from './screen-rank';

export const SCREENS_GROUP = 'Screens';

let cached: { session: SessionRecord; screens: ScreenTarget[] } | null = null;

/** The screens of the user's own menu (edition, role and rights applied by menuFor), built once per session. */
export function screensFor(session: SessionRecord): ScreenTarget[] {
  if (cached?.session !== session) cached = { session, screens: screenIndex(menuFor(session)) };
  return cached.screens;
}

export function screenEntry(screen: ScreenTarget, showOtherName = false): PaletteEntry {
  const detail = [screen.trail, showOtherName ? screen.otherName : undefined].filter(Boolean).join(' · ');
  return {
    id: screenId(screen),
    group: SCREENS_GROUP,
    title: screen.label,
    ...(detail ? { detail } : {}),
    to: screen.route,
  };
}

/** The user's recent screens and records, most recent first: a screen no longer in their menu is left out. */
export function recentEntries(session: SessionRecord): PaletteEntry[] {
  const screens = new Map(screensFor(session).map((screen) => [screenId(screen), screen]));
  return readRecents(session.usr).flatMap((entry) => {
    if (!entry.id.startsWith('screen:')) return [entry];
    const screen = screens.get(entry.id);
    return screen ? [screenEntry(screen)] : [];
  });
}

/** The routes of the user's recent screens, most recent first (the ranking's tie-break). */
function recentRoutes(session: SessionRecord): string[] {
  return readRecents(session.usr)
    .filter((entry) => entry.id.startsWith('screen:'))
    .map((entry) => entry.to);
}

/** Finds the screens of the signed-in user's menu, never one they may not open. */
export const screenSource: PaletteSource = {
  group: SCREENS_GROUP,
  search(text) {
    const session = currentSession();
    if (!session || text.trim() === '') return [];
    return rankScreens(screensFor(session), text, recentRoutes(session)).map(({ screen, tier }) =>
      screenEntry(screen, tier === TIER.otherName || tier === TIER.otherWords),
    );
  },
};
