import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { ID_TYPES, isForeignNational, type GuestDetails } from '../domain/stay-types';
import { GUEST_LENGTHS } from './domain/checkin-rules';
import { Field } from '../../../components/form/field';

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
  return (
    <>
      <div className="voucher-header">
        <Field form={form} name={at('name')} maxLength={GUEST_LENGTHS.name} label="Guest name" />
        <Field form={form} name={at('mobile')} maxLength={GUEST_LENGTHS.mobile} label="Mobile" type="tel" />
        <Field
          form={form}
          name={at('nationality')}
          maxLength={GUEST_LENGTHS.nationality}
          label="Nationality"
          help="Indian, or e.g. British"
        />
        <Field
          form={form}
          name={at('idType')}
          label={full ? 'ID document' : 'ID document (optional now)'}
          options={ID_OPTIONS}
        />
        <Field form={form} name={at('idNumber')} maxLength={GUEST_LENGTHS.idNumber} label="ID number" />
        {full && (
          <Field form={form} name={at('email')} maxLength={GUEST_LENGTHS.email} label="Email (optional)" type="email" />
        )}
      </div>
      {full && (
        <div className="voucher-header">
          <Field form={form} name={at('address')} maxLength={GUEST_LENGTHS.address} label="Address" type="textarea" />
          <Field form={form} name={at('city')} maxLength={GUEST_LENGTHS.city} label="City" />
          <Field form={form} name={at('country')} maxLength={GUEST_LENGTHS.country} label="Country" />
        </div>
      )}
      {foreign && (
        <fieldset className="border rounded p-2 mb-3">
          <legend className="h6 float-none w-auto px-1 mb-1">
            Foreign national: passport, visa and arrival in India (for the C-Form)
          </legend>
          <div className="voucher-header">
            <Field
              form={form}
              name={at('passportNo')}
              maxLength={GUEST_LENGTHS.passportNo}
              label="Passport number"
              mark={FOREIGN_MARK}
            />
            <Field form={form} name={at('passportExpiry')} label="Passport expiry" type="date" mark={FOREIGN_MARK} />
            <Field
              form={form}
              name={at('visaNo')}
              maxLength={GUEST_LENGTHS.visaNo}
              label="Visa number"
              mark={FOREIGN_MARK}
            />
            <Field
              form={form}
              name={at('visaType')}
              maxLength={GUEST_LENGTHS.visaType}
              label="Visa type"
              mark={FOREIGN_MARK}
              help="e.g. Tourist, Business, e-Visa"
            />
            <Field form={form} name={at('visaExpiry')} label="Visa expiry" type="date" mark={FOREIGN_MARK} />
            <Field
              form={form}
              name={at('arrivedInIndia')}
              label="Arrived in India on"
              type="date"
              mark={FOREIGN_MARK}
            />
            <Field
              form={form}
              name={at('arrivedFrom')}
              maxLength={GUEST_LENGTHS.arrivedFrom}
              label="Port of arrival in India"
              mark={FOREIGN_MARK}
            />
            <Field
              form={form}
              name={at('nextDestination')}
              maxLength={GUEST_LENGTHS.nextDestination}
              label="Next destination (optional)"
            />
          </div>
        </fieldset>
      )}
    </>
  );
}
