import type { Translation } from "./catalog";
import type { common } from "./common.en";

const es: Translation<typeof common.en> = {
  siteTitle: "Alertas de personas desaparecidas, Guyana",
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
