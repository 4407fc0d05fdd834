import { Button, DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import './page-state.css';

/** The loading state of a mobile screen: announced politely, no layout jump. */
export function PageLoading({ text }: { text: string }) {
  return (
    <p role="status" className="pj-page-state">
      <DotLoading color="primary" /> {text}
    </p>
  );
}

/** The error state: what failed and a way to try again (the request layer has already toasted why). */
export function PageFailed({ text, retryText, onRetry }: { text: string; retryText: string; onRetry: () => void }) {
  return (
    <div role="alert" className="pj-page-state">
      <p>{text}</p>
      <Button size="small" color="primary" onClick={onRetry}>
        {retryText}
      </Button>
    </div>
  );
}

/** The empty state: a friendly sentence instead of a blank area. */
export function PageEmpty({ children }: { children: ReactNode }) {
  return <p className="pj-page-state pj-page-state--empty">{children}</p>;
}
