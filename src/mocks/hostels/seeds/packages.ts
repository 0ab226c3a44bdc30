/** [code, name, room category, period, price, [service, quantity][]] */
type PackageRow = [string, string, string, string, number, Array<[string, number]>];

const PACKAGES: PackageRow[] = [
  [
    'PKG-BAS',
    'Basic boarding',
    'DRM',
    'TERM',
    39500,
    [
      ['MESS-V', 6],
      ['LAU', 6],
      ['STUDY', 1],
      ['INF', 1],
    ],
  ],
  [
    'PKG-JR',
    'Junior boarders',
    'TRP',
    'TERM',
    52000,
    [
      ['MESS-V', 6],
      ['LAU', 6],
      ['STUDY', 1],
      ['TUT', 6],
      ['INF', 1],
    ],
  ],
  [
    'PKG-STD',
    'Standard boarding',
    'TWN',
    'TERM',
    54000,
    [
      ['MESS-V', 6],
      ['LAU', 6],
      ['WIFI', 6],
      ['STUDY', 1],
      ['INF', 1],
    ],
  ],
  [
    'PKG-NV',
    'Standard boarding (non-veg mess)',
    'TWN',
    'TERM',
    58000,
    [
      ['MESS-N', 6],
      ['LAU', 6],
      ['WIFI', 6],
      ['STUDY', 1],
      ['INF', 1],
    ],
  ],
  [
    'PKG-PRM',
    'Premium AC boarding',
    'TAC',
    'YEAR',
    185000,
    [
      ['MESS-N', 12],
      ['LAU', 12],
      ['WIFI', 12],
      ['GYM', 12],
      ['ACE', 12],
      ['STUDY', 2],
      ['INF', 2],
      ['LKR', 1],
    ],
  ],
  [
    'PKG-SGL',
    'Single room, full year',
    'SGL',
    'YEAR',
    165000,
    [
      ['MESS-V', 12],
      ['LAU', 12],
      ['WIFI', 12],
      ['STUDY', 2],
      ['INF', 2],
    ],
  ],
  [
    'PKG-MON',
    'Short stay (one month)',
    'SGL',
    'MONTH',
    11500,
    [
      ['MESS-V', 1],
      ['LAU', 1],
      ['WIFI', 1],
    ],
  ],
];

export const HOSTEL_PACKAGE_SEED = PACKAGES.map(([code, name, roomCategory, period, price, services]) => ({
  code,
  name,
  roomCategory,
  period,
  price,
  services: services.map(([service, quantity]) => ({ service, quantity, remarks: '' })),
  active: true,
}));
