import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/kit/testing';
import { accountsAtom, customerInfoAtom, lastLoginResultAtom, passwordStatusAtom, portalStore } from '@portal/shared-kernel';
import { openDrawerAtom } from '../../hooks/drawers.ts';
import { corporateCustomer, individualCustomer, loginResult } from '../../testing/fixtures.ts';
import { securityActions, SecurityActions } from './security-actions.tsx';
import { summaryRows, UserSummary } from './user-summary.tsx';

const status = { isWithdrawPwdSet: false, isWithdrawPwdLock: false, isTradeSecCfdPwdSet: true, isTradeSecCfdPwdLocked: false };

describe('user summary', () => {
  it('individual: customer number, last + first name, kana, last login in Asia/Tokyo', () => {
    expect(summaryRows(individualCustomer(), '2025-03-31T15:04:05Z')).toEqual([
      { label: 'お客様番号', value: '10000001' },
      { label: 'お名前', value: '山田 太郎' },
      { label: 'フリガナ', value: 'ヤマダ タロウ' },
      { label: '前回ログイン日時', value: '2025/04/01 00:04:05' },
    ]);
  });
  it('corporate: corporate name with kana labels; no last login → --', () => {
    expect(summaryRows(corporateCustomer(), null)).toEqual([
      { label: 'お客様番号', value: '20000001' },
      { label: '法人名', value: '株式会社サンプル商事' },
      { label: '法人名（フリガナ）', value: 'カブシキガイシャサンプルショウジ' },
      { label: '前回ログイン日時', value: '--' },
    ]);
  });
  it('renders the last login of the login result', () => {
    portalStore.set(customerInfoAtom, individualCustomer({ lastLoginTime: null }));
    portalStore.set(lastLoginResultAtom, loginResult({}, { lastLoginTime: '2025-12-31T20:00:00Z' }));
    renderWithProviders(<UserSummary />);
    expect(screen.getByText('2026/01/01 05:00:00')).toBeInTheDocument();
    expect(screen.getByText('ヤマダ タロウ')).toBeInTheDocument();
  });
});

describe('security buttons', () => {
  it('four buttons for a SEC-CFD holder, register/change wording by password status', () => {
    expect(securityActions(status, true).map((a) => a.label)).toEqual([
      'ログインパスワード変更',
      '出金パスワード登録',
      '取引パスワード変更',
      'ログイン中のツール',
    ]);
    expect(securityActions({ ...status, isWithdrawPwdSet: true, isTradeSecCfdPwdSet: false }, true).map((a) => a.label)).toEqual([
      'ログインパスワード変更',
      '出金パスワード変更',
      '取引パスワード登録',
      'ログイン中のツール',
    ]);
  });
  it('no trading-password button without a SEC-CFD account', () => {
    expect(securityActions(status, false).map((a) => a.key)).toEqual(['loginPassword', 'withdrawalPassword', 'sessions']);
  });
  it('marks a locked password', () => {
    expect(securityActions({ ...status, isWithdrawPwdSet: true, isWithdrawPwdLock: true }, false)[1]).toMatchObject({ locked: true });
  });
  it('a button opens its drawer', async () => {
    portalStore.set(passwordStatusAtom, status);
    portalStore.set(accountsAtom, corporateCustomer().accountInfoList);
    renderWithProviders(<SecurityActions />);
    expect(screen.queryByRole('button', { name: /取引パスワード/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /ログイン中のツール/ }));
    expect(portalStore.get(openDrawerAtom)).toBe('sessions');
  });
  it.each([
    ['an individual', individualCustomer(), '/customer/passkey?type=passkey'],
    ['a corporation', corporateCustomer(), '/customer/corp/passkey?type=passkey'],
  ])('links %s to the passkeys page of its own menu', (_label, customer, href) => {
    portalStore.set(passwordStatusAtom, status);
    portalStore.set(customerInfoAtom, customer);
    renderWithProviders(<SecurityActions />);
    expect(screen.getByRole('link', { name: 'パスキー' })).toHaveAttribute('href', href);
  });
});
