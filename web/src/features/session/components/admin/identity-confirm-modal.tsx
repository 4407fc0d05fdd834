import { LOGIN_CONFIRM_DIALOG_WIDTH } from '@pingjia/contract';
import { Button, Checkbox, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIdentityConfirm } from '../../hooks/use-identity-confirm';
import { Typography } from '../../../../shared/admin/typography';

/** §2 identity confirmation, admin style: 600 px, closed only by its own buttons. */
export function IdentityConfirmModal({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const dialog = useIdentityConfirm(onConfirmed);
  return (
    <Modal
      open
      title={t('prompt.identityTitle')}
      width={LOGIN_CONFIRM_DIALOG_WIDTH}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={[
        <Button key="later" onClick={() => void dialog.notNow()}>
          {t('prompt.notNow')}
        </Button>,
        <Button key="bind" type="primary" onClick={() => void dialog.bindPhone()}>
          {t('prompt.bindPhone')}
        </Button>,
      ]}
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('prompt.userName')}>{dialog.userName}</Descriptions.Item>
        <Descriptions.Item label={t('prompt.school')}>{dialog.schoolName}</Descriptions.Item>
        <Descriptions.Item label={t('prompt.gradeClass')}>{dialog.gradeClass}</Descriptions.Item>
      </Descriptions>
      <Typography.Link onClick={() => void dialog.loginAgain()}>{t('prompt.notMine')}</Typography.Link>
      <section aria-labelledby="bind-phone-heading">
        <Typography.Title level={5} id="bind-phone-heading">
          {t('prompt.bindPhoneTitle')}
        </Typography.Title>
        <Typography.Paragraph>{t('prompt.bindPhoneText')}</Typography.Paragraph>
      </section>
      <Checkbox checked={dialog.doNotPrompt} onChange={(event) => dialog.setDoNotPrompt(event.target.checked)}>
        {t('prompt.doNotPrompt')}
      </Checkbox>
    </Modal>
  );
}
