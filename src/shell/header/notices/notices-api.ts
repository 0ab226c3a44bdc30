import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { postApi } from '../../../lib/api/api-client';
import { dataProvider } from '../../../lib/api/data-provider';
import { NOTICE_ENDPOINTS, NOTICE_READ_ENTITY, type Notice, type NoticeList } from '../../../lib/notices/notice-types';
import { hasQueuedWork } from '../../../lib/offline/outbox-badge';
import { outboxSnapshot } from '../../../lib/offline/outbox';
import { useSession } from '../../../lib/session/session-store';
import type { SessionRecord } from '../../../lib/session/session-types';
import { noticeReading } from '../../../lib/notices/notice-reading';
import { outboxNotices } from './outbox-notices';

/** The list is read again this often while the app is open (and whenever the bell opens, and after a save). */
export const NOTICE_REFRESH_MS = 3 * 60_000;

const keyOf = (session: SessionRecord | null) => ['notices', session?.usr.cCode, session?.usr.uCode] as const;

/**
 * The server's notices and the outbox's refused operations, newest first. A background read: no answer shows no
 * toast (the bell keeps what it had), so the convention's read is sent through postApi quietly.
 */
async function readNotices(session: SessionRecord): Promise<Notice[]> {
  const answer = await postApi<NoticeList | null>(NOTICE_ENDPOINTS.list, session.usr, undefined, {
    quietNetworkErrors: true,
  });
  const clientRead = new Set(answer?.clientKeysRead ?? []);
  const failed = hasQueuedWork() ? (await outboxSnapshot()).failed : [];
  return [...(answer?.notifications ?? []), ...outboxNotices(failed, session, clientRead)].sort((a, b) =>
    b.at.localeCompare(a.at),
  );
}

/** Re-reads the list whenever a save succeeds anywhere in the app (what was waiting may have been dealt with). */
function useReadAfterSaves(client: QueryClient, key: readonly unknown[]) {
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void client.invalidateQueries({ queryKey: key });
      }),
    [client, key],
  );
}

/**
 * Whether the first read may go: a moment after the header appears (it reads every module's data, and on a fresh
 * device the demo backend seeds it in the page's own thread: it must not hold up the first screen's own data), or at
 * once when `now` is called (the bell opened).
 */
function useFirstReadDue(): [due: boolean, now: () => void] {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const delay = noticeReading.firstReadDelayMs;
    if (delay === null) return;
    const timer = setTimeout(() => setDue(true), delay);
    return () => clearTimeout(timer);
  }, []);
  return [due, useCallback(() => setDue(true), [])];
}

/** The signed-in user's notifications, how many are unread, marking read, and reading again now. */
export function useNotices() {
  const session = useSession();
  const client = useQueryClient();
  const key = useMemo(() => keyOf(session), [session]);
  const [due, readNow] = useFirstReadDue();
  const query = useQuery({
    queryKey: key,
    queryFn: () => readNotices(session!),
    enabled: session !== null && due,
    staleTime: 0,
    refetchInterval: NOTICE_REFRESH_MS,
  });
  useReadAfterSaves(client, key);
  const notices = useMemo(() => query.data ?? [], [query.data]);
  const markRead = useCallback(
    async (keys: readonly string[]) => {
      if (keys.length === 0) return;
      // Shown read at once; the next read brings the server's marks (or takes the mark back when it failed).
      client.setQueryData<Notice[]>(key, (old) =>
        old?.map((notice) => (keys.includes(notice.key) ? { ...notice, read: true } : notice)),
      );
      // Not a useMutation: marking read changes nothing the screens read, so the app keeps what it has read.
      try {
        await dataProvider.save(NOTICE_ENDPOINTS.markRead, NOTICE_READ_ENTITY, { keys }, 2);
      } finally {
        await client.invalidateQueries({ queryKey: key });
      }
    },
    [client, key],
  );
  const refresh = useCallback(() => {
    readNow();
    void client.invalidateQueries({ queryKey: key });
  }, [client, key, readNow]);
  const unread = notices.filter((notice) => !notice.read).length;
  const state = query.data !== undefined ? 'read' : query.isError ? 'failed' : 'reading';
  return { notices, unread, state, markRead, refresh } as const;
}
