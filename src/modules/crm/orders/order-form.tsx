import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { choicesOf } from '../../../components/form/choices-of';
import { Field } from '../../../components/form/field';
import { FormActions, RefusalAlert } from '../../../components/form/form-actions';
import { FormPage } from '../../../components/form/form-page';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import type { OrderAnswer, OrderRequirements } from '../domain/order-types';
import { useSaveOrder } from './order-api';
import { OrderCharges } from './order-charges';
import {
  linesOfQuotation,
  orderDefaults,
  orderSchema,
  toOrderBody,
  valuesOfOrder,
  type OrderFormValues,
} from './order-form-values';
import { OrderLines } from './order-lines';

interface Props {
  requirements: OrderRequirements;
  /** The order being changed, or none for a new one. */
  order?: OrderAnswer;
  onDone: () => void;
}

const MODES = [
  { value: 'CREDIT', label: 'Credit' },
  { value: 'CASH', label: 'Cash' },
  { value: 'BANK', label: 'Bank transfer' },
  { value: 'CHEQUE', label: 'Cheque' },
];

/** A sale order, new (from an approved quotation or direct) or changed; the server numbers it and dates it today. */
export function OrderForm({ requirements, order, onDone }: Props) {
  const form = useForm<OrderFormValues>({
    resolver: zodResolver(orderSchema),
    defaultValues: order ? valuesOfOrder(order) : orderDefaults(requirements),
  });
  const save = useSaveOrder();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { isDirty } = form.formState;
  const leaveQuestion = useLeaveGuard(isDirty && !saved);
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  const locked = order ? order.usage.some((line) => line.invoiced > 0 || line.inBatch) : false;
  const [quotationId, partyId] = useWatch({ control: form.control, name: ['quotationId', 'partyId'] });
  // Once a customer is chosen, only that customer's quotations are offered (and the one already chosen).
  const offered = requirements.quotations.filter(
    (row) => !partyId || row.partyId === partyId || String(row.recordId) === quotationId,
  );
  const quotations =
    order?.header.quotationId && !requirements.quotations.some((row) => row.recordId === order.header.quotationId)
      ? [
          { recordId: order.header.quotationId, seq: order.header.quotationno, partyName: order.header.partyName },
          ...offered,
        ]
      : offered;
  const chooseQuotation = (recordId: string) => {
    const quotation = requirements.quotations.find((row) => String(row.recordId) === recordId);
    if (!quotation) return;
    if (quotation.partyId) form.setValue('partyId', quotation.partyId, { shouldDirty: true });
    if (quotation.refEmployee) form.setValue('refEmployee', quotation.refEmployee, { shouldDirty: true });
    form.setValue('lines', linesOfQuotation(quotation), { shouldDirty: true });
    // The order's taxes are on its base: the quotation's tax is taken when all its lines carry the same one.
    const taxIds = new Set(quotation.lines.map((line) => line.taxId));
    const [taxId] = taxIds;
    if (taxIds.size === 1 && requirements.taxes.some((tax) => tax.code === taxId))
      form.setValue('taxcodes', [taxId!], { shouldDirty: true });
    if (quotation.terms.length > 0)
      form.setValue('terms', quotation.terms.map((term) => term.term).join('\n'), { shouldDirty: true });
  };
  const chosen = requirements.quotations.find((row) => String(row.recordId) === quotationId);
  const forLead = !order && chosen && !chosen.partyId && !partyId;
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const quotationno = quotations.find((row) => String(row.recordId) === values.quotationId)?.seq ?? '';
    const body = toOrderBody(values, order?.header.recordId ?? 0, quotationno);
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Sale order ${String(answer.seq ?? order?.header.seq ?? '')} saved.`);
          setSaved(true);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (error.isNetwork || error.isSessionOver) return;
          if (!error.fieldErrors) {
            setRefusal(error.message);
            return;
          }
          const others: string[] = [];
          for (const [path, message] of Object.entries(error.fieldErrors)) {
            // The quotation is sent by its number (quotationno) and chosen by its record.
            const field = path === 'quotationno' ? 'quotationId' : path;
            if (/^(partyId|quotationId|advance|lines(\.\d+\.(itemId|qty|rat|discPer))?)$/.test(field))
              form.setError(field as FieldPath<OrderFormValues>, { message });
            else others.push(message);
          }
          setRefusal(others.length > 0 ? others.join(' ') : null);
        },
      },
    );
  });
  const title = order ? `Sale order ${order.header.seq}` : 'New sale order';
  return (
    <FormPage title={title} maxWidth="90rem" onSubmit={submit} after={leaveQuestion}>
      <RefusalAlert text={refusal} />
      {locked && (
        <Alert variant="info">
          This order has been invoiced or is planned in a batch: it can no longer be changed.
        </Alert>
      )}
      {!order && (
        <p className="form-text mt-0">
          The server gives the number and today’s date as it saves; the next free number is {requirements.pono}.
        </p>
      )}
      <div className="d-flex flex-wrap gap-3">
        <Field
          form={form}
          name="quotationId"
          id="order-quotationId"
          label="From quotation"
          disabled={!!order}
          choose="None (a direct order)"
          options={quotations.map((row) => ({ value: String(row.recordId), label: `${row.seq} — ${row.partyName}` }))}
          onChange={chooseQuotation}
        />
        <Field
          form={form}
          name="partyId"
          id="order-partyId"
          label="Customer"
          options={choicesOf(requirements.customers)}
        />
        <Field
          form={form}
          name="saleType"
          id="order-saleType"
          label="Sale type"
          choose="None"
          options={choicesOf(requirements.purtypes)}
        />
        <Field
          form={form}
          name="refEmployee"
          id="order-refEmployee"
          label="Sales person"
          choose="None"
          options={choicesOf(requirements.employees)}
        />
        <Field
          form={form}
          name="modeofpayment"
          id="order-modeofpayment"
          label="Mode of payment"
          options={MODES}
          choose={null}
        />
        <Field form={form} name="validity" id="order-validity" label="Valid until" type="date" />
        <Field form={form} name="reference" id="order-reference" label="Customer’s reference" />
      </div>
      {forLead && (
        <p className="form-text mt-0">
          Quotation {chosen.seq} was made for the lead {chosen.partyName}: saving the order makes the lead a customer
          (an existing party of the same name or mobile, else a new one).
        </p>
      )}
      <OrderLines form={form} requirements={requirements} locked={locked} />
      <OrderCharges form={form} requirements={requirements} />
      <Field form={form} name="terms" id="order-terms" label="Terms" type="textarea" rows={3} />
      <FormActions canSave={!locked} saving={save.isPending} onBack={onDone} />
    </FormPage>
  );
}
