import { appointmentSchema, initialLines, toAppointments, type Candidate } from './appoint-interview-values';

const candidate = (resumeId: number, result: number, expectedSalary = 0) =>
  ({ resumeId, result, expectedSalary, nameOfCandidate: `C${resumeId}`, surName: '' }) as Partial<Candidate>;
const TODAY = '2026-03-10';
const problems = (candidates: Candidate[], lines: ReturnType<typeof initialLines>) =>
  appointmentSchema(candidates, () => TODAY)
    .safeParse({ lines })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('appointment values', () => {
  const candidates = [candidate(7, 2), candidate(8, 1, 23000), candidate(9, 1)] as Candidate[];

  it('starts each passed candidate appointed, to join within 15 days, at the pay expected', () => {
    expect(initialLines(candidates, TODAY)).toEqual([
      { resumeId: 8, status: '1', maxDateToJoin: '2026-03-25', offeredPay: '23000', comments: '' },
      { resumeId: 9, status: '1', maxDateToJoin: '2026-03-25', offeredPay: '', comments: '' },
    ]);
  });

  it('shows the shared rules’ problems on the line of the candidate they name', () => {
    const lines = initialLines(candidates, TODAY);
    lines[0]!.maxDateToJoin = '2026-03-09';
    expect(problems(candidates, lines)).toEqual([
      ['lines.0.maxDateToJoin', 'The last date to join is before the appointment date'],
      ['lines.1.offeredPay', 'Enter the monthly pay offered in rupees'],
    ]);
    lines[1]!.status = '2';
    lines[0]!.maxDateToJoin = TODAY;
    expect(problems(candidates, lines)).toBeUndefined();
  });

  it('sends every candidate: one who failed not appointed, the pay in rupees, comments trimmed', () => {
    const lines = initialLines(candidates, TODAY);
    lines[0]!.comments = ' starts Monday ';
    expect(toAppointments(candidates, lines)).toEqual([
      { resumeId: 7, appointmentStatus: 2, maxDateToJoin: '', appointmentComments: '', offeredPay: 0 },
      {
        resumeId: 8,
        appointmentStatus: 1,
        maxDateToJoin: '2026-03-25',
        appointmentComments: 'starts Monday',
        offeredPay: 23000,
      },
      {
        resumeId: 9,
        appointmentStatus: 1,
        maxDateToJoin: '2026-03-25',
        appointmentComments: '',
        offeredPay: Number.NaN,
      },
    ]);
  });
});
