import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { getDemoDirectory } from '../../../lib/api/demo-directory-api';
import { editionName } from '../../../lib/editions';

interface Props {
  onPick: (companyCode: number, userName: string, password: string) => void;
}

/** Shown only while the embedded demo backend is on: the demo companies and their sign-ins. */
export function DemoCompanyList({ onPick }: Props) {
  const directory = useQuery({ queryKey: ['demo-directory'], queryFn: getDemoDirectory, staleTime: Infinity });
  if (directory.isPending) return <p className="text-muted small mt-4">Loading the demo companies…</p>;
  if (directory.isError) return null;
  const { companies, users } = directory.data;
  return (
    <section className="mt-4" aria-labelledby="demo-companies-title">
      <h2 id="demo-companies-title" className="h6">
        Demo companies
      </h2>
      <p className="small text-muted mb-2">
        Every company has {users.map((u) => `${u.userName} / ${u.password} (${u.role.toLowerCase()})`).join(' and ')}.
      </p>
      <div className="demo-company-list">
        <Table size="sm" hover className="small mb-0">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Company</th>
              <th scope="col">Edition</th>
              <th scope="col">Fill in</th>
            </tr>
          </thead>
          <tbody>
            {companies.map((company) => (
              <tr key={company.code}>
                <td>{company.code}</td>
                <td>{company.name}</td>
                <td>
                  {editionName(company.pCode)} ({company.pCode})
                </td>
                <td className="text-nowrap">
                  {users.map((user) => (
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
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
