/** [code, name, beds per room, rent per bed per month, attached bath, AC] */
type CategoryRow = [string, string, number, number, boolean, boolean];

const CATEGORIES: CategoryRow[] = [
  ['DRM', 'Dormitory (8 beds)', 8, 2200, false, false],
  ['TRP', 'Triple sharing', 3, 3400, false, false],
  ['TWN', 'Twin sharing', 2, 4200, true, false],
  ['TAC', 'Twin sharing AC', 2, 5800, true, true],
  ['SGL', 'Single room', 1, 6500, true, false],
  ['SAC', 'Single room AC', 1, 8500, true, true],
];

export const HOSTEL_ROOM_CATEGORY_SEED = CATEGORIES.map(
  ([code, name, bedsPerRoom, monthlyRent, attachedBath, airConditioned]) => ({
    code,
    name,
    bedsPerRoom,
    monthlyRent,
    attachedBath,
    airConditioned,
    active: true,
  }),
);

export const BEDS_BY_CATEGORY: ReadonlyMap<string, number> = new Map(CATEGORIES.map(([code, , beds]) => [code, beds]));
