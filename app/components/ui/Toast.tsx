import { useEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

export const toastStackId = "toasts";

type Props = { status?: "success" | "error" | "info"; children: ReactNode; className?: string };

/**
 * A toast. Every toast of the page goes to the shell's one stack (#toasts), one above the other, so
 * two at once ('Invalid quantity!' and the add confirmation) never overlap. The server renders it in
 * place, as the stack does its own.
 */
export function Toast({ status, children, className = "" }: Props) {
  const [stack, setStack] = useState<HTMLElement | null>(null);
  useEffect(() => setStack(document.getElementById(toastStackId)), []);
  const toast = (
    <div
      className={["toast", status ? `toast--${status}` : "", className].filter(Boolean).join(" ")}
      role={status === "error" ? "alert" : "status"}
    >
      {children}
    </div>
  );
  return stack ? createPortal(toast, stack) : toast;
}
