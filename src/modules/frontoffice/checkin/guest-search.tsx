import { useDeferredValue, useId } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import type { GuestDetails } from '../domain/stay-types';
import { useGuestMatches } from './checkin-api';
import { idLabel } from './guest-fields';

interface Props {
  /** The guest chosen from the master, or null for a new guest. */
  onChoose: (guest: GuestDetails | null) => void;
  chosen: string; // the chosen guest's number, '' a new guest
}

/** Finds a returning guest by mobile or ID number (4 characters at least); or starts a new one. */
export function GuestSearch({ onChoose, chosen }: Props) {
  const id = useId();
  const finder = useForm({ defaultValues: { search: '' } });
  const typed = useWatch({ control: finder.control, name: 'search' });
  const wanted = useDeferredValue(typed.trim());
  const matches = useGuestMatches(wanted);
  const rows = wanted.replace(/\s+/g, '').length >= 4 ? (matches.data ?? []) : [];
  return (
    <section aria-labelledby={`${id}-title`} className="mb-3">
      <h2 id={`${id}-title`} className="h6">
        Guest
      </h2>
      <div style={{ maxWidth: '28rem' }}>
        <Field
          form={finder}
          name="search"
          id={id}
          label="Find a guest by mobile or ID number"
          type="search"
          help={
            <span aria-live="polite">
              {chosen
                ? `Returning guest ${chosen}: the details below are theirs, correct them as needed.`
                : 'A new guest: saved to the guests master with the stay.'}
              {matches.isFetching && ' Searching…'}
              {!matches.isFetching &&
                wanted.replace(/\s+/g, '').length >= 4 &&
                rows.length === 0 &&
                ' No guest found with that number.'}
            </span>
          }
          className="mb-2"
        />
      </div>
      {rows.length > 0 && (
        <ul className="list-unstyled d-flex flex-column gap-1" aria-label="Guests found">
          {rows.map((guest) => (
            <li key={guest.guestId}>
              <Button
                variant="outline-primary"
                size="sm"
                className="text-start"
                onClick={() => {
                  onChoose(guest);
                  finder.setValue('search', '');
                }}
              >
                {`Use ${guest.name} (${guest.mobile}${guest.idNumber ? `, ${idLabel(guest.idType)} ${guest.idNumber}` : ''}; ${guest.nationality})`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <Button variant="link" size="sm" className="px-0" onClick={() => onChoose(null)}>
          New guest instead
        </Button>
      )}
    </section>
  );
}
