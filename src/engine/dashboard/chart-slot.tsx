import { lazy, Suspense } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { ChartPoint, DashboardChart as ChartDeclaration } from './dashboard';

const DashboardChart = lazy(() => import('./dashboard-chart'));

/** Whether a chart has anything to draw: a point with a figure other than zero. */
export const hasFigures = (points: readonly ChartPoint[]): boolean =>
  points.some((point) => point.value !== 0 || (point.values ?? []).some((value) => value !== 0));

/**
 * A dashboard's chart, drawn (chart.js loaded) only when it has a figure; else a sentence says there is nothing yet,
 * rather than bare axes.
 */
export function ChartSlot({ chart, points }: { chart: ChartDeclaration; points: readonly ChartPoint[] }) {
  if (!hasFigures(points)) return <p className="small text-muted mb-0">Nothing to show yet.</p>;
  return (
    <Suspense fallback={<Spinner animation="border" size="sm" role="status" aria-label="Loading the chart" />}>
      <DashboardChart chart={chart} points={points} />
    </Suspense>
  );
}
