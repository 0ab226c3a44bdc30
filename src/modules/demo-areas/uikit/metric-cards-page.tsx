import {
  BedDouble,
  IndianRupee,
  type LucideIcon,
  ShoppingCart,
  Stethoscope,
  TrendingDown,
  TrendingUp,
} from 'lucide-react';
import Card from 'react-bootstrap/Card';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { CataloguePage, Example } from '../catalogue-page';

interface Metric {
  label: string;
  value: string;
  icon: LucideIcon;
  /** Change against last month in whole percent; the sign says up or down. */
  change: number;
}

const integer = new Intl.NumberFormat('en-IN');

/** Sample figures of a hospital's month. */
export const METRICS: readonly Metric[] = [
  { label: 'New patients', value: integer.format(205), icon: Stethoscope, change: 12 },
  { label: 'Collections', value: formatMoneyWithSign(toPaise(402150)), icon: IndianRupee, change: 4 },
  { label: 'Beds occupied', value: '82%', icon: BedDouble, change: -3 },
  { label: 'Pharmacy orders', value: integer.format(1280), icon: ShoppingCart, change: 0 },
];

/** The change as words and an arrow: colour is never the only sign. */
function Change({ change }: { change: number }) {
  if (change === 0) return <span className="text-muted small">No change on last month</span>;
  const Icon = change > 0 ? TrendingUp : TrendingDown;
  return (
    <span className={`small ${change > 0 ? 'text-success' : 'text-danger'}`}>
      <Icon size={14} aria-hidden="true" className="me-1" />
      {change > 0 ? 'Up' : 'Down'} {Math.abs(change)}% on last month
    </span>
  );
}

/** UI kit: metric cards — an icon, a label, a figure and its change, as the dashboards show them. */
export function MetricCardsPage() {
  return (
    <CataloguePage intro="One figure per card, large enough to read across a room; the change says up or down in words.">
      <Example
        title="Metric cards with icons"
        source="Card (react-bootstrap) + lucide-react icons; formatMoneyWithSign — src/lib/money/money-format.ts"
      >
        <ul className="row g-3 list-unstyled mb-0">
          {METRICS.map(({ label, value, icon: Icon, change }) => (
            <li key={label} className="col-sm-6 col-xl-3">
              <Card className="h-100 dashboard-card">
                <Card.Body className="d-flex align-items-center gap-3">
                  <Icon size={36} className="text-primary flex-shrink-0" aria-hidden="true" />
                  <div>
                    <p className="text-muted mb-1">{label}</p>
                    <p className="h4 mb-1">{value}</p>
                    <Change change={change} />
                  </div>
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      </Example>
      <Example
        title="Plain figure cards"
        source="The engine's dashboard cards — src/engine/dashboard/dashboard-page.tsx"
      >
        <ul className="row g-3 list-unstyled mb-0">
          {METRICS.slice(0, 2).map(({ label, value }) => (
            <li key={label} className="col-sm-6">
              <Card className="h-100 dashboard-card">
                <Card.Body>
                  <p className="text-muted mb-1">{label}</p>
                  <p className="h3 mb-0">{value}</p>
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      </Example>
    </CataloguePage>
  );
}
