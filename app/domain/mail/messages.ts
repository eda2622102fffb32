// The e-mails the store sends (decision 116): each kind with the data its text needs, written to the
// outbox with the change it tells of and rendered when delivered. Never card data: a payment is named
// by its method and cuotas only.

type OrderRef = { orderId: string; number: number };

export type EmailMessage =
  | { kind: "pedido-recibido"; data: OrderRef }
  | { kind: "pago-aprobado"; data: OrderRef & { instalments: number | null } }
  | { kind: "pago-rechazado"; data: OrderRef & { reason: string } }
  | { kind: "listo-para-retirar"; data: OrderRef & { store: string } }
  | { kind: "enviado"; data: OrderRef & { carrier: string; trackingNumber: string } }
  | { kind: "entregado"; data: OrderRef }
  | { kind: "cancelado"; data: OrderRef & { reason: string | null } }
  | { kind: "devuelto"; data: OrderRef & { amountCents: number } }
  | { kind: "arrepentimiento-recibido"; data: { code: string; orderNumber: string } }
  | {
      kind: "arrepentimiento-resuelto";
      data: { code: string; orderNumber: string; outcome: "reembolsado" | "rechazado"; reason: string | null };
    }
  | { kind: "newsletter-confirmar"; data: { confirmUrl: string } }
  | { kind: "newsletter-bienvenida"; data: { coupon: string; promotion: string } }
  | { kind: "verificar-email"; data: { verifyUrl: string } };

export type EmailKind = EmailMessage["kind"];

/** One message for one recipient; `key` names it so writing it twice (a retried change) sends it once. */
export type OutgoingEmail = EmailMessage & { to: string; key: string };
