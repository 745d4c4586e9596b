import type { Translation } from "./catalog";
import type { home } from "./home.en";

const pt: Translation<typeof home.en> = {
  heroTitle: "Cada minuto conta quando uma criança desaparece",
  heroIntro:
    "{{brand}} é uma rede comunitária de alertas para a Guiana. Quando uma criança desaparece, alertas verificados chegam aos vizinhos por SMS, WhatsApp e e-mail em poucos minutos.",
  heroIntroNoBrand:
    "Uma rede comunitária de alertas para a Guiana. Quando uma criança desaparece, alertas verificados chegam aos vizinhos por SMS, WhatsApp e e-mail em poucos minutos.",
  subscribe: "Inscrever-se nos alertas",
  report: "Comunicar uma pessoa desaparecida",
  sampleTitle: "Como é um alerta",
  latestTitle: "Último alerta",
  sampleIntro: "Quando uma criança desaparece, os inscritos que estão por perto recebem um alerta como este.",
  latestIntro: "Você viu esta criança? Cada avistamento ajuda.",
  loading: "Carregando o alerta...",
  cardTitle: "Alerta de pessoa desaparecida",
  sampleBadge: "EXEMPLO: NÃO É UM CASO REAL",
  verified: "VERIFICADO",
  age: "Idade: {{age}} anos",
  lastSeenAt: "Visto pela última vez em {{place}}",
  wearing: "Vestia: {{clothing}}",
  reportSighting: "Comunicar um avistamento",
  viewAlert: "Ver o alerta completo",
  mapLabel: "Mapa do último local conhecido de {{name}}",
  markerTitle: "Visto pela última vez",
  markerPopup: "Visto pela última vez: {{place}}",
  sample: {
    name: "Criança de exemplo",
    clothing: "Uniforme escolar azul-marinho, blusa branca, mochila rosa.",
    description: "Magra, cabelo preto na altura dos ombros, em duas tranças.",
  },
  whatsapp: "Receba alertas pelo WhatsApp",
};
export default pt;
