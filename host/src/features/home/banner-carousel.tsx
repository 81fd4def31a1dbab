// Banners of public/banner/PC: images with links, one at a time. Accessible by design (WCAG 2.2.2): a
// pause button stops the rotation, it never rotates for customers who ask for reduced motion, and it
// holds still while the pointer or the keyboard focus is on it; the banners not shown are not rendered
// (nothing hidden stays focusable); previous / next and the position buttons are 32 px targets with
// Japanese names.
import { useEffect, useState } from 'react';
import { Button, Flex } from 'antd';
import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import type { Banner } from '@portal/shared-kernel';
import { texts } from '../../lib/texts.ts';

const ROTATE_MS = 6000;

function BannerSlide({ banner }: { banner: Banner }) {
  const [broken, setBroken] = useState(false);
  const external = /^https?:\/\//.test(banner.linkUrl);
  return (
    <a
      href={banner.linkUrl}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      style={{
        display: 'block',
        borderRadius: 8,
        overflow: 'hidden',
        aspectRatio: '1200 / 300',
        background: 'linear-gradient(120deg, #0f2b4c, #1d4e89 60%, #3f7cc0)',
      }}
    >
      {broken ? (
        <span style={{ display: 'flex', height: '100%', alignItems: 'center', padding: '0 40px', color: '#fff', fontSize: 22, fontWeight: 700 }}>
          {banner.title}
        </span>
      ) : (
        <img
          src={banner.imageUrl}
          alt={banner.title}
          onError={() => setBroken(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </a>
  );
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = texts.home.carousel;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [holding, setHolding] = useState(false);
  const count = banners.length;
  const rotating = count > 1 && !paused && !holding;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  if (count === 0) return null;
  const current = banners[Math.min(index, count - 1)]!;
  const go = (i: number) => setIndex((i + count) % count);
  return (
    <section
      aria-roledescription={t.role}
      aria-label={texts.home.banners}
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHolding(false);
      }}
    >
      <div role="group" aria-roledescription={t.slide} aria-label={t.position(index + 1, count)} data-testid="banner-slide">
        <BannerSlide key={current.id} banner={current} />
      </div>
      {count > 1 && (
        <Flex align="center" justify="center" gap={4} wrap style={{ marginTop: 6 }}>
          <Button
            type="text"
            icon={paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t.play : t.pause}
            data-testid="banner-pause"
            style={{ minWidth: 32, height: 32 }}
          />
          <Button
            type="text"
            icon={<LeftOutlined aria-hidden />}
            onClick={() => go(index - 1)}
            aria-label={t.previous}
            style={{ minWidth: 32, height: 32 }}
          />
          {banners.map((b, i) => (
            <Button
              key={b.id}
              type="text"
              onClick={() => go(i)}
              aria-label={t.show(i + 1, b.title)}
              aria-current={i === index ? 'true' : undefined}
              style={{ minWidth: 32, height: 32, padding: 0 }}
            >
              <span
                aria-hidden
                style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: i === index ? '#1d4e89' : '#8d96a3' }}
              />
            </Button>
          ))}
          <Button
            type="text"
            icon={<RightOutlined aria-hidden />}
            onClick={() => go(index + 1)}
            aria-label={t.next}
            style={{ minWidth: 32, height: 32 }}
          />
        </Flex>
      )}
    </section>
  );
}
