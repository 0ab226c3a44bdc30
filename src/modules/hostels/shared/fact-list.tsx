/** A document's or a record's facts as label and value pairs, two to a row on wider screens, one on phones. */
export function FactList({
  facts,
  className = '',
}: {
  facts: ReadonlyArray<readonly [string, string]>;
  className?: string;
}) {
  return (
    <dl className={`row small ${className}`.trim()}>
      {facts.map(([label, value]) => (
        <div key={label} className="col-sm-6 d-flex gap-2">
          <dt>{label}</dt>
          <dd className="mb-1">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
