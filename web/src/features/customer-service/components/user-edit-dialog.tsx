import { loginNameSchema, mobilePhoneSchema, userNameSchema } from '@pingjia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { updateUserInfo, usersKey } from '../api/user-calls';
import type { CustomerUser, UserInfoUpdate } from '../api/user-calls';
import { CUSTOMER_SERVICE_NS } from '../i18n';
import { contractRule, succeeded } from './form-helpers';

type EditValues = Omit<UserInfoUpdate, 'userId'>;

/** Name, account, gender and phone of a student or parent; the phone is left out unless retyped (replies mask it). */
export default function UserEditDialog({ user, onClose }: { user: CustomerUser; onClose: () => void }) {
  const { t } = useTranslation(CUSTOMER_SERVICE_NS);
  const [form] = Form.useForm<EditValues>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { phone, ...values } = await form.validateFields();
    setBusy(true);
    const saved = await succeeded(() => updateUserInfo({ ...values, userId: user.id, ...(phone ? { phone } : {}) }));
    setBusy(false);
    if (!saved) return;
    showToast(t('saved'), 'success');
    await queryClient.invalidateQueries({ queryKey: usersKey });
    onClose();
  };
  return (
    <Modal
      open
      title={t('editTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ userName: user.userName, loginName: user.loginName, gender: user.gender === '0' ? '0' : '1' }}
      >
        <Form.Item name="userName" label={t('userName')} htmlFor="cs-edit-name" rules={[contractRule(userNameSchema)]}>
          <Input id="cs-edit-name" maxLength={30} />
        </Form.Item>
        <Form.Item
          name="loginName"
          label={t('loginName')}
          htmlFor="cs-edit-account"
          rules={[contractRule(loginNameSchema)]}
        >
          <Input id="cs-edit-account" maxLength={30} />
        </Form.Item>
        <Form.Item name="gender" label={t('gender')}>
          <Radio.Group
            options={[
              { value: '1', label: t('male') },
              { value: '0', label: t('female') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('phone')}
          extra={user.phone ?? undefined}
          htmlFor="cs-edit-phone"
          rules={[contractRule(mobilePhoneSchema, true)]}
        >
          <Input id="cs-edit-phone" inputMode="tel" maxLength={11} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
