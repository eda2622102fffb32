import type { SubmissionResult } from "@conform-to/react";
import { z } from "./zod";

/** What every form action answers: the same shape for fetchers and for the post-303 flash (decision 007). */
export type FormOutcome = {
  form: string;
  status: "success" | "error";
  message?: string;
  reply?: SubmissionResult<string[]>;
};

/** One-shot outcome of a plain form post, kept in the session and shown once after the 303 (decision 007). */
export const FlashSchema = z.object({
  form: z.string(),
  status: z.enum(["success", "error"]),
  message: z.string().optional(),
  /** Conform's submission reply, so the form re-renders with its errors and values. */
  reply: z.unknown().optional(),
});
export type Flash = z.infer<typeof FlashSchema>;
