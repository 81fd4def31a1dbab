import { expect, test } from '../support/test.ts';
import { demo, login, screen } from '../support/portal.ts';

test.describe('run-time composition', () => {
  test('exactly one copy of each shared singleton reaches the browser, and a remote uses the host theme', async ({ page }) => {
    await login(page, demo.individual.id);
    await page.goto('/portal/link/tools');
    await expect(page.getByRole('main').first().getByRole('button').first()).toBeVisible();
    const copies = await page.evaluate(() => {
      type Shared = Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>;
      const g = globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Shared> } };
      const counts: Record<string, number> = {};
      for (const instance of Object.values(g.__FEDERATION__?.__SHARE__ ?? {})) {
        for (const scope of Object.values(instance)) {
          for (const [pkg, versions] of Object.entries(scope)) {
            const loaded = Object.values(versions).filter((v) => v.loaded).length;
            counts[pkg] = Math.max(counts[pkg] ?? 0, loaded);
          }
        }
      }
      return counts;
    });
    // jotai is reached only through the kernel (the apps import no jotai): its store and hooks entries
    for (const pkg of ['react', 'react-dom', 'react-router', 'dayjs', 'jotai/vanilla', 'jotai/react', '@portal/shared-kernel']) {
      expect(copies[pkg], pkg).toBe(1);
    }
    for (const [pkg, n] of Object.entries(copies)) expect(n, pkg).toBeLessThanOrEqual(1);

    // the host's ConfigProvider theme reaches the remote's antd components (shared context modules)
    // (brand primary #1d4e89; antd's default blue rgb(22, 119, 255) would mean the theme did not arrive)
    const remotePrimary = await page
      .getByRole('main')
      .first()
      .locator('.ant-btn-primary')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(remotePrimary).toBe('rgb(29, 78, 137)');
    // and the host's Japanese locale: antd's Empty text inside the remote's area is Japanese, never English
    await expect(page.getByRole('main').first().getByText('No data')).toHaveCount(0);
  });

  test('with remote-tools down the host keeps working and the tools area offers a Japanese retry', async ({ page }) => {
    await page.route('**/portal/remotes/tools/**', (route) => route.abort('connectionrefused'));
    await login(page, demo.individual.id);
    await expect(page.getByText(`${demo.individual.name} 様`).first()).toBeVisible();
    await page.goto('/portal/link/tools');
    await expect(page.getByText('この機能を読み込めませんでした。通信環境をご確認のうえ、再読み込みしてください。').first()).toBeVisible();
    await screen(page, 'remote-down-fallback');
    // the host's own pages keep working (client-side navigation, remote still down)
    await page.getByRole('link', { name: 'マイページトップ' }).first().click();
    await expect(page.getByRole('main').first().getByText('証券CFD').first()).toBeVisible();
    // the side panel's tool links come from the remote too: it shows the same fallback
    const side = page.getByRole('complementary');
    await expect(side.getByText('この機能を読み込めませんでした。通信環境をご確認のうえ、再読み込みしてください。')).toBeVisible();

    // the remote comes back: the retry button loads it without a page reload
    await page.unroute('**/portal/remotes/tools/**');
    await side.getByRole('button', { name: /再読み込み/ }).click();
    await side.getByRole('link', { name: 'ツール' }).first().click();
    await expect(page.getByText('Web取引画面').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('この機能を読み込めませんでした。通信環境をご確認のうえ、再読み込みしてください。')).toHaveCount(0);
  });
});
