import { QueryObserver } from '@tanstack/react-query';
import { ApiError } from '../lib/api/api-error';
import { createQueryClient } from './query-client';

const retry = createQueryClient().getDefaultOptions().queries?.retry;
const retries = (error: Error) => (typeof retry === 'function' ? retry(0, error) : retry);

describe('the query client retries', () => {
  it('no refusal the server answered', () => {
    expect(retries(new ApiError(403, 'You are not authorised for this transaction'))).toBe(false);
    expect(retries(new ApiError(401, 'Your Login Session is over please login again'))).toBe(false);
  });

  it('a call that got no answer, or failed otherwise, up to twice', () => {
    expect(retries(new ApiError(101, 'Network Error please check your connection'))).toBe(true);
    expect(retries(new Error('chunk failed'))).toBe(true);
    expect(typeof retry === 'function' && retry(2, new ApiError(101, 'Network Error'))).toBe(false);
  });
});

describe('after a save', () => {
  it('forgets what the screens not in view read, and marks what the screen in view shows to be read again', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['folio', 'S1'], queryFn: () => ['advance'] });
    let reads = 0;
    const inView = new QueryObserver(client, { queryKey: ['terminal'], queryFn: () => [`T${++reads}`] });
    const stop = inView.subscribe(() => undefined);
    await inView.refetch();

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('settled') })
      .execute(undefined);

    expect(client.getQueryData(['folio', 'S1'])).toBeUndefined();
    expect(client.getQueryData(['terminal'])).toEqual(['T1']);
    expect(client.getQueryState(['terminal'])?.isInvalidated).toBe(true);
    expect(reads).toBe(1);
    stop();
  });

  it('keeps everything when the save is refused', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['folio', 'S1'], queryFn: () => ['advance'] });
    const refused = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new ApiError(400, 'No')) });
    await expect(refused.execute(undefined)).rejects.toThrow('No');
    expect(client.getQueryData(['folio', 'S1'])).toEqual(['advance']);
  });
});
