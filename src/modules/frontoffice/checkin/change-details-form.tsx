import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/date-format';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import type { Stay } from '../domain/stay-types';
import { slotFor } from '../domain/tariff';
import { useChangeDetails } from './checkin-api';
import { errorsOf, guestOfValues, guestValuesOf, wholeOf, type GuestValues } from './checkin-form-values';
import { stayDetailsProblems } from './domain/checkin-rules';
import type { CheckinRequirements, StayDetailsInput } from './domain/checkin-types';
import { Field } from '../../../components/form/field';
import { BillToField } from './bill-to-field';
import { GuestFields } from './guest-fields';
import { StayDates } from './stay-dates';

interface DetailsValues {
  guest: GuestValues;
  departure: string;
  adults: string;
  children: string;
  billTo: string;
}

const inputOf = (stay: Stay, values: DetailsValues): StayDetailsInput => ({
  stayNo: stay.stayNo,
  guest: guestOfValues(values.guest),
  departure: values.departure,
  adults: wholeOf(values.adults),
  children: wholeOf(values.children || '0'),
  billTo: values.billTo,
});

/**
 * Change details of a stay in the room: the guest (a quick check-in's details completed here), the expected
 * departure (not before the hotel date), the party within the room's capacity, bill-to.
 */
export function ChangeDetailsForm({ stay, requirements }: { stay: Stay; requirements: CheckinRequirements }) {
  const category = requirements.categories.find((row) => row.code === stay.category);
  const extraBeds = slotFor(stay.slots, requirements.hotelDate)?.extraBeds ?? 0;
  const resolver = useMemo<Resolver<DetailsValues>>(
    () => (values) => {
      const input = inputOf(stay, values);
      const problems = stayDetailsProblems({
        kind: stay.kind,
        guest: input.guest,
        arrivalDate: stay.arrival,
        hotelDate: requirements.hotelDate,
        departure: input.departure,
        adults: input.adults,
        children: input.children,
        extraBeds,
        category,
      });
      return Object.keys(problems).length > 0
        ? { values: {}, errors: errorsOf<DetailsValues>(problems) }
        : { values, errors: {} };
    },
    [stay, requirements.hotelDate, extraBeds, category],
  );
  const form = useForm<DetailsValues>({
    resolver,
    defaultValues: {
      guest: guestValuesOf(stay.guest),
      departure: stay.departure,
      adults: String(stay.adults),
      children: String(stay.children),
      billTo: stay.billTo,
    },
  });
  const save = useChangeDetails();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const [saved, setSaved] = useState<string | null>(null);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !saved);

  const onSubmit = form.handleSubmit((values) =>
    submit(async () => {
      const body = inputOf(stay, values);
      try {
        const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        form.reset(values);
        const cformNo = String(answer.cformNo ?? '');
        setSaved(
          `Details of ${stay.stayNo} saved.${cformNo ? ` A foreign national: C-Form ${cformNo} is now due (see the C-Form queue).` : ''}`,
        );
      } catch (error) {
        for (const [path, message] of Object.entries(toApiError(error).fieldErrors ?? {}))
          form.setError(path as Path<DetailsValues>, { message });
        throw error;
      }
    }),
  );

  if (saved) {
    return (
      <Alert variant="success">
        <p>{saved}</p>
        <Button variant="outline-success" size="sm" onClick={() => setSaved(null)}>
          Change more
        </Button>
      </Alert>
    );
  }
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} style={{ maxWidth: '64rem' }}>
      {stay.detailsPending && (
        <Alert variant="info">
          A quick check-in: complete the guest's ID document and address, and the details stop being pending.
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <GuestFields form={form} detail="full" />
      <div className="voucher-header">
        <Field form={form} name="adults" label="Adults" type="number" min={0} />
        <Field form={form} name="children" label="Children" type="number" min={0} />
        <BillToField form={form} name="billTo" billTo={requirements.billTo} />
      </div>
      <StayDates form={form} hotelDate={stay.arrival.slice(0, 10)} arrivalText={formatDateTime(stay.arrival)} />
      <LoadingButton type="submit" loading={saving} loadingText="Saving">
        Save the details
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
