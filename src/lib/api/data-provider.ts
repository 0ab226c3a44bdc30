import { currentSession } from '../session/session-store';
import { IDEMPOTENCY_HEADER, postApi } from './api-client';
import { ApiError } from './api-error';

/** traCheck of a write (backend contract): 1 create, 2 modify, 3 delete or cancel. */
export type TraCheck = 1 | 2 | 3;

export interface SaveAnswer {
  recordId?: string | number;
  result: string;
}

function usr() {
  const session = currentSession();
  if (!session) throw new ApiError(401, 'Your Login Session is over please login again');
  return session.usr;
}

/**
 * The one place that knows the backend's call convention (backend-contract.md): reads send the
 * `usr` object as the body; writes send `{<entity>, traCheck, usr}` and answer `{recordId?, result}`
 * where any `result` but "OK" is the server's refusal, shown to the user as it is.
 */
export const dataProvider = {
  list<T>(endpoint: string): Promise<T[]> {
    return postApi<T[] | null>(endpoint, usr()).then((rows) => rows ?? []);
  },
  /** A read whose whole body is the user (the contract's `UserInfo` body: requirements, lists of today). */
  read<T>(endpoint: string): Promise<T> {
    return postApi<T>(endpoint, usr());
  },
  /** A report computed by the server: `{...parameters, usr}`. */
  report<T>(endpoint: string, parameters: Readonly<Record<string, unknown>>): Promise<T> {
    return postApi<T>(endpoint, { ...parameters, usr: usr() });
  },
  /** One record: `{recordId, usr}`; null when the server has none. */
  get<T>(endpoint: string, recordId: string): Promise<T | null> {
    return postApi<T | null>(endpoint, { recordId, usr: usr() });
  },
  /** A business action on one record (approve, print...): `{recordId, usr}`, answered like a save. */
  async action(endpoint: string, recordId: string): Promise<SaveAnswer & Record<string, unknown>> {
    const answer = await postApi<(SaveAnswer & Record<string, unknown>) | null>(endpoint, { recordId, usr: usr() });
    if (!answer || answer.result !== 'OK') throw new ApiError(422, answer?.result || 'The server did not do it.');
    return answer;
  },
  /** `idempotencyKey`: the same for every attempt of one save, so a retry after no answer saves once. */
  async save(
    endpoint: string,
    entity: string,
    record: unknown,
    traCheck: TraCheck,
    idempotencyKey?: string,
  ): Promise<SaveAnswer> {
    return dataProvider.write(endpoint, { [entity]: record, traCheck }, idempotencyKey);
  },
  /**
   * A write whose body is not `{<entity>, traCheck}` (a voucher's `{header, lines, tracheck}`), answered
   * `{recordId?, result}`.
   */
  async write(
    endpoint: string,
    body: Readonly<Record<string, unknown>>,
    idempotencyKey?: string,
  ): Promise<SaveAnswer & Record<string, unknown>> {
    const headers = idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined;
    const answer = await postApi<(SaveAnswer & Record<string, unknown>) | null>(
      endpoint,
      { ...body, usr: usr() },
      headers,
    );
    if (!answer || answer.result !== 'OK') throw new ApiError(422, answer?.result || 'The server did not save it.');
    return answer;
  },
};
