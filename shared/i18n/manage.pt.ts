import type { Translation } from "./catalog";
import type { manage } from "./manage.en";

const pt: Translation<typeof manage.en> = {
  title: "Gerenciar meus alertas",
  loading: "Carregando sua inscrição...",
  loadFailed: "Não foi possível carregar sua inscrição",
  processing: "Processando...",
  on: "Ativados",
  off: "Desativados",
  summary: {
    title: "Sua inscrição",
    receiving: "Recebendo alertas",
    switchedOff: "Alertas desativados",
    name: "Nome",
    area: "Região",
    email: "E-mail",
    sms: "Mensagens de texto",
    whatsapp: "WhatsApp",
    places: "Outros lugares",
    quiet: "Horário de silêncio",
    drills: "Alertas de teste (simulados)",
    pinnedAddress: "Seu endereço marcado no mapa",
    notKnown: "Desconhecida",
    noEmail: "Nenhum e-mail cadastrado",
    noPhone: "Nenhum telefone cadastrado",
    smsStopped: "{{phone}}: desativadas (você respondeu STOP; envie START para reativá-las)",
    pinnedPlace: "lugar marcado no mapa",
    none: "Nenhum",
    quietHours: "Das {{start}} às {{end}} (os alertas vermelhos sempre chegam)",
    hidden:
      "Seu e-mail e seu telefone aparecem em parte ocultos, porque este link pode ter sido encaminhado. Para usar outro e-mail ou telefone, inscreva-se com ele e cancele aqui.",
  },
  alertsOff: {
    unsubscribed: "Sua inscrição foi cancelada",
    switchedOff: "Seus alertas estão desativados",
    text: "Você não vai mais receber alertas de pessoas desaparecidas de {{brand}}. Mudou de ideia? Você pode reativá-los aqui a qualquer momento.",
    turnOn: "Reativar os alertas",
    turnedOn: "Alertas reativados",
    turnedOnText: "Você voltará a receber alertas de pessoas desaparecidas.",
  },
  form: {
    title: "Alterar seus alertas",
    name: "Nome completo",
    address: "Novo endereço (opcional)",
    addressHint:
      "Os alertas agora chegam a pessoas perto de {{area}}. Para mudar, comece a digitar seu novo endereço e escolha uma sugestão, ou toque no mapa.",
    yourAddress: "o endereço que você informou",
    addressPlaceholder: "Comece a digitar seu novo endereço",
    places: "Outros lugares",
    whatsapp: "Receber alertas pelo WhatsApp",
    whatsappNeedsPhone:
      "Os alertas pelo WhatsApp precisam de um número de telefone, e esta inscrição não tem.",
    whatsappJoin:
      "Para concluir a ativação do WhatsApp, envie a mensagem 'join' para o nosso número de WhatsApp.",
    openWhatsapp: "Abrir o WhatsApp agora",
    drills: "Enviem também os alertas de teste semestrais (simulados)",
    save: "Salvar alterações",
    saving: "Salvando...",
    nothing: "Nada para salvar",
    nothingText: "Você ainda não alterou nada.",
    saved: "Alterações salvas",
    savedText: "Seus alertas foram atualizados.",
    failed: "Erro ao salvar as alterações",
  },
  unsubscribe: {
    done: "Sua inscrição foi cancelada",
    doneText:
      "Você não vai mais receber alertas de pessoas desaparecidas de {{brand}}. Mudou de ideia? Abra de novo o link da mensagem para reativá-los.",
    confirm: "Parar de receber alertas?",
    confirmText:
      "Você não vai mais receber alertas de pessoas desaparecidas de {{brand}} por mensagem de texto, WhatsApp ou e-mail.",
    button: "Cancelar inscrição",
    invalid: "Este link para cancelar a inscrição não é válido",
    invalidText: "Abra de novo o link da mensagem de alerta, conferindo se o link foi copiado por inteiro.",
  },
  deleteData: {
    title: "Apagar meus dados",
    text: "Isto apaga sua inscrição, seu nome, telefone, e-mail, endereço e foto de {{brand}}. Você não vai receber mais alertas. Não é possível desfazer: para voltar a receber alertas, seria preciso se inscrever de novo.",
    confirm: "Sim, apagar meus dados",
    deleting: "Apagando...",
    cancel: "Cancelar",
    done: "Seus dados foram apagados",
    doneText:
      "Sua inscrição, seus contatos e sua foto foram apagados. Obrigado por ter ajudado na busca por pessoas desaparecidas.",
  },
  push: {
    title: "Alertas neste celular",
    onText: "O celular mostra um aviso com a foto da criança quando um alerta perto de você é verificado.",
    offText: "Receba um aviso grátis e na hora neste celular quando um alerta perto de você for verificado.",
    turnOn: "Ativar alertas neste celular",
    turnOff: "Desativar alertas neste celular",
    turnedOff: "Os alertas neste celular estão desativados",
    turnedOffText: "Não haverá mais avisos no seu celular.",
    turnOffFailed: "Não foi possível desativar os alertas neste celular",
  },
};
export default pt;
