import { format, subDays, subYears } from 'date-fns';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { PEOPLE_ENDPOINT, type DemoPerson } from '../../modules/demo-areas/tables/person-types';
import { fromPaise } from '../../lib/money/money';
import { requireSession } from '../core/sessions/auth';

/** The date the people's ages are true on. */
export const PEOPLE_AS_AT = '2026-01-01';
export const PEOPLE_COUNT = 200;

const FEMALE = [
  'Asha',
  'Priya',
  'Kavya',
  'Meera',
  'Ananya',
  'Farida',
  'Lakshmi',
  'Neha',
  'Ritu',
  'Sunita',
  'Deepa',
  'Isha',
  'Pooja',
  'Shreya',
  'Zoya',
  'Anjali',
  'Divya',
  'Gauri',
  'Nandini',
  'Tara',
];
const MALE = [
  'Rohit',
  'Arjun',
  'Vikram',
  'Imran',
  'Suresh',
  'Karan',
  'Rahul',
  'Aditya',
  'Manoj',
  'Nikhil',
  'Sanjay',
  'Harish',
  'Faisal',
  'Gopal',
  'Vivek',
  'Anil',
  'Deepak',
  'Kabir',
  'Rajesh',
  'Yash',
];
const SURNAMES = [
  'Verma',
  'Sharma',
  'Iyer',
  'Khan',
  'Reddy',
  'Patel',
  'Nair',
  'Gupta',
  'Mehra',
  'Das',
  'Rao',
  'Singh',
  'Joshi',
  'Menon',
  'Kulkarni',
  'Chatterjee',
  'Bhat',
  'Pillai',
  'Agarwal',
  'Saxena',
  'Kapoor',
  'Mishra',
  'Banerjee',
  'Shetty',
  'Qureshi',
];
const COMPANIES = [
  'Kestrel Infotech',
  'Ganga Textiles',
  'Sahyadri Foods',
  'Nilgiri Pharma',
  'Deccan Motors',
  'Indus Logistics',
  'Lotus Interiors',
  'Vindhya Cements',
  'Coromandel Agro',
  'Aravali Software',
  'Konark Travels',
  'Malabar Spices',
  'Narmada Power',
  'Tapti Plastics',
  'Himalaya Crafts',
  'Chola Finance',
  'Saraswati Books',
  'Kaveri Dairy',
  'Thar Solar',
  'Brahmaputra Tea',
];
const PLACES: ReadonlyArray<[string, string, string]> = [
  ['Lucknow', 'Uttar Pradesh', '2260'],
  ['Bengaluru', 'Karnataka', '5600'],
  ['Pune', 'Maharashtra', '4110'],
  ['Kochi', 'Kerala', '6820'],
  ['Jaipur', 'Rajasthan', '3020'],
  ['Chennai', 'Tamil Nadu', '6000'],
  ['Kolkata', 'West Bengal', '7000'],
  ['Indore', 'Madhya Pradesh', '4520'],
  ['Hyderabad', 'Telangana', '5000'],
  ['Ahmedabad', 'Gujarat', '3800'],
];
const STREETS = [
  'MG Road',
  'Station Road',
  'Gandhi Nagar',
  'Park Street',
  'Civil Lines',
  'Nehru Marg',
  'Lake View Road',
  'Temple Street',
  'Ring Road',
  'Market Lane',
];
const COLOURS = ['#663399', '#0d6efd', '#198754', '#d63384', '#fd7e14', '#0f766e'];

/** A small seeded random number generator (mulberry32): the same people every time. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A picture of a person's initials on a coloured disc, as an inline SVG address (no file to fetch). */
function initialsAvatar(name: string, colour: string): string {
  const initials = name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/><text x="32" y="40" font-family="Arial,sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `count` deterministic demo people (spec section 3, "Demo person"); ages are true on PEOPLE_AS_AT. */
export function demoPeople(count = PEOPLE_COUNT): DemoPerson[] {
  const random = seeded(20250401);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const hex = (length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const emails = new Set<string>();
  const asAt = new Date(`${PEOPLE_AS_AT}T00:00:00`);
  return Array.from({ length: count }, (_, index) => {
    const gender = random() < 0.5 ? 'female' : 'male';
    const first = pick(gender === 'female' ? FEMALE : MALE);
    const last = pick(SURNAMES);
    const company = pick(COMPANIES);
    const [city, state, pinStart] = pick(PLACES);
    const age = 18 + Math.floor(random() * 53);
    const bd = format(subDays(subYears(asAt, age), 1 + Math.floor(random() * 364)), 'yyyy-MM-dd');
    const domain = `${company.split(' ')[0]!.toLowerCase()}.in`;
    let email = `${first}.${last}@${domain}`.toLowerCase();
    for (let n = 2; emails.has(email); n += 1) email = `${first}.${last}${n}@${domain}`.toLowerCase();
    emails.add(email);
    const name = `${first} ${last}`;
    return {
      _id: hex(24),
      index,
      guid: `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + Math.floor(random() * 4)).toString(16)}${hex(3)}-${hex(12)}`,
      isActive: random() < 0.7,
      // Drawn in paise, sent in rupees with two decimals (the wire's convention).
      balance: fromPaise(Math.floor(random() * 5_000_000)),
      age,
      name,
      gender,
      company,
      email,
      phone: `+91 ${6 + Math.floor(random() * 4)}${digits(4)} ${digits(5)}`,
      address: `${1 + Math.floor(random() * 400)}, ${pick(STREETS)}, ${city}, ${state} ${pinStart}${digits(2)}`,
      bd,
      avatar: initialsAvatar(name, COLOURS[index % COLOURS.length]!),
    };
  });
}

let cached: DemoPerson[] | null = null;

/** POST api/DemoPeople/GetPeople {usr}: the demo people, to any signed-in user (the same people for every company). */
export const peopleHandlers: HttpHandler[] = [
  http.post(`*/${PEOPLE_ENDPOINT}`, async ({ request }) => {
    const session = await requireSession(request);
    if (session instanceof Response) return session;
    cached ??= demoPeople();
    return HttpResponse.json(cached);
  }),
];
