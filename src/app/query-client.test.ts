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
