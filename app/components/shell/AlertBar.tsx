import { useEffect, useState } from "react";

import type { Header } from "../../content/shell";
import { whenInteractive } from "../cms/interactive";
import { StyleWithoutScripts } from "../ui/StyleWithoutScripts";

/** Without JavaScript nothing says when the page is ready: the messages start after a pause. */
// Two classes: the shell's sheet, whose `.alert-bar__track` holds the bar still, comes after this style (decision 082).
const withoutScriptsStart = ".alert-bar .alert-bar__track { animation-play-state: running; animation-delay: 3s; }";

/**
 * Spec §2.4: scrolling messages at a configurable speed (default 1); still when motion is reduced.
 * The messages are shown twice so the loop is seamless, and move once the page is interactive (decision 052).
 */
export function AlertBar({ alertBar }: { alertBar: Header["alertBar"] }) {
  const [moving, setMoving] = useState(false);
  useEffect(() => whenInteractive(() => setMoving(true)), []);
  if (alertBar.messages.length === 0) return null;
  const seconds = Math.max(8, (alertBar.messages.length * 12) / alertBar.speed);
  const messages = alertBar.messages.map((message) => (
    <li key={message.text} style={{ color: message.color }}>
      {message.text}
    </li>
  ));
  return (
    <div className={moving ? "alert-bar alert-bar--moving" : "alert-bar"} role="region" aria-label="Promociones">
      <StyleWithoutScripts css={withoutScriptsStart} />
      <div className="alert-bar__track" style={{ animationDuration: `${seconds}s` }}>
        <ul className="alert-bar__messages">{messages}</ul>
        <ul className="alert-bar__messages" aria-hidden="true">
          {messages}
        </ul>
      </div>
    </div>
  );
}
