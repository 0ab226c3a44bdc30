import { describe, expect, it } from 'vitest';
import {
  achievementPercent,
  agentEmpno,
  BRAND_TYPE,
  isAgentEmpno,
  monthsOf,
  monthsRange,
  periodOfMonth,
  settingKey,
  spreadOver,
  TARGET_TYPE,
  targetLineProblem,
} from './target-rules';

describe('target periods', () => {
  it('a period names its months: a month itself, a quarter three, a half six, the year twelve', () => {
    expect(monthsOf(TARGET_TYPE.month, 11)).toEqual([11]);
    expect(monthsOf(TARGET_TYPE.quarter, 4)).toEqual([10, 11, 12]);
    expect(monthsOf(TARGET_TYPE.quarter, 1)).toEqual([1, 2, 3]);
    expect(monthsOf(TARGET_TYPE.half, 2)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(monthsOf(TARGET_TYPE.year, 1)).toHaveLength(12);
  });

  it('a period out of range has no months', () => {
    expect(monthsOf(TARGET_TYPE.quarter, 5)).toEqual([]);
    expect(monthsOf(TARGET_TYPE.month, 0)).toEqual([]);
    expect(monthsOf(TARGET_TYPE.half, 1.5)).toEqual([]);
  });

  it('the period that holds a month, and the days the months span (February of a leap year)', () => {
    expect(periodOfMonth(TARGET_TYPE.quarter, 11)).toBe(4);
    expect(periodOfMonth(TARGET_TYPE.half, 6)).toBe(1);
    expect(periodOfMonth(TARGET_TYPE.month, 11)).toBe(11);
    expect(monthsRange(2028, [1, 2])).toEqual({ from: '2028-01-01', to: '2028-02-29' });
    expect(monthsRange(2026, [10, 11, 12])).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });
});

describe('target amounts', () => {
  it('a quarter’s ₹1,000.00 spreads 333.34 + 333.33 + 333.33, to the paisa', () => {
    const spread = spreadOver(100000, 3);
    expect(spread).toEqual([33334, 33333, 33333]);
    expect(spread.reduce((sum, value) => sum + value, 0)).toBe(100000);
    expect(spreadOver(10, 3)).toEqual([4, 3, 3]);
  });

  it('achievement in percent with one decimal; none without a target', () => {
    expect(achievementPercent(450000_00, 123456_78)).toBe(27.4);
    expect(achievementPercent(100, 150)).toBe(150);
    expect(achievementPercent(0, 500)).toBeNull();
  });

  it('a target line is not negative, has two decimals at most and whole calls', () => {
    expect(targetLineProblem(1000.29, 4)).toBeNull();
    expect(targetLineProblem(-1, 0)).toBe('The target cannot be negative.');
    expect(targetLineProblem(10.005, 0)).toBe('The target has at most two decimals.');
    expect(targetLineProblem(10, 2.5)).toBe('Calls are a whole number, 0 or more.');
  });

  it('a setting counts under the total, its group or its item; agents are kept as A:<code>', () => {
    const setting = { categoryId: 'SOLAR', productId: 'PNL-540' };
    expect(settingKey(setting, BRAND_TYPE.total)).toBe('');
    expect(settingKey(setting, BRAND_TYPE.group)).toBe('SOLAR');
    expect(settingKey(setting, BRAND_TYPE.product)).toBe('PNL-540');
    expect(agentEmpno('SA-01')).toBe('A:SA-01');
    expect(isAgentEmpno('A:SA-01')).toBe(true);
    expect(isAgentEmpno('EMP-0001')).toBe(false);
  });
});
