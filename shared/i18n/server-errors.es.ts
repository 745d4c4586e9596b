import type { Translation } from "./catalog";
import type { serverErrors } from "./server-errors.en";

const es: Translation<typeof serverErrors.en> = {
  failed: "Algo salió mal: {{message}}",
  tryAgain: "Inténtelo de nuevo.",
  offline: "No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.",
  errors: {
    "Alert not found": "Alerta no encontrada",
    "Not found": "No encontrado",
    "Invalid input": "Datos no válidos",
    "Request body is too large": "Lo que envió es demasiado grande",
    "Request body is not valid JSON": "Lo que envió no se pudo leer. Inténtelo de nuevo.",
    "Something went wrong on our side. Please try again.":
      "Algo salió mal de nuestro lado. Inténtelo de nuevo.",
    "This unsubscribe link is not valid. Please copy the whole link from the message.":
      "Este enlace para darse de baja no es válido. Copie el enlace completo del mensaje.",
    "This offer has expired. Turn on alerts on this phone from the link in any alert we send you.":
      "Esta oferta venció. Active las alertas en este teléfono desde el enlace de cualquier alerta que le enviemos.",
    "Too many failed attempts. Please wait # minute and try again.":
      "Demasiados intentos fallidos. Espere # minuto e inténtelo de nuevo.",
    "Too many failed attempts. Please wait # minutes and try again.":
      "Demasiados intentos fallidos. Espere # minutos e inténtelo de nuevo.",
    "Rate limit exceeded, retry in # second": "Demasiados envíos. Inténtelo de nuevo en # segundo.",
    "Rate limit exceeded, retry in # seconds": "Demasiados envíos. Inténtelo de nuevo en # segundos.",
    "Rate limit exceeded, retry in # minute": "Demasiados envíos. Inténtelo de nuevo en # minuto.",
    "Rate limit exceeded, retry in # minutes": "Demasiados envíos. Inténtelo de nuevo en # minutos.",
    "Rate limit exceeded, retry in # hour": "Demasiados envíos. Inténtelo de nuevo en # hora.",
    "Rate limit exceeded, retry in # hours": "Demasiados envíos. Inténtelo de nuevo en # horas.",
    "must not contain control characters (other than tab and line breaks), U+FFFE, U+FFFF or broken (unpaired surrogate) characters":
      "Contiene caracteres que no se pueden enviar. Escríbalo de nuevo.",
    "must be at most # characters": "Debe tener como máximo # caracteres",
    "cannot be in the future": "No puede estar en el futuro",
    "must be a positive whole number": "Debe ser un número entero positivo",
    "is not one of your places": "No es uno de sus lugares",
    "must be work, school or other": "Debe ser trabajo, escuela u otro",
    "must be a time from #:# to #:#, as HH:MM": "Debe ser una hora de #:# a #:#, como HH:MM",
    "Invalid moderator code": "Código de moderador no válido",
    "Message not found": "Mensaje no encontrado",
  },
};
export default es;
