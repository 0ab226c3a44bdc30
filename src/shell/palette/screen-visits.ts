import type { SessionRecord } from '../../lib/session/session-types';
import { splitLayoutPrefix } from '../../lib/ui/layouts';
import { rememberRecent } from './recents';
import { screenEntry, screensFor } from './screen-source';

/** A page of the user's menu was opened: it becomes their most recent screen (other pages are not screens). */
export function recordVisit(session: SessionRecord, pathname: string): void {
  const route = splitLayoutPrefix(pathname).rest;
  const screen = screensFor(session).find((candidate) => candidate.route === route);
  if (screen) rememberRecent(session.usr, screenEntry(screen));
}
