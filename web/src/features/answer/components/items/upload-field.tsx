import { ANSWER_LIMITS, UPLOAD_EXTENSIONS, uploadRefusal } from '@pingjia/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../shared/feedback/toast';
import { fileUrl, uploadFile } from '../../api/upload-file';
import type { AnswerItem } from '../../api/get-items';
import { ANSWER_NS } from '../../i18n';
import type { FieldProps } from './field-props';
import './fields.css';

/** Images by media type, so phones offer their camera; a format the file service refuses is caught before sending. */
const IMAGES = 'image/*';
const ANY_FILE = [
  IMAGES,
  ...[...UPLOAD_EXTENSIONS].flatMap(([extension, family]) => (family === 'image' ? [] : [`.${extension}`])),
].join(',');

/** What the user is told about the first chosen file the upload rules refuse, or null when all may go. */
function firstRefusal(files: readonly File[], t: TFunction): string | null {
  for (const file of files) {
    const refusal = uploadRefusal(file);
    if (refusal?.reason === 'fileTooLarge')
      return t('answer.fileTooLarge', { name: file.name, limit: refusal.limitMb });
    if (refusal) return t('answer.fileTypeNotAllowed', { name: file.name });
  }
  return null;
}

const fileNames = (value: FieldProps<AnswerItem>['value']) => (Array.isArray(value) ? value.map(String) : []);

/** upload: files through the file service (images previewed); the answer holds their file names. */
export function UploadField({ item, value, disabled, labelId, onChange }: FieldProps<AnswerItem>) {
  const { t } = useTranslation(ANSWER_NS);
  const [busy, setBusy] = useState(false);
  const names = fileNames(value);
  const isImage = item.accept === 'image';
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []).slice(0, ANSWER_LIMITS.uploadFiles - names.length);
    event.target.value = '';
    const refused = firstRefusal(chosen, t);
    if (refused) showToast(refused, 'error');
    const files = chosen.filter((file) => uploadRefusal(file) === null);
    if (files.length === 0) return;
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
      {names.length < ANSWER_LIMITS.uploadFiles && (
        <label className={disabled || busy ? 'pj-field__pick pj-field__pick--off' : 'pj-field__pick'}>
          {busy ? t('answer.uploading') : t('answer.chooseFile')}
          <input
            type="file"
            accept={isImage ? IMAGES : ANY_FILE}
            multiple
            disabled={disabled || busy}
            onChange={(event) => void pick(event)}
          />
        </label>
      )}
    </div>
  );
}
