import type { MessageTexts } from "./en-us.js";

export const es: MessageTexts = {
  plurals: {
    minutes: { one: "{{count}} minuto", many: "{{count}} minutos", other: "{{count}} minutos" },
  },
  verificationSms: {
    text: "{{code}} es tu código de verificación para {{campaign}}. Caduca en {{minutes}}.",
  },
  verificationCode: {
    subject: "Tu código de verificación para {{campaign}}",
    heading: "Tu código de verificación",
    intro:
      "Introduce este código en la página de registro para confirmar tu dirección de correo electrónico.",
    textIntro: "Tu código de verificación es {{code}}.",
    expires: "Caduca en {{minutes}}.",
  },
  verificationLink: {
    subject: "Confirma tu dirección de correo electrónico para {{campaign}}",
    heading: "¡Ya casi está!",
    intro: "Abre este enlace para confirmar tu dirección de correo electrónico:",
    button: "Confirmar mi correo electrónico",
    orCode: "O introduce el código {{code}}.",
    codeLabel: "O introduce este código en la página de registro:",
    expires: "El enlace y el código caducan en {{minutes}}.",
  },
  magicLink: {
    subject: "Tu enlace de acceso para {{campaign}}",
    heading: "Tu enlace de acceso",
    intro: "Abre este enlace para ver {{campaign}}:",
    button: "Ver ahora",
    rules:
      "El enlace funciona una sola vez, en un solo dispositivo, durante {{minutes}}. Una persona por cuenta " +
      "a la vez: si abres un enlace nuevo en otro dispositivo, se cerrará la sesión en este.",
  },
  receipt: {
    subject: "Tu recibo de {{campaign}}",
    heading: "Gracias por tu pago",
    thanks: "Gracias.",
    thanksName: "Gracias, {{name}}.",
    received: "Hemos recibido tu pago de {{amount}} para {{campaign}}.",
    reference: "Referencia del pago: {{reference}}",
  },
  email: {
    linkHint: "Si el botón no funciona, copia este enlace en tu navegador:",
    why: "Recibes este correo porque te registraste en {{campaign}}.",
    unsubscribe: "Darse de baja de los correos de {{campaign}}",
    unsubscribeText: "Darse de baja de los correos de {{campaign}}: {{link}}",
  },
  unsubscribePage: {
    title: "Darse de baja",
    question: "¿Quieres dejar de recibir correos promocionales de {{campaign}} en {{address}}?",
    button: "Darme de baja",
    keeps: "Seguirás recibiendo los códigos, enlaces de acceso y recibos que solicites.",
    done: "Te has dado de baja. Ya no recibirás correos promocionales de {{campaign}}.",
    invalid:
      "Este enlace para darse de baja no es válido. Usa el enlace del correo más reciente que hayas recibido.",
  },
};
