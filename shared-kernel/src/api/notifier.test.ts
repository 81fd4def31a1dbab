import { createErrorNotifier, errorToastConfig } from './notifier.ts';

const fakeMessageApi = () => {
  const shown: { content: string; duration?: number; key?: string | number }[] = [];
  const destroyed: (string | number | undefined)[] = [];
  return {
    shown,
    destroyed,
    api: {
      error: (c: { content: string; duration?: number; key?: string | number }) => shown.push(c),
      destroy: (k?: string | number) => destroyed.push(k),
    },
  };
};

describe('createErrorNotifier', () => {
  it('shows toasts for 5 s and skips a text already on screen', () => {
    let now = 0;
    const m = fakeMessageApi();
    const notify = createErrorNotifier(m.api, { now: () => now });
    notify('A');
    notify('A');
    expect(m.shown).toHaveLength(1);
    expect(m.shown[0]!.duration).toBe(5);
    now = 5_001;
    notify('A');
    expect(m.shown).toHaveLength(2);
    notify('');
    expect(m.shown).toHaveLength(2);
  });

  it('keeps at most 3 on screen, closing the oldest', () => {
    const m = fakeMessageApi();
    const notify = createErrorNotifier(m.api, { now: () => 0 });
    ['A', 'B', 'C', 'D'].forEach(notify);
    expect(m.shown.map((s) => s.content)).toEqual(['A', 'B', 'C', 'D']);
    expect(m.destroyed).toEqual([m.shown[0]!.key]);
  });

  it('drops the new toast when the oldest cannot be closed', () => {
    const shown: string[] = [];
    const notify = createErrorNotifier({ error: (c) => shown.push(c.content) }, { now: () => 0 });
    ['A', 'B', 'C', 'D'].forEach(notify);
    expect(shown).toEqual(['A', 'B', 'C']);
  });

  it('exports the antd message config', () => {
    expect(errorToastConfig).toEqual({ duration: 5, maxCount: 3 });
  });
});
