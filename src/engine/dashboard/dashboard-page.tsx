import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import { LoadFailed, Loading } from '../../components/load-state';
import { toApiError } from '../../lib/api/api-error';
import { dataProvider } from '../../lib/api/data-provider';
import { formatAmount } from '../../lib/format/number-format';
import { ChartSlot } from './chart-slot';
import type { DashboardData, DashboardDeclaration } from './dashboard';

// The chart library loads only when a dashboard shows a chart with figures (chart-slot.tsx).

const integer = new Intl.NumberFormat('en-IN');

/** A module dashboard: number cards and charts from the backend's figures. */
export function DashboardPage({ dashboard }: { dashboard: DashboardDeclaration }) {
  const figures = useQuery({
    queryKey: [dashboard.name, 'dashboard'],
    queryFn: () => dataProvider.report<DashboardData>(dashboard.endpoint, {}),
  });
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {dashboard.title}
      </h1>
      {figures.isPending ? (
        <Loading label="Loading the figures…" />
      ) : figures.isError ? (
        <LoadFailed message={toApiError(figures.error).message} onRetry={() => void figures.refetch()} />
      ) : (
        <>
          <div className="row g-3 mb-3">
            {dashboard.cards.map((card) => {
              const value = figures.data.cards[card.name] ?? 0;
              return (
                <div key={card.name} className="col-sm-6 col-xl-3">
                  <Card className="h-100 dashboard-card">
                    <Card.Body>
                      <p className="text-muted mb-1">{card.label}</p>
                      <p className="h3 mb-0">{card.format === 'money' ? formatAmount(value) : integer.format(value)}</p>
                      {card.note && <p className="small text-muted mb-0 mt-1">{card.note}</p>}
                    </Card.Body>
                  </Card>
                </div>
              );
            })}
          </div>
          <div className="row g-3">
            {dashboard.charts.map((chart) => (
              <div key={chart.name} className="col-lg-6">
                <Card className="h-100">
                  <Card.Body>
                    <Card.Title as="h2" className="h6">
                      {chart.title}
                    </Card.Title>
                    <ChartSlot chart={chart} points={figures.data.charts[chart.name] ?? []} />
                  </Card.Body>
                </Card>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** The screen map entries of a module's dashboards. */
export function dashboardScreens(dashboards: readonly DashboardDeclaration[]) {
  return Object.fromEntries(
    dashboards.map((dashboard) => [
      dashboard.screen.path,
      function DashboardScreen() {
        return <DashboardPage dashboard={dashboard} />;
      },
    ]),
  );
}
