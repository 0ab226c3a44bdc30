import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import { ApiError, NETWORK_ERROR_MESSAGE, SESSION_OVER_MESSAGE, toApiError } from './api-error';

function responseOf(status: number, data: unknown): AxiosResponse {
  return { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
}

function axiosFailure(status: number | null, data: unknown = undefined): AxiosError {
  const config = { headers: new AxiosHeaders() };
  if (status === null) return new AxiosError('Network Error', 'ERR_NETWORK', config, {});
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    responseOf(status, data),
  );
}

describe('message constants', () => {
  it('match the customer client texts', () => {
    expect(NETWORK_ERROR_MESSAGE).toBe('Network Error please check your connection');
    expect(SESSION_OVER_MESSAGE).toBe('Your Login Session is over please login again');
  });
});

describe('toApiError', () => {
  it('maps a failure without any answer to the network error (101)', () => {
    const error = toApiError(axiosFailure(null));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(101);
    expect(error.message).toBe('Network Error please check your connection');
    expect(error.isNetwork).toBe(true);
    expect(error.isSessionOver).toBe(false);
  });

  it('maps a timeout (no answer) to the network error', () => {
    const error = toApiError(
      new AxiosError('timeout of 60000ms exceeded', 'ECONNABORTED', { headers: new AxiosHeaders() }, {}),
    );
    expect(error.status).toBe(101);
    expect(error.message).toBe('Network Error please check your connection');
  });

  it('maps the client’s timeout signal (an abort for want of an answer) to the network error, not to a cancel', () => {
    const controller = new AbortController();
    controller.abort(new DOMException('signal timed out', 'TimeoutError'));
    const error = toApiError(new CanceledError(undefined, { headers: new AxiosHeaders(), signal: controller.signal }));
    expect(error.status).toBe(101);
    expect(error.message).toBe('Network Error please check your connection');
  });

  it('maps an answer with status 101 to the network error', () => {
    const error = toApiError(axiosFailure(101, { message: 'ignored' }));
    expect(error.status).toBe(101);
    expect(error.message).toBe('Network Error please check your connection');
  });

  it('maps 401 to the session-over message whatever the body says', () => {
    const error = toApiError(axiosFailure(401, { message: 'Token expired' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Your Login Session is over please login again');
    expect(error.isSessionOver).toBe(true);
    expect(error.isNetwork).toBe(false);
  });

  it('takes the message of a JSON body', () => {
    const error = toApiError(axiosFailure(500, { message: 'Voucher is locked' }));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Voucher is locked');
    expect(error.fieldErrors).toBeUndefined();
  });

  it('takes the result of a JSON body', () => {
    const error = toApiError(axiosFailure(500, { result: 'Duplicate code' }));
    expect(error.message).toBe('Duplicate code');
  });

  it('prefers message over result', () => {
    expect(toApiError(axiosFailure(500, { result: 'second', message: 'first' })).message).toBe('first');
  });

  it('skips blank message fields', () => {
    expect(toApiError(axiosFailure(500, { message: '   ', result: 'Real reason' })).message).toBe('Real reason');
  });

  it('takes a plain string body as the message', () => {
    const error = toApiError(axiosFailure(500, 'Stock is not enough'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Stock is not enough');
  });

  it('does not show an HTML body', () => {
    const error = toApiError(axiosFailure(500, '  <!DOCTYPE html><html><body>Server Error</body></html>'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('The server could not complete the request (500).');
  });

  it.each([
    ['an empty string', ''],
    ['a blank string', '   '],
    ['no body', undefined],
    ['null', null],
    ['an empty object', {}],
  ])('falls back to a generic text for %s', (_label, data) => {
    const error = toApiError(axiosFailure(500, data));
    expect(error.status).toBe(500);
    expect(error.message).toBe('The server could not complete the request (500).');
  });

  it('uses the not-authorised text for a 403 without a message', () => {
    const error = toApiError(axiosFailure(403, ''));
    expect(error.status).toBe(403);
    expect(error.message).toBe('You are not authorised for this transaction');
  });

  it('keeps the server text of a 403 that has one', () => {
    expect(toApiError(axiosFailure(403, { message: 'Branch closed' })).message).toBe('Branch closed');
  });

  it("keeps the backend's own 404 as a refusal in its words", () => {
    const error = toApiError(axiosFailure(404, { message: 'There is no invoice 7.' }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('There is no invoice 7.');
  });

  it.each([
    ['an empty 404 (the static host that serves the app)', 404, undefined],
    ['an empty-string 404', 404, ''],
    ['an HTML 404 page', 404, '<!doctype html><title>Not found</title>'],
    ["a captive portal's HTML 403", 403, '\n<html><body>Sign in to the Wi-Fi</body></html>'],
  ])('takes %s as no answer at all (101), never as a refusal', (_label, status, data) => {
    const error = toApiError(axiosFailure(status, data));
    expect(error.status).toBe(101);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('still says "not known" for a 404 whose body is the server\'s but has no message', () => {
    const error = toApiError(axiosFailure(404, {}));
    expect(error.status).toBe(404);
    expect(error.message).toContain('404');
  });

  it('reads ASP.NET validation errors into field errors', () => {
    const error = toApiError(
      axiosFailure(400, {
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: { Name: ['Required'], Code: ['Too long', 'Not unique'] },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('One or more validation errors occurred.');
    expect(error.fieldErrors).toEqual({ Name: 'Required', Code: 'Too long' });
  });

  it('ignores validation entries without a text', () => {
    const error = toApiError(axiosFailure(400, { errors: { Name: [], Code: [42] } }));
    expect(error.fieldErrors).toBeUndefined();
  });

  it('passes an ApiError through unchanged', () => {
    const original = new ApiError(422, 'Refused', { Name: 'Bad' });
    expect(toApiError(original)).toBe(original);
  });

  it('keeps the message of a plain Error with status 0', () => {
    const error = toApiError(new Error('boom'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('boom');
    expect(error.isNetwork).toBe(false);
    expect(error.isSessionOver).toBe(false);
  });

  it('gives a generic text for something that is not an Error', () => {
    const error = toApiError('weird');
    expect(error.status).toBe(0);
    expect(error.message).not.toBe('');
  });
});

describe('toApiError for a cancelled request', () => {
  it('is not reported as a network failure', () => {
    const error = toApiError(new CanceledError());
    expect(error.status).toBe(499);
    expect(error.isNetwork).toBe(false);
  });
});
