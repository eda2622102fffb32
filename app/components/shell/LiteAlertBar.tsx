import type { Header } from "../../content/shell";

/** The lite page's alert bar (decision 110): its first message, still, once — no second copy, no motion. */
export function LiteAlertBar({ alertBar }: { alertBar: Header["alertBar"] }) {
  const [message] = alertBar.messages;
  if (!message) return null;
  return (
    <div className="alert-bar" role="region" aria-label="Promociones">
      <p className="alert-bar__message" style={{ color: message.color }}>
        {message.text}
      </p>
    </div>
  );
}
