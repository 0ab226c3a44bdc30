import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../lib/api/data-provider';
import { formatDate } from '../../lib/format/date-format';

/**
 * The reads every trade document's client repeats: its lists, one document, its requirements. Every query key starts
 * with the document's resource (`[resource, part, …]`) so one invalidation of `[resource]` refreshes them all.
 */

/** A period as the server reads it: both dates as the customer's client sends them (dd-MMM-yyyy). */
export const periodBody = (from: string, to: string) => ({ frmDate: formatDate(from), toDate: formatDate(to) });

/** A report of rows; the server answers null for none. */
const reportRows = <Row>(endpoint: string, parameters: Readonly<Record<string, unknown>>) =>
  dataProvider.report<Row[] | null>(endpoint, parameters).then((rows) => rows ?? []);

/** The documents of a period (`[resource, 'list', from, to]` unless `part` names another list). */
export function usePeriodDocuments<Row>(
  resource: string,
  endpoint: string,
  from: string,
  to: string,
  { part = 'list', enabled = true }: { part?: string; enabled?: boolean } = {},
) {
  return useQuery({
    enabled,
    queryKey: [resource, part, from, to],
    queryFn: () => reportRows<Row>(endpoint, periodBody(from, to)),
  });
}

/** The documents of one day (`[resource, 'list', day]`), the day alone on the wire. */
export function useDayDocuments<Row>(resource: string, endpoint: string, day: string) {
  return useQuery({
    queryKey: [resource, 'list', day],
    queryFn: () => reportRows<Row>(endpoint, { frmDate: formatDate(day) }),
  });
}

/** Rows with no period of their own, such as an approval queue (`[resource, part]`). */
export function useDocumentRows<Row>(
  resource: string,
  part: string,
  endpoint: string,
  parameters: Readonly<Record<string, unknown>> = {},
) {
  return useQuery({
    queryKey: [resource, part],
    queryFn: () => reportRows<Row>(endpoint, parameters),
  });
}

/** The query of one document (`[resource, 'one', recordId]`), for a single read or one of several. */
export const documentQuery = <Answer>(resource: string, endpoint: string, recordId: string, part = 'one') => ({
  queryKey: [resource, part, recordId],
  queryFn: () => dataProvider.get<Answer>(endpoint, recordId),
});

/** One document, or null when the server has none; nothing is read until there is a record id unless `enabled` says. */
export function useOneDocument<Answer>(
  resource: string,
  endpoint: string,
  recordId: string,
  { part = 'one', enabled = recordId !== '' }: { part?: string; enabled?: boolean } = {},
) {
  return useQuery({ enabled, ...documentQuery<Answer>(resource, endpoint, recordId, part) });
}

/**
 * What a document's form draws on (`[resource, 'requirements']`): the contract sends the user alone as the body, or,
 * where `asReport`, a report body with no parameters.
 */
export function useDocumentRequirements<Requirements>(resource: string, endpoint: string, asReport = false) {
  return useQuery({
    queryKey: [resource, 'requirements'],
    queryFn: () =>
      asReport ? dataProvider.report<Requirements>(endpoint, {}) : dataProvider.read<Requirements>(endpoint),
  });
}
