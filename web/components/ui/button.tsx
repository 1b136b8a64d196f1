import type { AnchorHTMLAttributes, ComponentProps } from 'react';
import { Link } from 'react-router';

/** How much a control weighs on its screen: the one action, another one, or a quiet one in the text. */
export type ButtonKind = 'primary' | 'secondary' | 'link';

const classOf = (kind: ButtonKind, className: string | undefined) => (className ? `button-${kind} ${className}` : `button-${kind}`);

/** A button of the kit. Its `type` is always said, so that none submits a form by default. */
export function Button({
  kind = 'primary',
  className,
  type,
  ...rest
}: ComponentProps<'button'> & { kind?: ButtonKind; type: 'button' | 'submit' }) {
  return <button type={type} className={classOf(kind, className)} {...rest} />;
}

/**
 * A link drawn as a button: to a page of the site (`to`, followed by the router once the page
 * runs), or to a file or another site (`href`).
 */
export function LinkButton({
  kind = 'primary',
  className,
  to,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { kind?: ButtonKind; to?: string }) {
  return to === undefined ? (
    <a className={classOf(kind, className)} {...rest} />
  ) : (
    <Link to={to} className={classOf(kind, className)} {...rest} />
  );
}
