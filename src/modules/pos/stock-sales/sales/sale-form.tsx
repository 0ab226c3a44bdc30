import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { toApiError } from '../../../../lib/api/api-error';
import { toPaise } from '../../../../lib/money/money';
import { showDoneToast } from '../../../../lib/messages/messages';
import { adjustAdvances } from '../domain/advance-adjustment';
import type { PendingOrderLine, SaleRequirements } from '../domain/sale-requirements';
import { useSaveSale } from './sale-api';
import { SaleAdvances } from './sale-advances';
import {
  EMPTY_SALE,
  emptyLine,
  figuresOf,
  saleSchema,
  stockProblemsOf,
  toSaleBody,
  type SaleValues,
} from './sale-form-values';
import { SaleHeaderFields } from './sale-header-fields';
import { SaleLines } from './sale-lines';
import { SaleOrderLines } from './sale-order-lines';
import { SaleTotals } from './sale-totals';

interface Props {
  requirements: SaleRequirements;
  onSaved: (recordId: number) => void;
  onBack: () => void;
}

/**
 * A new invoice: customer, sale type, store, agent and sales person; lines against the customer's pending
 * sale-order lines or direct, each from a batch of the store; the customer's advances adjusted. The figures
 * and each batch's stock are checked as typed by the server's own rules; the server's refusal shows as text
 * with the input kept; one save per attempt; leaving unsaved asks first.
 */
export function SaleForm({ requirements, onSaved, onBack }: Props) {
  const form = useForm<SaleValues>({ resolver: zodResolver(saleSchema), defaultValues: EMPTY_SALE });
  const save = useSaveSale();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && savedId === null);
  useEffect(() => {
    if (savedId !== null) onSaved(savedId);
  }, [savedId, onSaved]);
  useWatch({ control: form.control });
  const values = form.getValues();
  const customer = requirements.customers.find((row) => row.code === values.partyId);
  const saleType = requirements.saltypes.find((row) => row.code === values.saleType);
  const figures = figuresOf(values, requirements);
  const stockProblems = stockProblemsOf(values, requirements);
  const openAdvances = requirements.advances.filter((advance) => advance.partyId === values.partyId);
  const orderLines = requirements.materials.filter((line) => line.partyid === values.partyId);
  const taken = new Set(
    values.lines.filter((line) => line.refSoid !== '').map((line) => `${line.refSoid}|${line.refSoLine}`),
  );
  const advanceText = values.advance.trim();
  const advancePaise = advanceText === '' || !Number.isFinite(Number(advanceText)) ? 0 : toPaise(Number(advanceText));

  const addOrderLine = (line: PendingOrderLine) => {
    const lines = form.getValues('lines');
    form.setValue(
      'lines',
      [
        ...lines,
        emptyLine({
          itemId: line.itemid,
          qty: String(line.tobedispatched || line.pending),
          rat: String(line.rat),
          discPer: String(line.discper),
          taxCode: lines.at(-1)?.taxCode ?? '',
          refSoid: String(line.soid),
          refSoLine: String(line.sno),
        }),
      ],
      { shouldDirty: true },
    );
  };

  const submit = form.handleSubmit((checked) => {
    if (save.isPending) return;
    setRefusal(null);
    if (stockProblems.size > 0) return;
    const adjusted = adjustAdvances(
      openAdvances.map((row) => ({ recordId: row.recordId, seq: row.seq, dat: row.dat, leftPaise: toPaise(row.left) })),
      advancePaise,
      figures.total,
    );
    if (!adjusted.ok) {
      form.setError('advance', { message: adjusted.message });
      return;
    }
    const body = toSaleBody(checked);
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Invoice ${String(answer.seq ?? '')} saved.`);
          setSavedId(Number(answer.recordId));
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {})) {
            const field = path.replace(/^header\./, '');
            if (field in checked || field.startsWith('lines.')) form.setError(field as keyof SaleValues, { message });
          }
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        New sale invoice
      </h1>
      <form noValidate onSubmit={(event) => void submit(event)}>
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <p className="form-text mt-0">
          The server numbers the invoice as it saves it; the next free number is {requirements.seq}.
        </p>
        <SaleHeaderFields form={form} requirements={requirements} customer={customer} />
        {values.partyId && (
          <SaleOrderLines lines={orderLines} note={requirements.ordersNote} taken={taken} onAdd={addOrderLine} />
        )}
        <SaleLines
          form={form}
          requirements={requirements}
          store={values.store}
          saleType={saleType}
          figures={figures}
          stockProblems={stockProblems}
          lineDefaults={{ discPer: customer && customer.discount > 0 ? String(customer.discount) : '' }}
        />
        {customer && <SaleAdvances form={form} advances={openAdvances} totalPaise={figures.total} />}
        <SaleTotals figures={figures} advancePaise={advancePaise} />
        <div className="d-flex gap-2">
          <LoadingButton type="submit" loading={save.isPending || form.formState.isSubmitting} loadingText="Saving">
            Save invoice
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onBack}>
            Back to the list
          </Button>
        </div>
      </form>
      {leaveQuestion}
    </section>
  );
}
