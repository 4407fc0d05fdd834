import { ensureFeedbackStyles } from './styles';

const STYLE_ID = 'pj-confirm-styles';
const CSS = `
dialog.pj-dialog{border:0}
dialog.pj-dialog::backdrop{background:rgba(0,0,0,.45)}
.pj-dialog-actions{display:flex;justify-content:flex-end;gap:8px}
.pj-dialog-actions .pj-dialog-button{margin-left:0}
.pj-dialog-button--secondary{background:#f0f0f0;color:#333}
`;

/** The shared dialog styles plus the two-button row and the native backdrop. */
function ensureConfirmStyles(): void {
  ensureFeedbackStyles();
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.append(style);
}

export interface ConfirmDialogOptions {
  text: string;
  confirmText: string;
  cancelText: string;
}

/**
 * A library-free yes/no question (unbinding a child, deleting a record): a native modal
 * <dialog>, so focus stays inside and Escape answers "no". Resolves true on confirm.
 */
export function showConfirmDialog({ text, confirmText, cancelText }: ConfirmDialogOptions): Promise<boolean> {
  ensureConfirmStyles();
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    dialog.className = 'pj-dialog';
    const body = document.createElement('p');
    body.textContent = text;
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.className = 'pj-dialog-button pj-dialog-button--secondary';
    cancel.textContent = cancelText;
    const confirm = document.createElement('button');
    confirm.type = 'button';
    confirm.className = 'pj-dialog-button';
    confirm.textContent = confirmText;
    const actions = document.createElement('div');
    actions.className = 'pj-dialog-actions';
    actions.append(cancel, confirm);
    dialog.append(body, actions);
    const answer = (value: boolean) => {
      dialog.close();
      dialog.remove();
      resolve(value);
    };
    cancel.addEventListener('click', () => answer(false));
    confirm.addEventListener('click', () => answer(true));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      answer(false);
    });
    document.body.append(dialog);
    dialog.setAttribute('aria-label', text);
    dialog.showModal();
    cancel.focus();
  });
}
