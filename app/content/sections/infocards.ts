import { z } from "zod";
import {
  Align,
  ButtonSchema,
  Color,
  Dimension,
  Href,
  ImageSchema,
  Markdown,
  ResponsiveImageSchema,
  RichTextLineSchema,
  sectionBase,
} from "../primitives";
import { edited } from "../widgets";
import { SlidesPerPage } from "./banners";

// Spec storefront-shell §2.16 "Infocards", "Benefits infocard block", "Countdown", "Incentives",
// "Video info card"; §3.5 Infocard (page builder), Infocard (sliders), Benefits block, Countdown.

/** A video: a file of the site, or a YouTube id shown as a poster until played (no third-party load before). */
export const VideoSchema = z
  .object({
    src: z.string().regex(/^\/(?!\/)\S+\.(mp4|webm)$/, "debe ser un .mp4 o .webm del sitio").optional(),
    youtubeId: z.string().regex(/^[\w-]{11}$/, "debe ser el id de 11 caracteres de YouTube").optional(),
    poster: ImageSchema,
    title: z.string().min(1),
  })
  .refine((video) => Boolean(video.src) !== Boolean(video.youtubeId), { message: "indicá 'src' o 'youtubeId' (uno solo)" });

/** §3.5 "cta {text, href, bgColor (default black), textColor (default white), borderRadius (default 0)}". */
const InfocardCtaSchema = z.object({
  text: z.string().min(1),
  href: Href,
  bgColor: Color.default("black"),
  textColor: Color.default("white"),
  borderRadius: z.number().min(0).max(64).default(0),
});

/** Page-builder infocard: image left or below (or as background), markdown text, CTA, video. */
export const InfocardItemSchema = z.object({
  image: edited(ImageSchema.extend({ width: Dimension, height: Dimension }), "image").optional(),
  imageLeft: z.boolean().default(true),
  imageDown: z.boolean().default(false),
  isImgBackground: z.boolean().default(false),
  imgLink: Href.optional(),
  text: Markdown,
  textAlign: Align.default("left"),
  cta: InfocardCtaSchema.optional(),
  video: VideoSchema.optional(),
});

export const InfocardSchema = z.object({ ...sectionBase("infocard"), ...InfocardItemSchema.shape });

/** Slider infocards: per-device images, rich-text lines, buttons, position and hide-text flags. */
const SliderInfocardSchema = z.object({
  image: ResponsiveImageSchema,
  isImgBackground: z.boolean().default(false),
  imgLink: Href.optional(),
  richText: z.array(RichTextLineSchema).default([]),
  buttons: z.array(ButtonSchema).default([]),
  position: z.enum(["left", "right", "top", "bottom"]).default("left"),
  positionMobile: z.enum(["top", "bottom"]).default("bottom"),
  hideTextMobile: z.boolean().default(false),
  hideTextDesktop: z.boolean().default(false),
  bgColor: Color.default("#fdf1ea"),
});

export const InfocardSliderSchema = z.object({
  ...sectionBase("infocardSlider"),
  title: z.string().optional(),
  items: z.array(SliderInfocardSchema),
  slidesPerPage: SlidesPerPage,
  autoplayMs: z.number().int().min(0).default(3000),
});

/** §3.5 Benefits block; §9 benefits infocard image 125×125. The button shows an overlay text. */
export const BenefitsBlockSchema = z.object({
  ...sectionBase("benefitsBlock"),
  title: z.object({ text: z.string().min(1), color: Color.optional(), align: Align.default("center") }),
  image: ResponsiveImageSchema.optional(),
  lines: z.array(RichTextLineSchema.extend({ isNumberBig: z.boolean().default(false) })).default([]),
  button: z.object({ text: z.string().min(1), background: Color.default("#1a1a1a"), color: Color.default("#fff") }),
  overlay: z.object({ text: z.string().min(1), align: Align.default("center"), color: Color.default("#fff"), background: Color.default("rgba(26,26,26,.92)") }),
  link: Href.optional(),
});

/** §3.5 Countdown: target, images, colours, texts per device and a link. */
export const CountdownSchema = z.object({
  ...sectionBase("countdown"),
  /** ISO date with its offset ('2026-12-24T00:00:00-03:00'); missing → now + 2 days (§9). */
  targetDate: z.iso.datetime({ offset: true }).optional(),
  title: z.string().min(1),
  titleMobile: z.string().optional(),
  subtitle: z.string().optional(),
  subtitleMobile: z.string().optional(),
  image: ResponsiveImageSchema.optional(),
  colors: z
    .object({ background: Color.default("#1a1a1a"), text: Color.default("#fff"), ring: Color.default("#ab1458"), track: Color.default("rgba(255,255,255,.2)") })
    .default({ background: "#1a1a1a", text: "#fff", ring: "#ab1458", track: "rgba(255,255,255,.2)" }),
  link: z.object({ url: Href, text: z.string().min(1) }).optional(),
});

/** §3.5 Incentive: icon, alt, title, first and second line; §9 icons 32×32. */
export const IncentivesSchema = z.object({
  ...sectionBase("incentives"),
  items: z
    .array(
      z.object({
        icon: z.object({ src: ImageSchema.shape.src, width: z.literal(32).default(32), height: z.literal(32).default(32) }),
        alt: z.string(),
        title: z.string().min(1),
        firstLineText: z.string().optional(),
        secondLineText: z.string().optional(),
      }),
    )
    .min(1),
});

export const VideoInfoCardSchema = z.object({
  ...sectionBase("videoInfoCard"),
  heading: z.enum(["h1", "h2", "h3"]).default("h2"),
  title: z.string().min(1),
  text: Markdown.optional(),
  video: VideoSchema,
  cta: ButtonSchema.optional(),
});
