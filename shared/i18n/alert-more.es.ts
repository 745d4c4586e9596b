import type { alertMore } from "./alert-more.en";
import type { Translation } from "./catalog";

const es: Translation<typeof alertMore.en> = {
  tabs: {
    label: "Información de la alerta",
    map: "Mapa y ubicación",
    sightings: "Avistamientos",
    chat: "Chat comunitario",
    loadingForm: "Cargando el formulario...",
    loadingChat: "Cargando el chat...",
  },
  location: {
    title: "Último lugar conocido",
    mapLabel: "Mapa del último lugar conocido de {{name}}",
    lastSeen: "Visto por última vez",
    verifiedSighting: "Avistamiento verificado",
    noPoint: "El reporte no indica un punto exacto en el mapa; guíese por el lugar descrito arriba.",
    contact: "Información de contacto",
    callBefore: "Si ha visto a esta persona o tiene cualquier información, llame al número de emergencia",
    callAfter: "o comuníquese con la familia:",
  },
  seenName: "¿Ha visto a {{name}}?",
  sightingIntro:
    "Si ha visto a esta persona, repórtelo de inmediato. Cada detalle (dónde, cuándo, con quién estaba) puede ayudar a traerla de vuelta a casa. Un moderador revisa cada reporte antes de mostrarlo a la comunidad.",
  reportSighting: "Reportar un avistamiento",
  sightings: {
    title: "Avistamientos reportados",
    listLabel: "Lista de avistamientos reportados",
    loading: "Cargando avistamientos...",
    failed: "No se pudieron cargar los avistamientos",
    none: "Todavía no se ha reportado ningún avistamiento.",
    verified: "Verificado",
    pending: "En revisión",
    reportedBy: "Reportado por: {{name}}",
    anonymous: "Anónimo",
  },
  files: {
    poster: "Descargar afiche",
    image: "Compartir imagen",
  },
  verifyBefore: "Verifique esta alerta en",
  verifyCode: "— código",
  closed: {
    found: "Encontrado: gracias por compartir",
    closed: "Esta alerta está cerrada: gracias por compartir",
    ended: "Este llamado ha terminado.",
    thanks: "Gracias por su ayuda.",
    created: "Alerta creada",
    lastSeen: "Visto por última vez",
    foundOn: "Encontrado",
    closedOn: "Cerrada",
    privacy: "Para proteger su privacidad, los detalles de esta alerta ya no se muestran.",
  },
  problem: {
    title: "Reportar un problema con esta alerta",
    description:
      "Nuestro personal lee cada reporte y puede retirar una alerta de inmediato. Solo el personal ve lo que escriba aquí.",
    sentStrong: "Gracias, su reporte fue enviado.",
    sentText: "Una persona de nuestro equipo lo revisará y se comunicará con usted.",
    done: "Listo",
    formLabel: "Reportar un problema",
    what: "¿Cuál es el problema?",
    reasons: {
      this_is_me: "Soy yo y no estoy desaparecido",
      found: "La persona ya fue encontrada",
      false_report: "Reporte falso o malintencionado",
      privacy: "Preocupación por la privacidad",
      other: "Otro",
    },
    contact: "Su teléfono o correo electrónico",
    contactHint: "Para que nuestro personal pueda responderle. Nunca se muestra en el sitio.",
    message: "Mensaje",
    messagePlaceholder: "Cuéntenos qué está mal en esta alerta.",
    failed: "No se pudo enviar su reporte.",
    cancel: "Cancelar",
    sending: "Enviando...",
    send: "Enviar reporte",
  },
  errors: {
    "Please choose what the problem is": "Elija cuál es el problema",
    "Please give a phone number or e-mail address so we can answer you":
      "Indique un teléfono o un correo electrónico para que podamos responderle",
    "Please tell us a little more (at least # characters)": "Cuéntenos un poco más (al menos # caracteres)",
    "Please use at most # characters": "Use como máximo # caracteres",
  },
};
export default es;
