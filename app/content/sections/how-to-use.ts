import { z } from "zod";
import { youtubeVideoId } from "../youtube";
import { ImageSchema, sectionBase, TargetingShape } from "../primitives";

// Spec products-and-buying §2.9 "How-to-use videos", §3 "How-to-use config", §5 "Targeted
// sections", §8 "How-to-use without exactly 4 videos".

export const howToUseCount = 'HowToUseIt: La prop "videos" debe tener exactamente 4 elementos.';

/** Site videos only: the CSP serves media from 'self'. */
const SiteVideo = z.string().regex(/^\/(?!\/)\S+\.(mp4|webm)$/, "debe ser un .mp4 o .webm del sitio");

/** External videos are YouTube links (played in a youtube-nocookie frame, CSP frame-src https). */
const ExternalVideo = z
  .string()
  .trim()
  .transform((url, context) => {
    const id = youtubeVideoId(url);
    if (!id) context.addIssue({ code: z.ZodIssueCode.custom, message: "debe ser un enlace de YouTube (youtube.com/watch?v=… o youtu.be/…)" });
    return id ?? "";
  });

const HowToUseVideoSchema = z
  .object({
    video: SiteVideo.optional(),
    videoMobile: SiteVideo.optional(),
    externalVideo: ExternalVideo.optional(),
    externalVideoMobile: ExternalVideo.optional(),
    imageDesktop: ImageSchema,
    imageMobile: ImageSchema.optional(),
    alt: z.string().min(1),
  })
  .refine((item) => Boolean(item.video) !== Boolean(item.externalVideo), { message: "indicá 'video' o 'externalVideo' (uno solo)" });

export const HowToUseSchema = z.object({
  ...sectionBase("howToUse"),
  title: z.string().min(1).default("Cómo se usa"),
  videos: z.array(HowToUseVideoSchema).length(4, howToUseCount),
  ...TargetingShape,
});
