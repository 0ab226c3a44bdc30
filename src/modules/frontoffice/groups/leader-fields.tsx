import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { ID_TYPES, isForeignNational, type GuestDetails } from '../domain/stay-types';

const ID_WORDS: Record<(typeof ID_TYPES)[number], string> = {
  AADHAAR: 'Aadhaar',
  PASSPORT: 'Passport',
  DRIVING_LICENCE: 'Driving licence',
  VOTER_ID: 'Voter ID',
  PAN: 'PAN card',
  OTHER: 'Other',
};
const ID_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_WORDS[value] }));

type Text = Exclude<keyof GuestDetails, 'idType'>;

/** What the leader's fields need of the form around them (under a FormProvider): the leader. */
interface LeaderForm {
  leader: GuestDetails;
}

/**
 * The group leader (the guest of the first room and the group's contact): name, mobile, nationality; the ID and
 * address now or later; a foreign national's passport, visa and arrival in India (for the C-Form).
 */
export function LeaderFields() {
  const form = useFormContext<LeaderForm>();
  const nationality = useWatch({ control: form.control, name: 'leader.nationality' });
  const field = (name: Text, label: string, type: 'text' | 'tel' | 'email' | 'date' = 'text', help?: string) => (
    <Field form={form} name={`leader.${name}`} id={`group-leader-${name}`} label={label} type={type} help={help} />
  );
  return (
    <fieldset className="border rounded p-2 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-1">Group leader</legend>
      <div className="voucher-header">
        {field('name', "Leader's name")}
        {field('mobile', "Leader's mobile", 'tel', 'The group’s contact: 10 digits')}
        {field('nationality', 'Nationality', 'text', 'Indian, or e.g. British')}
        <Field
          form={form}
          name="leader.idType"
          id="group-leader-idType"
          label="ID document (optional now)"
          options={ID_OPTIONS}
        />
        {field('idNumber', 'ID number (optional now)')}
        {field('email', 'Email (optional)', 'email')}
        {field('address', 'Address (optional now)')}
        {field('city', 'City')}
      </div>
      {isForeignNational(nationality) && (
        <fieldset className="border rounded p-2">
          <legend className="h6 float-none w-auto px-1 mb-1">Leader: passport, visa and arrival in India</legend>
          <div className="voucher-header">
            {field('passportNo', 'Passport number')}
            {field('passportExpiry', 'Passport expiry', 'date')}
            {field('visaNo', 'Visa number')}
            {field('visaType', 'Visa type', 'text', 'e.g. Tourist, Business, e-Visa')}
            {field('visaExpiry', 'Visa expiry', 'date')}
            {field('arrivedInIndia', 'Arrived in India on', 'date')}
            {field('arrivedFrom', 'Port of arrival in India')}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
