import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import type { StatusFilter } from './contact-search';

/** What the list is narrowed by. */
export interface ContactFilters {
  search: string;
  status: StatusFilter;
}

const STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'online', label: 'Online' },
  { value: 'offline', label: 'Offline' },
];

/** The list's search box and status filter (both labelled; the list narrows as the user types). */
export function ContactsToolbar({ form }: { form: Pick<UseFormReturn<ContactFilters>, 'register' | 'formState'> }) {
  return (
    <div className="row g-2 mb-3" role="search" aria-label="Find contacts">
      <Field
        form={form}
        name="search"
        id="contacts-search"
        label="Search contacts"
        type="search"
        placeholder="Name, mood, email, phone or company"
        className="col-sm-8"
      />
      <Field
        form={form}
        name="status"
        id="contacts-status"
        label="Status"
        options={STATUSES}
        choose={null}
        className="col-sm-4"
      />
    </div>
  );
}
