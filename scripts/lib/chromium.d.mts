export const chromiumPath: string;
export const chromiumFlags: string[];
export function ensureChromium(): void;
