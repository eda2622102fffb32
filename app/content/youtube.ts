/** The video id in a YouTube link (watch?v=, youtu.be/, embed/, shorts/), or null when it is not one. */
export function youtubeVideoId(url: string): string | null {
  return (
    /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})(?:[?&#/]|$)/.exec(
      url,
    )?.[1] ?? null
  );
}
