interface HappyDomWindow {
  happyDOM: { setViewport: (viewport: { width: number; height: number }) => void };
}

/** happy-dom's default window, which dom-setup restores after each test. */
export const DESKTOP = { width: 1024, height: 768 };

/** Resizes the window, so media queries and vw units answer as they would on that screen. */
export function setViewport(viewport: { width: number; height: number }): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport(viewport);
}
