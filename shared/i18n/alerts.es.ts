import type { alerts } from "./alerts.en";
import type { Translation } from "./catalog";

const es: Translation<typeof alerts.en> = {
  title: "Alertas activas",
  intro:
    "Alertas verificadas de personas desaparecidas. Si ha visto a alguna de estas personas, abra la alerta y reporte el avistamiento.",
  search: "Buscar",
  searchPlaceholder: "Buscar por nombre o lugar...",
  location: "Lugar",
  allLocations: "Todos los lugares",
  loading: "Cargando alertas...",
  failed: "No se pudieron cargar las alertas",
  none: "No se encontraron alertas",
  noMatch: "Ninguna alerta coincide con su búsqueda. Pruebe a cambiar los filtros.",
  noneActive: "En este momento no hay alertas activas.",
  showingOne: "Mostrando {{shown}} de {{total}} alerta",
  showingMany: "Mostrando {{shown}} de {{total}} alertas",
  loadingMore: "Cargando...",
  loadMore: "Cargar más alertas",
  noPhoto: "Sin foto",
  missing: "DESAPARECIDO",
  age: "Edad: {{age}} años",
  lastSeen: "Visto por última vez: {{place}}",
  wearing: "Vestía: {{clothing}}",
  reported: "Reportado: hace {{ago}}",
  details: "Ver detalles",
  detailsFor: " de {{name}}",
  reportSighting: "Reportar avistamiento",
  sightingOf: " de {{name}}",
};
export default es;
