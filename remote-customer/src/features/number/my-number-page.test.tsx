import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { renderPage, setUp, tearDown } from '../../testing/customer.tsx';
import MyNumberPage from './my-number-page.tsx';

let api: FakeApi;
let registered = false;
beforeEach(() => {
  registered = false;
  api = setUp({
    checkMyNumber: () =>
      registered
        ? {
            registered: true,
            registeredAt: '2026-04-01T00:00:00.000Z',
            documents: [{ side: 'front', fileName: 'card.jpg', uploadedAt: '2026-04-01T00:00:00.000Z' }],
          }
        : { registered: false, registeredAt: null, documents: [] },
    sessionToken: { sessionToken: 'upload-token-1', expiresAt: '2026-04-01T00:10:00.000Z', maxBytes: 5 * 1024 * 1024 },
    uploadMyNumberDoc: (req) => {
      registered = true;
      return { documentId: 1, kind: 'my_number', side: req.side, receivedAt: '2026-04-01T00:00:00.000Z' };
    },
  });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'card.jpg', { type: 'image/jpeg' });

describe('MyNumberPage', () => {
  it('uploads the card with the session token header and then shows it as registered, never the content', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<MyNumberPage />, '/portal/customer/number');
    expect(await screen.findByTestId('my-number-status')).toHaveTextContent('未登録');
    await user.upload(screen.getByLabelText('ファイル'), jpeg());
    await screen.findByTestId('document-preview');
    await user.click(screen.getByRole('button', { name: /アップロードする/ }));
    expect(await screen.findByTestId('upload-done')).toHaveTextContent('表面のアップロードを受け付けました。');
    expect(api.calls('sessionToken')[0]?.request).toEqual({ kind: 'my_number', side: 'front' });
    const call = api.calls('uploadMyNumberDoc')[0];
    expect(call?.request).toMatchObject({ side: 'front', fileName: 'card.jpg' });
    // multipart: the file itself, not its base64
    expect(new Uint8Array(await (call?.request.file as Blob).arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await waitFor(() => expect(screen.getByTestId('my-number-status')).toHaveTextContent('登録済み'));
    expect(screen.getByTestId('my-number-status')).not.toHaveTextContent('/9j/');
  });

  it('sends the side chosen, and shows what was chosen before it is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<MyNumberPage />, '/portal/customer/number');
    await user.click(await screen.findByRole('radio', { name: '裏面' }));
    await user.upload(screen.getByLabelText('ファイル'), jpeg());
    expect(await screen.findByTestId('document-preview')).toHaveTextContent('ファイルサイズ：1KB');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('card.jpg');
    await user.click(screen.getByRole('button', { name: /アップロードする/ }));
    expect(await screen.findByTestId('upload-done')).toHaveTextContent('裏面のアップロードを受け付けました。');
    expect(api.calls('sessionToken')[0]?.request).toEqual({ kind: 'my_number', side: 'back' });
    expect(api.calls('uploadMyNumberDoc')[0]?.request).toMatchObject({ side: 'back' });
    expect(screen.queryByTestId('document-preview')).not.toBeInTheDocument();
  });

  it('refuses a disguised file before sending it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderPage(<MyNumberPage />, '/portal/customer/number');
    const fake = new File([new TextEncoder().encode('MZ not an image')], 'card.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('ファイル'), fake);
    expect(await screen.findByTestId('customer-error')).toHaveTextContent('JPEG・PNG・PDF形式のファイルを選択してください');
    await user.click(screen.getByRole('button', { name: /アップロードする/ }));
    expect(api.calls('uploadMyNumberDoc')).toHaveLength(0);
  });
});
