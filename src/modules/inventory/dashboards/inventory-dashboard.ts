import type { DashboardDeclaration } from '../../../engine/dashboard/dashboard';
import { INVENTORY } from '../../../menus/catalogue/inventory';

const items = 'inventory.items';

const figures: Pick<DashboardDeclaration, 'cards' | 'charts'> = {
  cards: [
    { name: 'items', label: 'Items', format: 'number', source: { resource: items, measure: 'count' } },
    {
      name: 'active',
      label: 'Active items',
      format: 'number',
      source: { resource: items, measure: 'count', where: { active: true } },
    },
    {
      name: 'groups',
      label: 'Item groups',
      format: 'number',
      source: { resource: 'inventory.item-groups', measure: 'count' },
    },
    { name: 'stores', label: 'Stores', format: 'number', source: { resource: 'inventory.stores', measure: 'count' } },
  ],
  charts: [
    {
      name: 'byGroup',
      title: 'Items by group',
      kind: 'bar',
      source: { resource: items, measure: 'count', groupBy: 'group' },
    },
    {
      name: 'byCosting',
      title: 'Items by costing method',
      kind: 'doughnut',
      source: { resource: items, measure: 'count', groupBy: 'costing' },
    },
  ],
};

/** The inventory dashboard (/inventory/inv-dash): figures from the inventory masters. */
export const INVENTORY_DASHBOARD: DashboardDeclaration = {
  name: 'inventory.dashboard',
  title: 'Inventory dashboard',
  screen: INVENTORY.invDash,
  endpoint: 'api/invDashboard/GetInvDashboard',
  ...figures,
};

/** The food-and-beverage inventory dashboard (/inventory/minn-dashboard) of the hotel and restaurant editions. */
export const FNB_INVENTORY_DASHBOARD: DashboardDeclaration = {
  name: 'inventory.fnb-dashboard',
  title: 'Food and beverage inventory',
  screen: INVENTORY.minnDashboard,
  endpoint: 'api/invDashboard/GetFnbDashboard',
  ...figures,
};
