import * as z from 'zod';
import { model, num, text, usr } from './contract-fields';
import { contractRoute, transactionResult } from './contract-route';

/**
 * `PurSetup` (03 §0). SetupValue is a C# string, which ASP.NET does not read from a JSON number: the admin's settings
 * screen sends a number, so a number is let through here until it sends the value as text.
 */
const purSetup = model({
  sno: num,
  setupCode: text,
  setupDescription: text,
  setupValue: z.union([z.string(), z.number()]).nullable().optional(),
  branchId: text,
  customerCode: num,
});

/** `PurEmails`: named by 03 §0, its fields not documented; those our client sends are known, the rest not refused. */
const purEmail = z.looseObject({
  mailType: text,
  fromAddress: text,
  ccAddress: text,
  subject: text,
  sendAutomatically: z.boolean().nullable().optional(),
});

/** 03 §0: the approval and mail settings, each saved whole (the server deletes the branch's rows, then inserts). */
export const PURCHASE_SETTINGS_CONTRACT = {
  setup: contractRoute(
    'api/PurSettings/SetPurSetupDetails',
    z.strictObject({ sets: z.array(purSetup), usr }),
    transactionResult,
  ),
  mails: contractRoute(
    'api/PurSettings/SetPurMailSettings',
    z.strictObject({ mails: z.array(purEmail), usr }),
    transactionResult,
  ),
} as const;
