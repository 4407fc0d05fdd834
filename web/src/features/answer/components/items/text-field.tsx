import { ANSWER_LIMITS } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import type { AnswerItem } from '../../api/get-items';
import { ANSWER_NS } from '../../i18n';
import type { FieldProps } from './field-props';
import './fields.css';

/** fill: a short answer on one line. */
export function FillField({ value, disabled, labelId, onChange }: FieldProps<AnswerItem>) {
  const { t } = useTranslation(ANSWER_NS);
  return (
    <input
      className="pj-field__input"
      aria-labelledby={labelId}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      maxLength={ANSWER_LIMITS.fillChars}
      placeholder={t('answer.fillPlaceholder')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** text: an open answer, with the characters left. */
export function OpenTextField({ value, disabled, labelId, onChange }: FieldProps<AnswerItem>) {
  const { t } = useTranslation(ANSWER_NS);
  const text = typeof value === 'string' ? value : '';
  return (
    <>
      <textarea
        className="pj-field__input pj-field__textarea"
        aria-labelledby={labelId}
        value={text}
        disabled={disabled}
        maxLength={ANSWER_LIMITS.textChars}
        rows={4}
        placeholder={t('answer.textPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="pj-field__count" aria-hidden="true">
        {text.length}/{ANSWER_LIMITS.textChars}
      </span>
    </>
  );
}
