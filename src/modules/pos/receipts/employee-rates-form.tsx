import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { RefusalAlert } from '../../../components/form/form-actions';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { hasAtMostDecimals } from '../../../lib/money/money';
import { showDoneToast } from '../../../lib/messages/messages';
import { useCloseOnceSaved } from '../../../kits/receipts/use-close-once-saved';
import { useEmployeeRates, useSaveEmployeeRates } from './commission-api';
import { BASIS_LABELS } from './commission-words';
import type { EmployeeRate } from './domain/commission-types';

const percent = z.string().refine((text) => {
  const value = Number(text.trim() === '' ? 0 : text);
  return Number.isFinite(value) && value >= 0 && value <= 100 && hasAtMostDecimals(value, 2);
}, 'Enter a percent from 0 to 100 with at most two decimals');
const schema = z.object({
  rates: z.array(z.object({ commission: percent, commissionOn: z.enum(['INVOICE', 'COLLECTION']) })),
});
type Values = z.input<typeof schema>;

const EMPLOYEE: TableColumn<EmployeeRate> = {
  label: 'Employee',
  cell: (employee) => (
    <>
      {employee.name} <span className="text-muted fw-normal">({employee.employee})</span>
    </>
  ),
};

function RatesForm({ employees, onDone }: { employees: EmployeeRate[]; onDone: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      rates: employees.map((employee) => ({
        commission: String(employee.commission),
        commissionOn: employee.commissionOn,
      })),
    },
  });
  const save = useSaveEmployeeRates();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { leaveQuestion, closeOnceSaved } = useCloseOnceSaved(form.formState.isDirty, onDone);
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const rates: EmployeeRate[] = employees.map((employee, index) => ({
      ...employee,
      commission: Number(values.rates[index]!.commission || 0),
      commissionOn: values.rates[index]!.commissionOn,
    }));
    save.mutate(
      { rates, idempotencyKey: attempt.keyFor(rates) },
      {
        onSuccess: () => {
          attempt.saved();
          showDoneToast('The commission rates are saved.');
          closeOnceSaved();
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {})) {
            const found = /^rates\.(\d+)\.(commission|commissionOn)$/.exec(path);
            if (found)
              form.setError(`rates.${Number(found[1])}.${found[2] as 'commission' | 'commissionOn'}`, { message });
            else setRefusal(message);
          }
          if (!error.fieldErrors && !error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });
  const problem = (index: number) => form.formState.errors.rates?.[index]?.commission?.message;
  const columns: ReadonlyArray<TableColumn<EmployeeRate>> = [
    EMPLOYEE,
    {
      label: 'Commission (%)',
      cell: (employee, index) => (
        <>
          <Form.Control
            size="sm"
            inputMode="decimal"
            aria-label={`Commission of ${employee.name}`}
            isInvalid={!!problem(index)}
            {...form.register(`rates.${index}.commission`)}
          />
          <Form.Control.Feedback type="invalid">{problem(index)}</Form.Control.Feedback>
        </>
      ),
    },
    {
      label: 'On',
      cell: (employee, index) => (
        <Form.Select
          size="sm"
          aria-label={`Commission of ${employee.name} on`}
          {...form.register(`rates.${index}.commissionOn`)}
        >
          <option value="INVOICE">{BASIS_LABELS.INVOICE}</option>
          <option value="COLLECTION">{BASIS_LABELS.COLLECTION}</option>
        </Form.Select>
      ),
    },
  ];
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <RefusalAlert text={refusal} />
      <div className="mb-3">
        <DataTable
          rows={employees}
          columns={columns}
          rowKey={(employee) => employee.employee}
          caption={
            <>
              Each employee’s commission: a percent of their sales’ invoiced value, or of what receipts collect on them.
              0: none.
            </>
          }
          captionPlacement="bottom"
          cards
        />
      </div>
      <div className="d-flex gap-2">
        <LoadingButton type="submit" loading={save.isPending} loadingText="Saving">
          Save the rates
        </LoadingButton>
        <Button variant="outline-secondary" onClick={onDone}>
          Back to the list
        </Button>
      </div>
      {leaveQuestion}
    </Form>
  );
}

/** The employees' commission rates (no master carries them): one percent and basis per employee, set here. */
export function EmployeeRatesScreen({ onDone }: { onDone: () => void }) {
  const rates = useEmployeeRates();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Employees’ commission rates
      </h1>
      {rates.isPending ? (
        <Loading label="Loading the employees…" />
      ) : rates.isError ? (
        <LoadFailed message={toApiError(rates.error).message} onRetry={() => void rates.refetch()} />
      ) : (
        <RatesForm employees={rates.data} onDone={onDone} />
      )}
    </section>
  );
}
