// Kept apart from the schema so the browser can show these messages without loading zod (decision 010).

/** Spec storefront-shell §5 "Newsletter" and §8 (messages). Shared by the form and its action. */
export const newsletterCopy = {
  success: "¡Gracias por registrarte!",
  /**
   * Double opt-in (decision 116): after §8's success text, the same for a new and a known address, so
   * the answer never tells whether an address is subscribed.
   */
  checkEmail: "Si todavía no confirmaste tu suscripción, te enviamos un correo para hacerlo.",
  confirmTitle: "Confirmá tu suscripción",
  confirmLead: "Tocá el botón para empezar a recibir nuestras ofertas y novedades por mail.",
  confirmButton: "Confirmar suscripción",
  confirmed: "¡Listo! Confirmaste tu suscripción.",
  /** With config:checkout's welcome coupon (decision 122). */
  confirmedWithCoupon: "¡Listo! Confirmaste tu suscripción. Te enviamos por correo tu código de bienvenida.",
  confirmInvalid: "Este enlace ya se usó o venció. Si querés suscribirte, completá el formulario de nuevo.",
  rateLimited: "Recibimos muchos intentos desde tu conexión. Probá de nuevo en unos minutos.",
  emailRequired: "Ingresá tu email.",
  emailInvalid: "Ingresá un email válido.",
  nameRequired: "Ingresá tu nombre.",
  /** §5 "Otherwise the browser alert 'Por favor, acepta los términos y condiciones' is shown." */
  termsRequired: "Por favor, acepta los términos y condiciones",
  popupGone: "Esta promoción ya no está disponible.",
} as const;
