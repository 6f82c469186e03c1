import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { telHref } from './contact-links';
import { scrollToId } from './scroll';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href);

/**
 * One link for every kind of address in the content: site pages are plain links (the browser loads
 * the next document, prefetched when the pointer rests on the link: output/html.ts), #anchors
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
    // tel: links may be written as people read them, "tel:+1 (214) 555-0142"; a URL has no spaces,
    // and no quotes or angle brackets either (percent-encoded, as browsers would send them).
    const target = href.startsWith('tel:') ? telHref(href.slice(4)) : href.replace(/["<>\\^`{|}]/g, encodeURIComponent);
    return (
      <a href={target} onClick={onClick} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
