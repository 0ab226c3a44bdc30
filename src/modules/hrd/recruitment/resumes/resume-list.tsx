import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { Field } from '../../../../components/form/field';
import type { DocumentListWords, ListPeriod } from '../../../../kits/trade-documents/document-list-types';
import { PeriodDocuments } from '../../../../kits/trade-documents/period-documents';
import { formatDate } from '../../../../lib/format/date-format';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { ResumeRow } from '../../domain/recruit-types';
import { useRecruitRead } from '../shared/recruit-api';
import { rupees, wireDay } from '../shared/recruit-format';

const WORDS: DocumentListWords = {
  title: 'Resume bank',
  idPrefix: 'resumes',
  loadingLabel: 'Loading the resumes…',
  emptyText: 'No resume was received in this period.',
};

const COLUMNS: ReadonlyArray<TableColumn<ResumeRow>> = [
  { label: 'Resume', cell: (row) => row.seq, className: 'fw-normal text-nowrap' },
  { label: 'Applied on', cell: (row) => formatDate(row.appDate), className: 'text-nowrap' },
  { label: 'Candidate', cell: (row) => [row.nameOfCandidate, row.surName].filter(Boolean).join(' ') },
  { label: 'Post', cell: (row) => row.designationName },
  { label: 'Mobile', cell: (row) => row.mobile },
  { label: 'Expected pay', cell: (row) => rupees(row.expectedSalary), numeric: true },
  { label: 'Status', cell: (row) => row.status },
];

interface Props extends ListPeriod {
  onOpen: (recordId: string) => void;
}

/** The resume bank: resumes applied in the period, filtered by post and searched by name, mobile or city. */
export function ResumeList({ onOpen, ...period }: Props) {
  const resumes = useRecruitRead<ResumeRow[]>(HRD_ROUTES.resumeList, {
    frmDate: wireDay(period.from),
    toDate: wireDay(period.to),
  });
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
  const open: TableColumn<ResumeRow> = {
    label: 'Actions',
    hideLabel: true,
    cell: (row) => (
      <Button size="sm" variant="outline-primary" onClick={() => onOpen(String(row.recordId))}>
        Open {row.seq}
      </Button>
    ),
  };
  return (
    <PeriodDocuments
      words={WORDS}
      period={period}
      create={{ label: 'New resume', onNew: () => onOpen('new') }}
      query={resumes}
    >
      {() => (
        <>
          <div className="d-flex flex-wrap gap-3">
            <Field form={filters} name="post" id="resumes-post" label="Post" choose="Every post" options={posts} />
            <Field form={filters} name="search" id="resumes-search" label="Search name, mobile or city" type="search" />
          </div>
          <DataTable
            rows={rows}
            columns={[...COLUMNS, open]}
            rowKey={(row) => row.recordId}
            caption={`Resumes, latest application first (${rows.length} of ${all.length})`}
          />
        </>
      )}
    </PeriodDocuments>
  );
}
