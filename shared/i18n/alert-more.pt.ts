import type { alertMore } from "./alert-more.en";
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
  problem: {
    title: "Comunicar um problema com este alerta",
    description:
      "Nossa equipe lê cada comunicado e pode retirar um alerta na hora. Só a equipe vê o que você escrever aqui.",
    sentStrong: "Obrigado, seu comunicado foi enviado.",
    sentText: "Alguém da nossa equipe vai analisar e entrar em contato com você.",
    done: "Pronto",
    formLabel: "Comunicar um problema",
    what: "Qual é o problema?",
    reasons: {
      this_is_me: "Sou eu e não estou desaparecido",
      found: "A pessoa já foi encontrada",
      false_report: "Comunicado falso ou mal-intencionado",
      privacy: "Preocupação com privacidade",
      other: "Outro",
    },
    contact: "Seu telefone ou e-mail",
    contactHint: "Para que nossa equipe possa responder. Nunca aparece no site.",
    message: "Mensagem",
    messagePlaceholder: "Conte para nós o que está errado neste alerta.",
    failed: "Não foi possível enviar seu comunicado.",
    cancel: "Cancelar",
    sending: "Enviando...",
    send: "Enviar comunicado",
  },
  errors: {
    "Please choose what the problem is": "Escolha qual é o problema",
    "Please give a phone number or e-mail address so we can answer you":
      "Informe um telefone ou e-mail para podermos responder",
    "Please tell us a little more (at least # characters)": "Conte um pouco mais (pelo menos # caracteres)",
    "Please use at most # characters": "Use no máximo # caracteres",
  },
};
export default pt;
