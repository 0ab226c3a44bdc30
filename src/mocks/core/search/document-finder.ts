import { formatDate } from '../../../lib/format/date-format';
import { formatAmount } from '../../../lib/format/number-format';
import type { RecordKind } from '../../../lib/record-search/record-search-wire';
import { detailOf, found, type RecordFinder } from './record-finder';
import { searchIndex } from './search-index';

/** A numbered document as the search shows it. */
export interface DocumentRow {
  recordId: string;
  seq: string;
  /** yyyy-MM-dd. */
  dat: string;
  /** The supplier's or customer's name. */
  party: string;
  /** 0 when the list does not carry it. */
  total: number;
  /** '' when it is simply in force. */
  status: string;
}

const newestFirst = (a: DocumentRow, b: DocumentRow) =>
  b.dat.localeCompare(a.dat) || b.seq.localeCompare(a.seq, 'en', { numeric: true });

/**
 * The finder of a kind of numbered document (orders, quotations): by number or party, the newest first; `label`
 * names the kind in the detail line.
 */
export function documentFinder(
  kind: RecordKind,
  label: string,
  read: (companyCode: number) => Promise<DocumentRow[]>,
): RecordFinder {
  const index = searchIndex(`documents:${kind}`, async (companyCode) =>
    (await read(companyCode))
      .filter((row) => row.seq !== '')
      .sort(newestFirst)
      .map((row) => ({ number: row.seq, name: row.party, value: row })),
  );
  return {
    kind,
    async find({ companyCode, query, limit }) {
      return (await index.find(companyCode, query, limit)).map(({ value, exact }) =>
        found(kind, {
          recordId: value.recordId,
          number: value.seq,
          name: value.party,
          detail: detailOf(
            label,
            formatDate(value.dat),
            value.total > 0 && `₹${formatAmount(value.total)}`,
            value.status,
          ),
          date: value.dat,
          exact,
        }),
      );
    },
    warm: (companyCode) => index.entries(companyCode),
  };
}
