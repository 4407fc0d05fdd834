import { useEffect } from 'react';
import { getServerTime } from '../../features/session/api/get-server-time';
import { showAlertDialog } from '../../shared/feedback/dialog';
import { i18n } from '../../shared/i18n';
import { clockStore } from '../../shared/stores/clock-store';
import { activateAppTimers, browserScheduler, createAppTimers, stopAppTimers } from '../../shared/timers/app-timers';

function remindToRest(): void {
  void showAlertDialog({
    title: i18n.t('eyeCare.title'),
    text: i18n.t('eyeCare.text'),
    buttonText: i18n.t('eyeCare.button'),
  });
}

/** §4 clocks for the signed-in shell; eye care for students only. Cleared on unmount (and on logout). */
export function useAppTimers(eyeCare: boolean): void {
  useEffect(() => {
    const timers = createAppTimers({
      scheduler: browserScheduler(),
      fetchServerTime: getServerTime,
      storage: localStorage,
      onTick: (serverNow, offsetMs) => clockStore.setState({ serverNow, offsetMs }),
      onEyeCareDue: remindToRest,
      log: (message, error) => console.warn(message, error),
    });
    activateAppTimers(timers, { eyeCare });
    const onVisibility = () => timers.setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopAppTimers();
    };
  }, [eyeCare]);
}
