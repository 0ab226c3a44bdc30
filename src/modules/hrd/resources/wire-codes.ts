import type { FieldValue, LineRecord, ResourceRecord } from '../../../engine/resource';

/**
 * The server's int codes and record ids (gender 1/2/3, a department's RecordId...) as a form holds them (text, for
 * its selects and references) and as the wire carries them (numbers; empty travels as null). Lines get their
 * `lineid` (1, 2...) on the way out. Both ways are idempotent, so a stored record may pass through either.
 */
export interface WireCodes {
  /** Header fields holding a number on the wire. */
  fields: readonly string[];
  /** Lines fields: the line fields holding a number on the wire. */
  lines?: Readonly<Record<string, readonly string[]>>;
}

const toNumber = (value: FieldValue | undefined): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
const toText = (value: FieldValue | undefined): string => (value === null || value === undefined ? '' : String(value));

function mapLines(
  value: FieldValue | undefined,
  names: readonly string[],
  convert: (value: FieldValue | undefined) => FieldValue,
  numbered: boolean,
): LineRecord[] {
  const lines = Array.isArray(value) ? (value as LineRecord[]) : [];
  return lines.map((line, index) => {
    const mapped: Record<string, string | number | boolean | null> = { ...line };
    for (const name of names) mapped[name] = convert(line[name]) as string | number | null;
    if (numbered) mapped.lineid = index + 1;
    return mapped;
  });
}

export function wireCodes(codes: WireCodes) {
  const convert = (
    record: ResourceRecord,
    value: (v: FieldValue | undefined) => FieldValue,
    numbered: boolean,
  ): ResourceRecord => {
    const out: ResourceRecord = { ...record };
    for (const name of codes.fields) if (name in record) out[name] = value(record[name]);
    for (const [name, fields] of Object.entries(codes.lines ?? {}))
      if (name in record) out[name] = mapLines(record[name], fields, value, numbered);
    return out;
  };
  return {
    toWire: (record: ResourceRecord) => convert(record, toNumber, true),
    fromWire: (record: ResourceRecord) => convert(record, toText, false),
  };
}
