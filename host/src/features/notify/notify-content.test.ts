import { notifyContent } from './notify-content.ts';

describe('notifyContent', () => {
  it('uses the spec defaults 申込成功 / 申込失敗', () => {
    expect(notifyContent('success', null).title).toBe('申込成功');
    expect(notifyContent('fail', null).title).toBe('申込失敗');
    expect(notifyContent('fail', 'unknown-type').title).toBe('申込失敗');
  });
  it('words known flows', () => {
    expect(notifyContent('success', 'password-reset')).toMatchObject({ title: 'パスワード再設定完了', next: 'login' });
    expect(notifyContent('verify', 'email').title).toBe('メールアドレス認証完了');
  });
  it('verify with result=fail reports the failure', () => {
    expect(notifyContent('verify', null, 'fail')).toMatchObject({ status: 'error', title: '認証失敗' });
    expect(notifyContent('verify', 'email', 'fail').title).toBe('メールアドレス認証失敗');
  });
});
