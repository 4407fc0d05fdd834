import type { ItemType } from '@pingjia/contract';
import type { ComponentType } from 'react';
import type { AnswerItem } from '../../api/get-items';
import { MultipleChoiceField, SingleChoiceField } from './choice-field';
import type { FieldProps } from './field-props';
import { FillField, OpenTextField } from './text-field';
import { UploadField } from './upload-field';

/** The field of each item type. */
const FIELDS: Record<ItemType, ComponentType<FieldProps<AnswerItem>>> = {
  single: SingleChoiceField,
  judge: SingleChoiceField,
  scale: SingleChoiceField,
  multiple: MultipleChoiceField,
  fill: FillField,
  text: OpenTextField,
  upload: UploadField,
};

/** The input of one item, by its type. */
export function ItemField(props: FieldProps<AnswerItem>) {
  const Field = FIELDS[props.item.type];
  return <Field {...props} />;
}
