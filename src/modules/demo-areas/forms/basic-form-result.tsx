import Alert from 'react-bootstrap/Alert';
import { formatDate } from '../../../lib/format/date-format';
import type { BasicFormOutput } from './basic-form-schema';

/** What the basic form sent, as a description list (the password is never shown). */
export function BasicFormResult({ values }: { values: BasicFormOutput }) {
  const rows: Array<[string, string]> = [
    ['Full name', values.fullName],
    ['E-mail', values.email],
    ['Age', values.age],
    ['Mobile', values.mobile],
    ['Date of birth', formatDate(values.birthDate)],
    ['Visit time', values.visitTime || '—'],
    ['Department', values.department],
    ['Gender', values.gender],
    ['Interested in', values.interests.join(', ')],
    ['Newsletter', values.newsletter ? 'Yes' : 'No'],
    ['Satisfaction', `${values.satisfaction} of 10`],
    ['Colour', values.colour],
    ['Referral letter', values.document?.[0]?.name ?? '—'],
  ];
  return (
    <Alert variant="success" className="mt-3 mb-0" aria-labelledby="basic-result-title">
      <h3 id="basic-result-title" className="h6">
        Registration received
      </h3>
      <dl className="row mb-0">
        {rows.map(([label, value]) => (
          <div key={label} className="col-sm-6 d-flex gap-2">
            <dt className="fw-semibold">{label}:</dt>
            <dd className="mb-1">{value}</dd>
          </div>
        ))}
      </dl>
    </Alert>
  );
}
