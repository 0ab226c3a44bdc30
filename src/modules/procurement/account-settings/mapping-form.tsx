import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { showDoneToast } from '../../../lib/messages/messages';
import { useChartAccountChoices, useSavePurchaseAssignments } from './account-settings-api';
import type { AssignDetail } from './assignment-rules';
import {
  assignmentsToSave,
  draftDiffers,
  draftOf,
  rowsAfterSave,
  unmappedCodes,
  unmappedLabel,
  withAccount,
  type MappingDraft,
} from './mapping-draft';
import { MappingTable } from './mapping-table';
import { useSingleSave } from './use-single-save';

/**
 * The mapping being edited: a filter to the codes unmapped when it was ticked (a row stays while
 * it is being mapped), the live count of unmapped codes, and Save for those with the modify right.
 */
export function MappingForm({ rows }: { rows: readonly AssignDetail[] }) {
  const [draft, setDraft] = useState<MappingDraft>(() => draftOf(rows));
  const [base, setBase] = useState(rows);
  if (base !== rows) {
    // New rows from the server (a save, a refetch): an untouched draft follows them, a changed one is kept.
    setBase(rows);
    if (!draftDiffers(base, draft)) setDraft(draftOf(rows));
  }
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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const list = assignmentsToSave(rows, draft);
      await save.mutateAsync({ list, rows: rowsAfterSave(rows, draft), idempotencyKey: attempt.keyFor(list) });
      attempt.saved();
      showDoneToast('The purchase accounts are saved.');
    });
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Purchase accounts">
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
        onChange={(transcode, account) => setDraft((current) => withAccount(current, transcode, account))}
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
