import { useEffect, useState } from "react";

import { countdownParts, countdownRing, ringShare, type CountdownParts } from "../../domain/cms/countdown";

const units: { unit: keyof CountdownParts; label: string }[] = [
  { unit: "days", label: "días" },
  { unit: "hours", label: "horas" },
  { unit: "minutes", label: "min" },
  { unit: "seconds", label: "seg" },
];
const circumference = 2 * Math.PI * countdownRing.radius;

/**
 * Days, hours, minutes and seconds to the target as rings (spec §2.16, §9: radius 67, size 150).
 * The first render uses the server's clock, so hydration matches; then it ticks every second and
 * renders nothing once the target has passed (§4.4).
 */
export function CountdownRings({
  target,
  renderedAt,
  colors,
}: {
  target: number;
  renderedAt: number;
  colors: { ring: string; track: string };
}) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = countdownParts(target, now);
  if (!parts) return null;
  const { size, radius } = countdownRing;
  return (
    <ol className="countdown__rings" aria-label="Tiempo restante">
      {units.map(({ unit, label }) => (
        <li key={unit} className="countdown__unit">
          <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true">
            <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke={colors.track} strokeWidth="6" />
            <circle
              cx={size / 2}
              cy={size / 2}
              r={radius}
              fill="none"
              stroke={colors.ring}
              strokeWidth="6"
              strokeLinecap="round"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - ringShare(unit, parts))}
              transform={`rotate(-90 ${size / 2} ${size / 2})`}
            />
          </svg>
          <span className="countdown__value">{String(parts[unit]).padStart(2, "0")}</span>
          <span className="countdown__label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
