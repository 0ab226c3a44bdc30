import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { countCaption, DocumentPeriodList } from '../../../kits/trade-documents/document-period-list';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { CANCELLED } from '../domain/approval-status';
import { useQuotationList, useSaveQuotation } from './quotation-api';
import { QuotationTable } from './quotation-table';
import type { QuotationHeader } from './quotation-types';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
}

/** The quotations of a period (kept in the URL); cancel (3) keeps one marked cancelled (the server deletes it). */
export function QuotationList({ from, to, onPeriod, onNew }: Props) {
  const list = useQuotationList(from, to);
  const allowed = useScreenPermission();
  const cancel = useSaveQuotation();
  const [confirming, setConfirming] = useState<QuotationHeader | null>(null);
  const cancelNow = (row: QuotationHeader) => {
    const body = {
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
      imgs: [] as [],
      traCheck: 3 as const,
    };
    cancel.mutate(
      { body },
      {
        onSuccess: () => showDoneToast(`Purchase quotation ${row.seq} cancelled.`),
        onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
        onSettled: () => setConfirming(null),
      },
    );
  };
  return (
    <DocumentPeriodList
      title="Purchase quotations"
      idPrefix="quotations"
      create={{ label: 'New quotation', onNew }}
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel="Loading purchase quotations…"
      emptyText="There are no purchase quotations in this period."
    >
      {(rows) => (
        <>
          <QuotationTable
            rows={rows}
            caption={countCaption(rows.length, 'quotation', 'quotations')}
            actions={(row) =>
              row.pos !== CANCELLED &&
              allowed('delete') && (
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={`Cancel ${row.seq}`}
                  onClick={() => setConfirming(row)}
                >
                  Cancel
                </Button>
              )
            }
          />
          {confirming && (
            <ConfirmDialog
              title="Cancel purchase quotation"
              text={`Cancel purchase quotation ${confirming.seq}? It stays in the list, marked cancelled.`}
              confirmLabel="Cancel quotation"
              dismissLabel="Keep it"
              busy={cancel.isPending}
              onConfirm={() => cancelNow(confirming)}
              onCancel={() => setConfirming(null)}
            />
          )}
        </>
      )}
    </DocumentPeriodList>
  );
}
