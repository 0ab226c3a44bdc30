import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { RadioChoices } from '../../../components/form/radio-choices';
import { TitledForm } from '../../../components/form/titled-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { monthName } from '../domain/hostel-dates';
import { type ChargeKind, type ChargeRequirements } from '../domain/charge-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { rupees } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';
import { chargeSchema, EMPTY_CHARGE, toChargeHeader, type ChargeValues } from './charge-form-values';

const PER: Record<string, string> = { DAY: 'a day', MONTH: 'a month', TERM: 'a term', YEAR: 'a year' };
const KINDS: ReadonlyArray<[ChargeKind, string, string]> = [
  ['CHARGE', 'charge', 'A charge'],
  ['SERVICE', 'service', 'A service for the month'],
];

/** Post a charge head (rate × quantity) or subscribe an occupant to an optional service, for the month chosen. */
export function ChargeForm({ requirements }: { requirements: ChargeRequirements }) {
  const id = useId();
  const form = useForm<ChargeValues>({ resolver: zodResolver(chargeSchema), defaultValues: EMPTY_CHARGE });
  const save = useHostelWrite(API.saveCharge);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  // Choosing between a charge and a service alone loses nothing typed: it asks nothing on leaving.
  const { dirtyFields } = form.formState;
  const leaveQuestion = useLeaveGuard(Object.keys(dirtyFields).some((name) => name !== 'kind'));
  const [kind, allocNo] = useWatch({ control: form.control, name: ['kind', 'allocNo'] });
  const chooseHead = (code: string) => {
    const head = requirements.heads.find((one) => one.code === code);
    const amount = head?.amount === null || head?.amount === undefined ? '' : String(head.amount);
    form.setValue('amount', amount, { shouldDirty: true });
  };
  const occupant = requirements.occupants.find((one) => one.allocNo === allocNo);
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const body = { header: toChargeHeader(values, requirements.month), traCheck: 1 };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`${values.kind === 'CHARGE' ? 'Charge posted' : 'Subscribed'} (${String(answer.seq ?? '')}).`);
      form.reset({ ...EMPTY_CHARGE, kind: values.kind });
    }),
  );
  return (
    <TitledForm title={`Post for ${monthName(requirements.month)}`} onSubmit={send} className="mb-4" maxWidth="40rem">
      <RefusalAlert text={failure} />
      <RadioChoices
        form={form}
        name="kind"
        legend="What"
        inline
        choices={KINDS.map(([value, suffix, label]) => ({ value, id: `${id}-${suffix}`, label }))}
        onChange={() => form.setValue('code', '', { shouldDirty: true })}
      />
      <Field
        form={form}
        name="allocNo"
        id={`${id}-occupant`}
        label="Occupant"
        options={requirements.occupants.map((one) => ({
          value: one.allocNo,
          label: `${one.name}, ${one.bedId}${one.active ? '' : ' (left)'}`,
        }))}
      />
      {kind === 'CHARGE' ? (
        <>
          <Field
            form={form}
            name="code"
            id={`${id}-head`}
            label="Charge"
            onChange={chooseHead}
            options={requirements.heads.map((head) => ({
              value: head.code,
              label: `${head.name}${head.amount === null ? '' : `: ${rupees(head.amount)}`}${head.taxPercent ? `, GST ${head.taxPercent} %` : ''}`,
            }))}
          />
          <div className="d-flex flex-wrap gap-3">
            <Field form={form} name="amount" id={`${id}-amount`} label="Rate" type="money" />
            <Field form={form} name="quantity" id={`${id}-quantity`} label="Quantity" type="number" />
          </div>
        </>
      ) : (
        <Field
          form={form}
          name="code"
          id={`${id}-service-code`}
          label="Service"
          help={
            occupant && occupant.included.length > 0
              ? `${occupant.name}'s package already includes ${occupant.included.join(', ')}.`
              : undefined
          }
          options={requirements.services
            .filter((service) => service.optional)
            .map((service) => ({
              value: service.code,
              label: `${service.name}: ${rupees(service.rate)} ${PER[service.per] ?? ''}${service.taxPercent ? `, GST ${service.taxPercent} %` : ''}`,
            }))}
        />
      )}
      <Field form={form} name="remarks" id={`${id}-remarks`} label="Remarks" />
      <LoadingButton loading={saving} loadingText="Saving">
        {kind === 'CHARGE' ? 'Post charge' : 'Subscribe'}
      </LoadingButton>
      {leaveQuestion}
    </TitledForm>
  );
}
