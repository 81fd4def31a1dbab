import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A button-styled link to another portal page, given relative to the current URL path
 * (`../currency` from /portal/link/tools), so it works whatever basename the host uses.
 */
export function InternalLinkButton({
  to,
  icon,
  children,
  type = 'default',
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
  type?: ButtonProps['type'];
}) {
  const href = useHref(to, { relative: 'path' });
  const handleClick = useLinkClickHandler<HTMLElement>(to, { relative: 'path' });
  return (
    <Button type={type} href={href} icon={icon} onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}>
      {children}
    </Button>
  );
}
