// "state computed from dates/paused at the request's clock: 'Programada', 'Activa', 'Pausada',
// 'Terminada'"; a promotion is live from its start (inclusive) until its end (exclusive) (decision 122).
import { describe, expect, it } from "vitest";

import { promotionState, promotionStateLabels, rewardSummary } from "./promotion-state";

const start = "2026-12-10T12:00:00.000Z";
const end = "2026-12-10T15:00:00.000Z";

describe("a promotion's state at a moment", () => {
  it.each([
    ["a minute before its start", "2026-12-10T11:59:00.000Z", false, end, "scheduled"],
    ["at its start", start, false, end, "active"],
    ["between start and end", "2026-12-10T13:00:00.000Z", false, end, "active"],
    ["a millisecond before its end", "2026-12-10T14:59:59.999Z", false, end, "active"],
    ["at its end (exclusive)", end, false, end, "ended"],
    ["after its end", "2026-12-11T00:00:00.000Z", false, end, "ended"],
    ["with no end, long after", "2030-01-01T00:00:00.000Z", false, null, "active"],
    ["paused while it runs", "2026-12-10T13:00:00.000Z", true, end, "paused"],
    ["paused before it starts", "2026-12-10T11:00:00.000Z", true, end, "paused"],
    ["paused, and past its end", "2026-12-10T16:00:00.000Z", true, end, "ended"],
  ] as const)("%s: %s", (_, now, paused, endsAt, state) => {
    expect(promotionState({ paused, startsAt: start, endsAt }, new Date(now))).toBe(state);
  });

  it("names each state in Spanish", () => {
    expect(promotionStateLabels).toEqual({
      scheduled: "Programada",
      active: "Activa",
      paused: "Pausada",
      ended: "Terminada",
    });
  });
});

describe("what a promotion gives, in a few words", () => {
  it.each([
    [{ kind: "percent-off", percent: 20 }, "20% OFF"],
    [{ kind: "amount-off", amountCents: 500_000 }, "$5.000 OFF"],
    [{ kind: "buy-n-pay-m", buy: 2, pay: 1 }, "Llevá 2, pagá 1"],
    [{ kind: "nth-unit-percent", nth: 2, percent: 70 }, "70% en la 2ª unidad"],
    [{ kind: "free-shipping" }, "Envío gratis"],
    [{ kind: "gift", giftSku: "9001" }, "Regalo: SKU 9001"],
  ] as const)("%j → %s", (reward, text) => {
    expect(rewardSummary(reward)).toBe(text);
  });
});
