/** [code, name, plan type, adult rate, child rate, inclusions] */
type PlanRow = [string, string, string, number, number | null, string];

const PLANS: PlanRow[] = [
  ['EP', 'European plan', 'EP', 0, null, 'Room only'],
  ['CP', 'Continental plan', 'CP', 450, 250, 'Buffet breakfast'],
  ['CP-RS', 'Breakfast in room', 'CP', 600, 300, 'Breakfast served in the room'],
  ['MAP', 'Modified American plan', 'MAP', 1100, 550, 'Breakfast and dinner'],
  ['MAP-L', 'Modified American plan (lunch)', 'MAP', 1000, 500, 'Breakfast and lunch'],
  ['AP', 'American plan', 'AP', 1650, 825, 'Breakfast, lunch and dinner'],
  ['AP-HT', 'American plan with high tea', 'AP', 1850, 900, 'All meals and evening high tea'],
];

/** Meal plans, the same for every company with a front office. */
export const MEAL_PLAN_SEED = PLANS.map(([code, name, planType, adultRate, childRate, inclusions]) => ({
  code,
  name,
  planType,
  adultRate,
  childRate,
  inclusions,
  active: true,
}));
