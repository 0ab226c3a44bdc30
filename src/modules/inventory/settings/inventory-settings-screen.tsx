import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useInventorySettings, useSaveInventorySettings } from './inventory-settings-api';
import { ISSUE_RATE_CODE, type IssueRate } from './inventory-settings-wire';

const CHOICES: ReadonlyArray<{ value: IssueRate; label: string }> = [
  { value: 'GIN', label: 'The rate of the lot (goods inward number) they are drawn from' },
  { value: 'AVERAGE', label: "The weighted average rate of the financial year's receipts" },
];

/** Inventory settings (3.12.1): the rate issues, losses and samples out take (`inv_iss`). */
export function InventorySettingsScreen() {
  const allowed = useScreenPermission();
  const settings = useInventorySettings();
  const save = useSaveInventorySettings();
  const attempt = useSaveAttemptKey();
  const [chosen, setChosen] = useState<IssueRate | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const stored: IssueRate =
    settings.data?.find((row) => row.setupCode === ISSUE_RATE_CODE)?.setupValue === 'AVERAGE' ? 'AVERAGE' : 'GIN';
  const value = chosen ?? stored;
  const leaveQuestion = useLeaveGuard(chosen !== null && chosen !== stored);
  const canSave = allowed('modify');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setRefusal(null);
    const sets = [{ setupCode: ISSUE_RATE_CODE, setupDescription: 'Rate of issues', setupValue: value }];
    save.mutate(
      { sets, key: attempt.keyFor(sets) },
      {
        onSuccess: () => {
          attempt.saved();
          setChosen(null);
          showDoneToast('The inventory settings are saved.');
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Inventory settings
      </h1>
      {settings.isPending ? (
        <Loading label="Loading the inventory settings…" />
      ) : settings.isError ? (
        <LoadFailed message={toApiError(settings.error).message} onRetry={() => void settings.refetch()} />
      ) : (
        <Form noValidate onSubmit={submit} aria-labelledby="screen-title" style={{ maxWidth: '40rem' }}>
          {refusal && (
            <Alert variant="danger" role="alert">
              {refusal}
            </Alert>
          )}
          <fieldset className="mb-3">
            <legend className="h6">Issues, losses and samples out take</legend>
            {CHOICES.map((choice) => (
              <Form.Check
                key={choice.value}
                type="radio"
                id={`inv-iss-${choice.value}`}
                name="inv_iss"
                label={choice.label}
                checked={value === choice.value}
                disabled={!canSave}
                onChange={() => setChosen(choice.value)}
              />
            ))}
          </fieldset>
          {canSave && (
            <LoadingButton loading={save.isPending} loadingText="Saving">
              Save
            </LoadingButton>
          )}
        </Form>
      )}
      {leaveQuestion}
    </section>
  );
}
