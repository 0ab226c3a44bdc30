import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { CANCELLED } from '../domain/approval-status';
import { useEnquiryAction, useSaveEnquiry } from './enquiry-api';
import type { EnquiryHeader } from './enquiry-types';

interface Props {
  row: EnquiryHeader;
  onShow: (recordId: number, view: 'print' | 'mail') => void;
}

/** Print (7) or reprint (8), the mail view, and cancel (3) of one enquiry, each with its right. */
export function EnquiryRowActions({ row, onShow }: Props) {
  const allowed = useScreenPermission();
  const print = useEnquiryAction('print');
  const mail = useEnquiryAction('mail');
  const cancel = useSaveEnquiry();
  const [confirming, setConfirming] = useState(false);
  if (row.pos === CANCELLED) return null;
  const fail = (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message);
  const copied = row.printCount + row.mailCount > 0;
  const mayPrint = allowed(copied ? 'reprint' : 'print');
  const show = (view: 'print' | 'mail') =>
    (view === 'print' ? print : mail).mutate(row.recordId, {
      onSuccess: () => onShow(row.recordId, view),
      onError: fail,
    });
  const cancelNow = () => {
    const body = {
      header: { recordId: row.recordId, dat: row.dat, validity: null, salesorder: null },
      supps: [],
      lines: [],
      notes: null,
      traCheck: 3 as const,
    };
    cancel.mutate(
      { body },
      {
        onSuccess: () => showDoneToast(`Purchase enquiry ${row.seq} cancelled.`),
        onError: fail,
        onSettled: () => setConfirming(false),
      },
    );
  };
  return (
    <>
      {mayPrint && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-1"
          aria-label={`${copied ? 'Reprint' : 'Print'} ${row.seq}`}
          disabled={print.isPending}
          onClick={() => show('print')}
        >
          {copied ? 'Reprint' : 'Print'}
        </Button>
      )}
      {mayPrint && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-1"
          aria-label={`Mail ${row.seq}`}
          disabled={mail.isPending}
          onClick={() => show('mail')}
        >
          Mail
        </Button>
      )}
      {allowed('delete') && (
        <Button size="sm" variant="outline-danger" aria-label={`Cancel ${row.seq}`} onClick={() => setConfirming(true)}>
          Cancel
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Cancel purchase enquiry"
          text={`Cancel purchase enquiry ${row.seq}? It keeps its number and stays in the list, marked cancelled.`}
          confirmLabel="Cancel enquiry"
          dismissLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={cancelNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
