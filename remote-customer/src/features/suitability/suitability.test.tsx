import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponseCode } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fakeFailure } from '@portal/shared-kernel/testing';
import { fill } from '@portal/kit/testing';
import { renderPage, setUp, tearDown } from '../../testing/customer.tsx';
import InvestmentPurposePage from './investment-purpose-page.tsx';
import InvestmentExperiencePage from './investment-experience-page.tsx';
import JobPage from './job-page.tsx';
import MotivationPage from './motivation-page.tsx';

let api: FakeApi;
beforeEach(() => {
  api = setUp({ updateEmploy: 'OK', updateInvestmentExp: 'OK', updateInvestmentPurpose: 'OK' });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

describe('suitability pages', () => {
  it('job: shows the current answer with its date and saves a new one after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<JobPage />, '/portal/customer/job');
    const current = await screen.findByTestId('current-answer');
    expect(current).toHaveTextContent('会社員');
    expect(current).toHaveTextContent('最終更新 2024/06/01');
    await user.click(screen.getByRole('combobox', { name: '職業' }));
    await user.click(await screen.findByTitle('学生'));
    await fill(user, screen.getByLabelText('勤務先名（任意）'), '');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('change-confirm')).toHaveTextContent('学生');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('変更しました');
    expect(api.calls('updateEmploy')[0]?.request).toEqual({ occupation: 'student', industry: 'it', employerName: '' });
  });

  it('investment experience: every product needs a level; the answer is one level per product', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<InvestmentExperiencePage />, '/portal/customer/exp');
    await user.click(await screen.findByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByText('FX（外国為替証拠金取引）の投資経験を選択してください。')).toBeInTheDocument();
    await user.click(screen.getByLabelText('FX（外国為替証拠金取引）'));
    await user.click(await screen.findByTitle('1年未満'));
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await user.click(await screen.findByRole('button', { name: '変更する' }));
    await waitFor(() =>
      expect(api.calls('updateInvestmentExp')[0]?.request).toEqual({
        experiences: [
          { product: 'stocks', level: 'ge5y' },
          { product: 'fx', level: 'lt1y' },
        ],
      }),
    );
  });

  it('investment purpose: several purposes; 「その他」 asks for its text', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<InvestmentPurposePage />, '/portal/customer/business');
    await user.click(await screen.findByRole('checkbox', { name: '保有資産のリスクヘッジ' }));
    await user.click(screen.getByRole('checkbox', { name: 'その他' }));
    await fill(user, screen.getByLabelText('その他の内容'), '老後資金');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('change-confirm')).toHaveTextContent('長期的な資産形成、保有資産のリスクヘッジ、その他');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    await waitFor(() =>
      expect(api.calls('updateInvestmentPurpose')[0]?.request).toEqual({
        kind: 'purpose',
        codes: ['long_term', 'hedge', 'other'],
        other: '老後資金',
      }),
    );
  });

  it('motivation: unanswered at first; nothing chosen is refused; a refusal of the API shows on the confirmation', async () => {
    api.set({ updateInvestmentPurpose: fakeFailure(ResponseCode.VALIDATION, '「その他」を選んだ場合は内容を入力してください。') });
    const user = userEvent.setup({ delay: null });
    renderPage(<MotivationPage />, '/portal/customer/motivation');
    expect(await screen.findByTestId('current-answer')).toHaveTextContent('未回答');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByText('項目を1つ以上選択してください。')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '当社ウェブサイト' }));
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await user.click(await screen.findByRole('button', { name: '変更する' }));
    expect(await screen.findByTestId('customer-error')).toHaveTextContent('「その他」を選んだ場合は内容を入力してください。');
  });
});
