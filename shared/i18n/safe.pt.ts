import type { Translation } from "./catalog";
import type { safe } from "./safe.en";

const pt: Translation<typeof safe.en> = {
  title: "Diga para nós que você está bem",
  intro:
    "Se um apelo do {{brand}} é sobre você e você está bem, diga para nós aqui. Você não precisa dizer onde está, e não contaremos a ninguém, nem mesmo à pessoa que comunicou o seu desaparecimento. Nossa equipe pode confirmar com você ou com a polícia antes de o apelo terminar.",
  danger: "Se você está em perigo, ligue agora para {{phone}}.",
  formLabel: "Diga para nós que você está bem",
  chooser: {
    label: "Qual apelo é sobre você?",
    hint: "Digite o seu nome ou o código impresso no alerta.",
    looking: "Procurando os apelos em andamento...",
    failed: "Não foi possível procurar os apelos.",
    none: "Nenhum apelo em andamento corresponde. Tente outra grafia ou o código.",
    list: "Apelos em andamento",
    choice: "{{name}}, {{age}} — visto/a pela última vez em {{place}}",
  },
  about: "Sobre o apelo por",
  chooseAnother: "Escolher outro",
  loading: "Carregando o apelo...",
  message: "Uma mensagem para a nossa equipe (opcional)",
  messageHint: "Você não precisa dizer onde está.",
  contact: "Como podemos confirmar com você (opcional)",
  contactHint: "Um número de telefone ou e-mail. Só a nossa equipe vê e ele nunca é repassado.",
  failed: "Não foi possível enviar a sua mensagem.",
  sending: "Enviando...",
  send: "Enviar",
  received:
    "Obrigado. Nossa equipe vai ler a sua mensagem e encerrar o apelo assim que puder confirmar que você está bem. Não contaremos a ninguém onde você está.",
  errors: {
    "Please choose the appeal about you": "Escolha o apelo que é sobre você",
    "Please choose the appeal about you.": "Escolha o apelo que é sobre você.",
  },
};
export default pt;
