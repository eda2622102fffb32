import { useState } from "react";

import type { Image } from "../../content/primitives";
import { useLiteMode } from "../ui/LiteMode";

type VideoProps = { src?: string | undefined; youtubeId?: string | undefined; poster: Image; title: string };

/**
 * A site video plays in a native player that loads nothing until asked. A YouTube video shows its
 * poster and a link to YouTube; with JavaScript the link becomes the embedded player on click, so
 * nothing from YouTube loads before the shopper asks for it. In lite mode (decision 079) a site
 * video is a poster and a link to its file too: no player on the page.
 */
export function Video({ src, youtubeId, poster, title }: VideoProps) {
  const [playing, setPlaying] = useState(false);
  const lite = useLiteMode();
  if (src && !lite) {
    return (
      <video
        className="cms-video"
        controls
        preload="none"
        poster={poster.src}
        width={poster.width}
        height={poster.height}
        title={title}
      >
        <source src={src} type={src.endsWith(".webm") ? "video/webm" : "video/mp4"} />
      </video>
    );
  }
  if (playing) {
    return (
      <iframe
        className="cms-video"
        src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`}
        title={title}
        width={poster.width}
        height={poster.height}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <a
      className="cms-video cms-video--poster"
      href={src ?? `https://www.youtube.com/watch?v=${youtubeId}`}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
    >
      <img
        src={poster.src}
        alt={poster.alt}
        width={poster.width}
        height={poster.height}
        loading="lazy"
        decoding="async"
      />
      {/* The title is read, not shown: a short pill fits the poster's middle, clear of its edges. */}
      <span className="cms-video__play">
        Reproducir<span className="visually-hidden">: {title}</span>
      </span>
    </a>
  );
}
