// Why Mercado Pago rejected a card payment, told to the shopper in Spanish (decision 113): its
// `status_detail`, as Mercado Pago's Checkout Pro documentation lists them, with what to do next.

const reasons: Record<string, string> = {
  cc_rejected_bad_filled_card_number: "Revisá el número de la tarjeta.",
  cc_rejected_bad_filled_date: "Revisá la fecha de vencimiento de la tarjeta.",
  cc_rejected_bad_filled_security_code: "Revisá el código de seguridad de la tarjeta.",
  cc_rejected_bad_filled_other: "Revisá los datos de la tarjeta.",
  cc_rejected_call_for_authorize: "Tenés que autorizar el pago con el banco que emitió la tarjeta.",
  cc_rejected_card_disabled: "La tarjeta no está activa: llamá al banco que la emitió para activarla.",
  cc_rejected_duplicated_payment:
    "Ya hiciste un pago por ese importe. Si necesitás pagar de nuevo, usá otra tarjeta u otro medio.",
  cc_rejected_high_risk: "El pago no pasó los controles de seguridad. Probá con otro medio de pago.",
  cc_rejected_insufficient_amount: "La tarjeta no tiene saldo suficiente.",
  cc_rejected_invalid_installments: "La tarjeta no acepta esa cantidad de cuotas. Elegí otra.",
  cc_rejected_max_attempts: "Llegaste al límite de intentos con esa tarjeta. Probá con otra tarjeta u otro medio.",
  cc_rejected_blacklist: "No pudimos procesar el pago con esa tarjeta. Probá con otra tarjeta u otro medio.",
  cc_rejected_other_reason: "El banco no aprobó el pago. Probá con otra tarjeta u otro medio.",
};

/** The reason to show for a rejected payment's status_detail; null when Mercado Pago gave none we know. */
export const rejectionReason = (statusDetail: string | null): string | null =>
  statusDetail ? (reasons[statusDetail] ?? null) : null;
