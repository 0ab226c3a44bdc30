import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';

/** Meal plans (/frontoffice/fo-meal-plans): EP, CP, MAP and AP variants with their per-person rates per night. */
export const MEAL_PLANS: ResourceDeclaration = {
  name: 'frontoffice.meal-plans',
  title: 'Meal plans',
  singular: 'Meal plan',
  screen: FRONT_OFFICE.foMealPlans,
  key: 'code',
  entity: 'mealPlan',
  endpoints: {
    list: 'api/FOMealPlans/GetFOMealPlans',
    get: 'api/FOMealPlans/GetFOMealPlan',
    save: 'api/FOMealPlans/SetFOMealPlan',
  },
  fields: [
    codeField('MAP'),
    nameField(50),
    {
      name: 'planType',
      label: 'Plan type',
      type: 'select',
      required: true,
      options: [
        { value: 'EP', label: 'EP: room only' },
        { value: 'CP', label: 'CP: with breakfast' },
        { value: 'MAP', label: 'MAP: breakfast and one meal' },
        { value: 'AP', label: 'AP: all meals' },
      ],
      defaultValue: 'CP',
    },
    { name: 'adultRate', label: 'Rate per adult', type: 'money', required: true, min: 0 },
    { name: 'childRate', label: 'Rate per child', type: 'money', min: 0 },
    { name: 'inclusions', label: 'Inclusions', type: 'text', max: 120 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'planType', 'adultRate', 'childRate', 'active'],
  example: {
    code: 'AP-FEST',
    name: 'Festive all meals',
    planType: 'AP',
    adultRate: 2200,
    childRate: 1100,
    inclusions: 'Breakfast, lunch, gala dinner',
    active: true,
  },
  searchable: ['code', 'name', 'inclusions'],
  filters: ['planType', 'active'],
  defaultSort: { field: 'adultRate', direction: 'asc' },
};
