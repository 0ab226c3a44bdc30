import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { CRM_LEAD_CONTRACT } from '../../../lib/contract/crm-lead-contract';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { companyCode, useLeadWrite, type Owner } from './lead-api';

/** Assigns the chosen leads to an owner (updateassignleadowners `{leads, customerCode, assignTo}`). */
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
  const form = useForm({ defaultValues: { owner: '' } });
  // The server's refusal, shown beside the employee until the next try.
  const [refused, setRefused] = useState<string | undefined>();
  const save = useLeadWrite(LEAD_ROUTES.assignOwners, false);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const send = form.handleSubmit(({ owner }) =>
    submit(async () => {
      const body = { leads: [...chosen], assignTo: owner };
      try {
        const dto: RequestOf<typeof CRM_LEAD_CONTRACT.assignOwners> = { ...body, customerCode: companyCode() };
        await save.mutateAsync({ body: dto, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        setRefused(toApiError(error).message);
        return;
      }
      attempt.saved();
      showDoneToast(`${chosen.length} lead${chosen.length === 1 ? '' : 's'} assigned.`);
      onDone();
    }),
  );
  return (
    <form
      className="d-flex flex-wrap align-items-end gap-2"
      aria-label="Assign the chosen leads"
      onSubmit={(event) => {
        setRefused(undefined);
        void send(event);
      }}
    >
      <Field
        form={form}
        name="owner"
        id={`${id}-owner`}
        label={`Assign ${chosen.length} chosen to`}
        rules={{ required: 'Choose the employee to assign them to.' }}
        problem={refused}
        options={owners.map((one) => ({ value: one.empno, label: one.empname }))}
      />
      <LoadingButton loading={saving} loadingText="Assigning" className="mb-3">
        Assign
      </LoadingButton>
    </form>
  );
}
