import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { advanceRefusalField, type AdvanceField } from '../domain/advance-refusals';
import { HRD_ROUTES } from '../domain/hrd-routes';
import { frmDateOf } from '../domain/salary-month';
import { InputField } from '../../../components/form/controlled-fields';
import { useAdvanceWrite } from './advances-api';

type Problems = Partial<Record<AdvanceField, string>>;

/** Skips one month's recovery of the employee's advance, with the reason; `onDirty` says whether a reason is typed. */
export function SkipForm({
  empno,
  month: initialMonth,
  onDirty,
}: {
  empno: string;
  month: string;
  onDirty: (dirty: boolean) => void;
}) {
  const id = useId();
  const [month, setMonth] = useState(initialMonth);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useAdvanceWrite(HRD_ROUTES.skipAdvanceRecovery);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const dirty = reason !== '';
  useEffect(() => {
    onDirty(dirty);
    return () => onDirty(false);
  }, [dirty, onDirty]);
  const send = () => {
    const found: Problems = {};
    if (!/^\d{4}-\d{2}$/.test(month)) found.month = 'Choose the month whose recovery is skipped';
    if (reason.trim() === '') found.reason = 'Give the reason for skipping the recovery';
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      // GeneralInformation: the month's first day as the contract's dd-MMM-yyyy.
      const body = { recordId: Number(empno), frmDate: frmDateOf(month), detail: reason.trim() };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const message = toApiError(error).message;
        const field = advanceRefusalField(message);
        if (field === 'month' || field === 'reason') setProblems({ [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`The recovery of ${month} is skipped.`);
      setReason('');
    });
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-label="Skip a month's recovery"
      style={{ maxWidth: '48rem' }}
    >
      <h2 className="h5">Skip a month's recovery</h2>
      {general && (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-3">
        <InputField
          id={`${id}-month`}
          label="Month"
          type="month"
          value={month}
          onChange={setMonth}
          error={problems.month}
        />
        <InputField
          id={`${id}-reason`}
          label="Reason for skipping"
          value={reason}
          onChange={setReason}
          error={problems.reason}
        />
      </div>
      <LoadingButton loading={saving} loadingText="Saving" variant="outline-primary">
        Skip recovery
      </LoadingButton>
    </Form>
  );
}
