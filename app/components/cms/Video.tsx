import { useState } from "react";

import type { Image } from "../../content/primitives";

type VideoProps = { src?: string | undefined; youtubeId?: string | undefined; poster: Image; title: string };

/**
 * A site video plays in a native player that loads nothing until asked. A YouTube video shows its
 * poster and a link to YouTube; with JavaScript the link becomes the embedded player on click, so
 * nothing from YouTube loads before the shopper asks for it.
 */
export function Video({ src, youtubeId, poster, title }: VideoProps) {
  const [playing, setPlaying] = useState(false);
  if (src) {
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
      href={`https://www.youtube.com/watch?v=${youtubeId}`}
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
      <span className="cms-video__play">Reproducir: {title}</span>
    </a>
  );
}
