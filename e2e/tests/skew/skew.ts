// Version skew: remotes are deployed by their teams on their own schedule, so the host
// must work with a remote older than itself, a remote ahead of it, and survive one that is not
// compatible at all. `npm test` builds the older apps first (tooling/scripts/build-at.mjs, at
// PORTAL_SKEW_REF) and names the folder in PORTAL_SKEW_DIR; without it these journeys are skipped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { containerName, distDir, remotes } from '../../../tooling/apps.js';
import { demo, fillLogin, waitForHome } from '../support/portal.ts';

export const root = path.resolve(import.meta.dirname, '../../..');
export const skewDir = process.env.PORTAL_SKEW_DIR ?? '';
export const skewMissing = skewDir === '' || !fs.existsSync(path.join(skewDir, 'host', 'index.html'));
export const skipReason = 'PORTAL_SKEW_DIR is not set: `npm test` builds the older apps (tooling/scripts/build-at.mjs) first';

/** PORTAL_REMOTES with some remotes' builds replaced. */
export function remotesEnv(replace: Record<string, string>): string {
  return remotes.map((r) => `${containerName(r)}=${replace[r] ?? distDir(r)}`).join(',');
}

/** The compatibility check of a remote build against a host build: exit status and output. */
export function compatCheck(remoteDir: string, hostDir: string): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [path.join(root, 'tooling/scripts/check-remote-compat.mjs'), remoteDir, '--host', hostDir], {
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** Logs in and opens My Page top and one page of each remote (the journey of the topology smoke). */
export async function walkEveryRemote(page: Page, expectTools: 'works' | 'fallback' = 'works'): Promise<void> {
  await fillLogin(page, demo.individual.id);
  await waitForHome(page);
  const main = page.getByRole('main').first();
  await expect(main.getByText(`${demo.individual.name} 様`).first()).toBeVisible();
  await expect(main.getByText(/\d{1,3}(,\d{3})*円/).first()).toBeVisible();
  await page.goto('/portal/link/tools');
  if (expectTools === 'works') await expect(page.getByRole('main').first().getByText('Web取引画面').first()).toBeVisible();
  else await expect(page.getByRole('button', { name: /再読み込み/ }).first()).toBeVisible();
  await page.goto('/portal/customer/verify2');
  await expect(page.getByTestId('mfa-change')).toBeVisible();
  await page.goto('/portal/cash/note');
  await expect(page.getByRole('heading', { level: 1, name: '入出金履歴' })).toBeVisible();
  await page.goto('/portal/customer/info?type=info');
  await expect(page.getByRole('heading', { level: 1, name: '基本情報' })).toBeVisible();
}
