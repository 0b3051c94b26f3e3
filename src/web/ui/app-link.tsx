import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path ('/products/flower') or an absolute URL (opens in a new tab). */
  to: string;
  search?: Record<string, string | number | boolean | undefined>;
  /** Match only this exact path for aria-current (default: this path and its children). */
  exact?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A router link that takes a plain path string, so features can link to routes another engineer
 * has not registered yet (they render the 404 until then). Active links get aria-current="page".
 */
export function AppLink({ to, search, exact, ...props }: AppLinkProps) {
  if (/^https?:\/\//.test(to)) return <a href={to} target="_blank" rel="noopener noreferrer" {...props} />;
  return <Link to={to as never} search={search as never} activeOptions={{ exact: exact ?? to === '/' }} {...props} />;
}
