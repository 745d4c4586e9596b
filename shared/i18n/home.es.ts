import type { Translation } from "./catalog";
import type { home } from "./home.en";

const es: Translation<typeof home.en> = {
  heroTitle: "Cada minuto cuenta cuando un niño desaparece",
  heroIntro:
    "{{brand}} es una red comunitaria de alertas para Guyana. Cuando un niño desaparece, las alertas verificadas llegan a los vecinos por SMS, WhatsApp y correo electrónico en pocos minutos.",
  heroIntroNoBrand:
    "Una red comunitaria de alertas para Guyana. Cuando un niño desaparece, las alertas verificadas llegan a los vecinos por SMS, WhatsApp y correo electrónico en pocos minutos.",
  subscribe: "Suscribirse a las alertas",
  report: "Reportar una persona desaparecida",
  sampleTitle: "Así se ve una alerta",
  latestTitle: "Última alerta",
  sampleIntro: "Cuando un niño desaparece, los suscriptores cercanos reciben una alerta como esta.",
  latestIntro: "¿Ha visto a este niño? Cada avistamiento ayuda.",
  loading: "Cargando la alerta...",
  cardTitle: "Alerta de persona desaparecida",
  sampleBadge: "EJEMPLO: NO ES UN CASO REAL",
  verified: "VERIFICADA",
  age: "Edad: {{age}} años",
  lastSeenAt: "Visto por última vez en {{place}}",
  wearing: "Vestía: {{clothing}}",
  reportSighting: "Reportar un avistamiento",
  viewAlert: "Ver la alerta completa",
  mapLabel: "Mapa del último lugar conocido de {{name}}",
  markerTitle: "Visto por última vez",
  markerPopup: "Visto por última vez: {{place}}",
  sample: {
    name: "Niña de ejemplo",
    clothing: "Uniforme escolar azul marino, blusa blanca, mochila rosada.",
    description: "Contextura delgada, cabello negro hasta los hombros en dos trenzas.",
  },
  whatsapp: "Reciba alertas por WhatsApp",
};
export default es;
