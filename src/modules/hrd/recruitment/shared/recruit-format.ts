import { format } from 'date-fns';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';

/** Rupees as the wire carries them, shown with Indian grouping and two decimals. */
export const rupees = (amount: number) => formatMoney(toPaise(amount));

/** The day the screens default to (the browser's; the server checks against its own). */
export const todayOf = () => format(new Date(), 'yyyy-MM-dd');

export const GENDERS = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
  { value: '3', label: 'Other' },
] as const;

export const genderLabel = (gender: number) => GENDERS.find((one) => one.value === String(gender))?.label ?? '';

/** A date the client sends in GeneralInformation (the contract's dd-MMM-yyyy). */
export const wireDay = (day: string) => (day ? format(new Date(`${day}T00:00:00`), 'dd-MMM-yyyy') : '');
