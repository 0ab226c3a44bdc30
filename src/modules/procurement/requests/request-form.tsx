import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions, RefusalAlert } from '../../../components/form/form-actions';
import { FormPage } from '../../../components/form/form-page';
import { DraftNotice } from '../../../engine/form/draft-notice';
import { FormField } from '../../../engine/form/form-field';
import { LinesGrid } from '../../../engine/form/lines-grid';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useFormDraft } from '../../../engine/form/use-form-draft';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import type { ResourceRecord } from '../../../engine/resource';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveRequest } from './request-api';
import { DATE_FIELD, DESCRIPTION_FIELD, LINES_FIELD } from './request-fields';
import { formPath, requestResolver, toFormValues, toSaveBody } from './request-form-values';
import { RequestLineCell, RequirementsContext } from './request-line-cell';
import type { RequestAnswer } from './request-types';
import type { RequestRequirements } from './requirement-types';
import { mastersOfRequirements } from './requirement-masters';
import { PickSelect } from './pick-select';

interface Props {
  requirements: RequestRequirements;
  /** The request being changed, or null for a new one. */
  answer: RequestAnswer | null;
  today: string;
  onDone: () => void;
}

/**
 * A purchase request: date, department, employee, description and its items. The rules the server
 * applies are checked as the user saves and marked beside the fields; the server's refusal shows as
 * text with the input kept; one save per attempt (Idempotency-Key); leaving unsaved asks first.
 */
export function RequestForm({ requirements, answer, today, onDone }: Props) {
  const masters = useMemo(() => mastersOfRequirements(requirements), [requirements]);
  const form = useForm<ResourceRecord>({
    resolver: requestResolver(masters),
    defaultValues: toFormValues(answer, today),
  });
  const save = useSaveRequest();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const creating = answer === null;
  const draft = useFormDraft(form, 'procurement-purchase-request', creating ? null : String(answer.header.recordId));
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !saved, draft.forget);
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  const departments = useMemo(
    () => requirements.departments.map((row) => ({ value: row.deptid, label: `${row.deptname} (${row.deptid})` })),
    [requirements],
  );
  const employees = useMemo(
    () =>
      requirements.employees.map((row) => ({
        value: row.empid,
        label: `${[row.empname, row.surname].filter(Boolean).join(' ')} (${row.empno})`,
      })),
    [requirements],
  );

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const identity = answer ? { recordId: answer.header.recordId, seq: answer.header.seq } : { recordId: 0, seq: '' };
    const body = toSaveBody(values, identity, creating ? 1 : 2);
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: () => {
          attempt.saved();
          draft.forget();
          showDoneToast(creating ? 'Purchase request saved.' : `Purchase request ${identity.seq} saved.`);
          setSaved(true);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
            form.setError(formPath(path), { message });
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <FormPage
      title={creating ? 'New purchase request' : `Edit purchase request ${answer.header.seq}`}
      maxWidth="80rem"
      onSubmit={submit}
      after={leaveQuestion}
    >
      <DraftNotice restoredAt={draft.restoredAt} onDiscard={draft.discard} />
      <RefusalAlert text={refusal} />
      {creating && (
        <p className="form-text mt-0">
          The server gives the number as it saves; the next free one is {requirements.seq}.
        </p>
      )}
      <div className="voucher-header">
        <FormField field={DATE_FIELD} name="dat" id="request-dat" form={form} readOnly={false} />
        <PickSelect form={form} name="department" id="request-department" label="Department" options={departments} />
        <PickSelect
          form={form}
          name="empno"
          id="request-empno"
          label="Employee"
          options={employees}
          help="Who asks for the items."
        />
      </div>
      <FormField field={DESCRIPTION_FIELD} name="descriptio" id="request-descriptio" form={form} readOnly={false} />
      <RequirementsContext.Provider value={requirements}>
        <LinesGrid field={LINES_FIELD} idPrefix="request" form={form} readOnly={false} Cell={RequestLineCell} />
      </RequirementsContext.Provider>
      <FormActions canSave saving={save.isPending || form.formState.isSubmitting} onBack={onDone} />
    </FormPage>
  );
}
