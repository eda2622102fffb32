import type { SubmissionResult } from "@conform-to/react";

/** What every form action answers: the same shape for fetchers and for the post-303 flash (decision 007). */
export type FormOutcome = {
  form: string;
  status: "success" | "error";
  message?: string;
  reply?: SubmissionResult<string[]>;
};

/**
 * One-shot outcome of a plain form post, kept in the session and shown once after the 303
 * (decision 007); the session port validates it when it reads the cookie back.
 */
export type Flash = Omit<FormOutcome, "reply"> & {
  /** Conform's submission reply, so the form re-renders with its errors and values. */
  reply?: unknown;
};
