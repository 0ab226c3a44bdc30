import type { StateRow } from '../../../modules/admin/geography/state-rules';

/** India's 28 states and 8 union territories: code, name, two-digit GST state code. */
const INDIA: ReadonlyArray<readonly [string, string, string]> = [
  ['JK', 'Jammu and Kashmir', '01'],
  ['HP', 'Himachal Pradesh', '02'],
  ['PB', 'Punjab', '03'],
  ['CH', 'Chandigarh', '04'],
  ['UK', 'Uttarakhand', '05'],
  ['HR', 'Haryana', '06'],
  ['DL', 'Delhi', '07'],
  ['RJ', 'Rajasthan', '08'],
  ['UP', 'Uttar Pradesh', '09'],
  ['BR', 'Bihar', '10'],
  ['SK', 'Sikkim', '11'],
  ['AR', 'Arunachal Pradesh', '12'],
  ['NL', 'Nagaland', '13'],
  ['MN', 'Manipur', '14'],
  ['MZ', 'Mizoram', '15'],
  ['TR', 'Tripura', '16'],
  ['ML', 'Meghalaya', '17'],
  ['AS', 'Assam', '18'],
  ['WB', 'West Bengal', '19'],
  ['JH', 'Jharkhand', '20'],
  ['OD', 'Odisha', '21'],
  ['CG', 'Chhattisgarh', '22'],
  ['MP', 'Madhya Pradesh', '23'],
  ['GJ', 'Gujarat', '24'],
  ['DH', 'Dadra and Nagar Haveli and Daman and Diu', '26'],
  ['MH', 'Maharashtra', '27'],
  ['KA', 'Karnataka', '29'],
  ['GA', 'Goa', '30'],
  ['LD', 'Lakshadweep', '31'],
  ['KL', 'Kerala', '32'],
  ['TN', 'Tamil Nadu', '33'],
  ['PY', 'Puducherry', '34'],
  ['AN', 'Andaman and Nicobar Islands', '35'],
  ['TS', 'Telangana', '36'],
  ['AP', 'Andhra Pradesh', '37'],
  ['LA', 'Ladakh', '38'],
];

/** A few states of the other countries the demo companies trade with (no GST codes). */
const ABROAD: ReadonlyArray<readonly [string, string, string]> = [
  ['US', 'CA', 'California'],
  ['US', 'NY', 'New York'],
  ['US', 'TX', 'Texas'],
  ['US', 'NJ', 'New Jersey'],
  ['AE', 'DU', 'Dubai'],
  ['AE', 'AZ', 'Abu Dhabi'],
  ['AE', 'SH', 'Sharjah'],
  ['LK', 'WP', 'Western Province'],
  ['LK', 'CP', 'Central Province'],
  ['GB', 'ENG', 'England'],
  ['GB', 'SCT', 'Scotland'],
  ['GB', 'WLS', 'Wales'],
];

/**
 * The states every demo company starts with (stored once per company; afterwards only the administrator changes them).
 */
export function startingStates(): StateRow[] {
  return [
    ...INDIA.map(([code, name, gstCode]) => ({ country: 'IN', code, name, gstCode })),
    ...ABROAD.map(([country, code, name]) => ({ country, code, name })),
  ];
}
