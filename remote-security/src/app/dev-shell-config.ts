// What the standalone dev shell (`pnpm --filter @portal/remote-security dev`) offers: the MFA page,
// the four drawers and the two login prompts, inside the kit's thin shell (bootstrap.tsx mounts it).
import type { DevShellConfig } from '@portal/kit/dev-shell';
import drawers from './drawers.ts';
import prompts from './prompts.ts';
import securityRoutes from './routes.ts';

export const devShellConfig: DevShellConfig = {
  name: 'remote-security',
  routes: securityRoutes,
  drawers: [
    { label: 'ログインパスワード変更', Drawer: drawers.LoginPasswordDrawer },
    { label: '出金パスワード', Drawer: drawers.WithdrawalPasswordDrawer },
    { label: '取引パスワード', Drawer: drawers.TradingPasswordDrawer },
    { label: 'ログイン中のツール', Drawer: drawers.ActiveSessionsDrawer },
  ],
  prompts: [
    { label: '強制パスワード変更（プロンプト）', Prompt: prompts.ForcedPasswordChangePrompt },
    { label: '多要素認証必須（プロンプト）', Prompt: prompts.MandatoryMfaPrompt },
  ],
};
