import { afterEach, describe, expect, it } from 'vitest';
import { resetDemoDb } from '../db/demo-db';
import { CLIENT_KEYS_KEPT, keptReads, markRead, readKeysOf } from './notice-reads';
import { noticeSession } from './notice-test-kit';

afterEach(() => resetDemoDb());

const serverKind = (key: string) => !key.startsWith('outbox.');

describe('the read marks', () => {
  it('keep the new keys and the old ones still standing; a server notice gone is forgotten', () => {
    const standing = new Set(['a:1', 'a:3']);
    expect(keptReads(['a:1', 'a:2'], ['a:3'], standing, serverKind)).toEqual(['a:1', 'a:3']);
  });

  it("keep the client's keys, which the server cannot check, up to the latest hundred", () => {
    const old = Array.from({ length: CLIENT_KEYS_KEPT }, (_, index) => `outbox.not-sent:${index}`);
    const kept = keptReads(old, ['outbox.not-sent:new'], new Set(), serverKind);
    expect(kept).toHaveLength(CLIENT_KEYS_KEPT);
    expect(kept[0]).toBe('outbox.not-sent:1');
    expect(kept.at(-1)).toBe('outbox.not-sent:new');
    expect(keptReads(old.slice(1), ['outbox.not-sent:new'], new Set(), serverKind)).toHaveLength(CLIENT_KEYS_KEPT);
  });

  it('are kept per user of a company', async () => {
    const admin = await noticeSession(1002);
    const staff = await noticeSession(1002, 'staff');
    await markRead(admin, ['a:1'], new Set(['a:1']), serverKind);
    expect([...(await readKeysOf(admin))]).toEqual(['a:1']);
    expect(await readKeysOf(staff)).toEqual(new Set());
    expect(await readKeysOf({ ...admin, companyCode: 1003 })).toEqual(new Set());
  });
});
