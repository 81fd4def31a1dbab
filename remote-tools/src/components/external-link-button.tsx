import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';

/** A button-styled link to an outside site, opened in a new tab without access to the portal. */
export function ExternalLinkButton({
  href,
  icon,
  children,
  type = 'default',
}: {
  href: string;
  icon?: ReactNode;
  children: ReactNode;
  type?: ButtonProps['type'];
}) {
  return (
    <Button type={type} href={href} target="_blank" rel="noopener noreferrer" icon={icon}>
      {children}
    </Button>
  );
}
