import { describe, expect, it } from 'vitest';
import { BRAND_TYPE } from '../domain/target-rules';
import type { TargetDetailRow } from './target-endpoints';
import { targetSchema, targetSettings, targetValuesOf } from './target-editor-values';

const row = (categoryid: string, target = 0, calls = 0): TargetDetailRow => ({
  slno: 1,
  categoryid,
  category: categoryid,
  itemid: '',
  itemname: '',
  target,
  calls,
  achieved: 0,
});

const problems = (lines: Array<{ target: string; calls: string }>) =>
  targetSchema.safeParse({ lines }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a person’s targets', () => {
  it('shows a nought as blank', () => {
    expect(targetValuesOf([row('G1', 0, 4), row('G2', 1500.5, 0)])).toEqual({
      lines: [
        { target: '', calls: '4' },
        { target: '1500.5', calls: '' },
      ],
    });
  });

  it('marks each line’s problem beside its target', () => {
    expect(
      problems([
        { target: '-5', calls: '' },
        { target: '', calls: '' },
        { target: '10.555', calls: '' },
        { target: '10', calls: '2.5' },
        { target: 'ten', calls: '' },
      ]),
    ).toEqual([
      ['lines.0.target', 'The target cannot be negative.'],
      ['lines.2.target', 'The target has at most two decimals.'],
      ['lines.3.target', 'Calls are a whole number, 0 or more.'],
      ['lines.4.target', 'The target cannot be negative.'],
    ]);
  });

  it('spreads every line over the months, to the paisa, a blank one as noughts', () => {
    const rows = [row('G1'), row('G2')];
    const values = {
      lines: [
        { target: '100', calls: '4' },
        { target: '', calls: '' },
      ],
    };
    expect(
      targetSettings(values, rows, { empno: 'E1', yea: 2026, months: [1, 2, 3], brand: BRAND_TYPE.group }),
    ).toEqual([
      { empno: 'E1', mont: 1, yea: 2026, categoryId: 'G1', productId: '', tgt: 33.34, calls: 2 },
      { empno: 'E1', mont: 2, yea: 2026, categoryId: 'G1', productId: '', tgt: 33.33, calls: 1 },
      { empno: 'E1', mont: 3, yea: 2026, categoryId: 'G1', productId: '', tgt: 33.33, calls: 1 },
      { empno: 'E1', mont: 1, yea: 2026, categoryId: 'G2', productId: '', tgt: 0, calls: 0 },
      { empno: 'E1', mont: 2, yea: 2026, categoryId: 'G2', productId: '', tgt: 0, calls: 0 },
      { empno: 'E1', mont: 3, yea: 2026, categoryId: 'G2', productId: '', tgt: 0, calls: 0 },
    ]);
  });
});
