import { LOCALES } from '@pingjia/contract';
import type { Locale } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '.';

const LABEL_KEYS: Record<Locale, string> = { 'zh-CN': 'language.zhCN', 'en-US': 'language.enUS' };

/** A native select, so the switch works the same in both layouts and on the sign-in page. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <select
      className={className}
      aria-label={t('language.label')}
      value={currentLocale()}
      onChange={(event) => changeLocale(event.target.value as Locale)}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale}>
          {t(LABEL_KEYS[locale])}
        </option>
      ))}
    </select>
  );
}
