import './avatar-picker.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../api/upload-file';
import { useAvatarUpload } from '../hooks/use-avatar-upload';

/** Library-free so both personal centres share it: the current avatar and a file picker. */
export function AvatarPicker({ avatar }: { avatar: string | null }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { uploading, upload } = useAvatarUpload();
  return (
    <div className="pj-avatar">
      {avatar ? (
        <img className="pj-avatar__image" src={fileUrl(avatar)} alt={t('person.avatarAlt')} width={64} height={64} />
      ) : (
        <span className="pj-avatar__image pj-avatar__image--empty" role="img" aria-label={t('person.avatarAlt')} />
      )}
      <label htmlFor={inputId} className="pj-avatar__label">
        {t('person.changeAvatar')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
          event.target.value = '';
        }}
      />
    </div>
  );
}
