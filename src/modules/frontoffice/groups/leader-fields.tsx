import { ID_TYPES, isForeignNational, type GuestDetails } from '../domain/stay-types';
import type { GroupErrors } from './domain/group-input';
import { InputField, SelectField } from '../../../components/form/controlled-fields';

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

interface Props {
  leader: GuestDetails;
  errors: GroupErrors;
  onChange: (patch: Partial<GuestDetails>) => void;
}

/**
 * The group leader (the guest of the first room and the group's contact): name, mobile, nationality; the ID and
 * address now or later; a foreign national's passport, visa and arrival in India (for the C-Form).
 */
export function LeaderFields({ leader, errors, onChange }: Props) {
  const field = (name: Text, label: string, type: 'text' | 'tel' | 'email' | 'date' = 'text', help?: string) => (
    <InputField
      id={`group-leader-${name}`}
      label={label}
      type={type}
      value={leader[name]}
      error={errors[`leader.${name}`]}
      onChange={(value) => onChange({ [name]: value })}
      help={help}
    />
  );
  return (
    <fieldset className="border rounded p-2 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-1">Group leader</legend>
      <div className="voucher-header">
        {field('name', "Leader's name")}
        {field('mobile', "Leader's mobile", 'tel', 'The group’s contact: 10 digits')}
        {field('nationality', 'Nationality', 'text', 'Indian, or e.g. British')}
        <SelectField
          id="group-leader-idType"
          label="ID document (optional now)"
          value={leader.idType}
          options={ID_OPTIONS}
          error={errors['leader.idType']}
          onChange={(value) => onChange({ idType: value as GuestDetails['idType'] })}
        />
        {field('idNumber', 'ID number (optional now)')}
        {field('email', 'Email (optional)', 'email')}
        {field('address', 'Address (optional now)')}
        {field('city', 'City')}
      </div>
      {isForeignNational(leader.nationality) && (
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
