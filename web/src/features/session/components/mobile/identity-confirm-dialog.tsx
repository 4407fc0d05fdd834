import { LOGIN_CONFIRM_DIALOG_WIDTH } from '@pingjia/contract';
import { Button, Checkbox, List, Modal, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useIdentityConfirm } from '../../hooks/use-identity-confirm';

/**
 * §2: 600 px, as the admin version; on a phone narrower than that, the screen less 16 px each side.
 * antd-mobile's popup takes its width between these two variables (75vw at most by default).
 */
const WIDTH = `min(${LOGIN_CONFIRM_DIALOG_WIDTH}px, calc(100vw - 32px))`;

/** §2 identity confirmation, mobile style: no close button, no closing on the mask (it ignores Escape). */
export function IdentityConfirmDialog({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const dialog = useIdentityConfirm(onConfirmed);
  return (
    <Modal
      visible
      style={{ '--min-width': WIDTH, '--max-width': WIDTH }}
      closeOnMaskClick={false}
      showCloseButton={false}
      content={
        // antd-mobile's modal carries no dialog role, so the content names itself for assistive tech.
        <div role="dialog" aria-modal="true" aria-labelledby="m-identity-title">
          <Space direction="vertical" block>
            <h2 id="m-identity-title" className="pj-dialog-title">
              {t('prompt.identityTitle')}
            </h2>
            <List>
              <List.Item extra={dialog.userName}>{t('prompt.userName')}</List.Item>
              <List.Item extra={dialog.schoolName}>{t('prompt.school')}</List.Item>
              <List.Item extra={dialog.gradeClass}>{t('prompt.gradeClass')}</List.Item>
            </List>
            <a
              href="#"
              onClick={(event) => {
                event.preventDefault();
                void dialog.loginAgain();
              }}
            >
              {t('prompt.notMine')}
            </a>
            <section aria-labelledby="m-bind-phone-heading">
              <h3 id="m-bind-phone-heading">{t('prompt.bindPhoneTitle')}</h3>
              <p>{t('prompt.bindPhoneText')}</p>
            </section>
            <Checkbox checked={dialog.doNotPrompt} onChange={dialog.setDoNotPrompt}>
              {t('prompt.doNotPrompt')}
            </Checkbox>
            <Space block justify="between">
              <Button onClick={() => void dialog.notNow()}>{t('prompt.notNow')}</Button>
              <Button color="primary" onClick={() => void dialog.bindPhone()}>
                {t('prompt.bindPhone')}
              </Button>
            </Space>
          </Space>
        </div>
      }
    />
  );
}
