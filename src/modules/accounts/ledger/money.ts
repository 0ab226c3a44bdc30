/** Money in the ledger is integer paise (hundredths of a rupee): sums never drift. */
export type Paise = number;

/** Rupees as the wire and the forms carry them (at most two decimals) to paise, rounded half away from zero. */
export function toPaise(rupees: number | string | null | undefined): Paise {
  const value = Number(rupees ?? 0);
  if (!Number.isFinite(value)) return 0;
  return Math.sign(value) * Math.round(Math.abs(value) * 100);
}

/** Paise back to rupees for the wire (exact for every integer paise below 2^53 / 100). */
export function fromPaise(paise: Paise): number {
  return paise / 100;
}

export const sumPaise = (values: Iterable<Paise>): Paise => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};
