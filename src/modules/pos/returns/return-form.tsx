import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { RadioChoices } from '../../../components/form/radio-choices';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { returnFigures } from './domain/refund-rules';
import type { SaleForReturn } from './domain/returns-types';
import { rupees } from './money';
import { RefundSummary } from './refund-summary';
import { useSaleForReturn, useSaveSaleReturn } from './return-api';
import {
  askedOf,
  draftOf,
  emptyReturn,
  returnFieldOf,
  returnSchema,
  saveBody,
  serverProblems,
  type ReturnFormValues,
} from './return-form-values';
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
  const form = useForm<ReturnFormValues>({
    resolver: zodResolver(returnSchema(sale)),
    defaultValues: emptyReturn(sale),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const { submit } = useOneSubmit();
  const save = useSaveSaleReturn();
  const attempt = useSaveAttemptKey();
  const [qty, refundMode, reason] = useWatch({ control: form.control, name: ['qty', 'refundMode', 'reason'] });
  const draft = draftOf(sale, { qty, refundMode, reason });
  const dirty =
    saved === null && (Object.values(draft.qty).some((text) => text.trim() !== '') || draft.reason.trim() !== '');
  const leaveQuestion = useLeaveGuard(dirty);
  const figures = returnFigures(sale, askedOf(sale, draft));
  const { header } = sale;
  const { errors } = form.formState;
  // Leave once the form no longer guards itself (the render after saving), once.
  const reported = useRef(false);
  useEffect(() => {
    if (saved === null || reported.current) return;
    reported.current = true;
    onSaved(saved);
  }, [saved, onSaved]);

  const send = (values: ReturnFormValues) =>
    submit(async () => {
      setRefusal(null);
      const typed = draftOf(sale, values);
      const body = saveBody(sale, typed, returnFigures(sale, askedOf(sale, typed)));
      try {
        const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        showDoneToast(`Sale return ${String(answer.seq ?? '')} saved: refund ${rupees(body.header.total)}.`);
        setSaved(Number(answer.recordId));
      } catch (failure) {
        const error = toApiError(failure);
        for (const [key, message] of Object.entries(serverProblems(error.fieldErrors ?? {}, body))) {
          const field = returnFieldOf(sale, key);
          if (field) form.setError(field, { type: 'server', message });
        }
        setRefusal(
          error.isNetwork || error.isSessionOver
            ? `${error.message}. Your entries are kept: save again.`
            : error.message,
        );
        // Ready for the next try: the entries stay.
        throw failure;
      }
    });
  const onSubmit = form.handleSubmit(send, () => setRefusal(null));

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
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="screen-title">
        <RefusalAlert text={refusal} />
        <Controller
          control={form.control}
          name="qty"
          render={({ field }) => (
            <ReturnLinesTable
              sale={sale}
              qty={draft.qty}
              problems={lineProblems(sale, errors)}
              figures={figures}
              onQty={(lineId, text) =>
                field.onChange(
                  sale.lines.map((line, index) => (line.lineId === lineId ? text : (field.value[index] ?? ''))),
                )
              }
            />
          )}
        />
        {errors.qty?.message && (
          <p className="text-danger" role="alert">
            {errors.qty.message}
          </p>
        )}
        <div className="row g-3 mb-3">
          <RadioChoices
            form={form}
            name="refundMode"
            legend="Refund"
            className="col-md-6"
            choices={[
              { value: 'CASH', id: 'refund-cash', label: 'In cash, from your cash account' },
              {
                value: 'CREDIT',
                id: 'refund-credit',
                label: header.customer
                  ? `As credit to ${header.customerName}, lowering what they owe`
                  : 'As credit to the customer (a walk-in sale has none)',
                disabled: !header.customer,
              },
            ]}
          />
          <Field
            form={form}
            name="reason"
            id="return-reason"
            label="Reason for the return"
            maxLength={200}
            className="col-md-6"
          />
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

/** The problems beside the lines' quantities, by line id. */
function lineProblems(sale: SaleForReturn, errors: FieldErrors<ReturnFormValues>): Record<string, string> {
  return Object.fromEntries(
    sale.lines.flatMap((line, index) => {
      const message = errors.qty?.[index]?.message;
      return message ? [[line.lineId, message]] : [];
    }),
  );
}
