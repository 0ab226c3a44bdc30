import type { UseFormReturn } from 'react-hook-form';
import { Field } from './form/field';

interface Props {
  /** The form holding the words searched for (the caller narrows its list by them). */
  form: Pick<UseFormReturn<{ search: string }>, 'register' | 'formState'>;
  id: string;
  label: string;
  /** An example of what to type. */
  placeholder: string;
  /** How wide the box stays however the toolbar wraps (a CSS length). */
  minWidth: string;
}

/** A toolbar's search box: labelled, with an example, kept wide enough to read what is typed. */
export function ToolbarSearch({ form, id, label, placeholder, minWidth }: Props) {
  return (
    <div style={{ minWidth }}>
      <Field form={form} name="search" id={id} label={label} type="search" placeholder={placeholder} className="" />
    </div>
  );
}
