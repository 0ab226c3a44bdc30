import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useFieldArray, useForm, type Path, type Resolver } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import type { Companion, Stay } from '../domain/stay-types';
import { slotFor } from '../domain/tariff';
import { OccupiedRoomScreen } from '../shared/occupied-room-screen';
import { useFolio } from '../shared/use-stays';
import { useCheckinRequirements, useSaveCompanions } from './checkin-api';
import { errorsOf } from './checkin-form-values';
import { capacityOf, companionProblems } from './domain/checkin-rules';
import type { CheckinRequirements } from './domain/checkin-types';
import { Field } from '../../../components/form/field';
import { ID_OPTIONS } from './guest-fields';

type CompanionValues = { [K in keyof Companion]: string };
interface CompanionsValues {
  lines: CompanionValues[];
}

const valuesOf = (companion: Companion): CompanionValues => ({
  ...companion,
  age: companion.age === null ? '' : String(companion.age),
});
const blankCompanion = (): CompanionValues => ({
  name: '',
  age: '',
  relation: '',
  idType: '',
  idNumber: '',
  nationality: 'Indian',
});
const companionOf = (values: CompanionValues): Companion => ({
  name: values.name.trim(),
  age: /^\d+$/.test(values.age.trim()) ? Number(values.age) : null,
  relation: values.relation.trim(),
  idType: values.idType as Companion['idType'],
  idNumber: values.idNumber.trim(),
  nationality: values.nationality.trim() || 'Indian',
});

function CompanionsForm({ stay, requirements }: { stay: Stay; requirements: CheckinRequirements }) {
  const category = requirements.categories.find((row) => row.code === stay.category);
  const capacity = capacityOf(
    category ?? { occupancy: 1 },
    slotFor(stay.slots, requirements.hotelDate)?.extraBeds ?? 0,
  );
  const resolver = useMemo<Resolver<CompanionsValues>>(
    () => (values) => {
      // The list's own problem (too many) goes on the list's root, beside the companions' own.
      const { lines: tooMany, ...problems } = companionProblems(values.lines.map(companionOf), capacity);
      const all = tooMany ? { ...problems, 'lines.root': tooMany } : problems;
      return Object.keys(all).length > 0
        ? { values: {}, errors: errorsOf<CompanionsValues>(all) }
        : { values, errors: {} };
    },
    [capacity],
  );
  const form = useForm<CompanionsValues>({ resolver, defaultValues: { lines: stay.companions.map(valuesOf) } });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const save = useSaveCompanions();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);
  const listProblem = form.formState.errors.lines?.root?.message;

  const onSubmit = form.handleSubmit((values) =>
    submit(async () => {
      const body = { stayNo: stay.stayNo, companions: values.lines.map(companionOf) };
      setSaved(false);
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        form.reset(values);
        setSaved(true);
      } catch (error) {
        for (const [path, message] of Object.entries(toApiError(error).fieldErrors ?? {}))
          form.setError((path === 'lines' ? 'lines.root' : path) as Path<CompanionsValues>, { message });
        throw error;
      }
    }),
  );

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} style={{ maxWidth: '64rem' }}>
      <p>{`${stay.guest.name} and up to ${capacity - 1} companion${capacity - 1 === 1 ? '' : 's'}: the room takes ${capacity} guests.`}</p>
      {saved && <Alert variant="success">{`The guests of room ${stay.room} are saved.`}</Alert>}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {listProblem && (
        <Alert variant="warning" role="alert">
          {listProblem}
        </Alert>
      )}
      {lines.fields.length === 0 && <p className="text-muted">No companions.</p>}
      {lines.fields.map((field, index) => (
        <fieldset key={field.id} className="border rounded p-2 mb-3">
          <legend className="h6 float-none w-auto px-1 mb-1">{`Companion ${index + 1}`}</legend>
          <div className="voucher-header">
            <Field form={form} name={`lines.${index}.name`} label={`Companion ${index + 1} name`} />
            <Field form={form} name={`lines.${index}.age`} label="Age" type="number" min={0} />
            <Field form={form} name={`lines.${index}.relation`} label="Relation" help="e.g. spouse, colleague" />
            <Field form={form} name={`lines.${index}.nationality`} label="Nationality" />
            <Field form={form} name={`lines.${index}.idType`} label="ID document" options={ID_OPTIONS} />
            <Field form={form} name={`lines.${index}.idNumber`} label="ID number" />
          </div>
          <Button variant="outline-danger" size="sm" onClick={() => lines.remove(index)}>
            {`Remove companion ${index + 1}`}
          </Button>
        </fieldset>
      ))}
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="outline-primary"
          onClick={() => lines.append(blankCompanion())}
          disabled={lines.fields.length + 1 >= capacity}
        >
          Add a companion
        </Button>
        <LoadingButton type="submit" loading={saving} loadingText="Saving">
          Save the guests
        </LoadingButton>
      </div>
      {leaveQuestion}
    </Form>
  );
}

function Companions({ stayNo }: { stayNo: string }) {
  const folio = useFolio(stayNo);
  const requirements = useCheckinRequirements('guestManagement');
  if (folio.isError || requirements.isError)
    return <Alert variant="danger">{(folio.error ?? requirements.error)?.message}</Alert>;
  if (!folio.data || !requirements.data)
    return <Spinner animation="border" size="sm" role="status" aria-label="Loading the stay" />;
  return <CompanionsForm stay={folio.data.stay} requirements={requirements.data} />;
}

/** Guest management (/frontoffice/fo-guest-management): the companions sharing the room, within its capacity. */
export function GuestManagementScreen() {
  return (
    <OccupiedRoomScreen title="Guest management" filter={(stay) => stay.status === 'IN_HOUSE'}>
      {(stay) => <Companions key={stay.stayNo} stayNo={stay.stayNo} />}
    </OccupiedRoomScreen>
  );
}
