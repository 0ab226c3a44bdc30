import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';
import { formatAmount } from '../../lib/format/number-format';
import type { ChartPoint, DashboardChart as ChartDeclaration } from './dashboard';

ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const COLOURS = [
  '#663399',
  '#0d6efd',
  '#198754',
  '#fd7e14',
  '#dc3545',
  '#20c997',
  '#6f42c1',
  '#ffc107',
  '#0dcaf0',
  '#6c757d',
];

/** One chart (chart.js, in this lazily loaded chunk); the figures are also in a table for screen readers. */
export default function DashboardChart({ chart, points }: { chart: ChartDeclaration; points: readonly ChartPoint[] }) {
  const series = chart.series ?? [];
  const datasets =
    series.length > 0
      ? series.map((name, index) => ({
          label: name,
          data: points.map((point) => point.values?.[index] ?? 0),
          backgroundColor: COLOURS[index % COLOURS.length]!,
        }))
      : [
          {
            label: chart.title,
            data: points.map((point) => point.value),
            backgroundColor: points.map((_, index) => COLOURS[index % COLOURS.length]!),
          },
        ];
  const data = { labels: points.map((point) => point.label), datasets };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    plugins: { legend: { display: chart.kind === 'doughnut' || series.length > 0 } },
  };
  const shown = (value: number) => (chart.format === 'money' ? formatAmount(value) : String(value));
  return (
    <figure className="dashboard-chart mb-0">
      <div style={{ height: 260 }} aria-hidden="true">
        {chart.kind === 'bar' ? <Bar data={data} options={options} /> : <Doughnut data={data} options={options} />}
      </div>
      <table className="visually-hidden">
        <caption>{chart.title}</caption>
        {series.length > 0 && (
          <thead>
            <tr>
              <td />
              {series.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              {series.length > 0 ? (
                series.map((name, index) => <td key={name}>{shown(point.values?.[index] ?? 0)}</td>)
              ) : (
                <td>{shown(point.value)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
