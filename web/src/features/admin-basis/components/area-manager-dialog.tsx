import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { areaManagersKey, getAreaManager, saveAreaManager } from '../api/area-managers';
import type { AreaManagerDraft } from '../api/area-managers';
import { findExistingStaff } from '../api/existence';
import { useAreaChoices } from '../api/scope';
import type { TeacherRecord } from '../api/types';
import { isConfirmedNew } from '../hooks/confirm-new-person';
import { useSaveForm } from '../hooks/use-save-form';
import { ADMIN_BASIS_NS } from '../i18n';
import { LoadFailed } from './list-state';
import { PersonFields } from './person-fields';

export interface AreaManagerDialogProps {
  /** null adds a new manager. */
  userId: number | null;
  onClose: () => void;
}

function initialValuesOf(manager: TeacherRecord | undefined): Partial<AreaManagerDraft> {
  if (!manager) return { gender: '1', manageAreaList: [] };
  return {
    userName: manager.userName,
    loginName: manager.loginName,
    gender: manager.gender === '0' ? '0' : '1',
    manageAreaList: manager.manageAreaList.map((area) => area.id),
  };
}

/** Add an area manager or change the areas one manages; an existing one is read fresh from the server. */
export default function AreaManagerDialog({ userId, onClose }: AreaManagerDialogProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [form] = Form.useForm<AreaManagerDraft>();
  const areas = useAreaChoices(true);
  const manager = useQuery({
    queryKey: [...areaManagersKey, 'one', userId],
    queryFn: () => getAreaManager(userId ?? 0),
    enabled: userId !== null,
  });
  const { busy, submit } = useSaveForm(form, {
    save: (values) => saveAreaManager({ ...values, id: userId ?? undefined }),
    confirm: userId === null ? (values) => isConfirmedNew(t, () => findExistingStaff(values)) : undefined,
    invalidate: areaManagersKey,
    onSaved: onClose,
  });
  const loading = areas.isLoading || manager.isLoading;
  return (
    <Modal
      open
      title={t(userId === null ? 'areaManager.createTitle' : 'areaManager.editTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: loading || manager.isError }}
      confirmLoading={busy}
    >
      {loading && <Skeleton active />}
      {manager.isError && <LoadFailed onRetry={() => void manager.refetch()} />}
      {!loading && !manager.isError && (
        <Form form={form} layout="vertical" initialValues={initialValuesOf(manager.data)}>
          <PersonFields isNew={userId === null} idPrefix="manager" />
          <Form.Item
            name="manageAreaList"
            label={t('areaManager.areas')}
            htmlFor="manager-areas"
            rules={[{ required: true, type: 'array', min: 1, message: t('areaManager.areasRequired') }]}
          >
            <Select
              id="manager-areas"
              mode="multiple"
              optionFilterProp="label"
              options={areas.data?.map((area) => ({ value: area.id, label: area.name }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
