import type { CountedListWords, ListPeriod } from '../../../kits/trade-documents/document-list-types';
import { countCaption } from '../../../kits/trade-documents/document-period-list';
import { PeriodDocuments } from '../../../kits/trade-documents/period-documents';
import { useConfirmedRowWork } from '../../../kits/trade-documents/use-confirmed-row-work';
import { CANCELLED } from '../domain/approval-status';
import { useQuotationList, useSaveQuotation } from './quotation-api';
import { QuotationTable } from './quotation-table';
import type { QuotationHeader, QuotationSaveBody } from './quotation-types';

/** The save that cancels a quotation (3): the server deletes it, the list keeps it marked cancelled. */
const cancellation = (row: QuotationHeader): { body: QuotationSaveBody } => ({
  body: {
    header: {
      recordId: row.recordId,
      dat: row.dat,
      validity: null,
      refQuotationId: null,
      reference: '',
      vendorid: row.vendorid,
      discount: 0,
      others: 0,
    },
    lines: [],
    terms: [],
    taxes: [],
    imgs: [],
    traCheck: 3,
  },
});

interface Props extends ListPeriod {
  onNew: () => void;
}

const WORDS: CountedListWords = {
  title: 'Purchase quotations',
  idPrefix: 'quotations',
  loadingLabel: 'Loading purchase quotations…',
  emptyText: 'There are no purchase quotations in this period.',
  counted: ['quotation', 'quotations'],
};

/** The quotations of a period (kept in the URL); cancel (3) keeps one marked cancelled (the server deletes it). */
export function QuotationList({ onNew, ...period }: Props) {
  const cancel = useConfirmedRowWork(useSaveQuotation(), cancellation, {
    verb: 'Cancel',
    noun: 'purchase quotation',
    effect: 'It stays in the list, marked cancelled.',
    confirmLabel: 'Cancel quotation',
  });
  return (
    <PeriodDocuments
      words={WORDS}
      period={period}
      create={{ label: 'New quotation', onNew }}
      query={useQuotationList(period.from, period.to)}
    >
      {(rows) => (
        <>
          <QuotationTable
            rows={rows}
            caption={countCaption(rows.length, ...WORDS.counted)}
            actions={(row) => row.pos !== CANCELLED && cancel.button(row)}
          />
          {cancel.dialog}
        </>
      )}
    </PeriodDocuments>
  );
}
