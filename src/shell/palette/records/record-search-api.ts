import { apiClient } from '../../../lib/api/api-client';
import type { SessionRecord } from '../../../lib/session/session-types';
import {
  isFoundRecord,
  RECORD_SEARCH_ENDPOINT,
  type FoundRecord,
  type RecordKind,
  type RecordSearchRequest,
} from '../../../lib/record-search/record-search-wire';

/**
 * Asks the server for the records of `kinds` matching `text` (an empty text only gets it ready). A failure is not
 * toasted: the palette shows what it found from its other sources, and the next keystroke asks again.
 */
export async function searchRecords(
  session: SessionRecord,
  text: string,
  kinds: readonly RecordKind[],
  signal?: AbortSignal,
): Promise<FoundRecord[]> {
  const body: RecordSearchRequest & { usr: SessionRecord['usr'] } = { detail: text, kinds, usr: session.usr };
  const response = await apiClient.post<unknown>(RECORD_SEARCH_ENDPOINT, body, {
    ...(signal ? { signal } : {}),
    quietNetworkErrors: true,
  });
  return Array.isArray(response.data) ? response.data.filter(isFoundRecord) : [];
}
