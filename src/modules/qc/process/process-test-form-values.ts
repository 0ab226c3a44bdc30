import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { testRefusal, type TestField, type TestInput } from '../domain/process-test-rules';

/** A figure as typed: blank is 0. */
export const asNumber = (text: string) => (text.trim() === '' ? 0 : Number(text));

const figure = z.string().refine((text) => Number.isFinite(asNumber(text)), 'Give a number');

const shape = z.object({
  testCode: z.string().min(1, 'Choose the test carried out'),
  samplesCollected: figure,
  rejected: figure,
  rectifiedQty: figure,
  comments: z.string(),
});

export type ProcessTestValues = z.infer<typeof shape>;

export const figuresOf = (values: ProcessTestValues): TestInput => ({
  samplesCollected: asNumber(values.samplesCollected),
  rejected: asNumber(values.rejected),
  rectifiedQty: asNumber(values.rectifiedQty),
});

/**
 * The test rules (the same the server runs) once a test is chosen and every figure is a number; their one problem
 * shows beside its field. `label`: "Step 2 (TRN) of batch B-101".
 */
export const processTestSchema = (stepQty: number, label: string) =>
  checkedBy(shape, (values) => {
    const figures = figuresOf(values);
    if (!values.testCode || !Object.values(figures).every(Number.isFinite)) return [];
    const refused = testRefusal(figures, stepQty, label);
    return refused ? [refused] : [];
  });

/** Which field a server refusal belongs beside (the rest show above the form). */
export function refusalField(message: string): TestField | 'testCode' | null {
  if (message.includes('samples is more')) return 'samplesCollected';
  if (message.includes('rejected +')) return 'rejected';
  if (message.startsWith('Choose the test')) return 'testCode';
  return null;
}
