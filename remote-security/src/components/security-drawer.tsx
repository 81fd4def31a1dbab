// The frame of every drawer remote-security serves: antd Drawer with the width of spec §9, its content
// destroyed on close (a reopened drawer starts at its first step; no password stays in memory).
import type { ReactNode } from 'react';
import { Drawer } from 'antd';

export interface SecurityDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  width: number;
  children: ReactNode;
  testId: string;
}

export function SecurityDrawer({ open, onClose, title, width, children, testId }: SecurityDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title={title} size={width} destroyOnHidden data-testid={testId} styles={{ body: { paddingTop: 20 } }}>
      {children}
    </Drawer>
  );
}
