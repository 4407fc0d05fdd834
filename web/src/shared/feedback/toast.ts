import { TOAST_DURATION_MS } from '@pingjia/contract';
import { ensureFeedbackStyles } from './styles';

export type ToastKind = 'info' | 'success' | 'error';

const REGION_ID = 'pj-toast-region';

function toastRegion(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = REGION_ID;
  region.className = 'pj-toast-region';
  document.body.append(region);
  return region;
}

/**
 * A library-free toast so the request layer can speak before either layout
 * (antd or antd-mobile) has loaded, and in both of them alike.
 */
export function showToast(text: string, kind: ToastKind = 'info', durationMs: number = TOAST_DURATION_MS): void {
  if (typeof document === 'undefined') return;
  ensureFeedbackStyles();
  const toast = document.createElement('div');
  toast.className = `pj-toast pj-toast--${kind}`;
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  toast.textContent = text;
  toastRegion().append(toast);
  window.setTimeout(() => toast.remove(), durationMs);
}
