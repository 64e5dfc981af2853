import type { Catalogue } from "./en-us.js";

export const es: Catalogue = {
  common: { loading: "Cargando…", retry: "Intentar de nuevo" },
  errors: {
    campaignAt: "Error con la campaña en {{path}}",
    tourAt: "Error con la gira en {{path}}",
    notFound: "No se pudo encontrar esta página",
    goHome: "Ir a la página de inicio",
    sessionStorage:
      "El almacenamiento de sesión no está disponible en este navegador. Es posible que algunos pasos no guarden tu progreso.",
  },
  welcome: { heroAlt: "Imagen de la campaña {{name}}" },
  home: {
    title: "Campañas para fans",
    intro: "Abre una campaña para registrarte, ganar puntos y desbloquear premios.",
  },
  validation: {
    required: "Tu {{fieldName}} es obligatorio",
    invalid: "Tu {{fieldName}} no es válido",
    wrongFormat: "Tu {{fieldName}} tiene un formato incorrecto",
    fieldRequired: "El campo es obligatorio",
    notValid: "Tu {{fieldName}} no es correcto",
    placeZero: "Pon un 0 delante de tu número",
    dobRange: "Fecha no válida, la fecha de nacimiento debe estar entre {{oldest}} y {{latest}}",
    dobAfter: "Tu fecha de nacimiento no puede ser posterior al {{date}}",
    dobBefore: "Tu fecha de nacimiento no puede ser anterior al {{date}}",
    dateFormat: "Formato de fecha no válido",
    charactersLeft: "Quedan {{count}} caracteres",
    amountMin: "El importe mínimo es {{amount}}",
    amountMax: "El importe máximo es {{amount}}",
    preferenceRequired: "Elige al menos una forma de recibir noticias nuestras",
    messengerUnconfirmed: "Confirma tu suscripción a Messenger",
    invalidCode: "Código de verificación no válido, inténtalo de nuevo",
  },
  verification: {
    tooManyAttempts:
      "Demasiados intentos de verificación. Espera {{minutes}} minutos antes de volver a intentarlo.",
    retryIn: "vuelve a intentarlo en {{seconds}} segundos",
    maxTextsResent: "Ya has reenviado el número máximo de mensajes de texto",
    emailResendFailed: "Se produjo un error al reenviar tu correo electrónico, inténtalo de nuevo",
    textResendFailed: "Se produjo un error al reenviar tu mensaje de texto, inténtalo de nuevo",
  },
  registration: {
    submitFailed: "Se produjo un error al enviar tu formulario, inténtalo de nuevo",
    createUserFailed: "No se pudo crear el usuario",
    fanAccountMissing: "No se pudo crear la cuenta de fan / La cuenta de fan no existe.",
    alreadyRegistered:
      "Esta dirección de correo electrónico ya está registrada. Inténtalo de nuevo con otra cuenta.",
    subscribed: "suscrito",
  },
  magicLink: {
    checkInbox: "revisa tu bandeja de entrada",
    registerNewEmail: "registrar un correo electrónico nuevo",
    notRegistered: "Esta dirección de correo electrónico aún no se ha registrado",
    generateFailed: "Se produjo un error al generar tu enlace. Inténtalo de nuevo.",
    createFailed: "Error al crear un enlace nuevo. Inténtalo de nuevo",
    pleaseWait: "Espera antes de solicitar otro enlace de inicio de sesión",
    newLinkSoon: "Pronto recibirás un nuevo enlace de inicio de sesión en tu bandeja de entrada",
  },
  flow: {
    backToMainPage: {
      presale: "Volver a la página del evento",
      livestream: "Volver a la página de la transmisión en directo",
      competition: "Volver a la página del concurso",
      giveaway: "Volver a la página del sorteo",
      ballot: "Volver a la página de la votación",
      waitlist: "Volver a la página del evento",
      donate: "Volver a la página de donación",
      preorder: "Volver a la página de reserva",
    },
  },
};
