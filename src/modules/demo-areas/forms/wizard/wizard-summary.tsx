import Button from 'react-bootstrap/Button';
import { formatDate } from '../../../../lib/format/date-format';
import type { WizardInput } from './wizard-schema';

interface Props {
  values: WizardInput;
  /** Go back to a step (0-based) to change it. */
  onEdit: (step: number) => void;
}

/** The last step: everything entered, grouped by step, with a way back to each. */
export function WizardSummary({ values, onEdit }: Props) {
  const groups: Array<[string, number, Array<[string, string]>]> = [
    [
      'Patient',
      0,
      [
        ['Full name', values.patient.fullName],
        ['Mobile', values.patient.mobile],
        ['Date of birth', formatDate(values.patient.birthDate)],
      ],
    ],
    [
      'Visit',
      1,
      [
        ['Department', values.visit.department],
        ['Visit date', formatDate(values.visit.visitDate)],
        ['Reason', values.visit.reason],
      ],
    ],
    [
      'Payment',
      2,
      [
        ['Payment', values.payment.mode],
        ...(values.payment.mode === 'Insurance'
          ? ([
              ['Insurer', values.payment.insurer],
              ['Policy number', values.payment.policy],
            ] as Array<[string, string]>)
          : []),
        ['Agrees to be contacted', values.payment.consent ? 'Yes' : 'No'],
      ],
    ],
  ];
  return (
    <div className="row g-3" aria-label="Summary">
      {groups.map(([title, step, rows]) => (
        <section key={title} className="col-md-4" aria-labelledby={`summary-${step}`}>
          <div className="d-flex align-items-baseline justify-content-between">
            <h3 id={`summary-${step}`} className="h6">
              {title}
            </h3>
            <Button
              variant="link"
              size="sm"
              className="p-0"
              onClick={() => onEdit(step)}
              aria-label={`Change the ${title.toLowerCase()} details`}
            >
              Change
            </Button>
          </div>
          <dl className="mb-0">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="small text-muted">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
