import { TRACKING_EVENT_IDS } from '@pingjia/contract';
import { readToken } from '../browser/cookies';
import { showAlertDialog } from '../feedback/dialog';
import { showToast } from '../feedback/toast';
import { currentLocale, i18n } from '../i18n';
import { endSession } from '../session/end-session';
import { track } from '../tracking/send-event';
import { createHttpClient } from './http-client';
import { sentEarly } from './sent-early';

export { isRequestError, RequestError } from './request-error';

/** The one request layer every call goes through (§8); pages never read an envelope. */
export const http = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  readToken,
  language: currentLocale,
  now: () => Date.now(),
  sentAhead: sentEarly,
  text: (key) => i18n.t(`request.${key}`),
  toast: (text, kind) => showToast(text, kind),
  showIdleDialog: () =>
    showAlertDialog({ title: i18n.t('idle.title'), text: i18n.t('idle.text'), buttonText: i18n.t('idle.button') }),
  endSession,
  navigate: (url) => location.assign(url),
  reportAbnormal: ({ url, status, code, message }) =>
    track('abnormalMessage', TRACKING_EVENT_IDS.requestError, {
      extra: { url, status: String(status), code: code === undefined ? '' : String(code), message },
    }),
});
