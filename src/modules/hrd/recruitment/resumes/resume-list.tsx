import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { PeriodListFrame } from '../../../../components/period-list-frame';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { formatDate } from '../../../../lib/format/date-format';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { ResumeRow } from '../../domain/recruit-types';
import { useRecruitRead } from '../shared/recruit-api';
import { rupees, wireDay } from '../shared/recruit-format';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onOpen: (recordId: string) => void;
}

/** The resume bank: resumes applied in the period, filtered by post and searched by name, mobile or city. */
export function ResumeList({ from, to, onPeriod, onOpen }: Props) {
  const resumes = useRecruitRead<ResumeRow[]>(HRD_ROUTES.resumeList, { frmDate: wireDay(from), toDate: wireDay(to) });
  const allowed = useScreenPermission();
  const filters = useForm({ defaultValues: { post: '', search: '' } });
  const [post, search] = useWatch({ control: filters.control, name: ['post', 'search'] });
  const all = resumes.data ?? [];
  const posts = [...new Map(all.map((row) => [String(row.designation), row.designationName])).entries()].map(
    ([value, label]) => ({ value, label }),
  );
  const needle = search.trim().toLowerCase();
  const rows = all.filter(
    (row) =>
      (!post || String(row.designation) === post) &&
      (!needle ||
        `${row.nameOfCandidate} ${row.surName} ${row.mobile} ${row.city} ${row.seq}`.toLowerCase().includes(needle)),
  );
  return (
    <PeriodListFrame
      title="Resume bank"
      idPrefix="resumes"
      actions={allowed('create') && <Button onClick={() => onOpen('new')}>New resume</Button>}
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={resumes}
      loadingLabel="Loading the resumes…"
      emptyText="No resume was received in this period."
      empty={all.length === 0}
    >
      <div className="d-flex flex-wrap gap-3">
        <Field form={filters} name="post" id="resumes-post" label="Post" choose="Every post" options={posts} />
        <Field form={filters} name="search" id="resumes-search" label="Search name, mobile or city" type="search" />
      </div>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">
            Resumes, latest application first ({rows.length} of {all.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Resume</th>
              <th scope="col">Applied on</th>
              <th scope="col">Candidate</th>
              <th scope="col">Post</th>
              <th scope="col">Mobile</th>
              <th scope="col" className="text-end">
                Expected pay
              </th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.recordId}>
                <th scope="row" className="fw-normal text-nowrap">
                  {row.seq}
                </th>
                <td className="text-nowrap">{formatDate(row.appDate)}</td>
                <td>{[row.nameOfCandidate, row.surName].filter(Boolean).join(' ')}</td>
                <td>{row.designationName}</td>
                <td>{row.mobile}</td>
                <td className="text-end">{rupees(row.expectedSalary)}</td>
                <td>{row.status}</td>
                <td>
                  <Button size="sm" variant="outline-primary" onClick={() => onOpen(String(row.recordId))}>
                    Open {row.seq}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
