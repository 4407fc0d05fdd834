import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_ASSISTANT_NS } from '../i18n';

// The dialog and its grid load on the first open, so the area report page carries only the button.
const SettingsDialog = lazy(() => import('./settings-dialog'));

export interface ReportAssistantSettingsProps {
  /** The area whose switches to set; left out: the admin's own (top) area. */
  regionId?: number;
}

/**
 * For the area report page: a button opening the area admin's switches of the report assistant,
 * on or off per audience (students, parents, teachers) and grade.
 */
export function ReportAssistantSettings({ regionId }: ReportAssistantSettingsProps) {
  const { t } = useTranslation(REPORT_ASSISTANT_NS);
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('settings.button')}</Button>
      {isOpen && (
        <Suspense fallback={null}>
          <SettingsDialog {...(regionId === undefined ? {} : { regionId })} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
