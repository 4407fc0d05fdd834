import { useTranslation } from 'react-i18next';
import './error-page.css';

/**
 * The guard could not reach the server (network, timeout, an HTTP error status): the request
 * layer has already said why, so this offers a retry of the page being opened. A missing
 * session never lands here (401 redirects), nor does a refused user or role info (§8: /401).
 */
export function GuardError() {
  const { t } = useTranslation();
  return (
    <main className="pj-error">
      <h1>{t('request.requestFailed')}</h1>
      <div className="pj-error__actions">
        <button type="button" className="pj-error__primary" onClick={() => location.reload()}>
          {t('nav.retry')}
        </button>
      </div>
    </main>
  );
}
