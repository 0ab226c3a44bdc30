import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { monthName } from '../domain/hostel-dates';
import { type BillingPreview } from '../domain/hostel-bill-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { Field } from '../../../components/form/field';
import { recentMonths } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { BillPrint } from './bill-print';
import { BillTable } from './bill-table';
import { useBillingPreview } from './billing-api';
import { DraftTable } from './draft-table';

function RunBilling({ preview }: { preview: BillingPreview }) {
  const run = useHostelWrite(API.runBilling);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const allowed = useScreenPermission();
  const name = monthName(preview.month);
  const bill = () =>
    void submit(async () => {
      const body = { header: { month: preview.month }, traCheck: 1 };
      const answer = await run.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      const made = Number(answer.seq ?? 0);
      showDoneToast(`${made} ${made === 1 ? 'bill' : 'bills'} made for ${name}.`);
    });
  return (
    <section aria-labelledby="to-bill" className="mb-4">
      <h2 id="to-bill" className="h5">
        To bill for {name}
      </h2>
      <p className="small text-body-secondary">
        One bill per occupant who held a bed in the month: the rent of each bed held (a month's rent shared over the
        month's days to the paisa, charged for the days held, from the first day to the day before leaving; a bed still
        held counts to the month's end), the compulsory services with a bed let alone, the services subscribed and the
        charges posted. A run bills only what no bill holds yet, so running it again bills only what was added since; a
        cancelled bill's items can be billed again.
      </p>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {preview.drafts.length === 0 ? (
        <p>Nothing is left to bill for {name}.</p>
      ) : (
        <>
          <DraftTable drafts={preview.drafts} />
          {allowed('create') && (
            <LoadingButton type="button" loading={saving} loadingText="Billing" onClick={bill}>
              Bill {name}
            </LoadingButton>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Monthly billing (/hostels/hostel-billing): what is left to bill for a month and the run that bills it; the month's
 * bills, viewed, printed or cancelled.
 */
export function BillingScreen() {
  const [params, setParams] = useSearchParams();
  const preview = useBillingPreview(params.get('month') ?? '');
  const viewing = params.get('bill');
  const month = preview.data?.month ?? '';
  const picker = useForm<{ month: string }>({ defaultValues: { month } });
  // The address (or the backend's current month) holds the month; the select follows it.
  useEffect(() => picker.setValue('month', month), [picker, month]);
  const change = (name: string, value: string | null) =>
    setParams((before) => {
      const next = new URLSearchParams(before);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  if (viewing) return <BillPrint billNo={viewing} onClose={() => change('bill', null)} />;
  if (preview.error)
    return <LoadFailed message={toApiError(preview.error).message} onRetry={() => void preview.refetch()} />;
  if (!preview.data) return <Loading label="Loading the month's billing…" />;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Monthly billing
      </h1>
      <div style={{ maxWidth: '16rem' }}>
        <Field
          form={picker}
          name="month"
          id="billing-month"
          label="Month"
          choose={null}
          onChange={(value) => change('month', value)}
          options={recentMonths(preview.data.currentMonth)}
        />
      </div>
      <RunBilling key={preview.data.month} preview={preview.data} />
      <h2 className="h5">Bills of {monthName(preview.data.month)}</h2>
      <BillTable bills={preview.data.bills} onView={(billNo) => change('bill', billNo)} />
    </section>
  );
}
