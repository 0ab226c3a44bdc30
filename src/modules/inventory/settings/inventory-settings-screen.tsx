import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
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

const schema = z.object({ issueRate: z.enum(['GIN', 'AVERAGE']) });
type Values = z.infer<typeof schema>;

/** Inventory settings (3.12.1): the rate issues, losses and samples out take (`inv_iss`). */
export function InventorySettingsScreen() {
  const settings = useInventorySettings();
  const stored: IssueRate =
    settings.data?.find((row) => row.setupCode === ISSUE_RATE_CODE)?.setupValue === 'AVERAGE' ? 'AVERAGE' : 'GIN';
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
        <InventorySettingsForm stored={stored} />
      )}
    </section>
  );
}

/** The choice of rate and Save (for those with the modify right); an untouched choice follows the stored one. */
function InventorySettingsForm({ stored }: { stored: IssueRate }) {
  const allowed = useScreenPermission();
  const save = useSaveInventorySettings();
  const attempt = useSaveAttemptKey();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { issueRate: stored },
    values: { issueRate: stored },
    resetOptions: { keepDirtyValues: true },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Set from the first click until the answer: a double click saves once. */
  const sending = useRef(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);
  const canSave = allowed('modify');

  const send = (values: Values) => {
    if (sending.current) return;
    sending.current = true;
    setRefusal(null);
    const sets = [{ setupCode: ISSUE_RATE_CODE, setupDescription: 'Rate of issues', setupValue: values.issueRate }];
    save.mutate(
      { sets, key: attempt.keyFor(sets) },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: () => {
          attempt.saved();
          form.reset(values);
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
    <>
      <Form
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth: '40rem' }}
      >
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
              label={choice.label}
              value={choice.value}
              disabled={!canSave}
              {...form.register('issueRate')}
            />
          ))}
        </fieldset>
        {canSave && (
          <LoadingButton loading={save.isPending} loadingText="Saving">
            Save
          </LoadingButton>
        )}
      </Form>
      {leaveQuestion}
    </>
  );
}
