import type { ChildProcess } from "node:child_process";

export const root: string;
export const toolEnv: NodeJS.ProcessEnv;
export function bin(name: string): string;
export function step(title: string): void;
export function run(command: string, args: string[], options?: object): unknown;
export function capture(command: string, args: string[], options?: object): { status: number | null; stdout: string };
export function start(command: string, args: string[], options?: object): ChildProcess;
export function ensureDependencies(): void;
export function ensureDevVars(): void;
export function build(): void;
export const mercadoPagoStandInPort: number;
export const emailStandInPort: number;
export function devVars(): Record<string, string>;
