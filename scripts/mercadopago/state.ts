// The local Mercado Pago stand-in's state (a dev/test tool, never shipped): everything Mercado Pago
// would keep for the seller, in memory, saved as JSON after each change when a state file is given.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

import { type OutboxEntry, type Payment, type Preference } from "./contract";

export interface State {
  preferences: Map<string, Preference>;
  /** X-Idempotency-Key → preference id. */
  preferenceKeys: Map<string, string>;
  payments: Map<number, Payment>;
  /** Which preference each payment paid (Mercado Pago keeps this out of the payment's body). */
  paymentPreference: Map<number, string>;
  /** `${paymentId}:${X-Idempotency-Key}` → refund id. */
  refundKeys: Map<string, number>;
  /** Preference id → its merchant order id. */
  merchantOrders: Map<string, number>;
  outbox: OutboxEntry[];
  next: { payment: number; refund: number; notification: number; merchantOrder: number };
}

export function emptyState(): State {
  return {
    preferences: new Map(),
    preferenceKeys: new Map(),
    payments: new Map(),
    paymentPreference: new Map(),
    refundKeys: new Map(),
    merchantOrders: new Map(),
    outbox: [],
    next: { payment: 1310000001, refund: 2100000001, notification: 120000000001, merchantOrder: 24000000001 },
  };
}

export function loadState(file: string): State {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return emptyState();
  }
  const saved = JSON.parse(text) as Record<string, unknown>;
  const state = emptyState();
  const entries = <K, V>(key: string) => (saved[key] ?? []) as [K, V][];
  state.preferences = new Map(entries("preferences"));
  state.preferenceKeys = new Map(entries("preferenceKeys"));
  state.payments = new Map(entries("payments"));
  state.paymentPreference = new Map(entries("paymentPreference"));
  state.refundKeys = new Map(entries("refundKeys"));
  state.merchantOrders = new Map(entries("merchantOrders"));
  state.outbox = (saved.outbox ?? []) as OutboxEntry[];
  state.next = { ...state.next, ...(saved.next as Partial<State["next"]>) };
  return state;
}

export function saveState(file: string, state: State): void {
  const json = {
    preferences: [...state.preferences],
    preferenceKeys: [...state.preferenceKeys],
    payments: [...state.payments],
    paymentPreference: [...state.paymentPreference],
    refundKeys: [...state.refundKeys],
    merchantOrders: [...state.merchantOrders],
    outbox: state.outbox,
    next: state.next,
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(json, null, 2));
}
