import type { Translation } from "./catalog";
import type { common } from "./common.en";

const es: Translation<typeof common.en> = {
  skipToContent: "Ir al contenido",
  nav: {
    main: "Principal",
    mobile: "Menú móvil",
    home: "Inicio",
    subscribe: "Suscribirse",
    reportMissing: "Reportar desaparición",
    reportMissingPerson: "Reportar persona desaparecida",
    activeAlerts: "Alertas activas",
    community: "Comunidad",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
  },
  language: "Idioma",
  pageError: {
    title: "No se pudo cargar esta página",
    retry: "Algo salió mal. Inténtelo de nuevo.",
    offline: "No tiene conexión y esta página todavía no se ha guardado en este teléfono.",
  },
  loading: "Cargando...",
  tryAgain: "Reintentar",
  close: "Cerrar",
  closeNotification: "Cerrar aviso",
  reportPage: {
    title: "Reportar una persona desaparecida",
    intro:
      "Díganos quién está desaparecido y dónde se le vio por última vez. Un moderador revisa cada reporte antes de enviarlo a los suscriptores como alerta, así que dé datos exactos y un número de teléfono donde podamos localizarle.",
  },
  subscribePage: {
    title: "Suscribirse a las alertas",
    intro:
      "Cuando un niño desaparece, las primeras horas son las más importantes. Suscríbase para recibir alertas verificadas de su zona por SMS, WhatsApp o correo electrónico.",
  },
  level: "Nivel de alerta: ",
  levels: { red: "Alerta roja", concern: "Preocupación", local: "Local" },
  date: {
    months: "enero,febrero,marzo,abril,mayo,junio,julio,agosto,septiembre,octubre,noviembre,diciembre",
    long: "{{day}} de {{month}} de {{year}}",
    longTime: "{{day}} de {{month}} de {{year}}, {{hour}}:{{minutes}}",
    am: "a. m.",
    pm: "p. m.",
  },
};
export default es;
