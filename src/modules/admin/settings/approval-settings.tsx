import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import type { SetupEntry } from '../../../lib/session/session-types';
import {
  APPROVAL_SETTINGS,
  secondWord,
  approvalValues,
  setsToSave,
  type ApprovalBranch,
  type ApprovalValues,
} from './approval-rules';
import { useGuardedSave } from './guarded-save';
import { Refusal, SettingsSection } from './settings-section';
import { useSaveSetupDetails, useSetupDetails } from './settings-api';

type DirtyReport = (section: string, dirty: boolean) => void;

/** A group's switches by setting code: on is value 2 (approval required, or the setting's second word). */
type Switches = Record<string, boolean>;

const GROUPS: ReadonlyArray<{ branchId: ApprovalBranch; title: string; noun: string }> = [
  { branchId: 'PUR', title: 'Purchase approvals', noun: 'purchase approvals' },
  { branchId: 'CRM', title: 'Sales (CRM) approvals', noun: 'sales approvals' },
  { branchId: 'ACC', title: 'Accounts', noun: 'accounts settings' },
];

const switchesOf = (values: ApprovalValues): Switches =>
  Object.fromEntries(Object.entries(values).map(([code, value]) => [code, value === 2]));
const valuesOf = (switches: Switches): ApprovalValues =>
  Object.fromEntries(Object.entries(switches).map(([code, on]) => [code, on ? 2 : 1]));

/** The "Purchase approvals" and "Sales (CRM) approvals" sections, each saved on its own. */
export function ApprovalSettings({ onDirtyChange }: { onDirtyChange: DirtyReport }) {
  const query = useSetupDetails();
  if (query.isPending) return <Loading label="Loading the approval settings…" />;
  if (query.isError)
    return <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  return GROUPS.map((group) => (
    <ApprovalGroup key={group.branchId} {...group} entries={query.data} onDirtyChange={onDirtyChange} />
  ));
}

interface GroupProps {
  branchId: ApprovalBranch;
  title: string;
  noun: string;
  entries: readonly SetupEntry[];
  onDirtyChange: DirtyReport;
}

/** One group's switches ("Purchase orders: approval required") and its Save button; sends the full array. */
function ApprovalGroup({ branchId, title, noun, entries, onDirtyChange }: GroupProps) {
  const form = useForm<Switches>({ defaultValues: switchesOf(approvalValues(entries, branchId)) });
  const save = useSaveSetupDetails();
  const { run, refusal } = useGuardedSave();
  const id = `approvals-${branchId.toLowerCase()}`;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(`approvals-${branchId}`, isDirty), [onDirtyChange, branchId, isDirty]);

  const submit = form.handleSubmit((switches) =>
    run(async () => {
      await save.mutateAsync(setsToSave(entries, branchId, valuesOf(switches)));
      form.reset(switches);
      showDoneToast(`The ${noun} are saved.`);
    }),
  );

  return (
    <SettingsSection id={id} title={title}>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
        <Refusal message={refusal} />
        {APPROVAL_SETTINGS.filter((setting) => setting.branchId === branchId).map((setting) => (
          <Form.Check
            key={setting.setupCode}
            className="mb-2"
            type="switch"
            id={`${id}-${setting.setupCode}`}
            label={`${setting.label}: ${secondWord(setting)}`}
            {...form.register(setting.setupCode)}
          />
        ))}
        <LoadingButton className="mt-2" loading={save.isPending} loadingText="Saving">
          Save {noun}
        </LoadingButton>
      </Form>
    </SettingsSection>
  );
}
