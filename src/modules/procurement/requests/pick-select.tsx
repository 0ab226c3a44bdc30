import Form from 'react-bootstrap/Form';
import { Controller, get, type FieldError, type UseFormReturn } from 'react-hook-form';
import Select from 'react-select';
import type { ResourceRecord } from '../../../engine/resource';

export interface PickOption {
  value: string;
  label: string;
}

interface Props {
  form: UseFormReturn<ResourceRecord>;
  name: string;
  id: string;
  label: string;
  options: readonly PickOption[];
  required?: boolean;
  /** Inside a line grid the column header is the visible label. */
  inLine?: boolean;
  help?: string;
}

/**
 * A searchable choice from a list the requirements answer brought (items with their stock, employees, suppliers...);
 * stores the code.
 */
export function PickSelect({ form, name, id, label, options, required = false, inLine = false, help }: Props) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  const errorId = `${id}-error`;
  return (
    <Form.Group className={inLine ? '' : 'mb-3'}>
      <Form.Label htmlFor={id} visuallyHidden={inLine}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select<PickOption>
            inputId={id}
            name={name}
            options={options}
            value={options.find((option) => option.value === field.value) ?? null}
            onChange={(option) => field.onChange(option?.value ?? '')}
            onBlur={field.onBlur}
            isClearable={!required}
            placeholder="Type to search…"
            noOptionsMessage={() => 'No match'}
            aria-invalid={!!error}
            aria-errormessage={error ? errorId : undefined}
            classNames={{ control: () => (error ? 'reference-select is-invalid' : 'reference-select') }}
            menuPlacement="auto"
            menuPosition="fixed"
          />
        )}
      />
      {help && <Form.Text muted>{help}</Form.Text>}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error.message}
        </div>
      )}
    </Form.Group>
  );
}
