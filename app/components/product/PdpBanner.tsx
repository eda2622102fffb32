import type { GlobalDocument } from "../../content/globals";

type Banner = GlobalDocument<"pdp-banners">[number];

/** Spec products-and-buying §2.3 PDP banner: 500×53 on mobile (details block), 500×73 on desktop (under the gallery). */
export function PdpBanner({ banner, device }: { banner: Banner; device: "mobile" | "desktop" }) {
  const image =
    device === "mobile" ? (
      <img
        src={banner.urlMobile ?? banner.url}
        alt={banner.alt}
        width={500}
        height={53}
        loading="lazy"
        decoding="async"
      />
    ) : (
      <img src={banner.url} alt={banner.alt} width={500} height={73} loading="lazy" decoding="async" />
    );
  return (
    <div className={`pdp-banner pdp-banner--${device}`}>{banner.link ? <a href={banner.link}>{image}</a> : image}</div>
  );
}
