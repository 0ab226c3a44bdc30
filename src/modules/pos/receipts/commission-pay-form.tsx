import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { MoneyFormFrame } from '../../../kits/receipts/money-form-frame';
import { firstAccountOf } from '../../../kits/receipts/money-modes';
import { PaymentModeFields } from '../../../kits/receipts/payment-mode-fields';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyPlain } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { useCommissionDetails, usePrintCommissionPayment, useSaveCommissionPayment } from './commission-api';
import { CommissionDocuments } from './commission-documents';
import { commissionPaySchema, toPaymentInput, type CommissionPayValues } from './commission-pay-values';
import { COMMISSION_WORDS } from './commission-words';
import type { EarnerKind } from './domain/commission-rules';
import type { CommissionRequirements } from './domain/commission-types';
import { RECEIPT_MODE_LABELS } from './domain/receipt-types';
import { Field } from '../../../components/form/field';

const FIELDS = ['payee', 'upTo', 'amt', 'modeOfPayment', 'account', 'remarks'] as const;

interface Props {
  kind: EarnerKind;
  requirements: CommissionRequirements;
  payee: string;
  onPrinted: (recordId: number) => void;
  onDone: () => void;
}

/**
 * Pays all or part of the commission due to one agent or employee: what it comes from shown, the amount filled with the
 * due, never more.
 */
export function CommissionPayForm({ kind, requirements, payee: initialPayee, onPrinted, onDone }: Props) {
  const words = COMMISSION_WORDS[kind];
  const dueRef = useRef<{ name: string; duePaise: number } | null>(null);
  const resolver: Resolver<CommissionPayValues> = (values, context, options) =>
    zodResolver(commissionPaySchema(() => dueRef.current, requirements.dat))(values, context, options);
  const form = useForm<CommissionPayValues>({
    resolver,
    defaultValues: {
      payee: initialPayee,
      upTo: requirements.upTo,
      amt: '',
      modeOfPayment: 'CAS',
      account: firstAccountOf(requirements.accounts, 'CAS'),
      remarks: '',
    },
  });
  const save = useSaveCommissionPayment(kind);
  const print = usePrintCommissionPayment(kind);
  const allowed = useScreenPermission();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [finished, setFinished] = useState<{ recordId: number; printed: boolean } | null>(null);
  // Which earner and day the user typed an amount for: another one's due fills the amount again.
  const [typedFor, setTypedFor] = useState<string | null>(null);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !finished);
  const [payee, upTo] = useWatch({ control: form.control, name: ['payee', 'upTo'] });
  const details = useCommissionDetails(kind, payee, upTo);
  const due = details.data ?? null;
  const payees = requirements.earners
    .filter((earner) => earner.due > 0 || earner.code === payee)
    .map((earner) => ({ value: earner.code, label: `${earner.name} (${earner.code})` }));

  useEffect(() => {
    dueRef.current = due ? { name: due.name, duePaise: toPaise(due.due) } : null;
    if (due && typedFor !== `${payee}|${upTo}`)
      form.setValue('amt', due.due > 0 ? formatMoneyPlain(toPaise(due.due)) : '');
  }, [due, typedFor, payee, upTo, form]);
  useEffect(() => {
    if (!finished) return;
    if (finished.printed) onPrinted(finished.recordId);
    else onDone();
  }, [finished, onPrinted, onDone]);

  const submit = form.handleSubmit((values) => {
    if (save.isPending || print.isPending) return;
    setRefusal(null);
    const header = toPaymentInput(values);
    save.mutate(
      { header, idempotencyKey: attempt.keyFor(header) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          const recordId = Number(answer.recordId);
          showDoneToast(`Payment ${String(answer.seq ?? '')} saved.`);
          if (!allowed('print')) return setFinished({ recordId, printed: false });
          print.mutate(recordId, {
            onSuccess: () => setFinished({ recordId, printed: true }),
            onError: () => setFinished({ recordId, printed: false }),
          });
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {})) {
            if ((FIELDS as readonly string[]).includes(path))
              form.setError(path as (typeof FIELDS)[number], { message });
            else setRefusal(message);
          }
          if (!error.fieldErrors && !error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <MoneyFormFrame
      title={`Pay commission to an ${words.subject}`}
      maxWidth="64rem"
      onSubmit={submit}
      failure={refusal}
      intro={<>Dated today; the server gives the number as it saves (the next free one is {requirements.seq}).</>}
      saving={save.isPending || print.isPending || form.formState.isSubmitting}
      saveLabel="Save and print"
      onBack={onDone}
      leaveQuestion={leaveQuestion}
    >
      <div className="voucher-header">
        <Field form={form} name="payee" id="commission-payee" label={words.earner} options={payees} />
        <Field form={form} name="upTo" id="commission-up-to" label="On sales up to" type="date" />
      </div>
      {payee &&
        (details.isPending ? (
          <p role="status">Reckoning the commission…</p>
        ) : due ? (
          <CommissionDocuments due={due} />
        ) : (
          <p>{`This ${words.subject} earns no commission.`}</p>
        ))}
      <div className="voucher-header">
        <Field
          form={form}
          name="amt"
          id="commission-amount"
          label="Amount paid"
          type="money"
          onChange={() => setTypedFor(`${payee}|${upTo}`)}
        />
        <PaymentModeFields
          form={form}
          mode="modeOfPayment"
          account="account"
          idPrefix="commission"
          labels={{ mode: 'Paid by', account: 'From account' }}
          modeLabels={RECEIPT_MODE_LABELS}
          accounts={requirements.accounts}
          whenModeChanges="first"
        />
      </div>
      <Field form={form} name="remarks" id="commission-remarks" label="Remarks" />
    </MoneyFormFrame>
  );
}
