import type { Translation } from "./catalog";
import type { sighting } from "./sighting.en";

const pt: Translation<typeof sighting.en> = {
  page: {
    nameLabel: "Seu nome",
    contactLabel: "Contato",
    contactHint: "Telefone ou e-mail. Só os moderadores veem.",
    contactPlaceholder: "Número de telefone ou e-mail",
    descriptionPlaceholder: "O que você viu? Com quem a pessoa estava, para onde ia?",
    submitted: "Avistamento enviado",
    submittedText: "Obrigado pelo seu comunicado. Ele vai ajudar nas buscas.",
    failed: "Erro ao enviar o avistamento",
  },
  dialog: {
    nameLabel: "Seu nome (opcional)",
    contactLabel: "Contato (opcional)",
    contactHint: "Telefone ou e-mail. Só os moderadores veem.",
    descriptionPlaceholder: "O que você viu? Roupas, com quem estava, para onde ia...",
    submitted: "Avistamento comunicado",
    submittedText:
      "Obrigado por comunicar este avistamento. Sua informação é fundamental para encontrar a pessoa desaparecida.",
    failed: "Erro ao comunicar o avistamento",
    failedText: "Houve um erro ao comunicar o avistamento. Tente de novo.",
  },
  submitting: "Enviando...",
  submit: "Enviar avistamento",
  cancel: "Cancelar",
  formLabel: "Comunicar um avistamento",
  title: "Comunicar um avistamento",
  important: "Importante:",
  importantText:
    "Seja o mais preciso possível. Comunique só o que você mesmo viu, com o local e a hora exatos. Um comunicado falso pode mandar quem procura na direção errada.",
  location: "Local do avistamento",
  locationPlaceholder: "Onde você viu a pessoa?",
  time: "Data e hora do avistamento",
  description: "Descrição do avistamento",
  errors: {
    "Please enter your name": "Informe seu nome",
    "Please enter a phone number or e-mail address": "Informe um número de telefone ou um e-mail",
    "Please enter the date and time of the sighting": "Informe a data e a hora do avistamento",
    "Please enter a complete date and time": "Informe a data e a hora completas",
    "Please enter a valid date and time": "Informe uma data e hora válidas",
    "The time of the sighting cannot be in the future": "A hora do avistamento não pode estar no futuro",
    "Location must be at least # characters": "O local deve ter pelo menos # caracteres",
    "Please provide more details about the sighting": "Dê mais detalhes sobre o avistamento",
    "Please use at most # characters": "Use no máximo # caracteres",
  },
};
export default pt;
