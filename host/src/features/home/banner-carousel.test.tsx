import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '@portal/shared-kernel';
import { BannerCarousel } from './banner-carousel.tsx';

const banners: Banner[] = [
  { id: 1, title: '証券CFD 取扱銘柄拡充のお知らせ', imageUrl: '/a.png', linkUrl: 'https://www.example.jp/a', order: 1 },
  { id: 2, title: 'ノックアウトオプションのご案内', imageUrl: '/b.png', linkUrl: 'https://www.example.jp/b', order: 2 },
];

const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('BannerCarousel (WCAG 2.2.2)', () => {
  it('rotates every 6 s, renders only the banner shown, and stops for good when paused', async () => {
    setReducedMotion(false);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<BannerCarousel banners={banners} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('group', { name: '2件中1件目' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByRole('group', { name: '2件中2件目' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'スライドの自動切り替えを停止' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('group', { name: '2件中2件目' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'スライドの自動切り替えを再開' })).toBeInTheDocument();
  });

  it('never rotates for reduced-motion users; previous / next and the position buttons move by hand', async () => {
    setReducedMotion(true);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<BannerCarousel banners={banners} />);
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('group', { name: '2件中1件目' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '次のお知らせ' }));
    expect(screen.getByRole('link', { name: 'ノックアウトオプションのご案内' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1件目：証券CFD 取扱銘柄拡充のお知らせ' }));
    expect(screen.getByRole('button', { name: '1件目：証券CFD 取扱銘柄拡充のお知らせ' })).toHaveAttribute('aria-current', 'true');
  });
});
