/**
 * A module's own reason a record cannot be deleted, beyond other records referring to it (e.g. an
 * account with postings): the refusal message, or null when nothing holds it.
 */
export type InUseRule = (companyCode: number, id: string) => Promise<string | null>;

/**
 * The in-use rules by resource name, as the module folders declare them (handlers.ts hands them to the generic
 * handlers).
 */
export type InUseRules = Readonly<Record<string, InUseRule>>;
