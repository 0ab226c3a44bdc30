/** The letters and digits of a pass code (contract: a random 6-character code, A–Z and 0–9). */
export const PASS_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const PASS_CODE_LENGTH = 6;

/** Fills the array with random bytes (crypto.getRandomValues in the backend). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

// 252 = 7 × 36: bytes from 252 up are thrown away so every character is equally likely.
const USABLE = Math.floor(256 / PASS_CODE_ALPHABET.length) * PASS_CODE_ALPHABET.length;

/** A new pass code, every character equally likely. */
export function newPassCode(random: RandomBytes): string {
  let code = '';
  while (code.length < PASS_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(PASS_CODE_LENGTH))) {
      if (byte < USABLE && code.length < PASS_CODE_LENGTH) code += PASS_CODE_ALPHABET[byte % PASS_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** Does the code typed at the gate match the invoice's? Spaces around it and letter case do not matter. */
export function passCodeMatches(stored: string, typed: string): boolean {
  return /^[A-Z0-9]{6}$/.test(stored) && typed.trim().toUpperCase() === stored;
}
