import { appRoutes } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import './error-page.css';

interface ErrorPageProps {
  code: string;
  titleKey: string;
  textKey: string;
}

/** Library-free so it shows before, and inside, either layout. */
function ErrorPage({ code, titleKey, textKey }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="pj-error">
      <p className="pj-error__code" aria-hidden="true">
        {code}
      </p>
      <h1>{t(titleKey)}</h1>
      <p>{t(textKey)}</p>
      <div className="pj-error__actions">
        <Link className="pj-error__primary" to={appRoutes.root}>
          {t('nav.home')}
        </Link>
        <button type="button" onClick={() => void navigate(-1)}>
          {t('nav.back')}
        </button>
      </div>
    </main>
  );
}

/** /400, and every §2 route whose page a later issue builds. */
export function NotFoundPage() {
  return <ErrorPage code="400" titleKey="errors.notFoundTitle" textKey="errors.notFoundText" />;
}

/** /401 and /noPermission. */
export function NoPermissionPage() {
  return <ErrorPage code="401" titleKey="errors.noPermissionTitle" textKey="errors.noPermissionText" />;
}
