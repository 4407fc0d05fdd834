import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../shared/feedback/toast';
import { fileUrl, uploadFile } from '../../api/upload-file';
import type { AnswerItem } from '../../api/types';
import { ANSWER_NS } from '../../i18n';
import type { FieldProps } from './field-props';
import './fields.css';

/** The most files one upload item takes. */
const MAX_FILES = 3;
const OTHER_FILES = 'image/*,application/pdf,.docx,.xlsx,.mp3,.mp4';

const fileNames = (value: FieldProps<AnswerItem>['value']) => (Array.isArray(value) ? value.map(String) : []);

/** upload: files through the file service (images previewed); the answer holds their file names. */
export function UploadField({ item, value, disabled, labelId, onChange }: FieldProps<AnswerItem>) {
  const { t } = useTranslation(ANSWER_NS);
  const [busy, setBusy] = useState(false);
  const names = fileNames(value);
  const isImage = item.accept === 'image';
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, MAX_FILES - names.length);
    event.target.value = '';
    setBusy(true);
    try {
      const uploaded = await Promise.all(files.map(uploadFile));
      onChange([...names, ...uploaded.map((file) => file.fileName)]);
    } catch {
      showToast(t('answer.uploadFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="group" aria-labelledby={labelId} aria-busy={busy}>
      <ul className="pj-field__files">
        {names.map((name) => (
          <li key={name}>
            {isImage ? <img src={fileUrl(name)} alt="" width={72} height={72} /> : <span>{name}</span>}
            {!disabled && (
              <button
                type="button"
                className="pj-field__remove"
                aria-label={t('answer.removeFile', { name })}
                onClick={() => onChange(names.filter((other) => other !== name))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {names.length < MAX_FILES && (
        <label className={disabled || busy ? 'pj-field__pick pj-field__pick--off' : 'pj-field__pick'}>
          {busy ? t('answer.uploading') : t('answer.chooseFile')}
          <input
            type="file"
            accept={isImage ? 'image/*' : OTHER_FILES}
            multiple
            disabled={disabled || busy}
            onChange={(event) => void pick(event)}
          />
        </label>
      )}
    </div>
  );
}
