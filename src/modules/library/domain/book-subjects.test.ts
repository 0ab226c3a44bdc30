import { describe, expect, it } from 'vitest';
import { languageName, subjectName } from './book-subjects';

describe('the masters’ names', () => {
  it('name a subject and a language by their codes, an unknown code as it is', () => {
    expect(subjectName('ENG')).toBe('English');
    expect(languageName('MR')).toBe('Marathi');
    expect(subjectName('XYZ')).toBe('XYZ');
    expect(languageName('')).toBe('');
  });
});
