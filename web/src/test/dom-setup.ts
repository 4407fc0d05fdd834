import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady } from '../shared/i18n';
import { DESKTOP, setViewport } from './viewport';

// Components render their texts through i18next: wait once for the default language's texts.
await i18nReady;

// A page that waits on a few queries or a lazily loaded dialog can take more than Testing Library's 1 s
// on a busy two-core machine; waits end as soon as what they wait for shows, so only a failure waits longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // What the request layer's toasts and dialogs append to the body outside React.
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  setViewport(DESKTOP);
});
