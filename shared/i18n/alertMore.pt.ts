import type { alertMore } from "./alertMore.en";
import type { Translation } from "./catalog";

const pt: Translation<typeof alertMore.en> = {
  tabs: {
    label: "Informações do alerta",
    map: "Mapa e local",
    sightings: "Avistamentos",
    chat: "Chat da comunidade",
    loadingForm: "Carregando o formulário...",
    loadingChat: "Carregando o chat...",
  },
  location: {
    title: "Último local conhecido",
    mapLabel: "Mapa do último local conhecido de {{name}}",
    lastSeen: "Visto pela última vez",
    verifiedSighting: "Avistamento verificado",
    noPoint: "O comunicado não indica um ponto exato no mapa; use o local descrito acima.",
    contact: "Informações de contato",
    callBefore: "Se você viu esta pessoa ou tem qualquer informação, ligue para o número de emergência",
    callAfter: "ou fale com a família:",
  },
  seenName: "Você viu {{name}}?",
  sightingIntro:
    "Se você viu esta pessoa, comunique imediatamente. Cada detalhe (onde, quando, com quem estava) pode ajudar a trazê-la de volta para casa. Um moderador confere cada comunicado antes de mostrá-lo à comunidade.",
  reportSighting: "Comunicar um avistamento",
  sightings: {
    title: "Avistamentos comunicados",
    listLabel: "Lista de avistamentos comunicados",
    loading: "Carregando avistamentos...",
    failed: "Não foi possível carregar os avistamentos",
    none: "Nenhum avistamento foi comunicado ainda.",
    verified: "Verificado",
    pending: "Em análise",
    reportedBy: "Comunicado por: {{name}}",
    anonymous: "Anônimo",
  },
  files: {
    poster: "Baixar cartaz",
    image: "Compartilhar imagem",
  },
  verifyBefore: "Confira este alerta em",
  verifyCode: "— código",
  closed: {
    found: "Encontrado: obrigado por compartilhar",
    closed: "Este alerta foi encerrado: obrigado por compartilhar",
    ended: "Este apelo foi encerrado.",
    thanks: "Obrigado pela sua ajuda.",
    created: "Alerta criado",
    lastSeen: "Visto pela última vez",
    foundOn: "Encontrado",
    closedOn: "Encerrado",
    privacy: "Para proteger a privacidade da pessoa, os detalhes deste alerta não são mais exibidos.",
  },
};
export default pt;
