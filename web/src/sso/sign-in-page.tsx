import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../shared/i18n/language-select';
import { getMaintainTips } from './api/get-maintain-tips';
import type { MaintainTip } from './api/get-maintain-tips';
import { useSignIn } from './use-sign-in';

function MaintainTips() {
  const { t } = useTranslation();
  const [tips, setTips] = useState<MaintainTip[]>([]);
  useEffect(() => {
    // A failed load is already shown by the request layer; the form works without tips.
    getMaintainTips().then(setTips, () => undefined);
  }, []);
  if (tips.length === 0) return null;
  return (
    <section className="sso-tips" aria-labelledby="sso-tips-title">
      <h2 id="sso-tips-title">{t('sso.tips')}</h2>
      {tips.map((tip) => (
        <article key={tip.id}>
          <h3>{tip.title}</h3>
          <p>{tip.content}</p>
        </article>
      ))}
    </section>
  );
}

export function SignInPage() {
  const { t } = useTranslation();
  const form = useSignIn();
  return (
    <div className="sso">
      <header className="sso-header">
        <span className="sso-brand">{t('sso.title')}</span>
        <LanguageSelect />
      </header>
      <main className="sso-main">
        <MaintainTips />
        <form
          className="sso-card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <h1>{t('sso.subtitle')}</h1>
          <label htmlFor="sso-login-name">{t('sso.loginName')}</label>
          <input
            id="sso-login-name"
            name="loginName"
            autoComplete="username"
            value={form.values.loginName}
            aria-invalid={Boolean(form.errors.loginName)}
            aria-describedby="sso-login-name-error"
            onChange={(event) => form.setValue('loginName', event.target.value)}
          />
          <p id="sso-login-name-error" className="sso-error">
            {form.errors.loginName}
          </p>
          <label htmlFor="sso-password">{t('sso.password')}</label>
          <input
            id="sso-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            aria-invalid={Boolean(form.errors.password)}
            aria-describedby="sso-password-error"
            onChange={(event) => form.setValue('password', event.target.value)}
          />
          <p id="sso-password-error" className="sso-error">
            {form.errors.password}
          </p>
          <button type="submit" disabled={form.submitting}>
            {form.submitting ? t('sso.submitting') : t('sso.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
