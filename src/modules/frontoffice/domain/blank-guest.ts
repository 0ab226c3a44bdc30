import { INDIAN, type GuestDetails } from './stay-types';

/** A guest with nothing filled in but the defaults (an Indian national in India), and what `more` gives. */
export const blankGuest = (more: Partial<GuestDetails> = {}): GuestDetails => ({
  guestId: '',
  name: '',
  mobile: '',
  email: '',
  idType: '',
  idNumber: '',
  nationality: INDIAN,
  address: '',
  city: '',
  country: 'India',
  passportNo: '',
  passportExpiry: '',
  visaNo: '',
  visaType: '',
  visaExpiry: '',
  arrivedInIndia: '',
  arrivedFrom: '',
  nextDestination: '',
  ...more,
});
