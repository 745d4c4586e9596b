import type { Translation } from "./catalog";
import type { common } from "./common.en";

const pt: Translation<typeof common.en> = {
  skipToContent: "Ir para o conteúdo",
  nav: {
    main: "Principal",
    mobile: "Menu do celular",
    home: "Início",
    subscribe: "Inscrever-se",
    reportMissing: "Comunicar desaparecimento",
    reportMissingPerson: "Comunicar pessoa desaparecida",
    activeAlerts: "Alertas ativos",
    community: "Comunidade",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
  },
  language: "Idioma",
  pageError: {
    title: "Não foi possível carregar esta página",
    retry: "Algo deu errado. Tente de novo.",
    offline: "Você está sem conexão e esta página ainda não foi salva neste celular.",
  },
  loading: "Carregando...",
  tryAgain: "Tentar de novo",
  close: "Fechar",
  closeNotification: "Fechar aviso",
  reportPage: {
    title: "Comunicar uma pessoa desaparecida",
    intro:
      "Conte para nós quem está desaparecido e onde foi visto pela última vez. Um moderador confere cada comunicado antes de enviá-lo aos inscritos como alerta, por isso informe dados exatos e um telefone em que possamos falar com você.",
  },
  subscribePage: {
    title: "Inscrever-se nos alertas",
    intro:
      "Quando uma criança desaparece, as primeiras horas são as mais importantes. Inscreva-se para receber alertas verificados da sua região por SMS, WhatsApp ou e-mail.",
  },
  level: "Nível de alerta: ",
  levels: { red: "Alerta vermelho", concern: "Atenção", local: "Local" },
  date: {
    months: "janeiro,fevereiro,março,abril,maio,junho,julho,agosto,setembro,outubro,novembro,dezembro",
    long: "{{day}} de {{month}} de {{year}}",
    longTime: "{{day}} de {{month}} de {{year}}, {{hour}}:{{minutes}}",
    am: "AM",
    pm: "PM",
  },
};
export default pt;
