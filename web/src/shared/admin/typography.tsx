// The admin pages' headings, paragraphs and inline texts. antd's Typography renders the same few
// elements, but every one of its components carries its editing, copying and ellipsis machinery,
// which imports antd's TextArea, Form and Tooltip: about 29 KB gzipped on every admin page, the
// admin home included, which uses none of them. These render the elements and the look alone.
import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import './typography.css';

/** antd's text types: the colour a text takes. */
type Tone = 'secondary' | 'success' | 'warning' | 'danger';

interface TypeProps extends HTMLAttributes<HTMLElement> {
  type?: Tone;
  /** Bold, in a `<strong>` as antd does, so assistive technology hears the emphasis. */
  strong?: boolean;
}

interface TitleProps extends TypeProps {
  level?: 1 | 2 | 3 | 4 | 5;
}

/** The class attribute of the names given, the empty ones left out. */
const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function typeClass(type: Tone | undefined, className: string | undefined): string {
  return classNames('pj-type', type && `pj-type--${type}`, className);
}

function Text({ type, strong, className, children, ...rest }: TypeProps) {
  return (
    <span className={typeClass(type, className)} {...rest}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

function Paragraph({ type, strong, className, children, ...rest }: TypeProps) {
  return (
    <div className={typeClass(type, className)} {...rest}>
      {strong ? <strong>{children}</strong> : children}
    </div>
  );
}

function Title({ level = 1, type, strong, className, children, ...rest }: TitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading className={typeClass(type, className)} {...rest}>
      {strong ? <strong>{children}</strong> : children}
    </Heading>
  );
}

/** An action that reads as a link inside text: a button, so the keyboard reaches it (antd's is an `<a>` without an address). */
function Link({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classNames('pj-type', 'pj-type-link', className)} {...rest} />;
}

export const Typography = { Text, Paragraph, Title, Link };
