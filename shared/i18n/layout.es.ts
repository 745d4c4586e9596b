import type { Translation } from "./catalog";
import type { layout } from "./layout.en";

const es: Translation<typeof layout.en> = {
  footer: {
    tagline: "Alertas comunitarias de personas desaparecidas en Guyana.",
    quickLinks: "Enlaces rápidos",
    footerNav: "Pie de página",
    emergencyContact: "Contacto de emergencia",
    socialMedia: "Redes sociales",
    rights: "Todos los derechos reservados.",
  },
  offline: {
    nothingYet: "Sin conexión: las páginas que ya abrió siguen disponibles",
    lastUpdated: "Sin conexión: actualizado hace {{ago}}",
    tryAgain: "Reintentar",
    updateReady: "Hay una nueva versión de este sitio. Recargue la página cuando termine de escribir.",
    reload: "Recargar",
  },
  outbox: {
    saved: "quedó guardado en este teléfono y se enviará cuando vuelva a tener conexión.",
    busyReport:
      "quedó guardado en este teléfono. El servicio todavía no pudo recibir su reporte; lo volveremos a intentar.",
    busySighting:
      "quedó guardado en este teléfono. El servicio todavía no pudo recibir su avistamiento; lo volveremos a intentar.",
    reportAbout: "Su reporte sobre {{name}}",
    sightingAt: "Su avistamiento en {{location}}",
    sent: "Enviado:",
    reached: "{{summary}} nos llegó. Gracias.",
    notSent: "{{summary}} no se pudo enviar:",
    whatYouWrote: "Lo que escribió",
    dismiss: "Descartar",
    close: "Cerrar",
    fields: {
      name: "Nombre completo",
      description: "Descripción",
      clothing: "Ropa",
      lastLocation: "Último lugar conocido",
      lastSeen: "Visto por última vez",
      circumstances: "Circunstancias",
      reporterName: "Su nombre",
      reporterRelationship: "Parentesco",
      reporterPhone: "Teléfono",
      reporterEmail: "Correo electrónico",
      reporterContact: "Contacto",
      location: "Lugar",
      sightingTime: "Hora del avistamiento",
    },
  },
  notFound: {
    title: "404: página no encontrada",
    text: "La página que busca no existe.",
  },
  map: {
    failed: "No se pudo cargar el mapa.",
    loading: "Cargando el mapa...",
    selected: "Lugar elegido",
    pinSet: "Marcador en {{lat}}, {{lng}}",
    choose: "Elija una sugerencia o toque el mapa para marcar el punto exacto.",
    suggestions: "Sugerencias de direcciones",
    clearPin: "Quitar el marcador",
    pickerLabel: "{{label}}: mapa. Toque para poner el marcador y arrástrelo para ajustarlo.",
  },
  photo: {
    invalid: "Tipo de archivo no válido",
    invalidText: "Suba un archivo de imagen (JPEG, PNG, etc.)",
    failed: "Error al procesar la imagen",
    failedText: "Inténtelo de nuevo con una imagen más pequeña.",
  },
  savedOnPhone: "Guardado en este teléfono",
  savedReport: "No hay conexión en este momento. Su reporte se enviará cuando vuelva a tener conexión.",
  savedSighting:
    "No hay conexión en este momento. Su avistamiento se enviará cuando vuelva a tener conexión.",
  ago: {
    underMinute: "menos de un minuto",
    minute: "1 minuto",
    minutes: "{{n}} minutos",
    hour: "alrededor de 1 hora",
    hours: "alrededor de {{n}} horas",
    day: "1 día",
    days: "{{n}} días",
    month: "alrededor de 1 mes",
    months: "{{n}} meses",
    year: "alrededor de 1 año",
    years: "alrededor de {{n}} años",
  },
};
export default es;
