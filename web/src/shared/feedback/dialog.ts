import { ensureFeedbackStyles } from './styles';

export interface AlertDialogOptions {
  title: string;
  text: string;
  buttonText: string;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog while it is open. */
function trapFocus(dialog: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A library-free modal with a single button; resolves when the button is pressed.
 * It cannot be dismissed otherwise: the caller decides what follows (for example a redirect).
 */
export function showAlertDialog({ title, text, buttonText }: AlertDialogOptions): Promise<void> {
  ensureFeedbackStyles();
  return new Promise((resolve) => {
    const backdrop = document.createElement('div');
    backdrop.className = 'pj-dialog-backdrop';
    const dialog = document.createElement('div');
    dialog.className = 'pj-dialog';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'pj-dialog-title');
    dialog.setAttribute('aria-describedby', 'pj-dialog-text');
    const heading = document.createElement('h2');
    heading.id = 'pj-dialog-title';
    heading.textContent = title;
    const body = document.createElement('p');
    body.id = 'pj-dialog-text';
    body.textContent = text;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'pj-dialog-button';
    button.textContent = buttonText;
    const onKey = (event: KeyboardEvent) => trapFocus(dialog, event);
    button.addEventListener('click', () => {
      document.removeEventListener('keydown', onKey);
      backdrop.remove();
      resolve();
    });
    document.addEventListener('keydown', onKey);
    dialog.append(heading, body, button);
    backdrop.append(dialog);
    document.body.append(backdrop);
    button.focus();
  });
}
