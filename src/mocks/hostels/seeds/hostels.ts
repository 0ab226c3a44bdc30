/** [code, name, for, warden, warden mobile, capacity, block] */
type HostelRow = [string, string, string, string, string, number, string];

const HOSTELS: HostelRow[] = [
  ['VBH', 'Vivekananda Boys Hostel', 'BOYS', 'Mr. Prashant Bhoyar', '9822041573', 120, 'Block A, north campus'],
  ['SGH', 'Sarojini Girls Hostel', 'GIRLS', 'Mrs. Sunita Deshpande', '9422187364', 100, 'Block B, near the main gate'],
  [
    'AJB',
    'Ashoka Junior Boys Hostel',
    'BOYS',
    'Mr. Dilip Wankhede',
    '9890312745',
    80,
    'Block C, behind the playground',
  ],
  [
    'KJG',
    'Kasturba Junior Girls Hostel',
    'GIRLS',
    'Mrs. Rekha Thakre',
    '9765021983',
    80,
    'Block D, near the infirmary',
  ],
  ['RSB', 'Raman Senior Boys Hostel', 'BOYS', 'Mr. Anand Kulkarni', '9850467120', 90, 'Block E, south campus'],
  ['GSG', 'Gargi Senior Girls Hostel', 'GIRLS', 'Dr. Vandana Joshi', '9423658017', 90, 'Block F, south campus'],
];

/** The boarding houses (all six for every company; the school's rooms fill them). */
export const HOSTEL_SEED = HOSTELS.map(([code, name, gender, warden, wardenMobile, capacity, address]) => ({
  code,
  name,
  gender,
  warden,
  wardenMobile,
  capacity,
  address,
  active: true,
}));
