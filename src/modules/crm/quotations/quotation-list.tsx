import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { countCaption, DocumentPeriodList } from '../../../kits/trade-documents/document-period-list';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { QUOTATION_PENDING } from '../domain/quotation-rules';
import { useCrmQuotationList, usePrintCrmQuotation, useSaveCrmQuotation } from './quotation-api';
import { QuotationMailDialog } from './quotation-mail-dialog';
import { CrmQuotationTable } from './quotation-table';
import type { CrmQuotationHeader } from './quotation-types';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onEdit: (recordId: number) => void;
  onPrint: (recordId: number) => void;
}

/** The quotations of a period: edit or delete while pending and not ordered; print (7) and mail (9). */
export function QuotationList({ from, to, onPeriod, onNew, onEdit, onPrint }: Props) {
  const list = useCrmQuotationList(from, to);
  const allowed = useScreenPermission();
  const remove = useSaveCrmQuotation();
  const print = usePrintCrmQuotation();
  const [deleting, setDeleting] = useState<CrmQuotationHeader | null>(null);
  const [mailing, setMailing] = useState<CrmQuotationHeader | null>(null);
  const failed = (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message);
  const deleteNow = (row: CrmQuotationHeader) => {
    const body = {
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
      traCheck: 3 as const,
    };
    remove.mutate(
      { body },
      {
        onSuccess: () => showDoneToast(`Sale quotation ${row.seq} deleted.`),
        onError: failed,
        onSettled: () => setDeleting(null),
      },
    );
  };
  const open = (row: CrmQuotationHeader) => row.pos === QUOTATION_PENDING && !row.ordered;
  return (
    <DocumentPeriodList
      title="Sale quotations"
      idPrefix="crm-quotations"
      create={{ label: 'New quotation', onNew }}
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel="Loading sale quotations…"
      emptyText="There are no sale quotations in this period."
    >
      {(rows) => (
        <>
          <CrmQuotationTable
            rows={rows}
            caption={countCaption(rows.length, 'quotation', 'quotations')}
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
                {open(row) && allowed('delete') && (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`Delete ${row.seq}`}
                    onClick={() => setDeleting(row)}
                  >
                    Delete
                  </Button>
                )}
              </div>
            )}
          />
          {deleting && (
            <ConfirmDialog
              title="Delete sale quotation"
              text={`Delete sale quotation ${deleting.seq}? It cannot be brought back.`}
              confirmLabel="Delete quotation"
              dismissLabel="Keep it"
              busy={remove.isPending}
              onConfirm={() => deleteNow(deleting)}
              onCancel={() => setDeleting(null)}
            />
          )}
          {mailing && <QuotationMailDialog quotation={mailing} onClose={() => setMailing(null)} />}
        </>
      )}
    </DocumentPeriodList>
  );
}
