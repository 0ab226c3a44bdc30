import { sessionRecordFixture } from '../../lib/session/session-record.fixture';
import type { PaletteEntry } from './palette-types';
import { readRecents, RECENT_LIMIT, recentsKey, rememberRecent } from './recents';
import { recentEntries, screensFor } from './screen-source';

const entry = (n: number): PaletteEntry => ({
  id: `bill:${n}`,
  group: 'Bills',
  title: `Bill ${n}`,
  to: `/pos/b?r=${n}`,
});
const alice = { cCode: 1001, uCode: 'ALICE' };

describe('recents', () => {
  it('keeps the most recent first, once each, at most eight', () => {
    for (let n = 1; n <= 10; n++) rememberRecent(alice, entry(n));
    rememberRecent(alice, entry(7));
    const ids = readRecents(alice).map((item) => item.id);
    expect(ids).toHaveLength(RECENT_LIMIT);
    expect(ids.slice(0, 3)).toEqual(['bill:7', 'bill:10', 'bill:9']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps one list per company and user, whatever the letter case of the user', () => {
    rememberRecent(alice, entry(1));
    expect(readRecents({ cCode: 1001, uCode: 'alice' }).map((item) => item.id)).toEqual(['bill:1']);
    expect(readRecents({ cCode: 1002, uCode: 'ALICE' })).toEqual([]);
    expect(readRecents({ cCode: 1001, uCode: 'BOB' })).toEqual([]);
  });

  it('reads a spoilt list as empty, and drops entries of the wrong shape', () => {
    localStorage.setItem(recentsKey(alice), '{not json');
    expect(readRecents(alice)).toEqual([]);
    localStorage.setItem(recentsKey(alice), JSON.stringify([{ id: 1 }, entry(2), 'x']));
    expect(readRecents(alice)).toEqual([entry(2)]);
  });

  it('leaves out a remembered screen the user may no longer open, keeps records', () => {
    const session = sessionRecordFixture();
    const usersScreen = screensFor(session).find((screen) => screen.route === '/admin/userdet')!;
    expect(usersScreen).toBeDefined();
    rememberRecent(session.usr, entry(1));
    rememberRecent(session.usr, {
      id: `screen:${usersScreen.route}#${usersScreen.label}`,
      group: 'Screens',
      title: 'Users',
      to: usersScreen.route,
    });
    expect(recentEntries(session).map((item) => item.title)).toEqual(['Users', 'Bill 1']);
    const staff: typeof session = { ...session, usr: { ...session.usr, rCode: 'EMPLOYEE' }, roles: [] };
    expect(recentEntries(staff).map((item) => item.title)).toEqual(['Bill 1']);
  });
});
