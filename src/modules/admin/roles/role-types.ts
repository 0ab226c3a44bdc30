import type { Permission } from '../../../lib/session/session-types';

/** The administrators' role: every right, always; it cannot be changed or deleted. */
export const ADMINISTRATOR_ROLE = 'ADMINISTRATOR';

/** A role in the roles list: `rights` is the number of rights it holds. */
export interface RoleSummary {
  code: string;
  name: string;
  system: boolean;
  rights: number;
}

/** A role as read and saved: its code (the users' rCode), name and rights. */
export interface AdminRole {
  code: string;
  name: string;
  permissions: Permission[];
  /** ADMINISTRATOR: not editable. */
  system?: boolean;
}
