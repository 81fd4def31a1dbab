import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrawerProps, SecurityDrawersModule } from '@portal/shared-kernel/federation';
import { renderWithProviders } from '@portal/kit/testing';
import { portalStore } from '@portal/shared-kernel';
import { openDrawerAtom } from '../../hooks/drawers.ts';
import type { RemoteModuleDeps } from '../../hooks/use-remote-module.ts';
import { SecurityDrawers } from './security-drawers.tsx';

jest.setTimeout(20_000);

const fakeDrawer = (name: string) =>
  function FakeDrawer({ open, onClose }: DrawerProps) {
    return open ? (
      <div role="dialog" aria-label={name}>
        <button type="button" onClick={onClose}>
          close-{name}
        </button>
      </div>
    ) : null;
  };
const drawersModule: SecurityDrawersModule = {
  LoginPasswordDrawer: fakeDrawer('login'),
  WithdrawalPasswordDrawer: fakeDrawer('withdrawal'),
  TradingPasswordDrawer: fakeDrawer('trading'),
  ActiveSessionsDrawer: fakeDrawer('sessions'),
};

function deps(availableFrom: number): RemoteModuleDeps & { load: jest.Mock; reset: jest.Mock } {
  let calls = 0;
  return {
    load: jest.fn(async (id: string) =>
      ++calls >= availableFrom ? { default: drawersModule } : { __remoteUnavailable: true, id, error: 'down' },
    ) as never,
    reset: jest.fn(),
  };
}

describe('SecurityDrawers', () => {
  it('loads nothing until a drawer is opened', () => {
    const d = deps(1);
    renderWithProviders(<SecurityDrawers deps={d} />);
    expect(d.load).not.toHaveBeenCalled();
  });

  it('opens the remote drawer and closes it', async () => {
    portalStore.set(openDrawerAtom, 'withdrawalPassword');
    const d = deps(1);
    renderWithProviders(<SecurityDrawers deps={d} />);
    expect(await screen.findByRole('dialog', { name: 'withdrawal' })).toBeInTheDocument();
    expect(d.load).toHaveBeenCalledWith('remote_security/drawers');
    await userEvent.setup().click(screen.getByRole('button', { name: 'close-withdrawal' }));
    expect(portalStore.get(openDrawerAtom)).toBeNull();
  });

  it('while remote-security is unavailable shows the fallback in a drawer of the spec width; 再読み込み retries', async () => {
    portalStore.set(openDrawerAtom, 'loginPassword');
    const d = deps(2);
    renderWithProviders(<SecurityDrawers deps={d} />);
    expect(await screen.findByText('この機能を読み込めませんでした。通信環境をご確認のうえ、再読み込みしてください。')).toBeInTheDocument();
    expect(screen.getByText('ログインパスワード変更')).toBeInTheDocument();
    expect(document.querySelector('.ant-drawer-content-wrapper')).toHaveStyle({ width: '520px' });
    await userEvent.setup().click(screen.getByRole('button', { name: /再読み込み/ }));
    expect(d.reset).toHaveBeenCalledWith('remote_security');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'login' })).toBeInTheDocument());
  });
});
