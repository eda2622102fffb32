export const javaPath: string;
export function ensureJava(): void;
