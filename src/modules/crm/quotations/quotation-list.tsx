import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import type { CountedListWords, ListPeriod } from '../../../kits/trade-documents/document-list-types';
import { countCaption } from '../../../kits/trade-documents/document-period-list';
import { PeriodDocuments } from '../../../kits/trade-documents/period-documents';
import { useConfirmedRowWork } from '../../../kits/trade-documents/use-confirmed-row-work';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showMessage } from '../../../lib/messages/messages';
import { QUOTATION_PENDING } from '../domain/quotation-rules';
import { useCrmQuotationList, usePrintCrmQuotation, useSaveCrmQuotation } from './quotation-api';
import { QuotationMailDialog } from './quotation-mail-dialog';
import { CrmQuotationTable } from './quotation-table';
import type { CrmQuotationHeader, QuotationSaveBody } from './quotation-types';

/** The save that deletes a quotation (3): its header as it stands, no lines. */
const deletion = (row: CrmQuotationHeader): { body: QuotationSaveBody } => ({
  body: {
    header: {
      recordId: row.recordId,
      dat: row.dat,
      partyId: row.partyId,
      partyName: row.partyName,
      enquiryno: row.enquiryno,
      telecallingno: row.telecallingno,
      quotationstatus: row.quotationstatus,
      refEmployee: row.refEmployee,
      validity: row.validity,
      others: row.others,
    },
    lines: [],
    terms: [],
    taxes: [],
    traCheck: 3,
  },
});

interface Props extends ListPeriod {
  onNew: () => void;
  onEdit: (recordId: number) => void;
  onPrint: (recordId: number) => void;
}

const WORDS: CountedListWords = {
  title: 'Sale quotations',
  idPrefix: 'crm-quotations',
  loadingLabel: 'Loading sale quotations…',
  emptyText: 'There are no sale quotations in this period.',
  counted: ['quotation', 'quotations'],
};

/** The quotations of a period: edit or delete while pending and not ordered; print (7) and mail (9). */
export function QuotationList({ onNew, onEdit, onPrint, ...period }: Props) {
  const allowed = useScreenPermission();
  const print = usePrintCrmQuotation();
  const remove = useConfirmedRowWork(useSaveCrmQuotation(), deletion, {
    verb: 'Delete',
    noun: 'sale quotation',
    effect: 'It cannot be brought back.',
    confirmLabel: 'Delete quotation',
  });
  const [mailing, setMailing] = useState<CrmQuotationHeader | null>(null);
  const failed = (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message);
  const open = (row: CrmQuotationHeader) => row.pos === QUOTATION_PENDING && !row.ordered;
  return (
    <PeriodDocuments
      words={WORDS}
      period={period}
      create={{ label: 'New quotation', onNew }}
      query={useCrmQuotationList(period.from, period.to)}
    >
      {(rows) => (
        <>
          <CrmQuotationTable
            rows={rows}
            caption={countCaption(rows.length, ...WORDS.counted)}
            onOpen={allowed('modify') ? (row) => onEdit(row.recordId) : undefined}
            actions={(row) => (
              <div className="d-flex flex-wrap gap-1">
                {open(row) && allowed('modify') && (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    aria-label={`Edit ${row.seq}`}
                    onClick={() => onEdit(row.recordId)}
                  >
                    Edit
                  </Button>
                )}
                {allowed('print') && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    aria-label={`Print ${row.seq}`}
                    disabled={print.isPending}
                    onClick={() =>
                      print.mutate(row.recordId, { onSuccess: () => onPrint(row.recordId), onError: failed })
                    }
                  >
                    Print
                  </Button>
                )}
                {allowed('mail') && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    aria-label={`Mail ${row.seq}`}
                    onClick={() => setMailing(row)}
                  >
                    Mail
                  </Button>
                )}
                {open(row) && remove.button(row)}
              </div>
            )}
          />
          {remove.dialog}
          {mailing && <QuotationMailDialog quotation={mailing} onClose={() => setMailing(null)} />}
        </>
      )}
    </PeriodDocuments>
  );
}
