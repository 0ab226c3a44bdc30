import { PUNCH_FILE_LIMIT } from '../domain/punch-wire';
import { punchImportSchema } from './punch-import-values';

const problems = (file: File | null) =>
  punchImportSchema.safeParse({ file }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('punchImportSchema', () => {
  it('asks for a file', () => {
    expect(problems(null)).toEqual([['file', 'Choose the device’s CSV file.']]);
  });

  it('refuses a file over the limit, naming it, and takes one at the limit', () => {
    const big = new File(['x'.repeat(PUNCH_FILE_LIMIT + 1)], 'march.csv', { type: 'text/csv' });
    expect(problems(big)).toEqual([['file', 'march.csv is larger than 2 MB: import it in parts (a month at a time).']]);
    const fits = new File(['x'.repeat(PUNCH_FILE_LIMIT)], 'april.csv', { type: 'text/csv' });
    expect(punchImportSchema.parse({ file: fits }).file).toBe(fits);
  });
});
