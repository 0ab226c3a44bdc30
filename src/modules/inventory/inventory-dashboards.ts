import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { FNB_INVENTORY_DASHBOARD, INVENTORY_DASHBOARD } from './dashboards/inventory-dashboard';

/** The inventory dashboards (figures computed by the backend). */
export const INVENTORY_DASHBOARDS: readonly DashboardDeclaration[] = [INVENTORY_DASHBOARD, FNB_INVENTORY_DASHBOARD];
