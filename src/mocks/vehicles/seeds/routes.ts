import type { DemoCompany } from '../../core/company/companies';

type Stop = [string, string];
/** [code, name, start, end, km, stops (name, pickup time)] */
type RouteRow = [string, string, string, string, number, Stop[]];

const CAMPUS = 'Dharampeth campus';

/** The school's (D-SHI, Nagpur) bus routes, all ending at its Dharampeth campus. */
const SCHOOL_ROUTES: RouteRow[] = [
  [
    'R-01',
    'Manish Nagar via Ajni',
    'Manish Nagar',
    CAMPUS,
    11.5,
    [
      ['Manish Nagar square', '06:55'],
      ['Ajni square', '07:05'],
      ['Rahate Colony', '07:12'],
      ['Dhantoli', '07:20'],
      ['Panchsheel square', '07:25'],
      [CAMPUS, '07:40'],
    ],
  ],
  [
    'R-02',
    'Pratap Nagar via Trimurti Nagar',
    'Pratap Nagar',
    CAMPUS,
    9.2,
    [
      ['Pratap Nagar square', '07:00'],
      ['Trimurti Nagar', '07:08'],
      ['Khamla square', '07:15'],
      ['Shankar Nagar square', '07:25'],
      [CAMPUS, '07:35'],
    ],
  ],
  [
    'R-03',
    'Mankapur via Civil Lines',
    'Mankapur',
    CAMPUS,
    10.4,
    [
      ['Mankapur square', '06:55'],
      ['Sadar', '07:05'],
      ['Zero Mile, Civil Lines', '07:15'],
      ['Law College square', '07:25'],
      [CAMPUS, '07:35'],
    ],
  ],
  [
    'R-04',
    'Wardhaman Nagar via Itwari',
    'Wardhaman Nagar',
    CAMPUS,
    13.8,
    [
      ['Wardhaman Nagar', '06:45'],
      ['Telephone Exchange square', '06:55'],
      ['Itwari', '07:05'],
      ['Gandhi Gate, Mahal', '07:12'],
      ['Sitabuldi', '07:22'],
      [CAMPUS, '07:35'],
    ],
  ],
  [
    'R-05',
    'Hingna Road via Subhash Nagar',
    'Hingna T-point',
    CAMPUS,
    12.6,
    [
      ['Hingna T-point', '06:50'],
      ['Jaitala', '07:00'],
      ['Subhash Nagar', '07:08'],
      ['Bajaj Nagar', '07:18'],
      [CAMPUS, '07:30'],
    ],
  ],
  [
    'R-06',
    'Godhni via Gittikhadan',
    'Godhni',
    CAMPUS,
    10.9,
    [
      ['Godhni railway crossing', '06:50'],
      ['Zingabai Takli', '07:00'],
      ['Gittikhadan square', '07:10'],
      ['Futala lake', '07:20'],
      [CAMPUS, '07:28'],
    ],
  ],
  [
    'R-07',
    'Besa via Manewada',
    'Besa',
    CAMPUS,
    14.2,
    [
      ['Besa square', '06:40'],
      ['Manewada square', '06:50'],
      ['Tukdoji square', '07:00'],
      ['Medical square', '07:08'],
      ['Dhantoli', '07:18'],
      [CAMPUS, '07:32'],
    ],
  ],
  [
    'R-08',
    'Kamptee Road via Indora',
    'Automotive square',
    CAMPUS,
    13.1,
    [
      ['Automotive square', '06:45'],
      ['Indora square', '06:55'],
      ['Kadbi square', '07:03'],
      ['Sadar', '07:12'],
      [CAMPUS, '07:28'],
    ],
  ],
];

/** Staff pick-up routes of other companies: [code, name, start, via, km], ending at the company's branch. */
const STAFF_ROUTES: Array<[string, string, string, string, number]> = [
  ['R-01', 'Railway station', 'railway station', 'Central bus stand', 6.5],
  ['R-02', 'Old city', 'clock tower', 'Main market', 5.2],
  ['R-03', 'Ring road', 'ring road junction', 'Industrial area', 9.8],
  ['R-04', 'Airport road', 'airport road', 'University campus', 12.4],
  ['R-05', 'Bypass', 'bypass toll plaza', 'District court', 8.6],
];

export function routeRows(company: DemoCompany): RouteRow[] {
  if (company.pCode === 'D-SHI') return SCHOOL_ROUTES;
  const { city, branchName } = company.addr;
  return STAFF_ROUTES.map(([code, name, start, via, km]) => [
    code,
    `${name} to ${branchName}`,
    `${city} ${start}`,
    branchName,
    km,
    [
      [`${city} ${start}`, '08:15'],
      [via, '08:30'],
      [branchName, '08:50'],
    ],
  ]);
}

/**
 * Routes: eight school bus routes across Nagpur for the school (D-SHI); five staff routes in each other company's city.
 */
export function routeSeed(company: DemoCompany) {
  return routeRows(company).map(([code, name, startPoint, endPoint, distanceKm, stops]) => ({
    code,
    name,
    startPoint,
    endPoint,
    distanceKm,
    stops: stops.map(([stopName, pickupTime]) => ({ stopName, pickupTime })),
    active: true,
  }));
}
