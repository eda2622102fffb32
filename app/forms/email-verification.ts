// Copy of the verified-email pages and button (decision 117), shared by the pages and their actions.
export const emailVerificationCopy = {
  verify: "Verificá tu email",
  why: "Confirmá que este email es tuyo y vas a ver en tu cuenta también los pedidos que hiciste sin ingresar.",
  send: "Enviarme el email de verificación",
  sent: (email: string) => `Te enviamos un email a ${email}. Abrí el enlace para verificar tu dirección.`,
  limited: "Ya te enviamos varios emails de verificación. Probá de nuevo en una hora.",
  failed: "No pudimos enviar el email de verificación. Probá de nuevo en unos minutos.",
  verified: "Tu email está verificado.",
  confirmTitle: "Verificar tu email",
  confirmIntro: (email: string) => `Confirmá que ${email} es tu dirección de email.`,
  confirm: "Verificar mi email",
  done: "¡Listo! Verificamos tu email. Los pedidos que hiciste con esa dirección ya están en tu cuenta.",
  invalid: "Este enlace de verificación no es válido o ya venció. Pedí uno nuevo desde tu perfil.",
} as const;
