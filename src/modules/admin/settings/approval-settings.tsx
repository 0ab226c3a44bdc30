import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import type { SetupEntry } from '../../../lib/session/session-types';
import {
  APPROVAL_SETTINGS,
  secondWord,
  approvalsDiffer,
  approvalValues,
  setsToSave,
  type ApprovalBranch,
  type ApprovalValues,
} from './approval-rules';
import { useGuardedSave } from './guarded-save';
import { Refusal, SettingsSection } from './settings-section';
import { useSaveSetupDetails, useSetupDetails } from './settings-api';

type DirtyReport = (section: string, dirty: boolean) => void;

const GROUPS: ReadonlyArray<{ branchId: ApprovalBranch; title: string; noun: string }> = [
  { branchId: 'PUR', title: 'Purchase approvals', noun: 'purchase approvals' },
  { branchId: 'CRM', title: 'Sales (CRM) approvals', noun: 'sales approvals' },
  { branchId: 'ACC', title: 'Accounts', noun: 'accounts settings' },
];

/** The "Purchase approvals" and "Sales (CRM) approvals" sections, each saved on its own. */
export function ApprovalSettings({ onDirtyChange }: { onDirtyChange: DirtyReport }) {
  const query = useSetupDetails();
  if (query.isPending) return <Loading label="Loading the approval settings…" />;
  if (query.isError)
    return <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  return GROUPS.map((group) => (
    <ApprovalGroup
      key={group.branchId}
      {...group}
      entries={query.data}
      onDirtyChange={(dirty) => onDirtyChange(`approvals-${group.branchId}`, dirty)}
    />
  ));
}

interface GroupProps {
  branchId: ApprovalBranch;
  title: string;
  noun: string;
  entries: readonly SetupEntry[];
  onDirtyChange: (dirty: boolean) => void;
}

/** One group's switches ("Purchase orders: approval required") and its Save button; sends the full array. */
function ApprovalGroup({ branchId, title, noun, entries, onDirtyChange }: GroupProps) {
  const saved = approvalValues(entries, branchId);
  const [draft, setDraft] = useState<ApprovalValues>(saved);
  const save = useSaveSetupDetails();
  const { run, refusal } = useGuardedSave();
  const id = `approvals-${branchId.toLowerCase()}`;

  const toggle = (code: string, required: boolean) => {
    const next = { ...draft, [code]: required ? 2 : 1 } as const;
    setDraft(next);
    onDirtyChange(approvalsDiffer(next, saved));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await save.mutateAsync(setsToSave(entries, branchId, draft));
      onDirtyChange(false);
      showDoneToast(`The ${noun} are saved.`);
    });
  };

  return (
    <SettingsSection id={id} title={title}>
      <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <Refusal message={refusal} />
        {APPROVAL_SETTINGS.filter((setting) => setting.branchId === branchId).map((setting) => (
          <Form.Check
            key={setting.setupCode}
            className="mb-2"
            type="switch"
            id={`${id}-${setting.setupCode}`}
            label={`${setting.label}: ${secondWord(setting)}`}
            checked={draft[setting.setupCode] === 2}
            onChange={(event) => toggle(setting.setupCode, event.target.checked)}
          />
        ))}
        <LoadingButton className="mt-2" loading={save.isPending} loadingText="Saving">
          Save {noun}
        </LoadingButton>
      </Form>
    </SettingsSection>
  );
}
