import type { Translation } from "./catalog";
import type { subscribe } from "./subscribe.en";

const pt: Translation<typeof subscribe.en> = {
  why: "Por que se inscrever?",
  points: {
    network: "Faça parte da rede",
    networkText:
      "Seja um dos olhos e ouvidos que ajudam a encontrar crianças desaparecidas em toda a Guiana.",
    instant: "Avisos na hora",
    instantText:
      "Receba alertas verificados por SMS, WhatsApp ou e-mail poucos minutos depois de um comunicado.",
    location: "Alertas da sua região",
    locationText: "Receba os alertas que mais importam: crianças desaparecidas perto de onde você mora.",
    community: "Comunidade",
    communityText: "Compartilhe avistamentos e informações com vizinhos que trabalham pelo mesmo objetivo.",
  },
  formLabel: "Inscrever-se nos alertas",
  name: "Nome completo",
  namePlaceholder: "Digite seu nome completo",
  email: "E-mail",
  phone: "Número de telefone ou WhatsApp",
  phoneHint: "Inclua o código do país com o sinal +, ex.: +592 600 1234",
  address: "Endereço atual",
  addressHint:
    "Comece a digitar e escolha uma sugestão, ou toque no mapa. Os alertas chegam às pessoas que estão perto de onde a criança foi vista pela última vez.",
  addressPlaceholder: "Comece a digitar seu endereço",
  photo: "Foto de perfil (opcional)",
  photoHint: "Sua foto aparece com seu nome na lista de apoiadores recentes.",
  photoChoose: "Enviar foto",
  photoChange: "Trocar foto",
  photoRemove: "Remover foto",
  photoPreview: "Você, como os outros apoiadores veem",
  whatsapp: "Receber também os alertas pelo WhatsApp",
  whatsappOff: "Avisos pelo WhatsApp desativados",
  whatsappOffText: "Você não vai receber alertas pelo WhatsApp.",
  agree: "Aceito receber alertas de emergência sobre pessoas desaparecidas",
  needPhone: "Informe um número de telefone para ativar os alertas pelo WhatsApp.",
  whatsappNote:
    "Depois da inscrição, o WhatsApp vai abrir para você enviar a mensagem 'join' e concluir a ativação.",
  openWhatsapp: "Abrir o WhatsApp agora",
  more: "Mais lugares e horário de silêncio",
  optional: "(opcional)",
  drills: "Enviem também os alertas de teste semestrais (simulados)",
  push: "Alertas neste celular",
  pushText:
    "Grátis e na hora: este celular mostra um aviso com a foto da criança assim que um alerta perto de você é verificado.",
  pushOff: "Os alertas neste celular estão desativados",
  pushFailed: "Não foi possível ativar os alertas neste celular",
  processing: "Processando...",
  submit: "Inscreva-se agora",
  unsubscribeNote: "Você pode cancelar a inscrição a qualquer momento pelo link que vem em cada alerta.",
  whatsappSetup: "Ativação do WhatsApp",
  whatsappSetupText: "Abrindo o WhatsApp com a mensagem 'join'. Toque em enviar para concluir a ativação.",
  failed: "Erro ao fazer a inscrição",
  places: {
    intro:
      "Os alertas chegam para você em casa. Adicione até {{max}} outros lugares, como o seu trabalho ou a escola do seu filho, para saber também quando uma criança desaparecer perto deles.",
    add: "Adicionar um lugar",
    place: "Lugar {{n}}",
    kind: "Tipo de lugar",
    kinds: { work: "Trabalho", school: "Escola", other: "Outro lugar" },
    saved: "Lugar salvo",
    savedSuffix: "(salvo)",
    address: "Endereço",
    addressPlaceholder: "Comece a digitar o endereço",
    pinSet: "Marcador em {{lat}}, {{lng}}",
    choose: "Escolha uma sugestão para indicar onde fica este lugar.",
    remove: "Remover",
    removeLabel: "Remover o lugar {{n}}",
  },
  quiet: {
    title: "Horário de silêncio",
    hint: "Durante o seu horário de silêncio (hora da Guiana), os alertas de Atenção e Locais esperam até ele terminar, e os alertas neste celular chegam sem som. Os alertas vermelhos sempre chegam.",
    from: "Silêncio a partir de",
    until: "Silêncio até",
  },
  supporter: {
    title: "Parabéns, {{name}}!",
    description:
      "Agora você apoia {{brand}}. Juntos podemos trazer as crianças desaparecidas de volta para casa.",
    badge: "Seu selo de apoiador",
    badgeAlt: "Selo de apoiador de {{name}}",
    noBadge: "Seu navegador não conseguiu desenhar o selo.",
    download: "Baixar o selo",
    share: "Compartilhe a notícia",
    shareMessage:
      "Acabei de me tornar apoiador de {{brand}} para ajudar a encontrar crianças desaparecidas na Guiana. Junte-se a mim:",
    nominate: "Indique um amigo",
    nominateText: "Convide um amigo por mensagem de texto para entrar na rede.",
    friendName: "Nome do amigo",
    friendPhone: "Telefone do amigo",
    invite:
      "Oi, {{name}}! Acabei de entrar para {{brand}} para ajudar a encontrar crianças desaparecidas na Guiana. Você também pode ajudar: inscreva-se nos alertas em {{url}}",
    missing: "Faltam informações",
    missingText: "Informe o nome e o telefone do seu amigo.",
    send: "Enviar convite",
  },
  pushOn: "Ativado: este celular vai mostrar um aviso quando um alerta perto de você for verificado.",
  pushTurnOn: "Ativar alertas neste celular",
  pushToast: {
    on: "Os alertas neste celular estão ativados",
    onText: "Este celular vai mostrar os alertas perto de você.",
    failed: "Não foi possível ativar os alertas neste celular",
  },
  thanks: {
    title: "Obrigado por se inscrever!",
    before: "Obrigado,",
    after: "! A partir de agora você vai receber alertas quando uma criança desaparecer perto de você.",
    already:
      "Já estava inscrito com este e-mail ou telefone? Então nada mudou: para alterar seus alertas, use o link que enviamos para o e-mail ou telefone que já temos.",
    close: "Fechar",
  },
  errors: {
    "Notifications are blocked for this site. Allow them in your browser's settings to get alerts on this phone.":
      "Os avisos estão bloqueados para este site. Permita-os nas configurações do navegador para receber alertas neste celular.",
    "Notifications were not allowed, so alerts cannot be shown on this phone.":
      "Os avisos não foram permitidos, então os alertas não podem aparecer neste celular.",
    "This page is not ready for alerts yet. Please reload and try again.":
      "Esta página ainda não está pronta para os alertas. Recarregue e tente de novo.",
    "This browser gave an incomplete push subscription.":
      "Este navegador não conseguiu preparar os alertas neste celular. Tente de novo.",
    "At least one contact method (email or phone/WhatsApp) is required":
      "Informe pelo menos uma forma de contato (e-mail ou telefone/WhatsApp)",
    "You must agree to receive alerts": "Você precisa aceitar receber alertas",
    "Name must be at least # characters": "O nome deve ter pelo menos # caracteres",
    "Please enter a valid email address": "Informe um e-mail válido",
    "Please enter a valid phone number with the country code, e.g. +# # #":
      "Informe um telefone válido com o código do país, ex.: +# # #",
    "Please enter your current address": "Informe seu endereço atual",
    "WhatsApp alerts need a phone number": "Os alertas pelo WhatsApp precisam de um número de telefone",
    "You can add at most # places besides your home":
      "Você pode adicionar no máximo # lugares além da sua casa",
    "Please enter the address of this place": "Informe o endereço deste lugar",
    "Choose a suggestion so we know where this place is":
      "Escolha uma sugestão para sabermos onde fica este lugar",
    "Enter a time, for example #:#": "Informe um horário, por exemplo #:#",
    "Quiet hours must end at a different time from when they start":
      "O horário de silêncio deve terminar em uma hora diferente do início",
  },
};
export default pt;
