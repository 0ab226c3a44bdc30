import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { getDemoDirectory, type DemoDirectory } from '../../../lib/api/demo-directory-api';
import { editionName } from '../../../lib/editions';

interface Props {
  onPick: (companyCode: number, userName: string, password: string) => void;
}

type Company = DemoDirectory['companies'][number];

const COLUMNS: ReadonlyArray<TableColumn<Company>> = [
  { label: 'Code', cell: (company) => company.code },
  { label: 'Company', cell: (company) => company.name },
  { label: 'Edition', cell: (company) => `${editionName(company.pCode)} (${company.pCode})` },
];

/** Shown only while the embedded demo backend is on: the demo companies and their sign-ins. */
export function DemoCompanyList({ onPick }: Props) {
  const directory = useQuery({ queryKey: ['demo-directory'], queryFn: getDemoDirectory, staleTime: Infinity });
  if (directory.isPending) return <p className="text-muted small mt-4">Loading the demo companies…</p>;
  if (directory.isError) return null;
  const { companies, users } = directory.data;
  const fillIn: TableColumn<Company> = {
    label: 'Fill in',
    className: 'text-nowrap',
    cell: (company) =>
      users.map((user) => (
        <Button
          key={user.userName}
          size="sm"
          variant="link"
          className="p-0 me-2"
          aria-label={`Use ${user.userName} of ${company.code}`}
          onClick={() => onPick(company.code, user.userName, user.password)}
        >
          {user.userName}
        </Button>
      )),
  };
  return (
    <section className="mt-4" aria-labelledby="demo-companies-title">
      <h2 id="demo-companies-title" className="h6">
        Demo companies
      </h2>
      <p className="small text-muted mb-2">
        Every company has {users.map((u) => `${u.userName} / ${u.password} (${u.role.toLowerCase()})`).join(' and ')}.
      </p>
      <div className="demo-company-list">
        <DataTable
          rows={companies}
          columns={[...COLUMNS, fillIn]}
          rowKey={(company) => company.code}
          // The table had no name of its own; it takes the section's, unseen, as its caption.
          caption="Demo companies"
          captionPlacement="hidden"
          rowHeader={false}
          tableClassName="table table-hover table-sm small mb-0"
          responsive={false}
        />
      </div>
    </section>
  );
}
