import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { ID_TYPES, isForeignNational, type GuestDetails } from '../domain/stay-types';
import { GUEST_LENGTHS } from './domain/checkin-rules';
import { Field, type FieldType } from '../../../components/form/field';

const ID_LABELS: Record<(typeof ID_TYPES)[number], string> = {
  AADHAAR: 'Aadhaar',
  PASSPORT: 'Passport',
  DRIVING_LICENCE: 'Driving licence',
  VOTER_ID: 'Voter ID',
  PAN: 'PAN card',
  OTHER: 'Other',
};
export const ID_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_LABELS[value] }));
export const idLabel = (idType: string) => ID_LABELS[idType as keyof typeof ID_LABELS] ?? idType;
const FOREIGN_MARK = 'required for a foreign national';

/** What a guest detail's box may add to its name and label. */
interface FieldExtras {
  type?: FieldType;
  help?: string;
  mark?: string;
}

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** 'full': ID and address required; 'short': name, mobile and nationality (ID, address later). */
  detail: 'full' | 'short';
}

/**
 * The guest's details: name, mobile, email, ID document, nationality, address; for a foreign national (any
 * nationality but Indian) the passport, visa and arrival in India, each marked required.
 */
export function GuestFields<T extends FieldValues>({ form, detail }: Props<T>) {
  const at = (field: keyof GuestDetails) => `guest.${field}` as Path<T>;
  const nationality = String(useWatch({ control: form.control, name: at('nationality') }) ?? '');
  const foreign = isForeignNational(nationality);
  const full = detail === 'full';
  /** A guest detail's box: its name in the form and its longest length, both from the detail. */
  const guestField = (field: keyof GuestDetails, label: string, more: FieldExtras = {}) => (
    <Field form={form} name={at(field)} maxLength={GUEST_LENGTHS[field]} label={label} {...more} />
  );
  const forForeigner = { mark: FOREIGN_MARK };
  return (
    <>
      <div className="voucher-header">
        {guestField('name', 'Guest name')}
        {guestField('mobile', 'Mobile', { type: 'tel' })}
        {guestField('nationality', 'Nationality', { help: 'Indian, or e.g. British' })}
        <Field
          form={form}
          name={at('idType')}
          label={full ? 'ID document' : 'ID document (optional now)'}
          options={ID_OPTIONS}
        />
        {guestField('idNumber', 'ID number')}
        {full && guestField('email', 'Email (optional)', { type: 'email' })}
      </div>
      {full && (
        <div className="voucher-header">
          {guestField('address', 'Address', { type: 'textarea' })}
          {guestField('city', 'City')}
          {guestField('country', 'Country')}
        </div>
      )}
      {foreign && (
        <fieldset className="border rounded p-2 mb-3">
          <legend className="h6 float-none w-auto px-1 mb-1">
            Foreign national: passport, visa and arrival in India (for the C-Form)
          </legend>
          <div className="voucher-header">
            {guestField('passportNo', 'Passport number', forForeigner)}
            {guestField('passportExpiry', 'Passport expiry', { type: 'date', ...forForeigner })}
            {guestField('visaNo', 'Visa number', forForeigner)}
            {guestField('visaType', 'Visa type', { help: 'e.g. Tourist, Business, e-Visa', ...forForeigner })}
            {guestField('visaExpiry', 'Visa expiry', { type: 'date', ...forForeigner })}
            {guestField('arrivedInIndia', 'Arrived in India on', { type: 'date', ...forForeigner })}
            {guestField('arrivedFrom', 'Port of arrival in India', forForeigner)}
            {guestField('nextDestination', 'Next destination (optional)')}
          </div>
        </fieldset>
      )}
    </>
  );
}
