import type { alerts } from "./alerts.en";
import type { Translation } from "./catalog";

const pt: Translation<typeof alerts.en> = {
  title: "Alertas ativos",
  intro:
    "Alertas verificados de pessoas desaparecidas. Se você viu alguma destas pessoas, abra o alerta e comunique o avistamento.",
  search: "Buscar",
  searchPlaceholder: "Buscar por nome ou local...",
  location: "Local",
  allLocations: "Todos os locais",
  loading: "Carregando alertas...",
  failed: "Não foi possível carregar os alertas",
  none: "Nenhum alerta encontrado",
  noMatch: "Nenhum alerta corresponde à sua busca. Tente mudar os filtros.",
  noneActive: "No momento não há alertas ativos.",
  showingOne: "Mostrando {{shown}} de {{total}} alerta",
  showingMany: "Mostrando {{shown}} de {{total}} alertas",
  loadingMore: "Carregando...",
  loadMore: "Carregar mais alertas",
  noPhoto: "Sem foto",
  missing: "DESAPARECIDO",
  age: "Idade: {{age}} anos",
  lastSeen: "Visto pela última vez: {{place}}",
  wearing: "Vestia: {{clothing}}",
  reported: "Comunicado: há {{ago}}",
  details: "Ver detalhes",
  detailsFor: " de {{name}}",
  reportSighting: "Comunicar avistamento",
  sightingOf: " de {{name}}",
};
export default pt;
