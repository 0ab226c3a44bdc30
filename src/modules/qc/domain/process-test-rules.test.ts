import { finalRefusal, passedQty, testRefusal, unitCostPaise, valueOf } from './process-test-rules';

const label = 'Step 2 (TRN) of batch B-101';

describe('process test rules', () => {
  it('accepts samples within the step and rejected + rectified within the samples', () => {
    expect(testRefusal({ samplesCollected: 50, rejected: 2, rectifiedQty: 3 }, 100, label)).toBeNull();
    expect(testRefusal({ samplesCollected: 100, rejected: 50, rectifiedQty: 50 }, 100, label)).toBeNull();
  });
  it('refuses samples above what the step passed, naming the step', () => {
    expect(testRefusal({ samplesCollected: 120, rejected: 0, rectifiedQty: 0 }, 100, label)).toEqual({
      field: 'samplesCollected',
      message: 'Step 2 (TRN) of batch B-101: 120 samples is more than the 100 the step passed',
    });
  });
  it('refuses rejected + rectified above the samples (thousandths exact)', () => {
    expect(testRefusal({ samplesCollected: 50, rejected: 30, rectifiedQty: 25 }, 100, label)).toEqual({
      field: 'rejected',
      message: 'Step 2 (TRN) of batch B-101: 30 rejected + 25 rectified is more than the 50 samples',
    });
    expect(testRefusal({ samplesCollected: 0.3, rejected: 0.1, rectifiedQty: 0.2 }, 1, label)).toBeNull();
  });
  it('refuses no samples and negative figures', () => {
    expect(testRefusal({ samplesCollected: 0, rejected: 0, rectifiedQty: 0 }, 100, label)?.field).toBe(
      'samplesCollected',
    );
    expect(testRefusal({ samplesCollected: 5, rejected: -1, rectifiedQty: 0 }, 100, label)?.field).toBe('rejected');
    expect(testRefusal({ samplesCollected: 5, rejected: 0, rectifiedQty: -1 }, 100, label)?.field).toBe('rectifiedQty');
  });
  it('passes samples − rejected on; values at the batch cost per unit', () => {
    expect(passedQty(50, 2)).toBe(48);
    expect(passedQty(0.3, 0.1)).toBe(0.2);
    // ₹12,000 of material for 100 units: ₹120 a unit; 2 rejected are ₹240.
    expect(unitCostPaise(1_200_000, 100)).toBe(12_000);
    expect(valueOf(2, 12_000)).toBe(24_000);
    expect(unitCostPaise(1_000, 0)).toBe(0);
  });
  it('the final QC puts at most what the last step passed, once every step is done', () => {
    expect(finalRefusal(48, 48, true, 'B-101')).toBeNull();
    expect(finalRefusal(49, 48, true, 'B-101')).toBe('Batch B-101: 49 is more than the 48 its last step passed');
    expect(finalRefusal(10, 48, false, 'B-101')).toBe('Batch B-101 still has steps to finish');
    expect(finalRefusal(0, 48, true, 'B-101')).toMatch(/more than 0/);
  });
});
