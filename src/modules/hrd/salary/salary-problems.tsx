import { EmployeeNotesTable } from './employee-notes-table';
import type { SalaryProblem } from '../domain/payroll-types';

/**
 * The last run's problems, per employee: each employee once with every problem of theirs (the rest of the line was
 * computed).
 */
export function SalaryProblems({ problems }: { problems: readonly SalaryProblem[] }) {
  if (problems.length === 0) return null;
  const byEmployee = new Map<number, { code: string; name: string; problems: string[] }>();
  for (const problem of problems) {
    const row = byEmployee.get(problem.empno) ?? { code: problem.empCode, name: problem.empname, problems: [] };
    row.problems.push(problem.problem);
    byEmployee.set(problem.empno, row);
  }
  return (
    <section aria-labelledby="salary-problems" className="mb-4 d-print-none">
      <h2 id="salary-problems" className="h5">
        Problems ({byEmployee.size} {byEmployee.size === 1 ? 'employee' : 'employees'})
      </h2>
      <p className="small text-body-secondary">
        Each line below was still computed; correct the master or the attendance and run again.
      </p>
      <EmployeeNotesTable
        label="Problems table"
        caption="Problems of the last run"
        noteHeader="Problem"
        rows={[...byEmployee].map(([empno, row]) => ({
          key: empno,
          code: row.code,
          name: row.name,
          note:
            row.problems.length === 1 ? (
              row.problems[0]
            ) : (
              <ul className="mb-0 ps-3">
                {row.problems.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ),
        }))}
      />
    </section>
  );
}
