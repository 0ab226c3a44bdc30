/** The demo people's endpoint: POST with `usr`, answers every person (backend convention). */
export const PEOPLE_ENDPOINT = 'api/DemoPeople/GetPeople';

/**
 * Demo person (spec section 3): `balance` is rupees with two decimals on the wire, `bd` the birth date ('yyyy-MM-dd'),
 * `age` the age on the data's as-at date, `avatar` a picture address (an inline SVG of the initials in the demo).
 */
export interface DemoPerson {
  _id: string;
  index: number;
  guid: string;
  isActive: boolean;
  balance: number;
  age: number;
  name: string;
  gender: 'female' | 'male';
  company: string;
  email: string;
  phone: string;
  address: string;
  bd: string;
  avatar: string;
}
