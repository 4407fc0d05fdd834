import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled form row with its message below, announced when it appears. */
export function Field({ id, label, error, children }: Props) {
  return (
    <div className="pj-field">
      <label htmlFor={id} className="pj-field__label">
        {label}
      </label>
      {children}
      {error && (
        <p className="pj-field__error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
