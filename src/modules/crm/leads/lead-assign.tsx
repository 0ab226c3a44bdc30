import { useId, useState } from 'react';
import { SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { useLeadWrite, type Owner } from './lead-api';

/** Assigns the chosen leads to an owner (updateassignleadowners `{Leads, CustomerCode, AssignTo}`). */
export function LeadAssign({
  chosen,
  owners,
  onDone,
}: {
  chosen: readonly number[];
  owners: readonly Owner[];
  onDone: () => void;
}) {
  const id = useId();
  const [owner, setOwner] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useLeadWrite(LEAD_ROUTES.assignOwners);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const send = () => {
    if (!owner) return setProblem('Choose the employee to assign them to.');
    setProblem(undefined);
    void submit(async () => {
      const body = { Leads: [...chosen], AssignTo: owner };
      try {
        await save.mutateAsync({ body: { ...body, CustomerCode: '' }, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        setProblem(toApiError(error).message);
        return;
      }
      attempt.saved();
      showDoneToast(`${chosen.length} lead${chosen.length === 1 ? '' : 's'} assigned.`);
      onDone();
    });
  };
  return (
    <form
      className="d-flex flex-wrap align-items-end gap-2"
      aria-label="Assign the chosen leads"
      onSubmit={(event) => (event.preventDefault(), send())}
    >
      <SelectField
        id={`${id}-owner`}
        label={`Assign ${chosen.length} chosen to`}
        value={owner}
        onChange={setOwner}
        error={problem}
        options={owners.map((one) => ({ value: one.empno, label: one.empname }))}
      />
      <LoadingButton loading={saving} loadingText="Assigning" className="mb-3">
        Assign
      </LoadingButton>
    </form>
  );
}
