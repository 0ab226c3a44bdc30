import * as z from 'zod';
import { contractRoute } from './contract-route';
import { model, num, text, usr } from './contract-fields';

/* 08-login.md §3: users and roles (`api/AdminRoles/…`, administrators only). */

/** `UsrAut` (§1): the user's row; the password (`Pwd`) is the server's to set. */
const usrAut = model({
  usrName: text,
  pwd: text,
  roleName: text,
  email: text,
  pos: num,
  webFreeEnable: num,
  mobileFreeEnable: num,
  customerCode: num,
});

/** `UserCompleteProfile` is given as "(EmployeeNo …)": its other fields are not known. */
const profile = z.looseObject({ employeeNo: text });

/** `AdmUsersTotal`: addUser's body, and admChangeRoleName's. */
export const admUsersTotal = z.strictObject({ user: usrAut, profile: profile.nullable().optional(), usr });

/** An `AdmUserwiseAssigns` row as the sign-in answers it in `assg`. */
const assignment = z.strictObject({ code: z.string(), detail: z.string(), typ: z.string() });

const ASSIGNMENTS =
  'Ours: the user’s `branch` (the assignment of typ BRA the user signs in to; the contract’s bCode is the first ' +
  'BRA assignment) and `assg`, the cash, bank and wallet accounts, outlets and branches assigned, which the ' +
  'sign-in answers as `assg` from AdmUserwiseAssigns. The contract documents no route that writes them: the real ' +
  'server ignores both, and a user it creates has none until its own tools assign them.';

/** Ours beside AdmUsersTotal; absent, the user has the company's branch and no assignments. */
const withAssignments = admUsersTotal.extend({ branch: text, assg: z.array(assignment).optional() });

/** `Admroles` (§2): a right of a role. */
const admRole = model({
  roleName: text,
  customerCode: num,
  moduleCode: num,
  menuCode: num,
  screenCode: num,
  transCode: num,
  pos: num,
});

/** setAdminRole replaces a role's rights in one module (`moduleCode` names it when `roles` is empty). */
export const adminRoleSave = z.strictObject({
  roles: z.array(admRole),
  rolesName: z.string(),
  moduleCode: text,
  usr,
});

export const ADMIN_USERS_CONTRACT = {
  addUser: contractRoute(
    'api/AdminRoles/addUser',
    withAssignments,
    // AdmUsersTotal with result.
    z.looseObject({ result: z.string() }),
    `${ASSIGNMENTS} The new user's password is the user name, as the contract sets it.`,
  ),
  changeRole: contractRoute(
    'api/AdminRoles/admChangeRoleName',
    withAssignments,
    z.string(),
    `${ASSIGNMENTS} The demo also takes the user's web and mobile flags from \`user\`; the contract says only that ` +
      'the route changes the role.',
  ),
  setRole: contractRoute(
    'api/AdminRoles/setAdminRole',
    z.union([
      adminRoleSave.extend({ description: text }),
      z.strictObject({ rolesName: z.string(), traCheck: z.literal(3), usr }),
    ]),
    // AdmRolesTotal with result.
    z.looseObject({ result: z.string() }),
    'Ours: a role has a `description` (the name the lists show beside its code, the contract’s RoleName), and ' +
      '`{ rolesName, traCheck: 3 }` deletes a role nobody holds. The real server keeps no description and has no ' +
      'delete: a role is its rights, and it is gone once every module’s rights are taken away.',
  ),
} as const;

/** The users and roles routes written out here. */
export const ADMIN_USERS_ROUTES = Object.values(ADMIN_USERS_CONTRACT);
