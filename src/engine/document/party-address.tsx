import { useQuery } from '@tanstack/react-query';
import { referenceQuery } from '../list/use-reference-labels';
import type { ResourceDeclaration, ResourceRecord } from '../resource';
import type { PartyRule } from './document';

/** The address lines of a party record, as the rule says where they are ('' parts left out). */
export function partyAddress(party: ResourceRecord | undefined, rule: PartyRule): string[] {
  if (!party) return [];
  const holder = rule.lines ? ((party[rule.lines] ?? []) as readonly ResourceRecord[])[0] : party;
  if (!holder) return [];
  return rule.fields
    .map((name) => holder[name])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map(String);
}

/** The party of a printed document: its name and address, from the referenced record. */
export function PartyAddress({ resource, record }: { resource: ResourceDeclaration; record: ResourceRecord }) {
  const rule = resource.document?.party;
  const field = resource.fields.find((candidate) => candidate.name === rule?.field);
  const target = field?.reference;
  const { data } = useQuery({
    ...referenceQuery(target ?? { resource: '', endpoint: '', key: '', label: '' }),
    enabled: Boolean(target),
  });
  if (!rule || !field || !target) return null;
  const party = data?.find((row) => String(row[target.key]) === String(record[rule.field]));
  if (!party) return null;
  return (
    <address className="mb-3" aria-label={field.label}>
      <strong>{String(party[target.label] ?? '')}</strong>
      {partyAddress(party, rule).map((line, index) => (
        <span key={index} className="d-block">
          {line}
        </span>
      ))}
    </address>
  );
}
