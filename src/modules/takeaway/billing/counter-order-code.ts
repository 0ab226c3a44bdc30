const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new counter order's pseudo table, made on the client so an order starts offline too: TA- and six capitals or
 * digits.
 */
export function newOrderCode(
  random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  return `TA-${[...random(6)].map((byte) => LETTERS[byte % LETTERS.length]).join('')}`;
}
