import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { SalaryPaymentsAnswer } from '../domain/payment-types';
import { accountsOf, paySchema, type PayValues } from './pay-form-values';
import { usePaymentWrite } from './payments-api';

interface Props {
  answer: SalaryPaymentsAnswer;
  selected: readonly number[];
  onPaid: () => void;
}

const MODES = [
  { value: 'BANK', label: 'Bank transfer' },
  { value: 'CASH', label: 'Cash' },
];

/**
 * Pays the selected employees' salaries by bank or cash from one of the user's accounts; the server's refusal shown as
 * it says it.
 */
export function PayForm({ answer, selected, onPaid }: Props) {
  const id = useId();
  const [refusedDate, setRefusedDate] = useState<{ dat: string; message: string } | null>(null);
  const form = useForm<PayValues>({
    resolver: zodResolver(paySchema({ selected: selected.length, today: answer.today, refusedDate })),
    defaultValues: { mode: 'BANK', account: accountsOf(answer.accounts, 'BANK')[0]?.code ?? '', dat: answer.today },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const write = usePaymentWrite();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const send = form.handleSubmit(({ mode: by, account, dat }) =>
    submit(async () => {
      const body = { payment: { month: answer.month, dat, mode: by, account, empnos: [...selected] }, traCheck: 1 };
      const done = await write.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) }).catch((error: unknown) => {
        const said = toApiError(error).fieldErrors?.dat;
        if (said) {
          setRefusedDate({ dat, message: said });
          form.setError('dat', { type: 'server', message: said });
        }
        throw error;
      });
      attempt.saved();
      showDoneToast(
        `Salary payment ${String(done.seq ?? '')} made for ${selected.length} ${selected.length === 1 ? 'employee' : 'employees'}.`,
      );
      onPaid();
    }),
  );
  // The selection and the account have no field of their own: their problem is said below the form.
  const problem = form.formState.errors.root?.message;
  return (
    <Form
      noValidate
      onSubmit={(event) => void send(event)}
      aria-label="Pay the selected salaries"
      className="border rounded p-3 mb-3"
    >
      <RefusalAlert text={failure} />
      <div className="d-flex flex-wrap gap-3 align-items-end">
        <Field
          form={form}
          name="mode"
          id={`${id}-mode`}
          label="Pay by"
          choose={null}
          options={MODES}
          className=""
          onChange={(value) =>
            form.setValue('account', accountsOf(answer.accounts, value === 'CASH' ? 'CASH' : 'BANK')[0]?.code ?? '')
          }
        />
        <Field
          form={form}
          name="account"
          id={`${id}-account`}
          label="Paid from"
          choose={null}
          options={accountsOf(answer.accounts, mode).map((one) => ({
            value: one.code,
            label: `${one.detail} (${one.code})`,
          }))}
          className=""
        />
        <Field
          form={form}
          name="dat"
          id={`${id}-date`}
          label="Payment date"
          type="date"
          max={answer.today}
          className=""
        />
        <LoadingButton loading={saving} loadingText="Paying" aria-describedby={problem ? `${id}-problem` : undefined}>
          Pay selected ({selected.length})
        </LoadingButton>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-danger small mt-2 mb-0">
          {problem}
        </p>
      )}
    </Form>
  );
}
