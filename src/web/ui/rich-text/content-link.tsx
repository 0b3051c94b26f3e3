import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { linkKind, splitHref } from '@/domain/content-links';


export interface ContentLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

const newTabNote = css({ srOnly: true });

/**
 * A link written in content: app paths go through the router, web addresses open in a new tab
 * (noopener noreferrer, announced to screen readers), mailto/tel stay plain links, and any other
 * scheme (javascript:, data:) renders as its text only.
 */
export function ContentLink({ href, children, className, onClick }: ContentLinkProps) {
  switch (linkKind(href)) {
    case 'internal': {
      const { to, search, hash } = splitHref(href);
      return (
        <Link to={to as never} search={search as never} hash={hash} className={className} onClick={onClick}>
          {children}
        </Link>
      );
    }
    case 'external':
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
          {children}
          <span className={newTabNote}> (opens in a new tab)</span>
        </a>
      );
    case 'plain':
      return (
        <a href={href} className={className} onClick={onClick}>
          {children}
        </a>
      );
    default:
      return <span className={className}>{children}</span>;
  }
}
