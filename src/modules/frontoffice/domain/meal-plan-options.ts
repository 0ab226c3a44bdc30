import type { FieldOption } from '../../../engine/resource';

/** The plan a stay takes when none is named: room only. */
export const ROOM_ONLY_PLAN = 'EP';

/** The meal plans as every front office form offers them: "European plan (EP)". */
export const mealPlanOptions = (plans: ReadonlyArray<{ code: string; name: string }>): FieldOption[] =>
  plans.map((plan) => ({ value: plan.code, label: `${plan.name} (${plan.code})` }));
