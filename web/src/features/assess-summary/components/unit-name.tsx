import { Button } from 'antd';
import type { SummaryNodeRef } from '../api/summary-query';

interface Unit {
  kind: SummaryNodeRef['kind'] | 'student';
  id: number;
  name: string;
}

/** A row's name: a button that opens the level below for a unit, plain text for a student. */
export function UnitName({ unit, onDrill }: { unit: Unit; onDrill: (node: SummaryNodeRef) => void }) {
  const { kind } = unit;
  if (kind === 'student') return <>{unit.name}</>;
  return (
    <Button type="link" className="pj-summary__drill" onClick={() => onDrill({ kind, id: unit.id })}>
      {unit.name}
    </Button>
  );
}
