/** A rule said no: `message` is shown to the person as it is. */
export interface Refusal {
  ok: false;
  message: string;
}

/** What a rule that may refuse answers: `{ ok: true, ...value }` or a refusal. */
export type RuleResult<T extends object> = ({ ok: true } & T) | Refusal;

/** A refusal with this message. */
export const refuse = (message: string): Refusal => ({ ok: false, message });
