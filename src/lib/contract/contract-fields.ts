import * as z from 'zod';
import { userInfo } from './contract-route';

/*
 * The pieces of the server's C# models, for the routes whose bodies are written out per module. Keys are checked in
 * the contract's camelCase, the spelling ASP.NET writes: the real server reads request bodies without regard to case,
 * so a check that minds case is stricter than the server, never looser.
 */

/** `int?` / `long?` / `double?` / `decimal?`: a number, null or absent. */
export const num = z.number().nullable().optional();
/** `int` / `long` that the model requires. */
export const int = z.number().int();
/** `string`: text, null or absent (C# strings are nullable). */
export const text = z.string().nullable().optional();
/** `DateTime?`: the client sends `dd-MMM-yyyy` or ISO text, which `DateTime.Parse` reads. */
export const date = z.string().nullable().optional();
/** An id the client may send as a number or its text (ASP.NET converts numeric text to a number field). */
export const numOrText = z.union([z.number(), z.string()]).nullable().optional();

/** `traCheck`: 1 create, 2 modify, 3 delete (some models spell it `tracheck`). */
export const traCheck = z.number().int().min(1).max(3);

/** A server model (`XxxUni`, `XxxDet`): the fields it has, nothing else, each one optional as its C# type is. */
export const model = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape);

/** A list of a model, or null where the body may leave it out. */
export const rows = <Row extends z.ZodType>(row: Row) => z.array(row).nullable().optional();

/** The `usr` of a save body. */
export const usr = userInfo;
