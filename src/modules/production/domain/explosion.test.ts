import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explodeAndNet, findCycle, type SetupIngredients } from './explosion';

// The works' pump shaft: two coupling halves (made here) + bar + bearings; a coupling half: bar + screws.
const SETUPS: SetupIngredients[] = [
  {
    productId: 'SHAFT',
    ingredients: [
      { itemId: 'BAR', qty: 3.4 },
      { itemId: 'HALF', qty: 2 },
      { itemId: 'BRG', qty: 2 },
    ],
  },
  {
    productId: 'HALF',
    ingredients: [
      { itemId: 'BAR', qty: 1.2 },
      { itemId: 'SCREW', qty: 2 },
    ],
  },
];
const need = (result: ReturnType<typeof explodeAndNet>, id: string) =>
  result.ok ? result.needs.find((row) => row.itemId === id) : undefined;

describe('explodeAndNet', () => {
  it('explodes three levels, netting the sub-assembly against its own stock first', () => {
    // 10 shafts: 20 halves needed, 5 in stock → make 15 → bar 34 + 18 = 52 kg, screws 30.
    const result = explodeAndNet(
      [{ itemId: 'SHAFT', qty: 10 }],
      SETUPS,
      new Map([
        ['HALF', 5000],
        ['BAR', 40000],
      ]),
    );
    expect(need(result, 'HALF')).toMatchObject({
      requiredMilli: 20000,
      availableMilli: 5000,
      shortageMilli: 15000,
      made: true,
      level: 1,
    });
    expect(need(result, 'BAR')).toMatchObject({
      requiredMilli: 52000,
      availableMilli: 40000,
      shortageMilli: 12000,
      made: false,
      level: 2,
    });
    expect(need(result, 'SCREW')).toMatchObject({ requiredMilli: 30000, shortageMilli: 30000 });
    expect(need(result, 'BRG')).toMatchObject({ requiredMilli: 20000, shortageMilli: 20000 });
  });

  it('adds a planned sub-assembly in full to what its parents need, in thousandths', () => {
    const result = explodeAndNet(
      [
        { itemId: 'SHAFT', qty: 1 },
        { itemId: 'HALF', qty: 0.5 },
      ],
      SETUPS,
      new Map(),
    );
    expect(need(result, 'BAR')?.requiredMilli).toBe(3400 + 2 * 1200 + 600);
  });

  it('refuses a loop, naming it', () => {
    const loop = [...SETUPS, { productId: 'BAR', ingredients: [{ itemId: 'SHAFT', qty: 1 }] }];
    expect(findCycle(loop)).toEqual(['SHAFT', 'BAR', 'SHAFT']);
    expect(explodeAndNet([{ itemId: 'SHAFT', qty: 1 }], loop, new Map())).toEqual({
      ok: false,
      loop: ['SHAFT', 'BAR', 'SHAFT'],
    });
  });

  it('never shows a negative shortage, and with no stock gives the gross explosion', () => {
    const qty = fc.integer({ min: 1, max: 500 });
    fc.assert(
      fc.property(
        qty,
        qty,
        fc.array(fc.tuple(fc.constantFrom('BAR', 'HALF', 'SCREW', 'BRG'), fc.integer({ min: -5000, max: 900000 }))),
        (shafts, halves, stock) => {
          const demand = [
            { itemId: 'SHAFT', qty: shafts },
            { itemId: 'HALF', qty: halves },
          ];
          const netted = explodeAndNet(demand, SETUPS, new Map(stock));
          if (!netted.ok) return false;
          if (netted.needs.some((row) => row.shortageMilli < 0 || row.shortageMilli > row.requiredMilli)) return false;
          const gross = explodeAndNet(demand, SETUPS, new Map());
          return (
            gross.ok &&
            need(gross, 'BAR')!.requiredMilli === shafts * 3400 + (2 * shafts + halves) * 1200 &&
            gross.needs.every((row) => row.shortageMilli === row.requiredMilli)
          );
        },
      ),
    );
  });
});
