import { problemList, problemsOf } from './field-problems';

describe('problemList', () => {
  it('lists a rule’s problems field by field', () => {
    expect(problemList({ venue: 'Enter where the interview is held', 'candidates.0.result': 'Choose one' })).toEqual([
      { field: 'venue', message: 'Enter where the interview is held' },
      { field: 'candidates.0.result', message: 'Choose one' },
    ]);
  });
});

describe('problemsOf', () => {
  it('names each problem by its path, lines by their index, without the elements the errors refer to', () => {
    const input = document.createElement('input');
    const errors = {
      nameOfCandidate: { type: 'custom', message: 'Enter the candidate’s name', ref: input },
      curriculum: [undefined, { qual: { type: 'custom', message: 'Enter the qualification' } }],
      candidates: { type: 'custom', message: 'Choose at least one candidate', ref: {} },
    };
    expect(problemsOf(errors)).toEqual({
      nameOfCandidate: 'Enter the candidate’s name',
      'curriculum.1.qual': 'Enter the qualification',
      candidates: 'Choose at least one candidate',
    });
  });

  it('finds none in no errors', () => {
    expect(problemsOf({})).toEqual({});
  });
});
