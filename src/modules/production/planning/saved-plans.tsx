import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useForm, useWatch } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/form/field';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { PPC_ROUTES as R } from '../resources/ppc-routes';
import { usePlanWrite, useSavedPlans, type SavedPlan } from './mass-plan-api';

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const COLUMNS: ReadonlyArray<TableColumn<SavedPlan>> = [
  { label: 'Plan', cell: (plan) => plan.seq },
  { label: 'Date', cell: (plan) => formatDate(plan.dat) },
  { label: 'Products', cell: (plan) => plan.products },
  { label: 'Purchase request', cell: (plan) => plan.purchaseRequest ?? '—' },
];

type Pending = { kind: 'raise' | 'delete'; plan: SavedPlan };

/** The plans saved in a period; raise one purchase request of a plan's shortages, or delete a plan no batch names. */
export function SavedPlans({ canCreate, canDelete }: { canCreate: boolean; canDelete: boolean }) {
  const id = useId();
  const [period] = useState(() => ({ from: dayOf(new Date(Date.now() - 90 * 86_400_000)), to: dayOf(new Date()) }));
  const filters = useForm<{ from: string; to: string }>({ defaultValues: period });
  const [from, to] = useWatch({ control: filters.control, name: ['from', 'to'] });
  const plans = useSavedPlans(from, to);
  const raise = usePlanWrite(R.raiseRequests);
  const remove = usePlanWrite(R.deleteMassPlan);
  const [pending, setPending] = useState<Pending | null>(null);
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const { submit, saving } = useOneSubmit();
  const confirm = () => {
    if (!pending) return;
    const { kind, plan } = pending;
    void submit(async () => {
      try {
        const write = kind === 'raise' ? raise : remove;
        const answer = await write.mutateAsync({
          body: { recordId: plan.recordId },
          idempotencyKey: `mass-plan-${kind}-${plan.recordId}-${Date.now()}`,
        });
        const text =
          kind === 'raise'
            ? `Purchase request ${String(answer.seq)} raised for ${plan.seq}.`
            : `Mass plan ${plan.seq} deleted.`;
        setMessage({ variant: 'success', text });
        showDoneToast(text);
      } catch (error) {
        setMessage({ variant: 'danger', text: toApiError(error).message });
      }
      setPending(null);
    });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h2 id={`${id}-title`} className="h5">
        Saved plans
      </h2>
      <div className="d-flex flex-wrap gap-3">
        <Field form={filters} name="from" id={`${id}-from`} label="From" type="date" />
        <Field form={filters} name="to" id={`${id}-to`} label="To" type="date" />
      </div>
      {message && (
        <Alert
          variant={message.variant}
          role={message.variant === 'danger' ? 'alert' : 'status'}
          onClose={() => setMessage(null)}
          dismissible
        >
          {message.text}
        </Alert>
      )}
      {plans.error ? (
        <LoadFailed message={toApiError(plans.error).message} onRetry={() => void plans.refetch()} />
      ) : !plans.data ? (
        <Loading label="Loading the saved plans…" />
      ) : (
        <DataTable
          empty={<p>No plan was saved in this period.</p>}
          rows={plans.data}
          columns={[
            ...COLUMNS,
            {
              label: 'Actions',
              className: 'd-flex flex-wrap gap-2',
              cell: (plan) => (
                <>
                  {canCreate && !plan.purchaseRequest && (
                    <Button size="sm" onClick={() => setPending({ kind: 'raise', plan })}>
                      Raise purchase requests
                    </Button>
                  )}
                  {canDelete && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setPending({ kind: 'delete', plan })}
                      aria-label={`Delete ${plan.seq}`}
                    >
                      Delete
                    </Button>
                  )}
                </>
              ),
            },
          ]}
          rowKey={(plan) => plan.recordId}
          caption="Saved plans"
          captionPlacement="hidden"
        />
      )}
      {pending && (
        <ConfirmDialog
          title={
            pending.kind === 'raise' ? `Raise purchase requests for ${pending.plan.seq}` : `Delete ${pending.plan.seq}`
          }
          text={
            pending.kind === 'raise'
              ? 'One purchase request lists every bought material the plan is short of.'
              : 'The plan is removed for good.'
          }
          confirmLabel={pending.kind === 'raise' ? 'Raise the request' : 'Delete the plan'}
          busy={saving}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
