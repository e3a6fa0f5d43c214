import { facts } from '../generated/facts.ts';
import { formatFact } from '../lib/facts.ts';

/** A statutory number from content/facts.yaml, as it reads: `<Fact id="pf.employeeRate" />`. */
export default function Fact({ id }: { id: string }) {
  const fact = facts[id];
  if (!fact) throw new Error(`Unknown fact "${id}": add it to content/facts.yaml`);
  return (
    <span title={`${fact.label} (source: ${fact.source.title}, checked ${fact.checkedOn})`}>
      {formatFact(fact)}
    </span>
  );
}
