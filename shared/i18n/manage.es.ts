import type { Translation } from "./catalog";
import type { manage } from "./manage.en";

const es: Translation<typeof manage.en> = {
  title: "Administrar mis alertas",
  loading: "Cargando su suscripción...",
  loadFailed: "No se pudo cargar su suscripción",
  processing: "Procesando...",
  on: "Activadas",
  off: "Desactivadas",
  summary: {
    title: "Su suscripción",
    receiving: "Recibiendo alertas",
    switchedOff: "Alertas desactivadas",
    name: "Nombre",
    area: "Zona",
    email: "Correo electrónico",
    sms: "Mensajes de texto",
    whatsapp: "WhatsApp",
    places: "Otros lugares",
    quiet: "Horas de silencio",
    drills: "Alertas de prueba (simulacros)",
    pinnedAddress: "Su dirección marcada en el mapa",
    notKnown: "Desconocida",
    noEmail: "No tenemos un correo electrónico",
    noPhone: "No tenemos un número de teléfono",
    smsStopped: "{{phone}}: desactivados (respondió STOP; envíe START para volver a activarlos)",
    pinnedPlace: "lugar marcado en el mapa",
    none: "Ninguno",
    quietHours: "De {{start}} a {{end}} (las alertas rojas siempre llegan)",
    hidden:
      "Su correo electrónico y su número de teléfono se muestran en parte ocultos, porque este enlace pudo haber sido reenviado. Para usar otro correo o teléfono, suscríbase con él y dese de baja aquí.",
  },
  alertsOff: {
    unsubscribed: "Se dio de baja",
    switchedOff: "Sus alertas están desactivadas",
    text: "Ya no recibirá alertas de personas desaparecidas de {{brand}}. ¿Cambió de opinión? Puede volver a activarlas aquí en cualquier momento.",
    turnOn: "Volver a activar las alertas",
    turnedOn: "Alertas activadas de nuevo",
    turnedOnText: "Volverá a recibir alertas de personas desaparecidas.",
  },
  form: {
    title: "Cambiar sus alertas",
    name: "Nombre completo",
    address: "Nueva dirección (opcional)",
    addressHint:
      "Las alertas ahora llegan a personas cerca de {{area}}. Para cambiarla, empiece a escribir su nueva dirección y elija una sugerencia, o toque el mapa.",
    yourAddress: "la dirección que indicó",
    addressPlaceholder: "Empiece a escribir su nueva dirección",
    places: "Otros lugares",
    whatsapp: "Recibir alertas por WhatsApp",
    whatsappNeedsPhone:
      "Las alertas por WhatsApp necesitan un número de teléfono, y esta suscripción no tiene.",
    whatsappJoin:
      "Para completar la activación de WhatsApp, envíe el mensaje 'join' a nuestro número de WhatsApp.",
    openWhatsapp: "Abrir WhatsApp ahora",
    drills: "Envíenme también las alertas de prueba semestrales (simulacros)",
    save: "Guardar cambios",
    saving: "Guardando...",
    nothing: "Nada que guardar",
    nothingText: "Todavía no cambió nada.",
    saved: "Cambios guardados",
    savedText: "Sus alertas se actualizaron.",
    failed: "Error al guardar los cambios",
  },
  unsubscribe: {
    done: "Se dio de baja",
    doneText:
      "Ya no recibirá alertas de personas desaparecidas de {{brand}}. ¿Cambió de opinión? Abra de nuevo el enlace del mensaje para volver a activarlas.",
    confirm: "¿Dejar de recibir alertas?",
    confirmText:
      "Ya no recibirá alertas de personas desaparecidas de {{brand}} por mensaje de texto, WhatsApp ni correo electrónico.",
    button: "Darse de baja",
    invalid: "Este enlace para darse de baja no es válido",
    invalidText: "Abra de nuevo el enlace del mensaje de alerta y asegúrese de copiar el enlace completo.",
  },
  deleteData: {
    title: "Borrar mis datos",
    text: "Esto borra su suscripción, su nombre, número de teléfono, correo electrónico, dirección y foto de {{brand}}. No recibirá más alertas. No se puede deshacer: para volver a recibir alertas tendría que suscribirse de nuevo.",
    confirm: "Sí, borrar mis datos",
    deleting: "Borrando...",
    cancel: "Cancelar",
    done: "Sus datos fueron borrados",
    doneText:
      "Su suscripción, sus datos de contacto y su foto ya no existen. Gracias por haber ayudado a buscar a personas desaparecidas.",
  },
  push: {
    title: "Alertas en este teléfono",
    onText:
      "El teléfono muestra un aviso con la foto del niño o la niña cuando se verifica una alerta cerca de usted.",
    offText:
      "Reciba un aviso gratuito e inmediato en este teléfono cuando se verifique una alerta cerca de usted.",
    turnOn: "Activar alertas en este teléfono",
    turnOff: "Desactivar alertas en este teléfono",
    turnedOff: "Las alertas en este teléfono están desactivadas",
    turnedOffText: "No habrá más avisos en su teléfono.",
    turnOffFailed: "No se pudieron desactivar las alertas en este teléfono",
  },
};
export default es;
