import Button from 'react-bootstrap/Button';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import type { SettingsProblems } from '../domain/settings-rules';
import type { SettingsFormValues } from './settings-form-values';

interface Props {
  form: UseFormReturn<SettingsFormValues>;
  problems: SettingsProblems;
}

/** One input of a slab with its label and its problem beside it. */
function SlabInput({
  form,
  problems,
  name,
  label,
}: Props & { name: `slabs.${number}.upTo` | `slabs.${number}.percent`; label: string }) {
  return (
    <Field
      form={form}
      name={name}
      id={`fo-settings-${name.replace(/\./g, '-')}`}
      label={label}
      inputMode="decimal"
      problem={problems[name]}
      className="mb-2"
    />
  );
}

/** The room GST slabs, ascending: each bounded slab's top night tariff and percent; the last open-ended. */
export function SettingsSlabs({ form, problems }: Props) {
  const slabs = useFieldArray({ control: form.control, name: 'slabs' });
  const last = slabs.fields.length - 1;
  return (
    <fieldset className="mb-3" aria-describedby={problems.slabs ? 'fo-settings-slabs-error' : 'fo-settings-slabs-help'}>
      <legend className="h6">Room GST slabs</legend>
      <p id="fo-settings-slabs-help" className="text-muted small">
        A night is taxed by the first slab whose limit its tariff (room, meals and extra beds) does not pass; the last
        slab takes every night above the one before.
      </p>
      {problems.slabs && (
        <p id="fo-settings-slabs-error" className="text-danger small">
          {problems.slabs}
        </p>
      )}
      {slabs.fields.map((field, index) => (
        <div key={field.id} className="row g-2 align-items-start border-bottom mb-2">
          <div className="col-12 col-sm-5">
            {index === last ? (
              <p className="mb-2 pt-sm-4">{index === 0 ? 'Every night' : 'Nights above the slab before'}</p>
            ) : (
              <SlabInput
                form={form}
                problems={problems}
                name={`slabs.${index}.upTo`}
                label={`Slab ${index + 1}: nights up to (Rs)`}
              />
            )}
          </div>
          <div className="col-8 col-sm-4">
            <SlabInput
              form={form}
              problems={problems}
              name={`slabs.${index}.percent`}
              label={`Slab ${index + 1}: GST %`}
            />
          </div>
          <div className="col-4 col-sm-3 pt-4">
            {index !== last && (
              <Button variant="outline-danger" size="sm" onClick={() => slabs.remove(index)}>
                {`Remove slab ${index + 1}`}
              </Button>
            )}
          </div>
        </div>
      ))}
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() => slabs.insert(Math.max(0, last), { upTo: '', percent: '' })}
      >
        Add a slab
      </Button>
    </fieldset>
  );
}
