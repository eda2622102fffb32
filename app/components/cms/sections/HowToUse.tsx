import { useState, type MouseEvent } from "react";

import type { SectionOf } from "../../../content/sections";
import { mobileMedia } from "../../../domain/media/content-pictures";
import { ResponsiveImage } from "../ResponsiveImage";
import type { SectionProps } from "./types";

type HowToUseVideo = SectionOf<"howToUse">["videos"][number];

/**
 * Spec products-and-buying §2.9 "How-to-use videos": four tiles, 324×454 on desktop and 236×350 on
 * mobile. Each shows its poster and links to its video (works without JS); with JS a click plays it
 * in place, the mobile video on a mobile screen. Nothing of a video loads before it is asked for.
 */
export function HowToUse({ section }: SectionProps<"howToUse">) {
  return (
    <section className="how-to-use" aria-label={section.title}>
      <h2 className="cms-title">{section.title}</h2>
      <ul className="how-to-use__list">
        {section.videos.map((video, index) => (
          <li key={index} className="how-to-use__item">
            <HowToUseTile video={video} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowToUseTile({ video }: { video: HowToUseVideo }) {
  const [playing, setPlaying] = useState<{ src: string } | { youtubeId: string } | null>(null);
  const onMobile = () => window.matchMedia(mobileMedia).matches;
  const play = (event: MouseEvent) => {
    event.preventDefault();
    if (video.video) setPlaying({ src: (onMobile() && video.videoMobile) || video.video });
    else if (video.externalVideo)
      setPlaying({ youtubeId: (onMobile() && video.externalVideoMobile) || video.externalVideo });
  };
  if (playing && "src" in playing) {
    return <video className="how-to-use__media" src={playing.src} title={video.alt} controls autoPlay playsInline />;
  }
  if (playing) {
    return (
      <iframe
        className="how-to-use__media"
        src={`https://www.youtube-nocookie.com/embed/${playing.youtubeId}?autoplay=1&playsinline=1`}
        title={video.alt}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  const external = !video.video;
  return (
    <a
      className="how-to-use__poster"
      href={video.video ?? `https://www.youtube.com/watch?v=${video.externalVideo}`}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      onClick={play}
    >
      <ResponsiveImage image={{ desktop: video.imageDesktop, mobile: video.imageMobile }} alt={video.alt} />
      <span className="how-to-use__play">Reproducir: {video.alt}</span>
    </a>
  );
}
