import { useQuery } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { Controller, useWatch, type Control, type FieldError } from 'react-hook-form';
import { inForceOn } from '../document/tax-in-force';
import Select from 'react-select';
import { referenceQuery } from '../list/use-reference-labels';
import type { FieldDeclaration, ResourceRecord } from '../resource';

interface Props {
  field: FieldDeclaration;
  id: string;
  name: string;
  control: Control<ResourceRecord>;
  error: FieldError | undefined;
  readOnly: boolean;
  hideLabel?: boolean;
}

interface Option {
  value: string;
  label: string;
}

/** A searchable select fed by the referenced resource's records; stores the chosen record's key. */
export function ReferenceSelect({ field, id, name, control, error, readOnly, hideLabel = false }: Props) {
  const target = field.reference!;
  const records = useQuery(referenceQuery(target));
  const where = Object.entries(target.where ?? {});
  const current = String(useWatch({ control, name }) ?? '');
  const formDate = useWatch({ control, name: target.inForceOn ?? name, disabled: !target.inForceOn });
  const date = target.inForceOn && typeof formDate === 'string' ? formDate : '';
  const matches = Object.entries(target.matches ?? {});
  const matchValues = (useWatch({
    control,
    name: matches.map(([, formField]) => formField),
    disabled: matches.length === 0,
  }) ?? []) as unknown[];
  // A field chosen on the form narrows the list (a supplier's own orders); the one already chosen stays shown.
  const matching = (row: ResourceRecord) =>
    String(row[target.key]) === current ||
    matches.every(([targetField], index) => {
      const wanted = String(matchValues[index] ?? '');
      return wanted === '' || String(row[targetField]) === wanted;
    });
  // Only records in force on the form's date are offered; the one already chosen stays shown (an old document keeps its
  // tax).
  const offered = (records.data ?? []).filter(
    (row) =>
      where.every(([name, values]) => values.includes(String(row[name]))) &&
      (!target.inForceOn || inForceOn(row, date) || String(row[target.key]) === current) &&
      matching(row),
  );
  const options: Option[] = offered.map((row) => ({
    value: String(row[target.key]),
    label: `${String(row[target.label] ?? '')} (${String(row[target.key])})`,
  }));
  const errorId = `${id}-error`;
  return (
    <Form.Group className={hideLabel ? '' : 'mb-3'}>
      <Form.Label htmlFor={id} visuallyHidden={hideLabel}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => (
          <Select<Option>
            inputId={id}
            name={name}
            options={options}
            value={options.find((option) => option.value === input.value) ?? null}
            onChange={(option) => input.onChange(option?.value ?? '')}
            onBlur={input.onBlur}
            isClearable={!field.required}
            isDisabled={readOnly}
            isLoading={records.isPending}
            placeholder="Type to search…"
            noOptionsMessage={() => (records.isError ? 'Could not load the list' : 'No match')}
            aria-invalid={!!error}
            aria-errormessage={error ? errorId : undefined}
            classNames={{ control: () => (error ? 'reference-select is-invalid' : 'reference-select') }}
            menuPlacement="auto"
            // Fixed, so a line grid's scrolling box (the containing block of what sits in it) never clips the menu.
            menuPosition="fixed"
          />
        )}
      />
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error.message}
        </div>
      )}
    </Form.Group>
  );
}
