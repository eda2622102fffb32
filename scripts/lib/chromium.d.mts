export const chromiumPath: string;
export const headlessShellPath: string;
export const chromiumFlags: string[];
export function ensureChromium(): void;
