import type { ReactNode } from 'react';
import { FormProvider, useFormContext, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';

/** What a contact's form and a lead's form both hold of the person. */
interface PersonValues {
  first_name: string;
  last_name: string;
  title: string;
  company: string;
  phonenumber: string;
  business_email: string;
  city: string;
}

interface RowsProps {
  /** The start of the inputs' ids (the form's own). */
  id: string;
  /** What ends the second row: a contact's source, a lead's PIN code. */
  last: ReactNode;
}

/** Who the person is (name, title, company), then how to reach them (phone, e-mail, city): a row each. */
export function PersonFields<T extends PersonValues>({ form, ...rows }: RowsProps & { form: UseFormReturn<T> }) {
  // The rows read the form from the provider: its own type holds these names among others.
  return (
    <FormProvider {...form}>
      <PersonRows {...rows} />
    </FormProvider>
  );
}

function PersonRows({ id, last }: RowsProps) {
  const form = useFormContext<PersonValues>();
  const field = (name: keyof PersonValues, label: string, type: 'text' | 'tel' | 'email' = 'text') => (
    <Field form={form} name={name} id={`${id}-${name}`} label={label} type={type} />
  );
  return (
    <>
      <div className="d-flex flex-wrap gap-3">
        {field('first_name', 'First name')}
        {field('last_name', 'Last name')}
        {field('title', 'Title')}
        {field('company', 'Company')}
      </div>
      <div className="d-flex flex-wrap gap-3">
        {field('phonenumber', 'Phone', 'tel')}
        {field('business_email', 'Business e-mail', 'email')}
        {field('city', 'City')}
        {last}
      </div>
    </>
  );
}
