import type { FieldDeclaration, ResourceDeclaration, ResourceRecord } from '../../../engine/resource';
import { ACTIVE, nameField } from '../../../kits/masters/fields';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { guestProblems, MOBILE_MESSAGE, MOBILE_PATTERN } from '../checkin/domain/checkin-rules';
import { ID_TYPES, type GuestDetails } from '../domain/stay-types';

const ID_LABELS: Record<(typeof ID_TYPES)[number], string> = {
  AADHAAR: 'Aadhaar',
  PASSPORT: 'Passport',
  DRIVING_LICENCE: 'Driving licence',
  VOTER_ID: 'Voter ID',
  PAN: 'PAN card',
  OTHER: 'Other',
};
export const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_LABELS[value] }));

const FOREIGN = 'Required for a foreign national (the C-Form).';
const foreign = (
  name: keyof GuestDetails,
  label: string,
  type: FieldDeclaration['type'] = 'text',
): FieldDeclaration => ({ name, label, type, ...(type === 'text' ? { max: 40 } : {}), help: FOREIGN });

/**
 * The problems across fields (an ID number of its type's shape, a foreign national's passport and visa), beside their
 * fields.
 */
function guestChecks(record: ResourceRecord): Record<string, string[]> {
  const problems = guestProblems(record as unknown as GuestDetails, 'QUICK');
  return Object.fromEntries(
    Object.entries(problems).map(([path, message]) => [path.replace(/^guest\./, ''), [message]]),
  );
}

/**
 * Guests (/frontoffice/fo-guests): every guest who has stayed, found at check-in by mobile or ID number; a check-in
 * saves the guest's latest details here. A foreign national's passport, visa and arrival in India are required.
 */
export const GUESTS: ResourceDeclaration = {
  name: 'frontoffice.guests',
  title: 'Guests',
  singular: 'Guest',
  screen: FRONT_OFFICE.foGuests,
  key: 'guestId',
  entity: 'guest',
  endpoints: { list: 'api/FOGuests/GetFOGuests', get: 'api/FOGuests/GetFOGuest', save: 'api/FOGuests/SetFOGuest' },
  checks: guestChecks,
  fields: [
    {
      name: 'guestId',
      label: 'Guest number',
      type: 'text',
      required: true,
      max: 6,
      pattern: { regex: /^G[0-9]{5}$/, message: 'Use G and five digits, e.g. G00101' },
      fixedAfterCreate: true,
    },
    nameField(80),
    {
      name: 'mobile',
      label: 'Mobile',
      type: 'text',
      required: true,
      max: 10,
      pattern: { regex: MOBILE_PATTERN, message: MOBILE_MESSAGE },
    },
    { name: 'email', label: 'Email', type: 'text', max: 80 },
    { name: 'idType', label: 'ID document', type: 'select', options: ID_TYPE_OPTIONS },
    { name: 'idNumber', label: 'ID number', type: 'text', max: 30 },
    {
      name: 'nationality',
      label: 'Nationality',
      type: 'text',
      required: true,
      max: 40,
      defaultValue: 'Indian',
      help: 'Indian, or e.g. British: any other than Indian is a foreign national.',
    },
    { name: 'address', label: 'Address', type: 'multiline', max: 200 },
    { name: 'city', label: 'City', type: 'text', max: 40 },
    { name: 'country', label: 'Country', type: 'text', max: 40, defaultValue: 'India' },
    foreign('passportNo', 'Passport number'),
    foreign('passportExpiry', 'Passport expiry', 'date'),
    foreign('visaNo', 'Visa number'),
    foreign('visaType', 'Visa type'),
    foreign('visaExpiry', 'Visa expiry', 'date'),
    foreign('arrivedInIndia', 'Arrived in India on', 'date'),
    foreign('arrivedFrom', 'Port of arrival in India'),
    { name: 'nextDestination', label: 'Next destination', type: 'text', max: 40 },
    ACTIVE,
  ],
  columns: ['guestId', 'name', 'mobile', 'nationality', 'idType', 'city'],
  example: {
    guestId: 'G09001',
    name: 'Isabella Rossi',
    mobile: '9001987654',
    email: 'isabella.rossi@gmail.com',
    idType: 'PASSPORT',
    idNumber: 'YA4471230',
    nationality: 'Italian',
    address: 'Via dei Coronari 18',
    city: 'Rome',
    country: 'Italy',
    passportNo: 'YA4471230',
    passportExpiry: '2033-05-14',
    visaNo: 'VE7712093',
    visaType: 'e-Visa',
    visaExpiry: '2027-04-30',
    arrivedInIndia: '2026-11-01',
    arrivedFrom: 'Mumbai (CSM Airport)',
    nextDestination: 'Goa',
    active: true,
  },
  searchable: ['guestId', 'name', 'mobile', 'idNumber', 'passportNo', 'city'],
  filters: ['idType', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
