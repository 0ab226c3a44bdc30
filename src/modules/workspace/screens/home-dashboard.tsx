import { MAIN_DASHBOARD } from '../dashboards/mis-dashboards';
import { MisDashboardPage } from '../dashboards/mis-dashboard-page';
import { SessionSummary } from '../dashboards/session-summary';

/** The common dashboard (/dashboard/dashboardmain): who is signed in and where, then the company-wide figures. */
export function HomeDashboard() {
  return (
    <MisDashboardPage dashboard={MAIN_DASHBOARD}>
      <SessionSummary />
    </MisDashboardPage>
  );
}
