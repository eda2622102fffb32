// Spec storefront-shell §2.19 "Purchase-cancellation page", first reading, with Esencia's own form
// in place of the embedded form builder. §9 "Cancellation right: 10 calendar days from delivery or
// contract."
export const withdrawalPage = {
  title: "Formulario de Arrepentimiento",
  buttonTitle: "Botón de Arrepentimiento",
  legal: [
    "Tenés derecho a revocar la aceptación de tu compra dentro de los 10 (diez) días corridos contados a partir de la entrega del producto o de la celebración del contrato, lo último que ocurra, sin responsabilidad alguna (art. 34 de la Ley 24.240 de Defensa del Consumidor y art. 1110 del Código Civil y Comercial de la Nación).",
    "Los costos de devolución están a cargo de Esencia. El producto tiene que estar sin uso, con su envoltorio original y sus accesorios.",
    "No necesitás tener una cuenta ni dar explicaciones más allá del motivo. Te damos el código de identificación de tu solicitud en el momento.",
  ],
  intro: "Completá el siguiente formulario y nos estaremos comunicando con vos para indicarte los pasos a seguir.",
  submit: "Enviar solicitud",
  sending: "Enviando…",
  codeLabel: "Tu código de identificación",
  keepCode:
    "Guardalo: es el número con el que seguimos tu solicitud. También lo vas a encontrar en el email que te enviemos con los pasos a seguir.",
  another: "Enviar otra solicitud",
} as const;
