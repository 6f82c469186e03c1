import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { scrollToId } from './scroll';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href);

/**
 * One link for every kind of address in the content: site pages go through the router, #anchors
 * scroll smoothly on the same page, other sites open in a new tab without access to this one.
 */
export function SmartLink({ href, children, onClick, ...rest }: SmartLinkProps) {
  if (href.startsWith('#')) {
    const handle = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented) return;
      if (scrollToId(href.slice(1))) {
        event.preventDefault();
        history.replaceState(history.state, '', href);
      }
    };
    return (
      <a href={href} onClick={handle} {...rest}>
        {children}
      </a>
    );
  }
  if (isExternal(href)) {
    const newTab = href.startsWith('http');
    return (
      <a href={href} onClick={onClick} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/assets/')) {
    return (
      <a href={href} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
