const STYLE_ID = 'pj-feedback-styles';

const CSS = `
.pj-toast-region{position:fixed;top:16px;left:50%;transform:translateX(-50%);z-index:3000;display:flex;flex-direction:column;gap:8px;align-items:center;pointer-events:none}
.pj-toast{max-width:80vw;padding:10px 16px;border-radius:8px;background:rgba(0,0,0,.78);color:#fff;font-size:14px;line-height:1.5;box-shadow:0 4px 12px rgba(0,0,0,.15)}
.pj-toast--error{background:#d4380d}
.pj-toast--success{background:var(--pj-color-success,#007a4d)}
.pj-dialog-backdrop{position:fixed;inset:0;z-index:3100;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}
.pj-dialog{width:min(90vw,400px);background:#fff;border-radius:8px;padding:24px;box-shadow:0 6px 24px rgba(0,0,0,.2);font-size:14px}
.pj-dialog h2{margin:0 0 12px;font-size:16px}
.pj-dialog p{margin:0 0 20px;color:#333}
.pj-dialog-button{display:block;margin-left:auto;padding:6px 16px;border:0;border-radius:6px;background:var(--pj-color-primary,#0958d9);color:#fff;font-size:14px;cursor:pointer}
.pj-dialog-button:focus-visible{outline:2px solid #003eb3;outline-offset:2px}
`;

/** Injected once so the toast and dialog need no stylesheet from either layout. */
export function ensureFeedbackStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.append(style);
}
