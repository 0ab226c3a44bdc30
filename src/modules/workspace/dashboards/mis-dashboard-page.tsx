import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { dataProvider } from '../../../lib/api/data-provider';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { ChartSlot } from '../../../engine/dashboard/chart-slot';
import type { MisDashboard, MisDashboardData } from './mis-dashboards';

// The engine's chart (chart.js) loads only when a chart has figures, with a table of them for screen readers.

const integer = new Intl.NumberFormat('en-IN');

/** The query of one dashboard's figures (the backend computes them from the demo data). */
export function useDashboardFigures(dashboard: MisDashboard) {
  return useQuery({
    queryKey: [dashboard.name, 'dashboard'],
    queryFn: () => dataProvider.report<MisDashboardData>(dashboard.endpoint, {}),
  });
}

/**
 * The cards and charts the backend answered: figures the user may not see (money, without the accounts right) are left
 * out.
 */
function FigureCards({ dashboard, data }: { dashboard: MisDashboard; data: MisDashboardData }) {
  return (
    <ul className="row g-3 mb-3 list-unstyled" aria-label="Figures">
      {dashboard.cards
        .filter((card) => card.name in data.cards)
        .map((card) => {
          const value = data.cards[card.name] ?? 0;
          return (
            <li key={card.name} className="col-sm-6 col-xl-3">
              <Card className="h-100 dashboard-card">
                <Card.Body>
                  <p className="text-muted mb-1">{data.labels?.[card.name] ?? card.label}</p>
                  <p className="h3 mb-0" data-figure={card.name}>
                    {card.format === 'money' ? formatMoneyWithSign(toPaise(value)) : integer.format(value)}
                  </p>
                  {card.note && <p className="small text-muted mb-0 mt-1">{card.note}</p>}
                </Card.Body>
              </Card>
            </li>
          );
        })}
    </ul>
  );
}

/** The charts, drawn again only for new figures (not while a refresh is on its way). */
const FigureCharts = memo(function FigureCharts({
  dashboard,
  data,
}: {
  dashboard: MisDashboard;
  data: MisDashboardData;
}) {
  return (
    <div className="row g-3">
      {dashboard.charts
        .filter((chart) => chart.name in data.charts)
        .map((chart) => {
          const points = data.charts[chart.name] ?? [];
          return (
            <div key={chart.name} className={chart.kind === 'bar' ? 'col-lg-6' : 'col-md-6 col-lg-3'}>
              <Card className="h-100">
                <Card.Body>
                  <Card.Title as="h2" className="h6">
                    {chart.title}
                  </Card.Title>
                  <ChartSlot chart={chart} points={points} />
                </Card.Body>
              </Card>
            </div>
          );
        })}
    </div>
  );
});

/**
 * A dashboard of the default demo menu: its heading, what it covers, optional content above, then the backend's cards
 * and charts.
 */
export function MisDashboardPage({ dashboard, children }: { dashboard: MisDashboard; children?: ReactNode }) {
  const figures = useDashboardFigures(dashboard);
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <div>
          <h1 id="screen-title" className="h3 mb-1">
            {dashboard.title}
          </h1>
          <p className="text-muted mb-0">{dashboard.intro}</p>
        </div>
        <LoadingButton
          type="button"
          variant="outline-primary"
          size="sm"
          loading={figures.isFetching}
          loadingText="Refreshing"
          onClick={() => void figures.refetch()}
        >
          Refresh the figures
        </LoadingButton>
      </div>
      {children}
      {figures.isPending ? (
        <Loading label="Loading the figures…" />
      ) : figures.isError ? (
        <LoadFailed message={toApiError(figures.error).message} onRetry={() => void figures.refetch()} />
      ) : (
        <>
          <FigureCards dashboard={dashboard} data={figures.data} />
          {/* Each answer draws its charts afresh rather than updating the old ones in place. */}
          <FigureCharts key={figures.dataUpdatedAt} dashboard={dashboard} data={figures.data} />
        </>
      )}
    </section>
  );
}
