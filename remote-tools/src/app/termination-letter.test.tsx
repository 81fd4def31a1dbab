import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceApi } from '@portal/shared-kernel';
import { startDownload } from '../lib/browser.ts';
import { resetToolsConfigCache } from '../hooks/use-tools-config.ts';
import { apiError } from '../testing/api-errors.ts';
import { logInAs, logOut, toolsConfigFixture } from '../testing/fixtures.ts';
import { renderAt } from '../testing/render.tsx';
import { TerminationLetterBanner } from './termination-letter.ts';

jest.mock('@portal/shared-kernel', () => ({
  ...jest.requireActual('@portal/shared-kernel'),
  resourceApi: { toolsConfig: jest.fn(), downloadFileUrl: jest.fn() },
}));
jest.mock('../lib/browser.ts');

const toolsConfig = resourceApi.toolsConfig as jest.Mock;
const downloadFileUrl = resourceApi.downloadFileUrl as jest.Mock;

beforeEach(() => {
  jest.resetAllMocks();
  resetToolsConfigCache();
  toolsConfig.mockResolvedValue(toolsConfigFixture());
  downloadFileUrl.mockImplementation(async (file: { filePath: string }) => `/fo-jp-web-api/api/public/file/download?downloadtoken=${file.filePath}`);
});
afterEach(() => logOut());

describe('TerminationLetterBanner (./termination-letter)', () => {
  it.each([
    ['individual', { filePath: 'termination-letter.pdf', fileName: '解約届.pdf' }],
    ['corporate', { filePath: 'termination-letter-corp.pdf', fileName: '法人解約届.pdf' }],
  ] as const)('downloads the %s termination letter', async (customerType, file) => {
    logInAs(customerType);
    renderAt('/portal/customer/info', <TerminationLetterBanner />);
    await userEvent.click(await screen.findByRole('button', { name: /解約届をダウンロード/ }));
    expect(downloadFileUrl).toHaveBeenCalledWith(file);
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith(`/fo-jp-web-api/api/public/file/download?downloadtoken=${file.filePath}`));
  });

  it('stays out of the way when the tools configuration cannot be loaded', async () => {
    logInAs('individual');
    toolsConfig.mockRejectedValue(apiError({ notified: true }));
    renderAt('/portal/customer/info', <TerminationLetterBanner />);
    await waitFor(() => expect(toolsConfig).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByTestId('termination-letter-banner')).not.toBeInTheDocument();
  });
});
