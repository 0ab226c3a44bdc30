import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
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
import { RECEIPT_MODE_LABELS, RECEIPT_MODES } from './domain/receipt-types';
import { Field } from '../../../components/form/field';

const MODE_OPTIONS = RECEIPT_MODES.map((mode) => ({ value: mode, label: RECEIPT_MODE_LABELS[mode] }));
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
  const firstCash = requirements.accounts.find((account) => account.typ === 'CAS')?.code ?? '';
  const form = useForm<CommissionPayValues>({
    resolver,
    defaultValues: {
      payee: initialPayee,
      upTo: requirements.upTo,
      amt: '',
      modeOfPayment: 'CAS',
      account: firstCash,
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
  const [payee, upTo, mode] = useWatch({ control: form.control, name: ['payee', 'upTo', 'modeOfPayment'] });
  const details = useCommissionDetails(kind, payee, upTo);
  const due = details.data ?? null;
  const accounts = requirements.accounts
    .filter((account) => account.typ === mode)
    .map((account) => ({ value: account.code, label: `${account.detail} (${account.code})` }));
  const payees = requirements.earners
    .filter((earner) => earner.due > 0 || earner.code === payee)
    .map((earner) => ({ value: earner.code, label: `${earner.name} (${earner.code})` }));

  useEffect(() => {
    dueRef.current = due ? { name: due.name, duePaise: toPaise(due.due) } : null;
    if (due && typedFor !== `${payee}|${upTo}`)
      form.setValue('amt', due.due > 0 ? formatMoneyPlain(toPaise(due.due)) : '');
  }, [due, typedFor, payee, upTo, form]);
  useEffect(() => {
    const ofMode = requirements.accounts.filter((account) => account.typ === mode);
    if (!ofMode.some((account) => account.code === form.getValues('account')))
      form.setValue('account', ofMode[0]?.code ?? '');
  }, [mode, requirements.accounts, form]);
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
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {`Pay commission to an ${words.subject}`}
      </h1>
      <Form noValidate onSubmit={(event) => void submit(event)} style={{ maxWidth: '64rem' }}>
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <p className="form-text mt-0">
          Dated today; the server gives the number as it saves (the next free one is {requirements.seq}).
        </p>
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
          <Form.Group className="mb-3">
            <Form.Label htmlFor="commission-amount">Amount paid</Form.Label>
            <Form.Control
              id="commission-amount"
              inputMode="decimal"
              autoComplete="off"
              isInvalid={!!form.formState.errors.amt}
              aria-describedby={form.formState.errors.amt ? 'commission-amount-error' : undefined}
              {...form.register('amt', { onChange: () => setTypedFor(`${payee}|${upTo}`) })}
            />
            <Form.Control.Feedback type="invalid" id="commission-amount-error">
              {form.formState.errors.amt?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <Field form={form} name="modeOfPayment" id="commission-mode" label="Paid by" options={MODE_OPTIONS} />
          <Field form={form} name="account" id="commission-account" label="From account" options={accounts} />
        </div>
        <Field form={form} name="remarks" id="commission-remarks" label="Remarks" />
        <div className="d-flex gap-2">
          <LoadingButton
            type="submit"
            loading={save.isPending || print.isPending || form.formState.isSubmitting}
            loadingText="Saving"
          >
            Save and print
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
