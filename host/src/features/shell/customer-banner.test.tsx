import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RemoteModuleDeps } from '../../hooks/use-remote-module.ts';
import { CustomerPageBanner, isCustomerPage } from './customer-banner.tsx';

const Banner = () => <div data-testid="banner">解約通知書</div>;

function deps(): RemoteModuleDeps & { load: jest.Mock } {
  return { load: jest.fn(async () => ({ TerminationLetterBanner: Banner, default: Banner })) as never, reset: jest.fn() };
}

describe('termination-letter banner', () => {
  it('shows on customer pages (individual and corporate) only', () => {
    expect(['/customer', '/customer/info', '/customer/corp/bank'].every(isCustomerPage)).toBe(true);
    expect(['/home', '/customers', '/cash/withdraw', '/tools'].some(isCustomerPage)).toBe(false);
  });

  it('loads remote-tools’ banner on a customer page', async () => {
    const d = deps();
    render(
      <MemoryRouter initialEntries={['/customer/address']}>
        <CustomerPageBanner deps={d} />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('banner')).toBeInTheDocument();
    expect(d.load).toHaveBeenCalledWith('remote_tools/termination-letter');
  });

  it('neither loads nor shows it elsewhere', () => {
    const d = deps();
    render(
      <MemoryRouter initialEntries={['/cash/withdraw']}>
        <CustomerPageBanner deps={d} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('banner')).not.toBeInTheDocument();
    expect(d.load).not.toHaveBeenCalled();
  });
});
