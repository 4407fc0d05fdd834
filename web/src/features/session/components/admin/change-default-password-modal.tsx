import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDefaultPasswordForm } from '../../hooks/use-default-password-form';
import { Typography } from '../../../../shared/admin/typography';

/** §4: cannot be closed until the default password is changed. */
export function ChangeDefaultPasswordModal({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const form = useDefaultPasswordForm(onChanged);
  return (
    <Modal
      open
      title={t('prompt.changePasswordTitle')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      okText={t('prompt.confirm')}
      okButtonProps={{ loading: form.submitting }}
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={() => void form.submit()}
    >
      <Typography.Paragraph>{t('prompt.changePasswordText')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void form.submit()}>
        <Form.Item
          label={t('prompt.newPassword')}
          htmlFor="default-password-new"
          validateStatus={form.errors.password ? 'error' : undefined}
          help={form.errors.password}
        >
          <Input.Password
            id="default-password-new"
            autoComplete="new-password"
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.target.value)}
          />
        </Form.Item>
        <Form.Item
          label={t('prompt.confirmPassword')}
          htmlFor="default-password-confirm"
          validateStatus={form.errors.confirmPassword ? 'error' : undefined}
          help={form.errors.confirmPassword}
        >
          <Input.Password
            id="default-password-confirm"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            onChange={(event) => form.setValue('confirmPassword', event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
