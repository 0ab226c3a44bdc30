import { describe, expect, it } from 'vitest';
import { consumptionMilli } from './pos-stock-quantity';

describe('recipe consumption in thousandths of the stock unit', () => {
  it('converts grams to kilograms exactly and scales by the quantity sold over the batch', () => {
    expect(consumptionMilli(20, 1, 10, 0.001)).toBe(2); // 20 GM a batch of 10, one sold: 2 g = 0.002 KG
    expect(consumptionMilli(2, 2, 20, 1)).toBe(200); // 2 KG a batch of 20, two sold: 0.2 KG
    expect(consumptionMilli(0.3, 3, 20, 1)).toBe(45); // 0.045 LTR
    expect(consumptionMilli(0.1, 0.3, 1, 1)).toBe(30); // no float drift (0.1 × 0.3 is 0.030000000000000002 in floats)
  });

  it('rounds once, half away from zero, and gives nothing for an empty batch', () => {
    expect(consumptionMilli(1, 1, 3, 0.001)).toBe(0); // a third of a gram
    expect(consumptionMilli(4, 1, 10, 1)).toBe(400);
    expect(consumptionMilli(5, 1, 10, 0.001)).toBe(1); // half a gram rounds up
    expect(consumptionMilli(5, 1, 0, 1)).toBe(0);
  });
});
