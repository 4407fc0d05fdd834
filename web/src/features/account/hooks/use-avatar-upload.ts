import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { userStore } from '../../../shared/stores/user-store';
import { personalInfoQueryKey } from '../api/get-personal-info';
import { updateAvatar } from '../api/update-avatar';
import { uploadFile } from '../api/upload-file';

/** Upload to the file service, then point the user's avatar at the stored file. */
export function useAvatarUpload() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File): Promise<void> {
    setUploading(true);
    try {
      const { fileName } = await uploadFile(file);
      await updateAvatar(fileName);
      const { userInfo, setUserInfo } = userStore.getState();
      if (userInfo) setUserInfo({ ...userInfo, avatar: fileName });
      await queryClient.invalidateQueries({ queryKey: personalInfoQueryKey });
      showToast(t('person.avatarUploaded'), 'success');
    } catch {
      // The request layer has shown the failure.
    } finally {
      setUploading(false);
    }
  }

  return { uploading, upload };
}
