import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { fromPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { parseMoney } from '../../../lib/money/money-parse';
import type { DayStatus } from '../domain/day-close-types';
import type { BillingRequirements } from '../domain/master-types';
import { cashDifference, dayCloseProblems } from '../domain/day-close';
import { newClientId, useBillingApi, useDayStatus } from '../billing-api';
import { useBillingBook } from '../billing-book-context';
import { useBillingRight } from '../use-billing-right';
import { dayCloseSchema, EMPTY_DAY_CLOSE, type DayCloseSchema } from './day-close-values';
import { DayFigures } from './day-figures';

/**
 * The day close: the day's settlement per mode against the counted cash; refused while tables or bills are open unless
 * the manager confirms.
 */
export function DayClosePanel({ requirements }: { requirements: BillingRequirements }) {
  const status = useDayStatus(requirements.today);
  const book = useBillingBook();
  return (
    <section aria-labelledby="day-close-title">
      <h2 id="day-close-title" className="h5">
        Day close
      </h2>
      {status.isError ? (
        <LoadFailed message={toApiError(status.error).message} onRetry={() => void status.refetch()} />
      ) : status.isPending ? (
        <Loading label="Loading the day's figures…" />
      ) : (
        <>
          <DayFigures status={status.data} tableWord={book.tableWord} />
          {status.data.closed ? (
            <p className="fw-semibold">The day is closed.</p>
          ) : (
            <DayCloseForm status={status.data} />
          )}
        </>
      )}
    </section>
  );
}

function DayCloseForm({ status }: { status: DayStatus }) {
  const queryClient = useQueryClient();
  const api = useBillingApi();
  const book = useBillingBook();
  const may = useBillingRight();
  const mayApprove = may('approve');
  const [key] = useState(newClientId);
  // Checked as typed: the counted cash's problem shows in its note at once, as the difference does.
  const form = useForm<z.input<DayCloseSchema>, unknown, z.output<DayCloseSchema>>({
    resolver: zodResolver(dayCloseSchema(status, mayApprove, book.tableWord)),
    defaultValues: EMPTY_DAY_CLOSE,
    mode: 'onChange',
  });
  const [counted, confirmOpen] = useWatch({ control: form.control, name: ['counted', 'confirmOpen'] });
  const { submit, saving, failure } = useRepeatSubmit();
  const parsed = parseMoney(counted, { allowNegative: false });
  const countedProblem = counted.trim() === '' ? undefined : form.formState.errors.counted?.message;
  const difference = parsed.ok ? cashDifference(status.modes, fromPaise(parsed.paise), status.cashRefunds) : null;
  // Shown before any try: the standing reasons the day cannot close (the schema checks the same rule on a close).
  const problems = dayCloseProblems(
    status.openTables,
    status.unsettledBills,
    confirmOpen && mayApprove,
    book.tableWord,
  );
  const anyOpen = status.openTables > 0 || status.unsettledBills > 0;

  const close = form.handleSubmit((values) =>
    submit(async () => {
      await api.closeDay(
        {
          dat: status.dat,
          countedCash: values.counted,
          confirmOpen: values.confirmOpen && mayApprove,
          remarks: values.remarks.trim(),
        },
        key,
      );
      await queryClient.invalidateQueries({ queryKey: [book.key] });
    }),
  );

  return (
    <Form noValidate onSubmit={(event) => void close(event)} aria-label="Close the day">
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <div className="row g-2">
        <Form.Group className="col-sm-4" controlId="day-counted-cash">
          <Form.Label>Counted cash (₹)</Form.Label>
          <Form.Control
            inputMode="decimal"
            isInvalid={!!countedProblem}
            aria-describedby="day-counted-cash-note"
            {...form.register('counted')}
          />
          <Form.Text
            id="day-counted-cash-note"
            className={countedProblem ? 'text-danger' : undefined}
            aria-live="polite"
          >
            {countedProblem ??
              (difference === null
                ? 'Count the cash in the drawer.'
                : difference === 0
                  ? 'Agrees with the bills.'
                  : `${difference > 0 ? 'Excess' : 'Short'} ${formatMoneyWithSign(Math.abs(difference))}`)}
          </Form.Text>
        </Form.Group>
        <Field form={form} name="remarks" id="day-remarks" label="Remarks" maxLength={200} className="col-sm-8" />
      </div>
      {anyOpen && mayApprove && (
        <Form.Check
          id="day-confirm-open"
          className="my-2"
          label={`The manager confirms closing with ${book.tableWord}s or bills still open`}
          {...form.register('confirmOpen')}
        />
      )}
      {problems.length > 0 && (
        <ul className="text-danger small my-2" aria-label="Why the day cannot close">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
          {!mayApprove && <li>Only a manager (the approve right) may close the day over them.</li>}
        </ul>
      )}
      <LoadingButton
        className="mt-2"
        loading={saving}
        loadingText="Closing the day"
        disabled={!parsed.ok || problems.length > 0}
      >
        Close day
      </LoadingButton>
    </Form>
  );
}
