import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { RefusalAlert } from '../../../components/form/form-actions';
import { RadioChoices } from '../../../components/form/radio-choices';
import { LoadingButton } from '../../../components/loading-button';
import { QueryView } from '../../../components/query-view';
import { ScreenSection } from '../../../components/screen-section';
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
    <ScreenSection title="Inventory settings">
      <QueryView query={settings} loadingLabel="Loading the inventory settings…">
        <InventorySettingsForm stored={stored} />
      </QueryView>
    </ScreenSection>
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
        <RefusalAlert text={refusal} />
        <RadioChoices
          form={form}
          name="issueRate"
          legend="Issues, losses and samples out take"
          legendClassName="h6"
          choices={CHOICES.map((choice) => ({ ...choice, id: `inv-iss-${choice.value}`, disabled: !canSave }))}
        />
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
