import Papa from 'papaparse';

/** One punch read from a device file: its 1-based line, the employee code as written, the day and the minute. */
export interface DevicePunch {
  line: number;
  text: string;
  code: string;
  dat: string;
  time: string;
}

/** A line that was not imported, named by its line number, with its text and why. */
export interface PunchLineProblem {
  line: number;
  text: string;
  problem: string;
}

export const PUNCH_FORMATS = 'yyyy-MM-dd HH:mm[:ss], dd-MM-yyyy HH:mm or dd/MM/yyyy HH:mm';

const ISO = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const DAY_FIRST = /^(\d{2})([-/])(\d{2})\2(\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** yyyy-MM-dd when year, month and day make a real calendar day. */
function realDay(year: string, month: string, day: string): string | undefined {
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : undefined;
}

/** A date-time cell to `{ dat, time }` (time HH:mm, seconds dropped), or the reason it is not one. */
export function readPunchMoment(text: string): { dat: string; time: string } | { problem: string } {
  const iso = ISO.exec(text);
  const dayFirst = DAY_FIRST.exec(text);
  const parts = iso
    ? { year: iso[1]!, month: iso[2]!, day: iso[3]!, hour: iso[4]!, minute: iso[5]!, second: iso[6] }
    : dayFirst
      ? {
          year: dayFirst[4]!,
          month: dayFirst[3]!,
          day: dayFirst[1]!,
          hour: dayFirst[5]!,
          minute: dayFirst[6]!,
          second: dayFirst[7],
        }
      : null;
  if (!parts) return { problem: `"${text}" is not a date and time (use ${PUNCH_FORMATS})` };
  const dat = realDay(parts.year, parts.month, parts.day);
  if (!dat) return { problem: `${text.split(/[ T]/)[0]} is not a day of the calendar` };
  if (Number(parts.hour) > 23 || Number(parts.minute) > 59 || Number(parts.second ?? 0) > 59)
    return { problem: `${text.split(/[ T]/)[1]} is not a time of day` };
  return { dat, time: `${parts.hour.padStart(2, '0')}:${parts.minute}` };
}

/** The first line is a header when its date-time cell has no digit ("Emp code,Punch time"). */
const isHeader = (cells: readonly string[]) => cells.length >= 2 && !/\d/.test(cells[1] ?? '');

/**
 * A device's CSV (employee code, date-time; a header row allowed; blank lines skipped) to its punches and the
 * lines it could not read, each with its line number and why. Good lines are kept whatever the bad ones are.
 */
export function parsePunchCsv(csv: string): { punches: DevicePunch[]; malformed: PunchLineProblem[] } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const punches: DevicePunch[] = [];
  const malformed: PunchLineProblem[] = [];
  let seenData = false;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '') return;
    const cells = (Papa.parse<string[]>(text, { delimiter: ',' }).data[0] ?? []).map((cell) => cell.trim());
    while (cells.length > 2 && cells[cells.length - 1] === '') cells.pop();
    if (!seenData && isHeader(cells)) return void (seenData = true);
    seenData = true;
    if (cells.length !== 2)
      return void malformed.push({
        line,
        text,
        problem: `expected 2 columns (employee code, date-time), found ${cells.length}`,
      });
    const [code, moment] = cells as [string, string];
    if (code === '') return void malformed.push({ line, text, problem: 'the employee code is missing' });
    if (moment === '') return void malformed.push({ line, text, problem: 'the date-time is missing' });
    const read = readPunchMoment(moment);
    if ('problem' in read) return void malformed.push({ line, text, problem: read.problem });
    punches.push({ line, text, code, ...read });
  });
  return { punches, malformed };
}
