import type { StoreBanner } from '../../../kits/storefront/store-types';

/** Today's banners of the store (the take-away banners master: by date and outlet), in their display order. */
export function StoreBanners({ banners }: { banners: readonly StoreBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label="Offers" className="mb-4">
      <ul className="list-unstyled row g-3 mb-0">
        {banners.map((banner) => (
          <li key={banner.code} className="col-md-6 col-xl-4">
            <article
              aria-labelledby={`banner-${banner.code}`}
              className="card h-100 overflow-hidden border-primary-subtle"
            >
              {banner.picture && (
                <img
                  src={banner.picture}
                  alt=""
                  className="card-img-top"
                  style={{ aspectRatio: '3 / 1', objectFit: 'cover' }}
                />
              )}
              <div className="card-body bg-primary-subtle">
                <h2 id={`banner-${banner.code}`} className="h6 mb-2">
                  {banner.title}
                </h2>
                {banner.linkText && (
                  <a href="#store-items" className="btn btn-sm btn-primary">
                    {banner.linkText}
                  </a>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
