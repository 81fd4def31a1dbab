// Banners of public/banner/PC: images with links, in a carousel.
import { useState } from 'react';
import { Carousel } from 'antd';
import type { Banner } from '@portal/shared-kernel';
import { texts } from '../../lib/texts.ts';

function BannerSlide({ banner }: { banner: Banner }) {
  const [broken, setBroken] = useState(false);
  const external = /^https?:\/\//.test(banner.linkUrl);
  return (
    <a
      href={banner.linkUrl}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      aria-label={banner.title}
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

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={texts.home.banners}>
      <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={6000} arrows={banners.length > 1} dots={banners.length > 1}>
        {banners.map((banner) => (
          <div key={banner.id}>
            <BannerSlide banner={banner} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
