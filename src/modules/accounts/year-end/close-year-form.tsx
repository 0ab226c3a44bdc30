import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import type { ChartAccount } from '../../../kits/accounting/ledger-types';
import { dayAfter } from '../ledger/year-end';
import { yearLabel, type YearRow } from './financial-years';
import { useCloseYear } from './year-end-api';
import { resultText } from './years-table';

/** The capital account chosen must be one of those offered (accounts under a Capital group). */
const schema = (accounts: readonly ChartAccount[]) =>
  z.object({
    capital: z
      .string()
      .refine(
        (code) => accounts.some((account) => account.code === code),
        'Choose the capital account that takes the result.',
      ),
  });

interface Props {
  year: YearRow;
  capitalAccounts: readonly ChartAccount[];
}

/**
 * Closing the one year that may be closed: the capital account to take its result, what closing does, and a
 * confirmation.
 */
export function CloseYearForm({ year, capitalAccounts }: Props) {
  const close = useCloseYear();
  const form = useForm<{ capital: string }>({
    resolver: zodResolver(schema(capitalAccounts)),
    defaultValues: { capital: '' },
  });
  const capital = useWatch({ control: form.control, name: 'capital' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  /** Set from the first click until the answer: a double click closes once. */
  const inFlight = useRef(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !done);
  const label = yearLabel(year);
  const chosen = capitalAccounts.find((account) => account.code === capital);
  const next = dayAfter(year.to);

  const ask = form.handleSubmit(() => {
    if (!close.isPending) setConfirming(true);
  });
  /**
   * mutateAsync, not mutate: the form unmounts when the refreshed state has no closable year, and the toast must still
   * show.
   */
  const closeNow = async () => {
    if (inFlight.current || !chosen) return;
    inFlight.current = true;
    setRefusal(null);
    try {
      await close.mutateAsync({ year, capitalAccount: chosen.code });
      setDone(true);
      showDoneToast(`The year ${label} is closed; its result is in ${chosen.name}.`);
    } catch (failure) {
      const error = toApiError(failure);
      if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    } finally {
      inFlight.current = false;
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="close-year-title" className="mt-4" style={{ maxWidth: '48rem' }}>
      <h2 id="close-year-title" className="h5">
        Close the year {label}
      </h2>
      <p>
        The year {label} ({formatDate(year.from)} to {formatDate(year.to)}) has ended with a{' '}
        {resultText(year.result).toLowerCase()}. Closing it:
      </p>
      <ul>
        <li>moves the year's result (income less expenses) to the capital account you choose below;</li>
        <li>
          carries every asset, liability and capital balance as on {formatDate(year.to)} into the opening balances of{' '}
          {formatDate(next)};
        </li>
        <li>
          locks the year: nothing can be posted, changed or cancelled on or before {formatDate(year.to)}. It cannot be
          undone here.
        </li>
      </ul>
      <Form noValidate onSubmit={(event) => void ask(event)} aria-labelledby="close-year-title">
        <RefusalAlert text={refusal} />
        <Field
          form={form}
          name="capital"
          id="year-end-capital"
          label="Capital account to take the result"
          options={capitalAccounts.map((account) => ({
            value: account.code,
            label: `${account.name} (${account.code})`,
          }))}
          help={
            capitalAccounts.length === 0
              ? 'There is no account under a Capital group: add one in Accounts first.'
              : undefined
          }
        />
        <LoadingButton variant="danger" loading={close.isPending} loadingText="Closing">
          Close the year
        </LoadingButton>
      </Form>
      {confirming && chosen && (
        <ConfirmDialog
          title={`Close the year ${label}`}
          text={`Close ${label}? Its ${resultText(year.result).toLowerCase()} goes to ${chosen.name} (${chosen.code}), its balances become the openings of ${formatDate(next)}, and no voucher dated up to ${formatDate(year.to)} can be entered, changed or cancelled afterwards.`}
          confirmLabel="Close the year"
          dismissLabel="Keep it open"
          busy={close.isPending}
          onConfirm={() => void closeNow()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {leaveQuestion}
    </section>
  );
}
