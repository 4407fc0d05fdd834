import { useTranslation } from 'react-i18next';

/** Shown while the guard loads the session on the first page load. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ textAlign: 'center', marginTop: '30vh', color: '#646a73' }}>
      {t('app.loading')}
    </p>
  );
}
