import { ApiError } from '../api/api-error';
import { backoffMs, classifyAnswer, classifyError, NOT_THE_SERVER } from './outbox-classify';

describe('backoffMs', () => {
  it('starts at 1 s, doubles, and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(backoffMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('classifyAnswer', () => {
  it('takes result OK as sent, with the whole answer', () => {
    expect(classifyAnswer({ result: 'OK', billNo: 7 })).toEqual({ kind: 'sent', answer: { result: 'OK', billNo: 7 } });
  });

  it("takes any other result of the server's JSON as its refusal, in its words", () => {
    expect(classifyAnswer({ result: 'Table closed' })).toEqual({ kind: 'failed', error: 'Table closed' });
    expect(classifyAnswer({ billNo: 7 })).toEqual({
      kind: 'failed',
      error: 'The server did not accept this operation.',
    });
  });

  it("tries again, the backoff growing, an answer that is not the server's JSON", () => {
    for (const answer of ['OK', '', null, undefined, '<!doctype html><title>Wi-Fi login</title>', ['OK']]) {
      expect(classifyAnswer(answer)).toEqual({ kind: 'retry', error: NOT_THE_SERVER, grow: true });
    }
  });
});

describe('classifyError', () => {
  it.each([101, 500, 503, 409, 408, 429, 0])('tries %i again later, the backoff growing', (status) => {
    expect(classifyError(new ApiError(status, 'why'))).toEqual({ kind: 'retry', error: 'why', grow: true });
  });

  it('tries a 401 again without growing the backoff', () => {
    expect(classifyError(new ApiError(401, 'session over'))).toEqual({
      kind: 'retry',
      error: 'session over',
      grow: false,
    });
  });

  it.each([400, 403, 404, 422])('marks %i failed with its text', (status) => {
    expect(classifyError(new ApiError(status, 'refused'))).toEqual({ kind: 'failed', error: 'refused' });
  });
});
