import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { returnFigures } from './domain/refund-rules';
import type { SaleForReturn } from './domain/returns-types';
import { rupees } from './money';
import { RefundSummary } from './refund-summary';
import { useSaleForReturn, useSaveSaleReturn } from './return-api';
import { askedOf, draftProblems, saveBody, serverProblems, type ReturnDraft } from './return-form-values';
import { ReturnLinesTable } from './return-lines-table';

interface Props {
  billNo: string;
  onSaved: (recordId: number) => void;
  onBack: () => void;
}

/** Step two of a return: the chosen bill (loaded with what can still come back), or why it cannot be returned. */
export function ReturnForm({ billNo, onSaved, onBack }: Props) {
  const sale = useSaleForReturn(billNo);
  if (sale.isError) return <LoadFailed message={toApiError(sale.error).message} onRetry={() => void sale.refetch()} />;
  if (sale.isPending) return <Loading label="Loading the bill…" />;
  if (!sale.data) {
    return (
      <Alert variant="warning">
        There is no bill {billNo}.{' '}
        <Button variant="link" className="p-0 align-baseline" onClick={onBack}>
          Choose another bill
        </Button>
      </Alert>
    );
  }
  return <ReturnEditor sale={sale.data} onSaved={onSaved} onBack={onBack} />;
}

function ReturnEditor({ sale, onSaved, onBack }: { sale: SaleForReturn } & Omit<Props, 'billNo'>) {
  const [draft, setDraft] = useState<ReturnDraft>({ qty: {}, refundMode: 'CASH', reason: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const busy = useRef(false);
  const save = useSaveSaleReturn();
  const attempt = useSaveAttemptKey();
  const dirty =
    saved === null && (Object.values(draft.qty).some((text) => text.trim() !== '') || draft.reason.trim() !== '');
  const leaveQuestion = useLeaveGuard(dirty);
  const figures = returnFigures(sale, askedOf(sale, draft));
  const { header } = sale;
  // Leave once the form no longer guards itself (the render after saving), once.
  const reported = useRef(false);
  useEffect(() => {
    if (saved === null || reported.current) return;
    reported.current = true;
    onSaved(saved);
  }, [saved, onSaved]);
  const change = (next: Partial<ReturnDraft>) => setDraft((before) => ({ ...before, ...next }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const found = draftProblems(sale, draft);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    const body = saveBody(sale, draft, figures);
    busy.current = true;
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Sale return ${String(answer.seq ?? '')} saved: refund ${rupees(body.header.total)}.`);
          setSaved(Number(answer.recordId));
        },
        onError: (failure) => {
          busy.current = false;
          const error = toApiError(failure);
          setProblems(serverProblems(error.fieldErrors ?? {}, body));
          setRefusal(
            error.isNetwork || error.isSessionOver
              ? `${error.message}. Your entries are kept: save again.`
              : error.message,
          );
        },
      },
    );
  };

  if (sale.result !== 'OK') {
    return (
      <section aria-labelledby="screen-title">
        <h1 id="screen-title" className="h3 mb-3">
          New sale return: bill {header.seq}
        </h1>
        <Alert variant="warning">{sale.result}</Alert>
        <Button variant="outline-secondary" onClick={onBack}>
          Choose another bill
        </Button>
      </section>
    );
  }
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-1">
        New sale return: bill {header.seq}
      </h1>
      <p className="text-muted">
        {formatDate(header.dat)} · {header.tableNo ? `${header.outlet}, table ${header.tableNo}` : header.outlet} ·{' '}
        {header.customerName || 'Walk-in customer'} · settled by {header.settledBy} · {rupees(header.total)}
        {header.returned > 0 ? ` · ${rupees(header.returned)} refunded before` : ''}
      </p>
      <Form noValidate onSubmit={submit} aria-labelledby="screen-title">
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <ReturnLinesTable
          sale={sale}
          qty={draft.qty}
          problems={problems}
          figures={figures}
          onQty={(lineId, text) => change({ qty: { ...draft.qty, [lineId]: text } })}
        />
        {problems.lines && (
          <p className="text-danger" role="alert">
            {problems.lines}
          </p>
        )}
        <div className="row g-3 mb-3">
          <fieldset className="col-md-6">
            <legend className="form-label fs-6">Refund</legend>
            <Form.Check
              type="radio"
              id="refund-cash"
              name="refund-mode"
              label="In cash, from your cash account"
              checked={draft.refundMode === 'CASH'}
              onChange={() => change({ refundMode: 'CASH' })}
            />
            <Form.Check
              type="radio"
              id="refund-credit"
              name="refund-mode"
              label={
                header.customer
                  ? `As credit to ${header.customerName}, lowering what they owe`
                  : 'As credit to the customer (a walk-in sale has none)'
              }
              disabled={!header.customer}
              checked={draft.refundMode === 'CREDIT'}
              onChange={() => change({ refundMode: 'CREDIT' })}
              isInvalid={!!problems.refundMode}
              feedback={problems.refundMode}
              feedbackType="invalid"
            />
          </fieldset>
          <Form.Group className="col-md-6" controlId="return-reason">
            <Form.Label>Reason for the return</Form.Label>
            <Form.Control
              value={draft.reason}
              maxLength={200}
              isInvalid={!!problems.reason}
              onChange={(event) => change({ reason: event.target.value })}
            />
            <Form.Control.Feedback type="invalid">{problems.reason}</Form.Control.Feedback>
          </Form.Group>
        </div>
        <RefundSummary figures={figures} />
        <div className="d-flex gap-2">
          <LoadingButton loading={save.isPending} loadingText="Saving">
            Save the return
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onBack}>
            Choose another bill
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
