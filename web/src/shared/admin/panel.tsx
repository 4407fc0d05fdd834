import { useId } from 'react';
import type { ReactNode } from 'react';
import './panel.css';

interface PanelProps {
  title?: ReactNode;
  /** The title's heading level: 1 for a page's own title, 2 (default) for its sections. */
  level?: 1 | 2 | 3;
  className?: string;
  children: ReactNode;
}

/**
 * A titled section of an admin page. antd's Card would do the same, but it brings its tab
 * strip (about 14 KB gzip of Tabs and Dropdown) to every page that never shows tabs.
 */
export function Panel({ title, level = 2, className, children }: PanelProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section
      className={className ? `pj-panel ${className}` : 'pj-panel'}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <header className="pj-panel__head">
          <Heading id={headingId} className="pj-panel__title">
            {title}
          </Heading>
        </header>
      )}
      <div className="pj-panel__body">{children}</div>
    </section>
  );
}
