import { emailAddress } from "./email";
import { fieldLimits } from "./field-limits";
import { newsletterCopy } from "./newsletter-copy";
import { z } from "./zod";

export { newsletterCopy };

const fields = z.object({
  email: z
    .string({ error: newsletterCopy.emailRequired })
    .trim()
    .min(1, newsletterCopy.emailRequired)
    .max(fieldLimits.email, newsletterCopy.emailInvalid)
    .pipe(emailAddress(newsletterCopy.emailInvalid)),
  name: z.string().trim().max(fieldLimits.name).optional(),
  /** Where the form sits; spec §7: the 'Event' inline variant is entity 'EM', the rest 'NV'. */
  source: z.enum(["footer", "inline", "popup"]).default("footer"),
  variant: z.string().max(fieldLimits.variant).optional(),
  redirectTo: z.string().max(fieldLimits.redirectTo).optional(),
  /** Honeypot: people never see it, bots fill it. */
  website: z.string().max(fieldLimits.website, "No pudimos procesar el formulario.").optional(),
  /** The popup's id ('popup-{index}'); the action reads its design from the site settings. */
  popupId: z
    .string()
    .max(fieldLimits.popupId)
    .regex(/^popup-\d{1,3}$/)
    .optional(),
  terms: z.literal("on").optional(),
});

export const NewsletterSchema = fields.superRefine((value, context) => {
  // §2.23 "The popup has … a terms checkbox"; §5 "The terms checkbox must be checked."
  if (value.source === "popup" && value.terms !== "on") {
    context.addIssue({ code: "custom", path: ["terms"], message: newsletterCopy.termsRequired });
  }
});
export type NewsletterSubmission = z.infer<typeof NewsletterSchema>;
export type NewsletterFields = z.input<typeof NewsletterSchema>;

export const newsletterEntity = (submission: Pick<NewsletterSubmission, "source" | "variant">) =>
  submission.source === "inline" && submission.variant === "Event" ? "EM" : "NV";
