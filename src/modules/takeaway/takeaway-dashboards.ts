import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { TAKEAWAY } from '../../menus/catalogue/takeaway';

const items = 'takeaway.items';

/** The take-away dashboard: the menu, combos, outlets and riders from the masters. */
export const TAKEAWAY_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'takeaway.dashboard',
    title: TAKEAWAY.dashboard.title,
    screen: TAKEAWAY.dashboard,
    endpoint: 'api/TakeawayDashboard/GetTakeawayDashboard',
    cards: [
      { name: 'items', label: 'Menu items', format: 'number', source: { resource: items, measure: 'count' } },
      { name: 'combos', label: 'Combos', format: 'number', source: { resource: 'takeaway.combos', measure: 'count' } },
      { name: 'outlets', label: 'Outlets', format: 'number', source: { resource: 'takeaway.outlets', measure: 'count' } },
      { name: 'riders', label: 'Delivery riders', format: 'number', source: { resource: 'takeaway.delivery-boys', measure: 'count' } },
    ],
    charts: [
      { name: 'itemsByGroup', title: 'Menu items by group', kind: 'bar', source: { resource: items, measure: 'count', groupBy: 'group' } },
      { name: 'itemsByFoodType', title: 'Menu items by food type', kind: 'doughnut', source: { resource: items, measure: 'count', groupBy: 'foodType' } },
    ],
  },
];
