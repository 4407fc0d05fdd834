import { i18n } from '.';

/** §2: the tab title is always the platform's student-evaluation title, in the current language. */
export function syncDocumentWithLanguage(): void {
  const sync = () => {
    document.title = i18n.t('app.title');
    document.documentElement.lang = i18n.language;
  };
  sync();
  i18n.on('languageChanged', sync);
}
