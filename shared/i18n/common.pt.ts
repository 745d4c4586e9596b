import type { Translation } from "./catalog";
import type { common } from "./common.en";

const pt: Translation<typeof common.en> = {
  siteTitle: "Alertas de pessoas desaparecidas, Guiana",
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
