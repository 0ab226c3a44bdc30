/** How long a generated invoice id is (spec section 7). */
export const INVOICE_ID_LENGTH = 5;
/** What an invoice id looks like: 5 letters or digits. */
export const INVOICE_ID_PATTERN = /^[A-Za-z0-9]{5}$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MAX_ATTEMPTS = 1000;

/** A uniform number in [0, 1) from the browser's cryptographic generator. */
export function cryptoRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/**
 * A new invoice id: 5 random letters or digits, drawn again while it clashes with one of `existing`
 * (compared without case, so two ids never differ only in case).
 */
export function generateInvoiceId(existing: Iterable<string>, random: () => number = cryptoRandom): string {
  const taken = new Set<string>();
  for (const id of existing) taken.add(id.toLowerCase());
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    let id = '';
    for (let index = 0; index < INVOICE_ID_LENGTH; index++)
      id += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
    if (!taken.has(id.toLowerCase())) return id;
  }
  throw new Error('Could not find a free invoice id.');
}
