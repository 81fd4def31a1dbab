import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/kit/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fakeFailure, installFakeApi } from '@portal/shared-kernel/testing';
import ToolsPage from '../features/tools/tools-page.tsx';
import { startDownload } from '../lib/browser.ts';
import { logInAs, logOut, toolsConfigFixture } from '../testing/fixtures.ts';
import { TerminationLetterBanner } from './termination-letter.ts';

jest.mock('../lib/browser.ts');

const SYSTEM_ERROR = 'システムエラーが発生しました。時間をおいて再度お試しください。';

let api: FakeApi;
beforeEach(() => {
  jest.resetAllMocks();
  api = installFakeApi({
    toolsConfig: toolsConfigFixture(),
    downloadToken: ({ filePath }) => ({
      downloadToken: filePath,
      expiresAt: '2030-01-01T00:00:00Z',
      url: `/fo-jp-web-api/api/public/file/download?downloadtoken=${filePath}`,
    }),
  });
});
afterEach(() => {
  logOut();
  expect(api.problems).toEqual([]);
});

describe('TerminationLetterBanner (./termination-letter)', () => {
  it.each([
    ['individual', { filePath: 'termination-letter.pdf', fileName: '解約届.pdf' }],
    ['corporate', { filePath: 'termination-letter-corp.pdf', fileName: '法人解約届.pdf' }],
  ] as const)('downloads the %s termination letter', async (customerType, file) => {
    logInAs(customerType);
    renderWithProviders(<TerminationLetterBanner />, { url: '/portal/customer/info' });
    await userEvent.click(await screen.findByRole('button', { name: /解約届をダウンロード/ }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith(`/fo-jp-web-api/api/public/file/download?downloadtoken=${file.filePath}`));
    expect(api.calls('downloadToken').map((c) => c.request)).toEqual([file]);
  });

  it('stays out of the way when the tools configuration cannot be loaded', async () => {
    logInAs('individual');
    api.set({ toolsConfig: fakeFailure('SYS001', SYSTEM_ERROR, 500) });
    renderWithProviders(<TerminationLetterBanner />, { url: '/portal/customer/info' });
    // The client has told the customer (its toast); the banner itself shows nothing.
    expect(await screen.findByText(SYSTEM_ERROR)).toBeInTheDocument();
    expect(api.calls('toolsConfig')).toHaveLength(1);
    expect(screen.queryByTestId('termination-letter-banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /解約届をダウンロード/ })).not.toBeInTheDocument();
  });

  it('shares one toolsConfig answer with the tools pages of the same page load', async () => {
    logInAs('individual');
    renderWithProviders(
      <>
        <TerminationLetterBanner />
        <ToolsPage />
      </>,
      { url: '/portal/link/tools' },
    );
    expect(await screen.findByTestId('termination-letter-banner')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Web取引画面' })).toBeInTheDocument();
    expect(api.calls('toolsConfig')).toHaveLength(1);
  });
});
