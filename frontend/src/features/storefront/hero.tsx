import type { PublicSettingsDto } from '@quentinha/shared/api/types';
import { BRAND } from '@/config/constants';
import { assetImage } from '@/config/env';

/** The admin's banner, or a default hero with the name and tagline (SPEC section 2). */
export function Hero({ settings }: { settings: PublicSettingsDto | undefined }) {
  const name = settings?.business_name || BRAND.name;
  const tagline = settings?.tagline || BRAND.tagline;
  const banner = assetImage(settings?.banner_url);

  if (banner) {
    return (
      <div className="hero hero--banner">
        <img {...banner} sizes="100vw" alt={`${name}: ${tagline}`} className="hero__banner" fetchPriority="high" />
      </div>
    );
  }
  return (
    <div className="hero">
      <div className="hero__text">
        <h1 className="hero__title">{name}</h1>
        <p className="hero__tagline">{tagline}</p>
        <p className="hero__hint">Monte sua quentinha e peça para retirar ou receber em casa.</p>
      </div>
      <div className="hero__art" aria-hidden>
        🍲
      </div>
    </div>
  );
}
