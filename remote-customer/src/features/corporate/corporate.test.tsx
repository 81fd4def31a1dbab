// The corporate pages (/portal/customer/corp/*) against the typed fake API: what each shows, the
// rules a customer meets while typing, and exactly what is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fill } from '@portal/kit/testing';
import { CORP_PROFILE, renderPage, request, setUp, tearDown } from '../../testing/customer.tsx';
import BeneficialOwnersPage from './beneficial-owners-page.tsx';
import CompanyInfoPage from './company-info-page.tsx';
import RepresentativePage from './representative-page.tsx';
import TraderPage from './trader-page.tsx';

let api: FakeApi;
const start = (over: Parameters<typeof setUp>[0] = {}) => {
  api = setUp({
    customerMaskedData: CORP_PROFILE,
    postcode: { postalCode: '1000005', areas: [{ prefecture: '東京都', city: '千代田区', town: '丸の内' }] },
    updateCorpInfo1: () => request({ id: 41, kind: 'corp_info', summary: [{ label: '法人名', value: '株式会社サンプルHD' }] }),
    updateCorpInfo2: () => request({ id: 42, kind: 'corp_business', summary: [{ label: '資本金', value: '8,000万円' }], documents: [] }),
    updateCorpRepInfo: () => request({ id: 43, kind: 'corp_rep' }),
    updateTraderInfo: () => request({ id: 44, kind: 'trader' }),
    updateCorpBoInfo: () => request({ id: 45, kind: 'corp_bo', documents: [] }),
    ...over,
  });
};
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

describe('corp/info', () => {
  it('shows the company and its business; a rename keeps the head office and phone; a wrong 法人番号 is refused', async () => {
    start();
    const user = userEvent.setup({ delay: null });
    renderPage(<CompanyInfoPage />, '/portal/customer/corp/info?type=info');
    const company = await screen.findByTestId('corp-company-current');
    expect(company).toHaveTextContent('株式会社サンプル商事');
    expect(company).toHaveTextContent('4010001123456');
    expect(company).toHaveTextContent('***-****-0123');
    const business = screen.getByTestId('corp-business-current');
    expect(business).toHaveTextContent('5,000万円');
    expect(business).toHaveTextContent('1億円以上10億円未満');
    expect(business).toHaveTextContent('3月');

    const form = within(screen.getByTestId('corp-company'));
    await fill(user, form.getByLabelText('法人名'), '株式会社サンプルHD');
    await fill(user, form.getByLabelText('法人名（フリガナ）'), 'ｶﾌﾞｼｷｶﾞｲｼｬｻﾝﾌﾟﾙｴｲﾁﾃﾞｨｰ');
    await fill(user, form.getByLabelText('法人番号'), '4010001123457');
    await user.click(form.getByRole('button', { name: '確認画面へ' }));
    expect(await form.findByText('法人番号は13桁の数字で正しく入力してください。')).toBeInTheDocument();
    await fill(user, form.getByLabelText('法人番号'), '4010001123456');
    await user.click(form.getByRole('button', { name: '確認画面へ' }));
    const confirm = await form.findByTestId('change-confirm');
    expect(confirm).toHaveTextContent('カブシキガイシャサンプルエイチディー');
    expect(confirm).toHaveTextContent('変更なし');
    await user.click(form.getByRole('button', { name: '変更を申請する' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('変更申請を受け付けました');
    expect(api.calls('updateCorpInfo1')[0]?.request).toEqual({
      corporateName: '株式会社サンプルHD',
      corporateNameKana: 'カブシキガイシャサンプルエイチディー',
      corporateNumber: '4010001123456',
    });
  });

  it('moving the head office fills the area from the postcode and sends it', async () => {
    start();
    const user = userEvent.setup({ delay: null });
    renderPage(<CompanyInfoPage />, '/portal/customer/corp/info');
    const form = within(await screen.findByTestId('corp-company'));
    await user.click(form.getByRole('checkbox', { name: '本店所在地を変更する' }));
    await fill(user, form.getByLabelText('郵便番号'), '100-0005');
    await waitFor(() => expect(form.getByLabelText('都道府県・市区町村・町域')).toHaveValue('東京都千代田区丸の内'));
    await user.click(form.getByRole('button', { name: '確認画面へ' }));
    expect(await form.findByText('番地を入力してください。')).toBeInTheDocument();
    await fill(user, form.getByLabelText('番地・号'), '二丁目7番3号');
    await fill(user, form.getByLabelText('新しい代表電話番号（変更する場合のみ）'), '03-1111-2222');
    await user.click(form.getByRole('button', { name: '確認画面へ' }));
    expect(await form.findByTestId('change-confirm')).toHaveTextContent('〒100-0005 東京都千代田区丸の内二丁目7番3号');
    await user.click(form.getByRole('button', { name: '変更を申請する' }));
    await screen.findByTestId('result-title');
    expect(api.calls('updateCorpInfo1')[0]?.request).toMatchObject({
      headOffice: { postalCode: '1000005', area: '東京都千代田区丸の内', street: '二丁目7番3号', building: '' },
      phone: '0311112222',
    });
  });

  it('business: the capital is sent as a number of 万円 (full-width digits and commas accepted)', async () => {
    start();
    const user = userEvent.setup({ delay: null });
    renderPage(<CompanyInfoPage />, '/portal/customer/corp/info');
    const form = within(await screen.findByTestId('corp-business'));
    await fill(user, form.getByLabelText('資本金（万円）'), 'abc');
    await user.click(form.getByRole('button', { name: '確認画面へ' }));
    expect(await form.findByText('資本金を数字で入力してください。')).toBeInTheDocument();
    await fill(user, form.getByLabelText('資本金（万円）'), '８,０００');
    await user.click(form.getByRole('button', { name: '確認画面へ' }));
    expect(await form.findByTestId('change-confirm')).toHaveTextContent('8,000万円');
    await user.click(form.getByRole('button', { name: '変更を申請する' }));
    await screen.findByTestId('result-title');
    expect(api.calls('updateCorpInfo2')[0]?.request).toEqual({
      industry: 'it',
      description: '輸入雑貨の卸売',
      capitalManYen: 8000,
      annualSales: 'sales_100m_1b',
      fiscalMonth: 3,
    });
  });
});

describe('corp/representative-info', () => {
  it('sends the representative with kana normalised and the date, typed in 和暦, in ISO form', async () => {
    start();
    const user = userEvent.setup({ delay: null });
    renderPage(<RepresentativePage />, '/portal/customer/corp/representative-info');
    expect(await screen.findByTestId('corp-rep-current')).toHaveTextContent('代表取締役');
    await fill(user, screen.getByLabelText('氏名（名）'), '健二');
    await fill(user, screen.getByLabelText('フリガナ（メイ）'), 'けんじ');
    await fill(user, screen.getByLabelText('生年月日'), '1975/01/32');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(
      await screen.findByText('代表者の生年月日は西暦（例：1980/01/31）または和暦（例：昭和55年1月31日）で、実在する日付を入力してください。'),
    ).toBeInTheDocument();
    // 和暦 as customers write it; both calendars show under the input as soon as it reads as a date
    await fill(user, screen.getByLabelText('生年月日'), '昭和５０年１月３１日');
    expect(screen.getByTestId('rep-birth-calendars')).toHaveTextContent('西暦 1975年1月31日（昭和50年1月31日）');
    expect(screen.getByLabelText('生年月日')).toHaveAccessibleDescription(/西暦 1975年1月31日/);
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('change-confirm')).toHaveTextContent('ヤマモト ケンジ');
    expect(screen.getByTestId('change-confirm')).toHaveTextContent('1975/01/31（昭和50年1月31日）');
    await user.click(screen.getByRole('button', { name: '変更を申請する' }));
    await screen.findByTestId('result-title');
    expect(api.calls('updateCorpRepInfo')[0]?.request).toEqual({
      lastName: '山本',
      firstName: '健二',
      lastNameKana: 'ヤマモト',
      firstNameKana: 'ケンジ',
      title: '代表取締役',
      birthDate: '1975-01-31',
    });
  });
});

describe('corp/trader-info', () => {
  it('with no trader registered says so; a new trader needs phone and e-mail', async () => {
    start({ customerMaskedData: { ...CORP_PROFILE, corporate: { ...CORP_PROFILE.corporate!, trader: null } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<TraderPage />, '/portal/customer/corp/trader-info');
    expect(await screen.findByTestId('corp-trader-current')).toHaveTextContent('取引担当者は登録されていません。');
    await fill(user, screen.getByLabelText('氏名（姓）'), '佐々木');
    await fill(user, screen.getByLabelText('氏名（名）'), '葵');
    await fill(user, screen.getByLabelText('フリガナ（セイ）'), 'ササキ');
    await fill(user, screen.getByLabelText('フリガナ（メイ）'), 'アオイ');
    await fill(user, screen.getByLabelText('生年月日'), '1990-02-14');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByText('電話番号を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('メールアドレスを入力してください。')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('電話番号'), '090-1111-2222');
    await fill(user, screen.getByLabelText('メールアドレス'), 'aoi@sample-shoji.example.jp');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await user.click(await screen.findByRole('button', { name: '変更を申請する' }));
    await screen.findByTestId('result-title');
    expect(api.calls('updateTraderInfo')[0]?.request).toMatchObject({
      lastName: '佐々木',
      phone: '09011112222',
      email: 'aoi@sample-shoji.example.jp',
    });
  });

  it('a pending trader change asks for the trader’s identity document (uploadTraderConfirmationDoc)', async () => {
    start({
      customerMaskedData: {
        ...CORP_PROFILE,
        pending: [request({ id: 44, kind: 'trader', documents: [{ name: '取引担当者の本人確認書類', received: false }] })],
      },
    });
    renderPage(<TraderPage />, '/portal/customer/corp/trader-info');
    const pending = await screen.findByTestId('pending-request');
    expect(pending).toHaveTextContent('取引担当者の本人確認書類（未提出）');
    expect(within(pending).getByText('取引担当者の本人確認書類（運転免許証・マイナンバーカードの表面・パスポート等）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '確認画面へ' })).not.toBeInTheDocument();
  });
});

describe('corp/bo-info', () => {
  // Two tests, not one: the whole flow rendered four owners' forms and took over 90 s on a loaded CI machine.
  it('adds an owner; a voting owner needs a share over 25 %; the list is sent whole', async () => {
    start();
    const user = userEvent.setup({ delay: null });
    renderPage(<BeneficialOwnersPage />, '/portal/customer/corp/bo-info');
    expect(await screen.findByTestId('corp-bo-current')).toHaveTextContent('議決権の25％超を保有（60％）');
    await user.click(screen.getByRole('button', { name: '実質的支配者を追加する' }));
    const second = within(screen.getByTestId('bo-owner-2'));
    await fill(user, second.getByLabelText('氏名（姓）'), '山本');
    await fill(user, second.getByLabelText('氏名（名）'), '花子');
    await fill(user, second.getByLabelText('フリガナ（セイ）'), 'ヤマモト');
    await fill(user, second.getByLabelText('フリガナ（メイ）'), 'ハナコ');
    await fill(user, second.getByLabelText('生年月日'), 'S47.3.3');
    await fill(user, second.getByLabelText('住所'), '東京都世田谷区成城六丁目1番1号');
    await user.click(second.getByRole('radio', { name: '議決権の25％超を保有' }));
    await fill(user, second.getByLabelText('議決権の割合（％）'), '20');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await second.findByText('議決権の割合は25％超、100％以下の数字で入力してください。')).toBeInTheDocument();
    expect(second.getByText('外国PEPsに該当するかを選択してください。')).toBeInTheDocument();
    await fill(user, second.getByLabelText('議決権の割合（％）'), '30');
    await user.click(second.getByRole('radio', { name: '該当しない' }));
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('change-confirm')).toHaveTextContent('実質的支配者2');
    await user.click(screen.getByRole('button', { name: '変更を申請する' }));
    await screen.findByTestId('result-title');
    const sent = api.calls('updateCorpBoInfo')[0]?.request;
    expect(sent?.owners).toHaveLength(2);
    expect(sent?.owners[1]).toEqual({
      lastName: '山本',
      firstName: '花子',
      lastNameKana: 'ヤマモト',
      firstNameKana: 'ハナコ',
      birthDate: '1972-03-03',
      address: '東京都世田谷区成城六丁目1番1号',
      basis: 'voting',
      votingRatio: 30,
      pep: false,
    });
  });

  it('takes at most four owners; removing one offers the button again', async () => {
    start();
    const user = userEvent.setup({ delay: null });
    renderPage(<BeneficialOwnersPage />, '/portal/customer/corp/bo-info');
    expect(await screen.findByTestId('corp-bo-current')).toHaveTextContent('議決権の25％超を保有（60％）');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: '実質的支配者を追加する' }));
    expect(screen.getByTestId('bo-owner-4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '実質的支配者を追加する' })).not.toBeInTheDocument();
    expect(screen.getByText('実質的支配者は4名まで登録できます。')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('bo-owner-4')).getByRole('button', { name: 'この方を削除する' }));
    expect(screen.queryByTestId('bo-owner-4')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '実質的支配者を追加する' })).toBeInTheDocument();
    expect(screen.queryByText('実質的支配者は4名まで登録できます。')).not.toBeInTheDocument();
  });
});
