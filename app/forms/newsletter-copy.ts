// Kept apart from the schema so the browser can show these messages without loading zod (decision 010).

/** Spec storefront-shell §5 "Newsletter" and §8 (messages). Shared by the form and its action. */
export const newsletterCopy = {
  success: "¡Gracias por registrarte!",
  alreadySubscribed: "Ya estás suscripto.",
  rateLimited: "Recibimos muchos intentos desde tu conexión. Probá de nuevo en unos minutos.",
  emailRequired: "Ingresá tu email.",
  emailInvalid: "Ingresá un email válido.",
  nameRequired: "Ingresá tu nombre.",
  /** §5 "Otherwise the browser alert 'Por favor, acepta los términos y condiciones' is shown." */
  termsRequired: "Por favor, acepta los términos y condiciones",
  popupGone: "Esta promoción ya no está disponible.",
} as const;
