import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../../lib/messages/messages';
import { PASS_PENDING, SALE_CANCELLED, type SaleHeader } from '../domain/stock-sale-types';
import { ReasonDialog } from '../../../../components/form/reason-dialog';
import { useCancelSale, useNewPassCode, usePrintSale } from './sale-api';

export type Paper = 'a4' | '80';

const PAPERS = [
  { value: 'a4', label: 'A4' },
  { value: '80', label: '80 mm roll' },
];

interface Props {
  header: SaleHeader;
  onPrint: (paper: Paper) => void;
  onGatePass: () => void;
}

/**
 * Print (7, then reprint 8) on A4 or 80 mm paper, the gate pass, a new pass code (modify) and cancel with a reason
 * (delete), each with its right.
 */
export function SaleActions({ header, onPrint, onGatePass }: Props) {
  const allowed = useScreenPermission();
  const print = usePrintSale();
  const newCode = useNewPassCode();
  const cancel = useCancelSale();
  const attempt = useSaveAttemptKey();
  const choice = useForm({ defaultValues: { paper: 'a4' } });
  const chosen = useWatch({ control: choice.control, name: 'paper' });
  const paper: Paper = chosen === '80' ? '80' : 'a4';
  const [cancelling, setCancelling] = useState(false);
  const fail = (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message);
  if (header.pos === SALE_CANCELLED) return null;
  const reprint = header.printCount > 0;
  const atGate = header.passCodeCheck === PASS_PENDING;
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3 d-print-none">
      {allowed(reprint ? 'reprint' : 'print') && (
        <>
          <Field
            form={choice}
            name="paper"
            id="invoice-paper"
            label="Paper"
            choose={null}
            options={PAPERS}
            className=""
          />
          <Button
            disabled={print.isPending}
            onClick={() => print.mutate(header.recordId, { onSuccess: () => onPrint(paper), onError: fail })}
          >
            {reprint ? 'Reprint invoice' : 'Print invoice'}
          </Button>
          {atGate && (
            <Button variant="outline-primary" onClick={onGatePass}>
              Print gate pass
            </Button>
          )}
        </>
      )}
      {atGate && allowed('modify') && (
        <Button
          variant="outline-secondary"
          disabled={newCode.isPending}
          onClick={() =>
            newCode.mutate(
              { recordId: header.recordId, idempotencyKey: attempt.keyFor({ newCode: header.recordId }) },
              {
                onSuccess: () => {
                  attempt.saved();
                  showDoneToast(`A new pass code is made for ${header.seq}.`);
                },
                onError: fail,
              },
            )
          }
        >
          New pass code
        </Button>
      )}
      {allowed('delete') && (
        <Button variant="outline-danger" onClick={() => setCancelling(true)}>
          Cancel invoice
        </Button>
      )}
      {cancelling && (
        <ReasonDialog
          title={`Cancel invoice ${header.seq}`}
          text="The invoice stays in the list, marked cancelled; its stock comes back, and the customer's ledger and the books are taken back."
          inputLabel="Reason"
          oneLine
          keepLabel="Back"
          confirmLabel="Cancel invoice"
          onClose={() => setCancelling(false)}
          onConfirm={async (reason) => {
            await cancel.mutateAsync({
              recordId: header.recordId,
              reason,
              idempotencyKey: attempt.keyFor({ cancel: header.recordId, reason }),
            });
            attempt.saved();
            showDoneToast(`Invoice ${header.seq} cancelled.`);
            setCancelling(false);
          }}
        />
      )}
    </div>
  );
}
