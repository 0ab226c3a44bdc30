import { deleteDB } from 'idb';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api/api-error';
import { sessionRecordFixture } from '../session/session-record.fixture';
import { useSessionStore } from '../session/session-store';
import { closeKeptReads, KEPT_READS_DB_NAME, keptRead } from './kept-reads';

const noNetwork = () => Promise.reject(new ApiError(101, NETWORK_ERROR_MESSAGE));

describe('reads kept for a terminal with no network', () => {
  beforeEach(() => useSessionStore.getState().signIn(sessionRecordFixture()));
  afterEach(async () => {
    useSessionStore.getState().signOut();
    await closeKeptReads();
    await deleteDB(KEPT_READS_DB_NAME);
  });

  it('answers the last answer when no answer comes, and the new one when it does', async () => {
    await expect(keptRead('menu', noNetwork)).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    expect(await keptRead('menu', () => Promise.resolve({ items: ['Dal tadka'] }))).toEqual({ items: ['Dal tadka'] });
    expect(await keptRead('menu', noNetwork)).toEqual({ items: ['Dal tadka'] });
    expect(await keptRead('menu', () => Promise.reject(new ApiError(502, 'Bad gateway')))).toEqual({
      items: ['Dal tadka'],
    });
    expect(await keptRead('menu', () => Promise.resolve({ items: ['Filter coffee'] }))).toEqual({
      items: ['Filter coffee'],
    });
    expect(await keptRead('menu', noNetwork)).toEqual({ items: ['Filter coffee'] });
  });

  it('never covers up the server’s own refusal, nor another user’s copy', async () => {
    await keptRead('tables', () => Promise.resolve(['T1']));
    await expect(keptRead('tables', () => Promise.reject(new ApiError(403, 'Not allowed')))).rejects.toThrow(
      'Not allowed',
    );
    const other = sessionRecordFixture();
    useSessionStore.getState().signIn({ ...other, usr: { ...other.usr, uCode: 'bob' } });
    await expect(keptRead('tables', noNetwork)).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });
});
