import type { Header } from "../../content/shell";

/** Spec §2.4: scrolling messages at a configurable speed (default 1); still when motion is reduced. */
export function AlertBar({ alertBar }: { alertBar: Header["alertBar"] }) {
  if (alertBar.messages.length === 0) return null;
  const seconds = Math.max(8, (alertBar.messages.length * 12) / alertBar.speed);
  return (
    <div className="alert-bar" role="region" aria-label="Promociones">
      <ul className="alert-bar__track" style={{ animationDuration: `${seconds}s` }}>
        {alertBar.messages.map((message) => (
          <li key={message.text} style={{ color: message.color }}>
            {message.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
