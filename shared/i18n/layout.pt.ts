import type { Translation } from "./catalog";
import type { layout } from "./layout.en";

const pt: Translation<typeof layout.en> = {
  footer: {
    tagline: "Alertas comunitários de pessoas desaparecidas na Guiana.",
    quickLinks: "Links rápidos",
    footerNav: "Rodapé",
    emergencyContact: "Contato de emergência",
    socialMedia: "Redes sociais",
    rights: "Todos os direitos reservados.",
  },
  offline: {
    nothingYet: "Sem conexão: as páginas que você já abriu continuam disponíveis",
    lastUpdated: "Sem conexão: atualizado há {{ago}}",
    tryAgain: "Tentar de novo",
    updateReady: "Há uma nova versão deste site. Recarregue a página quando terminar de digitar.",
    reload: "Recarregar",
  },
  outbox: {
    saved: "ficou salvo neste celular e será enviado quando você voltar a ter conexão.",
    busyReport:
      "ficou salvo neste celular. O serviço ainda não conseguiu receber seu comunicado; vamos tentar de novo.",
    busySighting:
      "ficou salvo neste celular. O serviço ainda não conseguiu receber seu avistamento; vamos tentar de novo.",
    reportAbout: "Seu comunicado sobre {{name}}",
    sightingAt: "Seu avistamento em {{location}}",
    sent: "Enviado:",
    reached: "{{summary}} chegou até nós. Obrigado.",
    notSent: "{{summary}} não pôde ser enviado:",
    whatYouWrote: "O que você escreveu",
    dismiss: "Descartar",
    close: "Fechar",
    fields: {
      name: "Nome completo",
      description: "Descrição",
      clothing: "Roupas",
      lastLocation: "Último local conhecido",
      lastSeen: "Visto pela última vez",
      circumstances: "Circunstâncias",
      reporterName: "Seu nome",
      reporterRelationship: "Parentesco",
      reporterPhone: "Telefone",
      reporterEmail: "E-mail",
      reporterContact: "Contato",
      location: "Local",
      sightingTime: "Hora do avistamento",
    },
  },
  notFound: {
    title: "404: página não encontrada",
    text: "A página que você procura não existe.",
  },
  ago: {
    underMinute: "menos de um minuto",
    minute: "1 minuto",
    minutes: "{{n}} minutos",
    hour: "cerca de 1 hora",
    hours: "cerca de {{n}} horas",
    day: "1 dia",
    days: "{{n}} dias",
    month: "cerca de 1 mês",
    months: "{{n}} meses",
    year: "cerca de 1 ano",
    years: "cerca de {{n}} anos",
  },
};
export default pt;
