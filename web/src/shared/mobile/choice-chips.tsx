import { useId } from 'react';
import type { CSSProperties } from 'react';
import './choice-chips.css';

export interface ChoiceChip<V extends string | number> {
  value: V;
  label: string;
}

interface ChoiceChipsProps<V extends string | number> {
  /** The group's accessible name. */
  label: string;
  options: ChoiceChip<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Chips per row; left out, they wrap as wide as their text. */
  columns?: number;
}

/**
 * One choice among a few, drawn as chips over native radios: Tab reaches the group and the
 * arrow keys choose, where antd-mobile's Selector answers only to pointers.
 */
export function ChoiceChips<V extends string | number>({
  label,
  options,
  value,
  onChange,
  columns,
}: ChoiceChipsProps<V>) {
  const name = useId();
  const grid = columns ? ({ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } as CSSProperties) : undefined;
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={columns ? 'pj-choice-chips pj-choice-chips--grid' : 'pj-choice-chips'}
      style={grid}
    >
      {options.map((option) => (
        <label key={option.value} className="pj-choice-chip">
          <input type="radio" name={name} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
