import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { showDoneToast } from '../../../lib/messages/messages';
import { useChartAccountChoices, useSavePurchaseAssignments } from './account-settings-api';
import type { AssignDetail } from './assignment-rules';
import {
  assignmentsToSave,
  draftAccount,
  draftDiffers,
  draftOf,
  rowsAfterSave,
  unmappedCodes,
  unmappedLabel,
  type MappingDraft,
} from './mapping-draft';
import { MappingTable } from './mapping-table';
import { useSingleSave } from './use-single-save';

/**
 * The form's values: each code's account ('' while unmapped) as a list, since posting codes hold dots
 * ('PUR_VAT-14@14.5') and cannot name fields themselves.
 */
interface Values {
  lines: Array<{ transcode: string; account: string }>;
}

function valuesOf(rows: readonly AssignDetail[]): Values {
  const draft = draftOf(rows);
  return { lines: rows.map((row) => ({ transcode: row.transcode, account: draftAccount(draft, row.transcode) })) };
}
const draftOfLines = (lines: Values['lines']): MappingDraft =>
  Object.fromEntries(lines.map((line) => [line.transcode, line.account]));

/**
 * The mapping being edited: a filter to the codes unmapped when it was ticked (a row stays while
 * it is being mapped), the live count of unmapped codes, and Save for those with the modify right.
 */
export function MappingForm({ rows }: { rows: readonly AssignDetail[] }) {
  const form = useForm<Values>({ defaultValues: valuesOf(rows) });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const draft = useMemo(() => draftOfLines(lines), [lines]);
  const base = useRef(rows);
  useEffect(() => {
    if (base.current === rows) return;
    // New rows from the server (a save, a refetch): an untouched draft follows them, a changed one is kept.
    if (!draftDiffers(base.current, draftOfLines(form.getValues('lines')))) form.reset(valuesOf(rows));
    base.current = rows;
  }, [form, rows]);
  const [onlyCodes, setOnlyCodes] = useState<ReadonlySet<string> | null>(null);
  const accounts = useChartAccountChoices();
  const may = useScreenPermission();
  const canSave = may('modify');
  const save = useSavePurchaseAssignments();
  const attempt = useSaveAttemptKey();
  const { run, refusal } = useSingleSave();
  const dirty = draftDiffers(rows, draft);
  const leaveQuestion = useLeaveGuard(dirty);
  const unmapped = unmappedCodes(rows, draft);
  const shown = onlyCodes ? rows.filter((row) => onlyCodes.has(row.transcode)) : rows;

  const choose = (transcode: string, account: string) => {
    const at = form.getValues('lines').findIndex((line) => line.transcode === transcode);
    if (at >= 0) form.setValue(`lines.${at}.account`, account, { shouldDirty: true });
    else form.setValue('lines', [...form.getValues('lines'), { transcode, account }], { shouldDirty: true });
  };

  const submit = form.handleSubmit((values) =>
    run(async () => {
      const saved = draftOfLines(values.lines);
      const list = assignmentsToSave(rows, saved);
      await save.mutateAsync({ list, rows: rowsAfterSave(rows, saved), idempotencyKey: attempt.keyFor(list) });
      attempt.saved();
      showDoneToast('The purchase accounts are saved.');
    }),
  );

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Purchase accounts">
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <Form.Check
          type="switch"
          id="purchase-accounts-only-unmapped"
          label="Show only unmapped"
          checked={onlyCodes !== null}
          onChange={(event) => setOnlyCodes(event.target.checked ? new Set(unmapped) : null)}
        />
        <span role="status" className={unmapped.length > 0 ? 'text-danger fw-semibold' : 'text-body-secondary'}>
          {unmappedLabel(unmapped.length)}
        </span>
      </div>
      <MappingTable
        rows={shown}
        draft={draft}
        accounts={accounts.data ?? []}
        accountsLoading={accounts.isPending}
        accountsFailed={accounts.isError}
        readOnly={!canSave}
        onChange={choose}
      />
      {canSave && (
        <LoadingButton loading={save.isPending} loadingText="Saving">
          Save
        </LoadingButton>
      )}
      {leaveQuestion}
    </Form>
  );
}
