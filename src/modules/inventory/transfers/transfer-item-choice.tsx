import Form from 'react-bootstrap/Form';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import Select from 'react-select';
import type { TransferFormValues } from './transfer-form-values';

export interface ItemOption {
  value: string;
  label: string;
}

interface Props {
  form: UseFormReturn<TransferFormValues>;
  index: number;
  options: readonly ItemOption[];
  chosen: ItemOption | null;
  error: FieldError | undefined;
  noOptions: () => string;
}

/** A line's item, searched among what the source store holds; choosing another item clears the lot. */
export function TransferItemChoice({ form, index, options, chosen, error, noOptions }: Props) {
  const id = `transfer-line-${index}-item`;
  return (
    <>
      <Form.Label htmlFor={id} visuallyHidden>{`Item, line ${index + 1}`}</Form.Label>
      <Controller
        control={form.control}
        name={`lines.${index}.itemId`}
        render={({ field: input }) => (
          <Select<ItemOption>
            inputId={id}
            options={options}
            value={chosen}
            onChange={(option) => {
              input.onChange(option?.value ?? '');
              form.setValue(`lines.${index}.gin`, '');
            }}
            onBlur={input.onBlur}
            placeholder="Type to search…"
            noOptionsMessage={noOptions}
            aria-invalid={!!error}
            aria-errormessage={error ? `${id}-error` : undefined}
            classNames={{ control: () => (error ? 'reference-select is-invalid' : 'reference-select') }}
            // The column's least width, on the control itself (the cell stays a plain cell).
            styles={{ container: (base) => ({ ...base, minWidth: '16rem' }) }}
            menuPosition="fixed"
          />
        )}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error.message}
        </div>
      )}
    </>
  );
}
