import type { AnswerItem } from '../../api/get-items';
import type { FieldProps } from './field-props';
import './fields.css';

/**
 * single, judge and scale: one option; a scale or a judge lays its points out in a row.
 * Native radios: keyboard and screen readers work as everywhere, at no bundle cost.
 */
export function SingleChoiceField({ item, value, disabled, labelId, onChange }: FieldProps<AnswerItem>) {
  const row = item.type === 'scale' || item.type === 'judge';
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      className={row ? 'pj-field__choices pj-field__choices--row' : 'pj-field__choices'}
    >
      {item.options.map((option) => (
        <label key={option.optionId} className="pj-field__choice">
          <input
            type="radio"
            name={`item-${item.itemId}`}
            value={option.optionId}
            checked={value === option.optionId}
            disabled={disabled}
            onChange={() => onChange(option.optionId)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** multiple: any number of options. */
export function MultipleChoiceField({ item, value, disabled, labelId, onChange }: FieldProps<AnswerItem>) {
  const chosen = Array.isArray(value) ? value.map(Number) : [];
  const toggle = (optionId: number, on: boolean) =>
    onChange(on ? [...chosen, optionId] : chosen.filter((id) => id !== optionId));
  return (
    <div role="group" aria-labelledby={labelId} className="pj-field__choices">
      {item.options.map((option) => (
        <label key={option.optionId} className="pj-field__choice">
          <input
            type="checkbox"
            value={option.optionId}
            checked={chosen.includes(option.optionId)}
            disabled={disabled}
            onChange={(event) => toggle(option.optionId, event.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
