import { get, type FieldError, type UseFormReturn } from 'react-hook-form';
import type { FieldDeclaration, ResourceRecord } from '../resource';
import { FieldInput } from './field-input';
import { ImageInput } from './image-input';
import { LinesGrid } from './lines-grid';
import { ReferenceSelect } from './reference-select';

interface Props {
  field: FieldDeclaration;
  name: string;
  id: string;
  form: UseFormReturn<ResourceRecord>;
  readOnly: boolean;
  /** Inside a line grid: the label is for assistive technology, the column header shows it. */
  inLine?: boolean;
  label?: string;
}

/** The control a declared field renders as: simple input, searchable reference select, picture, or line grid. */
export function FormField({ field, name, id, form, readOnly, inLine = false, label }: Props) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  const shown = label ? { ...field, label } : field;
  if (field.type === 'lines')
    return <LinesGrid field={field} idPrefix={id} form={form} readOnly={readOnly} Cell={FormField} />;
  if (field.type === 'image')
    return <ImageInput field={field} id={id} control={form.control} error={error} readOnly={readOnly} />;
  if (field.type === 'reference')
    return (
      <ReferenceSelect
        field={shown}
        id={id}
        name={name}
        control={form.control}
        error={error}
        readOnly={readOnly}
        hideLabel={inLine}
      />
    );
  return (
    <FieldInput
      field={shown}
      id={id}
      name={name}
      register={form.register}
      error={error}
      readOnly={readOnly}
      hideLabel={inLine}
    />
  );
}
