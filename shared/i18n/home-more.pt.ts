import type { Translation } from "./catalog";
import type { homeMore } from "./home-more.en";

const pt: Translation<typeof homeMore.en> = {
  community: {
    title: "Nossa comunidade está crescendo",
    intro: "Cada inscrito é alguém que pode ajudar quando uma criança desaparece.",
    refresh: "Atualizar",
    refreshLabel: "Atualizar o número de inscritos",
    loading: "Carregando...",
    ofGoal: "inscritos da nossa meta de {{goal}}",
    progressLabel: "Progresso até a meta de inscritos",
    progressValue: "{{progress}} de {{goal}}",
    progressText: "{{progress}} da meta",
    subscribeNow: "Inscreva-se agora",
  },
  supporters: {
    title: "Apoiadores recentes",
    loading: "Carregando apoiadores...",
    failed: "Não foi possível carregar os apoiadores",
    first: "Seja a primeira pessoa a se inscrever!",
    guyana: "Orgulho de ajudar a proteger as crianças da Guiana",
    helping: "Ajudando a trazer crianças desaparecidas de volta para casa",
  },
  share: {
    message:
      "Junte-se a {{brand}} e ajude a encontrar crianças desaparecidas na Guiana. Inscreva-se nos alertas:",
    messageNoBrand:
      "Junte-se à rede e ajude a encontrar crianças desaparecidas na Guiana. Inscreva-se nos alertas:",
    copyFailed: "Não foi possível copiar",
    copyFailedText: "Selecione o link e copie manualmente.",
    spread: "Espalhe a notícia",
    win: "Compartilhe e ganhe {{prize}}",
    ended:
      "Nosso concurso de indicações ({{prize}} para quem trouxesse mais pessoas para a rede) terminou. Ele se encerrou em {{date}}. Obrigado a todos que compartilharam!",
    keepSharing:
      "Continue compartilhando: cada novo inscrito é mais um par de olhos quando uma criança desaparece.",
    contestBefore: "Ajude a rede a crescer. Quem trouxer mais pessoas pelo seu link de indicação ganha",
    contestAfter: "O concurso termina em {{date}}.",
    linkLabel: "Link para compartilhar",
    copied: "Copiado!",
    copy: "Copiar link",
    shareOn: "Compartilhar no",
    textMessage: "Mensagem de texto",
  },
  story: {
    label: "Nossa história",
    title: "Em memória de {{name}}",
  },
  demo: {
    show: "Mostrar alertas de exemplo",
    pause: "Pausar alertas de exemplo",
    label: "Alerta de exemplo",
    title: "Alerta de exemplo",
    titleMore: ": criança desaparecida",
    dismiss: "Fechar o alerta de exemplo de {{name}}",
    lastSeen: "Visto pela última vez {{ago}} perto de {{place}}.",
    note: "Um exemplo dos alertas que os inscritos recebem; não é um caso real.",
    report: "COMUNICAR",
    hoursAgo: "há {{n}} horas",
    hourAgo: "há 1 hora",
    samples: {
      "demo-1": "Uniforme escolar verde, duas tranças, mochila rosa.",
      "demo-2": "Camiseta vermelha, calça jeans azul, tênis branco.",
      "demo-3": "Vestido amarelo, sandálias roxas, óculos.",
      "demo-4": "Moletom preto com capuz, bermuda cinza, carregando uma bola de futebol.",
    },
  },
  sightingDialog: {
    title: "Comunicar um avistamento",
    titleFor: "Comunicar um avistamento: {{name}}",
    description: "Sua informação pode salvar uma vida. Todos os comunicados são confidenciais.",
  },
};
export default pt;
