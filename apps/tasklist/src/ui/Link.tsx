import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { href, navigate } from '../routing/router.js';

/** An in-app link: a real `<a href>` (open in a new tab works) that navigates without a page load. */
export function Link({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={href(to)} onClick={follow} {...rest} />;
}
