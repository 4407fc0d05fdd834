import type { AnswerValue } from '../../../../shared/stores/answer-store';

export interface FieldProps<Item> {
  item: Item;
  value: AnswerValue | undefined;
  disabled: boolean;
  /** The id of the item's stem, which names the field for assistive tech. */
  labelId: string;
  onChange: (value: AnswerValue) => void;
}
