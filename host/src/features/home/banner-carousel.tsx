// Banners of public/banner/PC: images with links, one at a time. Accessible by design (WCAG 2.2.2): a
// pause button stops the rotation, it never rotates for customers who ask for reduced motion, and it
// holds still while the pointer or the keyboard focus is on it; the banners not shown are not rendered
// (nothing hidden stays focusable); previous / next and the position buttons are 32 px targets with
// Japanese names.
import { useEffect, useState } from 'react';
import { Button, Flex } from 'antd';
import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import type { Banner } from '@portal/shared-kernel';
import { usePortalToken } from '@portal/kit';
import { texts } from '../../lib/texts.ts';

const ROTATE_MS = 6000;

function BannerSlide({ banner }: { banner: Banner }) {
  const [broken, setBroken] = useState(false);
  const external = /^https?:\/\//.test(banner.linkUrl);
  const token = usePortalToken();
  // The frame and the image's fit are in home.css (.portal-banner); the colours are the theme's.
  return (
    <a
      href={banner.linkUrl}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      className="portal-banner"
      style={{ background: `linear-gradient(120deg, ${token.portalNavy}, ${token.colorPrimary} 60%, ${token.portalAccent})` }}
    >
      {broken ? (
        <span className="portal-banner-title" style={{ color: token.colorTextLightSolid }}>
          {banner.title}
        </span>
      ) : (
        <img src={banner.imageUrl} alt={banner.title} onError={() => setBroken(true)} className="portal-banner-image" />
      )}
    </a>
  );
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = texts.home.carousel;
  const token = usePortalToken();
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
        <Flex align="center" justify="center" gap={token.sizeXXS} wrap className="portal-banner-controls">
          <Button
            type="text"
            icon={paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t.play : t.pause}
            data-testid="banner-pause"
          />
          <Button type="text" icon={<LeftOutlined aria-hidden />} onClick={() => go(index - 1)} aria-label={t.previous} />
          {banners.map((b, i) => (
            <Button
              key={b.id}
              type="text"
              onClick={() => go(i)}
              aria-label={t.show(i + 1, b.title)}
              aria-current={i === index ? 'true' : undefined}
              className="portal-banner-position"
            >
              <span aria-hidden className="portal-banner-dot" style={{ background: i === index ? token.colorPrimary : token.portalIcon }} />
            </Button>
          ))}
          <Button type="text" icon={<RightOutlined aria-hidden />} onClick={() => go(index + 1)} aria-label={t.next} />
        </Flex>
      )}
    </section>
  );
}
