// The standalone dev shell (`pnpm --filter @portal/remote-security dev`): the drawers, the MFA page
// and the prompts on their own, inside the kit's thin shell.
import { mountDevShell } from '@portal/kit/dev-shell';
import drawers from './app/drawers.ts';
import prompts from './app/prompts.ts';
import securityRoutes from './app/routes.ts';

mountDevShell({
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
});
