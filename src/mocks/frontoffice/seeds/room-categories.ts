/** [code, name, base tariff, extra bed, occupancy, amenities] */
type CategoryRow = [string, string, number, number, number, string];

const CATEGORIES: CategoryRow[] = [
  ['ECO', 'Economy single', 1900, 0, 1, 'Single bed, shower, LED TV'],
  ['STD', 'Standard', 2800, 700, 2, 'Queen bed, tea and coffee maker, Wi-Fi'],
  ['DLX', 'Deluxe', 3800, 900, 2, 'King bed, work desk, mini fridge, Wi-Fi'],
  ['SDX', 'Super deluxe', 4800, 1000, 3, 'King bed, sofa, bathtub, minibar'],
  ['LKV', 'Lake view deluxe', 5800, 1200, 2, 'Balcony facing Fatehsagar, king bed, minibar'],
  ['FAM', 'Family room', 6200, 1200, 4, 'Two queen beds, sofa-cum-bed, minibar'],
  ['SUI', 'Executive suite', 8500, 1500, 3, 'Separate living room, bathtub, lounge access'],
  ['PRS', 'Heritage suite', 15000, 2000, 4, 'Haveli-style suite, private terrace, butler service'],
];

/** Room categories of the company's hotel (every company gets them; the rooms point at them). */
export const ROOM_CATEGORY_SEED = CATEGORIES.map(([code, name, baseTariff, extraBed, occupancy, amenities]) => ({
  code,
  name,
  baseTariff,
  extraBed,
  occupancy,
  amenities,
  active: code !== 'ECO',
}));
